// Benchmark: frame times while a long Ba-awa relay (38 laps, 215 events) is animated on a
// canvas at devicePixelRatio 3: the intervals between animation frames (the target is 16.7 ms,
// 60 frames a second) and the page's own work per frame, as percentiles.
// Needs dist/ (`cargo xtask dist`). Run: node tests/bench/relay-frames.mjs

import { collectErrors, idle, launchBrowser, openApp, pit, startServer } from '../e2e/helpers.mjs';
import { figure, percentile } from './lib/figures.mjs';

// Found by a hill-climbing search over Ba-awa positions with the engine:
// South's p2 relays for 38 laps without an endless cycle.
const LONG_RELAY = 'ba2_5.3.1.1.4.5.6.3.4.3.5.4_2.2_0_000000111111_0_1~';
const LONG_RELAY_HOLE = 2;

const server = await startServer();
const browser = await launchBrowser({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 3 });
try {
  const page = await browser.context.newPage();
  const errors = collectErrors(page);
  await openApp(page, server.url);
  await page.evaluate(
    (record) =>
      localStorage.setItem(
        'mancala-web.save',
        JSON.stringify({ version: 1, settings: { game: 'ba-awa', players: 2 }, record, prefs: { speed: 'fast' } }),
      ),
    LONG_RELAY,
  );
  await openApp(page, server.url);
  await page.evaluate(() => window.__mancala.recordFrames());
  await pit(page, LONG_RELAY_HOLE).click();
  await idle(page);
  const { times, work } = await page.evaluate(() => window.__mancala.frames());
  if (errors.length) throw new Error(`errors in the page: ${errors.join('; ')}`);
  const intervals = times.slice(1).map((t, i) => t - times[i]);
  if (intervals.length < 100) throw new Error(`only ${intervals.length} frames: the relay was not animated`);
  const note = `${intervals.length} frames, a 38-lap relay on a canvas at dpr 3`;
  figure('relay animation: frame interval p50', percentile(intervals, 50), 'ms', note);
  figure('relay animation: frame interval p95', percentile(intervals, 95), 'ms', note);
  figure('relay animation: page work per frame p95', percentile(work, 95), 'ms', note);
} finally {
  await browser.close();
  await server.close();
}
