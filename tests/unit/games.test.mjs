// The player's games without a browser: the store (a key a game, nothing unreadable or newer
// written over, room made only from finished games), version 1's save moved into it, which tab
// has which game, and the export file. The engine is stood in for by a fake that reads records
// as the real one would refuse them; tests/e2e/games.test.mjs runs the page against the real one.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rulesHeader, sanitizeSettings } from '../../www/game/game-controller.js';
import { GAME_PREFIX, GamesStore, KEEP_GAMES, OLD_SAVE_KEY, PREFS_KEY } from '../../www/page/games-store.js';
import { loadSave, migrateVersion1, restorePlan } from '../../www/page/storage.js';
import { TabGame } from '../../www/page/tab-game.js';
import { exportGames, readGamesFile } from '../../www/page/games-file.js';
import { openEntry, parseEntry } from '../../www/game/saved-game.js';

/** localStorage's interface over a Map; `quota` characters at most, as a browser refuses. */
class MemoryStorage {
  constructor(quota = Infinity) {
    this.map = new Map();
    this.quota = quota;
  }
  get length() {
    return this.map.size;
  }
  key(i) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(key) {
    return this.map.has(key) ? this.map.get(key) : null;
  }
  setItem(key, value) {
    const used = [...this.map].reduce((n, [k, v]) => n + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + String(value).length > this.quota) throw new Error('QuotaExceededError');
    this.map.set(key, String(value));
  }
  removeItem(key) {
    this.map.delete(key);
  }
}

/** Reads a record as the engine does for these tests: moves are letters a to f, nothing else. */
class FakeHandle {
  static fromRecord(record, redo) {
    const whole = record + (redo ?? '');
    const [rules, moves] = whole.split('~');
    if (moves === undefined || !/^[a-f]*$/.test(moves)) throw Object.assign(new Error('expected a move letter'), { code: 'notation.move', params: {} });
    return new FakeHandle(rules, moves.length - (redo ?? '').length);
  }
  constructor(rules, plies = 0) {
    this.rules = rules;
    this.plies = plies;
  }
  state() {
    return { rules: this.rules, game: 'bakuk', players: 2, matchTarget: null, variants: [], plies: [], toMove: 0, status: 'playing', plyCount: this.plies };
  }
  view() {
    return this.state();
  }
  free() {}
}
const ENGINE = { GameHandle: FakeHandle, normalizeRules: (header) => header };
const PAGE = { sanitize: sanitizeSettings, header: rulesHeader, speeds: { normal: 1, fast: 1 } };
const entry = (record, over = false) => ({ record, redo: '', settings: null, over });

test('a game is kept under a key of its own, and read back the latest first', () => {
  let now = 1000;
  const store = new GamesStore(new MemoryStorage(), { now: () => now });
  assert.ok(store.write('a', entry('bk2~a')));
  now = 2000;
  assert.ok(store.write('b', { ...entry('bk2~ad'), redo: 'cd' }));
  now = 3000;
  assert.ok(store.write('a', entry('bk2~ab')));
  const games = store.list();
  assert.deepEqual(games.map((g) => g.id), ['a', 'b']);
  assert.equal(games[0].entry.record, 'bk2~ab');
  assert.equal(games[0].entry.created, 1000, 'a game keeps the time it was first kept');
  assert.equal(games[0].entry.updated, 3000);
  assert.equal(games[1].entry.redo, 'cd');
});

test('a kiosk’s store is in memory only: it forgets every game but those asked; a lasting store forgets none so', () => {
  const kiosk = GamesStore.inMemory();
  assert.ok(kiosk.available);
  assert.equal(kiosk.lasting, false);
  for (const id of ['a', 'b', 'c']) assert.ok(kiosk.write(id, entry(`bk2~${id}`)));
  kiosk.forgetAllBut(['b']);
  assert.deepEqual(kiosk.list().map((g) => g.id), ['b']);
  assert.equal(kiosk.get('b').entry.record, 'bk2~b');
  kiosk.forgetAllBut([]);
  assert.deepEqual(kiosk.list(), []);
  const lasting = new GamesStore(new MemoryStorage());
  assert.ok(lasting.lasting);
  lasting.write('a', entry('bk2~a'));
  lasting.forgetAllBut([]);
  assert.deepEqual(lasting.list().map((g) => g.id), ['a']);
  assert.equal(new GamesStore(null).lasting, false);
});

test('a text that cannot be read, or a later version’s, is never written over', () => {
  const storage = new MemoryStorage();
  const store = new GamesStore(storage);
  const damaged = '{"version":2,"record":"bk2~a" trailing';
  const newer = '{"version":3,"record":"bk2~a","what":"a later format"}';
  storage.setItem(`${GAME_PREFIX}x`, damaged);
  storage.setItem(`${GAME_PREFIX}y`, newer);
  assert.equal(store.write('x', entry('bk2~b')), false);
  assert.equal(store.write('y', entry('bk2~b')), false);
  assert.equal(storage.getItem(`${GAME_PREFIX}x`), damaged, 'byte for byte');
  assert.equal(storage.getItem(`${GAME_PREFIX}y`), newer, 'byte for byte');
  const problems = Object.fromEntries(store.list().map((g) => [g.id, g.problem]));
  assert.deepEqual(problems, { x: 'unreadable', y: 'newer' });
  // A removed game comes back as it was.
  const text = store.remove('x');
  assert.equal(store.get('x'), null);
  store.restore('x', text);
  assert.equal(storage.getItem(`${GAME_PREFIX}x`), damaged);
});

test('past the list’s size the oldest finished games make room, never a game in progress', () => {
  let now = 0;
  const store = new GamesStore(new MemoryStorage(), { now: () => (now += 1) });
  store.write('old-playing', entry('bk2~a'));
  for (let i = 0; i < KEEP_GAMES; i += 1) store.write(`done-${i}`, entry('bk2~a', true));
  const ids = store.list().map((g) => g.id);
  assert.equal(ids.length, KEEP_GAMES);
  assert.ok(ids.includes('old-playing'), 'the game in progress stays');
  assert.ok(!ids.includes('done-0'), 'the oldest finished game made room');
  // All in progress: nothing is dropped, however many.
  const busy = new GamesStore(new MemoryStorage());
  for (let i = 0; i <= KEEP_GAMES; i += 1) busy.write(`p-${i}`, entry('bk2~a'));
  assert.equal(busy.list().length, KEEP_GAMES + 1);
});

test('a full storage: the oldest finished games make room for the game being played', () => {
  let now = 0;
  const storage = new MemoryStorage(2000);
  const store = new GamesStore(storage, { now: () => (now += 1) });
  store.write('finished', { ...entry('bk2~a', true), settings: { note: 'x'.repeat(600) } });
  store.write('playing', { ...entry('bk2~a'), settings: { note: 'y'.repeat(600) } });
  assert.ok(store.write('new', { ...entry('bk2~ab'), settings: { note: 'z'.repeat(600) } }));
  assert.deepEqual(store.list().map((g) => g.id).sort(), ['new', 'playing']);
  // With nothing finished left to drop, the write fails and nothing is lost.
  assert.equal(store.write('more', { ...entry('bk2~a'), settings: { note: 'w'.repeat(900) } }), false);
  assert.deepEqual(store.list().map((g) => g.id).sort(), ['new', 'playing']);
});

test('version 1’s save becomes a game and the preferences, and its key goes', () => {
  const storage = new MemoryStorage();
  const store = new GamesStore(storage);
  storage.setItem(OLD_SAVE_KEY, JSON.stringify({ version: 1, settings: { game: 'bakuk' }, record: 'bk2~ad', prefs: { speed: 'fast' } }));
  const loaded = loadSave(store, null);
  const plan = restorePlan(loaded, ENGINE, PAGE);
  const moved = migrateVersion1(store, loaded, plan);
  assert.ok(moved.id);
  assert.equal(moved.keptAside, null);
  assert.equal(storage.getItem(OLD_SAVE_KEY), null);
  assert.equal(store.get(moved.id).entry.record, 'bk2~ad');
  assert.deepEqual(store.readPrefs().prefs, { speed: 'fast' });
  // Read again as the new keys, it gives the same game.
  const again = loadSave(store, moved.id);
  assert.equal(again.save.record, 'bk2~ad');
  assert.equal(again.save.prefs.speed, 'fast');
});

test('a version 1 save that cannot be read whole is kept byte for byte among the games', () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    for (const text of [
      JSON.stringify({ version: 1, settings: { game: 'koumma' }, record: 'km2~ab ', prefs: {} }),
      JSON.stringify({ version: 1, settings: { game: 'koumma' }, record: 'km2~zz' }),
      JSON.stringify({ version: 0, settings: { game: 'koumma' }, record: 'km2~a' }),
      '{not json',
    ]) {
      const storage = new MemoryStorage();
      const store = new GamesStore(storage);
      storage.setItem(OLD_SAVE_KEY, text);
      const loaded = loadSave(store, null);
      const plan = restorePlan(loaded, ENGINE, PAGE);
      const moved = migrateVersion1(store, loaded, plan);
      assert.ok(moved.keptAside, text);
      assert.equal(storage.getItem(GAME_PREFIX + moved.keptAside), text, 'byte for byte');
      assert.equal(store.list().length, 1, text);
      assert.equal(storage.getItem(OLD_SAVE_KEY), null);
    }
    // A later version's save is left where it is.
    const storage = new MemoryStorage();
    const store = new GamesStore(storage);
    const later = JSON.stringify({ version: 7, settings: { game: 'ba-awa' }, record: 'ba3~a' });
    storage.setItem(OLD_SAVE_KEY, later);
    const loaded = loadSave(store, null);
    const moved = migrateVersion1(store, loaded, restorePlan(loaded, ENGINE, PAGE));
    assert.deepEqual(moved, { id: null, keptAside: null });
    assert.equal(storage.getItem(OLD_SAVE_KEY), later);
  } finally {
    console.warn = warn;
  }
});

test('the preferences are never written over a later version’s', () => {
  const storage = new MemoryStorage();
  const store = new GamesStore(storage);
  const later = JSON.stringify({ version: 9, prefs: { speed: 'warp' } });
  storage.setItem(PREFS_KEY, later);
  assert.equal(store.writePrefs({ speed: 'fast' }, null), false);
  assert.equal(storage.getItem(PREFS_KEY), later);
});

test('a saved game opens with its redo, and without it when only the redo is refused', () => {
  const { entry: saved } = parseEntry(JSON.stringify({ version: 2, record: 'bk2~ab', redo: 'cd', settings: null }));
  const opened = openEntry(saved, ENGINE);
  assert.equal(opened.redoLost, false);
  assert.equal(opened.handle.plies, 2);
  const damaged = openEntry({ ...saved, redo: 'zz' }, ENGINE);
  assert.equal(damaged.redoLost, true);
  assert.ok(openEntry({ ...saved, record: 'bk2~z' }, ENGINE).error);
});

test('one tab has a game at a time: a second one is told, and gets it once the first lets go', async () => {
  const held = new Map();
  const locks = {
    async request(name, options, callback) {
      if (held.has(name)) return callback(null);
      held.set(name, true);
      await callback({ name });
      held.delete(name);
    },
    async query() {
      return { held: [...held.keys()].map((name) => ({ name })) };
    },
  };
  const first = new TabGame(null, locks);
  const second = new TabGame(null, locks);
  assert.equal(await first.claim('g'), true);
  assert.equal(await second.claim('g'), false);
  assert.equal(await second.heldElsewhere('g'), true);
  first.release();
  await new Promise((done) => setTimeout(done, 0));
  assert.equal(await second.claim('g'), true);
  // Each tab remembers its own game through a reload.
  const session = new MemoryStorage();
  const tab = new TabGame(session, locks);
  assert.equal(tab.remembered(), null);
  tab.remember('g', '?game=bakuk');
  assert.deepEqual(new TabGame(session, locks).remembered(), { id: 'g', link: '?game=bakuk' });
  tab.remember(null);
  assert.deepEqual(new TabGame(session, locks).remembered(), { id: null, link: null });
});

test('the export file reads back: records, redo, seats and when each was played', () => {
  const played = Date.UTC(2026, 11, 5, 2, 30);
  const games = [
    { entry: { record: 'bk2~adc', redo: 'db', settings: sanitizeSettings({ seats: [{ kind: 'human' }, { kind: 'computer', level: 'expert' }] }), updated: played }, players: 2 },
    { entry: { record: 'ba2m10~aeg', redo: '', settings: null }, players: 2 },
  ];
  const text = exportGames(games, new Date(played));
  const read = readGamesFile(`${text}\nnot a record\nbk2~a seats=human,nobody\n`);
  assert.deepEqual(
    read.games.map(({ record, redo, played: when }) => ({ record, redo, when })),
    [
      { record: 'bk2~adc', redo: 'db', when: played },
      { record: 'ba2m10~aeg', redo: '', when: null },
      { record: 'bk2~a', redo: '', when: null },
    ],
  );
  assert.deepEqual(read.games[0].seats.slice(0, 2), [{ kind: 'human', level: 'intermediate' }, { kind: 'computer', level: 'expert' }]);
  assert.equal(read.games[2].seats, null, 'seats it cannot read are left to the defaults');
  assert.deepEqual(read.problems.map((p) => p.line), [6]);
});
