// Links and records: a game opened by link (good and broken records
// and positions), the element's record and position attributes, Share (the Web
// Share API, else the link copied), export (copy, download) and import (a paste,
// a file), all checked by the engine.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { axeViolations, launchBrowser, openApp, pit, idle, screenshot, setSpeed, state, useBrowser, useFreshPage, useTool } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1024, height: 900 } });
const session = useFreshPage(env);

const open = (page, query) => openApp(page, `${env.server.url}index.html?${query}`);
const notice = (page) => page.locator('#notice');

test('a record link opens the game at its last position, with its moves, ready to play on', async () => {
  const { page } = session;
  await open(page, 'record=bk2~adbecf&seats=human,human');
  const s = await state(page);
  assert.equal(s.record, 'bk2~adbecf');
  assert.equal(s.plies.length, 6);
  assert.equal(await page.locator('#move-list li').count(), 6);
  assert.ok(await notice(page).isHidden(), 'no complaint about a good record');
  await setSpeed(page, 'instant');
  await pit(page, s.legal[0]).click();
  await idle(page);
  assert.equal((await state(page)).plies.length, 7, 'play goes on from the shared position');
  // The game opened by link is the one saved: a reload brings it back.
  await openApp(page, `${env.server.url}index.html`);
  assert.equal((await state(page)).plies.length, 7);
});

test('a broken record names the character at fault, and the page still opens a game', async () => {
  const { page } = session;
  await open(page, 'record=bkz~ad');
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /at character 3 \(z\), the number of players was expected \(2 or 3\)\. The board shows another game instead/);
  let s = await state(page);
  assert.equal(s.status, 'playing', 'a game is open');
  assert.equal(s.plies.length, 0);
  await screenshot(page, 'study-link-broken');
  // A stray character among the moves: the moves before it open.
  await open(page, 'record=bk2~az');
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /could not be read to its end: at character 6 \(z\), a move was expected \(a letter from a to l/);
  s = await state(page);
  assert.equal(s.record, 'bk2~a');
});

test('an illegal move in a record is named, and the game opens up to it', async () => {
  const { page } = session;
  await open(page, 'record=bk2~aa');
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /^Move 2 of the game in this link \(a\) cannot be played: that hole belongs to another player\. The game is open at the position before it\.$/);
  assert.equal((await state(page)).record, 'bk2~a');
});

test('a position link opens that position; an impossible one is refused in words', async () => {
  const { page } = session;
  await open(page, 'position=bk2_0.3.2.5.0.1_10.15_1');
  let s = await state(page);
  assert.deepEqual(s.board, [0, 3, 2, 5, 0, 1]);
  assert.deepEqual(s.captured, [10, 15]);
  assert.equal(s.toMove, 1);
  assert.equal(s.record, 'bk2_0.3.2.5.0.1_10.15_1~');
  await open(page, 'position=bk2_6.6.6.6.6.7_0.0_0');
  // The engine points at the board (its first digit, character 5): the seeds add up to too many.
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /position in this link could not be opened: at character 5 \(6\), too many seeds in all: 37, where the game has only 36\. The board shows another game instead/);
  s = await state(page);
  assert.equal(s.status, 'playing');
});

test('a saved game in progress is put aside by a link, and can be brought back', async () => {
  const { page } = session;
  await open(page, 'record=bk2~&seats=human,human');
  await setSpeed(page, 'instant');
  await pit(page, 0).click();
  await idle(page);
  const saved = (await state(page)).record;
  await open(page, 'record=km2~a');
  assert.equal((await state(page)).record, 'km2~a');
  await page.locator('#btn-discarded-back').click();
  await page.waitForFunction((r) => window.__mancala.state().record === r, saved);
});

test('the element opens its record and position attributes, and says what is wrong with a bad one', async () => {
  const { page } = session;
  await page.goto(`${env.server.url}embed-demo.html`);
  await page.locator('#demo-element[data-ready="true"]').waitFor({ timeout: 15_000 });
  const result = await page.evaluate(async () => {
    const make = (attrs) => {
      const board = document.createElement('mancala-board');
      for (const [k, v] of Object.entries(attrs)) board.setAttribute(k, v);
      document.body.append(board);
      return new Promise((done) => board.addEventListener('ready', () => done(board), { once: true }));
    };
    const good = await make({ record: 'ba2~a', speed: 'instant' });
    const position = await make({ position: 'bk2_0.3.2.5.0.1_10.15_0' });
    const bad = await make({ record: 'bk2~aq' });
    const noticeOf = (b) => b.shadowRoot.querySelector('.notice');
    const out = {
      good: good.record,
      position: position.state.board,
      badRecord: bad.record,
      badNotice: noticeOf(bad).hidden ? '' : noticeOf(bad).textContent,
    };
    good.setAttribute('record', 'ba2~ag');
    out.changed = good.record;
    return out;
  });
  assert.equal(result.good, 'ba2~a');
  assert.deepEqual(result.position, [0, 3, 2, 5, 0, 1]);
  assert.equal(result.badRecord, 'bk2~a', 'the game is open up to the fault');
  assert.match(result.badNotice, /at character 6 \(q\)/);
  assert.equal(result.changed, 'ba2~ag', 'a new record attribute opens that game');
});

test('Share copies a link with the record and the seats, and the link reproduces the game', async () => {
  const { page } = session;
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  // North, a person, to move: no move of the computer's between the Share and the check.
  await open(page, 'record=bk2~adb&seats=expert,human');
  const hasShare = await page.evaluate(() => 'share' in navigator);
  if (hasShare) await page.evaluate(() => delete Navigator.prototype.share);
  await useTool(page, '#btn-share');
  await page.locator('#study-status').waitFor();
  assert.match(await page.locator('#study-status').textContent(), /Link copied/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, `${env.server.url}index.html?record=bk2~adb&seats=expert,human`);
  await screenshot(page, 'study-share-copied');
  const other = await env.browser.context.newPage();
  await openApp(other, link);
  const s = await state(other);
  assert.equal(s.record, 'bk2~adb');
  assert.equal(await other.evaluate(() => window.__mancala.state().rules), 'bk2');
  await other.close();
});

test('Share uses the Web Share API where the browser has it', async () => {
  const { page } = session;
  await page.addInitScript(() => {
    window.__shared = [];
    Navigator.prototype.share = function share(data) {
      window.__shared.push(data);
      return Promise.resolve();
    };
  });
  await open(page, 'record=ba2~a');
  await useTool(page, '#btn-share');
  await page.waitForFunction(() => window.__shared.length > 0);
  const shared = await page.evaluate(() => window.__shared);
  assert.equal(shared.length, 1);
  assert.equal(shared[0].url, `${env.server.url}index.html?record=ba2~a&seats=human,human`);
  assert.match(shared[0].title, /Ba\u2011awa/);
  assert.ok(await page.locator('#study-status').isHidden(), 'the share sheet is the confirmation');
});

test('on a phone, where the More sheet closes at the tap: Share says so in view, and a refused copy opens the sheet on the record to copy by hand', async () => {
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const { context } = phone;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
    const page = await context.newPage();
    await page.addInitScript(() => delete Navigator.prototype.share);
    await openApp(page, `${env.server.url}index.html?record=bk2~adb&seats=human,human`);
    await page.locator('html[data-frame-controls="phone"]').waitFor();
    const more = page.locator('#btn-more');
    const sheet = page.locator('#frame-menu');
    await more.tap();
    await page.locator('#btn-share').tap();
    await sheet.waitFor({ state: 'hidden' });
    await page.locator('#notice', { hasText: /Link copied/ }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${env.server.url}index.html?record=bk2~adb&seats=human,human`);
    await screenshot(page, 'study-share-phone');

    // The browser refuses the clipboard: the record is shown, selected, to copy by hand.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await more.tap();
    await page.locator('#btn-copy-record').tap();
    const manual = page.locator('#study-manual');
    await manual.waitFor();
    assert.ok(await sheet.evaluate((menu) => menu.matches(':popover-open')), 'the sheet is open again');
    assert.equal(await manual.inputValue(), 'bk2~adb');
    assert.ok(await manual.evaluate((input) => document.activeElement === input && input.selectionEnd - input.selectionStart === input.value.length), 'the record is focused and selected');
    assert.ok(await page.locator('#study-status').isVisible(), 'the sentence saying to copy it is in view');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'study-copy-manual-phone');
  } finally {
    await phone.close();
  }
});

test('export: the record copied and downloaded as a .txt file', async () => {
  const { page } = session;
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  await open(page, 'record=km2~ad');
  await useTool(page, '#btn-copy-record');
  await page.locator('#study-status').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'km2~ad');
  const [download] = await Promise.all([page.waitForEvent('download'), useTool(page, '#btn-download')]);
  assert.match(download.suggestedFilename(), /^koumma-\d{4}-\d\d-\d\d\.txt$/);
  assert.equal(await readFile(await download.path(), 'utf8'), 'km2~ad\n');
});

test('import: a bad paste is refused in words, a good one and a file open', async () => {
  const { page } = session;
  await useTool(page, '#btn-import');
  const dialog = page.locator('#import-dialog');
  await dialog.waitFor();
  await page.locator('#btn-import-open').click();
  assert.match(await page.locator('#import-error').textContent(), /Paste a record/);
  await page.locator('#import-text').fill('bk2~ab');
  await page.locator('#btn-import-open').click();
  assert.match(await page.locator('#import-error').textContent(), /^Move 2 \(b\) cannot be played: that hole belongs to another player\.$/);
  await screenshot(page, 'study-import-error');
  await page.locator('#import-text').fill(`${env.server.url}index.html?record=bk2~adbe&seats=human,human`);
  await page.locator('#btn-import-open').click();
  await dialog.waitFor({ state: 'hidden' });
  // The dialog closes first; the game opens once the record links' module has answered.
  await page.waitForFunction((r) => window.__mancala.state().record === r, 'bk2~adbe');
  await useTool(page, '#btn-import');
  await page.locator('#import-file').setInputFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from('ba2m10~a\n') });
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction((r) => window.__mancala.state().record === r, 'ba2m10~a');
  const s = await state(page);
  assert.equal(s.record, 'ba2m10~a');
  assert.equal(s.matchTarget, 10);
});
