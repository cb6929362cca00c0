// Benchmark: long records. Not a test: a measurement, printed as one line
// per figure (tests/bench/lib/figures.mjs, collected by `cargo xtask bench`).
//   - time to ready: from navigation to `data-ready` on the page, opening a saved three-player
//     Ba-awa match (ba3m12) of 0, 8,000, 12,000 and 40,000 plies; and to the first frame drawn
//     after it (the move list laid out);
//   - the page's time for one ply at 80 and 8,000 plies: from a click on a pit (or the next
//     round's button) at instant speed until the page has settled (the engine, the move list,
//     the chips, the save); and until the next frame has been drawn (its style and layout too:
//     the record's text, the rows of the list).
// Each figure is the median of a few runs (LONG_RECORDS_RUNS, 3 by default, for the times to
// ready). Run from the checkout after `cargo xtask dist` (MANCALA_DIST: another build):
//   node tests/bench/long-records.mjs

import { readFileSync } from 'node:fs';
import { launchBrowser, startServer } from '../e2e/helpers.mjs';
import { figure, percentile } from './lib/figures.mjs';

const MATCH = readFileSync(new URL('../e2e/fixtures/ba3m12-40000-plies.txt', import.meta.url), 'utf8').trim();
const SETTINGS = { game: 'ba-awa', players: 3, mode: 'match', target: 12 };
const READY_PLIES = [0, 8000, 12000, 40000];
const READY_RUNS = Number(process.env.LONG_RECORDS_RUNS ?? 3);
const PLY_PLIES = [80, 8000];
const PLIES_TIMED = 40;

const median = (values) => percentile(values, 50);

/** The match cut at `plies` plies. */
const record = (plies) => MATCH.slice(0, MATCH.indexOf('~') + 1 + plies);

const server = await startServer();
const browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
try {
  const page = await browser.context.newPage();
  // The moment `data-ready` is set, and the end of the first frame after it, on the page's clock
  // (milliseconds since navigation began).
  await page.addInitScript(() => {
    // (The script runs before the document has an element: the document is watched.)
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.ready !== 'true') return;
      observer.disconnect();
      window.__bench = { ready: performance.now() };
      requestAnimationFrame(() => setTimeout(() => (window.__bench.frame = performance.now())));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });

  async function open(plies, speed) {
    await page.goto(server.url, { timeout: 600_000 });
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 600_000 });
    await page.evaluate(
      ({ rec, settings, speed: s }) =>
        localStorage.setItem('mancala-web.save', JSON.stringify({ version: 1, settings, record: rec, prefs: { speed: s } })),
      { rec: record(plies), settings: SETTINGS, speed },
    );
    await page.goto(server.url, { timeout: 600_000 });
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 600_000 });
    await page.waitForFunction(() => window.__bench?.frame !== undefined, null, { timeout: 600_000 });
    const shown = await page.evaluate(() => window.__mancala.state().plies.length);
    if (shown !== plies) throw new Error(`opened ${shown} plies, not ${plies}`);
    return page.evaluate(() => window.__bench);
  }

  for (const plies of READY_PLIES) {
    const runs = [];
    for (let k = 0; k < READY_RUNS; k += 1) runs.push(await open(plies, 'normal'));
    const note = `${plies.toLocaleString('en')} plies of a ba3m12 match from a save, 1280x800; median of ${READY_RUNS}`;
    figure(`long record, ${plies.toLocaleString('en')} plies: to ready`, median(runs.map((r) => r.ready)), 'ms', `navigation to data-ready, ${note}`);
    figure(`long record, ${plies.toLocaleString('en')} plies: to the first frame`, median(runs.map((r) => r.frame)), 'ms', `navigation to the first frame after data-ready, ${note}`);
  }

  for (const plies of PLY_PLIES) {
    await open(plies, 'instant');
    const { settled, framed } = await page.evaluate(async (n) => {
      const result = { settled: [], framed: [] };
      for (let k = 0; k < n; k += 1) {
        const s = window.__mancala.state();
        if (s.status === 'over') break;
        const button =
          s.status === 'round-over' ? document.getElementById('btn-next-round') : document.querySelector(`#pit-layer .pit[data-pit="${s.legal[0]}"]`);
        const t0 = performance.now();
        button.click();
        await window.__mancala.idle();
        await Promise.resolve();
        result.settled.push(performance.now() - t0);
        // The frame drawn after the ply, as a person would see it.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        result.framed.push(performance.now() - t0);
      }
      return result;
    }, PLIES_TIMED);
    const after = `at instant speed after ${plies.toLocaleString('en')} plies (ba3m12): median of ${settled.length} plies`;
    figure(`ply cost at ${plies.toLocaleString('en')} plies: to settled`, median(settled), 'ms', `click to settled ${after}, p95 ${percentile(settled, 95).toFixed(1)} ms`);
    figure(`ply cost at ${plies.toLocaleString('en')} plies: to the next frame`, median(framed), 'ms', `click to the next frame drawn ${after}, p95 ${percentile(framed, 95).toFixed(1)} ms`);
  }
} finally {
  await browser.close();
  await server.close();
}
