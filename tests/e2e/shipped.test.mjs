// What ships is the product: dist/ holds no test hook, no developer file and no option that only
// tests used, and the page still starts where it cannot run (a file opened from disk, a browser
// without a feature it needs, a connection lost while it loads), saying why in its own language.

import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { DIST, axeViolations, holdEngine, launchBrowser, openApp, screenshot, useBrowser } from './helpers.mjs';

const env = useBrowser();

async function filesOf(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesOf(path)));
    else found.push(path);
  }
  return found;
}

test('dist/ has no test hook, no developer file, and no option only the tests used', async () => {
  const files = await filesOf(DIST);
  const names = files.map((file) => relative(DIST, file));
  assert.deepEqual(names.filter((name) => /(^|\/)(README|CHANGELOG)\.md$|test-hooks|\.test\./i.test(name)), []);
  const hooked = [];
  for (const file of files.filter((f) => /\.(js|html)$/.test(f))) {
    const text = await readFile(file, 'utf8');
    if (/__mancala|pairSend|pair-wait/.test(text)) hooked.push(relative(DIST, file));
  }
  assert.deepEqual(hooked, [], 'no test hook in what ships');
  const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
  assert.doesNotMatch(sw, /README|test-hooks/, 'the service worker caches no developer file');
});

test('opened from a file, the page says in its language that it needs a web server', async () => {
  const page = await env.browser.context.newPage();
  try {
    await page.goto(`${pathToFileURL(join(DIST, 'index.html')).href}?lang=fr`);
    await page.locator('html[data-startup="failed"]').waitFor();
    assert.match(await page.locator('#engine-version').textContent(), /serveur web/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  } finally {
    await page.close();
  }
});

test('in a browser without Intl.ListFormat, the page names what is missing instead of loading for ever', async () => {
  const page = await env.browser.context.newPage();
  await page.addInitScript(() => {
    delete Intl.ListFormat;
  });
  try {
    await page.goto(env.server.url);
    await page.locator('html[data-startup="failed"]').waitFor();
    const text = await page.locator('#engine-version').textContent();
    assert.match(text, /newer browser/);
    assert.match(text, /Intl\.ListFormat/);
    assert.equal(await page.locator('#game-screen').getAttribute('aria-busy'), null);
  } finally {
    await page.close();
  }
});

test('a page that has what it needs says nothing of it', async () => {
  const page = await env.browser.context.newPage();
  try {
    await openApp(page, env.server.url);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.startup), undefined);
  } finally {
    await page.close();
  }
});

/**
 * A page opened in a context of its own (no service worker or cache from another test), with
 * requests for `lost` (a glob) failing as a dropped connection does; returns it with its
 * browser, and `reconnect()`, after which those requests go through.
 */
async function openWithLost(lost, query) {
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  const drop = (route) => route.abort('internetdisconnected');
  await page.route(lost, drop);
  await page.goto(env.server.url + query);
  await page.locator('html[data-startup="failed"]').waitFor();
  return { browser, page, reconnect: () => page.unroute(lost, drop) };
}

/** The catalogue's words for `key` in `code`, first-load and later words together. */
async function words(code, key) {
  const first = (await import(`../../www/i18n/${code}.js`)).default;
  const later = (await import(`../../www/i18n/${code}-later.js`)).default;
  return { ...first, ...later }[key];
}

test('a module lost on the way: the page says so in its language instead of loading for ever, and its button reloads it', async () => {
  const { browser, page, reconnect } = await openWithLost('**/www/page/move-list.js', '?lang=pt');
  try {
    const narration = page.locator('#narration');
    const reload = narration.getByRole('button', { name: await words('pt', 'pwa.reload') });
    assert.equal(await narration.textContent(), `${await words('pt', 'startup.unloaded')} ${await words('pt', 'pwa.reload')}`);
    assert.equal(await page.locator('#engine-version').textContent(), await words('pt', 'startup.unloaded'));
    assert.equal(await narration.getAttribute('role'), 'alert', 'said to a screen reader too');
    assert.deepEqual(await page.$$eval('button:enabled', (buttons) => buttons.map((b) => b.textContent)), [await words('pt', 'pwa.reload')], 'no control that cannot act');
    assert.equal(await page.locator('#game-screen').getAttribute('aria-busy'), null);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'startup-unloaded-pt');
    await reconnect();
    await reload.click();
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.startup), undefined);
  } finally {
    await browser.close();
  }
});

test('a language’s words lost on the way: said right to left in that language, and loaded by itself when the connection is back', async () => {
  // The catalogue is fetched while the modules run (not as one of them): their start fails instead.
  const { browser, page, reconnect } = await openWithLost('**/www/i18n/ar.js', '?lang=ar');
  try {
    assert.equal(await page.locator('#engine-version').textContent(), await words('ar', 'startup.unloaded'));
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await page.locator('#narration button').count(), 1, 'one button, though both modules failed');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'startup-unloaded-ar');
    await reconnect();
    await browser.context.setOffline(true);
    await browser.context.setOffline(false);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
  } finally {
    await browser.close();
  }
});

test('a browser’s notice while the engine loads (a ResizeObserver loop) is not taken for a failed start', async () => {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const engine = await holdEngine(page);
    await page.goto(env.server.url);
    await page.locator('#board-wrap').waitFor();
    // What Chromium reports to the window for such a loop: a message, no exception.
    await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' })));
    engine.release();
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.startup), undefined);
  } finally {
    await browser.close();
  }
});
