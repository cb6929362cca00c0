// Security: the Content-Security-Policy of the pages holds while playing (no
// violation, no console error), no request leaves the site's origin, and
// nothing is stored beyond the game and its settings.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, idle, openApp, pit, setSpeed, startGame, state, useBrowser } from './helpers.mjs';

const env = useBrowser();

/** Records securitypolicyviolation events in every document of the context (before any script of the page). */
async function watchViolations(context) {
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

/** Every request of the context (pages, frames, workers): its URL. */
function watchRequests(context) {
  const urls = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

function offOrigin(urls) {
  const origin = new URL(env.server.url).origin;
  return urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
}

test('playing the game: the CSP holds, nothing leaves the origin, only the save is stored', async () => {
  const { context } = env.browser;
  await watchViolations(context);
  const requests = watchRequests(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await openApp(page, env.server.url);

  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval';/);
  assert.doesNotMatch(policy, /unsafe-inline|'unsafe-eval'/);

  await startGame(page, { game: 'koumma', first: 0 });
  await setSpeed(page, 'fast');
  for (let n = 0; n < 4; n += 1) {
    const s = await state(page);
    await pit(page, s.legal[0]).click();
    await idle(page);
  }
  await page.getByRole('button', { name: 'Rules' }).click();
  await page.locator('#rules-dialog').waitFor();
  await page.locator('#btn-rules-close').click();
  await page.locator('#btn-undo').click();
  // An inline script, as an attacker would inject it: refused.
  const injected = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return window.__injected === true;
  });
  assert.equal(injected, false, 'inline scripts do not run');
  // The violation is reported by a task queued after the refusal.
  await page.waitForFunction(() => window.__violations.length > 0);
  for (let n = 0; n < 100 && !errors.length; n += 1) await new Promise((r) => setTimeout(r, 20));
  const violations = await page.evaluate(() => window.__violations);
  assert.deepEqual(violations, ['script-src-elem inline'], 'only the injected script was refused');
  assert.equal(errors.filter((e) => !/Content Security Policy/.test(e)).length, 0, JSON.stringify(errors));
  assert.equal(errors.length, 1, 'one console error: the refused inline script');

  // Stored: the game (a key of its own) and the preferences, the service
  // worker's copy of the site; no cookies, no IndexedDB.
  const stored = await page.evaluate(async () => ({
    keys: Object.keys(localStorage),
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
  }));
  const gameKey = stored.keys.find((key) => key.startsWith('mancala-web.game.'));
  assert.deepEqual(stored.keys.sort(), [gameKey, 'mancala-web.prefs'].sort());
  assert.equal(stored.cookies, '');
  assert.deepEqual(stored.databases, []);
  assert.ok(stored.caches.every((name) => name.startsWith('mancala-web-')), JSON.stringify(stored.caches));
  const save = JSON.parse(await page.evaluate((key) => localStorage.getItem(key), gameKey));
  assert.deepEqual(Object.keys(save).sort(), ['browse', 'created', 'over', 'record', 'redo', 'settings', 'updated', 'version']);

  assert.deepEqual(offOrigin(requests), [], 'no request to another origin');
  await page.close();
});

test('the embed demo, the custom element and the kiosk page: no violation, no request elsewhere', async () => {
  const { context } = env.browser;
  const requests = watchRequests(context);
  for (const path of ['embed-demo.html', '?kiosk=1&game=bakuk', '?game=ba-awa&controls=minimal&seats=human,beginner']) {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(env.server.url + path);
    const ready = path.startsWith('embed') ? '#demo-element[data-ready="true"]' : 'html[data-ready="true"]';
    await page.locator(ready).waitFor({ timeout: 15_000 });
    if (path.startsWith('embed')) {
      await page.frameLocator('#demo-frame').locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
      await page.locator('#demo-element .pit[data-pit="0"]').click();
      await page.locator('#event-log li').first().waitFor();
    } else {
      const s = await state(page);
      await pit(page, s.legal[0]).click();
      await idle(page);
    }
    const violations = await Promise.all(page.frames().map((f) => f.evaluate(() => window.__violations ?? [])));
    assert.deepEqual(violations.flat(), [], path);
    assert.deepEqual(errors, [], path);
    await page.close();
  }
  assert.deepEqual(offOrigin(requests), []);
});
