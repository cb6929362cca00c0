// The board session shared by the page and the <mancala-board> element:
// replay controls that act, and an element in a hidden or
// 0x0 box that still plays.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idle, pit, setSpeed, startGame, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });
const session = useFreshPage(env);

test('during a replay Pause, Step seed, Step lap and Finish act, and a pause holds into the next ply', async () => {
  const { page } = session;
  await startGame(page, { game: 'ba-awa', first: 0 });
  await setSpeed(page, 'instant');
  for (const hole of [0, 6, 1]) {
    await pit(page, hole).click();
    await idle(page);
  }
  await setSpeed(page, 'slow');
  await page.locator('#btn-replay').click();
  await page.waitForFunction(() => window.__mancala.busy());
  for (const id of ['#btn-pause', '#btn-step-seed', '#btn-step-lap', '#btn-finish']) {
    await page.locator(`${id}:not([disabled])`).waitFor({ timeout: 5000 });
  }
  assert.ok(await page.locator('#btn-undo').isDisabled(), 'no undo during a replay');
  await page.locator('#btn-pause').click();
  assert.equal(await page.locator('#btn-pause').getAttribute('aria-pressed'), 'true');
  const before = await page.evaluate(() => window.__mancala.drawn());
  await page.waitForTimeout(600);
  assert.deepEqual(await page.evaluate(() => window.__mancala.drawn()), before, 'paused: nothing moves');
  // Step lap by lap past the end of the first ply (BA-1: 5 laps): the replay waits, paused, in the next.
  const plyOf = () => page.evaluate(() => document.getElementById('narration').textContent);
  for (let k = 0; k < 7; k += 1) await page.locator('#btn-step-lap').click();
  assert.equal(await page.locator('#btn-pause').getAttribute('aria-pressed'), 'true', 'still paused');
  const held = await page.evaluate(() => window.__mancala.drawn());
  await page.waitForTimeout(600);
  assert.deepEqual(await page.evaluate(() => window.__mancala.drawn()), held, 'the next ply waits paused');
  assert.match(await plyOf(), /North|Lap/, 'the replay has reached North’s reply');
  assert.ok(await page.evaluate(() => window.__mancala.busy()), 'the replay goes on');
  await page.locator('#btn-finish').click();
  await page.locator('#btn-replay').click(); // Stop replay
  await idle(page);
  const s = await state(page);
  assert.equal(s.plies.length, 3, 'the game is as it was');
});

/** Opens the demo page (it loads the element) and adds a board in a box styled by `style`. */
async function boardIn(page, style) {
  await page.goto(`${env.server.url}embed-demo.html`);
  await page.locator('#demo-element[data-ready="true"]').waitFor({ timeout: 15_000 });
  return page.evaluate(async (css) => {
    const box = document.createElement('div');
    box.id = 'box';
    // CSSOM, not a style attribute: the page's CSP refuses inline styles.
    Object.assign(box.style, css);
    const board = document.createElement('mancala-board');
    board.setAttribute('game', 'bakuk');
    board.setAttribute('speed', 'normal');
    box.append(board);
    document.body.append(box);
    await new Promise((resolve) => board.addEventListener('ready', resolve, { once: true }));
    // Played at once after `ready`, as a host script would.
    const played = await Promise.race([board.play(0), new Promise((resolve) => setTimeout(() => resolve('timeout'), 8000))]);
    return { played, plies: board.state.plies.length, board: board.state.board };
  }, style);
}

test('an element in a hidden box plays its moves (play() resolves)', async () => {
  const result = await boardIn(session.page, { display: 'none' });
  assert.equal(result.played, true);
  assert.equal(result.plies, 1);
});

test('an element in a 0x0 box plays its moves', async () => {
  const result = await boardIn(session.page, { width: '0', height: '0', overflow: 'hidden' });
  assert.equal(result.played, true);
  assert.equal(result.plies, 1);
});

test('an element played right after ready, and shown later, draws the position', async () => {
  const { page } = session;
  const result = await boardIn(page, { display: 'none' });
  assert.equal(result.played, true);
  await page.evaluate(() => {
    document.getElementById('box').style.display = 'block';
    document.getElementById('box').style.width = '600px';
  });
  await page.waitForFunction(() => {
    const canvas = document.querySelector('#box mancala-board').shadowRoot.querySelector('canvas');
    return canvas.width > 300;
  });
  const drawnPits = await page.evaluate(() => document.querySelector('#box mancala-board').shadowRoot.querySelectorAll('.pit').length);
  assert.equal(drawnPits, 6);
});
