// Issue 11, the review after a game: the chart's values against the engine's
// solver (asked again here, in the page, with the engine's own Computer), the
// moves that cost seeds, a point that shows its position with the best move,
// and the captures chart of a game without exact values.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, screenshot, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1024, height: 1100 } });
const session = useFreshPage(env);

/** Opens `query`, lets the computer play both seats at instant speed until the game is over. */
async function playOut(page, query) {
  await openApp(page, `${env.server.url}index.html?${query}&speed=instant`);
  await page.waitForFunction(() => window.__mancala.state().status === 'over', null, { timeout: 60_000 });
  await page.locator('#end-dialog[open]').waitFor();
}

test('the chart of a Bakuk game follows the solver, marks the moves that cost seeds, and shows a position', async () => {
  const { page } = session;
  await playOut(page, 'record=bk2~&seats=beginner,expert');
  await page.locator('#btn-end-review').click();
  await page.locator('#review-chart circle').first().waitFor({ timeout: 30_000 });
  const s = await state(page);
  // The solver asked again, independently of the page's worker.
  const expected = await page.evaluate(async (st) => {
    // The worker's build of the engine (the page's own has no computer).
    const { default: init, Computer, GameHandle } = await import('./pkg/computer/mancala-web.js');
    await init();
    const computer = new Computer(7);
    computer.prepare(st.rules);
    const start = st.record.slice(0, st.record.indexOf('~') + 1);
    const out = [];
    for (let i = 0; i <= st.plies.length; i += 1) {
      const record = start + st.plies.slice(0, i).map((p) => p.text).join('');
      const pos = GameHandle.fromRecord(record).state();
      const margin = pos.captured[0] - pos.captured[1];
      if (pos.status !== 'playing') {
        out.push({ value: margin, cost: 0 });
        continue;
      }
      const hints = computer.hints(record, 0);
      const best = Math.max(...hints.map((h) => h.value));
      const played = i < st.plies.length ? hints.find((h) => h.hole === st.plies[i].hole).value : best;
      out.push({ value: margin + (pos.toMove === 0 ? best : -best), cost: best - played });
    }
    return out;
  }, s);
  const drawn = await page.$$eval('#review-chart circle', (dots) => dots.map((d) => Number(d.dataset.value)));
  assert.deepEqual(drawn, expected.map((e) => e.value), 'every point is the solver’s value');
  assert.equal(drawn[drawn.length - 1], s.captured[0] - s.captured[1], 'the last point is the final score');
  const costly = expected.flatMap((e, i) => (e.cost > 0 ? [{ move: i + 1, cost: e.cost }] : []));
  assert.ok(costly.length > 0, 'the beginner lost seeds somewhere');
  const items = await page.locator('#review-list li').allTextContents();
  assert.deepEqual(
    items.map((text) => Number(/^Move (\d+)/.exec(text)[1])),
    costly.map((c) => c.move),
  );
  for (const [k, c] of costly.entries()) assert.match(items[k], new RegExp(`cost ${c.cost === 1 ? 'one seed' : `${c.cost} seeds`}`));
  assert.equal(await page.locator('#review-chart circle.lost').count(), costly.length);
  await screenshot(page, 'study-review');
  // A costly move's entry shows the position before it, with the best move.
  await page.locator('#review-list li button').first().click();
  assert.match(await page.locator('#review-status').textContent(), new RegExp(`^After move ${costly[0].move - 1}, the best move: h\\d`));
  assert.match(await page.locator('#browse-status').textContent(), costly[0].move - 1 === 0 ? /the start/ : new RegExp(`after move ${costly[0].move - 1} of`));
  // A point does the same from the chart.
  await page.locator('#review-chart circle').nth(1).click();
  assert.match(await page.locator('#browse-status').textContent(), /after move 1 of/);
});

test('a three-player game is reviewed by each player’s captures', async () => {
  const { page } = session;
  await playOut(page, 'record=bk3~&seats=beginner,beginner,beginner');
  await page.locator('#btn-end-review').click();
  await page.locator('#review-chart polyline').first().waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('#review-chart polyline.capture-line').count(), 3);
  const s = await state(page);
  const labels = await page.locator('#review-chart text.side').allTextContents();
  assert.deepEqual(labels, s.captured.map((n, p) => `Seat ${'ABC'[p]} ${n}`));
  assert.match(await page.locator('#review-status').textContent(), /each player’s captured seeds/);
  await screenshot(page, 'study-review-three');
});
