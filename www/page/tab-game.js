// Which saved game this tab plays. sessionStorage remembers it per tab (a reload comes back to
// it), and a Web Lock per game says which tab has it now: a tab's game is locked while the tab
// is open, so a second tab (or a duplicated one, which copies sessionStorage) never plays it too;
// it takes a copy instead. Storage events alone could only tell after both had written.

import { TAB_KEY } from './games-store.js';

const LOCK_PREFIX = 'mancala-web.game.';

export class TabGame {
  /**
   * `session`: sessionStorage (or null); `locks`: navigator.locks (or null: without Web Locks a
   * tab still never writes over another's game, see main.js's storage listener).
   */
  constructor(session, locks) {
    this.session = session;
    this.locks = locks;
    this.id = null;
    this.releaseLock = null;
    this.lockedId = null; // the game whose lock releaseLock lets go of
  }

  /**
   * What this tab played before a reload: { id, link } (id null for a new game not yet worth
   * keeping), or null for a tab that has played nothing yet.
   */
  remembered() {
    try {
      const data = JSON.parse(this.session?.getItem(TAB_KEY) ?? 'null');
      if (!data || typeof data !== 'object') return null;
      return { id: typeof data.id === 'string' ? data.id : null, link: typeof data.link === 'string' ? data.link : null };
    } catch {
      return null;
    }
  }

  /** Remembers that this tab plays `id` (null: a new game, not kept yet), opened by `link` (a query string, or null). */
  remember(id, link = null) {
    this.id = id;
    try {
      this.session?.setItem(TAB_KEY, JSON.stringify({ id, link }));
    } catch {
      // No sessionStorage: a reload starts from the list's latest game instead.
    }
  }

  /**
   * Takes game `id` for this tab, letting go of the one it had: resolves true when no other tab
   * has it (then this tab holds it until it takes another or closes), false when one does.
   */
  claim(id) {
    // Its own game again (back from Learn or the puzzles): the lock it holds stays. Let go, it
    // would still be held for a moment, and the tab would take its own game for another tab's.
    if (this.releaseLock && this.lockedId === id) return Promise.resolve(true);
    this.release();
    if (!this.locks?.request) return Promise.resolve(true);
    return new Promise((answer) => {
      this.locks
        .request(LOCK_PREFIX + id, { ifAvailable: true }, (lock) => {
          answer(!!lock);
          if (!lock) return null;
          this.lockedId = id;
          // The lock is held until release() settles this.
          return /** @type {Promise<void>} */ (new Promise((release) => (this.releaseLock = release)));
        })
        .catch(() => answer(true));
    });
  }

  /** True when another tab holds game `id` now. */
  async heldElsewhere(id) {
    if (!this.locks?.query) return false;
    try {
      const { held = [] } = await this.locks.query();
      return held.some((lock) => lock.name === LOCK_PREFIX + id) && !(this.id === id && this.releaseLock);
    } catch {
      return false;
    }
  }

  release() {
    this.releaseLock?.();
    this.releaseLock = null;
    this.lockedId = null;
  }
}
