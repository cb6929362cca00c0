// Shared helpers for the end-to-end tests (run with `node --test tests/e2e/`).
// They test the release build in dist/ (`cargo xtask dist` makes it) in
// Debian's Chromium, driven by playwright-core.

import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { after, afterEach, before, beforeEach } from 'node:test';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { watchForBoardSession } from './test-hooks.mjs';

const require = createRequire(import.meta.url);
const jsQR = require('jsqr');

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// MANCALA_DIST points the tests at another build (default: dist/ of this checkout).
export const DIST = process.env.MANCALA_DIST ?? join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'artifacts');

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `root` on 127.0.0.1 at a free port; resolves to { url, close }. */
export async function startServer(root = DIST) {
  await stat(join(root, 'index.html')).catch(() => {
    throw new Error(`${root}/index.html is missing: run \`cargo xtask dist\` first`);
  });
  // Links of 50,000 characters are tested (startup.test.mjs): the page answers them, with or
  // without its service worker, where node's server would refuse past 16 KB of headers.
  const server = createServer({ maxHeaderSize: 256 * 1024 }, (req, res) => serveFile(root, req, res));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

/** A blank page of the app's origin that is not the app, served by the tests' server only (openEmpty). */
const BLANK_PATH = '/__blank-for-tests.html';
const BLANK_PAGE = '<!doctype html><link rel="icon" href="data:,"><title>blank</title>';

async function serveFile(root, req, res) {
  try {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    if (path === BLANK_PATH) return res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end(BLANK_PAGE);
    let file = resolve(root, normalize(`.${path}`));
    if (file !== root && !file.startsWith(root + sep)) throw new Error('outside root');
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    const type = MIME_TYPES[extname(file)] ?? 'application/octet-stream';
    // Any origin may load the files, as from `cargo xtask serve`: a sandboxed
    // iframe (origin "null") fetches the modules and the wasm in CORS mode.
    res.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
}

/**
 * A fresh profile of headless Chromium: resolves to { context, close }. `options` go to the
 * context (viewport, deviceScaleFactor, reducedMotion, serviceWorkers, ...). A context is as
 * fresh as a new profile (its own storage, cache, service workers and locks) and costs a tenth
 * of a launch, so the contexts of a test file share one Chromium; with `options.args` (flags for
 * Chromium itself) the context gets a Chromium of its own, on a temporary profile.
 */
export async function launchBrowser(options = {}) {
  if (options.args) return ownChromium(options);
  const context = await (await sharedChromium()).newContext({ viewport: { width: 1024, height: 768 }, ...options });
  await context.addInitScript(watchForBoardSession);
  let closed = false;
  return {
    context,
    close: async () => {
      if (closed) return;
      closed = true;
      await context.close();
      letGoOfSharedChromium();
    },
  };
}

/** A Chromium of its own, launched with `options.args`, on a temporary profile. */
async function ownChromium(options) {
  const profile = await mkdtemp(join(tmpdir(), 'mancala-e2e-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, viewport: { width: 1024, height: 768 }, ...options });
  await context.addInitScript(watchForBoardSession);
  return {
    context,
    close: async () => {
      await context.close();
      // Chromium's helper processes may still be writing the cache for a moment after it exits.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** The test file's Chromium (a promise of it), the number of its contexts open, and the timer that closes it. */
let shared = null;
let sharedContexts = 0;
let sharedCloser = null;

function sharedChromium() {
  clearTimeout(sharedCloser);
  sharedContexts += 1;
  shared ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return shared;
}

/**
 * Closes the shared Chromium a moment after its last context, unless a context opens meanwhile
 * (the file's next test): the file's process ends once Chromium is gone.
 */
function letGoOfSharedChromium() {
  sharedContexts -= 1;
  if (sharedContexts > 0) return;
  sharedCloser = setTimeout(() => {
    const browser = shared;
    shared = null;
    browser?.then((b) => b.close()).catch(() => {});
  }, 1000);
}

/**
 * For a test file: a server of dist/ and a browser launched with `options`
 * (as launchBrowser's), started before the tests and closed after them.
 * Returns { server, browser }, filled in once they are up.
 */
export function useBrowser(options = {}) {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser(options);
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/**
 * For a test file: before each test, a fresh page of `env` (from useBrowser)
 * with the app open on an empty save; after each, no errors in it, and it
 * closes. Returns { page, errors }, filled in for each test.
 */
export function useFreshPage(env) {
  const session = { page: null, errors: null };
  beforeEach(async () => {
    session.page = await env.browser.context.newPage();
    session.errors = collectErrors(session.page);
    // Each test starts from an empty save, emptied from a blank page: one load of the app, not two.
    await openEmpty(session.page, env.server.url);
  });
  afterEach(async () => {
    assert.deepEqual(session.errors, [], 'no errors in the page');
    await session.page.close();
  });
  return session;
}

/** Records console errors, uncaught exceptions and failed requests of `page`. */
export function collectErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => {
    // A reload or a closing page aborts what is still loading (the manifest's icon, say):
    // the browser's doing, not the page's.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request failed: ${req.url()}: ${req.failure()?.errorText}`);
  });
  return errors;
}

/** `errors` (from collectErrors) but the CSP's refusals of the inline styles axe-core sets while it measures. */
export function realErrors(errors) {
  return errors.filter((e) => !e.includes('Applying inline style'));
}

/** axe-core's source, read from node_modules (no CDN) the first time a test asks axe. */
let axeSource = null;

/**
 * axe-core's violations in `target` (a page or a frame) as it is now: a "rule: target (why)" line
 * for each node, so that a failure says what to fix. Open shadow roots are included.
 */
export async function axeViolations(target) {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  if (!(await target.evaluate(() => typeof window.axe?.run === 'function'))) await target.evaluate(await axeSource);
  const result = await target.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`));
}

/**
 * Screenshots are JPEG (quality 90): to look at, never compared, and a phone's screen at 3x takes
 * Chromium about a second to encode as PNG, a fifth of that as JPEG.
 */
const SHOT = { type: 'jpeg', quality: 90 };

/** Saves a full-page screenshot to artifacts/<name>.jpg (git-ignored) and returns its path. */
export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.jpg`);
  // A full-page shot lays the page out at 1x1 for a moment (the phone layout comes and goes):
  // only when there is more than the viewport to show.
  const scrolls = await page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollHeight > innerHeight + 1 || root.scrollWidth > innerWidth + 1;
  });
  await page.screenshot({ path, fullPage: scrolls, ...SHOT });
  return path;
}

/** Saves a screenshot of what `locator` shows to artifacts/<name>.jpg and returns its path. */
export async function screenshotOf(locator, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.jpg`);
  await locator.screenshot({ path, ...SHOT });
  return path;
}

/**
 * Statistics of the canvas pixels, read in the page: how many distinct
 * colours and the variance of the luminance. A blank canvas has one colour.
 */
export function canvasStats(page, selector) {
  return page.evaluate((sel) => {
    const source = document.querySelector(sel);
    if (!source) throw new Error(`no element ${sel}`);
    // Copy through a 2D canvas so this works whatever context the page uses.
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const ctx = copy.getContext('2d');
    ctx.drawImage(source, 0, 0);
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    const colours = new Set();
    let sum = 0;
    let sumSquares = 0;
    for (let i = 0; i < data.length; i += 4) {
      colours.add((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]);
      const luminance = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
      sum += luminance;
      sumSquares += luminance * luminance;
    }
    const n = data.length / 4;
    const mean = sum / n;
    return { colours: colours.size, variance: sumSquares / n - mean * mean };
  }, selector);
}

/**
 * Whether boxes `a` and `b` (DOMRects read in the page with toJSON(), or anything with left, top,
 * right and bottom) overlap by more than `slack` px each way: boxes that only touch, or meet by
 * a rounding's half pixel, do not.
 */
export function boxesOverlap(a, b, slack = 0.5) {
  return a.left < b.right - slack && b.left < a.right - slack && a.top < b.bottom - slack && b.top < a.bottom - slack;
}

// ---- driving the app like a person ---------------------------------------------------------

/**
 * Opens the app and waits until the engine is loaded and the page is wired. The wait is long
 * because the suite must pass on a busy machine; a page that never gets ready still fails.
 */
export async function openApp(page, url) {
  await page.goto(url);
  await page
    .locator('html[data-ready="true"]')
    .waitFor({ timeout: 30_000 })
    .catch(async (error) => {
      // Where the start stopped, for the failure's message: the document, the narration, the service worker.
      const seen = await page
        .evaluate(() => ({
          readyState: document.readyState,
          attributes: Object.fromEntries([...document.documentElement.attributes].map((a) => [a.name, a.value])),
          narration: document.getElementById('narration')?.textContent ?? null,
          serviceWorker: navigator.serviceWorker?.controller?.state ?? 'none',
        }))
        .catch((e) => `unreadable: ${e.message}`);
      throw new Error(`${url} was not ready after 30 s: ${JSON.stringify(seen)}`, { cause: error });
    });
}

/**
 * Opens the app at `url` on an empty localStorage, emptied from a blank page of the same origin
 * that is not the app (an app page could still be saving its game, a paired one say, as it is left).
 */
export async function openEmpty(page, url) {
  await openBlank(page, url);
  await page.evaluate(() => localStorage.clear());
  await openApp(page, url);
}

/**
 * Waits until `page` (or a frame) has settled after a load, a resize or a panel opening: its
 * fonts loaded, no CSS transition or finite animation running, then two frames drawn (what a
 * resize observer redraws comes in the first). Layout is measured after this, not after a sleep.
 */
export async function settled(page) {
  await page.waitForFunction(
    () => document.fonts.status === 'loaded' && document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    null,
    { timeout: 10_000 },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The text of `locator` once it holds `expected` (a string or a RegExp, as Playwright's hasText
 * takes them), or as it is after `timeout` ms, for the caller's assertion to say what was there:
 * for what the page writes a moment after an action (a module fetched on first use, the worker's
 * answer), which a read at once could miss.
 */
export async function textOnceShown(locator, expected, timeout = 10_000) {
  await locator
    .filter({ hasText: expected })
    .first()
    .waitFor({ state: 'attached', timeout })
    .catch(() => {});
  return locator.textContent();
}

/**
 * Holds `page`'s requests for the engine (`*.wasm`) until `release()`; then each goes on, or with
 * `lost` fails as a dropped connection does. `requested` resolves at the first one.
 */
export async function holdEngine(page, { lost = false } = {}) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  let asked;
  const requested = new Promise((resolve) => {
    asked = resolve;
  });
  await page.route('**/*.wasm', async (route) => {
    asked();
    await held;
    await (lost ? route.abort('internetdisconnected') : route.continue());
  });
  return { requested, release };
}

/** Opens a blank page of the origin of `url` (the tests' server's, not the app: no game, no save). */
export async function openBlank(page, url) {
  await page.goto(new URL(BLANK_PATH, url).href);
}

/**
 * Opens the settings sheet (New game), fills it and starts: `game` is bakuk,
 * koumma or ba-awa; `players` 2 or 3; `match` true for Ba-awa match play;
 * `seats` one value a seat, `human` or `computer:<level>` (beginner,
 * intermediate, expert); every seat is human unless given.
 */
export async function startGame(page, { game = 'bakuk', players = 2, match = false, first, seats = [] } = {}) {
  const form = page.locator('#start-screen');
  if (await form.isHidden()) await page.locator('#btn-new').click();
  await form.locator(`label.choice:has(input[name="game"][value="${game}"])`).click();
  await form.locator(`label.choice:has(input[name="players"][value="${players}"])`).click();
  if (match) await form.locator('label.choice:has(input[name="mode"][value="match"])').click();
  if (first !== undefined) await form.locator('#first-select').selectOption(String(first));
  for (let p = 0; p < players; p += 1) await form.locator(`select[name="seat-${p}"]`).selectOption(seats[p] ?? 'human');
  await page.locator('#btn-start').click();
  await form.waitFor({ state: 'hidden' });
}

/**
 * The control `selector`, once in view: on a large screen the switches at their defaults and the
 * record's tools wait behind More actions (www/page/tools-menu.js), which this opens if need be.
 */
export async function reveal(page, selector) {
  const control = page.locator(selector);
  const more = page.locator('#btn-tools');
  if (!(await control.isVisible()) && (await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await control.waitFor();
  return control;
}

/** Acts on the control `selector` (`action`: a locator's method, click by default), behind More actions or not; More is closed after. */
export async function useTool(page, selector, action = 'click') {
  await (await reveal(page, selector))[action]();
  await page.evaluate(() => {
    const menu = document.getElementById('tools-menu');
    if (menu?.matches(':popover-open')) menu.hidePopover();
  });
}

/**
 * Puts away what floats over the controls at the foot of the page, as a person would before
 * reaching for them: the offer of a game a new one put aside (it stays 20 s) and a notice that
 * stays, each by its close button.
 */
export async function clearNotices(page) {
  for (const selector of ['#btn-discarded-close', '#notice .notice-close']) {
    const close = page.locator(selector);
    if (await close.isVisible()) await close.click();
  }
}

/** Chooses an animation speed with the speed buttons. */
export async function setSpeed(page, speed) {
  await useTool(page, `#speed-group label:has(input[value="${speed}"])`);
}

/** The pit button for hole `i`. */
export function pit(page, i) {
  return page.locator(`#pit-layer .pit[data-pit="${i}"]`);
}

/** Waits until no move is being animated. */
export function idle(page) {
  return page.evaluate(() => window.__mancala.idle());
}

/** The engine's state snapshot, as the page holds it. */
export function state(page) {
  return page.evaluate(() => window.__mancala.state());
}

/** Seeds drawn on the board: per hole and per store (the animation's model). */
export function drawn(page) {
  return page.evaluate(() => window.__mancala.drawn());
}

/**
 * The QR code drawn by the SVG at `selector` in `page`, as a camera would read it: rasterized
 * at `pixels` a module in the page, read by jsQR here. Resolves to its text, or null.
 */
export async function readQrCode(page, selector, pixels = 4) {
  const drawn = await page.evaluate(
    async ({ selector, pixels }) => {
      const svg = document.querySelector(selector).cloneNode(true);
      const side = svg.viewBox.baseVal.width * pixels;
      svg.setAttribute('width', String(side));
      svg.setAttribute('height', String(side));
      const image = new Image();
      image.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
      await image.decode();
      const ctx = new OffscreenCanvas(side, side).getContext('2d');
      ctx.drawImage(image, 0, 0);
      // The pixels as base64: a JSON array of a million numbers took seconds to cross to node.
      const bytes = ctx.getImageData(0, 0, side, side).data;
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { side, rgba: btoa(binary) };
    },
    { selector, pixels },
  );
  const found = jsQR(new Uint8ClampedArray(Buffer.from(drawn.rgba, 'base64')), drawn.side, drawn.side);
  return found ? new TextDecoder().decode(new Uint8Array(found.binaryData)) : null;
}
