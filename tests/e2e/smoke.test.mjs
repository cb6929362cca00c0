// The release build loads in Chromium: no errors, the wasm engine runs and
// the board is drawn.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { canvasStats, collectErrors, launchBrowser, openApp, screenshot, startGame, startServer } from './helpers.mjs';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('the page loads the engine and draws the board without errors', async () => {
  const page = await browser.context.newPage();
  const errors = collectErrors(page);

  await openApp(page, server.url).catch((cause) => {
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
