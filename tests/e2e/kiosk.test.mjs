// Kiosk mode (?kiosk=1): big touch targets, no links out, and after the idle
// time (kiosk-idle=SECONDS here) an attract loop plays computer against
// computer on the board until someone touches the screen; if the computer
// cannot answer, it replays the stored sample games instead.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, launchBrowser, screenshot, state, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 900 }, hasTouch: true });

test('idle, the attract loop plays computer against computer; a touch stops it and gives a fresh start', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=1&speed=fast`);
  await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
  // A board ready to play, with large game buttons, no dropdown lists and no analysis controls.
  assert.ok(await page.locator('#start-screen').isHidden());
  assert.ok(await page.locator('#quick-game').isVisible());
  assert.equal(await page.locator('select:visible').count(), 0);
  for (const id of ['#btn-step-seed', '#btn-step-lap', '#btn-replay', '#btn-new']) assert.ok(await page.locator(id).isHidden(), `${id} is hidden`);
  await screenshot(page, 'kiosk-start');

  // Big touch targets, and nothing that leads away.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, select, .choice-text, .seg span')]
      .filter((el) => el.offsetParent && !el.classList.contains('pit'))
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.height < 48).length,
  );
  assert.equal(small, 0, 'every control is at least 48 px tall');
  assert.equal(await page.locator('a[href]:visible').count(), 0);

  // Idle: the loop starts, and the computer plays both seats of a Bakuk game on the board.
  await page.locator('#attract').waitFor({ timeout: 5_000 });
  assert.equal(await page.locator('#attract').textContent(), 'Touch the screen to play');
  assert.ok(await page.locator('#game-screen').isVisible());
  assert.match(await page.locator('.player[data-player="0"]').textContent(), /South.*computer, intermediate/);
  assert.match(await page.locator('.player[data-player="1"]').textContent(), /North.*computer, expert/);
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 3, null, { timeout: 15_000 });
  const shown = await state(page);
  assert.match(shown.record, /^bk2~[a-f]{3}/, 'moves of both seats');
  assert.deepEqual(shown.plies.slice(0, 3).map((p) => p.player), [0, 1, 0]);
  assert.equal(await page.evaluate(() => window.__mancala.computerThread()), 'worker');
  assert.ok(await page.locator('#end-dialog').isHidden());
  // Mid-move, at the loop's calm pace.
  await page.waitForFunction(() => window.__mancala.busy(), null, { timeout: 5_000 });
  await page.waitForTimeout(250);
  await screenshot(page, 'kiosk-attract');

  // A touch stops it: a fresh start (a new game on the board), no move played by that touch.
  await page.touchscreen.tap(640, 300);
  await page.locator('#attract').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.attract), undefined);
  assert.ok(await page.locator('#start-screen').isHidden());
  assert.equal((await state(page)).plies.length, 0);
  // The board and whose turn in view, the focus on the board.
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.match(await page.evaluate(() => document.activeElement?.className ?? ''), /\bpit\b/);
  // Kiosk games are not kept.
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala-web.save')), null);

  // Idle again: the loop comes back; a key stops it too.
  await page.locator('#attract').waitFor({ timeout: 5_000 });
  await page.keyboard.press('Space');
  await page.locator('#attract').waitFor({ state: 'detached' });

  assert.deepEqual(errors, []);
  await page.close();
});

test('the attract loop replays the sample games when the computer cannot answer', async () => {
  // A browser of its own, without service workers: a worker controlled by one would not be routed.
  const own = await launchBrowser({ viewport: { width: 1280, height: 900 }, hasTouch: true, serviceWorkers: 'block' });
  const page = await own.context.newPage();
  const errors = collectErrors(page);
  // A computer worker that refuses every request.
  await page.route('**/www/ai-worker.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "self.onmessage = ({ data }) => self.postMessage({ id: data.id, error: 'no computer here' });",
    }),
  );
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=1&speed=fast`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  await page.locator('#attract').waitFor({ timeout: 5_000 });
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 2, null, { timeout: 15_000 });
  const shown = await state(page);
  assert.match(shown.record, /^bk2~bd/, 'the first sample game, replayed through the engine');
  assert.doesNotMatch(await page.locator('#players').textContent(), /computer/);
  await page.touchscreen.tap(640, 300);
  await page.locator('#attract').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await own.close();
});

test('a kiosk set to one game starts that game fresh after the loop', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=1&game=ba-awa&speed=fast`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  assert.equal((await state(page)).game, 'ba-awa');
  await page.locator('#attract').waitFor({ timeout: 5_000 });
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 1, null, { timeout: 15_000 });
  await page.mouse.click(640, 300);
  await page.locator('#attract').waitFor({ state: 'detached' });
  const s = await state(page);
  assert.equal(s.game, 'ba-awa');
  assert.equal(s.plies.length, 0, 'a fresh game, untouched by the click that stopped the loop');
  assert.ok(await page.locator('#game-screen').isVisible());
  assert.deepEqual(errors, []);
  await page.close();
});
