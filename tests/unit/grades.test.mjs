// A review's grades (www/study/grades.js): the thresholds of each game, a change of outcome
// always a blunder, grades from bounds where values are not proven, and each player's accuracy
// and seeds given away.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gradeMove, gradeOf, summarize, THRESHOLDS } from '../../www/study/grades.js';

/** Proven moves from [hole, value] pairs. */
const proven = (...pairs) => pairs.map(([hole, value]) => ({ hole, value, lower: value, upper: value, proven: true }));

test('each game grades a loss by its thresholds', () => {
  const cases = {
    bakuk: [[0, 'best'], [1, 'inaccuracy'], [2, 'inaccuracy'], [3, 'mistake'], [5, 'mistake'], [6, 'blunder'], [14, 'blunder']],
    koumma: [[2, 'inaccuracy'], [4, 'mistake'], [6, 'blunder']],
    'ba-awa': [[0, 'best'], [8, 'inaccuracy'], [15, 'inaccuracy'], [16, 'mistake'], [23, 'mistake'], [24, 'blunder'], [40, 'blunder']],
  };
  for (const [game, losses] of Object.entries(cases)) {
    assert.ok(THRESHOLDS[game], game);
    for (const [lost, grade] of losses) assert.equal(gradeOf(game, lost), grade, `${game}: ${lost} seeds`);
  }
});

test('a proven loss is the best value minus the played move’s', () => {
  // Ahead either way: losing 4 of a lead of 10 is a mistake, not a change of outcome.
  const moves = proven([0, 10], [1, 6], [2, 9]);
  assert.deepEqual(gradeMove('bakuk', moves, 1), { grade: 'mistake', lost: 4, estimate: false, change: null, best: 10, forced: false });
  assert.equal(gradeMove('bakuk', moves, 0).grade, 'best');
  assert.equal(gradeMove('bakuk', moves, 2).grade, 'inaccuracy');
  assert.equal(gradeMove('bakuk', moves, 5), null, 'a hole that is not a move is not graded');
  assert.equal(gradeMove('bakuk', proven([3, -2]), 3).forced, true);
});

test('a change of outcome is a blunder however few seeds it gives away', () => {
  const cases = [
    [proven([0, 2], [1, 0]), 1, 'winDraw'],
    [proven([0, 1], [1, -1]), 1, 'winLoss'],
    [proven([0, 0], [1, -2]), 1, 'drawLoss'],
  ];
  for (const [moves, hole, change] of cases) {
    const g = gradeMove('ba-awa', moves, hole);
    assert.equal(g.grade, 'blunder', change);
    assert.equal(g.change, change);
  }
  // Losing by more is no change of outcome: an inaccuracy.
  assert.deepEqual(gradeMove('bakuk', proven([0, -2], [1, -4]), 1).change, null);
  assert.equal(gradeMove('bakuk', proven([0, -2], [1, -4]), 1).grade, 'inaccuracy');
});

test('values not proven: the loss found, kept within the bounds, graded as an estimate', () => {
  // The best is at least +4, the played move at most -2: a change of outcome proven by the bounds alone.
  const moves = [
    { hole: 0, value: 6, lower: 4, upper: 8, proven: false },
    { hole: 1, value: -3, lower: -6, upper: -2, proven: false },
  ];
  const g = gradeMove('ba-awa', moves, 1);
  assert.equal(g.lost, 9);
  assert.equal(g.grade, 'blunder');
  assert.equal(g.change, 'winLoss');
  assert.equal(g.estimate, true);
  // Bounds that meet: the loss is proven though the values are not.
  const settled = [
    { hole: 0, value: 5, lower: 5, upper: 7, proven: false },
    { hole: 1, value: 1, lower: 1, upper: 1, proven: true },
  ];
  // At least 5 − 1 = 4, at most 7 − 1 = 6: an estimate of 4.
  assert.deepEqual(gradeMove('ba-awa', settled, 1), { grade: 'inaccuracy', lost: 4, estimate: true, change: null, best: 5, forced: false });
  const exact = [
    { hole: 0, value: 5, lower: 5, upper: 5, proven: true },
    { hole: 1, value: 2, lower: 0, upper: 1, proven: false },
  ];
  assert.equal(gradeMove('ba-awa', exact, 1).estimate, true);
  // The played move proven at least as good as any other: best, proven by the bounds.
  const bestByBounds = [
    { hole: 0, value: 3, lower: 3, upper: 3, proven: true },
    { hole: 1, value: 1, lower: -4, upper: 3, proven: false },
  ];
  assert.deepEqual(gradeMove('ba-awa', bestByBounds, 0), { grade: 'best', lost: 0, estimate: false, change: null, best: 3, forced: false });
  // An estimated loss of one seed is the search's noise: graded by what the bounds prove (none).
  const noise = [
    { hole: 0, value: 3, lower: 0, upper: 6, proven: false },
    { hole: 1, value: 2, lower: 0, upper: 6, proven: false },
  ];
  assert.equal(gradeMove('ba-awa', noise, 1).grade, 'best');
  assert.equal(gradeMove('ba-awa', noise, 1).estimate, true);
});

test('accuracy is the share of moves of maximal value; seeds given away are summed; an only move counts neither way', () => {
  const graded = [
    { player: 0, grade: 'best', lost: 0, estimate: false, forced: false },
    { player: 1, grade: 'inaccuracy', lost: 2, estimate: false, forced: false },
    { player: 0, grade: 'blunder', lost: 6, estimate: false, forced: false },
    null,
    { player: 1, grade: 'best', lost: 0, estimate: false, forced: true },
    { player: 0, grade: 'mistake', lost: 4, estimate: true, forced: false },
    { player: 0, grade: 'best', lost: 0, estimate: false, forced: false },
  ];
  const [south, north] = summarize(graded);
  assert.deepEqual(south, { moves: 4, best: 2, accuracy: 0.5, given: 10, estimate: true });
  assert.deepEqual(north, { moves: 1, best: 0, accuracy: 0, given: 2, estimate: false });
  assert.equal(summarize([], 2)[0].accuracy, null, 'no move, no accuracy');
});
