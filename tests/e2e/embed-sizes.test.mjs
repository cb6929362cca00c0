// Embeds that fit any box: the <mancala-board> element in boxes of 320x240,
// 720x480 and 1200x800, and the page in iframes of the same sizes; the
// sandboxed frame's message when it is offline.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, screenshot, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1300, height: 900 } });
const BOXES = [
  [320, 240],
  [720, 480],
  [1200, 800],
];

/** A demo-page tab emptied for one embed; the element's module is loaded. */
async function blankHost() {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}embed-demo.html`);
  await page.locator('#demo-element[data-ready="true"]').waitFor({ timeout: 15_000 });
  // An empty page: none of the demo's own styles (its width for the element) stay.
  await page.evaluate(() => {
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) link.remove();
    document.body.replaceChildren();
  });
  return { page, errors };
}

for (const [w, h] of BOXES) {
  for (const game of ['bakuk', 'ba-awa']) {
    test(`the element fills a ${w}x${h} box (${game}): everything inside, readable, playable`, async () => {
      const { page, errors } = await blankHost();
      await page.evaluate(
        ([bw, bh, g]) => {
          const box = document.createElement('div');
          box.id = 'box';
          Object.assign(box.style, { width: `${bw}px`, height: `${bh}px` });
          const board = document.createElement('mancala-board');
          board.setAttribute('game', g);
          board.setAttribute('seats', 'human,beginner');
          board.setAttribute('speed', 'instant');
          box.append(board);
          document.body.append(box);
        },
        [w, h, game],
      );
      await page.locator('mancala-board[data-ready="true"]').waitFor();
      await page.waitForTimeout(300);
      const fit = await page.evaluate(() => {
        const board = document.querySelector('mancala-board');
        const box = document.getElementById('box').getBoundingClientRect();
        const inside = (r) => r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
        const root = board.shadowRoot;
        const parts = [...root.querySelectorAll('.players, .board-wrap, .narration, .bar button:not([hidden])')];
        const renderer = board.session.renderer;
        return {
          height: board.getBoundingClientRect().height,
          outside: parts.filter((el) => !inside(el.getBoundingClientRect())).map((el) => el.className || el.textContent),
          labelPx: renderer.text.label / devicePixelRatio,
          countPx: renderer.text.count / devicePixelRatio,
          pit: root.querySelector('.pit').getBoundingClientRect().width,
        };
      });
      assert.ok(fit.height <= h + 0.5, `the element is ${fit.height} px tall in a ${h} px box`);
      assert.deepEqual(fit.outside, [], 'every part inside the box');
      assert.ok(fit.labelPx >= 11 && fit.countPx >= 12, `hole labels ${fit.labelPx} px, counts ${fit.countPx} px`);
      assert.ok(fit.pit >= 24, `pits of ${fit.pit} px can be tapped`);
      await page.locator('#box').screenshot({ path: (await screenshot(page, `element-${game}-${w}x${h}`)).replace('.png', '-box.png') });
      // Playable: a tap on a pit plays it.
      await page.evaluate(() => document.querySelector('mancala-board').shadowRoot.querySelector('.pit[data-pit="1"]').click());
      await page.waitForFunction(() => document.querySelector('mancala-board').state.plies.length >= 1);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

for (const [w, h, query] of [...BOXES, [320, 240, '&controls=minimal']]) {
  test(`the page in a ${w}x${h} iframe${query ?? ''}: the board, the players and the narration in view`, async () => {
    const { page, errors } = await blankHost();
    await page.evaluate(
      ([fw, fh, url, more]) => {
        const frame = document.createElement('iframe');
        frame.width = String(fw);
        frame.height = String(fh);
        frame.title = 'Bakuk';
        frame.src = `${url}index.html?game=bakuk&seats=human,beginner${more}`;
        document.body.append(frame);
      },
      [w, h, env.server.url, query ?? ''],
    );
    const frame = page.frameLocator('iframe');
    await frame.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    const fit = await page
      .frames()
      .find((f) => f !== page.mainFrame())
      .evaluate(() => {
        const vw = document.documentElement.clientWidth;
        const vh = window.innerHeight;
        const inView = (sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return r.top >= -0.5 && r.bottom <= vh + 0.5 && r.left >= -0.5 && r.right <= vw + 0.5;
        };
        return {
          board: inView('#board-wrap'),
          players: inView('#players'),
          narration: inView('#narration'),
          overflowX: document.documentElement.scrollWidth > vw + 1,
          boardHeight: document.getElementById('board-wrap').getBoundingClientRect().height,
        };
      });
    assert.deepEqual({ ...fit, boardHeight: undefined }, { board: true, players: true, narration: true, overflowX: false, boardHeight: undefined });
    assert.ok(fit.boardHeight >= 120, `a board of ${fit.boardHeight} px`);
    const name = `iframe-${w}x${h}${query ? '-minimal' : ''}`;
    await page.locator('iframe').screenshot({ path: (await screenshot(page, name)).replace('.png', '-frame.png') });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('a sandboxed frame that goes offline before the engine loads says so inside the frame', async () => {
  const page = await env.browser.context.newPage();
  await page.goto(`${env.server.url}embed-demo.html`);
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/*.wasm', async (route) => {
    await held;
    await route.abort('internetdisconnected');
  });
  await page.evaluate((url) => {
    document.body.replaceChildren();
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.width = '480';
    frame.height = '360';
    frame.title = 'Bakuk';
    frame.src = `${url}index.html?game=bakuk`;
    document.body.append(frame);
  }, env.server.url);
  const frame = page.frameLocator('iframe');
  await frame.locator('#board-wrap').waitFor();
  await page.waitForTimeout(500);
  await page.context().setOffline(true);
  release();
  await frame.locator('#narration').filter({ hasText: 'You are offline' }).waitFor({ timeout: 10_000 });
  await page.context().setOffline(false);
  await page.close();
});
