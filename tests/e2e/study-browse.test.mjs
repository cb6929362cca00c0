// Browsing: a click or Left/Right/Home/End in the move list shows an
// earlier position (checked against the engine), that move's sowing replays,
// and "Play from here" takes the game back after a confirmation.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drawn, idle, openApp, pit, screenshot, screenshotOf, setSpeed, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1024, height: 900 } });
const session = useFreshPage(env);

const RECORD = 'bk2~adbecf';

/** The engine's board and captures after `record`, asked of the page's own engine module. */
function engineAfter(page, record) {
  return page.evaluate(async (r) => {
    const { GameHandle } = await import('./pkg/mancala-web.js');
    const s = GameHandle.fromRecord(r).state();
    return { board: s.board, captured: s.captured };
  }, record);
}

async function openGame(page) {
  await openApp(page, `${env.server.url}index.html?record=${RECORD}&seats=human,human`);
  await setSpeed(page, 'instant');
}

const shownBoard = async (page) => {
  const d = await drawn(page);
  return { board: d.board, captured: d.captured };
};

test('a click on a move shows the position after it; the keys step, Home and End', async () => {
  const { page } = session;
  await openGame(page);
  await page.locator('#move-list li').nth(1).click();
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 'bk2~ad'));
  assert.equal(await page.locator('#move-list li[aria-current="step"]').count(), 1);
  assert.match(await page.locator('#browse-status').textContent(), /after move 2 of 6 \(North\)/);
  assert.equal((await state(page)).record, RECORD, 'the game itself is untouched');
  await screenshot(page, 'study-browse');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 'bk2~adb'));
  await page.keyboard.press('Home');
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 'bk2~'));
  assert.match(await page.locator('#browse-status').textContent(), /the start, before the 6 moves/);
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 'bk2~'), 'nothing before the start');
  await page.keyboard.press('End');
  assert.ok(await page.locator('#browse-status').isHidden());
  assert.deepEqual(await shownBoard(page), await engineAfter(page, RECORD));
  // The buttons do the same.
  await page.locator('#btn-browse-back').click();
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 'bk2~adbec'));
  await page.locator('#btn-browse-last').click();
  assert.ok(await page.locator('#browse-status').isHidden());
});

test('while an earlier position is shown, a pit is not played, and the move’s sowing replays', async () => {
  const { page } = session;
  await openGame(page);
  await page.locator('#move-list li').nth(2).click();
  const legalThen = (await engineAfter(page, 'bk2~adb')).board.findIndex((n, i) => i >= 3 && n > 0);
  await pit(page, legalThen).click();
  assert.match(await page.locator('#notice').textContent(), /earlier position/);
  assert.equal((await state(page)).record, RECORD);
  await setSpeed(page, 'slow');
  await page.locator('#btn-browse-replay').click();
  await page.waitForFunction(() => window.__mancala.busy());
  const during = await shownBoard(page);
  assert.notDeepEqual(during.board, (await engineAfter(page, 'bk2~adb')).board, 'the sowing starts from the position before');
  await page.locator('#btn-finish').click();
  await idle(page);
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 'bk2~adb'));
});

test('Play from here asks first, then takes the game back; Redo brings the moves back', async () => {
  const { page } = session;
  await openGame(page);
  await page.locator('#move-list li').nth(3).click();
  await page.locator('#btn-browse-branch').click();
  await page.locator('#branch-dialog').waitFor();
  assert.match(await page.locator('#branch-text').textContent(), /back to move 4\. The 2 later moves are taken off/);
  await screenshot(page, 'study-branch-confirm');
  await page.locator('#btn-branch-cancel').click();
  assert.equal((await state(page)).record, RECORD, 'cancelled: nothing changed');
  await page.locator('#btn-browse-branch').click();
  await page.locator('#btn-branch-confirm').click();
  let s = await state(page);
  assert.equal(s.plies.length, 4);
  assert.ok(s.canRedo);
  assert.ok(await page.locator('#browse-status').isHidden());
  await page.locator('#btn-redo').click();
  await page.locator('#btn-redo').click();
  assert.equal((await state(page)).record, RECORD, 'Redo brings the old line back');
  await page.locator('#move-list li').nth(3).click();
  await page.locator('#btn-browse-branch').click();
  await page.locator('#btn-branch-confirm').click();
  s = await state(page);
  const other = s.legal.find((h) => h !== 2);
  await pit(page, other).click();
  await idle(page);
  s = await state(page);
  assert.equal(s.record, `bk2~adbe${String.fromCharCode(97 + other)}`, 'a new line from move 4');
  assert.ok(!s.canRedo);
});

// Right to left the game reads from right to left: the arrow pointing to the end of the line (Left)
// goes forward, as the mirrored buttons show; Up/Down and Home/End mean the same in both.
for (const { lang, forward, back } of [
  { lang: 'en', forward: 'ArrowRight', back: 'ArrowLeft' },
  { lang: 'ar', forward: 'ArrowLeft', back: 'ArrowRight' },
]) {
  test(`${lang}: ${forward} steps forward, ${back} back, Up/Down, Home/End; the buttons point the same way`, async () => {
    const { page } = session;
    await openApp(page, `${env.server.url}index.html?record=${RECORD}&seats=human,human&lang=${lang}`);
    await setSpeed(page, 'instant');
    assert.equal(await page.evaluate(() => document.documentElement.dir), lang === 'ar' ? 'rtl' : 'ltr');
    await page.locator('#move-list li').nth(1).click();
    const shown = async () => shownBoard(page);
    assert.deepEqual(await shown(), await engineAfter(page, 'bk2~ad'));
    await page.keyboard.press(forward);
    assert.deepEqual(await shown(), await engineAfter(page, 'bk2~adb'), `${forward}: the next position`);
    await page.keyboard.press(back);
    await page.keyboard.press(back);
    assert.deepEqual(await shown(), await engineAfter(page, 'bk2~a'), `${back}: the one before`);
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await shown(), await engineAfter(page, 'bk2~ad'), 'Down: the next');
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await shown(), await engineAfter(page, 'bk2~a'), 'Up: the one before');
    await page.keyboard.press('Home');
    assert.deepEqual(await shown(), await engineAfter(page, 'bk2~'));
    await page.keyboard.press('End');
    assert.ok(await page.locator('#browse-status').isHidden(), 'End: the game as it is');
    // The buttons: "forward" stands on the side the keys go to, its arrow pointing that way.
    await page.locator('#move-list li').nth(2).click();
    const box = async (id) => (await page.locator(id).boundingBox()).x;
    const [first, backX, forwardX, last] = [await box('#btn-browse-first'), await box('#btn-browse-back'), await box('#btn-browse-forward'), await box('#btn-browse-last')];
    if (lang === 'ar') assert.ok(first > backX && backX > forwardX && forwardX > last, 'right to left: first, back, forward, last');
    else assert.ok(first < backX && backX < forwardX && forwardX < last, 'left to right: first, back, forward, last');
    await page.locator('#btn-browse-forward').click();
    assert.deepEqual(await shown(), await engineAfter(page, 'bk2~adbe'), 'the forward button steps forward');
    await screenshotOf(page.locator('#browse-bar'), `study-browse-bar-${lang}`);
  });
}
