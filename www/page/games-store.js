// The player's games in localStorage, one key a game, so that two tabs never write over each
// other: a tab writes only the game it plays. The list is every key under the prefix; a game
// that cannot be read stays where it is, untouched, and is offered as a download; a game a
// later version wrote is left to that version. The page's preferences have a key of their own.
//
// Keys (docs/app.md lists every key the page keeps):
//   mancala-web.game.<id>   a game: { version: 2, record, redo, settings, browse, over, created, updated }
//   mancala-web.prefs       { version: 2, prefs: { speed, showCounts, showValues, sound }, settings }
//   mancala-web.save        version 1's one save: read once, moved into the two above, then
//                           removed (www/page/storage.js)
// and in sessionStorage, mancala-web.tab: { id, link } the game this tab plays, and the link
// (query) that opened it, so a reload brings the tab back to its own game.

import { SAVE_FORMAT, parseEntry } from '../game/saved-game.js';

export const GAME_PREFIX = 'mancala-web.game.';
export const PREFS_KEY = 'mancala-web.prefs';
export const OLD_SAVE_KEY = 'mancala-web.save';
export const TAB_KEY = 'mancala-web.tab';
/** Past this many games, the oldest finished ones make room; a game in progress never does. */
export const KEEP_GAMES = 100;

/** A new game id: the time and a random part, so two tabs never draw the same one. */
export function newGameId(now = Date.now()) {
  const random = globalThis.crypto?.getRandomValues ? globalThis.crypto.getRandomValues(new Uint32Array(1))[0] : Math.floor(Math.random() * 2 ** 32);
  return `${now.toString(36)}-${random.toString(36)}`;
}

/** localStorage's interface over a Map: what is kept there lasts no longer than the page. */
function memoryStorage() {
  const items = new Map();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(String(key), String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

export class GamesStore {
  /**
   * `storage`: a Storage (localStorage, or a stand-in in the unit tests); null keeps nothing.
   * `lasting`: false for a store that the page forgets (inMemory()).
   */
  constructor(storage, { now = () => Date.now(), lasting = true } = {}) {
    this.storage = storage;
    this.now = now;
    this.lasting = !!storage && lasting;
  }

  /**
   * A kiosk's visitor's games (docs/embedding.md): kept in memory only, never in the browser's
   * storage, so that one tap brings back a game a new one put aside; forgotten with forgetAllBut().
   */
  static inMemory() {
    return new GamesStore(memoryStorage(), { lasting: false });
  }

  get available() {
    return !!this.storage;
  }

  /** A store in memory only forgets every game but those of `ids`; a lasting store forgets nothing here. */
  forgetAllBut(ids) {
    if (this.lasting) return;
    for (const game of this.list()) if (!ids.includes(game.id)) this.remove(game.id);
  }

  /** The raw text under `key`, or null. */
  read(key) {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /**
   * Every saved game, the most recently played first: { id, key, text, entry } for a game that
   * reads, { id, key, text, problem, detail } for one that does not ('unreadable' or 'newer').
   */
  list() {
    const games = [];
    const s = this.storage;
    if (!s) return games;
    let keys = [];
    try {
      for (let i = 0; i < s.length; i += 1) keys.push(s.key(i));
    } catch {
      keys = [];
    }
    for (const key of keys) {
      if (!key?.startsWith(GAME_PREFIX)) continue;
      const text = this.read(key);
      if (text === null) continue;
      games.push({ id: key.slice(GAME_PREFIX.length), key, text, ...parseEntry(text) });
    }
    const when = (game) => (Number.isFinite(game.entry?.updated) ? game.entry.updated : 0);
    return games.sort((a, b) => when(b) - when(a));
  }

  /** The game saved as `id`: as list() gives it, or null. */
  get(id) {
    const key = GAME_PREFIX + id;
    const text = this.read(key);
    return text === null ? null : { id, key, text, ...parseEntry(text) };
  }

  /**
   * Saves `entry` (gameEntry's) as game `id`, last played at `updated`; keeps its first `created`. Never writes over a
   * text that cannot be read or a later version's. When storage is full, the oldest finished
   * games make room; returns false when it still does not fit (or there is no storage).
   */
  write(id, entry, updated = this.now()) {
    const s = this.storage;
    if (!s) return false;
    const earlier = this.get(id);
    if (earlier && !earlier.entry) return false;
    const text = JSON.stringify({ ...entry, version: SAVE_FORMAT, created: earlier?.entry.created ?? updated, updated });
    for (;;) {
      try {
        s.setItem(GAME_PREFIX + id, text);
        // Only a new game makes the list longer.
        if (!earlier) this.makeRoom(id);
        return true;
      } catch {
        if (!this.dropOldestFinished(id)) return false;
      }
    }
  }

  /** Removes game `id`; returns its text (to put back with restore), or null. */
  remove(id) {
    const key = GAME_PREFIX + id;
    const text = this.read(key);
    try {
      this.storage?.removeItem(key);
    } catch {
      return null;
    }
    return text;
  }

  /** Puts back a removed game's text, as it was. */
  restore(id, text) {
    try {
      this.storage?.setItem(GAME_PREFIX + id, text);
      return true;
    } catch {
      return false;
    }
  }

  /** Over KEEP_GAMES games: the oldest finished ones go (never `keep`, never one in progress). */
  makeRoom(keep) {
    const games = this.list();
    let extra = games.length - KEEP_GAMES;
    for (const game of games.reverse()) {
      if (extra <= 0) break;
      if (game.id !== keep && game.entry?.over) {
        this.remove(game.id);
        extra -= 1;
      }
    }
  }

  dropOldestFinished(keep) {
    const oldest = this.list()
      .reverse()
      .find((game) => game.id !== keep && game.entry?.over);
    if (!oldest) return false;
    this.remove(oldest.id);
    return true;
  }

  /** The preferences' record: { prefs, settings, problem } (problem: null, 'unreadable' or 'newer'). */
  readPrefs() {
    const text = this.read(PREFS_KEY);
    if (text === null) return { prefs: {}, settings: null, problem: null };
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      return { prefs: {}, settings: null, problem: 'unreadable' };
    }
    if (typeof data?.version === 'number' && data.version > SAVE_FORMAT) return { prefs: {}, settings: null, problem: 'newer' };
    const ok = data && typeof data === 'object' && data.version === SAVE_FORMAT;
    return {
      prefs: ok && data.prefs && typeof data.prefs === 'object' ? data.prefs : {},
      settings: ok && data.settings && typeof data.settings === 'object' ? data.settings : null,
      problem: ok ? null : 'unreadable',
    };
  }

  /**
   * Writes the preferences, unless the key holds a later version's (left to it). The page saves
   * after every move: preferences unchanged since this store last wrote them are not read and
   * written again.
   */
  writePrefs(prefs, settings) {
    const text = JSON.stringify({ version: SAVE_FORMAT, prefs, settings });
    if (text === this.prefsWritten && this.read(PREFS_KEY) === text) return true;
    if (this.readPrefs().problem === 'newer') return false;
    try {
      this.storage?.setItem(PREFS_KEY, text);
      this.prefsWritten = this.storage ? text : null;
      return !!this.storage;
    } catch {
      return false;
    }
  }
}
