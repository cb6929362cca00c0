// The pairing between two devices as a state machine (www/pair/pair-session.js), without a
// browser: every message in every state, the checks on a move (order, seat, the engine's
// rules, the position's digest), the invitation's game and seat, and a flood of unreadable
// messages. The session asks an engine for every rule; here a small stand-in engine plays a
// toy game (each player empties one of their own pits, never one emptied before), enough to
// tell a legal ply from an illegal one, whose turn it is and a position from another. The
// real engine's checks are in tests/e2e/pair-hostile.test.mjs.
// Run with `node --test tests/unit/`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FLOOD_LIMIT, PairSession, checkInvitation, compareGames, positionDigest } from '../../www/pair/pair-session.js';
import { CodeError, message } from '../../www/pair/pair.js';

/** The stand-in engine: GameHandle.fromRecord, view, pliesFrom and normalizeRules, as the page's engine has them. */
const RULES = { bk2: 2, km2: 2, bk3: 3 };
const toyEngine = {
  normalizeRules(header) {
    if (!Object.hasOwn(RULES, header)) throw new Error(`unknown rules ${header}`);
    return header;
  },
  describeRules(header) {
    return { game: 'bakuk', players: toyEngine.normalizeRules(header) && RULES[header] };
  },
  GameHandle: {
    fromRecord(record) {
      const [header, plies = ''] = record.split('~');
      const players = RULES[header];
      if (!players || !/^[a-l]*$/.test(plies)) throw new Error(`not a record: ${record}`);
      const board = Array(12).fill(4);
      const moves = [];
      for (const [i, letter] of [...plies].entries()) {
        const hole = letter.charCodeAt(0) - 97;
        const player = i % 2;
        if (Math.floor(hole / 6) !== player || board[hole] === 0) throw new Error(`illegal ply ${letter}`);
        board[(hole + 1) % 12] += board[hole];
        board[hole] = 0;
        moves.push({ player, hole, text: letter });
      }
      const toMove = moves.length % 2;
      const view = {
        rules: header,
        players,
        plyCount: moves.length,
        board,
        captured: [0, 0],
        owners: board.map((_, i) => Math.floor(i / 6)),
        toMove,
        round: 1,
        status: 'playing',
        legal: board.flatMap((n, i) => (n > 0 && Math.floor(i / 6) === toMove ? [i] : [])),
        next: null,
      };
      return { view: () => view, pliesFrom: (n) => moves.slice(n) };
    },
  },
};

const START = 'bk2~';
const FRIEND = 0; // the friend plays South, who moves first; this device plays North
const move = (n, ply, record = START) => message('move', { n, ply, digest: positionDigest(toyEngine, record + ply) });
const hello = (record = START, seat = FRIEND) => message('hello', { record, seat });

/** A session of this device (North) in `state`, with what it sent. */
function sessionIn(state) {
  const sent = [];
  const s = new PairSession({ engine: toyEngine, mySeat: 1, record: START, send: (text) => sent.push(JSON.parse(text)) });
  s.start();
  if (state !== 'greeting') assert.equal(s.receive(hello()).kind, 'greeted');
  if (state === 'asked') assert.equal(s.ask('undo'), true);
  if (state === 'asking') assert.equal(s.receive(message('ask', { n: 0, what: 'rematch' })).kind, 'asked');
  if (state === 'ended') assert.equal(s.receive(message('bye')).kind, 'ended');
  assert.equal(s.state, state);
  sent.length = 0;
  return { s, sent };
}

// Every message, as a friend's device would send it in the state where it belongs.
const MESSAGES = {
  hello: hello(),
  move: move(0, 'a'),
  ask: message('ask', { n: 0, what: 'undo' }),
  reply: message('reply', { n: 0, what: 'undo', yes: true }),
  differ: message('differ', { n: 1 }),
  bye: message('bye'),
  ping: message('ping'),
  unreadable: '{"v":1,"t":"move","n":',
  version: JSON.stringify({ v: 2, t: 'move', n: 0, ply: 'a', digest: '00000000' }),
};

// What each state does with each: the result's kind, and for an end its reason.
const EXPECTED = {
  greeting: { hello: 'greeted', move: 'unexpected', ask: 'unexpected', reply: 'unexpected', differ: 'unexpected', bye: 'friendLeft', ping: 'none', unreadable: 'refused', version: 'version' },
  playing: { hello: 'unexpected', move: 'move', ask: 'asked', reply: 'unexpected', differ: 'differ', bye: 'friendLeft', ping: 'none', unreadable: 'refused', version: 'version' },
  asked: { hello: 'unexpected', move: 'move', ask: 'none', reply: 'reply', differ: 'differ', bye: 'friendLeft', ping: 'none', unreadable: 'refused', version: 'version' },
  asking: { hello: 'unexpected', move: 'unexpected', ask: 'unexpected', reply: 'unexpected', differ: 'differ', bye: 'friendLeft', ping: 'none', unreadable: 'refused', version: 'version' },
  ended: { hello: 'none', move: 'none', ask: 'none', reply: 'none', differ: 'none', bye: 'none', ping: 'none', unreadable: 'none', version: 'none' },
};

for (const [state, row] of Object.entries(EXPECTED)) {
  for (const [name, expected] of Object.entries(row)) {
    test(`in ${state}, ${name}: ${expected}`, (t) => {
      t.mock.method(console, 'warn', () => {});
      const { s, sent } = sessionIn(state);
      const before = s.record;
      const result = s.receive(MESSAGES[name]);
      const ends = !['greeted', 'move', 'asked', 'reply', 'none', 'refused'].includes(expected);
      assert.equal(result.kind, ends ? 'ended' : expected);
      if (ends) {
        assert.equal(result.key, expected);
        assert.equal(s.state, 'ended');
        assert.equal(s.record, before, 'the game stays as it was');
      }
      if (expected === 'move') assert.equal(s.record, `${START}a`);
      else assert.equal(s.record, before);
      // Declined at once: an ask while this device's own question is open.
      if (state === 'asked' && name === 'ask') assert.deepEqual(sent, [{ v: 1, t: 'reply', n: 0, what: 'undo', yes: false }]);
      if (expected === 'refused' || expected === 'none') assert.equal(s.state, state);
    });
  }
}

test('a replayed hello carrying a longer record, after the game began: the pairing ends, the game unchanged', () => {
  const { s } = sessionIn('playing');
  assert.equal(s.receive(move(0, 'a')).kind, 'move');
  s.played('g');
  assert.equal(s.receive(move(2, 'b', 'bk2~ag')).kind, 'move');
  const result = s.receive(hello('bk2~agbh'));
  assert.deepEqual([result.kind, result.key, s.record], ['ended', 'unexpected', 'bk2~agb']);
});

test('a hello for this device’s seat, or for another game: the pairing ends', () => {
  const seat = sessionIn('greeting').s;
  assert.equal(seat.receive(hello(START, 1)).key, 'seat');
  const other = sessionIn('greeting').s;
  assert.equal(other.receive(hello('bk2~a')).key, 'game');
});

test('a move out of order, illegal, of this device’s seat, or leading elsewhere: the pairing ends, the game unchanged', () => {
  const cases = [
    [move(1, 'a'), 'order'],
    [message('move', { n: 0, ply: 'a', digest: '00000000' }), 'differ'],
    [message('move', { n: 0, ply: 'g', digest: '00000000' }), 'move'], // North's pit: the toy engine refuses it for South
    [message('move', { n: 0, ply: 'ag', digest: '00000000' }), 'move'], // two plies: the engine reads them, the session counts them
    [message('move', { n: 0, ply: 'z', digest: '00000000' }), 'move'], // no ply: the engine refuses it
  ];
  for (const [text, key] of cases) {
    const { s, sent } = sessionIn('playing');
    const result = s.receive(text);
    assert.deepEqual([result.kind, result.key, s.record], ['ended', key, START], text);
    if (key === 'differ') assert.deepEqual(sent, [{ v: 1, t: 'differ', n: 1 }], 'the friend is told too');
  }
  // A ply legal in the game, but for this device's seat (North) to play.
  const { s } = sessionIn('playing');
  assert.equal(s.receive(move(0, 'a')).kind, 'move');
  const result = s.receive(move(1, 'g', 'bk2~a'));
  assert.deepEqual([result.key, s.record], ['turn', 'bk2~a']);
});

test('this device’s moves carry the ply number and the digest of the position they lead to', () => {
  const { s, sent } = sessionIn('playing');
  s.receive(move(0, 'c'));
  s.played('h');
  assert.deepEqual(sent, [{ v: 1, t: 'move', n: 1, ply: 'h', digest: positionDigest(toyEngine, 'bk2~ch') }]);
  assert.notEqual(positionDigest(toyEngine, 'bk2~ch'), positionDigest(toyEngine, 'bk2~ci'));
});

test('an ask before this device’s last move (they crossed) is declined at once; a reply to another question ends it', () => {
  const { s, sent } = sessionIn('playing');
  s.receive(move(0, 'a'));
  s.played('g');
  assert.equal(s.receive(message('ask', { n: 1, what: 'undo' })).kind, 'none');
  assert.deepEqual(sent.at(-1), { v: 1, t: 'reply', n: 1, what: 'undo', yes: false });
  assert.equal(s.state, 'playing');
  s.ask('undo');
  assert.equal(s.receive(message('reply', { n: 2, what: 'rematch', yes: true })).key, 'order');
});

test('questions both ways: asked, answered, the game reset after an agreed undo', () => {
  const { s, sent } = sessionIn('asking');
  assert.deepEqual(s.reply(true), { what: 'rematch', n: 0 });
  assert.deepEqual(sent, [{ v: 1, t: 'reply', n: 0, what: 'rematch', yes: true }]);
  assert.equal(s.state, 'playing');
  s.receive(move(0, 'a'));
  s.reset(START);
  assert.deepEqual([s.record, s.plies], [START, 0]);
  assert.equal(s.ask('undo'), true);
  assert.equal(s.ask('undo'), false, 'one question at a time');
  assert.deepEqual(s.receive(message('reply', { n: 0, what: 'undo', yes: false })), { kind: 'reply', what: 'undo', yes: false });
});

test('unreadable messages: the first said, one console warning, past the limit the pairing ends', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  let clock = 0;
  const s = new PairSession({ engine: toyEngine, mySeat: 1, record: START, send: () => {}, now: () => clock });
  s.receive(hello());
  const results = [];
  for (let i = 0; i < FLOOD_LIMIT; i += 1) results.push(s.receive('x'.repeat(i + 1)));
  assert.deepEqual(
    results.map((r) => [r.kind, r.first]),
    results.map((_, i) => ['refused', i === 0]),
  );
  assert.equal(s.receive('flood').key, 'flood');
  assert.equal(warn.mock.callCount(), 1);
  assert.equal(s.receive(move(0, 'a')).kind, 'none', 'nothing after the end');
  // Spread out, the same number is tolerated.
  const slow = new PairSession({ engine: toyEngine, mySeat: 1, record: START, send: () => {}, now: () => clock });
  slow.receive(hello());
  for (let i = 0; i < 3 * FLOOD_LIMIT; i += 1) {
    clock += 2000;
    assert.equal(slow.receive('?').kind, 'refused');
  }
});

test('an invitation’s game and seat are the engine’s to allow', () => {
  const invitation = (r, y) => ({ r, y });
  const reason = (r) => (e) => e instanceof CodeError && e.reason === r;
  assert.equal(checkInvitation(toyEngine, invitation('bk2~a', 1)).plyCount, 1);
  assert.throws(() => checkInvitation(toyEngine, invitation('bk2~', 2)), reason('seat'));
  assert.throws(() => checkInvitation(toyEngine, invitation('bk3~', 0)), reason('players'));
  assert.throws(() => checkInvitation(toyEngine, invitation('xx9~', 0)), reason('game'));
  assert.throws(() => checkInvitation(toyEngine, invitation('bk2~g', 0)), reason('game'));
});

test('after a lost connection, two records of the game are compared ply by ply', () => {
  assert.deepEqual(compareGames(toyEngine, 'bk2~ag', 'bk2~ag'), { same: true, rules: true, common: 2, mine: [], theirs: [] });
  // The friend's device has a move this one never heard of, and the other way round.
  assert.deepEqual(compareGames(toyEngine, 'bk2~ag', 'bk2~agb'), { same: false, rules: true, common: 2, mine: [], theirs: ['b'] });
  assert.deepEqual(compareGames(toyEngine, 'bk2~agbh', 'bk2~ag'), { same: false, rules: true, common: 2, mine: ['b', 'h'], theirs: [] });
  // Parted after the first ply: each has its own.
  assert.deepEqual(compareGames(toyEngine, 'bk2~ag', 'bk2~ah'), { same: false, rules: true, common: 1, mine: ['g'], theirs: ['h'] });
  assert.deepEqual(compareGames(toyEngine, 'bk2~a', 'km2~a'), { same: false, rules: false, common: 0, mine: ['a'], theirs: ['a'] });
  assert.throws(() => compareGames(toyEngine, 'bk2~a', 'bk2~aa'), /illegal ply/);
});

test('a short invitation\'s game comes with the inviter\'s hello, and is taken only when it is the one promised', () => {
  const record = 'bk2~ag';
  const expect = { rules: 'bk2', plies: 2, digest: positionDigest(toyEngine, record) };
  assert.deepEqual(checkInvitation(toyEngine, { g: 'bk2', n: 2, d: expect.digest, y: 1 }), { game: 'bakuk', players: 2, plyCount: 2, rules: 'bk2' });
  assert.throws(() => checkInvitation(toyEngine, { g: 'bk3', n: 2, d: expect.digest, y: 1 }), (e) => e instanceof CodeError && e.reason === 'players');
  const friend = (text) => {
    const sent = [];
    const s = new PairSession({ engine: toyEngine, mySeat: 1, record: null, expect, send: (m) => sent.push(JSON.parse(m)) });
    s.start();
    assert.deepEqual(sent, [], 'no hello before the game is known');
    return { s, sent, result: s.receive(text) };
  };
  const good = friend(hello(record));
  assert.deepEqual(good.result, { kind: 'greeted', record });
  assert.equal(good.s.state, 'playing');
  assert.deepEqual(good.sent, [{ v: 1, t: 'hello', record, seat: 1 }], 'then its own hello, with the same game');
  assert.equal(good.s.receive(move(2, 'b', record)).kind, 'move', 'and the game goes on from it');
  // Another game than the one promised: more plies, other plies, other rules, or no game at all.
  for (const other of ['bk2~agb', 'bk2~ah', 'km2~ag', 'bk2~zz']) {
    const { result, s } = friend(hello(other));
    assert.equal(result.kind, 'ended', other);
    assert.equal(result.key, 'game', other);
    assert.equal(s.record, null, 'nothing taken');
  }
});
