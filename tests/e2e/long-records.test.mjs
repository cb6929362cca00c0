// A long record opens like a short one. The move list draws only the rows in
// and near its box (a bounded number however long the game), each numbered and placed in the
// whole list for screen readers; browsing by keys and clicks reaches the first and the last
// ply as before. Nothing here is timed (the figures are tests/bench/long-records.mjs's).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { collectErrors, drawn, screenshot, screenshotOf, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });

// A three-player Ba-awa match of 40,000 plies (tools/make-long-match.mjs).
const MATCH = readFileSync(new URL('./fixtures/ba3m12-40000-plies.txt', import.meta.url), 'utf8').trim();
const PLIES = 40_000;
const SETTINGS = { game: 'ba-awa', players: 3, mode: 'match', target: 12 };
/** More than a box of the list's height holds, far fewer than the game's plies. */
const MAX_ROWS = 120;

/** Opens the page on a save holding the match cut at `plies` plies (generous time: a busy machine). */
async function openLong(page, plies, lang = 'en') {
  const url = `${env.server.url}index.html?lang=${lang}`;
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 60_000 });
  const record = MATCH.slice(0, MATCH.indexOf('~') + 1 + plies);
  await page.evaluate(
    ({ rec, settings }) => localStorage.setItem('mancala-web.save', JSON.stringify({ version: 1, settings, record: rec, prefs: { speed: 'instant' } })),
    { rec: record, settings: SETTINGS },
  );
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 120_000 });
  assert.equal((await glance(page)).plies, plies, 'the long game is restored');
  await settled(page);
}

/**
 * What the tests need of the state, read in the page: the whole state of a 40,000-ply game
 * (every ply's events) took a minute to cross to node on a busy machine.
 */
const glance = (page) =>
  page.evaluate(() => {
    const { plies, status, legal } = window.__mancala.state();
    return { plies: plies.length, status, legal };
  });

/** Two frames: the list measures its rows and puts them right at a frame. */
const settled = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The rows in the document: their numbers, places in the list, and whether each is in the list's box. */
function rows(page) {
  return page.$$eval('#move-list > li:not(.empty)', (items) => {
    const box = document.getElementById('move-list').getBoundingClientRect();
    return items.map((li) => {
      const r = li.getBoundingClientRect();
      return {
        value: li.value,
        posinset: Number(li.getAttribute('aria-posinset')),
        setsize: Number(li.getAttribute('aria-setsize')),
        current: li.getAttribute('aria-current'),
        inView: r.bottom > box.top + 1 && r.top < box.bottom - 1,
        text: li.textContent,
      };
    });
  });
}

/** The board the engine gives after the first `count` plies of the record, asked of the page's own engine. */
function engineAfter(page, count) {
  return page.evaluate(
    async ({ match, n }) => {
      const { GameHandle } = await import('./pkg/mancala-web.js');
      const s = GameHandle.fromRecord(match.slice(0, match.indexOf('~') + 1 + n)).state();
      return { board: s.board, captured: s.captured };
    },
    { match: MATCH, n: count },
  );
}

const shownBoard = async (page) => {
  const d = await drawn(page);
  return { board: d.board, captured: d.captured };
};

test('a record of 40,000 plies opens with a bounded move list, its last move in view and numbered', { timeout: 300_000 }, async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await openLong(page, PLIES);
  const listed = await rows(page);
  assert.ok(listed.length > 5 && listed.length <= MAX_ROWS, `${listed.length} rows in the document`);
  for (const row of listed) {
    assert.equal(row.setsize, PLIES, 'each row says the size of the whole list');
    assert.equal(row.posinset, row.value, 'its place and its number agree');
  }
  // In order, one after the other, ending with the last ply, which is in view.
  assert.deepEqual(listed.map((r) => r.value), listed.map((_, i) => PLIES - listed.length + 1 + i));
  assert.ok(listed[listed.length - 1].inView, 'the latest move is in view');
  assert.equal(await page.locator('#record').textContent(), MATCH);
  await screenshotOf(page.locator('.moves'), 'long-record-40000-moves');
  await screenshot(page, 'long-record-40000');

  // One more move: the list grows by one row at its end and stays bounded.
  const s = await glance(page);
  const button = s.status === 'round-over' ? page.locator('#btn-next-round') : page.locator(`#pit-layer .pit[data-pit="${s.legal[0]}"]`);
  await button.click();
  await page.evaluate(() => window.__mancala.idle());
  await settled(page);
  const after = await rows(page);
  assert.ok(after.length <= MAX_ROWS, `${after.length} rows after a move`);
  assert.equal(after[after.length - 1].value, PLIES + 1);
  assert.equal(after[after.length - 1].setsize, PLIES + 1);
  assert.ok(after[after.length - 1].inView);
  assert.deepEqual(errors, []);
  await page.close();
});

test('browsing a record of 40,000 plies: Home, the keys and a click reach the first and the last ply', { timeout: 300_000 }, async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await openLong(page, PLIES);
  const list = page.locator('#move-list');
  await list.focus();

  // Up from the game as it is: the position after the last ply but one, its row marked and in view.
  await page.keyboard.press('ArrowUp');
  await settled(page);
  let listed = await rows(page);
  let marked = listed.filter((r) => r.current === 'step');
  assert.equal(marked.length, 1);
  assert.equal(marked[0].value, PLIES - 1);
  assert.ok(marked[0].inView);
  assert.deepEqual(await shownBoard(page), await engineAfter(page, PLIES - 1));
  assert.match(await page.locator('#browse-status').textContent(), /after move 39,999 of 40,000/);

  // Home: the start. Down: the first ply, its row marked, in view, at the top of the list.
  await page.keyboard.press('Home');
  await settled(page);
  assert.match(await page.locator('#browse-status').textContent(), /the start, before the 40,000 moves/);
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 0));
  await page.keyboard.press('ArrowDown');
  await settled(page);
  listed = await rows(page);
  assert.ok(listed.length <= MAX_ROWS, `${listed.length} rows at the start`);
  assert.equal(listed[0].value, 1, 'the first row is drawn');
  marked = listed.filter((r) => r.current === 'step');
  assert.deepEqual(marked.map((r) => r.value), [1]);
  assert.ok(marked[0].inView);
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 1));
  await screenshot(page, 'long-record-first-ply');

  // A click on the third row shows the position after ply 3.
  await page.locator('#move-list > li[value="3"]').click();
  await settled(page);
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 3));
  assert.equal(await page.locator('#move-list > li[aria-current="step"]').getAttribute('value'), '3');

  // Scrolled by hand to the middle: the rows there are drawn, still a bounded number.
  await list.evaluate((el) => {
    el.scrollTop = el.scrollHeight / 2;
  });
  await settled(page);
  await settled(page);
  listed = await rows(page);
  const inView = listed.filter((r) => r.inView);
  assert.ok(listed.length <= MAX_ROWS, `${listed.length} rows in the middle`);
  assert.ok(inView.length > 3, 'rows fill the box');
  assert.ok(inView[0].value > 15_000 && inView[0].value < 25_000, `the middle of the list: row ${inView[0].value}`);
  // A click there.
  const middle = inView[2].value;
  await page.locator(`#move-list > li[value="${middle}"]`).click();
  await settled(page);
  assert.deepEqual(await shownBoard(page), await engineAfter(page, middle));

  // End: the game as it is, the last row in view again.
  await list.focus();
  await page.keyboard.press('End');
  await settled(page);
  assert.ok(await page.locator('#browse-status').isHidden());
  assert.deepEqual(await shownBoard(page), await engineAfter(page, PLIES));
  listed = await rows(page);
  assert.equal(listed[listed.length - 1].value, PLIES);
  assert.ok(listed[listed.length - 1].inView, 'back at the end of the list');
  assert.equal(await page.locator('#move-list > li[aria-current]').count(), 0);

  // The last row, clicked: the position after the last ply but one is shown... and a click on the
  // last row of all is the game as it is.
  await page.locator(`#move-list > li[value="${PLIES - 1}"]`).click();
  assert.deepEqual(await shownBoard(page), await engineAfter(page, PLIES - 1));
  await page.locator(`#move-list > li[value="${PLIES}"]`).click();
  assert.ok(await page.locator('#browse-status').isHidden());
  assert.deepEqual(errors, []);
  await page.close();
});

test('right to left, a long list reads the same way: Left steps forward, the rows keep their numbers', { timeout: 300_000 }, async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await openLong(page, 12_000, 'ar');
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  const list = page.locator('#move-list');
  await list.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await settled(page);
  const listed = await rows(page);
  assert.ok(listed.length <= MAX_ROWS);
  assert.deepEqual(listed.filter((r) => r.current === 'step').map((r) => r.value), [1]);
  assert.deepEqual(await shownBoard(page), await engineAfter(page, 1));
  await screenshot(page, 'long-record-ar');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await settled(page);
  assert.deepEqual((await rows(page)).filter((r) => r.current === 'step').map((r) => r.value), [11_999]);
  assert.deepEqual(errors, []);
  await page.close();
});
