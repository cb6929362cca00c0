// Embedding: the <mancala-board> custom element and the iframe with
// sandbox="allow-scripts", on a host page of another origin (another port),
// and the demo page of the built site. Each draws, plays a move, and the host
// hears about it; in both, a computer seat answers a person's move (the
// element's computer in a blob: worker made on the host's origin, the
// sandboxed frame's on its page).

import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { collectErrors, launchBrowser, screenshot, startServer } from './helpers.mjs';

let site;
let host;
let hostDir;
let browser;

before(async () => {
  site = await startServer();
  // The host page lives on another origin and loads the game from `site`.
  hostDir = await mkdtemp(join(tmpdir(), 'mancala-host-'));
  await writeFile(
    join(hostDir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>A museum page</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="host.css">
  <script type="module" src="${site.url}www/mancala-board.js"></script>
  <script type="module" src="host.js"></script>
</head>
<body>
  <p id="host-text">The host's own text.</p>
  <button id="host-button" type="button">Host button</button>
  <mancala-board id="element" game="bakuk" first="0" speed="fast" seats="human,expert"></mancala-board>
  <iframe id="frame" sandbox="allow-scripts" width="720" height="480" title="Bakuk"
    src="${site.url}index.html?game=bakuk&amp;first=0&amp;seats=human,beginner&amp;controls=minimal&amp;speed=fast"></iframe>
</body>
</html>`,
  );
  // Loud host styles: none may reach the board, and the board's may not reach out.
  await writeFile(
    join(hostDir, 'host.css'),
    'button { color: rgb(255, 0, 0); font-family: monospace; } .pit, .bar, .frame { display: none; } p { letter-spacing: 3px; }',
  );
  await writeFile(
    join(hostDir, 'host.js'),
    `window.events = [];
const board = document.getElementById('element');
for (const type of ['move', 'gameover', 'ready']) {
  document.addEventListener(type, (e) => window.events.push({ via: 'element', type, detail: e.detail ?? null, target: e.target.id }));
}
window.addEventListener('message', (e) => {
  if (e.source === document.getElementById('frame').contentWindow && e.data?.source === 'mancala-board') {
    window.events.push({ via: 'frame', type: e.data.type, detail: e.data.detail, origin: e.origin });
  }
});`,
  );
  host = await startServer(hostDir);
  browser = await launchBrowser({ viewport: { width: 1100, height: 1400 } });
});

after(async () => {
  await browser?.close();
  await host?.close();
  await site?.close();
  if (hostDir) await rm(hostDir, { recursive: true, force: true });
});

/** Canvas statistics of the board in `root` (a shadow root or a document). */
function boardStats(target, selector) {
  return target.evaluate((sel) => {
    const [outer, inner] = sel.split(' >>> ');
    const canvas = inner ? document.querySelector(outer).shadowRoot.querySelector(inner) : document.querySelector(outer);
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 16) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    return { colours: colours.size, width: canvas.width, height: canvas.height };
  }, selector);
}

function events(page) {
  return page.evaluate(() => window.events);
}

async function waitForEvent(page, predicate, what) {
  const handle = await page
    .waitForFunction(`window.events.some(${predicate})`, null, { timeout: 15_000 })
    .catch(async (e) => {
      throw new Error(`${what} never reached the host; events: ${JSON.stringify(await events(page))}`, { cause: e });
    });
  await handle.dispose();
}

test('a host page on another origin: the custom element and a sandboxed iframe draw, play, and report', async () => {
  const page = await browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(host.url);

  // ---- the custom element ----
  const element = page.locator('#element');
  await page.locator('#element[data-ready="true"]').waitFor({ timeout: 15_000 });
  await waitForEvent(page, "(e) => e.via === 'element' && e.type === 'ready'", 'ready');
  const stats = await boardStats(page, '#element >>> canvas');
  assert.ok(stats.width > 100 && stats.colours > 20, `the element's board is drawn: ${JSON.stringify(stats)}`);

  // Styles neither leak in nor out.
  const looks = await page.evaluate(() => {
    const shadow = document.getElementById('element').shadowRoot;
    const inner = shadow.querySelector('.bar button');
    return {
      innerColour: getComputedStyle(inner).color,
      innerFont: getComputedStyle(inner).fontFamily,
      barShown: getComputedStyle(shadow.querySelector('.bar')).display !== 'none',
      pitShown: getComputedStyle(shadow.querySelector('.pit')).display !== 'none',
      hostButton: getComputedStyle(document.getElementById('host-button')).color,
      hostSpacing: getComputedStyle(document.getElementById('host-text')).letterSpacing,
      notice: shadow.querySelector('.notice').hidden ? '' : shadow.querySelector('.notice').textContent,
      northChip: shadow.querySelector('.player[data-player="1"]').textContent,
    };
  });
  assert.notEqual(looks.innerColour, 'rgb(255, 0, 0)', 'host button colour stays out');
  assert.doesNotMatch(looks.innerFont, /monospace/);
  assert.ok(looks.barShown && looks.pitShown, 'host display rules stay out');
  assert.equal(looks.hostButton, 'rgb(255, 0, 0)', 'the element changes nothing outside');
  assert.equal(looks.hostSpacing, '3px');
  // seats="human,expert": North is the computer's, and nothing says otherwise.
  assert.equal(looks.notice, '');
  assert.match(looks.northChip, /North.*computer, expert/);

  // A click on South's hole h1 plays it; the host hears `move`.
  await element.locator('.pit[data-pit="1"]').click();
  await waitForEvent(page, "(e) => e.via === 'element' && e.type === 'move'", 'the element move event');
  const move = (await events(page)).find((e) => e.via === 'element' && e.type === 'move');
  assert.deepEqual({ player: move.detail.player, hole: move.detail.hole }, { player: 0, hole: 1 });
  assert.match(move.detail.record, /^bk2~b$/);
  assert.equal(move.target, 'element', 'the event bubbles out of the shadow root from the element');

  // The computer answers for North, in a worker although the element's files are on another origin.
  await waitForEvent(page, "(e) => e.via === 'element' && e.type === 'move' && e.detail.player === 1", 'the computer’s answer');
  const answer = (await events(page)).filter((e) => e.via === 'element' && e.type === 'move')[1];
  assert.equal(answer.detail.record, `bk2~b${String.fromCharCode(97 + answer.detail.hole)}`);
  assert.ok(answer.detail.hole >= 3, 'North answered with one of its holes');
  assert.equal(await page.evaluate(() => document.getElementById('element').session.computer.thread), 'worker');
  await screenshot(page, 'embed-element-computer');

  // Play the game out through the element's API, the computer answering each move; `gameover` arrives once.
  const refused = await page.evaluate(async () => {
    const board = document.getElementById('element');
    board.setAttribute('speed', 'instant');
    let refusals = 0;
    const deadline = performance.now() + 60_000;
    while (board.state.status === 'playing' && performance.now() < deadline) {
      await board.idle();
      const s = board.state;
      if (s.status !== 'playing') break;
      if (s.toMove === 0) await board.play(s.legal[0]);
      else {
        // North's turn: the element refuses to play it for the host.
        if (!refusals && !(await board.play(s.legal[0]))) refusals += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    return refusals;
  });
  assert.equal(refused, 1, 'a move for the computer’s seat is refused');
  await waitForEvent(page, "(e) => e.via === 'element' && e.type === 'gameover'", 'the gameover event');
  const over = (await events(page)).filter((e) => e.via === 'element' && e.type === 'gameover');
  assert.equal(over.length, 1);
  const state = await page.evaluate(() => document.getElementById('element').state);
  assert.deepEqual(over[0].detail.captured, state.captured);
  assert.equal(over[0].detail.draw, state.draw);
  assert.equal(over[0].detail.winner, state.winner ?? null);

  // ---- the sandboxed iframe ----
  const frame = page.frameLocator('#frame');
  await frame.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  const inner = page.frames().find((f) => f.url().startsWith(site.url));
  assert.equal(await inner.evaluate(() => String(self.origin)), 'null', 'the frame runs in an opaque origin');
  assert.ok(await frame.locator('.topbar').isHidden(), 'controls=minimal hides the menus');
  assert.ok(await frame.locator('.bars').isHidden());
  assert.ok(await frame.locator('#notice').isHidden(), 'no storage warning in an embed');
  const frameStats = await boardStats(inner, '#board');
  assert.ok(frameStats.colours > 20, `the frame's board is drawn: ${JSON.stringify(frameStats)}`);
  await frame.locator('.pit[data-pit="2"]').click();
  await waitForEvent(page, "(e) => e.via === 'frame' && e.type === 'move'", 'the iframe move message');
  const framed = (await events(page)).find((e) => e.via === 'frame' && e.type === 'move');
  assert.deepEqual({ player: framed.detail.player, hole: framed.detail.hole, origin: framed.origin }, { player: 0, hole: 2, origin: 'null' });
  // seats=human,beginner: the computer answers; an opaque origin starts no worker, so on the page.
  await waitForEvent(page, "(e) => e.via === 'frame' && e.type === 'move' && e.detail.player === 1", 'the framed computer’s answer');
  assert.equal(await inner.evaluate(() => window.__mancala.computerThread()), 'page');

  await screenshot(page, 'embed-host');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the demo page of the built site embeds both ways and lists the events', async () => {
  const page = await browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${site.url}embed-demo.html`);
  await page.locator('#demo-element[data-ready="true"]').waitFor({ timeout: 15_000 });
  await page.frameLocator('#demo-frame').locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  const stats = await boardStats(page, '#demo-element >>> canvas');
  assert.ok(stats.colours > 20, 'the element draws');

  await page.locator('#demo-element .pit[data-pit="0"]').click();
  await page.locator('#event-log li[data-type="move"]').first().waitFor();
  assert.match(await page.locator('#event-log li').first().textContent(), /custom element: South played p0/);

  await page.frameLocator('#demo-frame').locator('.pit[data-pit="1"]').click();
  await page.locator('#event-log li:has-text("iframe")').waitFor();
  assert.match(await page.locator('#event-log li:has-text("iframe")').textContent(), /iframe: South played h1/);
  // A message of the game's shape without its details was a TypeError in the
  // listener. It is left out; the next one is listed (South never plays h5: it is no real move).
  const frame = page.frames().find((f) => f.parentFrame() === page.mainFrame());
  await frame.evaluate(() => {
    for (const detail of [null, 7, {}]) parent.postMessage({ source: 'mancala-board', type: 'move', detail }, '*');
    parent.postMessage({ source: 'mancala-board', type: 'gameover', detail: null }, '*');
    parent.postMessage({ source: 'mancala-board', type: 'move', detail: { player: 0, hole: 5 } }, '*');
  });
  await page.locator('#event-log li:has-text("iframe: South played h5")').waitFor();

  await screenshot(page, 'embed-demo');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a host whose CSP refuses blob: workers: the element’s computer thinks on the page instead', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'mancala-csp-host-'));
  const origin = site.url.replace(/\/$/, '');
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta http-equiv="Content-Security-Policy" content="default-src 'self' ${origin}; script-src 'self' ${origin} 'wasm-unsafe-eval'; img-src 'self' data:; worker-src 'self'">
  <title>A strict host</title>
  <link rel="icon" href="data:,">
  <script type="module" src="${site.url}www/mancala-board.js"></script>
</head>
<body>
  <mancala-board id="element" game="bakuk" first="0" speed="fast" seats="human,beginner"></mancala-board>
</body>
</html>`,
  );
  const strict = await startServer(dir);
  const page = await browser.context.newPage();
  const errors = collectErrors(page);
  try {
    await page.goto(strict.url);
    await page.locator('#element[data-ready="true"]').waitFor({ timeout: 15_000 });
    await page.locator('#element .pit[data-pit="1"]').click();
    await page.waitForFunction(() => document.getElementById('element').state.plies.length >= 2, null, { timeout: 15_000 });
    const s = await page.evaluate(() => ({ plies: document.getElementById('element').state.plies, thread: document.getElementById('element').session.computer.thread }));
    assert.deepEqual(s.plies.map((p) => p.player), [0, 1], 'the computer answered');
    assert.equal(s.thread, 'page');
    // The only complaint is the host's own policy refusing the blob: worker.
    assert.deepEqual(
      errors.filter((e) => !/Creating a worker from 'blob:.*violates the following Content Security Policy directive: "worker-src 'self'"/.test(e)),
      [],
    );
  } finally {
    await page.close();
    await strict.close();
    await rm(dir, { recursive: true, force: true });
  }
});
