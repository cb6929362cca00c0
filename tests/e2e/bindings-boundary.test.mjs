// The computer's boundary, fuzzed from Node on the worker's release
// bindings (dist/pkg/computer): books that are not what they say (spoofed lengths, detached
// buffers, objects made from Uint8Array.prototype, throwing getters, headers that lie) and
// clocks that throw, freeze, step back or answer NaN. After every call: no trap, a refusal says
// what was expected, the Computer still answers (no "recursive use of an object detected"),
// the book it had stays, and a refused call grows wasm memory by no more than a small bound.
//
// A fixed seed (BOUNDARY_SEED) and a fixed number of rounds (BOUNDARY_ROUNDS), thinking times
// of at most 60 ms: the run is bounded whatever the clock does. No duration is asserted.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { DIST, launchBrowser, startServer } from './helpers.mjs';
import { generator, loadBindings, wasmMemory } from './bindings-helpers.mjs';

const ROUNDS = Number(process.env.BOUNDARY_ROUNDS ?? 150);
const SEED = Number(process.env.BOUNDARY_SEED ?? 20);
const BOOK = new Uint8Array(readFileSync(join(DIST, 'www', 'ba2-book.bin')));
const BOOK_REFUSAL = /^expected (the book's bytes, a Uint8Array, got |an opening book|a book of)/;
/** What a refused call may add to wasm memory: far less than any spoofed length asks for. */
const MEMORY_SLACK = 1 << 20;

/** A copy of the book's bytes with some changed. */
function changed(edit) {
  const bytes = new Uint8Array(BOOK);
  edit(bytes);
  return bytes;
}

/** `array` with an own property `name` that says `value` (or throws, for a getter). */
function spoofed(array, name, descriptor) {
  Object.defineProperty(array, name, { configurable: true, ...descriptor });
  return array;
}

/** A Uint8Array whose buffer has been transferred away. */
function detached(bytes) {
  const array = new Uint8Array(bytes);
  structuredClone(array.buffer, { transfer: [array.buffer] });
  return array;
}

/**
 * Arguments for loadBook, each with the number of states it must load (the book's own bytes,
 * however dressed up) or null where it must be refused.
 */
function books(rng, states) {
  const junkLength = rng.below(64);
  const throwing = { get() { throw new Error('length getter'); } };
  return [
    ['the book', () => new Uint8Array(BOOK), states],
    ['the book inside a larger buffer', () => {
      const buffer = new Uint8Array(BOOK.length + 9);
      buffer.set(BOOK, 5);
      return new Uint8Array(buffer.buffer, 5, BOOK.length);
    }, states],
    // A real array's own size is read, whatever it says of itself.
    ...[-1, 1e9, 0, NaN].map((length) => [`the book saying length ${length}`, () => spoofed(new Uint8Array(BOOK), 'length', { value: length }), states]),
    ['the book with a throwing length getter', () => spoofed(new Uint8Array(BOOK), 'length', throwing), states],
    ['the book with a throwing byteLength getter', () => spoofed(new Uint8Array(BOOK), 'byteLength', throwing), states],
    ...[-1, 1e9, 0, NaN].map((length) => [`8 bytes saying length ${length}`, () => spoofed(new Uint8Array(8), 'length', { value: length }), null]),
    ['a detached book', () => detached(BOOK), null],
    ['an empty array', () => new Uint8Array(0), null],
    ['Object.create(Uint8Array.prototype)', () => Object.create(Uint8Array.prototype), null],
    ['Object.create(Uint8Array.prototype) saying length 1e9', () => Object.create(Uint8Array.prototype, { length: { value: 1e9 } }), null],
    ['an object with a throwing length getter', () => spoofed(Object.create(Uint8Array.prototype), 'length', throwing), null],
    ['a proxy of the book', () => new Proxy(new Uint8Array(BOOK), {}), null],
    ['a proxy that throws', () => new Proxy(new Uint8Array(BOOK), { get() { throw new Error('proxy'); } }), null],
    ['an array-like of length 1e9', () => ({ length: 1e9, 0: 77 }), null],
    ['an array of the bytes', () => Array.from(BOOK.subarray(0, 64)), null],
    ['the bytes as an ArrayBuffer', () => BOOK.slice().buffer, null],
    ['a Uint16Array', () => new Uint16Array(BOOK.buffer.slice(0, BOOK.length - (BOOK.length % 2))), null],
    ['a Float64Array dressed as a Uint8Array', () => Object.setPrototypeOf(new Float64Array(BOOK.length), Uint8Array.prototype), null],
    ['a DataView', () => new DataView(BOOK.slice().buffer), null],
    ['a header of 2^32 - 1 entries', () => changed((b) => b.fill(0xff, 4, 8)), null],
    ['a header of one entry more', () => changed((b) => { b[4] += 1; }), null],
    ['a book one byte short', () => BOOK.slice(0, -1), null],
    ['a book one byte long', () => { const b = new Uint8Array(BOOK.length + 1); b.set(BOOK); return b; }, null],
    ['a cut book', () => BOOK.slice(0, rng.below(BOOK.length)), null],
    ['another magic', () => changed((b) => { b[3] = 0x39; }), null],
    ['junk', () => Uint8Array.from({ length: junkLength }, () => rng.below(256)), null],
    ['nothing', () => undefined, null],
    ['a number', () => 1e9, null],
  ];
}

/** A game in play after up to `plies` random legal plies (two-player Ba-awa: past the book). */
function randomRecord(m, rng, plies, rules = 'ba2') {
  const game = new m.GameHandle(rules, 0);
  for (let i = 0; i < plies; i++) {
    game.play(rng.pick(game.view().legal));
    if (game.view().status !== 'playing') {
      game.undo();
      break;
    }
  }
  const record = game.record();
  game.free();
  return record;
}

/** Clocks that have gone wrong, each replacing `performance.now` (or `performance` itself). */
function brokenClocks() {
  let backwards = 1e7;
  return {
    'a throwing now': { now() { throw new Error('clock'); } },
    'a now that answers NaN': { now: () => NaN },
    'a now that answers a string': { now: () => 'soon' },
    'a now whose answer throws when read as a number': { now: () => ({ valueOf() { throw new Error('valueOf'); } }) },
    'a clock that goes backwards': { now: () => (backwards -= 7) },
    'a frozen clock': { now: () => 5000 },
    'a clock at Infinity': { now: () => Infinity },
    'a throwing performance getter': { performance: { get() { throw new Error('performance'); } } },
    'no performance at all': { performance: { value: undefined } },
  };
}

/** Runs `call` with `clock` in place of the global clock, then puts the real one back. */
function withClock(clock, call) {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'performance');
  const realNow = Object.getOwnPropertyDescriptor(performance, 'now');
  try {
    if (clock.performance) Object.defineProperty(globalThis, 'performance', { configurable: true, ...clock.performance });
    else Object.defineProperty(performance, 'now', { configurable: true, writable: true, value: clock.now });
    return call();
  } finally {
    Object.defineProperty(globalThis, 'performance', original);
    if (realNow) Object.defineProperty(performance, 'now', realNow);
    else delete performance.now;
  }
}

/** The computer still answers: a move in the Ba-awa start and proven hints from its book. */
function assertStillWorks(computer, context) {
  const decision = computer.decide('ba2~', 'beginner', 0);
  assert.ok(Number.isInteger(decision.hole), `${context}: the computer still decides`);
  const hints = computer.hints('ba2~a', 0);
  assert.ok(hints.length > 0 && hints.every((h) => h.proven), `${context}: the book is still there`);
}

test(`the computer's boundary: ${ROUNDS} rounds of hostile books and broken clocks (seed ${SEED})`, async () => {
  const m = await loadBindings();
  const memory = wasmMemory(m);
  const rng = generator(SEED);
  const computer = new m.Computer(1);
  const states = computer.loadBook(new Uint8Array(BOOK));
  assert.ok(states > 1000, `the shipped book loads (${states} states)`);
  // Warm up what a first request allocates (the proof's and the review's tables).
  computer.positionValue(randomRecord(m, rng, 12), 20);
  assertStillWorks(computer, 'at the start');
  const clocks = Object.entries(brokenClocks());
  const figures = { books: 0, refused: 0, clocked: 0 };

  for (let round = 0; round < ROUNDS; round++) {
    // A book, hostile or not.
    const [name, make, expected] = rng.pick(books(rng, states));
    const value = make();
    const before = memory.buffer.byteLength;
    figures.books++;
    try {
      const loaded = computer.loadBook(value);
      assert.equal(expected, loaded, `${name}: loads ${expected === null ? 'nothing' : `${expected} states`}, not ${loaded}`);
    } catch (error) {
      assert.ok(!(error instanceof WebAssembly.RuntimeError), `${name}: trapped (${error.message})`);
      assert.ok(error instanceof Error, `${name}: threw ${String(error)}`);
      if (expected !== null) throw error;
      assert.match(error.message, BOOK_REFUSAL, name);
      figures.refused++;
    }
    assert.ok(memory.buffer.byteLength - before <= MEMORY_SLACK, `${name}: wasm memory grew by ${memory.buffer.byteLength - before} bytes`);
    assertStillWorks(computer, name);

    // A request under a broken clock: answered as if the time had run out.
    const [clockName, clock] = rng.pick(clocks);
    const record = randomRecord(m, rng, 4 + rng.below(16));
    const millis = rng.pick([0, 20, 60]);
    const kind = rng.pick(['decide', 'hints', 'positionValue']);
    figures.clocked++;
    const answer = withClock(clock, () => {
      try {
        if (kind === 'decide') return computer.decide(record, rng.pick(['beginner', 'intermediate', 'expert']), millis);
        if (kind === 'hints') return computer.hints(record, millis);
        return computer.positionValue(record, millis);
      } catch (error) {
        return error;
      }
    });
    const context = `${kind}(${record}, ${millis}) under ${clockName}`;
    assert.ok(!(answer instanceof Error), `${context}: threw ${answer?.message}`);
    if (kind === 'decide') assert.ok(Number.isInteger(answer.hole), `${context}: a move`);
    else assert.ok(Array.isArray(answer) && answer.length > 0, `${context}: advice`);
    assertStillWorks(computer, context);
  }
  console.log(`computer boundary: ${figures.books} books (${figures.refused} refused), ${figures.clocked} requests under broken clocks (seed ${SEED})`);
  computer.free();
  assert.throws(() => computer.decide('ba2~', 'beginner', 0), /^Error: expected a Computer that is not freed/);
});

test('under a frozen clock the node cap follows the pace measured here, not a fixed 20,000 a millisecond', async () => {
  // A 900 ms request under a frozen clock ran 18 M nodes (17 to 42 s). A new
  // Computer has measured nothing: its cap is a conservative guess, a small part of the old one.
  // Match play: no proof, the expert's search alone, which these openings keep busy.
  const m = await loadBindings();
  const rng = generator(SEED + 1);
  let largest = 0;
  for (let i = 0; i < 4; i++) {
    const computer = new m.Computer(i);
    const record = randomRecord(m, rng, 4 + i, 'ba2m10');
    const decision = withClock({ now: () => 5000 }, () => computer.decide(record, 'expert', 100));
    assert.ok(Number.isInteger(decision.hole), `${record}: a move`);
    largest = Math.max(largest, decision.nodes);
    computer.free();
  }
  // 100 ms at the old 20,000 nodes a millisecond allowed 2,020,000 nodes; these searches then
  // went on to 700,000 nodes and more.
  assert.ok(largest > 0, 'the searches ran');
  assert.ok(largest <= 250_000, `at most ${largest} nodes under a frozen clock`);
});

test("the page's and the worker's clock are found (Window, WorkerGlobalScope), and a throwing one has run out", async () => {
  // The searches of a request under a working clock go on until its time is up; under a clock
  // that throws they stop at their first look at it. Counted in nodes, not milliseconds.
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}style.css`); // the origin, without the app's CSP
    const measure = `
      const { default: init, Computer } = await import(URL_OF_GLUE);
      await init();
      const computer = new Computer(1);
      const working = computer.decide('ba2m10~agai', 'expert', 200).nodes;
      performance.now = () => { throw new Error('clock'); };
      const broken = computer.decide('ba2m10~agai', 'expert', 200).nodes;
      delete performance.now;
      const after = computer.decide('ba2m10~agai', 'beginner', 0).hole;
      return { working, broken, after };`;
    const glue = `${server.url}pkg/computer/mancala-web.js`;
    const inPage = await page.evaluate(`(async () => { const URL_OF_GLUE = ${JSON.stringify(glue)}; ${measure} })()`);
    const inWorker = await page.evaluate((source) => new Promise((resolve, reject) => {
      const url = URL.createObjectURL(new Blob([`(async () => { ${source} })().then(postMessage, (e) => postMessage({ error: String(e) }));`], { type: 'text/javascript' }));
      const worker = new Worker(url, { type: 'module' });
      worker.onmessage = ({ data }) => (data.error ? reject(new Error(data.error)) : resolve(data));
      worker.onerror = (e) => reject(new Error(e.message));
    }), `const URL_OF_GLUE = ${JSON.stringify(glue)}; ${measure}`);
    console.log(`clock: page ${inPage.working} nodes (throwing clock ${inPage.broken}), worker ${inWorker.working} (${inWorker.broken})`);
    for (const [where, { working, broken, after }] of Object.entries({ page: inPage, worker: inWorker })) {
      assert.ok(broken < 20_000, `${where}: a throwing clock stops the search at once (${broken} nodes)`);
      assert.ok(working > 10 * broken, `${where}: a working clock lets it search (${working} nodes against ${broken})`);
      assert.ok(Number.isInteger(after), `${where}: the computer still answers`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
});
