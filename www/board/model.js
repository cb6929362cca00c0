// The pebbles on the board as the animation sees them: which pebble (by id)
// lies in which hole, store or hand. Each pebble keeps its id, and so its look,
// while it travels; its place inside a hole is its index there, so nothing
// moves on a redraw. The model only follows the engine's events and snapshots;
// it knows no rules.

export class BoardModel {
  constructor() {
    this.holes = 0;
    this.players = 2;
    /** @type {number[][]} pebble ids in each hole, bottom of the heap first */
    this.pits = [];
    /** @type {number[][]} captured pebble ids of each player */
    this.stores = [[], [], []];
    /** @type {number[]} pebbles in the sowing hand */
    this.hand = [];
    this.owners = [];
  }

  /** Lays the pebbles out afresh from an engine state snapshot. */
  reset(state) {
    this.holes = state.board.length;
    this.players = state.players;
    this.pits = state.board.map(() => []);
    this.stores = [[], [], []];
    this.hand.length = 0;
    let id = 0;
    state.board.forEach((n, i) => {
      for (let k = 0; k < n; k += 1) this.pits[i].push(id++);
    });
    state.captured.forEach((n, p) => {
      for (let k = 0; k < n; k += 1) this.stores[p].push(id++);
    });
    this.owners = state.owners.slice();
  }

  /** Whether the model shows exactly the counts of `state`. */
  matches(state) {
    if (state.board.length !== this.pits.length || this.hand.length) return false;
    for (let i = 0; i < this.pits.length; i += 1) if (this.pits[i].length !== state.board[i]) return false;
    for (let p = 0; p < state.captured.length; p += 1) if (this.stores[p].length !== state.captured[p]) return false;
    return true;
  }

  /** Brings the model to `state`, keeping pebble ids when the counts already agree. */
  sync(state) {
    if (this.matches(state)) this.owners = state.owners.slice();
    else this.reset(state);
  }

  // The two halves of each event. Animated: begin, fly, end. Discrete: both at once.

  begin(ev, flights) {
    switch (ev.kind) {
      case 'lift': {
        const pit = this.pits[ev.hole];
        for (let k = 0; k < pit.length; k += 1) this.hand.push(pit[k]);
        pit.length = 0;
        return 0;
      }
      case 'drop': {
        const id = this.hand.pop();
        if (flights) flights.push(id);
        return 1;
      }
      case 'capture':
      case 'award': {
        const pit = this.pits[ev.hole];
        let n = 0;
        // Lift the top of the heap: the last `seeds` pebbles (all of them in practice).
        while (n < ev.seeds && pit.length) {
          const id = pit.pop();
          if (flights) flights.push(id);
          n += 1;
        }
        return n;
      }
      case 'new-round': {
        // Every seed goes back to the board, four to a pit.
        const all = [];
        for (const store of this.stores) all.push(...store.splice(0));
        for (const pit of this.pits) all.push(...pit.splice(0));
        all.push(...this.hand.splice(0));
        all.sort((a, b) => a - b);
        let k = 0;
        for (const pit of this.pits) for (let s = 0; s < 4 && k < all.length; s += 1) pit.push(all[k++]);
        this.owners = ev.owner.slice(0, this.pits.length);
        return 0;
      }
      default:
        return 0;
    }
  }

  /** Lands the pebbles of `ev` (ids from its flights, in order). */
  end(ev, ids, count) {
    switch (ev.kind) {
      case 'drop':
        this.pits[ev.hole].push(ids[0]);
        break;
      case 'capture':
        for (let k = 0; k < count; k += 1) this.stores[ev.by].push(ids[k]);
        break;
      case 'award':
        for (let k = 0; k < count; k += 1) this.stores[ev.to].push(ids[k]);
        break;
      default:
        break;
    }
  }

  /** Applies `ev` at once. */
  apply(ev, scratch) {
    scratch.length = 0;
    const n = this.begin(ev, scratch);
    this.end(ev, scratch, n);
  }
}
