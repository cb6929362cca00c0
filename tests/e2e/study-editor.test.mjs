// The position editor: seeds added and removed (buttons and a drag),
// the engine's verdict in words as the board changes, and a game played from it
// against the computer, with hints.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idle, screenshot, setSpeed, settled, state, useBrowser, useFreshPage, useTool } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1024, height: 900 } });
const session = useFreshPage(env);

const cell = (page, hole) => page.locator(`#editor-board .pit-cell[data-hole="${hole}"]`);
const verdict = (page) => page.locator('#editor-verdict').textContent();

test('the editor says what is wrong in words, and plays from a legal position', async () => {
  const { page } = session;
  await setSpeed(page, 'instant');
  await useTool(page, '#btn-editor');
  await page.locator('#editor-dialog').waitFor();
  assert.match(await verdict(page), /can be played; South is to move/);
  // One seed too many: the engine counts them.
  await cell(page, 0).locator('.step').last().click();
  assert.match(await verdict(page), /^This position cannot be played: too many seeds in all: 37, where the game has only 36\.$/);
  assert.ok(await page.locator('#btn-editor-play').isDisabled());
  await screenshot(page, 'study-editor-error');
  await cell(page, 0).locator('.step').first().click();
  // Drag a seed from h0 to h1.
  await cell(page, 0).locator('.name').hover();
  await page.mouse.down();
  await cell(page, 1).locator('.name').hover();
  await page.mouse.up();
  assert.equal(await cell(page, 0).locator('.count').textContent(), '5');
  assert.equal(await cell(page, 1).locator('.count').textContent(), '7');
  // No seeds for the player to move: legal, but over at once.
  await page.locator('#btn-editor-empty').click();
  assert.match(await verdict(page), /over at once: The player to move had no seeds left/);
  assert.ok(await page.locator('#btn-editor-play').isDisabled(), 'a game over at once cannot be played');
  for (const [hole, n] of [[0, 1], [1, 3], [4, 2], [5, 1]]) {
    for (let k = 0; k < n; k += 1) await cell(page, hole).locator('.step').last().click();
  }
  for (let k = 0; k < 5; k += 1) await page.locator('#editor-captured .counter').nth(1).locator('.step').last().click();
  assert.match(await verdict(page), /can be played/);
  await page.locator('#editor-opponent').selectOption('computer');
  await page.locator('#btn-editor-play').click();
  await page.locator('#editor-dialog').waitFor({ state: 'hidden' });
  // The dialog closes first; the position opens once the record links' module has answered.
  await page.waitForFunction((r) => window.__mancala.state().record === r, 'bk2_1.3.0.0.2.1_0.5_0~');
  const s = await state(page);
  assert.deepEqual(s.captured, [0, 5]);
  // Hints work from a set-up position (exact in two-player Bakuk).
  await page.locator('#btn-hint').click();
  await page.locator('#hint-panel:not([hidden])').waitFor();
  await page.waitForFunction(() => !document.getElementById('hint-panel').textContent.includes('…'));
  assert.match(await page.locator('#hint-panel').textContent(), /h0|h1/);
  await page.locator('#pit-layer .pit[data-pit="1"]').click();
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 2 || window.__mancala.state().status !== 'playing', null, { timeout: 15_000 });
  await idle(page);
});

test('Ba-awa: ownership and the player to move are checked by the engine', async () => {
  const { page } = session;
  await useTool(page, '#btn-editor');
  await page.locator('#editor-game').selectOption('ba-awa');
  assert.equal(await page.locator('#editor-board .pit-cell').count(), 12);
  for (let hole = 0; hole < 6; hole += 1) await cell(page, hole).locator('select.owner').selectOption('1');
  assert.match(await verdict(page), /^This position cannot be played: at least two players must own pits\.$/);
  await cell(page, 0).locator('select.owner').selectOption('0');
  assert.match(await verdict(page), /can be played/);
  await page.locator('#editor-players').selectOption('3');
  assert.match(await verdict(page), /can be played; Seat A is to move/, 'three-player Ba-awa from its start');
  await page.locator('#editor-players').selectOption('2');
  await page.locator('#editor-mode').selectOption('m10');
  assert.match(await verdict(page), /can be played/);
  await screenshot(page, 'study-editor-ba-awa');
  await page.locator('#btn-editor-play').click();
  await page.waitForFunction(() => window.__mancala.state().rules === 'ba2m10', null, { timeout: 10_000 });
  const s = await state(page);
  assert.equal(s.rules, 'ba2m10');
  assert.equal(s.matchTarget, 10);
});

test('on a phone the editor keeps the board’s shape: Ba-awa’s two rows of six, in English and Arabic', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    for (const lang of ['en', 'ar']) {
      await page.goto(`${env.server.url}?game=ba-awa&lang=${lang}`);
      await page.locator('html[data-ready="true"][data-frame-controls="phone"]').waitFor({ timeout: 15_000 });
      // On a phone the editor is in the More sheet.
      await page.locator('#btn-more').click();
      await page.locator('#btn-editor').click();
      await page.locator('#editor-dialog[open]').waitFor();
      await settled(page);
      const layout = await page.evaluate(() => {
        const dialog = document.getElementById('editor-dialog').getBoundingClientRect();
        const cells = [...document.querySelectorAll('#editor-board .pit-cell')].map((c) => c.getBoundingClientRect());
        return {
          rows: new Set(cells.map((r) => Math.round(r.top))).size,
          columns: new Set(cells.map((r) => Math.round(r.left))).size,
          inside: cells.every((r) => r.left >= dialog.left - 0.5 && r.right <= dialog.right + 0.5),
          steps: [...document.querySelectorAll('#editor-board .step')].every((b) => b.getBoundingClientRect().height >= 30),
        };
      });
      assert.deepEqual(layout, { rows: 2, columns: 6, inside: true, steps: true }, lang);
      await screenshot(page, `study-editor-phone-${lang}`);
      await page.keyboard.press('Escape');
    }
  } finally {
    await page.setViewportSize({ width: 1024, height: 900 });
  }
});
