// What ships is the product: dist/ holds no test hook, no developer file and no option that only
// tests used, and the page still starts where it cannot run (a file opened from disk, a browser
// without a feature it needs), saying why in its own language.

import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { DIST, openApp, useBrowser } from './helpers.mjs';

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
