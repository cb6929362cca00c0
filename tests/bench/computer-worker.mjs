// Benchmark: the computer in the page's Web Worker (the release build in dist/): the time to
// start the worker and its engine, to solve two-player Bakuk and Koumma (played on, and stopped
// when decided), and to decide a move at each level on a 900 ms budget; and, while the review
// values a 160-ply Ba-awa match in the worker, the page's longest task and the wait for its next
// frame (the page must not freeze).
// Needs dist/ (`cargo xtask dist`). Run: node tests/bench/computer-worker.mjs

import { collectErrors, launchBrowser, openApp, startServer } from '../e2e/helpers.mjs';
import { figure } from './lib/figures.mjs';

const LONG_MATCH =
  'ba2m10~ejakcjfhagakblfg.icldifkcjfl.dacgeidlfjfkel.kfigjdj.alelfgalbhdgakejf.kfjbidiej.blaldlegdleiagclb.lbkgiaigkcidkclb.dhclgkdjehb.iblejejhiekflakf.cidhakfleifial.ifkakbjc';

const server = await startServer();
const browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
try {
  const page = await browser.context.newPage();
  const errors = collectErrors(page);
  await openApp(page, server.url);
  const timings = await page.evaluate(async () => {
    const { ComputerPlayer } = await import('./www/game/computer.js');
    const computer = new ComputerPlayer();
    const out = { solve: {}, decide: {} };
    let t0 = performance.now();
    await computer.decide('ba2~', 'beginner', 10);
    out.load = performance.now() - t0;
    for (const rules of ['bk2', 'km2', 'bk2d', 'km2d']) {
      t0 = performance.now();
      if (!(await computer.prepare(rules))) throw new Error(`${rules} is not solvable`);
      out.solve[rules] = performance.now() - t0;
    }
    for (const record of ['bk2~c', 'km2~a', 'ba2~a', 'bk3~', 'ba2m10~']) {
      for (const level of ['beginner', 'intermediate', 'expert']) {
        t0 = performance.now();
        await computer.decide(record, level, 900);
        out.decide[`${record} ${level}`] = performance.now() - t0;
      }
    }
    return out;
  });
  figure('computer: worker and engine started', timings.load, 'ms', 'the first answer of a new worker');
  for (const [rules, ms] of Object.entries(timings.solve)) {
    const what = rules.endsWith('d') ? 'retrograde solve over boards and capture differences (stop when decided), wasm' : 'retrograde solve, wasm';
    figure(`computer: ${rules} solved in the worker`, ms, 'ms', what);
  }
  for (const [what, ms] of Object.entries(timings.decide)) figure(`computer: decide ${what}`, ms, 'ms', 'a 900 ms budget');

  await openApp(page, `${server.url}index.html?record=${LONG_MATCH}&seats=human,human`);
  const dialog = page.locator('#end-dialog[open]');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  await page.locator('#btn-review').click();
  await page.waitForFunction(() => document.querySelectorAll('#review-chart circle').length >= 40, null, { timeout: 120_000 });
  const frame = await page.evaluate(async () => {
    const t0 = performance.now();
    await new Promise(requestAnimationFrame);
    return performance.now() - t0;
  });
  const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  figure('review of a 160-ply match: longest task on the page', longest, 'ms', 'while the worker values the positions');
  figure('review of a 160-ply match: wait for the next frame', frame, 'ms', 'while the worker values the positions');
  if (errors.length) throw new Error(`errors in the page: ${errors.join('; ')}`);
} finally {
  await browser.close();
  await server.close();
}
