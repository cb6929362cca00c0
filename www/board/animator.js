// Plays a move's event trace from the engine, seed by seed, on a BoardModel
// drawn by a BoardRenderer. It knows the shape of events, not the rules.
//
// Every event has a begin (the hand lifts, a seed leaves the hand, captured
// seeds leave their hole) and an end (the seeds land). Animated, the seeds fly
// in between; jumping (step, finish, instant speed) applies events at once, so
// the model is always exactly the state after some prefix of the trace.

const BASE_MS = { lift: 420, relay: 380, drop: 250, capture: 560, award: 300, 'new-round': 500 };
export const SPEEDS = { slow: 1.9, normal: 1, fast: 0.42, instant: 0 };
const MAX_FLIGHTS = 64;

/** Seeds go faster once a relay has gone on for a while, so 40 laps stay watchable. */
function lapFactor(lap) {
  return lap <= 2 ? 1 : Math.max(0.26, 1 / (1 + 0.32 * (lap - 2)));
}

/**
 * One event of a move's trace as the engine gives it: its kind (lift, relay, drop, capture,
 * award, new-round, ...) and that kind's fields.
 * @typedef {{ kind: string, [field: string]: any }} MoveEvent
 */

const ease = (u) => (u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2);

export class Animator {
  /**
   * @param {import('./board.js').BoardRenderer} renderer
   * @param {import('./model.js').BoardModel} model
   * @param {{ onEvent?: (ev: MoveEvent, anim: Animator) => void, onRun?: () => void, onLand?: (ev: MoveEvent, at?: number) => void, onIdle?: () => void, lapText?: (lap: number) => string }} hooks
   *   onLand: an event's seeds have landed (the model holds its result); its second
   *   argument is when they landed on the animation's clock (performance.now()
   *   time), absent for events applied at once
   */
  constructor(renderer, model, hooks = {}) {
    this.renderer = renderer;
    this.model = model;
    this.hooks = hooks;
    this.speed = 'normal';
    this.reducedMotion = false;
    this.events = [];
    this.index = 0;
    this.cur = null;
    this.t0 = 0;
    this.dur = 0;
    this.lap = 1;
    this.paused = false;
    this.pausedAt = 0;
    this.running = false;
    this.resolve = null;
    this.frameRequested = false;
    this.scratch = [];
    this.flightIds = [];
    this.flightFrom = new Float32Array(MAX_FLIGHTS * 2);
    this.flightTo = new Float32Array(MAX_FLIGHTS * 2);
    this.point = { x: 0, y: 0 };
    this.handFrom = { x: 0, y: 0 };
    this.handTo = { x: 0, y: 0 };
    this.handPit = -1;
    // What the renderer draws besides the model; owned and reused here.
    this.view = {
      toMove: -1,
      showLegal: false,
      legal: new Uint8Array(12),
      choosing: false,
      chooser: 0,
      chosen: new Uint8Array(12),
      choosable: new Uint8Array(12),
      // Hints: 1 for a best move, 2 for another move with a value; a short text for each.
      hint: new Uint8Array(12),
      hintText: Array.from({ length: 12 }, () => ''),
      lifted: -1,
      lap: 1,
      lapText: '',
      showCounts: true,
      handCount: 0,
      handX: 0,
      handY: 0,
      flights: Array.from({ length: MAX_FLIGHTS }, () => ({ id: 0, x: 0, y: 0, scale: 1 })),
      flightCount: 0,
    };
    this.lapTexts = [];
    this.frame = this.frame.bind(this);
    this.idlePromise = Promise.resolve();
    this.frameTimes = null; // arrays while a benchmark records frame times
    this.frameWork = null;
    this.endedPaused = false;
    // rAF stops in a hidden tab: a move being sown ends at once, so nothing waits on it.
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) this.finish();
    });
  }

  get busy() {
    return this.running;
  }

  setSpeed(speed) {
    if (!Object.hasOwn(SPEEDS, speed)) return;
    const was = this.dur;
    this.speed = speed;
    if (speed === 'instant' && this.running) this.finish();
    else if (this.cur && was > 0) {
      // Keep the current step's progress, at the new pace.
      const now = this.paused ? this.pausedAt : performance.now();
      const u = Math.min(1, (now - this.t0) / was);
      this.dur = this.duration(this.cur);
      this.t0 = now - u * this.dur;
    }
  }

  /** Redraws once (when something outside the animation changed). */
  invalidate() {
    if (!this.frameRequested) {
      this.frameRequested = true;
      requestAnimationFrame(this.frame);
    }
  }

  /** Resolves when no move is being animated. */
  idle() {
    return this.idlePromise;
  }

  /**
   * Animates `events` (the model must hold the state before them). Resolves
   * to true when the trace was played out, false when it was cancelled.
   * With `paused`, it starts paused (a replay's next ply after a step).
   */
  run(events, { paused = false } = {}) {
    this.cancel();
    this.events = events;
    this.index = 0;
    this.cur = null;
    this.lap = 1;
    this.paused = paused;
    this.pausedAt = performance.now();
    this.running = true;
    this.view.showLegal = false;
    this.view.lifted = -1;
    this.view.lap = 1;
    this.handPit = -1;
    const done = new Promise((resolve) => {
      this.resolve = resolve;
    });
    this.idlePromise = done.then(() => undefined);
    this.hooks.onRun?.();
    // Nothing to watch (instant speed, a board with no size, a hidden page): the move at once.
    if (this.speed === 'instant' || !this.renderer.laidOut || document.hidden) this.finish();
    else this.invalidate();
    return done;
  }

  /** Stops at once, leaving the model wherever it is (the caller resyncs it). */
  cancel() {
    if (!this.running) return;
    this.clearFlights();
    this.cur = null;
    this.events = [];
    this.settle(false);
  }

  pause() {
    if (!this.running || this.paused) return;
    this.paused = true;
    this.pausedAt = performance.now();
  }

  resume() {
    if (!this.running || !this.paused) return;
    const now = performance.now();
    this.t0 += now - this.pausedAt;
    this.paused = false;
    this.invalidate();
  }

  /** Jumps to just after the next seed lands, then pauses. */
  stepSeed() {
    if (!this.running) return;
    this.pause();
    let dropped = this.cur?.kind === 'drop';
    this.completeCurrent();
    while (!dropped && this.index < this.events.length) {
      const ev = this.events[this.index++];
      this.applyNow(ev);
      dropped = ev.kind === 'drop';
    }
    this.afterJump();
  }

  /** Jumps to the end of the current lap (before the next lift), then pauses. */
  stepLap() {
    if (!this.running) return;
    this.pause();
    let dropped = this.cur?.kind === 'drop';
    this.completeCurrent();
    while (this.index < this.events.length) {
      const next = this.events[this.index];
      if (dropped && (next.kind === 'relay' || next.kind === 'move-end')) break;
      this.applyNow(next);
      this.index += 1;
      if (next.kind === 'drop') dropped = true;
    }
    this.afterJump();
  }

  /** Jumps to the end of the move. */
  finish() {
    if (!this.running) return;
    this.completeCurrent();
    while (this.index < this.events.length) this.applyNow(this.events[this.index++]);
    this.afterJump();
  }

  // ---- internals ---------------------------------------------------------------

  duration(ev) {
    const base = BASE_MS[ev.kind] ?? 0;
    if (!base) return 0;
    const lap = ev.kind === 'new-round' ? 1 : this.lap;
    return base * SPEEDS[this.speed] * (ev.kind === 'capture' || ev.kind === 'award' ? Math.max(0.5, lapFactor(lap)) : lapFactor(lap));
  }

  afterJump() {
    this.clearFlights();
    this.cur = null;
    if (this.index >= this.events.length) this.settle(true);
    else {
      this.placeHand(this.handPit);
      this.invalidate();
    }
  }

  settle(completed) {
    this.running = false;
    // Stepped to the end of a move: a replay goes on paused.
    this.endedPaused = completed && this.paused;
    this.paused = false;
    this.view.lifted = -1;
    this.view.handCount = 0;
    this.clearFlights();
    const resolve = this.resolve;
    this.resolve = null;
    this.invalidate();
    resolve?.(completed);
    this.hooks.onIdle?.();
  }

  clearFlights() {
    this.flightIds.length = 0;
    this.view.flightCount = 0;
  }

  /** The lap badges' words were said in another language: they are asked for again. */
  forgetLapTexts() {
    this.lapTexts.length = 0;
    if (this.view.lap > 1) this.view.lapText = this.lapLabel(this.view.lap);
  }

  lapLabel(lap) {
    let text = this.lapTexts[lap];
    if (!text) {
      text = this.hooks.lapText?.(lap) ?? '';
      this.lapTexts[lap] = text;
    }
    return text;
  }

  /** Applies one event with no animation. */
  applyNow(ev) {
    this.track(ev);
    this.model.apply(ev, this.scratch);
    this.hooks.onEvent?.(ev, this);
    this.hooks.onLand?.(ev);
  }

  /** Bookkeeping common to animated and jumped events: laps, the marked pit, the hand. */
  track(ev) {
    switch (ev.kind) {
      case 'relay':
        this.lap = ev.lap;
        this.view.lap = ev.lap;
        this.view.lapText = this.lapLabel(ev.lap);
        this.view.lifted = ev.hole;
        break;
      case 'lift':
        this.view.lifted = ev.hole;
        this.handPit = ev.hole;
        break;
      case 'drop':
        this.handPit = ev.hole;
        break;
      case 'move-end':
      case 'round-end':
        this.view.lifted = -1;
        this.handPit = -1;
        break;
      default:
        break;
    }
  }

  placeHand(pit) {
    const v = this.view;
    v.handCount = this.model.hand.length;
    if (pit >= 0 && v.handCount > 0) {
      this.renderer.handPoint(pit, this.point);
      v.handX = this.point.x;
      v.handY = this.point.y;
    } else v.handCount = 0;
  }

  /** Ends the step being animated (its seeds land); `at`: when, on the animation's clock (none for a jump). */
  completeCurrent(at) {
    if (!this.cur) return;
    const ev = this.cur;
    this.cur = null;
    if (!this.reducedMotion) {
      this.model.end(ev, this.flightIds, this.flightIds.length);
      this.hooks.onLand?.(ev, at);
    }
    this.clearFlights();
  }

  /** Starts the next event at time `t`; instant events are applied on the spot. */
  startNext(t) {
    while (this.index < this.events.length) {
      const ev = this.events[this.index++];
      const dur = this.duration(ev);
      if (dur <= 0 || this.reducedMotion) {
        this.applyNow(ev);
        if (dur > 0) {
          // Reduced motion: the change is shown at once, then held a moment.
          this.cur = ev;
          this.flightIds.length = 0;
          this.t0 = t;
          this.dur = dur;
          this.placeHand(this.handPit);
          return;
        }
        continue;
      }
      const fromPit = this.handPit;
      this.track(ev);
      this.flightIds.length = 0;
      const n = this.model.begin(ev, this.flightIds);
      this.hooks.onEvent?.(ev, this);
      this.cur = ev;
      this.t0 = t;
      this.dur = dur;
      this.setupFlights(ev, n, fromPit);
      return;
    }
  }

  setupFlights(ev, n, fromPit) {
    const r = this.renderer;
    const p = this.point;
    this.view.flightCount = 0;
    if (ev.kind === 'drop') {
      // From the hand over the previous hole to the next free place in this one.
      r.handPoint(fromPit >= 0 ? fromPit : ev.hole, this.handFrom);
      r.handPoint(ev.hole, this.handTo);
      this.flightFrom[0] = this.handFrom.x;
      this.flightFrom[1] = this.handFrom.y;
      r.slot(ev.hole, this.model.pits[ev.hole].length, p);
      this.flightTo[0] = p.x;
      this.flightTo[1] = p.y;
      this.view.flightCount = 1;
      this.view.flights[0].id = this.flightIds[0];
    } else if (ev.kind === 'capture' || ev.kind === 'award') {
      const to = ev.kind === 'capture' ? ev.by : ev.to;
      const base = this.model.stores[to].length;
      const count = Math.min(n, MAX_FLIGHTS);
      for (let k = 0; k < count; k += 1) {
        r.slot(ev.hole, this.model.pits[ev.hole].length + (n - 1 - k), p);
        this.flightFrom[2 * k] = p.x;
        this.flightFrom[2 * k + 1] = p.y;
        r.storeSlot(to, base + k, p);
        this.flightTo[2 * k] = p.x;
        this.flightTo[2 * k + 1] = p.y;
        this.view.flights[k].id = this.flightIds[k];
      }
      this.view.flightCount = count;
    }
    this.placeHand(ev.kind === 'drop' ? fromPit : this.handPit);
  }

  /** Positions of the flying seeds at progress u of the current step. */
  updateFlights(u) {
    const ev = this.cur;
    const v = this.view;
    if (!ev) return;
    const unit = this.renderer.unit;
    if (ev.kind === 'drop') {
      const e = ease(u);
      v.handX = this.handFrom.x + (this.handTo.x - this.handFrom.x) * e;
      v.handY = this.handFrom.y + (this.handTo.y - this.handFrom.y) * e;
      v.handCount = this.model.hand.length;
      const f = v.flights[0];
      f.x = this.flightFrom[0] + (this.flightTo[0] - this.flightFrom[0]) * e;
      f.y = this.flightFrom[1] + (this.flightTo[1] - this.flightFrom[1]) * e - Math.sin(Math.PI * u) * unit * 0.25;
      f.scale = 1.12 - 0.12 * u;
    } else if (v.flightCount > 0) {
      const n = v.flightCount;
      for (let k = 0; k < n; k += 1) {
        // Staggered, so a group of captured seeds streams to the pile.
        const delay = n > 1 ? (k / (n - 1)) * 0.35 : 0;
        const uk = Math.min(1, Math.max(0, (u - delay) / (1 - 0.35 * (n > 1 ? 1 : 0))));
        const e = ease(uk);
        const f = v.flights[k];
        f.x = this.flightFrom[2 * k] + (this.flightTo[2 * k] - this.flightFrom[2 * k]) * e;
        f.y = this.flightFrom[2 * k + 1] + (this.flightTo[2 * k + 1] - this.flightFrom[2 * k + 1]) * e - Math.sin(Math.PI * uk) * unit * 0.6;
        f.scale = 1 + Math.sin(Math.PI * uk) * 0.25;
      }
    }
  }

  frame(now) {
    this.frameRequested = false;
    if (this.running && !this.renderer.laidOut) {
      // The board lost its size (hidden) in the middle of a move: the rest at once.
      this.finish();
      return;
    }
    const timing = this.frameTimes && this.running;
    const workStart = timing ? performance.now() : 0;
    if (timing) this.frameTimes.push(now);
    if (this.running && !this.paused) {
      if (!this.cur && this.index < this.events.length) this.startNext(now);
      let guard = 0;
      while (this.cur && now >= this.t0 + this.dur && guard < 2000) {
        const end = this.t0 + this.dur;
        // A late frame may land several seeds at once: each keeps its own time.
        this.completeCurrent(end);
        this.startNext(end);
        guard += 1;
      }
      if (!this.cur && this.index >= this.events.length) {
        this.settle(true);
        return; // settle() asked for the last frame
      }
    }
    if (this.cur && !this.reducedMotion) {
      const at = this.paused ? this.pausedAt : now;
      this.updateFlights(this.dur > 0 ? Math.min(1, (at - this.t0) / this.dur) : 1);
    }
    // Reduced motion: the marked pit's ring stands still too.
    this.renderer.draw(this.model, this.view, this.reducedMotion ? 0 : now);
    if (timing) this.frameWork.push(performance.now() - workStart);
    if (this.running && !this.paused) {
      this.frameRequested = true;
      requestAnimationFrame(this.frame);
    } else if (this.running && this.view.lifted >= 0 && !this.reducedMotion) {
      // Paused: keep the marked pit's ring turning, gently.
      this.frameRequested = true;
      requestAnimationFrame(this.frame);
    }
  }
}
