// One board session: the renderer, the pebble model, the animator, the game
// controller, the pit buttons and the computer's seats wired together. The page
// (www/page/main.js) and the <mancala-board> element (www/embed/mancala-board.js) both use
// it, so a fix to the board lands in both at once.
//
// The session owns the view state drawn over the board: the legal-pit rings,
// the winner's pit choice between match rounds, and hints. The page and the
// element only render what it reports: `controls()` for their buttons,
// `roundView()` for the round panel, and these events:
//   update   { reason }        something changed; read controls() and roundView()
//   narrate  { text }          the line under the board
//   announce { text, append }  words for the live region
//   notice   { text }          a passing message (a refused move, an error)
//   summary  { text }          what the last move did; '' when a move starts or the game changes
//   hint     { hint }          the hint to show ({ heading, items, explain }), or null

import { Animator } from '../board/animator.js';
import { AutoPlayer } from './autoplay.js';
import { BoardRenderer } from '../board/board.js';
import { ComputerPlayer } from './computer.js';
import { GameController } from './game-controller.js';
import { holeLabel, playerName, t } from '../i18n/messages.js';
import { BoardModel } from '../board/model.js';
import { PebbleSound } from '../board/sound.js';
import { PitOverlay, renderPlayers } from './board-controls.js';

export class BoardSession extends EventTarget {
  /**
   * @param {{ GameHandle: any, normalizeRules: (h: string) => string, describeRules: (h: string) => any }} engine
   * @param {{ canvas: HTMLCanvasElement, wrap: HTMLElement, layer: HTMLElement, players: HTMLElement, standing?: HTMLElement }} parts
   * @param {{ blocked?: () => boolean }} [options] blocked: true while the computer must not play
   */
  constructor(engine, parts, { blocked = () => false } = {}) {
    super();
    this.parts = parts;
    this.renderer = new BoardRenderer(parts.canvas);
    this.model = new BoardModel();
    this.animator = new Animator(this.renderer, this.model);
    this.controller = new GameController(engine, this.animator, this.renderer);
    this.overlay = new PitOverlay(parts.layer, this.renderer, (i) => this.onPit(i));
    this.computer = new ComputerPlayer();
    this.autoplay = new AutoPlayer(this.controller, this.computer, { blocked, speed: () => this.animator.speed });
    /** The pebble sounds (off until the page or the element turns them on). */
    this.sound = new PebbleSound();
    /** The winner's pit choice between match rounds: { chooser, extra, choosable, chosen }, or null. */
    this.choice = null;
    /** The hint on the board: { record, pending, byHole: Map(hole -> { text, best }) }, or null. */
    this.hint = null;
    this.hintToken = 0;
    this.hinting = null; // the hints' module (www/game/session-hints.js), once a hint was asked for
    this.announcedThinking = null;
    /**
     * While the board shows an earlier position of the game (www/study/browse.js), that position
     * ({ state, mover }: mover, the player of the move being sown again, or null); else null.
     * No move is played meanwhile.
     */
    this.browsing = null;
    /** True while the computer plays both sides perfectly (www/study/watch.js): its seats wait. */
    this.watching = false;
    /** Learn mode (www/study/lessons.js): a function that takes every pit press, or null. */
    this.intercept = null;
    /**
     * A game with a friend on another device (www/pair/pair-ui.js), or null: it says when a move or
     * a round is the friend's to play (`refusal`), and undo asks the friend (`askUndo`).
     */
    this.pair = null;
    this.size = { w: 0, h: 0, dpr: 0 };

    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    this.animator.reducedMotion = reduced.matches;
    reduced.addEventListener('change', () => {
      this.animator.reducedMotion = reduced.matches;
    });
    new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      this.measure(box.width, box.height);
    }).observe(parts.wrap);
    // A hand or a key on the board: the computer gets ready for its first answer.
    for (const type of ['pointerover', 'pointerdown', 'keydown']) parts.wrap.addEventListener(type, () => this.autoplay.atBoard(), { passive: true });
    // A change of devicePixelRatio (zoom, another screen) does not always resize the box.
    window.addEventListener('resize', () => this.measure(this.size.w, this.size.h));

    const c = this.controller;
    c.addEventListener('change', (/** @type {CustomEvent} */ e) => this.onChange(e.detail.reason));
    c.addEventListener('narrate', (/** @type {CustomEvent} */ e) => this.emit('narrate', { text: e.detail.text }));
    c.addEventListener('announce', (/** @type {CustomEvent} */ e) => this.emit('announce', { text: e.detail.text, append: false }));
    c.addEventListener('illegal', (/** @type {CustomEvent} */ e) => this.emit('notice', { text: e.detail.text }));
    c.addEventListener('summary', (/** @type {CustomEvent} */ e) => this.emit('summary', { text: e.detail.text }));
    // The chips count the seeds as they land in a store, not when the move is over.
    this.animator.hooks.onLand = (ev, at) => {
      this.sound.event(ev, at);
      if (ev.kind === 'capture' || ev.kind === 'award' || ev.kind === 'new-round') this.renderChips();
    };
    // The step and pause buttons follow every start and end of an animation (a replay's plies too).
    this.animator.hooks.onRun = () => {
      this.renderChips(); // a replay's next ply: its mover, its scores
      this.emit('update', { reason: 'animation' });
    };
    this.animator.hooks.onIdle = () => this.emit('update', { reason: 'animation' });
    this.autoplay.addEventListener('state', (/** @type {CustomEvent} */ e) => this.onThinking(e.detail.thinking));
    this.autoplay.addEventListener('decided', (/** @type {CustomEvent} */ e) => this.onDecided(e.detail));
    this.autoplay.addEventListener('error', (/** @type {CustomEvent} */ e) => {
      console.error(e.detail.error);
      this.emit('notice', { text: t('computer.failed') });
    });
  }

  get state() {
    return this.controller.state;
  }

  // ---- size -------------------------------------------------------------------------------

  /** Lays the board out for the wrap's box now (before a first move, not a frame later). */
  measureNow() {
    const box = this.parts.wrap.getBoundingClientRect();
    this.measure(box.width, box.height);
  }

  measure(w, h) {
    const dpr = window.devicePixelRatio || 1;
    if (w === this.size.w && h === this.size.h && dpr === this.size.dpr) return;
    this.size = { w, h, dpr };
    // A hidden or 0x0 box keeps the last layout; the animator then plays moves at once.
    if (!w || !h) return;
    this.renderer.resize(w, h, dpr);
    this.overlay.position();
    this.animator.invalidate();
  }

  // ---- playing ----------------------------------------------------------------------------

  /**
   * Plays `hole` for the person to move; resolves when it has been sown (false if refused:
   * not a legal move, or the computer's seat is to move).
   */
  play(hole) {
    const c = this.controller;
    const s = c.state;
    if (!s) return Promise.resolve(false);
    if (this.browsing) {
      this.emit('notice', { text: t('browse.blocked') });
      return Promise.resolve(false);
    }
    if (this.autoplay.computerToMove(s) && !c.busy && !c.replaying) {
      this.emit('notice', { text: t('why.computer', { player: playerName(s.players, s.toMove) }) });
      return Promise.resolve(false);
    }
    const friends = this.pair?.refusal(s);
    if (friends && !c.busy && !c.replaying) {
      this.emit('notice', { text: friends });
      return Promise.resolve(false);
    }
    return c.play(hole);
  }

  /** A pit button was pressed: a move, or a pit for the winner's choice between rounds. */
  onPit(i) {
    if (this.intercept) this.intercept(i);
    else if (this.choice) this.toggleChoice(i);
    else this.play(i);
  }

  /** Against the computer, undo goes back to a person's turn (and redo forward to one). */
  undo() {
    if (this.pair) return this.pair.askUndo();
    return this.controller.undo(this.autoplay.againPredicate());
  }

  redo() {
    if (this.pair) return false;
    return this.controller.redo(this.autoplay.againPredicate());
  }

  toggleReplay() {
    if (this.controller.replaying) this.controller.stopReplay();
    else this.controller.replay();
  }

  /** Starts the next round with the chosen pits (a person's, or the computer's). */
  async startNextRound() {
    const friends = this.pair?.refusal(this.controller.state, 'round');
    if (friends) {
      this.emit('notice', { text: friends });
      return false;
    }
    const computerPits = this.autoplay.choice?.pits.length ? this.autoplay.choice.pits.slice() : null;
    const chosen = this.choice ? this.choice.chosen.slice() : computerPits;
    this.setChoice(null);
    return this.controller.nextRound(chosen);
  }

  // ---- what the buttons may do -----------------------------------------------------------

  /** The state of every control over the board, for the page and the element alike. */
  controls() {
    const c = this.controller;
    const s = c.state;
    const a = this.animator;
    const replaying = c.replaying;
    const idle = !!s && !a.busy && !replaying && !this.browsing;
    const waiting = idle && this.autoplay.paused && this.autoplay.computerToMove(s);
    return {
      ready: !!s,
      replaying,
      // Pause, step and finish act on the move being sown, in play or in a replay.
      canStep: a.busy,
      paused: a.paused,
      canUndo: !!s?.canUndo && !replaying,
      canRedo: !!s?.canRedo && !replaying && !this.pair,
      canReplay: !!s && (s.plies.length > 0 || replaying),
      // Off for both devices in a game with a friend: neither gets help the other does not know of.
      // A lesson, a puzzle or a mistake to find (`intercept`) has a hint of its own; the
      // computer's would give its answer away.
      canHint: idle && this.autoplay.humanToMove(s) && !this.hint?.pending && (!this.pair || this.pair.hintsAllowed) && !this.intercept,
      hintPending: !!this.hint?.pending,
      computerWaiting: waiting ? playerName(s.players, s.toMove) : null,
    };
  }

  // ---- the round between match rounds ------------------------------------------------------

  /** The round panel's texts, or null while no round is over (or one is being animated). */
  roundView() {
    const s = this.controller.state;
    if (!s || s.status !== 'round-over' || this.animator.busy || this.controller.replaying) return null;
    const next = s.next;
    const name = (p) => playerName(s.players, p);
    const parts = next.pits.map((n, p) => t('round.pits', { player: name(p), n }));
    const lines = [t('round.next', { parts })];
    next.pits.forEach((n, p) => {
      if (n === 0) lines.push(t('round.eliminated', { player: name(p) }));
    });
    const computerChoice = !this.choice && this.autoplay.choice?.pits.length ? this.autoplay.choice : null;
    let choose = '';
    if (this.choice) {
      choose = t('round.choosing', {
        choose: t('round.choose', { player: name(this.choice.chooser), extra: this.choice.extra }),
        chosen: t('round.chosen', { n: this.choice.chosen.length, extra: this.choice.extra }),
      });
    } else if (computerChoice) {
      choose = t('round.computerChose', { player: name(computerChoice.chooser), pits: computerChoice.pits.map((h) => holeLabel(s.game, h)) });
    }
    // With a friend on another device, the round is started on the starter's device only: the
    // other one says so instead of offering a button it cannot use.
    const friends = this.pair?.refusal(s, 'round') ?? null;
    if (friends) choose = friends;
    return {
      heading: t('round.heading', { round: s.round }),
      result: this.controller.resultText(),
      next: lines,
      choose,
      start: t('round.start', { round: next.round }),
      startDisabled: (!!this.choice && this.choice.chosen.length !== this.choice.extra) || this.autoplay.thinking?.kind === 'round',
      startHidden: !!friends,
    };
  }

  /** Opens the winner's pit choice when a round is over and a person chooses; closes it otherwise. */
  updateChoice() {
    const s = this.controller.state;
    const open = s?.status === 'round-over' && !this.animator.busy && !this.controller.replaying;
    if (!open) {
      if (this.choice) this.setChoice(null);
      return;
    }
    const next = s.next;
    if (this.choice || next.chooser === null || next.chooser === undefined) return;
    if (!this.autoplay.isComputer(next.chooser)) {
      this.setChoice({ chooser: next.chooser, extra: next.extra, choosable: next.choosable.slice(), chosen: next.automatic.slice() });
    } else if (this.autoplay.choice) {
      // The computer's choice, shown on the board; the start button plays it.
      this.controller.showChoice(next.chooser, next.choosable, this.autoplay.choice.pits);
    }
  }

  setChoice(choice) {
    this.choice = choice;
    if (choice) this.controller.showChoice(choice.chooser, choice.choosable, choice.chosen);
    else this.controller.showChoice(null);
  }

  toggleChoice(i) {
    const choice = this.choice;
    const s = this.controller.state;
    const friends = this.pair?.refusal(s, 'round');
    if (friends) {
      this.emit('notice', { text: friends });
      return;
    }
    if (!choice.choosable.includes(i)) {
      const own = s.owners[i] === choice.chooser;
      this.emit('notice', { text: t(own ? 'choice.own' : 'choice.notChoosable', { player: playerName(s.players, choice.chooser) }) });
      return;
    }
    const at = choice.chosen.indexOf(i);
    if (at >= 0) choice.chosen.splice(at, 1);
    else {
      if (choice.chosen.length >= choice.extra) choice.chosen.shift();
      choice.chosen.push(i);
    }
    this.controller.showChoice(choice.chooser, choice.choosable, choice.chosen);
    this.overlay.update(s, choice, null);
    this.emit('update', { reason: 'choice' });
  }

  // ---- hints ------------------------------------------------------------------------------

  /**
   * Asks the computer for a hint for the person to move and shows it on the board (the hints'
   * module, www/game/session-hints.js, comes with the first one asked for).
   */
  async requestHint() {
    this.hinting ??= await import('./session-hints.js');
    return this.hinting.requestHint(this);
  }

  /** Shows `hints` (the computer's, for `state`) on the board and in the hint panel. */
  showHints(state, record, hints) {
    this.hinting?.showHints(this, state, record, hints);
  }

  /** Takes the hint off the board and the panel, and stops the computer working on one. */
  clearHint() {
    this.hintToken += 1;
    const had = !!this.hint;
    if (this.hint?.pending) this.computer.cancel();
    this.hint = null;
    this.animator.view.hint.fill(0);
    this.animator.invalidate();
    if (had) this.emit('hint', { hint: null });
  }

  // ---- another language ---------------------------------------------------------------------

  /**
   * The language changed (www/i18n/messages.js): every word the session shows, again in it. The
   * game, the view and any hint stay as they are.
   */
  retranslate() {
    const c = this.controller;
    const state = c.state;
    if (!state) return;
    this.animator.forgetLapTexts();
    // The canvas's badges take the new script's font at the next layout.
    const { w, h } = this.size;
    this.size = { w: 0, h: 0, dpr: 0 };
    this.measure(w, h);
    if (this.hint && !this.hint.pending) this.showHints(this.hint.state, this.hint.record, this.hint.hints);
    else if (this.hint?.pending) this.emit('hint', { hint: { heading: t('hint.working'), items: [], explain: '' } });
    this.parts.layer.setAttribute('aria-label', t('board.label', { game: t(`game.${state.game}`) }));
    // An earlier position on the board (www/study/browse.js) is the browser's to draw again.
    if (!this.browsing) {
      this.renderChips();
      this.overlay.update(state, this.choice, this.hint?.byHole);
    }
    if (!this.browsing && !this.animator.busy && !c.replaying) {
      const thinking = this.autoplay.thinking;
      this.emit('narrate', { text: thinking ? t('computer.thinking', { player: playerName(state.players, thinking.player) }) : c.idleText() });
    }
    if (!this.animator.busy && !c.replaying) this.emit('summary', { text: c.summaryText() });
    this.emit('update', { reason: 'language' });
  }

  /**
   * How many of the game's plies the board has drawn: all but a move still being sown (the
   * move list and the record show a move once its sowing has been drawn).
   */
  drawnPlies() {
    const state = this.controller.state;
    if (!state) return 0;
    const sowing = this.animator.busy && !this.controller.replaying && !this.browsing;
    return sowing ? Math.max(0, state.plies.length - 1) : state.plies.length;
  }

  // ---- reacting to the game ----------------------------------------------------------------

  onChange(reason) {
    const c = this.controller;
    const state = c.state;
    if (this.hint && (this.hint.record !== c.handle.record() || reason !== 'settled')) this.clearHint();
    if (reason === 'new' || reason === 'undo' || reason === 'redo' || reason === 'replay') this.setChoice(null);
    this.updateChoice();
    this.renderChips();
    const sowing = this.animator.busy && !c.replaying;
    const rebuilt = this.overlay.build(state.board.length);
    this.seeFromSeat(rebuilt);
    this.overlay.position();
    if (!sowing) this.overlay.update(state, this.choice, this.hint?.byHole);
    if (this.autoplay.computerToMove(state) || this.pair?.refusal(state)) {
      // No rings of light for pits a person may not play (the computer's, the friend's on another device).
      this.animator.view.showLegal = false;
      this.animator.invalidate();
    }
    this.parts.layer.setAttribute('aria-label', t('board.label', { game: t(`game.${state.game}`) }));
    this.emit('update', { reason });
  }

  /**
   * The seat this device plays in a game with a friend on another device (www/pair/pair-ui.js),
   * or null: the board is drawn with its row nearest the player, its pits are named "yours",
   * and the keyboard enters the board on one of them.
   */
  get localSeat() {
    const mine = this.controller.settings?.seats?.findIndex((seat) => seat.pair === 'you') ?? -1;
    return this.pair && mine >= 0 ? mine : null;
  }

  /** The board turned to the local seat, the pits named from it; the keyboard's way in (`reset`: new buttons). */
  seeFromSeat(reset) {
    const seat = this.localSeat;
    if (seat === this.overlay.localSeat && !reset) return;
    this.overlay.localSeat = seat;
    if (this.renderer.bottomSeat !== (seat ?? 0)) {
      this.renderer.setBottomSeat(seat ?? 0);
      this.animator.invalidate();
    }
    this.overlay.setCurrent(this.homePit());
  }

  /** The pit the keyboard starts on: the local player's first legal pit on their turn, else their first pit. */
  homePit() {
    const s = this.controller.state;
    const seat = this.localSeat ?? 0;
    if (s.status === 'playing' && s.toMove === seat && s.legal.length) return s.legal[0];
    return Math.max(0, s.owners.indexOf(seat));
  }

  /**
   * The player chips: scores, whose turn, the computer's seats and its thinking. While a
   * move is sown or replayed, they show the board as drawn: the seeds in each store so far,
   * and the mover of the move on the board. An earlier position shown is said to be one.
   */
  renderChips() {
    const c = this.controller;
    const past = this.browsing;
    const state = past ? past.state : c.state;
    if (!state) return;
    const live = this.animator.busy || (!past && c.replaying);
    const shown = live ? { ...state, captured: this.model.stores.slice(0, state.players).map((store) => store.length) } : state;
    let mover = null;
    if (past) mover = past.mover;
    else if (c.replaying) mover = c.replayMover ?? null;
    else if (this.animator.busy) mover = c.mover;
    const thinking = live || past ? null : this.autoplay.thinking?.player ?? null;
    renderPlayers(this.parts.players, shown, live ? mover : null, c.settings?.seats, thinking, { past: !!past, connection: this.pair?.connection });
    this.renderStanding(state, live);
  }

  /** In a match, the standing (pits owned, the target) under the chips, all through a round. */
  renderStanding(state, live) {
    const box = this.parts.standing;
    if (!box) return;
    box.hidden = !state.matchTarget;
    if (!state.matchTarget) return;
    const owners = live ? this.model.owners : state.owners;
    // A match won: the final ownership, which the winning round earned (the board keeps that round's).
    const final = state.status === 'over' && !live ? state.next?.pits : null;
    const parts = [...Array(state.players).keys()].map((p) =>
      t('match.owns', { player: playerName(state.players, p), n: final ? final[p] : owners.filter((o) => o === p).length }),
    );
    box.textContent = t('match.standing', { target: state.matchTarget, parts });
  }

  onThinking(thinking) {
    const state = this.controller.state;
    this.renderChips();
    this.updateChoice();
    this.emit('update', { reason: 'thinking' });
    if (thinking && this.announcedThinking !== thinking) {
      // Once per turn: in the narration line, and politely to screen readers (after the move's summary).
      this.announcedThinking = thinking;
      const text = t('computer.thinking', { player: playerName(state.players, thinking.player) });
      this.emit('narrate', { text });
      this.emit('announce', { text, append: true });
    }
  }

  onDecided({ player, kind, decision }) {
    if (kind !== 'round') return;
    const state = this.controller.state;
    const text = decision.pits?.length
      ? t('round.computerChose', { player: playerName(state.players, player), pits: decision.pits.map((h) => holeLabel(state.game, h)) })
      : t('announce.roundOver', { result: this.controller.resultText() });
    this.emit('narrate', { text });
    this.emit('announce', { text, append: true });
  }

  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
