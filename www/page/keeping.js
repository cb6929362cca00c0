// Keeping the game on the board: it is saved as the tab's game after every change, under an id
// of its own (www/page/games-store.js), so that a new game, a link, an invitation or another
// tab never writes over it. Any game that takes its place on the board gets a new id, and the
// game it replaced stays among the player's games, one tap from coming back. A kiosk's store is
// in memory only (GamesStore.inMemory): it holds the game a new one put aside, to offer it back,
// and forgets its visitor's games before the next visitor.

import { gameEntry } from '../game/saved-game.js';
import { t } from '../i18n/messages.js';
import { newGameId } from './games-store.js';

export class GameKeeper {
  /**
   * `session`: the BoardSession; `store`: a GamesStore; `tab`: a TabGame; `hooks`: { prefs()
   * (the preferences to save), browsed() (the earlier position looked back at, in plies, or
   * null), blocked() (true while a lesson or a kiosk's attract loop holds the board), saved(ok),
   * offerBack(id) (a game in progress was put aside; null: the offer goes), notice(text) }.
   */
  constructor(session, store, tab, hooks) {
    this.session = session;
    this.store = store;
    this.tab = tab;
    this.hooks = hooks;
    this.id = null; // the saved game on the board, null until it is worth keeping
    this.link = null; // the query that opened it, if a link did
    this.adopting = null; // the id of the game being brought back
    this.keepUnplayed = false; // a game opened from a record or a position is kept before its first move
    this.inProgress = false; // the game last saved was in progress
    session.addEventListener('update', (e) => {
      if (e.detail.reason === 'new') this.replaced();
    });
  }

  /** Another game is on the board: the one brought back keeps its id, any other gets a new one. */
  replaced() {
    const previous = this.inProgress ? this.id : null;
    const next = this.adopting;
    this.adopting = null;
    this.inProgress = false;
    this.keepUnplayed = !!next;
    this.id = next?.id ?? null;
    this.link = next?.link ?? null;
    // A lesson borrows the board: a reload then still comes back to the tab's game.
    if (this.hooks.blocked()) return;
    if (next) this.tab.remember(next.id, next.link);
    else {
      this.tab.release();
      this.tab.remember(null);
    }
    // A game brought back from the list is no surprise; a new one is, and says where the other went.
    if (previous && !next && this.store.available) {
      // In memory (a kiosk), only the game offered back is kept.
      this.store.forgetAllBut([previous]);
      this.hooks.offerBack(previous);
    }
  }

  /** A kiosk's next visitor: the games kept in memory are forgotten, and none is offered back. */
  forgetVisitor() {
    if (this.store.lasting) return;
    this.hooks.offerBack(null);
    this.store.forgetAllBut([]);
    this.id = null;
    this.inProgress = false;
  }

  /**
   * Restores the saved game `id` through `restore()` (which puts it on the board); `link` is the
   * query that opened it, if any. False when another tab plays it (the player is told).
   */
  async bringBack(id, restore, link = null) {
    if (id !== this.id && (await this.tab.claim(id)) === false) {
      this.hooks.notice(t('games.elsewhereNotice'));
      if (this.id) this.tab.claim(this.id);
      return false;
    }
    this.adopting = { id, link };
    try {
      restore();
    } finally {
      this.adopting = null;
    }
    return true;
  }

  /** Puts another record of the game on the board through `restore()`, as the same saved game. */
  inPlace(restore) {
    this.adopting = this.id ? { id: this.id, link: this.link } : null;
    try {
      restore();
    } finally {
      this.adopting = null;
    }
  }

  /**
   * Keeps a copy of the game on the board, as it is now, among the player's games under an id
   * of its own (`change` edits its settings): before another record takes its place.
   */
  keepCopy(change = (settings) => settings) {
    const { controller } = this.session;
    if (!this.store.available || !controller.state) return false;
    const entry = { ...gameEntry(controller), browse: null };
    entry.settings = change(structuredClone(entry.settings));
    return this.store.write(newGameId(), entry);
  }

  /**
   * Start-up's game: the saved game `id`, put on the board by `restore()`. When another tab
   * already plays it (a duplicated tab), this tab plays a copy under an id of its own.
   */
  async startWith(id, restore, link) {
    const free = await this.tab.claim(id);
    this.adopting = free ? { id, link } : null;
    try {
      restore();
    } finally {
      this.adopting = null;
    }
    if (free) return;
    this.keepOpened(link);
    this.save();
    this.hooks.notice(t('games.copied'));
  }

  /** The game on the board, opened from a record or a position, is kept from now (`link` opened it). */
  keepOpened(link = null) {
    this.keepUnplayed = true;
    this.link = link;
    // Saved already as it came onto the board (a record with moves): the tab learns its link.
    if (this.id) this.tab.remember(this.id, link);
  }

  /** Saves the game on the board and the preferences. */
  save() {
    const { controller } = this.session;
    if (!this.store.available || !controller.state || controller.replaying || this.hooks.blocked()) return;
    const entry = { ...gameEntry(controller), browse: this.hooks.browsed() };
    const worth = controller.state.plyCount > 0 || entry.redo !== '' || this.keepUnplayed;
    // A kiosk keeps no preference of its visitors'.
    let ok = !this.store.lasting || this.store.writePrefs(this.hooks.prefs(), controller.settings);
    if (worth) {
      if (!this.id) this.takeNewId();
      // Unchanged (a game only opened again): its time of last play stays.
      const kept = this.store.get(this.id)?.entry;
      const same = kept && kept.record === entry.record && kept.redo === entry.redo && kept.browse === entry.browse && JSON.stringify(kept.settings) === JSON.stringify(entry.settings);
      if (!same) ok = this.store.write(this.id, entry) && ok;
      this.inProgress = !entry.over;
    }
    this.hooks.saved(ok);
  }

  /** Gives the game on the board an id of its own, which this tab remembers and holds. */
  takeNewId() {
    this.id = newGameId();
    this.tab.remember(this.id, this.link);
    this.tab.claim(this.id);
  }

  /**
   * Another tab wrote this tab's game (a browser without Web Locks, or a duplicated tab before
   * it knew): this tab's game goes on under a new id, so neither overwrites the other.
   */
  splitOff() {
    this.takeNewId();
    this.save();
    this.hooks.notice(t('games.copied'));
  }
}
