// A review's grades: each move of a two-player single game graded by the seeds of final margin
// it gave away against the best move (best, inaccuracy, mistake, blunder), and each player's
// accuracy and seeds given away. Pure: the values come from the computer (its moveValues
// answers), the words from the review (www/study/review-grades.js).

/** The marks of the move list and the chart (chess's annotation symbols), readable without colour. */
export const SYMBOLS = { best: '', inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * The least seeds lost for each grade, by game, in steps of the game's margin: in Bakuk and
 * Koumma a final margin moves by two seeds (one seed changing sides), in Ba-awa mostly by eight
 * (seeds are captured by fours: a four changing sides; only the seeds left at the end move it
 * by less). One step is an inaccuracy, two a mistake, three or more a blunder. A change of
 * outcome is a blunder whatever its size.
 */
export const THRESHOLDS = {
  bakuk: { inaccuracy: 1, mistake: 3, blunder: 6 },
  koumma: { inaccuracy: 1, mistake: 3, blunder: 6 },
  'ba-awa': { inaccuracy: 1, mistake: 16, blunder: 24 },
};

/** An estimated loss smaller than this is within the search's noise: not graded as a loss. */
const ESTIMATE_NOISE = 2;

/** 1 a win, 0 a draw, -1 a loss, for a final margin. */
const outcome = (margin) => Math.sign(margin);

/** The grade of a loss of `lost` seeds in `game` (`changed`: the outcome changed). */
export function gradeOf(game, lost, changed = false) {
  const limits = THRESHOLDS[game] ?? THRESHOLDS.bakuk;
  if (lost <= 0) return 'best';
  if (changed || lost >= limits.blunder) return 'blunder';
  return lost >= limits.mistake ? 'mistake' : lost >= limits.inaccuracy ? 'inaccuracy' : 'best';
}

/**
 * The grade of playing `hole` among `moves` (a moveValues answer's moves: { hole, value, lower,
 * upper, proven }, `value` the game's final margin for the player to move with best play after
 * the move). Returns null when `hole` is not among them, otherwise { grade, lost, estimate,
 * change, best, forced }: `lost` the seeds of final margin given away; `change` 'winDraw',
 * 'winLoss' or 'drawLoss' when the move turned the outcome, else null; `best` the best value;
 * `forced` when it was the only move. Where values are not proven the loss is the difference of
 * the values found, kept within what the bounds allow, and `estimate` is true unless the bounds
 * alone settle it.
 */
export function gradeMove(game, moves, hole) {
  const played = moves.find((m) => m.hole === hole);
  if (!played) return null;
  const best = Math.max(...moves.map((m) => m.value));
  let lost = best - played.value;
  let estimate = !moves.every((m) => m.proven);
  if (estimate) {
    // What the bounds prove: the best move is worth at least the best lower bound, at most the best upper bound.
    const least = Math.max(0, Math.max(...moves.map((m) => m.lower)) - played.upper);
    const most = Math.max(0, Math.max(...moves.map((m) => m.upper)) - played.lower);
    lost = Math.min(most, Math.max(least, lost));
    if (least === most) estimate = false;
    else if (lost < ESTIMATE_NOISE) lost = least;
  }
  const [before, after] = [outcome(best), outcome(played.value)];
  const change = lost > 0 && before > after ? (before > 0 ? (after === 0 ? 'winDraw' : 'winLoss') : 'drawLoss') : null;
  return { grade: gradeOf(game, lost, change !== null), lost, estimate, change, best, forced: moves.length === 1 };
}

/**
 * Each player's figures from the graded moves (`graded`: { player, grade, lost, estimate, forced }
 * each, or null for a move not graded): { moves, best, accuracy, given, estimate } a player,
 * `accuracy` the share of their moves of maximal value (null without a move to count). A move
 * that was the only one counts neither way; `estimate` when an estimated grade is among them.
 */
export function summarize(graded, players = 2) {
  const out = Array.from({ length: players }, () => ({ moves: 0, best: 0, accuracy: null, given: 0, estimate: false }));
  for (const g of graded) {
    if (!g || g.forced) continue;
    const p = out[g.player];
    p.moves += 1;
    if (g.grade === 'best') p.best += 1;
    p.given += g.lost;
    p.estimate ||= g.estimate;
  }
  for (const p of out) p.accuracy = p.moves ? p.best / p.moves : null;
  return out;
}

/**
 * Every ply of a game graded: `plies` the game's ({ player, hole }), `moveLists[i]` the moves'
 * values in the position before ply i (undefined while not known). Returns for each ply
 * { ply (from 1), player, hole, ...gradeMove's } or null (not known yet, or a new round).
 */
export function gradeGame(game, plies, moveLists) {
  return plies.map((ply, i) => {
    const moves = moveLists[i];
    if (!moves?.length || ply.hole === null || ply.hole === undefined) return null;
    const graded = gradeMove(game, moves, ply.hole);
    return graded && { ply: i + 1, player: ply.player, hole: ply.hole, ...graded };
  });
}

/**
 * The position's value from its moves' values, for the review chart: the best value for the
 * player to move, whether it is proven (a proven move at least as good as every other's upper
 * bound), and the holes of that value.
 */
export function positionValue(moves) {
  const best = Math.max(...moves.map((m) => m.value));
  const proven = moves.some((m) => m.proven && moves.every((o) => o.upper <= m.value));
  return { best, proven, holes: moves.filter((m) => m.value === best).map((m) => m.hole) };
}
