// Fuzzes every export of the release bindings (dist/pkg, as the page loads them) from Node,
// the way a hostile or careless caller would: any value for any argument, freed handles,
// arrays that throw when read, and ordinary play in between so the games reach round ends and
// match ends. Checks: no WebAssembly trap, every refused call throws an Error whose message
// says what was expected (`expected ...`, after `at character N: ` for notation), and a
// refused call leaves the handle's game as it was.
//
// A fixed seed; FUZZ_CALLS (default 120,000) and FUZZ_SEED change the run.
// `cargo xtask fuzz` runs 1,000,000 calls.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generator, loadBindings, longMatch, wasmMemory } from './bindings-helpers.mjs';

const CALLS = Number(process.env.FUZZ_CALLS ?? 120_000);
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const MESSAGE = /^(at character \d+: )?expected \S.*, got |^at character \d+: expected \S/;
// A book file that is not one: what was expected of its bytes.
const BOOK_MESSAGE = /^expected (an opening book|a book of|book entries)|^expected \S.*, got /;
// A set-up board the rules refuse: the engine's setup error, which says what was expected of it.
const SETUP_MESSAGE = /^(at character \d+: )?expected \S/;

const HEADERS = ['bk2', 'bk2b', 'bk2o', 'bk2d', 'bk3', 'bk3s', 'bk3bos', 'km2', 'km2u', 'km3su', 'ba2', 'ba3', 'ba2m10', 'ba2m12', 'ba3m10'];
const TEXTS = [
  '', 'bk', 'bk4', 'ba2m9', 'ba2m0010', 'bk2m10', 'ba2b', 'bk2bb', 'BK2', 'bk2~', 'bk2@1~', 'bk2@00~', 'ba3@2~',
  'bk2~adbecf', 'bk2~zz', 'bk2~aa', 'bk2 ~a', 'ba2m10~', '~', '@', '_', 'bk2_6.6.6.6.6.6_0.0_0~',
  'bk2_6.6.6.6.6.6_0.0_0_xl~', 'bk2_6.6.6.6.6.6_0.0_2~', 'bk2_6.0.0.0.0.0_12.18_1_xn~',
  'ba2_1.1.1.1.1.1.1.1.0.0.0.0_20.20_0_000000111111_0_1~', 'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i',
  'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i.JJ', 'ba2m10_4.4.4.4.4.4.4.4.4.4.4.4_0.0_0_000000111111_0_65535~',
  'ba2_1.2.0.2.1.0.2.1.0.2.1.0_0.36_0_000000111111_0_1~', 'bk2~aé', '\u{1F600}', 'beginner', 'intermediate', 'expert',
  'grandmaster', 'constructor', '__proto__', 'toString', 'x'.repeat(10_000), 'bk2~' + 'a'.repeat(5000),
];
const LEVELS = ['beginner', 'intermediate', 'expert'];

/** Values of every kind JavaScript has, the awkward ones included. */
function hostileValues() {
  const throwingGetter = [9];
  Object.defineProperty(throwingGetter, 0, { get() { throw new Error('getter'); } });
  const throwingIterator = [6];
  // A generator that throws at its first step, before it yields anything.
  // eslint-disable-next-line require-yield
  throwingIterator[Symbol.iterator] = function* () { throw 1; };
  const revoked = Proxy.revocable([9], {});
  revoked.revoke();
  const valueOf = { valueOf() { throw new Error('valueOf'); }, toString() { throw new Error('toString'); } };
  return [
    undefined, null, true, false, 0, 1, 2, 3, 6, 9, 11, 12, -1, -0, 0.5, 1.5, 255, 256, 2 ** 31, 2 ** 53, -(2 ** 31),
    NaN, Infinity, -Infinity, 0n, 5n, -1n, Symbol('s'), Symbol.iterator, {}, [], [0], [6], [6, 6], [9], [9, 10], [0, 0, 0],
    [6, 7, 6], ['9'], [1.5], [-1], [null], new Array(1000), new Array(2 ** 32 - 1), { length: -1 }, { length: 3 },
    { length: 1e9, 0: 9 }, throwingGetter, throwingIterator, revoked.proxy, new Proxy([9], { get() { throw 2; } }),
    valueOf, () => 0, function named() {}, new Date(0), /re/, new Map(), new Uint8Array(3), Object.create(null),
    new Number(3), new String('bk2'), new Boolean(true), ...TEXTS,
  ];
}


test(`${CALLS} fuzzed calls on every export: no trap, clear errors, no change after an error`, async () => {
  const m = await loadBindings();
  const rng = generator(SEED);
  const values = hostileValues();
  const anyValue = () => rng.pick(values);
  // Any value but a long thinking time (a valid one is up to 10 s).
  const anyMillis = () => {
    const millis = anyValue();
    return typeof millis === 'number' && millis > 1 ? rng.below(2) : millis;
  };
  const figures = { calls: 0, refused: 0, traps: 0, badMessages: [], changed: [] };
  const started = performance.now();

  const games = HEADERS.map((h) => new m.GameHandle(h, 0));
  const freedGame = new m.GameHandle('bk2', 0);
  freedGame.free();
  const computer = new m.Computer(1);
  const freedComputer = new m.Computer(2);
  freedComputer.free();

  /** The observable state of a game handle: its position, record and redo. */
  const snapshot = (h) => {
    try {
      const s = h.state();
      return `${s.notation}|${s.record}|${s.canRedo}`;
    } catch (e) {
      return `throws ${e.message}`;
    }
  };
  /** A record of one of the games, or a text, for the computer. */
  const someRecord = () => (rng.chance(0.6) ? rng.pick(games).record() : rng.pick(TEXTS));

  // Each entry: [weight, name, call]; the call gets a game handle it may use.
  const actions = [
    [1, 'normalizeRules', () => (m.normalizeRules(rng.chance(0.5) ? rng.pick(HEADERS) : anyValue()), null)],
    [1, 'describeRules', () => (m.describeRules(rng.chance(0.5) ? rng.pick(HEADERS) : anyValue()), null)],
    [1, 'engineVersion', () => (m.engineVersion(), null)],
    [2, 'new GameHandle', () => (new m.GameHandle(rng.chance(0.5) ? rng.pick(HEADERS) : anyValue(), anyValue()).free(), null)],
    [2, 'fromRecord', () => {
      const record = rng.chance(0.5) ? rng.pick(games).record() : anyValue();
      m.GameHandle.fromRecord(record).free();
      return null;
    }],
    [1, 'record', (h) => (h.record(), null)],
    [1, 'notation', (h) => (h.notation(), null)],
    [1, 'state', (h) => (h.state(), null)],
    [1, 'view', (h) => (h.view(), null)],
    [1, 'pliesFrom', (h) => (h.pliesFrom(rng.chance(0.5) ? rng.below(200) : anyValue()), null)],
    [1, 'recordProblem', () => (m.recordProblem(rng.chance(0.3) ? rng.pick(games).record() : rng.chance(0.5) ? rng.pick(TEXTS) : anyValue()), null)],
    [2, 'setupPosition', () => {
      const small = () => (rng.chance(0.7) ? rng.below(8) : anyValue());
      const list = (n) => (rng.chance(0.8) ? Array.from({ length: n }, small) : anyValue());
      const game = rng.pick(HEADERS);
      const pits = game.startsWith('ba') ? 12 : 6;
      m.setupPosition(rng.chance(0.8) ? game : anyValue(), list(pits), list(game[2] === '3' ? 3 : 2), small(), rng.chance(0.5) ? null : list(pits), rng.chance(0.5) ? null : small());
      return null;
    }],
    [2, 'whyIllegal', (h) => (h.whyIllegal(anyValue()), null)],
    [4, 'play (any)', (h) => { h.play(anyValue()); return h; }],
    [8, 'play (legal)', (h) => {
      const { legal, status } = h.state();
      if (status === 'round-over') h.nextRound(null);
      else if (legal.length) h.play(rng.pick(legal));
      return h;
    }],
    [3, 'nextRound', (h) => { h.nextRound(anyValue()); return h; }],
    [2, 'nextRound (choice)', (h) => {
      const next = h.state().next;
      h.nextRound(next ? next.choosable.filter(() => rng.chance(0.3)) : anyValue());
      return h;
    }],
    [2, 'undo', (h) => { h.undo(); return h; }],
    [1, 'redo', (h) => { h.redo(); return h; }],
    [1, 'freed handle', () => {
      const call = rng.pick([() => freedGame.play(0), () => freedGame.state(), () => freedGame.record(), () => freedGame.undo(), () => freedGame.nextRound(null), () => freedGame.free()]);
      call();
      return null;
    }],
    // Real thinking costs milliseconds (and a first solve of Bakuk a second): mostly refused calls.
    [1, 'new Computer', () => {
      const seed = anyValue();
      if (typeof seed !== 'number' || rng.chance(0.05)) new m.Computer(seed).free();
      return null;
    }],
    [1, 'loadBook', () => {
      const junk = () => Uint8Array.from({ length: rng.below(40) }, (_, i) => (i < 4 && rng.chance(0.5) ? 'MBK1'.charCodeAt(i) : rng.below(256)));
      computer.loadBook(rng.chance(0.5) ? junk() : anyValue());
      return null;
    }],
    [1, 'prepare', () => (computer.prepare(rng.chance(0.3) ? rng.pick(['ba2', 'ba3', 'bk3', 'km3']) : anyValue()), null)],
    [2, 'decide', (h) => {
      const good = rng.chance(0.02);
      computer.decide(good ? h.record() : someRecord(), good ? rng.pick(LEVELS) : anyValue(), good ? 0 : anyMillis());
      return null;
    }],
    [1, 'hints', (h) => (computer.hints(rng.chance(0.02) ? h.record() : anyValue(), rng.chance(0.5) ? 0 : anyMillis()), null)],
    [1, 'positionValue', (h) => (computer.positionValue(rng.chance(0.02) ? h.record() : anyValue(), rng.chance(0.5) ? 0 : anyMillis()), null)],
    [1, 'moveValues', (h) => (computer.moveValues(rng.chance(0.02) ? h.record() : anyValue(), rng.chance(0.5) ? 0 : anyMillis()), null)],
    [1, 'freed computer', () => (rng.pick([() => freedComputer.decide('ba2~', 'expert', 1), () => freedComputer.hints('ba2~', 1), () => freedComputer.prepare('ba2'), () => freedComputer.positionValue('ba2~', 1), () => freedComputer.moveValues('ba2~', 1)])(), null)],
  ];
  const total = actions.reduce((sum, [w]) => sum + w, 0);
  const choose = () => {
    let r = rng.below(total);
    for (const action of actions) if ((r -= action[0]) < 0) return action;
    return actions[0];
  };

  for (let i = 0; i < CALLS; i++) {
    const [, name, call] = choose();
    const g = rng.below(games.length);
    const h = games[g];
    const before = snapshot(h);
    figures.calls++;
    const t0 = performance.now();
    try {
      call(h);
    } catch (error) {
      figures.refused++;
      if (error instanceof WebAssembly.RuntimeError) {
        figures.traps++;
        throw new Error(`call ${i} (${name}) trapped: ${error.message}`, { cause: error });
      }
      const message = error instanceof Error ? error.message : String(error);
      if (!({ setupPosition: SETUP_MESSAGE, loadBook: BOOK_MESSAGE }[name] ?? MESSAGE).test(message) && figures.badMessages.length < 20) figures.badMessages.push(`${name}: ${message}`);
      const after = snapshot(h);
      if (after !== before && figures.changed.length < 20) figures.changed.push(`${name}: ${before} -> ${after}`);
    }
    if (process.env.FUZZ_PROFILE) (figures.time ??= {})[name] = (figures.time[name] ?? 0) + performance.now() - t0;
    // Keep the games short, so a snapshot stays cheap: start again after 150 plies or the end.
    const s = h.state();
    if (s.status === 'over' || s.plies.length > 150) {
      h.free();
      games[g] = new m.GameHandle(HEADERS[g], rng.below(2));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (process.env.FUZZ_PROFILE) console.log(JSON.stringify(figures.time));
  console.log(`bindings fuzz: ${figures.calls} calls, ${figures.refused} refused, ${figures.traps} traps, ${seconds.toFixed(1)} s (seed ${SEED})`);
  assert.deepEqual(figures.badMessages, [], 'every message says what was expected');
  assert.deepEqual(figures.changed, [], 'a refused call changes nothing');
  assert.equal(figures.traps, 0);
  assert.ok(figures.refused > CALLS / 10, 'the fuzz reaches the error paths');
});

test('a record over 8,192 characters reads back, and the computer takes it', async () => {
  const m = await loadBindings();
  const game = longMatch(m);
  const record = game.record();
  assert.equal(record.length, 8404);
  assert.equal(m.GameHandle.fromRecord(record).record(), record);
  const computer = new m.Computer(1);
  // The match is over, so the computer says so (it read the record).
  assert.throws(() => computer.decide(record, 'beginner', 0), /^Error: expected a game in play, got one that is over$/);
  game.undo();
  const decision = computer.decide(game.record(), 'beginner', 0);
  assert.ok(decision.hole !== null || decision.pits.length >= 0);
  assert.ok(Array.isArray(computer.hints(game.record(), 0)));
});

test("the page's build has the worker's rules bindings, and no computer", async () => {
  // The page loads pkg/ (rules only); its worker loads pkg/computer/ (rules and computer). The
  // fuzz above runs on the second; here the first must export the same rules, play the same.
  const [page, worker] = [await loadBindings('pkg'), await loadBindings('pkg/computer')];
  const names = (m) => Object.keys(m).filter((name) => name !== 'default' && name !== 'initSync').sort();
  const computerOnly = ['Computer'];
  assert.deepEqual(names(page), names(worker).filter((name) => !computerOnly.includes(name)));
  for (const name of computerOnly) assert.ok(names(worker).includes(name), name);
  const [a, b] = [longMatch(page), longMatch(worker)];
  assert.equal(a.record(), b.record());
  assert.deepEqual(a.state(), b.state());
  assert.deepEqual(page.recordProblem('bk2~az'), worker.recordProblem('bk2~az'));
});

test('a repetition end marker is checked without a hash set of every board', async () => {
  // The first of these grew wasm memory by 45 MiB for good (and took up to a
  // second); the boards with its seeds are now two bit sets, 190 KB at most.
  const m = await loadBindings('pkg');
  const memory = wasmMemory(m);
  const before = memory.buffer.byteLength;
  for (const record of ['bk2_6.6.6.6.6.6_0.0_0_xr~', 'bk2_6.6.6.6.6.6_0.0_1_xr~', 'bk3_6.6.6.6.6.6_0.0.0_0_xr~']) {
    assert.equal(m.recordProblem(record)?.reason.code, 'setup.endContradicts', record);
  }
  assert.equal(m.recordProblem('bk2_6.6.6.6.6.5_0.1_0_xr~'), null, 'a board on a capture-free cycle');
  const grown = memory.buffer.byteLength - before;
  assert.ok(grown <= 2 << 20, `wasm memory grew by ${grown} bytes`);
});
