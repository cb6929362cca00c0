// The page's side of a game with a friend on another device: the pairing (www/pair/pair-ui.js)
// with its dialog and bar, and its ways to the player's games: a pairing's game brought back
// for its friend's invitation, another record of it put in its place, a copy kept aside before
// a record replaces it. Loaded with the pairing's first use (www/page/main.js).

import { PairUi, unpaired } from '../pair/pair-ui.js';

/**
 * The page's element with `id`, typed as its use asks (as querySelector is): index.html has each.
 * @template {HTMLElement} [E=HTMLElement]
 * @param {string} id
 * @returns {E}
 */
const $ = (id) => /** @type {E} */ (document.getElementById(id));

/**
 * The page's PairUi. `keeper`, `store` and `tab` are the player's games (www/page/keeping.js,
 * games-store.js, tab-game.js); `resumeGame(id)` brings a saved game back to the board (false
 * when it cannot).
 */
export function pagePairing({ session, keeper, store, tab, options, notices, notice, save, focusBoard, resumeGame }) {
  /** A pairing's saved game: brought onto the board ('here'), played in another tab ('elsewhere'), or none kept (null). */
  async function findPairing(id) {
    const found = store.list().find((game) => game.entry?.settings?.pairing?.id === id);
    if (!found) return null;
    if (found.id === keeper.id) return 'here';
    if (await tab.heldElsewhere(found.id)) return 'elsewhere';
    return (await resumeGame(found.id)) ? 'here' : null;
  }

  return new PairUi(
    { dialog: $('pair-dialog'), bar: $('pair-bar'), root: document },
    {
      session,
      announce: (text) => notices.announce(text),
      notice,
      save,
      focusBoard,
      inPlace: (restore) => keeper.inPlace(restore),
      keepCopy: () => keeper.keepCopy(unpaired),
      findPairing,
    },
    { iceText: options.ice },
  );
}
