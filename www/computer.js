// The page's side of the computer player: requests to the worker in www/ai-worker.js, with
// cancellation. Where workers cannot be made (a sandboxed iframe has an opaque origin, which may
// not start a worker), the same engine runs on the page with a shorter budget.

const FALLBACK_MILLIS = 300;

/** Thrown (as a rejection) for requests that were cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

export class ComputerPlayer {
  #worker = null;
  #pending = new Map();
  #nextId = 1;
  #local = null; // the on-page Computer when no worker can run
  #prepared = new Map(); // rules -> promise of prepare(), for the life of the thread

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

  /** Resolves to [{ hole, value, best }] for the current position. */
  hints(record, millis) {
    return this.#request({ kind: 'hints', record, millis });
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
      this.#prepared.clear();
    }
  }

  #request(message) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, kind: message.kind });
      const worker = this.#ensureWorker();
      if (worker) worker.postMessage({ id, ...message });
      else this.#runHere(id, message);
    });
  }

  #ensureWorker() {
    if (this.#worker || this.#local) return this.#worker;
    try {
      this.#worker = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
    } catch {
      return null;
    }
    this.#worker.onmessage = ({ data }) => this.#settle(data);
    this.#worker.onerror = (event) => {
      event.preventDefault();
      for (const id of [...this.#pending.keys()]) this.#settle({ id, error: event.message || 'worker failed' });
      this.#worker = null;
    };
    return this.#worker;
  }

  async #runHere(id, { kind, rules, record, level, millis }) {
    try {
      if (!this.#local) {
        const { Computer } = await import('../pkg/mancala-web.js');
        this.#local = new Computer(Math.random() * 2 ** 32);
      }
      // Let the page paint "thinking" before the engine takes the thread.
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (!this.#pending.has(id)) return;
      const budget = Math.min(millis ?? FALLBACK_MILLIS, FALLBACK_MILLIS);
      let result;
      if (kind === 'prepare') result = this.#local.prepare(rules);
      else if (kind === 'decide') result = this.#local.decide(record, level, budget);
      else result = this.#local.hints(record, budget);
      this.#settle({ id, result });
    } catch (e) {
      this.#settle({ id, error: String(e?.message ?? e) });
    }
  }

  #settle({ id, result, error }) {
    const entry = this.#pending.get(id);
    if (!entry) return; // cancelled meanwhile
    this.#pending.delete(id);
    if (error === undefined) entry.resolve(result);
    else entry.reject(new Error(error));
  }
}
