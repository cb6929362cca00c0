// The release build loads in Chromium: no errors, the wasm engine runs and
// the board is drawn.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canvasStats, collectErrors, openApp, screenshot, startGame, useBrowser } from './helpers.mjs';

const env = useBrowser();

test('the page loads the engine and draws the board without errors', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);

  await openApp(page, env.server.url).catch((cause) => {
    throw new Error(`the page never got ready; page errors: ${JSON.stringify(errors)}`, { cause });
  });

  // The module the page imported is usable from the page, too.
  const version = await page.evaluate(async () => {
    const engine = await import('/pkg/mancala-web.js');
    return engine.engineVersion();
  });
  assert.match(version, /^\d+\.\d+\.\d+/);
  assert.ok((await page.locator('#engine-version').textContent()).includes(version));

  await startGame(page, { game: 'bakuk' });
  const stats = await canvasStats(page, '#board');
  assert.ok(stats.colours > 1 && stats.variance > 1, `canvas looks blank: ${JSON.stringify(stats)}`);

  await screenshot(page, 'smoke');
  assert.deepEqual(errors, []);
  await page.close();
});
