// The game in progress: one engine GameHandle, the pebble model and the
// animator. It asks the engine everything (legal moves, why a hole cannot be
// played, the trace of a move, rounds of a match) and tells the page what
// happened through events. No rule is decided here.

import { holeLabel, playerName, t } from '../i18n/messages.js';

/** The game code of a rules header, by the game's name in the settings (the engine's `game`). */
export const GAME_CODES = Object.freeze({ bakuk: 'bk', koumma: 'km', 'ba-awa': 'ba' });

/** The engine's describeRules, once a controller has the engine (knowRules): it says which variant letters a game takes. */
let describe = /** @type {((header: string) => { options: string[] }) | null} */ (null);
export const knowRules = (describeRules) => (describe = describeRules);

/** @returns {string[] | null} the variant letters of a game and number of players, in header order; null before the engine is loaded */
export function variantLetters(game, players) {
  return describe ? describe(`${GAME_CODES[game]}${players}`).options : null;
}

/** The computer's levels, weakest first (the names the engine's Computer takes). */
export const LEVELS = Object.freeze(['beginner', 'intermediate', 'expert']);
/** Level names of older saves. */
const OLD_LEVELS = { easy: 'beginner', medium: 'intermediate', hard: 'expert' };

/**
 * A game's settings, from the start screen, a link or a save (sanitizeSettings puts each in range):
 * `first` a player's number or 'random'; a seat's `kind` 'human' or 'computer', its `pair`
 * 'you' or 'friend' in a game with a friend's device (`pairing`).
 * @typedef {{ game: string, players: number, mode: string, target: number, first: string,
 *   variants: Record<string, boolean>, seats: { kind: string, level: string, pair?: string }[],
 *   pairing?: { id: string, seat: number, hints: boolean } }} Settings
 */

/** @type {Readonly<Settings>} */
export const DEFAULT_SETTINGS = Object.freeze({
  game: 'bakuk',
  players: 2,
  mode: 'single',
  target: 10,
  first: '0',
  variants: {},
  seats: [
    { kind: 'human', level: 'intermediate' },
    { kind: 'human', level: 'intermediate' },
    { kind: 'human', level: 'intermediate' },
  ],
});

/**
 * A settings object with every field present and in range (saves can be old or edited).
 * @returns {Settings}
 */
export function sanitizeSettings(raw) {
  const s = raw && typeof raw === 'object' ? raw : {};
  const d = DEFAULT_SETTINGS;
  const game = ['bakuk', 'koumma', 'ba-awa'].includes(s.game) ? s.game : d.game;
  const players = s.players === 3 ? 3 : 2;
  const variants = {};
  const letters = variantLetters(game, players);
  if (letters) for (const letter of letters) variants[letter] = !!s.variants?.[letter];
  // Before the engine is loaded (a link read as the page starts) they are kept as asked (params.js' settleVariants).
  else for (const letter in s.variants) if (s.variants[letter] === true) variants[letter] = true;
  const pairing = keptPairing(s.pairing, players);
  const settings = {
    game,
    players,
    mode: game === 'ba-awa' && s.mode === 'match' ? 'match' : 'single',
    target: [10, 11, 12].includes(Number(s.target)) ? Number(s.target) : d.target,
    first: s.first === 'random' || (Number(s.first) >= 0 && Number(s.first) < players) ? String(s.first) : '0',
    variants,
    seats: d.seats.map((seat, p) => {
      const level = s.seats?.[p]?.level;
      return {
        kind: s.seats?.[p]?.kind === 'computer' ? 'computer' : 'human',
        level: LEVELS.includes(level) ? level : Object.hasOwn(OLD_LEVELS, level) ? OLD_LEVELS[level] : seat.level,
      };
    }),
  };
  if (!pairing) return settings;
  // A game with a friend on another device (www/pair/): both seats human, one of them this device's.
  settings.pairing = pairing;
  settings.seats = settings.seats.map((seat, p) => ({ kind: 'human', level: seat.level, pair: p === pairing.seat ? 'you' : p < 2 ? 'friend' : undefined }));
  return settings;
}

/**
 * Whether `id` can be the identity of a pairing with a friend's device (16 random bytes in
 * base64url, made by the first invitation of a game and kept in its settings).
 */
export function isPairingId(id) {
  return typeof id === 'string' && /^[A-Za-z0-9_-]{22}$/.test(id);
}

/** A saved game's pairing with a friend's device ({ id, seat, hints }), if it is one a game of `players` can keep. */
function keptPairing(pairing, players) {
  const ok = players === 2 && isPairingId(pairing?.id) && (pairing.seat === 0 || pairing.seat === 1);
  return ok ? { id: pairing.id, seat: pairing.seat, hints: pairing.hints === true } : null;
}

/** The rules header (`bk2bo`, `ba2m10`, ...) for a settings object. */
export function rulesHeader(settings) {
  let header = GAME_CODES[settings.game] + settings.players;
  for (const [letter, on] of Object.entries(settings.variants ?? {})) if (on) header += letter;
  if (settings.game === 'ba-awa' && settings.mode === 'match') header += `m${settings.target}`;
  return header;
}

export class GameController extends EventTarget {
  /**
   * @param {{ GameHandle: any, normalizeRules: (h: string) => string, describeRules: (h: string) => any }} engine
   * @param {import('../board/animator.js').Animator} animator
   * @param {import('../board/board.js').BoardRenderer} renderer
   */
  constructor(engine, animator, renderer) {
    super();
    this.engine = engine;
    knowRules(engine.describeRules);
    this.animator = animator;
    this.renderer = renderer;
    this.model = animator.model;
    this.handle = null;
    this.settings = null;
    this.state = null;
    this.replaying = false;
    /** Whether a Finish move button is in sight, for the words a tap during a move gets (the page's may be in a closed sheet; the element has none). */
    this.finishInSight = () => false;
    this.replayToken = 0;
    this.moveToken = 0;
    animator.hooks.onEvent = (ev, anim) => this.narrateEvent(ev, anim);
    animator.hooks.lapText = (lap) => t('narrate.lapBadge', { lap });
  }

  get busy() {
    return this.animator.busy;
  }

  // ---- starting ------------------------------------------------------------------

  /** A new game; returns the rules header used. Throws if the engine refuses the settings. */
  newGame(settings) {
    const header = this.engine.normalizeRules(rulesHeader(settings));
    let first = settings.first === 'random' ? Math.floor(Math.random() * settings.players) : Number(settings.first);
    if (!(first >= 0 && first < settings.players)) first = 0;
    const handle = new this.engine.GameHandle(header, first);
    this.adopt(handle, settings);
    this.emit('narrate', { text: this.idleText() });
    return header;
  }

  /** A rematch: the same settings, the other player starts (unless the start is random). */
  rematch() {
    const settings = { ...this.settings };
    if (settings.first !== 'random' && this.state) {
      const firstMover = this.state.plies.length ? this.state.plies[0].player : this.state.toMove;
      settings.first = String((Number(this.firstPlayer ?? firstMover) + 1) % settings.players);
    }
    this.newGame(settings);
  }

  /**
   * Restores a saved game, with the plies redo brings back when `redo` is given; throws the
   * engine's error for a bad record.
   */
  restore(settings, record, redo) {
    const handle = this.engine.GameHandle.fromRecord(record, redo || undefined);
    this.adopt(handle, settings);
    this.emit('narrate', { text: this.idleText() });
  }

  adopt(handle, settings) {
    this.cancelAll();
    this.handle?.free?.();
    this.handle = handle;
    this.settings = settings;
    this.plies = [];
    this.state = this.snapshot();
    this.firstPlayer = this.state.plies.length ? this.state.plies[0].player : this.state.toMove;
    this.renderer.configure(this.state.game, this.state.board.length, this.state.players);
    this.model.reset(this.state);
    this.renderer.setOwners(this.state.owners);
    this.refreshView();
    this.emit('summary', { text: '' });
    this.emit('change', { reason: 'new' });
  }

  // ---- playing -------------------------------------------------------------------

  /** Why `hole` cannot be played now, as a message, or null if it can. */
  whyNot(hole) {
    if (this.replaying || this.busy) return t(this.finishInSight() ? 'why.busy' : 'why.busyWait');
    if (this.state.status === 'round-over') return t('why.round');
    const why = this.handle.whyIllegal(hole);
    if (!why) return null;
    return t(`why.${why}`, { player: playerName(this.state.players, this.state.toMove) });
  }

  /** Plays `hole` (after whyNot said it may) and animates it. */
  async play(hole) {
    const reason = this.whyNot(hole);
    if (reason) {
      this.emit('illegal', { hole, text: reason });
      return false;
    }
    const before = this.state;
    const events = this.handle.play(hole);
    this.state = this.snapshot();
    this.before = before;
    this.mover = before.toMove;
    const token = ++this.moveToken;
    this.emit('summary', { text: '' });
    const running = this.animator.run(events);
    this.emit('change', { reason: 'move' });
    const completed = await running;
    if (token !== this.moveToken) return completed;
    this.settleView();
    // The line under the board says what comes next; the summary stays until the next move.
    this.emit('narrate', { text: this.idleText() });
    this.lastMove = { before, hole, events };
    const summary = this.moveSummary(before, hole, events);
    this.emit('summary', { text: summary });
    this.emit('announce', { text: t('announce.summary', { summary, next: this.nextText() }) });
    this.emit('moved', { events });
    return completed;
  }

  /** Starts the next round of a match; `chosen` is the winner's pits or null. */
  async nextRound(chosen) {
    if (this.busy || this.state.status === 'playing') return false;
    this.before = this.state;
    this.mover = null;
    const events = this.handle.nextRound(chosen);
    this.state = this.snapshot();
    const token = ++this.moveToken;
    const running = this.animator.run(events);
    this.emit('change', { reason: 'round' });
    const completed = await running;
    if (token !== this.moveToken) return completed;
    this.settleView();
    this.emit('narrate', { text: this.idleText() });
    const next = this.nextText();
    this.emit('announce', { text: t('announce.round', { round: this.state.round, next }) });
    return completed;
  }

  /** Takes back a ply, and more while `again(state)` says so (back to a human's turn). */
  undo(again = null) {
    return this.travel('undo', again);
  }

  /** Replays an undone ply, and more while `again(state)` says so. */
  redo(again = null) {
    return this.travel('redo', again);
  }

  /** Undo or redo (`way`), repeated while `again(state)` says so; redraws and announces. */
  travel(way, again) {
    this.cancelAll();
    const step = () => this.handle[way]();
    const ok = step();
    while (ok && again?.(this.handle.view()) && step());
    this.resync(way);
    if (ok) this.emit('announce', { text: t(`announce.${way}`, { next: this.nextText() }) });
    return ok;
  }

  /**
   * Replays the whole game from its start on a second handle; the game itself
   * is untouched. Resolves when done or stopped.
   */
  async replay() {
    this.cancelAll();
    const token = ++this.replayToken;
    const record = this.handle.record();
    const start = record.slice(0, record.indexOf('~') + 1);
    const plies = this.state.plies.slice();
    const replay = this.engine.GameHandle.fromRecord(start);
    this.replaying = true;
    this.emit('change', { reason: 'replay' });
    try {
      const first = replay.view();
      this.model.reset(first);
      this.renderer.setOwners(first.owners);
      this.view(first, false);
      this.animator.endedPaused = false;
      for (const ply of plies) {
        if (token !== this.replayToken) return false;
        this.replayMover = ply.player;
        const events =
          ply.hole === null || ply.hole === undefined
            ? replay.nextRound(ply.choice)
            : replay.play(ply.hole);
        const shown = replay.view();
        this.animator.view.toMove = -1;
        // Paused or stepped to the end of a ply, the replay waits at the start of the next.
        const completed = await this.animator.run(events, { paused: this.animator.endedPaused });
        if (!completed || token !== this.replayToken) return false;
        this.renderer.setOwners(shown.owners);
        this.model.sync(shown);
      }
      return true;
    } finally {
      replay.free?.();
      if (token === this.replayToken) {
        this.replaying = false;
        this.resync('replay-end');
      }
    }
  }

  stopReplay() {
    if (!this.replaying) return;
    this.replayToken += 1;
    this.replaying = false;
    this.animator.cancel();
    this.resync('replay-end');
  }

  // ---- view ----------------------------------------------------------------------

  /**
   * The engine's snapshot, its move list kept here and brought up to date by the plies
   * added or taken back since the last one: a move's cost does not grow with the game.
   * Every snapshot shares the one `plies` array (the move list as it is now).
   */
  snapshot() {
    const state = this.handle.view();
    const plies = this.plies;
    if (state.plyCount < plies.length) plies.length = state.plyCount;
    else if (state.plyCount > plies.length) plies.push(...this.handle.pliesFrom(plies.length));
    state.plies = plies;
    return state;
  }

  cancelAll() {
    // Whatever waits on this game (the computer's thinking, a hint) stops too.
    this.emit('cancel');
    this.moveToken += 1;
    if (this.replaying) {
      this.replayToken += 1;
      this.replaying = false;
    }
    this.animator.cancel();
  }

  /** After undo, redo, a stopped replay: the board is redrawn from the engine's state. */
  resync(reason) {
    this.state = this.snapshot();
    this.model.reset(this.state);
    this.renderer.setOwners(this.state.owners);
    this.refreshView();
    if (reason !== 'replay-end') this.emit('summary', { text: '' });
    this.emit('change', { reason });
    this.emit('narrate', { text: this.idleText() });
  }

  /** After an animation completed: check the model against the engine's state. */
  settleView() {
    this.state = this.snapshot();
    this.model.sync(this.state);
    this.renderer.setOwners(this.state.owners);
    this.refreshView();
    this.emit('change', { reason: 'settled' });
  }

  refreshView() {
    this.view(this.state, this.state.status === 'playing');
  }

  view(state, showLegal) {
    const v = this.animator.view;
    v.toMove = state.status === 'playing' ? state.toMove : -1;
    v.legal.fill(0);
    for (const h of state.legal) v.legal[h] = 1;
    v.showLegal = showLegal && !this.replaying;
    this.animator.invalidate();
  }

  /** Marks pits for the winner's choice between match rounds (null to stop). */
  showChoice(chooser, choosable, chosen) {
    const v = this.animator.view;
    v.choosing = chooser !== null && chooser !== undefined;
    v.chooser = chooser ?? 0;
    v.choosable.fill(0);
    v.chosen.fill(0);
    if (v.choosing) {
      for (const h of choosable) v.choosable[h] = 1;
      for (const h of chosen) v.chosen[h] = 1;
    }
    this.animator.invalidate();
  }

  // ---- words -----------------------------------------------------------------------

  /** The line under a board at rest: against the computer, who the person is and what to do. */
  idleText() {
    const s = this.state;
    const seats = this.settings?.seats?.slice(0, s.players) ?? [];
    // With a friend on another device (www/pair/pair-ui.js), this device's seat is the person's.
    const mine = seats.findIndex((seat) => seat.pair === 'you');
    const humans = mine >= 0 ? [mine] : seats.flatMap((seat, p) => (seat.kind === 'computer' ? [] : [p]));
    if (humans.length === 1 && seats.length > 1 && s.status === 'playing' && s.toMove === humans[0]) {
      return t(s.game === 'ba-awa' ? 'narrate.youAre.ba-awa' : 'narrate.youAre.bakuk', { player: playerName(s.players, humans[0]) });
    }
    if (mine >= 0 && s.status === 'playing') {
      return t('pair.bar.friendsTurn', { you: playerName(s.players, mine), friend: playerName(s.players, s.toMove) });
    }
    if (s.status === 'over') return t('announce.over', { result: this.resultText() });
    if (s.status === 'round-over') return t('announce.roundOver', { result: this.resultText() });
    return t(s.game === 'ba-awa' ? 'narrate.toMove.ba-awa' : 'narrate.toMove.bakuk', { player: playerName(s.players, s.toMove) });
  }

  narrateEvent(ev, anim) {
    const s = this.state;
    const name = (p) => playerName(s.players, p);
    const hole = (h) => holeLabel(s.game, h);
    let text = null;
    switch (ev.kind) {
      case 'lift':
        text =
          anim.lap > 1
            ? t('narrate.lap', { lap: anim.lap, seeds: ev.seeds, hole: hole(ev.hole) })
            : t('narrate.lift', { player: name(this.moverOf()), seeds: ev.seeds, hole: hole(ev.hole) });
        break;
      case 'capture':
        text = t(`narrate.capture.${ev.reason}`, { player: name(ev.by), seeds: ev.seeds, hole: hole(ev.hole) });
        break;
      case 'award':
        text = t('narrate.award', { player: name(ev.to), seeds: ev.seeds, hole: hole(ev.hole) });
        break;
      case 'round-end':
        text = t(`end.reason.${ev.reason}`);
        break;
      case 'new-round':
        text = t('narrate.newRound', { round: ev.round, player: name(ev.starter) });
        break;
      default:
        break;
    }
    if (text) this.emit('narrate', { text });
  }

  moverOf() {
    // The mover of the move being animated is the player before it: the last ply's player.
    const plies = this.state.plies;
    return this.replaying ? this.replayMover ?? 0 : plies.length ? plies[plies.length - 1].player : 0;
  }

  nextText() {
    const s = this.state;
    if (s.status === 'over') return t('announce.over', { result: this.resultText() });
    if (s.status === 'round-over') return t('announce.roundOver', { result: this.resultText() });
    return t('announce.next', { player: playerName(s.players, s.toMove) });
  }

  resultText() {
    const s = this.state;
    const score = t('end.score', {
      parts: s.captured.map((n, p) => t('end.scoreItem', { player: playerName(s.players, p), n })),
    });
    if (s.draw) return t('end.resultDraw', { score });
    if (s.winner === null || s.winner === undefined) return score;
    const matchOver = s.status === 'over' && s.matchTarget;
    return t(matchOver ? 'end.resultWinsMatch' : 'end.resultWins', { player: playerName(s.players, s.winner), score });
  }

  /** The summary of the move last played, as shown under the board, or '' (another language's words). */
  summaryText() {
    const m = this.lastMove;
    return m ? this.moveSummary(m.before, m.hole, m.events) : '';
  }

  /** What a move did, in one sentence: laps, and every capture in order (fours in passing too). */
  moveSummary(before, hole, events) {
    const name = (p) => playerName(before.players, p);
    const label = (h) => holeLabel(before.game, h);
    let laps = 1;
    const takes = [];
    const awards = [0, 0, 0];
    for (const ev of events) {
      if (ev.kind === 'relay') laps = ev.lap;
      else if (ev.kind === 'award') awards[ev.to] += ev.seeds;
      else if (ev.kind === 'capture') {
        const key = ev.reason === 'last-seed' && laps > 1 ? 'summary.took.lapEnd' : `summary.took.${ev.reason}`;
        takes.push(t(key, { player: name(ev.by), seeds: ev.seeds, hole: label(ev.hole), lap: laps }));
      }
    }
    awards.forEach((seeds, p) => {
      if (seeds) takes.push(t('summary.awards', { player: name(p), seeds }));
    });
    const sowed = t('summary.sowed', { player: name(before.toMove), hole: label(hole), laps });
    return t('summary.move', { parts: [sowed, ...(takes.length ? takes : [t('summary.noCapture')])] });
  }

  emit(type, detail = {}) {
    // The summary shown goes when it is cleared (a new move, undo, a new game).
    if (type === 'summary' && !detail.text) this.lastMove = null;
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
