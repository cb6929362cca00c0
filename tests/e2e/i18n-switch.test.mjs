// The language changes in place, and the engine's reasons are worded in
// the visitor's language. A game with moves switches en -> ar -> fr from the menu:
// lang and dir follow, no English is left (compared with the English page), the
// game, the move list and the position browsed are as they were, the page did not
// reload (a marker on window survives), and the choice is remembered. A broken
// record link and an editor error, in Arabic and Portuguese, have no English.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clearNotices, collectErrors, idle, pit, screenshot, state, useBrowser, useTool } from './helpers.mjs';
import { inspect, stillEnglish } from './i18n-helpers.mjs';

const env = useBrowser();

/** What must not change when the language does: the game, the move list's length, the position shown. */
function game(page) {
  return page.evaluate(() => ({
    record: document.querySelector('#record').textContent,
    moves: document.querySelectorAll('#move-list li:not(.empty)').length,
    current: [...document.querySelectorAll('#move-list li')].findIndex((li) => li.getAttribute('aria-current') === 'step'),
    browsing: !document.querySelector('#browse-status').hidden,
    drawn: window.__mancala.drawn().board.join(),
    marker: window.switchMarker ?? null,
    summary: document.querySelector('#summary').textContent.trim() !== '',
  }));
}

async function switchTo(page, code, dir) {
  await page.locator('#language-select').selectOption(code);
  await page.locator(`html[lang="${code}"][dir="${dir}"]`).waitFor({ timeout: 15_000 });
  // The move list and the board's words follow in the same task; let a frame pass for the canvas.
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

test('the menu switches the language in place: the game, the moves and the position browsed stay, nothing is left in English', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  try {
    await page.goto(`${env.server.url}?lang=en`);
    await page.evaluate(() => localStorage.clear());
    // Two people at one board, Ba-awa (every first move relays), animations at once.
    await page.goto(`${env.server.url}?game=ba-awa&seats=human,human&speed=instant`);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    for (let i = 0; i < 4; i += 1) {
      const s = await state(page);
      await pit(page, s.legal[0]).click();
      await idle(page);
    }
    await page.evaluate(() => {
      window.switchMarker = 'no reload';
    });
    // Arabic is checked with a hint on the board and the review open; French while looking
    // back at move 2. First the same views in English, to compare with.
    const browseMove2 = async () => {
      await page.locator('#move-list li').nth(1).click();
      await page.locator('#browse-status:not([hidden])').waitFor();
    };
    const english = {};
    await browseMove2();
    english.fr = new Set((await inspect(page)).texts);
    await page.locator('#btn-browse-last').click();
    await page.locator('#browse-status').waitFor({ state: 'hidden' });
    // One more move, summed up under the board; then a hint and the review.
    await pit(page, (await state(page)).legal[0]).click();
    await idle(page);
    await page.locator('#btn-hint').click();
    await page.locator('#hint-panel:not([hidden]) li').first().waitFor({ timeout: 30_000 });
    await page.locator('#btn-review').click();
    await page.locator('#review-panel:not([hidden])').waitFor();
    english.ar = new Set((await inspect(page)).texts);
    // Every English text seen, the fifth move's among them.
    const seenInEnglish = new Set([...english.fr, ...english.ar]);
    const loadsBefore = loads;

    for (const [code, dir] of [
      ['ar', 'rtl'],
      ['fr', 'ltr'],
    ]) {
      if (code === 'fr') {
        await page.locator('#btn-review-close').click();
        await browseMove2();
      }
      const kept = await game(page);
      assert.equal(kept.moves, 5);
      assert.ok(kept.summary, 'the last move is summed up under the board');
      assert.equal(kept.current, code === 'fr' ? 1 : -1, 'move 2 is shown while looking back');
      await switchTo(page, code, dir);
      const seen = await inspect(page);
      assert.equal(seen.lang, code);
      assert.equal(seen.dir, dir);
      assert.deepEqual(stillEnglish(seen, seenInEnglish, code), [], `${code}: texts still in English`);
      assert.deepEqual(seen.texts.filter((text) => /^[a-z]+(\.[\w-]+)+$/.test(text)), [], `${code}: no catalogue key shown raw`);
      assert.deepEqual(seen.overflowing, [], `${code}: no text overflows its box`);
      assert.deepEqual(await game(page), kept, `${code}: the game, the moves and the position browsed are as they were`);
      assert.equal(loads, loadsBefore, `${code}: the page did not load again`);
      if (code === 'ar') {
        assert.ok(await page.locator('#hint-panel li').first().isVisible(), 'the hint stays');
        assert.ok(await page.locator('#review-panel').isVisible(), 'the review stays');
      }
      await screenshot(page, `i18n-switch-${code}`);
    }
    // The rules panel opens in the language now in use.
    await page.locator('#btn-rules').click();
    await page.locator('#rules-dialog[open]').waitFor();
    assert.match(await page.locator('#rules-heading').textContent(), /Règles/);
    await page.locator('#btn-rules-close').click();
    // Remembered: the next visit without a lang parameter speaks French.
    assert.equal(await page.evaluate(() => localStorage.getItem('mancala-web.lang')), 'fr');
    await page.goto(env.server.url);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

// English words of the engine's reasons (the notation's own letters, a to l, are fine; so is
// Portuguese "a").
const ENGLISH = /\b(expected|got|holes?|seeds?|players?|move|letter|number|option|owner|character|twice|the|and|with)\b/i;

for (const code of ['ar', 'pt']) {
  test(`${code}: a broken record link and an editor error are worded in ${code}, with no English`, async () => {
    const page = await env.browser.context.newPage();
    const errors = collectErrors(page);
    try {
      // A move letter that does not exist, after one good move.
      await page.goto(`${env.server.url}?lang=${code}&record=bk2~az`);
      await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
      const notice = (await page.locator('#notice').textContent()).replace(/[\u2068\u2069]/g, '');
      assert.ok(notice.includes('(z)'), notice);
      assert.doesNotMatch(notice.replace(/\(z\)/, ''), ENGLISH, notice);
      // A player to move who owns no pit: an impossible position from the link.
      await page.goto(`${env.server.url}?lang=${code}&position=bk2_7.6.6.6.6.6_0.0_0`);
      await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
      const seeds = (await page.locator('#notice').textContent()).replace(/[\u2068\u2069]/g, '');
      assert.match(seeds, /37/);
      assert.match(seeds, /36/);
      assert.doesNotMatch(seeds, ENGLISH, seeds);
      // The editor: one seed too many.
      await clearNotices(page);
      await useTool(page, '#btn-editor');
      await page.locator('#editor-dialog[open]').waitFor();
      await page.locator('#editor-board .pit-cell[data-hole="0"] .step').last().click();
      const verdict = (await page.locator('#editor-verdict').textContent()).replace(/[\u2068\u2069]/g, '');
      assert.match(verdict, /37/);
      assert.doesNotMatch(verdict, ENGLISH, verdict);
      await screenshot(page, `i18n-reason-${code}-editor`);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}
