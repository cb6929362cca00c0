// Benchmark: the time to prove every move's value of two-player Ba-awa positions in the page's
// Web Worker (the release build in dist/), by the seeds on the board, 12 to 48: the positions of
// `mancala bench proofs` (expert games; native.mjs gives the native figures for the same), each
// asked of a new worker as the page asks: `moveValues` with the first request's time of
// www/study/values.js, then twice the time each request (at most its last request's time), until
// every move is proven or 20 s have passed (then it counts as 20 s, not proven). The worker has the opening book, as on the page. A few minutes.
// Needs dist/ (`cargo xtask dist`). Run: node tests/bench/values-worker.mjs [POSITIONS]

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, launchBrowser, openApp, startServer } from '../e2e/helpers.mjs';
import { figure, percentile } from './lib/figures.mjs';

const POSITIONS = Number(process.argv[2] ?? 10);
const CAP_MILLIS = 20_000;

execFileSync('cargo', ['build', '--quiet', '--release', '-p', 'mancala-cli'], { cwd: ROOT, stdio: 'inherit' });
const listed = execFileSync(join(ROOT, 'target/release/mancala'), ['bench', 'proofs', '--records', '--positions', String(POSITIONS)], {
  cwd: ROOT,
  encoding: 'utf8',
});
// "seeds 28: ba2~cjbicla", a line a position.
const samples = [...listed.matchAll(/^seeds (\d+): (\S+)$/gm)].map(([, seeds, record]) => ({ seeds: Number(seeds), record }));
if (samples.length !== POSITIONS * 10) throw new Error(`${POSITIONS * 10} positions expected:\n${listed}`);

const server = await startServer();
const browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
try {
  const page = await browser.context.newPage();
  await openApp(page, server.url);
  const timings = [];
  for (const { seeds, record } of samples) {
    const timing = await page.evaluate(
      async ({ record, cap }) => {
        const { ComputerPlayer } = await import('./www/game/computer.js');
        const { FIRST_MILLIS, LAST_MILLIS } = await import('./www/study/values.js');
        const computer = new ComputerPlayer();
        // A new worker, started and its book loaded before the clock starts.
        await computer.decide('ba2~', 'beginner', 10);
        const started = performance.now();
        let millis = FIRST_MILLIS;
        let answer;
        let requests = 0;
        do {
          const left = cap - (performance.now() - started);
          answer = await computer.moveValues(record, Math.max(0, Math.min(millis, left)));
          requests += 1;
          millis = Math.min(millis * 2, LAST_MILLIS);
        } while (!answer.complete && performance.now() - started < cap);
        const elapsed = performance.now() - started;
        computer.cancel(true);
        // A proof that ends past the cap counts as cut off, as in `mancala bench proofs`.
        return { elapsed, proven: answer.complete && elapsed <= cap, requests, moves: answer.moves.length };
      },
      { record, cap: CAP_MILLIS },
    );
    if (timing.moves === 0) throw new Error(`${record}: no moves valued`);
    timings.push({ seeds, ...timing });
    process.stderr.write(`\r${timings.length} of ${samples.length} positions`);
  }
  process.stderr.write('\n');
  for (const seeds of [...new Set(samples.map((s) => s.seeds))]) {
    const at = timings.filter((t) => t.seeds === seeds);
    const times = at.map((t) => (t.proven ? t.elapsed : CAP_MILLIS));
    const proven = at.filter((t) => t.proven).length;
    const note = `${at.length} positions of expert games (mancala bench proofs), ${proven} proven within 20 s (the rest count as 20 s), max ${Math.round(Math.max(...times)).toLocaleString('en')} ms, with the book`;
    console.log(`seeds ${seeds}: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; ${proven} of ${at.length} proven`);
    figure(`Ba-awa every move proven, worker, ${seeds} seeds: median`, percentile(times, 50), 'ms', note);
    figure(`Ba-awa every move proven, worker, ${seeds} seeds: p95`, percentile(times, 95), 'ms', note);
  }
} finally {
  await browser.close();
  await server.close();
}
