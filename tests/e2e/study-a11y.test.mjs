// The study screens seen by axe-core (injected from node_modules, no CDN), in
// light and dark themes: the study tools and a shared link's notice, the import
// dialog with an error, browsing, the Play-from-here question, the position
// editor (Bakuk and Ba-awa), the review chart, Learn mode and its puzzles.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, collectErrors, openApp, pit, screenshot, setSpeed, useBrowser, useTool } from './helpers.mjs';

// Reduced motion: axe reads colours as they are, not halfway through the thinking chip's pulse.
const env = useBrowser({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

for (const scheme of ['light', 'dark']) {
  test(`${scheme}: no axe violation on the screens of links, browsing, the editor, the review and Learn`, async () => {
    const page = await env.browser.context.newPage();
    const errors = collectErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await openApp(page, env.server.url);
    await page.evaluate(() => localStorage.clear());
    const found = {};
    const check = async (name) => {
      found[name] = await axeViolations(page);
    };
    await openApp(page, `${env.server.url}index.html?record=bk2~adbecz&seats=human,expert`);
    await page.locator('#notice').waitFor();
    await check('link notice');
    await useTool(page, '#btn-import');
    await page.locator('#import-text').fill('bk2~q');
    await page.locator('#btn-import-open').click();
    await check('import error');
    await page.locator('#btn-import-cancel').click();
    await page.locator('#move-list li').nth(1).click();
    await check('browsing');
    await page.locator('#btn-browse-branch').click();
    await check('play from here');
    await page.locator('#btn-branch-cancel').click();
    await page.locator('#btn-browse-last').click();
    await useTool(page, '#btn-editor');
    await check('editor');
    await page.locator('#editor-game').selectOption('ba-awa');
    await page.locator('#editor-board .pit-cell[data-hole="0"] .step').first().click();
    await check('editor ba-awa');
    await screenshot(page, `study-editor-${scheme}`);
    await page.locator('#btn-editor-cancel').click();
    await setSpeed(page, 'instant');
    await pit(page, 1).click();
    await page.waitForFunction(() => window.__mancala.state().plies.length >= 7, null, { timeout: 15_000 });
    await page.locator('#btn-review').click();
    await page.locator('#review-chart circle').first().waitFor({ timeout: 30_000 });
    await check('review');
    await screenshot(page, `study-review-${scheme}`);
    await page.locator('#btn-review-close').click();
    await page.locator('#btn-learn').click();
    await check('learn list');
    await page.locator('#learn-panel button[data-lesson="bk-capture"]').click();
    await pit(page, 1).click();
    await page.locator('#learn-feedback.wrong').waitFor();
    await check('lesson, wrong try');
    await screenshot(page, `study-learn-${scheme}`);
    await page.locator('#btn-learn-list').click();
    await page.locator('#btn-puzzles').click();
    await page.locator('#puzzles-progress').waitFor();
    await check('puzzles');
    await page.locator('#btn-puzzles-daily').click();
    await page.locator('#btn-puzzles-hint').click();
    await page.locator('#puzzles-feedback.hint').waitFor({ timeout: 30_000 });
    await check('puzzle, hint');
    await screenshot(page, `study-puzzles-${scheme}`);
    for (const [name, list] of Object.entries(found)) console.log(`axe ${scheme} ${name}: ${list.length} violations`);
    assert.deepEqual(
      Object.entries(found).filter(([, list]) => list.length),
      [],
    );
    assert.deepEqual(errors, []);
    await page.close();
  });
}
