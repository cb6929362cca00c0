// Offline and installable: the service worker precaches the built site, the
// game loads and plays with no network at all (the computer too: its worker
// script and the engine come from the cache), and a new build shows the
// update notice without interrupting the game in progress.
//
// The site is served from a copy of dist/, so the test can put a "new build"
// in place (a changed sw.js version and page) as a deploy would.

import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { DIST, collectErrors, idle, launchBrowser, openApp, pit, screenshot, setSpeed, startGame, startServer, state } from './helpers.mjs';

let site;
let root;
let browser;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'mancala-pwa-'));
  await cp(DIST, root, { recursive: true });
  site = await startServer(root);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Waits until a service worker controls the page; resolves to the cache names. */
function controlled(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return caches.keys();
  });
}

test('the manifest and the icons are there and consistent', async () => {
  const manifest = JSON.parse(await readFile(join(root, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.ok(manifest.name && manifest.short_name && manifest.description && manifest.theme_color && manifest.background_color);
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  assert.deepEqual(sizes.sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await readFile(join(root, icon.src));
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    assert.equal(`${w}x${h}`, icon.sizes, icon.src);
  }
  const sw = await readFile(join(root, 'sw.js'), 'utf8');
  assert.match(sw, /const VERSION = '[0-9a-f]{16}';/);
  for (const file of [
    'index.html',
    'www/page/main.js',
    'pkg/mancala-web.js',
    'pkg/mancala-web_bg.wasm',
    'pkg/computer/mancala-web.js',
    'pkg/computer/mancala-web_bg.wasm',
    'style.css',
    'icons/icon-192.png',
    'www/i18n/messages.js',
    'manifest.webmanifest',
    'www/game/ai-worker.js',
    'www/game/computer.js',
    'www/game/autoplay.js',
  ]) {
    assert.ok(sw.includes(`"${file}"`), `${file} is precached`);
  }
});

test('offline: reload, play against the computer and play a game with no network; then a new build offers the update', async () => {
  const { context } = browser;
  const page = await context.newPage();
  const errors = collectErrors(page);
  await openApp(page, site.url);
  // The manifest is linked once the page is playable (after the first load), and it is there.
  await page.waitForFunction(() => document.querySelector('link[rel="manifest"]'));
  const manifestStatus = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).status);
  assert.equal(manifestStatus, 200);
  const version = (await readFile(join(root, 'sw.js'), 'utf8')).match(/const VERSION = '(\w+)'/)[1];
  assert.deepEqual(await controlled(page), [`mancala-web-${version}`]);

  // ---- offline ----
  await context.setOffline(true);
  const offlineRequests = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    offlineRequests.push({ url: request.url(), fromWorker: response?.fromServiceWorker() ?? false });
  });
  await openApp(page, site.url);
  assert.equal(await page.evaluate(() => navigator.onLine), false);

  // Against the computer: it answers from its worker, loaded (with the engine) from the cache.
  await startGame(page, { game: 'bakuk', first: 0, seats: ['human', 'computer:expert'] });
  await setSpeed(page, 'instant');
  await pit(page, 1).click();
  await page.waitForFunction(
    () => {
      const m = window.__mancala;
      return m.state().plies.length >= 2 && !m.busy() && !m.thinking();
    },
    null,
    { timeout: 20_000 },
  );
  const answered = await state(page);
  assert.deepEqual(answered.plies.slice(0, 2).map((p) => p.player), [0, 1], 'the computer answered offline');
  assert.equal(await page.evaluate(() => window.__mancala.computerThread()), 'worker', 'in its worker, not on the page');
  assert.equal(await page.evaluate(() => window.__mancala.decisions().length), 1);
  await screenshot(page, 'pwa-offline-computer');

  // A game between people.
  await startGame(page, { game: 'ba-awa', first: 0, seats: ['human', 'human'] });
  for (const hole of [0, 1]) {
    const before = await state(page);
    const legal = before.legal.includes(hole) ? hole : before.legal[0];
    await pit(page, legal).click();
    await idle(page);
    assert.equal((await state(page)).plies.length, before.plies.length + 1, 'the move was played offline');
  }
  assert.ok(offlineRequests.length > 5);
  assert.deepEqual(
    offlineRequests.filter((r) => !r.fromWorker),
    [],
    'everything came from the service worker',
  );
  await screenshot(page, 'pwa-offline');
  const plies = (await state(page)).plies.length;

  // ---- back online, with a new build deployed ----
  await context.setOffline(false);
  // A second tab of the old version, with a game of its own.
  const other = await context.newPage();
  const otherErrors = collectErrors(other);
  await openApp(other, site.url);
  await setSpeed(other, 'instant');
  await other.locator('#quick-opponent label:has(input[value="human"])').click();
  await pit(other, (await state(other)).legal[0]).click();
  await idle(other);
  const otherRecord = (await state(other)).record;
  const sw = await readFile(join(root, 'sw.js'), 'utf8');
  await writeFile(join(root, 'sw.js'), sw.replace(`const VERSION = '${version}'`, `const VERSION = '${version}-next'`));
  const index = await readFile(join(root, 'index.html'), 'utf8');
  await writeFile(join(root, 'index.html'), index.replace('<title>', '<meta name="build" content="next">\n    <title>'));

  await page.evaluate(() => {
    window.stillHere = true;
    return navigator.serviceWorker.getRegistration().then((r) => r.update());
  });
  const notice = page.locator('#update-notice');
  await notice.waitFor({ timeout: 15_000 });
  assert.match(await notice.textContent(), /A new version is ready — reload to update/);
  // Nothing was interrupted: same page, same game, and it still plays.
  assert.equal(await page.evaluate(() => window.stillHere), true);
  assert.equal((await state(page)).plies.length, plies);
  const s = await state(page);
  await pit(page, s.legal[0]).click();
  await idle(page);
  assert.equal((await state(page)).plies.length, plies + 1);
  await screenshot(page, 'pwa-update-notice');

  // Reload only when asked: the new version takes over, the old cache is gone, the game is back.
  await Promise.all([page.waitForEvent('load'), page.locator('#btn-update').click()]);
  await page.locator('html[data-ready="true"]').waitFor();
  assert.equal(await page.locator('meta[name="build"]').getAttribute('content'), 'next');
  assert.deepEqual(await controlled(page), [`mancala-web-${version}-next`]);
  assert.equal((await state(page)).plies.length, plies + 1, 'the saved game is restored');
  assert.ok(await page.locator('#update-notice').count() === 0 || (await page.locator('#update-notice').isHidden()));

  // The older tab is told, loads no part of the other version, and keeps its game through a reload.
  await other.locator('html[data-version-changed="true"]').waitFor({ timeout: 15_000 });
  assert.match(await other.locator('#update-notice').textContent(), /opened in another tab/);
  await other.locator('#btn-rules').click();
  await other.locator('#notice', { hasText: 'opened in another tab' }).waitFor();
  assert.equal(await other.locator('.howto-drawing').count(), 0, 'no module of the new version in the old page');
  await other.keyboard.press('Escape');
  await Promise.all([other.waitForEvent('load'), other.locator('#btn-update').click()]);
  await other.locator('html[data-ready="true"]').waitFor();
  assert.equal(await other.locator('meta[name="build"]').getAttribute('content'), 'next');
  assert.equal((await state(other)).record, otherRecord, 'the older tab’s game comes back');
  assert.deepEqual(otherErrors.filter((e) => !/another version/.test(e)), []);
  await other.close();

  assert.deepEqual(errors, []);
  await page.close();
});
