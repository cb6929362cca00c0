// The puzzles view's pure parts: the daily pick, the runs by game, theme and difficulty, and the
// progress kept in storage (www/study/puzzle-pick.js, www/study/puzzle-progress.js); and the
// shipped file, www/puzzles.json, read as the view reads it.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { dailyPuzzle, puzzleRun, usablePuzzles, utcDay } from '../../www/study/puzzle-pick.js';
import { PROGRESS_KEY, PuzzleProgress, UNREAD_PREFIX } from '../../www/study/puzzle-progress.js';

const shipped = JSON.parse(await readFile(new URL('../../www/puzzles.json', import.meta.url), 'utf8'));

/** A Storage stand-in over a Map; `full` makes every write throw, as a full storage does. */
function memoryStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    full: false,
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem(key, value) {
      if (this.full) throw new Error('QuotaExceededError');
      map.set(key, String(value));
    },
    removeItem: (key) => map.delete(key),
  };
}

/** The game of a puzzle by its header's first letters (the page asks the engine's describeRules). */
const gameOf = (p) => ({ bk: 'bakuk', km: 'koumma', ba: 'ba-awa' })[p.game.slice(0, 2)];
const puzzle = (game, themes, difficulty, n) => ({ game, position: `${game}_${n}`, solution: ['a'], themes, difficulty, found: 0.5 });

test('every shipped puzzle is one the view can use, with the games the file promises', () => {
  const usable = usablePuzzles(shipped);
  assert.equal(usable.length, shipped.length);
  const count = (game) => usable.filter((p) => gameOf(p) === game).length;
  assert.ok(count('ba-awa') >= 200, `${count('ba-awa')} Ba-awa puzzles`);
  assert.ok(count('bakuk') + count('koumma') >= 100);
  assert.equal(new Set(usable.map((p) => p.position)).size, usable.length, 'no two share a position');
});

test('the daily puzzle: the same all day long in UTC, and another on most other days', () => {
  const late = new Date('2026-03-14T23:59:59Z');
  const early = new Date('2026-03-14T00:00:00Z');
  assert.equal(utcDay(late), '2026-03-14');
  assert.equal(utcDay(early), '2026-03-14');
  // The same for everyone on the date: a function of the day and the list only.
  assert.equal(dailyPuzzle(structuredClone(shipped), utcDay(late)).position, dailyPuzzle(shipped, utcDay(early)).position);
  const days = Array.from({ length: 60 }, (_, i) => utcDay(new Date(Date.UTC(2026, 0, 1 + i))));
  const picked = days.map((day) => dailyPuzzle(shipped, day).position);
  assert.ok(new Set(picked).size >= 50, `60 days give ${new Set(picked).size} puzzles`);
  assert.ok(new Set(days.map((day) => gameOf(dailyPuzzle(shipped, day)))).size === 3, 'every game comes up');
  assert.equal(dailyPuzzle([], '2026-03-14'), null);
});

test('a run: the puzzles of its game, theme and difficulty, those not yet solved first', () => {
  const list = [puzzle('bk2', ['chain'], 'easy', 1), puzzle('ba2', ['relay', 'chain'], 'hard', 2), puzzle('km2', [], 'easy', 3), puzzle('ba2', ['chain'], 'easy', 4)];
  const positions = (run) => run.map((p) => p.position);
  assert.deepEqual(positions(puzzleRun(list, {}, gameOf)), ['bk2_1', 'ba2_2', 'km2_3', 'ba2_4']);
  assert.deepEqual(positions(puzzleRun(list, { game: 'ba-awa' }, gameOf)), ['ba2_2', 'ba2_4']);
  assert.deepEqual(positions(puzzleRun(list, { theme: 'chain' }, gameOf)), ['bk2_1', 'ba2_2', 'ba2_4']);
  assert.deepEqual(positions(puzzleRun(list, { theme: 'chain', difficulty: 'easy' }, gameOf)), ['bk2_1', 'ba2_4']);
  assert.deepEqual(positions(puzzleRun(list, { game: 'koumma', theme: 'relay' }, gameOf)), []);
  assert.deepEqual(positions(puzzleRun(list, { theme: 'chain' }, gameOf, (id) => id === 'bk2_1')), ['ba2_2', 'ba2_4', 'bk2_1']);
  // What the view cannot use is left out.
  assert.deepEqual(usablePuzzles([list[0], { ...list[1], solution: [] }, { ...list[2], themes: 'chain' }, { ...list[3], difficulty: 'tricky' }, null]), [list[0]]);
});

test('progress: solved, missed, the streak and the daily puzzle, kept and read back', () => {
  const storage = memoryStorage();
  const progress = new PuzzleProgress(storage);
  assert.ok(progress.record('a', true, '2026-03-14'));
  assert.ok(progress.record('b', true));
  assert.ok(progress.record('c', false));
  assert.ok(progress.record('d', true));
  const again = new PuzzleProgress(storage);
  assert.deepEqual(again.counts(), { solved: 3, failed: 1, streak: 1, best: 2 });
  assert.ok(again.dailyDone('2026-03-14'));
  assert.ok(!again.dailyDone('2026-03-15'));
  assert.equal(again.result('c'), 'failed');
});

test('progress another tab wrote meanwhile is merged, not written over', () => {
  const storage = memoryStorage();
  const one = new PuzzleProgress(storage);
  const two = new PuzzleProgress(storage);
  one.record('a', true, '2026-03-14');
  two.record('b', false);
  const read = new PuzzleProgress(storage);
  assert.deepEqual(read.counts(), { solved: 1, failed: 1, streak: 0, best: 1 });
  assert.ok(read.dailyDone('2026-03-14'));
});

test('progress that cannot be read is kept aside before anything is written; a later version’s is left alone', () => {
  const storage = memoryStorage({ [PROGRESS_KEY]: '{not json' });
  const progress = new PuzzleProgress(storage, { now: () => 1000 });
  assert.equal(progress.state, 'unreadable');
  assert.equal(storage.getItem(PROGRESS_KEY), '{not json', 'reading changes nothing');
  assert.ok(progress.record('a', true));
  assert.equal(storage.getItem(`${UNREAD_PREFIX}${(1000).toString(36)}`), '{not json');
  assert.deepEqual(new PuzzleProgress(storage).counts(), { solved: 1, failed: 0, streak: 1, best: 1 });

  // No room to keep it aside: it stays where it is, and progress goes on in memory.
  const full = memoryStorage({ [PROGRESS_KEY]: '[1,2' });
  full.full = true;
  const stuck = new PuzzleProgress(full);
  assert.equal(stuck.record('a', true), false);
  assert.equal(full.getItem(PROGRESS_KEY), '[1,2');
  assert.deepEqual(stuck.counts().solved, 1);

  const newer = JSON.stringify({ version: 2, anything: true });
  const later = memoryStorage({ [PROGRESS_KEY]: newer });
  const kept = new PuzzleProgress(later);
  assert.equal(kept.keeps, false);
  assert.equal(kept.record('a', true), false);
  assert.equal(later.getItem(PROGRESS_KEY), newer);
  assert.equal(later.map.size, 1);
});

test('the parts of saved progress that do not read are left out, the rest kept', () => {
  const text = JSON.stringify({ version: 1, results: { a: 'solved', b: 'maybe', c: 'failed' }, streak: -3, best: 'x', daily: ['2026-03-14', 'soon', 7] });
  const progress = new PuzzleProgress(memoryStorage({ [PROGRESS_KEY]: text }));
  assert.equal(progress.state, 'ok');
  assert.deepEqual(progress.counts(), { solved: 1, failed: 1, streak: 0, best: 0 });
  assert.deepEqual(progress.progress.daily, ['2026-03-14']);
});
