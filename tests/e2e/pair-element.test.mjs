// A game on two devices from <mancala-board pair> on a host page of another origin:
// two Chromium processes on the loopback only, as in tests/e2e/pair.test.mjs (whose dialog
// steps these share, tests/e2e/pair-helpers.mjs). An element pairs with an element by the
// links (the host page's address, read by the element there) and with the game's page by
// pasted codes, and a move goes each way; the host hears `pair` events. Without the
// attribute, or in kiosk mode, nothing of pairing shows or loads; a bad `ice` is said.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, axeViolations, collectErrors, launchBrowser, openEmpty, screenshot, setSpeed, startServer } from './helpers.mjs';
import arFirst from '../../www/i18n/ar.js';
import arLater from '../../www/i18n/ar-later.js';
import { PAIR_ARGS, acceptInvitation, bar, connect, dialog, makeInvitation } from './pair-helpers.mjs';

// The Arabic words: a first visit's and those that come with the pairing.
const ar = { ...arFirst, ...arLater };

const PAIR_NAME = 'Play a friend on another device';
/** The `pair` event's detail fields, as the package's declarations give them. */
const DECLARED_PAIR_DETAIL = [
  ...readFileSync(join(ROOT, 'package', 'mancala-board.d.ts'), 'utf8')
    .match(/interface MancalaPairDetail \{([^}]*)\}/)[1]
    .matchAll(/^\s*(\w+)\??:/gm),
].map((m) => m[1]);

let site;
let host;
let hostDir;
let devices;

/** A host page with one element of `attributes` (in a box of `style`); the host records the element's events. */
function hostPage(attributes, style = '') {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>A museum page</title>
  <link rel="icon" href="data:,">
  <script type="module" src="${site.url}www/mancala-board.js"></script>
  <script type="module">
    window.events = [];
    for (const type of ['pair', 'move']) document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
  </script>
</head>
<body>
  <main>
    <h1>Mancala at the museum</h1>
    <div style="${style}"><mancala-board ${attributes}></mancala-board></div>
  </main>
</body>
</html>`;
}

before(async () => {
  site = await startServer();
  hostDir = await mkdtemp(join(tmpdir(), 'mancala-pair-host-'));
  const pages = {
    'index.html': 'pair speed="instant" lang="en"',
    'plain.html': 'speed="instant" lang="en"',
    'kiosk.html': 'pair kiosk="1" lang="en"',
    'bad-ice.html': 'pair ice="stun:stun.example.org stun.example.org" lang="en"',
  };
  for (const [file, attributes] of Object.entries(pages)) await writeFile(join(hostDir, file), hostPage(attributes));
  await writeFile(join(hostDir, 'small-ar.html'), hostPage('pair lang="ar"', 'inline-size: 360px; block-size: 560px'));
  host = await startServer(hostDir);
  devices = await Promise.all([launchBrowser({ args: PAIR_ARGS }), launchBrowser({ args: PAIR_ARGS })]);
});

after(async () => {
  for (const device of devices ?? []) await device.close();
  await host?.close();
  await site?.close();
  if (hostDir) await rm(hostDir, { recursive: true, force: true });
});

const board = (page) => page.locator('mancala-board');

/** Device `i` with the host page `file` open, its element ready; the requests it made. */
async function hostOn(i, file = 'index.html') {
  const page = await devices[i].context.newPage();
  const errors = collectErrors(page);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(host.url + file);
  await page.locator('mancala-board[data-ready="true"]').waitFor({ timeout: 30_000 });
  return { page, errors, requests };
}

/** Opens the element's pairing dialog from its actions. */
const openElementPairing = (page) => board(page).getByRole('button', { name: PAIR_NAME }).click();

/** The game as `page` holds it: its element's, or the game page's. */
const gameState = (page) => page.evaluate(() => document.querySelector('mancala-board')?.state ?? window.__mancala.state());

/** Waits until `page` has `n` plies and its board is still. */
async function waitPlies(page, n) {
  await page.waitForFunction(
    (count) => {
      const element = document.querySelector('mancala-board');
      return element ? element.state.plies.length === count : window.__mancala.state().plies.length === count && !window.__mancala.busy();
    },
    n,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.querySelector('mancala-board')?.idle());
}

/** The pit button for hole `i` on `page` (the element's, or the game page's). */
async function pitOn(page, i) {
  const inElement = (await board(page).count()) > 0;
  return page.locator(`${inElement ? 'mancala-board .pit-layer' : '#pit-layer'} .pit[data-pit="${i}"]`);
}

/** The device whose turn it is plays its first legal pit; both boards then show it. */
async function playOne(bySeat) {
  const s = await gameState(bySeat[0]);
  const n = s.plies.length;
  await (await pitOn(bySeat[s.toMove], s.legal[0])).click();
  await waitPlies(bySeat[0], n + 1);
  await waitPlies(bySeat[1], n + 1);
  return s.toMove;
}

const pairEvents = (page) => page.evaluate(() => window.events.filter((e) => e.type === 'pair').map((e) => e.detail));

test('an element pairs with an element by the invitation’s and the answer’s links (the host page’s own address), a move each way; the host hears pair events; axe finds nothing on any step', async () => {
  const inviter = await hostOn(0);
  const h = inviter.page;
  const found = {};
  await openElementPairing(h);
  await dialog(h).locator('h2').waitFor();
  assert.ok(await dialog(h).evaluate((d) => d.open && d.getRootNode() instanceof ShadowRoot), 'the dialog is modal, in the element’s shadow root');
  assert.equal(await dialog(h).evaluate((d) => getComputedStyle(d.querySelector('.pair-seats')).display), 'flex', 'pair.css applies inside the shadow root');
  found.start = await axeViolations(h);
  await screenshot(h, 'pair-element-start');
  await dialog(h).getByRole('button', { name: 'Make an invitation' }).click();
  await dialog(h).locator('#pair-code-invite').waitFor({ timeout: 20_000 });
  const link = await dialog(h).locator('#pair-link-invite').inputValue();
  assert.ok(link.startsWith(`${host.url}index.html#pair=`), `the link opens the host page: ${link}`);
  found.invitation = await axeViolations(h);
  await screenshot(h, 'pair-element-invitation');

  const friend = await hostOn(1);
  const g = friend.page;
  await g.goto(link);
  await g.locator('mancala-board[data-ready="true"]').waitFor({ timeout: 30_000 });
  await dialog(g).getByRole('heading', { name: 'You were invited' }).waitFor();
  assert.equal(new URL(g.url()).hash, '', 'the code is taken out of the address (a reload does not answer again)');
  found.invited = await axeViolations(g);
  const answer = await acceptInvitation(g);
  assert.ok(answer.link.startsWith(`${host.url}index.html#pair-answer=`));
  found.answer = await axeViolations(g);
  await screenshot(g, 'pair-element-answer');
  // The inviter opens the answer's link in another tab: the host page's element there hands it over.
  const answerTab = await devices[0].context.newPage();
  await answerTab.goto(answer.link);
  await dialog(answerTab).getByText('The answer went to the page that made the invitation').waitFor({ timeout: 30_000 });
  await bar(h).waitFor({ timeout: 30_000 });
  await bar(g).waitFor({ timeout: 30_000 });
  await answerTab.close();
  await bar(h).getByText('Your turn: you play South').waitFor();
  await bar(g).getByText('Your friend’s turn (South). You play North').waitFor();
  found.playing = await axeViolations(h);
  await screenshot(h, 'pair-element-playing');

  assert.equal(await playOne([h, g]), 0, 'South (the inviter) moved');
  assert.equal(await playOne([h, g]), 1, 'North (the friend) moved');
  const records = await Promise.all([h, g].map((p) => p.evaluate(() => document.querySelector('mancala-board').record)));
  assert.equal(records[0], records[1], 'the same game on both');
  assert.match(records[0], /^bk2~[a-l]{2}$/);
  const guestMoves = await g.evaluate(() => window.events.filter((e) => e.type === 'move').map((e) => e.detail.player));
  assert.deepEqual(guestMoves, [0, 1], 'the friend’s move is a move event too');
  assert.deepEqual(await pairEvents(h), [{ state: 'open', seat: 0 }]);
  assert.deepEqual(Object.keys((await pairEvents(h))[0]).sort(), DECLARED_PAIR_DETAIL.sort(), 'the detail as declared');
  assert.deepEqual(await pairEvents(g), [{ state: 'open', seat: 1 }]);

  // The host takes the permission back: the paired game ends on both devices, the action goes.
  await h.evaluate(() => document.querySelector('mancala-board').removeAttribute('pair'));
  await bar(g).waitFor({ state: 'hidden' });
  await bar(h).waitFor({ state: 'hidden' });
  assert.equal(await board(h).getByRole('button', { name: PAIR_NAME }).count(), 0);
  await board(g).locator('.notice').getByText('Your friend left the game').waitFor();
  assert.deepEqual((await pairEvents(h)).at(-1), { state: 'closed', seat: null });
  assert.deepEqual((await pairEvents(g)).at(-1), { state: 'closed', seat: null });
  for (const [screen, violations] of Object.entries(found)) assert.deepEqual(violations, [], screen);
  assert.deepEqual(inviter.errors, []);
  assert.deepEqual(friend.errors, []);
  await h.close();
  await g.close();
});

test('the game’s page invites an element by a pasted code, and the element’s answer is pasted back; a move each way', async () => {
  const page = await devices[1].context.newPage();
  const pageErrors = collectErrors(page);
  await openEmpty(page, site.url);
  await setSpeed(page, 'instant');
  const invitation = await makeInvitation(page, 1);

  const element = await hostOn(0);
  const e = element.page;
  await openElementPairing(e);
  await dialog(e).locator('#pair-paste-invite').fill(invitation.code);
  await dialog(e).getByRole('button', { name: 'Open the invitation' }).click();
  await dialog(e).getByRole('heading', { name: 'You were invited' }).waitFor();
  const answer = await acceptInvitation(e);
  await connect(page, e, answer.code);
  assert.equal(await playOne([e, page]), 0, 'South (the element) moved');
  assert.equal(await playOne([e, page]), 1, 'North (the page) moved');
  assert.equal(await e.evaluate(() => document.querySelector('mancala-board').record), await page.evaluate(() => document.getElementById('record').textContent));
  assert.deepEqual(pageErrors, []);
  assert.deepEqual(element.errors, []);
  await page.close();
  await e.close();
});

test('without the pair attribute, or in kiosk mode, the element offers no pairing and loads nothing of it, and leaves an invitation in the fragment alone', async () => {
  for (const file of ['plain.html', 'kiosk.html']) {
    const { page, errors, requests } = await hostOn(0, file);
    assert.equal(await board(page).getByRole('button', { name: PAIR_NAME }).count(), 0, `${file}: no pairing action`);
    await page.goto(`${host.url}${file}#pair=AAAA`);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    assert.equal(new URL(page.url()).hash, '#pair=AAAA', `${file}: the fragment is the host’s`);
    assert.equal(await dialog(page).count(), 0, `${file}: no pairing dialog`);
    assert.deepEqual(requests.filter((url) => /pair[-.]/.test(url)), [], `${file}: nothing of pairing loaded`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a bad ice attribute is named in a notice and not used; a bad servers field is said in the dialog; Escape closes the dialog and the focus goes back', async () => {
  const { page, errors } = await hostOn(0, 'bad-ice.html');
  await board(page).locator('.notice').getByText('Options that could not be used were left out: ice.').waitFor();
  await openElementPairing(page);
  await dialog(page).locator('.pair-servers summary').click();
  assert.equal(await dialog(page).locator('#pair-ice').inputValue(), '', 'the bad servers are not used');
  await dialog(page).locator('#pair-ice').fill('stun:stun.example.org, stun.example.org');
  await dialog(page).getByRole('button', { name: 'Make an invitation' }).click();
  await dialog(page).getByRole('alert').getByText('Not a STUN or TURN address: stun.example.org.').waitFor();
  assert.equal(await dialog(page).locator('#pair-code-invite').count(), 0, 'no invitation made');
  assert.equal(await page.evaluate(() => document.querySelector('mancala-board').shadowRoot.activeElement?.id), 'pair-ice');
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden' });
  const focused = await page.evaluate(() => document.querySelector('mancala-board').shadowRoot.activeElement?.textContent);
  assert.equal(focused, PAIR_NAME, 'the focus is back on the button that opened it');
  assert.deepEqual(errors, []);
  await page.close();
});

test('in a small box, right to left: the action is in the More actions menu; the dialog opens from it, axe finds nothing, Escape gives the focus back to More', async () => {
  const { page, errors } = await hostOn(0, 'small-ar.html');
  await page.setViewportSize({ width: 390, height: 844 });
  await board(page).locator('.more').click();
  await board(page).getByRole('menuitem', { name: ar['pair.open'] }).click();
  await dialog(page).getByRole('heading', { name: ar['pair.heading'] }).waitFor();
  assert.equal(await dialog(page).evaluate((d) => getComputedStyle(d).direction), 'rtl');
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, 'pair-element-start-ar-360');
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.querySelector('mancala-board').shadowRoot.activeElement?.className), 'more');
  assert.deepEqual(errors, []);
  await page.close();
});
