// Benchmark: the native engine, solvers and computer player, release build of the command-line
// tool (crates/cli): random playouts per game (`mancala bench`), Bakuk's full solve (`mancala
// solve bk2`), the proof of two-player Ba-awa's start value (`mancala solve ba2`) and how often
// the three-player expert wins against random players (`mancala arena`), about 15 seconds on
// one core.
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
