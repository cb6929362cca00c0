// Benchmark: the page's cost of one ply at 80 and at 8,000 plies of history. A random
// three-player Ba-awa match (ba3m12), cut at the length wanted, is restored from a save; then
// plies are played at instant speed by clicking pit buttons (and the next-round button). Each
// ply is timed from the click until the page has settled (the engine, the move list, the chips,
// the save). A cost that does not grow with the game is the aim.
// Needs dist/ (`cargo xtask dist`). Run: node tests/bench/ply-cost.mjs

import { readFileSync } from 'node:fs';
import { collectErrors, launchBrowser, openApp, startServer, state } from '../e2e/helpers.mjs';
import { figure, percentile } from './lib/figures.mjs';

const LONG_MATCH = readFileSync(new URL('../e2e/fixtures/ba3m12-8100-plies.txt', import.meta.url), 'utf8').trim();
const PLIES_TIMED = 40;

async function plyTimes(page, url, plies) {
  const record = LONG_MATCH.slice(0, LONG_MATCH.indexOf('~') + 1 + plies);
  await page.evaluate(
    (rec) =>
      localStorage.setItem(
        'mancala-web.save',
        JSON.stringify({ version: 1, settings: { game: 'ba-awa', players: 3, mode: 'match', target: 12 }, record: rec, prefs: { speed: 'instant' } }),
      ),
    record,
  );
  await openApp(page, url);
  const restored = (await state(page)).plies.length;
  if (restored !== plies) throw new Error(`restored ${restored} plies, not ${plies}`);
  return page.evaluate(async (n) => {
    const times = [];
    for (let k = 0; k < n; k += 1) {
      const s = window.__mancala.state();
      if (s.status === 'over') break;
      const button = s.status === 'round-over' ? document.getElementById('btn-next-round') : document.querySelector(`#pit-layer .pit[data-pit="${s.legal[0]}"]`);
      const t0 = performance.now();
      button.click();
      await window.__mancala.idle();
      await Promise.resolve();
      times.push(performance.now() - t0);
      // Let the frame be drawn between plies, as a person would.
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return times;
  }, PLIES_TIMED);
}

const server = await startServer();
const browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
try {
  const page = await browser.context.newPage();
  const errors = collectErrors(page);
  await openApp(page, server.url);
  for (const plies of [80, 8000]) {
    const times = await plyTimes(page, server.url, plies);
    if (times.length < 20) throw new Error(`only ${times.length} plies timed at ${plies}`);
    const note = `click to settled, ${times.length} plies of a ba3 match, instant speed`;
    figure(`ply cost at ${plies.toLocaleString('en')} plies: median`, percentile(times, 50), 'ms', note);
    figure(`ply cost at ${plies.toLocaleString('en')} plies: p95`, percentile(times, 95), 'ms', note);
  }
  if (errors.length) throw new Error(`errors in the page: ${errors.join('; ')}`);
} finally {
  await browser.close();
  await server.close();
}
