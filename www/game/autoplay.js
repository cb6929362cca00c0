// The computer's seats: when a computer seat is to move (or chooses its pits at the end of a
// match round), ask the computer player (www/game/computer.js, a worker) and play its answer through
// the controller, the same path as a click. Nothing here decides a rule or a move.
//
// - One request at a time; a decision is applied only if the game is still where it was asked
//   (same record, not animating), so a stale answer is dropped.
// - The controller's 'cancel' (undo, redo, new game, rematch, replay, ...) cancels the request.
// - After an undo or redo the computer waits (paused) until a human plays a move or resume() is
//   called: the computer never plays straight back what was just taken back.
// - Computer against computer plays by itself, starting the next round of a match too.

import { Cancelled } from './computer.js';

/** Longest thinking time asked for a move: under a second, so a person is never kept waiting. */
export const THINK_MILLIS = 900;
/** Shortest time a move is shown as thought about, by animation speed, so a person can follow. */
const MIN_THINK_MS = { slow: 900, normal: 500, fast: 250, instant: 0 };
/** Pause before a computer-only match starts its next round, by speed. */
const ROUND_PAUSE_MS = { slow: 2500, normal: 1800, fast: 1000, instant: 50 };

/** Runs `f` when the page is idle (or after two seconds at most). */
export function whenIdle(f) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: 2000 });
  else setTimeout(f, 500);
}

/**
 * Resolves in a later task, after what waits (a touch first, where the browser can tell): a long
 * piece of work split so, such as the page's start, keeps the page answering on a slow phone.
 */
export function nextTask() {
  const scheduler = /** @type {{ scheduler?: { yield?: () => Promise<void> } }} */ (globalThis).scheduler;
  const timer = new Promise((resolve) => setTimeout(resolve, 0));
  // Whichever comes first: the page's start never waits on a continuation the browser does not run.
  return scheduler?.yield ? Promise.race([scheduler.yield(), timer]) : timer;
}

export class AutoPlayer extends EventTarget {
  /**
   * @param {import('./game-controller.js').GameController} controller
   * @param {import('./computer.js').ComputerPlayer} computer
   * @param {{ blocked?: () => boolean, speed?: () => string }} [options]
   *   blocked: true while the computer must not play (start screen shown, kiosk attract loop);
   *   speed: the animation speed, for the pace of the play.
   */
  constructor(controller, computer, { blocked = () => false, speed = () => 'normal' } = {}) {
    super();
    this.controller = controller;
    this.computer = computer;
    this.blocked = blocked;
    this.speed = speed;
    this.token = 0;
    /** { player, record, kind: 'move' | 'round' } while the computer thinks, else null. */
    this.thinking = null;
    /** The pits a computer chooser took at the end of a round: { chooser, pits, record }. */
    this.choice = null;
    this.paused = false;
    this.timer = 0;
    /** The rules of a new game to solve once the person reaches for the board (atBoard), or null. */
    this.toSolve = null;
    controller.addEventListener('cancel', () => this.cancel());
    controller.addEventListener('change', (/** @type {CustomEvent} */ e) => this.onChange(e.detail.reason));
  }

  /** The seat settings of player `p`. */
  seat(p) {
    return this.controller.settings?.seats?.[p] ?? null;
  }

  isComputer(p) {
    return this.seat(p)?.kind === 'computer';
  }

  /** Some seat of this game is the computer's. */
  get hasComputer() {
    const s = this.controller.settings;
    return !!s && s.seats.slice(0, s.players).some((seat) => seat.kind === 'computer');
  }

  /** Some seat of this game is a person's. */
  get hasHuman() {
    const s = this.controller.settings;
    return !!s && s.seats.slice(0, s.players).some((seat) => seat.kind !== 'computer');
  }

  /** The game is playing and a computer seat is to move. */
  computerToMove(state = this.controller.state) {
    return !!state && state.status === 'playing' && this.isComputer(state.toMove);
  }

  /** A person may move now: the game is playing and a human seat is to move. */
  humanToMove(state = this.controller.state) {
    return !!state && state.status === 'playing' && !this.isComputer(state.toMove);
  }

  /** For undo and redo: go on while a computer seat is to move (back to a person's turn). */
  againPredicate() {
    if (!this.hasComputer || !this.hasHuman) return null;
    return (state) => this.computerToMove(state);
  }

  /** Lets the computer play again after an undo or redo. */
  resume() {
    this.paused = false;
    this.emitState();
    this.schedule();
  }

  /** Solves the game ahead of the first move where it can be solved; errors are ignored. */
  prepare(rules) {
    if (!this.controller.engine.describeRules(rules).solvable) return Promise.resolve(false);
    return this.computer.prepare(rules).catch(() => false);
  }

  /**
   * The person at the board is about to play (a touch, a click or a key on the board, or a move
   * made): the game waiting to be solved for the computer's first answer is solved now.
   */
  atBoard() {
    const rules = this.toSolve;
    this.toSolve = null;
    if (rules) this.prepare(rules);
  }

  /** Stops thinking (the request is cancelled; its answer will be ignored). */
  cancel(all = false) {
    this.token += 1;
    clearTimeout(this.timer);
    this.computer.cancel(all);
    const was = this.thinking;
    this.thinking = null;
    this.choice = null;
    if (was) this.emitState();
  }

  onChange(reason) {
    const c = this.controller;
    if (reason === 'new') {
      this.paused = false;
      this.choice = null;
      // Solve early, while the first move is being thought about or animated: when the
      // computer moves first, at once; else once the person reaches for the board (atBoard),
      // so that a visitor who only looks never loads the computer or spends a phone's battery.
      const levels = c.settings.seats.slice(0, c.settings.players).filter((s) => s.kind === 'computer');
      this.toSolve = null;
      if (levels.some((s) => s.level !== 'beginner')) {
        if (this.isComputer(c.state.toMove)) this.prepare(c.state.rules);
        else this.toSolve = c.state.rules;
      }
    } else if (reason === 'undo' || reason === 'redo') {
      this.paused = true;
      this.choice = null;
    } else if (reason === 'move' && !this.isComputer(c.mover)) {
      // A person played: the computer may answer.
      this.paused = false;
      this.atBoard();
    }
    if (this.choice && this.choice.record !== c.handle?.record()) this.choice = null;
    this.emitState();
    this.schedule();
  }

  /** Looks at the game soon (after the current event has been handled everywhere). */
  schedule(delay = 0) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.step(), delay);
  }

  step() {
    const c = this.controller;
    const s = c.state;
    if (!s || !c.handle || this.thinking || c.busy || c.replaying || this.blocked()) return;
    if (s.status === 'playing') {
      if (this.isComputer(s.toMove) && !this.paused) this.think('move', s.toMove);
    } else if (s.status === 'round-over') {
      const chooser = s.next?.chooser;
      const record = c.handle.record();
      if (chooser !== null && chooser !== undefined && this.isComputer(chooser)) {
        if (this.choice?.record === record) this.maybeStartRound();
        else this.think('round', chooser);
      } else if (!this.hasHuman) this.maybeStartRound();
    }
  }

  /** Computer against computer: the next round starts by itself after a pause. */
  maybeStartRound() {
    if (this.hasHuman || this.paused) return;
    const token = this.token;
    const record = this.controller.handle.record();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (token !== this.token || this.blocked() || this.controller.handle.record() !== record) return;
      const pits = this.choice?.record === record && this.choice.pits.length ? this.choice.pits : null;
      this.choice = null;
      this.controller.nextRound(pits);
    }, ROUND_PAUSE_MS[this.speed()] ?? ROUND_PAUSE_MS.normal);
  }

  async think(kind, player) {
    const c = this.controller;
    const token = ++this.token;
    const record = c.handle.record();
    const level = this.seat(player).level;
    this.thinking = { player, record, kind };
    this.emitState();
    const started = performance.now();
    let decision;
    try {
      decision = await this.computer.decide(record, level, THINK_MILLIS);
      if (kind === 'move') {
        // Let a person see who is about to move, at the chosen pace.
        const wait = (MIN_THINK_MS[this.speed()] ?? 0) - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    } catch (e) {
      if (token !== this.token) return;
      this.thinking = null;
      this.emitState();
      if (!(e instanceof Cancelled)) this.dispatchEvent(new CustomEvent('error', { detail: { error: e } }));
      return;
    }
    if (token !== this.token) return; // cancelled meanwhile
    this.thinking = null;
    this.emitState();
    if (c.handle.record() !== record || c.busy || c.replaying || this.blocked()) {
      // Stale: the game moved on meanwhile; look again.
      this.schedule();
      return;
    }
    this.dispatchEvent(new CustomEvent('decided', { detail: { player, kind, level, decision, millis: performance.now() - started } }));
    if (kind === 'move') {
      c.play(decision.hole);
    } else {
      this.choice = { chooser: player, pits: decision.pits ?? [], record };
      this.emitState();
      this.maybeStartRound();
    }
  }

  emitState() {
    this.dispatchEvent(new CustomEvent('state', { detail: { thinking: this.thinking, paused: this.paused, choice: this.choice } }));
  }
}
