// The page's side of the computer player: requests to the worker in www/game/ai-worker.js, with
// cancellation. The worker's address is this module's own (import.meta.url), so it works on a
// host page of another origin too: a module worker may not be started from another origin's
// script, so there a same-origin blob: worker imports ai-worker.js (CORS, like the page's own
// modules). The worker loads the engine's build with the computer (pkg/computer/); the page's own
// has the rules only. Where no worker can run (a sandboxed iframe has an opaque origin; a host's
// CSP may refuse blob: workers; the worker fails to load), that build is loaded on the page and
// runs there with a shorter budget, and the requests already sent are answered there.

const FALLBACK_MILLIS = 300;
const BOOK_URL = new URL('../ba2-book.bin', import.meta.url);

/**
 * Gives `computer` the two-player Ba-awa opening book (proven values of the first plies). The
 * computer plays without it where the file cannot be fetched or read: only its opening moves
 * are then searched instead of looked up.
 */
export async function loadBook(computer) {
  try {
    const response = await fetch(BOOK_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    computer.loadBook(new Uint8Array(await response.arrayBuffer()));
  } catch (e) {
    console.warn(`Ba-awa opening book not loaded (${e?.message ?? e}); the computer will search its openings`);
  }
}

/** Thrown (as a rejection) for requests that were cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/**
 * A module worker running `url`; null where the page can start none. From another origin the
 * worker is a blob: module that imports `url` (so it needs the host's CSP to allow blob:
 * workers, and the files to be served with Access-Control-Allow-Origin).
 */
function startWorker(url) {
  const origin = globalThis.location?.origin;
  if (url.origin === origin) return { worker: new Worker(url, { type: 'module' }), blob: null };
  // An opaque origin (a sandboxed iframe) cannot start a worker of any kind that could load
  // the engine; do not even try (under our own CSP a blob: worker would be a violation).
  if (!origin || origin === 'null') return null;
  const blob = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};\n`], { type: 'text/javascript' }));
  try {
    return { worker: new Worker(blob, { type: 'module' }), blob };
  } catch (e) {
    URL.revokeObjectURL(blob);
    throw e;
  }
}

export class ComputerPlayer {
  #worker = null;
  #workerBlob = null; // the blob: URL of a cross-origin worker, revoked when it has answered
  #workerAnswered = false; // a worker that has answered once has loaded: its errors are real
  #noWorker = false; // no worker can run here: everything runs on the page
  #pending = new Map();
  #nextId = 1;
  #local = null; // the on-page Computer when no worker can run
  #prepared = new Map(); // rules -> promise of prepare(), for the life of the thread

  /** Where the computer thinks: 'worker', 'page', or null before the first request. */
  get thread() {
    if (this.#local || this.#noWorker) return 'page';
    return this.#worker ? 'worker' : null;
  }

  /** True while a request is being worked on. */
  get busy() {
    return this.#pending.size > 0;
  }

  /**
   * Solves two-player Bakuk and Koumma ahead of the first move; resolves to true if solvable.
   * Asked again for the same rules, it gives the same promise (the thread keeps the tables).
   */
  prepare(rules) {
    let promise = this.#prepared.get(rules);
    if (!promise) {
      promise = this.#request({ kind: 'prepare', rules });
      this.#prepared.set(rules, promise);
      promise.catch(() => {
        if (this.#prepared.get(rules) === promise) this.#prepared.delete(rules);
      });
    }
    return promise;
  }

  /** Resolves to { hole, pits, value, depth, nodes } for the game's current state. */
  decide(record, level, millis) {
    return this.#request({ kind: 'decide', record, level, millis });
  }

  /**
   * Resolves to [{ hole, value, best, proven }] for the current position: `value` is the move's
   * exact future capture difference where `proven`; otherwise only the estimated best move.
   */
  hints(record, millis) {
    return this.#request({ kind: 'hints', record, millis });
  }

  /**
   * Resolves to the value of a two-player Ba-awa position for the review, in the shape of
   * hints(): proven moves' values where the book or a proof within most of `millis` gives one,
   * otherwise one entry, the search's best move with its estimated value (`proven: false`).
   */
  positionValue(record, millis) {
    return this.#request({ kind: 'positionValue', record, millis });
  }

  /**
   * Resolves to every legal move's value in the current position of `record` (two-player single
   * games): { available, reason, message, complete, moves: [{ hole, ply, value, lower, upper,
   * proven, bound }] }, `value` the game's final seed margin for the player to move, `bound`
   * 'exact', 'atLeast', 'atMost' or 'estimate'. Ask again for the same record, with more time
   * each time, until `complete`: the proof goes on where it stopped. Match play, three players
   * and a game over resolve to `available: false` and the `reason`. A request for values
   * supersedes the earlier ones still pending (they reject with Cancelled at once; the thread
   * skips those it has not begun, and the one it is on ends within its time).
   */
  moveValues(record, millis) {
    for (const [id, entry] of [...this.#pending.entries()]) {
      if (entry.kind !== 'moveValues') continue;
      this.#pending.delete(id);
      entry.reject(new Cancelled());
    }
    return this.#request({ kind: 'moveValues', record, millis });
  }

  /**
   * moveValues() for a review, which asks position after position: it supersedes no request
   * and none supersedes it (a values mode on the board and a review go on side by side).
   */
  reviewValues(record, millis) {
    return this.#request({ kind: 'reviewValues', record, millis });
  }

  /**
   * Stops the moves and hints being computed; their promises reject with Cancelled. A solve
   * started by prepare() is kept (it serves every later game of those rules) unless `all`;
   * then everything stops (the page is being left).
   */
  cancel(all = false) {
    if (!this.busy) return;
    const entries = [...this.#pending.entries()];
    // The thread works through its requests in order: the first pending one is running.
    const runningPrepare = entries[0][1].kind === 'prepare';
    const stopThread = all || !runningPrepare || !this.#worker;
    for (const [id, entry] of entries) {
      if (!stopThread && entry.kind === 'prepare') continue;
      // A request that stays queued in a live thread is answered later and ignored then.
      this.#pending.delete(id);
      entry.reject(new Cancelled());
    }
    if (stopThread) {
      // A search cannot be interrupted from outside: end the thread and start afresh later.
      this.#worker?.terminate();
      this.#worker = null;
      if (this.#workerBlob) URL.revokeObjectURL(this.#workerBlob);
      this.#workerBlob = null;
      this.#prepared.clear();
    }
  }

  #request(message) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, kind: message.kind, message });
      const worker = this.#ensureWorker();
      if (worker) worker.postMessage({ id, ...message });
      else this.#runHere(id, message);
    });
  }

  #ensureWorker() {
    if (this.#worker || this.#local || this.#noWorker) return this.#worker;
    let started;
    try {
      started = startWorker(new URL('./ai-worker.js', import.meta.url));
    } catch {
      started = null;
    }
    if (!started) {
      this.#noWorker = true;
      return null;
    }
    const { worker, blob } = started;
    this.#worker = worker;
    this.#workerBlob = blob;
    this.#workerAnswered = false;
    worker.onmessage = ({ data }) => {
      this.#loaded();
      this.#settle(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.#worker !== worker) return;
      worker.terminate();
      this.#worker = null;
      this.#prepared.clear();
      if (!this.#workerAnswered) {
        // It never loaded (refused, or its script could not be fetched): think on the page.
        this.#loaded();
        this.#noWorker = true;
        for (const [id, entry] of this.#pending) this.#runHere(id, entry.message);
        return;
      }
      for (const id of [...this.#pending.keys()]) this.#settle({ id, error: event.message || 'worker failed' });
    };
    return worker;
  }

  #loaded() {
    this.#workerAnswered = true;
    if (this.#workerBlob) URL.revokeObjectURL(this.#workerBlob);
    this.#workerBlob = null;
  }

  async #runHere(id, { kind, rules, record, level, millis }) {
    try {
      if (!this.#local) {
        const { default: init, Computer } = await import('../../pkg/computer/mancala-web.js');
        await init();
        const computer = new Computer(Math.random() * 2 ** 32);
        await loadBook(computer);
        this.#local = computer;
      }
      // Let the page paint "thinking" before the engine takes the thread.
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (!this.#pending.has(id)) return;
      const budget = Math.min(millis ?? FALLBACK_MILLIS, FALLBACK_MILLIS);
      let result;
      if (kind === 'prepare') result = this.#local.prepare(rules);
      else if (kind === 'decide') result = this.#local.decide(record, level, budget);
      else if (kind === 'positionValue') result = this.#local.positionValue(record, budget);
      else if (kind === 'moveValues' || kind === 'reviewValues') result = this.#local.moveValues(record, budget);
      else result = this.#local.hints(record, budget);
      this.#settle({ id, result });
    } catch (e) {
      this.#settle({ id, error: String(e?.message ?? e) });
    }
  }

  /** @param {{ id: number, result?: any, error?: string }} answer the worker's, or this thread's */
  #settle({ id, result, error }) {
    const entry = this.#pending.get(id);
    if (!entry) return; // cancelled meanwhile
    this.#pending.delete(id);
    if (error === undefined) entry.resolve(result);
    else entry.reject(new Error(error));
  }
}
