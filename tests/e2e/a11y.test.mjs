// Seeing: the canvas's words meet WCAG AA contrast, measured from its pixels
// in light and dark themes; and axe-core (injected from node_modules, no CDN)
// finds no violation on any screen: start sheet, game, sowing, rules, end,
// hint, match round, kiosk and the custom element.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, clearNotices, collectErrors, idle, openApp, pit, realErrors, reveal, screenshot, setSpeed, settled, startGame, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });

/** A fresh page on an empty save, in `scheme` (light or dark). */
async function freshPage(scheme = 'light', query = '') {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: scheme });
  await openApp(page, env.server.url);
  await page.evaluate(() => localStorage.clear());
  await openApp(page, env.server.url + query);
  return { page, errors };
}

/** The contrast of every word on the board, from the canvas pixels around it. */
function canvasContrasts(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById('board');
    const g = canvas.getContext('2d');
    const lin = (c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return window.__mancala.textSpots().map((spot) => {
      const w = Math.round(spot.size * 1.3);
      const h = Math.round(spot.size * 0.9);
      const data = g.getImageData(Math.round(spot.x - w / 2), Math.round(spot.y - h / 2), w, h).data;
      const lums = [];
      for (let i = 0; i < data.length; i += 4) lums.push(0.2126 * lin(data[i]) + 0.7152 * lin(data[i + 1]) + 0.0722 * lin(data[i + 2]));
      // The background is what most pixels show; the ink is the pixels furthest from it.
      const sorted = lums.slice().sort((a, b) => a - b);
      const background = sorted[Math.floor(sorted.length * 0.85)];
      const ink = sorted[Math.floor(sorted.length * 0.03)];
      const [hi, lo] = background > ink ? [background, ink] : [ink, background];
      return { kind: spot.kind, at: spot.hole ?? spot.player, ratio: (hi + 0.05) / (lo + 0.05), px: spot.size / devicePixelRatio };
    });
  });
}

for (const scheme of ['light', 'dark']) {
  test(`${scheme} theme: counts, hole labels and store counts on the canvas meet AA (4.5:1)`, async () => {
    const { page, errors } = await freshPage(scheme);
    for (const game of ['bakuk', 'ba-awa']) {
      await page.locator(`#quick-game label:has(input[value="${game}"])`).click();
      await page.waitForFunction((code) => window.__mancala.state().rules.startsWith(code), game === 'bakuk' ? 'bk' : 'ba');
      await settled(page);
      const spots = await canvasContrasts(page);
      const low = spots.filter((s) => s.ratio < 4.5);
      const worst = Math.min(...spots.map((s) => s.ratio));
      console.log(`contrast ${scheme} ${game}: lowest ${worst.toFixed(2)}:1 over ${spots.length} words`);
      assert.deepEqual(low, [], `words under 4.5:1 in ${game}`);
    }
    await screenshot(page, `contrast-${scheme}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('axe-core: no violation on any screen of the page, light and dark', async () => {
  for (const scheme of ['light', 'dark']) {
    const { page, errors } = await freshPage(scheme);
    const found = {};
    const check = async (screen) => {
      found[`${scheme} ${screen}`] = await axeViolations(page);
    };
    await check('game');
    // More actions open: the switches and the record's tools behind it on a large screen.
    await reveal(page, '#btn-share');
    await check('more actions');
    await page.keyboard.press('Escape');
    await page.locator('#btn-new').click();
    await page.locator('#start-screen').waitFor();
    await check('start');
    await page.locator('#btn-start-cancel').click();
    await page.locator('#btn-rules').click();
    // The steps' drawings join the words once their module is in.
    await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
    await check('rules');
    await page.locator('#btn-rules-close').click();
    // Sowing: a long Ba-awa relay, slowly.
    await startGame(page, { game: 'ba-awa', first: 0 });
    await setSpeed(page, 'slow');
    await pit(page, 0).click();
    await page.waitForFunction(() => window.__mancala.busy());
    await check('sowing');
    await page.locator('#btn-finish').click();
    await idle(page);
    // A hint (two-player Bakuk: exact values).
    await startGame(page, { game: 'bakuk', first: 0 });
    await clearNotices(page);
    await page.locator('#btn-hint').click();
    await page.locator('#hint-panel h2').waitFor({ timeout: 20_000 });
    await check('hint');
    // A match round's end, with the pit choice.
    await page.evaluate(() =>
      localStorage.setItem(
        'mancala-web.save',
        JSON.stringify({ version: 1, settings: { game: 'ba-awa', players: 2, mode: 'match', target: 10 }, record: 'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~', prefs: { speed: 'instant' } }),
      ),
    );
    await openApp(page, env.server.url);
    await pit(page, 8).click();
    await page.locator('#round-panel').waitFor();
    await check('match round');
    // The end of a game.
    await startGame(page, { game: 'bakuk', first: 0 });
    await setSpeed(page, 'instant');
    // Played out in the page, a click on a pit at a time (43 moves: 7 s as a round trip a move).
    await page.evaluate(async () => {
      for (let k = 0; k < 400 && window.__mancala.state().status === 'playing'; k += 1) {
        const { legal } = window.__mancala.state();
        document.querySelector(`#pit-layer .pit[data-pit="${legal[k % 2 ? legal.length - 1 : 0]}"]`).click();
        await window.__mancala.idle();
      }
    });
    await page.locator('#end-dialog').waitFor();
    await check('end');
    await page.locator('#btn-end-close').click();
    // Your games: the game just finished, the match, a save that cannot be read.
    await page.evaluate(() => localStorage.setItem('mancala-web.game.damaged', '{"version":2,"record":"bk2~zz"}'));
    await page.locator('#btn-games').click();
    await page.locator('#games-dialog .games-unreadable').waitFor();
    await check('games');
    await page.close();
    assert.deepEqual(errors, []);
    for (const [screen, violations] of Object.entries(found)) assert.deepEqual(violations, [], `${screen}`);
  }
});

test('axe-core: no violation in kiosk mode, on the kiosk launch page and in the custom element', async () => {
  const { page, errors } = await freshPage('light', '?kiosk=1&kiosk-idle=600');
  assert.deepEqual(await axeViolations(page), [], 'kiosk');
  await page.goto(`${env.server.url}embed-demo.html`);
  await page.locator('#demo-element[data-ready="true"]').waitFor({ timeout: 15_000 });
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], 'the demo page with the element');
  for (const lang of ['en', 'ar']) {
    await page.goto(`${env.server.url}?view=kiosk-launch&lang=${lang}`);
    await page.locator('#kiosk-launch .qr-code').waitFor({ timeout: 15_000 });
    assert.deepEqual(await axeViolations(page), [], `the kiosk launch page (${lang})`);
  }
  // axe itself sets inline styles while it measures, which the pages' CSP refuses (and says so).
  assert.deepEqual(realErrors(errors), []);
  await page.close();
});
