// The game of a <mancala-board save="KEY"> kept across reloads, when the host asks for it: in
// localStorage under `mancala-board.KEY`, as the page keeps a game (www/game/saved-game.js),
// never among the page's own games. A text there that cannot be read is kept aside under
// `mancala-board.KEY.unreadable.<time>`, byte for byte, before anything is written.

import { gameEntry, openEntry, parseEntry } from '../game/saved-game.js';
import { browserStorage } from '../board/dom.js';

const PREFIX = 'mancala-board.';

export class ElementSave {
  /** `name`: the save attribute's value. */
  constructor(name) {
    this.key = PREFIX + name;
  }

  /**
   * The saved game, opened with the engine: { handle, entry } when there is one that reads;
   * { keptAside } (the key the text was moved to) when there was one that does not; else null.
   */
  open(engine) {
    const s = browserStorage('localStorage');
    let text;
    try {
      text = s?.getItem(this.key) ?? null;
    } catch {
      return null;
    }
    if (text === null) return null;
    const { entry } = parseEntry(text);
    const opened = entry ? openEntry(entry, engine) : null;
    if (opened?.handle) return { handle: opened.handle, entry };
    const keptAside = `${this.key}.unreadable.${Date.now()}`;
    try {
      s.setItem(keptAside, text);
      s.removeItem(this.key);
    } catch {
      // No room to keep it aside: it stays where it is, and this game is not saved over it.
      this.blocked = true;
    }
    return { keptAside };
  }

  /** Saves the game on `controller`; false when storage refuses (or a text that could not be read had to stay). */
  write(controller) {
    if (this.blocked || !controller.state) return false;
    try {
      browserStorage('localStorage')?.setItem(this.key, JSON.stringify({ ...gameEntry(controller), updated: Date.now() }));
      return true;
    } catch {
      return false;
    }
  }
}
