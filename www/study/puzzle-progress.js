// The player's puzzle progress, kept in localStorage under one key:
//   mancala-web.puzzles  { version: 1, results: { <puzzle id>: 'solved' | 'failed' }, streak, best, daily: [YYYY-MM-DD] }
// `results` holds each puzzle's last attempt, `streak` the puzzles solved at the first try in a
// row (`best` the longest), `daily` the days whose daily puzzle was done. Nothing is lost: a
// text that cannot be read is copied aside (mancala-web.puzzles.unread.<time>) before anything is
// written over it, and one a later version wrote is left to it (progress is then not kept). A
// write merges what another tab wrote meanwhile.

export const PROGRESS_KEY = 'mancala-web.puzzles';
export const UNREAD_PREFIX = 'mancala-web.puzzles.unread.';
const VERSION = 1;
/** Days of daily puzzles remembered: enough for any streak anyone will look at. */
const KEEP_DAYS = 400;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const empty = () => ({ results: {}, streak: 0, best: 0, daily: [] });
const count = (n) => (Number.isInteger(n) && n >= 0 ? n : 0);

/** The progress a parsed value holds, its unusable parts left out; null when it is not progress at all. */
function progressOf(value) {
  if (!value || typeof value !== 'object' || value.version !== VERSION) return null;
  const results = {};
  if (value.results && typeof value.results === 'object') {
    for (const [id, result] of Object.entries(value.results)) if (result === 'solved' || result === 'failed') results[id] = result;
  }
  const daily = Array.isArray(value.daily) ? value.daily.filter((d) => typeof d === 'string' && DAY.test(d)) : [];
  return { results, streak: count(value.streak), best: Math.max(count(value.best), count(value.streak)), daily };
}

/** What the text under the key is: { state: 'none' | 'ok' | 'unreadable' | 'newer', progress }. */
function readProgress(text) {
  if (text === null || text === undefined) return { state: 'none', progress: empty() };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { state: 'unreadable', progress: empty() };
  }
  if (value && typeof value.version === 'number' && value.version > VERSION) return { state: 'newer', progress: empty() };
  const progress = progressOf(value);
  return progress ? { state: 'ok', progress } : { state: 'unreadable', progress: empty() };
}

export class PuzzleProgress {
  /** `storage`: a Storage (localStorage, or a stand-in in the unit tests), or null to keep nothing. */
  constructor(storage, { now = () => Date.now() } = {}) {
    this.storage = storage;
    this.now = now;
    this.reload();
  }

  /** Reads the key again (another tab may have written it). */
  reload() {
    const text = this.#read();
    const { state, progress } = readProgress(text);
    this.state = state;
    this.text = text;
    this.progress = progress;
  }

  /** False where progress cannot be kept: no storage, or a later version's progress under the key. */
  get keeps() {
    return !!this.storage && this.state !== 'newer';
  }

  result(id) {
    return this.progress.results[id] ?? null;
  }

  counts() {
    const results = Object.values(this.progress.results);
    return {
      solved: results.filter((r) => r === 'solved').length,
      failed: results.filter((r) => r === 'failed').length,
      streak: this.progress.streak,
      best: this.progress.best,
    };
  }

  dailyDone(day) {
    return this.progress.daily.includes(day);
  }

  /** A puzzle's attempt ended: solved at the first try or not; `day` marks the daily puzzle done. */
  record(id, solved, day = null) {
    return this.#change((p) => {
      p.results[id] = solved ? 'solved' : 'failed';
      p.streak = solved ? p.streak + 1 : 0;
      p.best = Math.max(p.best, p.streak);
      if (day) p.daily = [...new Set([...p.daily, day])].sort().slice(-KEEP_DAYS);
    });
  }

  /** The daily puzzle of `day` done (after a retry or its solution shown). */
  markDaily(day) {
    return this.#change((p) => {
      p.daily = [...new Set([...p.daily, day])].sort().slice(-KEEP_DAYS);
    });
  }

  /**
   * Applies `change` to what is kept now (another tab's results merged in) and writes it; true if
   * written. Progress stays in memory either way.
   */
  #change(change) {
    const mine = this.progress;
    const now = readProgress(this.#read());
    if (now.state === 'ok') {
      // Another tab's results and days join this tab's; this tab's streak goes on.
      mine.results = { ...now.progress.results, ...mine.results };
      mine.daily = [...new Set([...now.progress.daily, ...mine.daily])].sort();
      mine.best = Math.max(mine.best, now.progress.best);
    }
    change(mine);
    this.state = now.state;
    if (!this.storage || now.state === 'newer') return false;
    if (now.state === 'unreadable' && !this.#keepAside(this.#read())) return false;
    const text = JSON.stringify({ version: VERSION, ...mine });
    try {
      this.storage.setItem(PROGRESS_KEY, text);
    } catch {
      return false;
    }
    this.state = 'ok';
    this.text = text;
    return true;
  }

  /** Copies an unreadable text to a key of its own; false when it cannot (then nothing is written over it). */
  #keepAside(text) {
    try {
      this.storage.setItem(`${UNREAD_PREFIX}${this.now().toString(36)}`, text);
      return true;
    } catch {
      return false;
    }
  }

  #read() {
    try {
      return this.storage?.getItem(PROGRESS_KEY) ?? null;
    } catch {
      return null;
    }
  }
}
