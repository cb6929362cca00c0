// The pairing between two devices as a state machine, with no DOM: which message each
// state accepts, the checks on it, and what the page is to do about it. Every rule of the
// game is the engine's (GameHandle): a move is replayed by this device's engine, and the
// position it leads to is compared with the one the friend's engine reached.
//
// States:
//   greeting  connected; this device sent its hello and waits for the friend's
//   playing   both greeted: moves go both ways
//   asked     this device asked to undo or for a rematch, and waits for the reply
//   asking    the friend asked; this device has not replied yet
//   ended     the pairing is over (left, refused, or the positions differ)
//
// `ping` (the heartbeat) is read in any state. A message that cannot be read (not JSON, unknown, too long) is refused and counted: past
// FLOOD_LIMIT within FLOOD_MILLIS the pairing ends. A readable message that the state does not
// accept, a move the engine refuses or a position that differs ends the pairing at once, with
// the game as it was. The page turns `ended.key` into words (www/i18n/: pair.ended.*).

import { CodeError, checkPly, message, readMessage } from './pair.js';

/** Unreadable messages tolerated within FLOOD_MILLIS before the pairing ends. */
export const FLOOD_LIMIT = 8;
const FLOOD_MILLIS = 10_000;

/** What each state accepts (ping travels below, in www/pair/pair-link.js; bye ends any state). */
const ACCEPTS = {
  greeting: ['hello', 'bye'],
  playing: ['move', 'ask', 'differ', 'bye'],
  // A move or an ask sent before the friend saw this device's question (they crossed).
  asked: ['move', 'ask', 'reply', 'differ', 'bye'],
  asking: ['differ', 'bye'],
  ended: [],
};

/**
 * A digest of the position the engine gives for `record`: the seeds in each pit and store,
 * the owners, the player to move, the round, the status and the plies (FNV-1a, 32 bits, hex).
 * Not a secret: it only tells two honest engines apart when their games differ.
 */
export function positionDigest(engine, record) {
  const handle = engine.GameHandle.fromRecord(record);
  try {
    const v = handle.view();
    return digestOf([v.board.join(','), v.captured.join(','), v.owners.join(','), v.toMove, v.round, v.status, v.plyCount].join('|'));
  } finally {
    handle.free?.();
  }
}

function digestOf(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * Checks an invitation's game and seat with the engine: the record opens (a short invitation's
 * record comes later: its rules), its rules header is one the engine gives back unchanged, the
 * game is for two, and the seat is one of its two.
 * Returns the engine's view of the game; throws a CodeError: game (the record or its rules),
 * players (not a two-player game) or seat.
 */
export function checkInvitation(engine, invitation) {
  const short = invitation.r === undefined;
  const header = short ? invitation.g : invitation.r.split('~')[0];
  let view;
  try {
    if (engine.normalizeRules(header) !== header) throw new Error('not the rules as the engine writes them');
    if (short) {
      // The record comes with the inviter's hello: what it must be is all there is to check now.
      const { game, players } = engine.describeRules(header);
      view = { game, players, plyCount: invitation.n, rules: header };
    } else {
      const handle = engine.GameHandle.fromRecord(invitation.r);
      view = handle.view();
      handle.free?.();
    }
  } catch (e) {
    throw new CodeError('game', e?.message ?? String(e));
  }
  if (view.players !== 2) throw new CodeError('players', String(view.players));
  if (!Number.isInteger(invitation.y) || invitation.y < 0 || invitation.y >= view.players) throw new CodeError('seat', String(invitation.y));
  return view;
}

/**
 * Two devices' records of one pairing's game, compared by the engine after a lost connection:
 * `{ same, rules, common, mine, theirs }`: same when equal; rules false when the rules differ;
 * `common` the plies both have, then `mine` and `theirs` the notation of the plies after them
 * that only this device's and only the friend's record have. Throws when a record does not open.
 */
export function compareGames(engine, mine, theirs) {
  const read = (record) => {
    const handle = engine.GameHandle.fromRecord(record);
    try {
      return { rules: handle.view().rules, plies: handle.pliesFrom(0).map((ply) => ply.text) };
    } finally {
      handle.free?.();
    }
  };
  const a = read(mine);
  const b = read(theirs);
  const rules = a.rules === b.rules;
  let common = 0;
  while (rules && common < a.plies.length && common < b.plies.length && a.plies[common] === b.plies[common]) common += 1;
  if (!rules) common = 0;
  return { same: rules && a.plies.length === b.plies.length && common === a.plies.length, rules, common, mine: a.plies.slice(common), theirs: b.plies.slice(common) };
}

export class PairSession {
  /**
   * @param {{ engine: any, mySeat: number, record: string | null, expect?: { rules: string, plies: number, digest: string } | null,
   *   send: (text: string) => void, now?: () => number }} options
   *   `record`: the game both devices have when the channel opens; or null, and `expect`, what
   *   the game of a short invitation is (its record comes in the friend's hello); `send` puts a
   *   message on the channel
   */
  constructor({ engine, mySeat, record, expect = null, send, now = () => Date.now() }) {
    this.engine = engine;
    this.mySeat = mySeat;
    this.friendSeat = 1 - mySeat;
    this.record = record;
    this.opened = record;
    this.expect = record === null ? expect : null;
    this.plies = record === null ? (expect?.plies ?? 0) : engine.GameHandle.fromRecord(record).view().plyCount;
    this.sendText = send;
    this.now = now;
    this.state = 'greeting';
    this.asked = null; // { what, n }: this device's question
    this.asking = null; // { what, n }: the friend's
    this.refusals = []; // times of the unreadable messages in the last FLOOD_MILLIS
    this.warned = false;
    this.ended = null; // { key, params, tell }
  }

  /** Sends this device's hello: its seat and the game it opened with (without a game yet, after the friend's). */
  start() {
    if (!this.expect) this.sendText(message('hello', { record: this.record, seat: this.mySeat }));
  }

  /**
   * A message from the friend's device. Returns what the page does:
   *   { kind: 'none' }                         nothing to show
   *   { kind: 'greeted', record? }             the friend's hello: the game is on (with the
   *                                            record of a short invitation, to put on the board)
   *   { kind: 'move', ply, played }            play the friend's ply (already checked)
   *   { kind: 'asked', what }                  ask the person (undo or rematch)
   *   { kind: 'reply', what, yes }             the friend's answer to this device's question
   *   { kind: 'refused', key, first }          an unreadable message (first: the first of them)
   *   { kind: 'ended', key, params }           the pairing is over (key: pair.ended.*)
   */
  receive(text) {
    if (this.state === 'ended') return { kind: 'none' };
    let m;
    try {
      m = readMessage(text);
    } catch (e) {
      if (e instanceof CodeError && e.reason === 'version') return this.end('version');
      return this.refuse(e);
    }
    if (m.t === 'ping') return { kind: 'none' };
    if (!ACCEPTS[this.state].includes(m.t)) return this.end('unexpected', { type: m.t });
    return this[`on_${m.t}`](m);
  }

  on_hello(m) {
    if (m.seat !== this.friendSeat) return this.end('seat');
    if (this.expect) return this.greetedWith(m.record);
    if (m.record !== this.opened) return this.end('game');
    this.state = 'playing';
    return { kind: 'greeted' };
  }

  /** A short invitation's game, in the friend's hello: taken when it is the one the invitation said. */
  greetedWith(record) {
    const { rules, plies, digest } = this.expect;
    try {
      const handle = this.engine.GameHandle.fromRecord(record);
      const view = handle.view();
      handle.free?.();
      if (view.rules !== rules || view.plyCount !== plies || positionDigest(this.engine, record) !== digest) return this.end('game');
    } catch {
      return this.end('game');
    }
    this.expect = null;
    this.record = record;
    this.opened = record;
    this.state = 'playing';
    this.sendText(message('hello', { record, seat: this.mySeat }));
    return { kind: 'greeted', record };
  }

  on_move(m) {
    if (m.n !== this.plies) return this.end('order');
    let played;
    try {
      played = checkPly(this.engine, this.record, this.plies, m, this.friendSeat, (s) => roundStarter(s));
    } catch (e) {
      return this.end(e instanceof CodeError && e.reason === 'game' ? 'turn' : 'move');
    }
    const after = this.record + m.ply;
    if (positionDigest(this.engine, after) !== m.digest) {
      // Both devices say so: the friend hears it before the channel closes.
      this.sendText(message('differ', { n: this.plies + 1 }));
      return this.end('differ', { n: this.plies + 1 });
    }
    this.record = after;
    this.plies += 1;
    return { kind: 'move', ply: m.ply, played };
  }

  on_ask(m) {
    // Asked before a move this device has since played, or while this device asks too: no.
    if (m.n !== this.plies || this.state === 'asked') {
      this.sendText(message('reply', { n: m.n, what: m.what, yes: false }));
      return { kind: 'none' };
    }
    this.asking = { what: m.what, n: m.n };
    this.state = 'asking';
    return { kind: 'asked', what: m.what };
  }

  on_reply(m) {
    if (m.what !== this.asked.what || m.n !== this.asked.n) return this.end('order');
    const what = m.what;
    this.asked = null;
    this.state = 'playing';
    return { kind: 'reply', what, yes: m.yes };
  }

  /** The friend's engine reached another position after this device's move. */
  on_differ(m) {
    return this.end('differ', { n: m.n });
  }

  on_bye() {
    this.state = 'ended';
    this.ended = { key: 'friendLeft', params: {} };
    return { kind: 'ended', key: 'friendLeft', params: {} };
  }

  /** This device's ply (after it was played here): the friend gets it with the position's digest. */
  played(ply) {
    if (this.state === 'ended') return;
    const n = this.plies;
    this.record += ply;
    this.plies += 1;
    this.sendText(message('move', { n, ply, digest: positionDigest(this.engine, this.record) }));
  }

  /** Asks the friend to undo or for a rematch; false when a question is open already. */
  ask(what) {
    if (this.state !== 'playing') return false;
    this.asked = { what, n: this.plies };
    this.state = 'asked';
    this.sendText(message('ask', { n: this.plies, what }));
    return true;
  }

  /** Answers the friend's question; returns it ({ what, n }), or null when none is open. */
  reply(yes) {
    const asking = this.asking;
    if (this.state !== 'asking' || !asking) return null;
    this.asking = null;
    this.state = 'playing';
    this.sendText(message('reply', { n: asking.n, what: asking.what, yes }));
    return asking;
  }

  /** The game after an undo or a rematch both devices agreed to. */
  reset(record) {
    this.record = record;
    this.plies = this.engine.GameHandle.fromRecord(record).view().plyCount;
  }

  /** This device leaves: the friend is told. */
  leave() {
    if (this.state !== 'ended') this.sendText(message('bye'));
    this.state = 'ended';
    this.ended = { key: 'left', params: {} };
  }

  /** The connection closed under the session (a drop): it is over. */
  lost() {
    this.state = 'ended';
    this.ended ??= { key: 'lost', params: {} };
  }

  refuse(error) {
    const at = this.now();
    this.refusals = this.refusals.filter((t) => at - t < FLOOD_MILLIS);
    this.refusals.push(at);
    if (!this.warned) {
      this.warned = true;
      console.warn('mancala: a message from the other device was refused (later ones are not logged):', error?.message);
    }
    if (this.refusals.length > FLOOD_LIMIT) return this.end('flood');
    return { kind: 'refused', key: 'shape', first: this.refusals.length === 1 };
  }

  end(key, params = {}) {
    this.state = 'ended';
    this.ended = { key, params };
    return { kind: 'ended', key, params };
  }
}

/** The seat whose device starts a match's next round: the round's winner, who chooses pits; else the round's starter. */
export function roundStarter(state) {
  const chooser = state.next?.chooser;
  return chooser === null || chooser === undefined ? (state.next?.starter ?? 0) : chooser;
}
