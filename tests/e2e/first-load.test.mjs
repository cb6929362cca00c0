// The first load stays within 150 KB gzipped, in each of the seven languages.
//
// The first load is every response the page fetches on a first visit (fresh profile: no HTTP
// cache, no service worker) until it is playable: `<html data-ready="true">`, set by
// www/page/main.js once the board is drawn and its holes answer. Each is counted as gzip -9 of its
// body (what a server compressing at its best sends). Not counted:
// - what the visit fetches after that, in the background: the computer's worker and its
//   engine (pkg/computer/), which the page starts when a person reaches for the board, so that
//   the computer's first move comes at once (the benchmark, tests/bench/first-load.mjs, prints it);
// - the service worker's precache of the whole site for offline play, fetched by the worker
//   after it installs, never by the page;
// - the Arabic-script fonts (www/i18n/fonts/), fetched only where the device has no Arabic
//   font (as this Chromium): the figure with them is printed too, and for Arabic it must keep
//   within the budget as well. Urdu's Nastaliq alone is 93 KB (its contextual forms are many;
//   Naskh would be the wrong style for Urdu readers), so Urdu with its font is printed only:
//   devices with a Nastaliq of their own (Android's and Apple's Noto Nastaliq Urdu, Windows'
//   Urdu Typesetting) fetch none.
// The budget is 150,000 bytes (decimal kilobytes, the stricter reading).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchBrowser, openApp, pit, setSpeed, startServer, state, useTool } from './helpers.mjs';
import { firstVisit, isFont, sum } from './measure.mjs';

const BUDGET = 150_000;
const LANGUAGES = ['en', 'pt', 'vi', 'ur', 'ca', 'ar', 'fr'];

test('the first load is within 150 KB gzipped in every language', async () => {
  const server = await startServer();
  const totals = {};
  try {
    for (const lang of LANGUAGES) {
      const { ready: fetched } = await firstVisit(`${server.url}?lang=${lang}`, { later: false });
      const ready = fetched.filter((row) => !isFont(row));
      const fonts = fetched.filter(isFont);
      const total = sum(ready);
      totals[lang] = lang === 'ur' ? total : total + sum(fonts);
      const top = [...ready].sort((a, b) => b[1] - a[1]).slice(0, 6);
      console.log(`${lang}: ${total} B gzipped in ${ready.length} files before playable; top: ${top.map(([p, gz]) => `${p} ${gz}`).join(', ')}`);
      if (fonts.length) {
        console.log(`${lang}: with the fonts of a device that has no Arabic font: ${total + sum(fonts)} B (${fonts.map(([p, gz]) => `${p} ${gz}`).join(', ')})`);
      }
      const paths = ready.map(([p]) => p);
      assert.ok(paths.includes(`/www/i18n/${lang}.js`), `${lang}: its catalogue is loaded`);
      for (const other of LANGUAGES.filter((l) => l !== lang && l !== 'en')) {
        assert.ok(!paths.includes(`/www/i18n/${other}.js`), `${lang}: the ${other} catalogue is not loaded`);
      }
      assert.ok(!paths.some((p) => p.startsWith('/pkg/computer/')), `${lang}: the computer's engine waits for the worker`);
      assert.ok(paths.includes('/pkg/mancala-web_bg.wasm'), `${lang}: the rules engine is part of it`);
    }
  } finally {
    await server.close();
  }
  for (const [lang, total] of Object.entries(totals)) {
    assert.ok(total <= BUDGET, `${lang}: ${total} B gzipped (with its font but for Urdu) is over the ${BUDGET} B budget`);
  }
});

test('a visitor who only looks fetches nothing of the computer; a hand on the board starts it, and it answers the first move', async () => {
  const server = await startServer();
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  try {
    const page = await browser.context.newPage();
    const isComputer = (request) => new URL(request.url()).pathname.startsWith('/pkg/computer/');
    const computer = [];
    page.on('request', (request) => {
      if (isComputer(request)) computer.push(request.url());
    });
    // A first visit: a person against the computer (intermediate), the person to move.
    await openApp(page, server.url);
    // The page's idle work is done within two seconds (requestIdleCallback's timeout).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_500);
    assert.deepEqual(computer, [], 'nothing of the computer before a person reaches for the board');
    const fetched = page.waitForRequest(isComputer, { timeout: 10_000 });
    await page.locator('#board-wrap').hover();
    await fetched.catch(() => assert.fail('the computer is fetched once a hand is on the board'));
    await setSpeed(page, 'instant');
    const { legal } = await state(page);
    await pit(page, legal[0]).click();
    await page.waitForFunction(() => window.__mancala.state().plies.length === 2, null, { timeout: 30_000 });
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a tool whose module cannot be fetched says so, and the next try opens it', async () => {
  const server = await startServer();
  // No service worker: one that has stored the editor and controls the page by the first try
  // answers it itself, and page.route never sees the request it should refuse.
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  try {
    const page = await browser.context.newPage();
    await openApp(page, server.url);
    // Offline before the service worker stored the editor: its module fails once.
    let refused = 0;
    await page.route('**/www/study/editor.js', (route) => (refused++ ? route.continue() : route.abort()));
    await useTool(page, '#btn-editor');
    await page.locator('#notice').waitFor();
    assert.match(await page.locator('#notice').textContent(), /^This part of the page could not be loaded\. Check the connection and try again\.$/);
    assert.equal(await page.locator('#editor-dialog').evaluate((d) => d.open), false);
    await useTool(page, '#btn-editor');
    await page.waitForFunction(() => document.getElementById('editor-dialog').open);
    // The second try fetched it again.
    assert.equal(refused, 2, `${refused} requests`);
  } finally {
    await browser.close();
    await server.close();
  }
});
