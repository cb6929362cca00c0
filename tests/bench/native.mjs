// Benchmark: the native engine, solvers and computer player, release build of the command-line
// tool (crates/cli): random playouts per game (`mancala bench`), Bakuk's full solve (`mancala
// solve bk2`), Bakuk's and Koumma's stopped when decided (`bk2d`, `km2d`), the proof of
// two-player Ba-awa's start value (`mancala solve ba2`) and how often the three-player expert
// wins against random players (`mancala arena`), about 20 seconds on one core; and the time to prove every move of Ba-awa positions of expert games by seed count
// (`mancala bench proofs`: 10 positions a count, each cut off at 20 s; a few minutes).
// Run: node tests/bench/native.mjs

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../e2e/helpers.mjs';
import { figure } from './lib/figures.mjs';

execFileSync('cargo', ['build', '--quiet', '--release', '-p', 'mancala-cli'], { cwd: ROOT, stdio: 'inherit' });
const cli = join(ROOT, 'target/release/mancala');
const run = (...args) => execFileSync(cli, args, { cwd: ROOT, encoding: 'utf8' });

/** The captures of `pattern` in `text`, or an error that quotes what the tool printed. */
function match(text, pattern) {
  const found = pattern.exec(text);
  if (!found) throw new Error(`no ${pattern} in the output:\n${text}`);
  return found;
}

// "bk2     12.34 M moves/s     56789 games/s  (…)", one line a game.
const playouts = run('bench', '2');
for (const [, game, millions] of playouts.matchAll(/^(\w+)\s+([\d.]+) M moves\/s/gm)) {
  figure(`random playouts, ${game}`, Number(millions) * 1e6, 'moves/s', 'one core, 2 s');
}

const bakuk = run('solve', 'bk2');
const [, boards, bakukSeconds] = match(bakuk, /^solved (\d+) boards .* in ([\d.]+) s/m);
const [, bakukValue] = match(bakuk, /^start value for the first player: ([+-]\d+)/m);
figure('Bakuk solve (bk2): time', Number(bakukSeconds) * 1000, 'ms', `${Number(boards).toLocaleString('en')} boards, start value ${bakukValue}`);

// Under `d` (stop when decided) the solver's states are a board and a capture difference, one
// byte each.
for (const [rules, name] of [['bk2d', 'Bakuk'], ['km2d', 'Koumma']]) {
  const out = run('solve', rules);
  const [, states, decidedBoards, seconds] = match(out, /^solved (\d+) states .* over (\d+) boards in ([\d.]+) s/m);
  const [, value] = match(out, /^start value for the first player, the game stopped when decided: ([+-]\d+)/m);
  const what = `${Number(states).toLocaleString('en')} states (bytes) over ${Number(decidedBoards).toLocaleString('en')} boards, start value ${value}`;
  figure(`${name} solve stopped when decided (${rules}): time`, Number(seconds) * 1000, 'ms', what);
}

const baAwa = run('solve', 'ba2');
const [, nodes, baAwaSeconds] = match(baAwa, /^searched (\d+) nodes in ([\d.]+) s/m);
const [, baAwaValue] = match(baAwa, /^start value for the first player: ([+-]\d+), proven/m);
const note = `start value ${baAwaValue}, proven`;
figure('Ba-awa start proof, native: time', Number(baAwaSeconds) * 1000, 'ms', note);
figure('Ba-awa start proof, native: nodes', Number(nodes), 'nodes', note);
figure('Ba-awa start proof, native: speed', Number(nodes) / (Number(baAwaSeconds) * 1000), 'nodes/ms', note);

// The three-player expert against two random players, each seat in turn, on a node budget (so the
// same games on any machine, however loaded), next to a random player in its place.
const GAMES = 300;
const arena = (game, a) => {
  const args = ['arena', '--game', game, '--a', a, '--b', 'random', '--games', String(GAMES), '--nodes', '5000', '--random-plies', '0', '--seed', '1'];
  const out = execFileSync(cli, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [, wins, draws, losses] = match(out, /^a: (\d+) wins, (\d+) draws, (\d+) losses$/m).map(Number);
  if (wins + draws + losses !== GAMES) throw new Error(`${GAMES} games expected:\n${out}`);
  return (100 * wins) / GAMES;
};
for (const game of ['bk3', 'ba3']) {
  const random = arena(game, 'random');
  figure(`three-player expert against random players, ${game}: wins`, arena(game, 'expert'), '%', `${GAMES} games, 5,000 nodes a move, each seat in turn; a random player wins ${random.toFixed(1)} %`);
}

// "seeds 28: median 87.7 ms, p95 1233.1 ms, max 1233.1 ms; 3 of 3 proven, 1063222 nodes at most"
const proofs = run('bench', 'proofs');
const counts = [...proofs.matchAll(
  /^seeds (\d+): median ([\d.]+) ms, p95 ([\d.]+) ms, max ([\d.]+) ms; (\d+) of (\d+) proven/gm,
)];
if (counts.length !== 10) throw new Error(`seed counts 12 to 48 expected in the output:\n${proofs}`);
for (const [, seeds, median, p95, max, proven, positions] of counts) {
  const note = `${positions} positions of expert games, ${proven} proven within 20 s (the rest count as 20 s), max ${Number(max).toLocaleString('en')} ms`;
  figure(`Ba-awa every move proven, native, ${seeds} seeds: median`, Number(median), 'ms', note);
  figure(`Ba-awa every move proven, native, ${seeds} seeds: p95`, Number(p95), 'ms', note);
}
