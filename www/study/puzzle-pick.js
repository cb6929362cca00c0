// Which puzzles the puzzles view offers: the daily puzzle, the same for everyone on a date (UTC),
// and a run of puzzles chosen by game, theme and difficulty. Pure functions of www/puzzles.json's
// array (docs/puzzles.md), so the unit tests check them as they are; the game of a puzzle
// (`gameOf`) is the engine's reading of its rules header.

/** The games, themes and difficulties of the file (docs/puzzles.md), in the order the view offers them. */
export const PUZZLE_GAMES = Object.freeze(['bakuk', 'koumma', 'ba-awa']);
export const PUZZLE_THEMES = Object.freeze(['chain', 'relay', 'four-given-away', 'last-eight', 'repetition']);
export const PUZZLE_DIFFICULTIES = Object.freeze(['easy', 'medium', 'hard']);

/** A puzzle's id: its position, which no other puzzle shares. */
export function puzzleId(puzzle) {
  return puzzle.position;
}

/** The day of `date` in UTC, as `YYYY-MM-DD`: the daily puzzle's date everywhere at once. */
export function utcDay(date) {
  return date.toISOString().slice(0, 10);
}

/** 32-bit FNV-1a of a text: the same number in every browser. */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The daily puzzle of `day` (`YYYY-MM-DD`) among `puzzles`: a hash of the day picks it. */
export function dailyPuzzle(puzzles, day) {
  if (!puzzles.length) return null;
  return puzzles[fnv1a(`daily ${day}`) % puzzles.length];
}

/**
 * The puzzles of `filter` ({ game, theme, difficulty }, each `'any'` or a value), in the file's
 * order: those not yet solved (`solved(id)` false) first, so a run goes on where the last one
 * stopped. `gameOf(puzzle)` names a puzzle's game (`bakuk`, `koumma`, `ba-awa`).
 * @param {any[]} puzzles
 * @param {{ game?: string, theme?: string, difficulty?: string }} filter
 * @param {(puzzle: any) => string | null} gameOf
 * @param {(id: string) => boolean} [solved]
 */
export function puzzleRun(puzzles, { game = 'any', theme = 'any', difficulty = 'any' }, gameOf, solved = () => false) {
  const matching = puzzles.filter(
    (p) => (game === 'any' || gameOf(p) === game) && (theme === 'any' || p.themes.includes(theme)) && (difficulty === 'any' || p.difficulty === difficulty),
  );
  return [...matching.filter((p) => !solved(puzzleId(p))), ...matching.filter((p) => solved(puzzleId(p)))];
}

/** The entries of the file that have what the view reads; anything else is left out (the engine reads the rest). */
export function usablePuzzles(data) {
  if (!Array.isArray(data)) return [];
  const texts = (list) => Array.isArray(list) && list.every((x) => typeof x === 'string');
  return data.filter(
    (p) => p && typeof p.game === 'string' && typeof p.position === 'string' && texts(p.solution) && p.solution.length > 0 && texts(p.themes) && PUZZLE_DIFFICULTIES.includes(p.difficulty),
  );
}
