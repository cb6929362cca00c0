// A phone in the hand: the whole game in one screen. At 360x640,
// 390x844 (3x), 412x915 portrait and 844x390 landscape, in every language, the
// board, whose turn, the narration and the main buttons (Hint, Undo) lie in the
// viewport without scrolling: before a move, while it is sown, after a hint; at
// a match round's end its result, the pit choice's words and Start are in view
// and Start has the focus; a finished match's standing gives the final
// ownership. The other controls are one tap away in the More sheet; axe-core
// finds nothing, the sheet open or closed.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, collectErrors, idle, launchBrowser, pit, realErrors, screenshot, settled, startServer, state } from './helpers.mjs';

const LANGUAGES = ['en', 'ar', 'fr', 'pt', 'vi', 'ca', 'ur'];
const SIZES = [
  { name: '360x640', viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 },
  { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: '412x915', viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625 },
  { name: '844x390', viewport: { width: 844, height: 390 }, deviceScaleFactor: 3 },
];
// Round 1 of a Ba-awa match whose last move is North's p8 (play.test.mjs); with 36 seeds
// captured already, the same move wins the match.
const ROUND_END = 'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~';
const MATCH_END = 'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_36.0_1_000000111111_0_1~';

let server;
before(async () => {
  server = await startServer();
});
after(() => server?.close());

/** The ids (or selectors) of `wanted` whose boxes are not wholly inside the viewport, and how the page scrolls. */
function outOfView(page, wanted) {
  return page.evaluate((selectors) => {
    const out = [];
    for (const selector of selectors) {
      const node = document.querySelector(selector);
      const r = node?.getBoundingClientRect();
      if (!r || !r.height) out.push(`${selector}: not shown`);
      else if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
        out.push(`${selector}: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
    }
    if (scrollY !== 0) out.push(`scrolled by ${scrollY}`);
    return out;
  }, wanted);
}

const PLAYING = ['#board-wrap', '.player.to-move', '#narration', '#btn-hint', '#btn-undo'];

for (const size of SIZES) {
  test(`${size.name}: before a move and while it is sown, the whole game is in view, in every language`, async () => {
    const browser = await launchBrowser({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor, isMobile: true, hasTouch: true });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      for (const lang of LANGUAGES) {
        for (const game of ['bakuk', 'ba-awa']) {
          await page.goto(`${server.url}?lang=${lang}&game=${game}&seats=human,intermediate&speed=slow`);
          await page.locator('html[data-ready="true"][data-frame-controls="phone"]').waitFor({ timeout: 15_000 });
          await settled(page);
          assert.deepEqual(await outOfView(page, PLAYING), [], `${lang} ${game}: before a move`);
          assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1), `${lang} ${game}: nothing to scroll`);
          // The title says the game names whole, on one line.
          // (On its side the title is read, not shown.)
          assert.ok(await page.locator('.topbar h1').evaluate((h) => h.clientWidth <= 1 || (getComputedStyle(h).whiteSpace === 'nowrap' && h.scrollWidth <= h.clientWidth + 1)), `${lang}: the title whole, on one line`);
          const s = await state(page);
          await pit(page, s.legal[s.legal.length - 1]).click();
          // Mid-move: what the page shows changes as the move begins (at this speed the first seed
          // flies 0.4 to 1 s later).
          await page.waitForFunction(() => window.__mancala.busy(), null, { timeout: 5_000 });
          if (lang === 'en') {
            // Finish move is in the closed More sheet: a tap meanwhile is only told to wait.
            await pit(page, s.legal[0]).tap();
            await page.locator('#notice', { hasText: /^Wait until the move has been sown\.$/ }).waitFor();
          }
          await settled(page);
          assert.deepEqual(await outOfView(page, ['#board-wrap', '.player.to-move', '#narration', '#btn-hint', '#btn-undo']), [], `${lang} ${game}: while sowing`);
          if (game === 'ba-awa' && ['en', 'ar', 'fr', 'vi'].includes(lang)) await screenshot(page, `phone-${size.name}-${lang}-sowing`);
        }
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  test(`${size.name}: a hint, the More sheet, a round's end and a match's end stay in view (English and Arabic), axe finds nothing`, async () => {
    const browser = await launchBrowser({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor, isMobile: true, hasTouch: true });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      for (const lang of ['en', 'ar']) {
        // A hint: the board stays where it was, the hint in the narration's place.
        await page.goto(`${server.url}?lang=${lang}&game=bakuk&seats=human,intermediate&speed=instant`);
        await page.locator('html[data-ready="true"][data-frame-controls="phone"]').waitFor({ timeout: 15_000 });
        await settled(page);
        const boardBefore = await page.locator('#board-wrap').boundingBox();
        await page.locator('#btn-hint').click();
        await page.locator('#hint-panel li').first().waitFor({ timeout: 30_000 });
        await settled(page);
        assert.deepEqual(await outOfView(page, ['#board-wrap', '.player.to-move', '#hint-panel', '#btn-hint', '#btn-undo']), [], `${lang}: after a hint`);
        const boardAfter = await page.locator('#board-wrap').boundingBox();
        assert.ok(Math.abs(boardAfter.y - boardBefore.y) < 1, `${lang}: the board did not move (${boardBefore.y} then ${boardAfter.y})`);
        assert.ok(await page.locator('.pit.hint-best').count(), 'the best move is marked on the board');
        await screenshot(page, `phone-${size.name}-${lang}-hint`);
        assert.deepEqual(await axeViolations(page), [], `${lang}: axe, the game after a hint`);

        // The secondary controls: one tap away, in a sheet inside the screen.
        await page.locator('#btn-more').click();
        const menu = page.locator('#frame-menu');
        await menu.waitFor();
        for (const id of ['#btn-new', '#btn-rules', '#speed-group', '#chk-counts', '#btn-sound', '#btn-share', '#language-select', '#quick-game']) {
          assert.equal(await menu.locator(id).count(), 1, `${id} is in the More sheet`);
        }
        const sheet = await menu.boundingBox();
        assert.ok(sheet.y >= 0 && sheet.y + sheet.height <= size.viewport.height + 0.5, `${lang}: the sheet fits the screen`);
        await screenshot(page, `phone-${size.name}-${lang}-menu`);
        assert.deepEqual(await axeViolations(page), [], `${lang}: axe, the More sheet open`);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });

        // A round's end: its result, the pit choice's words and Start in view; Start has the focus.
        await page.goto(`${server.url}?lang=${lang}&record=${ROUND_END}&seats=human,human&speed=instant`);
        await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
        await pit(page, 8).click();
        await page.locator('#round-panel').waitFor();
        await idle(page);
        await settled(page);
        assert.equal((await state(page)).status, 'round-over');
        // The result: in the panel, or (on a narrow phone) in the narration just above it.
        const result = (await page.locator('#round-result').isVisible()) ? '#round-result' : '#narration';
        assert.deepEqual(await outOfView(page, ['#board-wrap', '#round-heading', result, '#round-choose', '#btn-next-round', '#btn-undo']), [], `${lang}: a round's end`);
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'btn-next-round');
        await screenshot(page, `phone-${size.name}-${lang}-round`);
        assert.deepEqual(await axeViolations(page), [], `${lang}: axe, a round's end`);

        // A match's end: the standing says who owns what now.
        await page.goto(`${server.url}?lang=${lang}&record=${MATCH_END}&seats=human,human&speed=instant`);
        await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
        await pit(page, 8).click();
        await page.locator('#end-dialog').waitFor();
        const s = await state(page);
        assert.equal(s.status, 'over');
        await page.locator('#btn-end-close').click();
        const standing = (await page.locator('#standing').textContent()).replace(/[\u2068\u2069]/g, '');
        if (lang === 'en') assert.equal(standing, `Match to 10 pits: South owns ${s.next.pits[0]} pits, North owns ${s.next.pits[1]} pit.`);
        else assert.ok(standing.includes(String(s.next.pits[0])) && !standing.includes('6'), standing);
        assert.deepEqual(await outOfView(page, ['#board-wrap', '#standing', '#narration']), [], `${lang}: a match's end`);
      }
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await browser.close();
    }
  });
}

test('desktop 1280x800: a round’s end brings its result, the pit choice and Start into view, Start focused', async () => {
  const browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}?record=${ROUND_END}&seats=human,human&speed=instant`);
    await page.locator('html[data-ready="true"][data-frame-controls="full"]').waitFor({ timeout: 15_000 });
    await pit(page, 8).click();
    await page.locator('#round-panel').waitFor();
    await idle(page);
    await settled(page);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'btn-next-round');
    const out = await page.evaluate(() =>
      ['#round-result', '#round-choose', '#btn-next-round'].filter((s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return r.top < 0 || r.bottom > innerHeight;
      }),
    );
    assert.deepEqual(out, []);
    await screenshot(page, 'desktop-round');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('a window made phone-sized and back: the move list, moved into the More sheet and home, keeps the focus and its keys', async () => {
  const browser = await launchBrowser({ viewport: { width: 1024, height: 900 } });
  try {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}?record=bk2~adbecf&seats=human,human&speed=instant`);
    await page.locator('html[data-ready="true"][data-frame-controls="full"]').waitFor({ timeout: 15_000 });
    await page.locator('#move-list li').nth(1).click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'move-list');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('html[data-frame-controls="phone"]').waitFor();
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.locator('html[data-frame-controls="full"]').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'move-list', 'the focus came back with the list');
    await page.keyboard.press('End');
    assert.ok(await page.locator('#browse-status').isHidden(), 'End reached the list: the game as it is');
    // A control focused in between keeps it: the list does not take it back.
    await page.locator('#move-list li').nth(1).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('html[data-frame-controls="phone"]').waitFor();
    await page.locator('#btn-hint').focus();
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.locator('html[data-frame-controls="full"]').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'btn-hint');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
