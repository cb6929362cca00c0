// The first minute: a board ready to play against the computer, one-tap game
// and opponent switches, the settings sheet that fits the screen, focus and
// scroll after a start, no layout shift while the engine loads, a game put
// aside by a new one brought back, and a phone on its side.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, collectErrors, holdEngine, idle, launchBrowser, openApp, pit, realErrors, screenshot, setSpeed, settled, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });
const session = useFreshPage(env);

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
};

/** Whether `locator`'s box lies inside the viewport. */
async function inView(page, locator) {
  const box = await locator.boundingBox();
  const vp = page.viewportSize();
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height + 0.5 && box.x + box.width <= vp.width + 0.5;
}

test('a first visit opens on a board against the computer, ready to play', async () => {
  const { page } = session;
  const s = await state(page);
  assert.equal(s.rules, 'bk2');
  assert.equal(s.plies.length, 0);
  assert.ok(await page.locator('#start-screen').isHidden(), 'no settings in the way');
  assert.match(await page.locator('#narration').textContent(), /^You are South: tap one of your holes to sow\.$/);
  assert.match(await page.locator('.player[data-player="1"]').textContent(), /North.*computer, intermediate/);
  assert.ok(await page.locator('#quick-game input[value="bakuk"]').isChecked());
  assert.ok(await page.locator('#quick-opponent input[value="computer"]').isChecked());
  await screenshot(page, 'first-visit-desktop');
  await setSpeed(page, 'instant');
  await pit(page, 0).click();
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 2, null, { timeout: 15_000 });
  assert.equal((await state(page)).plies[1].player, 1, 'the computer answered');
});

/** The controls a person can see on the page (pits, buttons, fields, links, focusable rows), by id or tag. */
function visibleControls(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, input, select, textarea, a[href], summary, [tabindex]:not([tabindex="-1"])')]
      .filter((e) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width > 0)
      .map((e) => e.id || e.getAttribute('name') || e.className || e.tagName),
  );
}

// Before: 45 at 1366x768 (the speed's, the steps', the review's and the browsing's controls among them),
// then 34 at every large size (the speeds, Show counts, Show values, Sound and six tools of the record).
const FIRST_GAME_CONTROLS = [
  { width: 1366, height: 768, most: 22 },
  { width: 1280, height: 800, most: 22 },
  { width: 1920, height: 1080, most: 22 },
  { width: 390, height: 844, most: 9 },
];
/** Behind More actions on a large screen, one step away. */
const TUCKED = ['speed-group', 'chk-counts', 'chk-values', 'btn-sound', 'btn-pair', 'btn-share', 'btn-copy-record', 'btn-download', 'btn-import', 'btn-editor'];
for (const size of FIRST_GAME_CONTROLS) {
  test(`${size.width}x${size.height}: a first visit shows what a first game needs (at most ${size.most} controls), the rest comes with the first move; the hot-seat choice says what it is`, async () => {
    const { page } = session;
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const first = await visibleControls(page);
    assert.ok(first.length <= size.most, `${first.length} controls: ${first.join(' ')}`);
    for (const id of ['btn-pause', 'btn-step-seed', 'btn-finish', 'btn-redo', 'btn-replay', 'btn-review', 'btn-rematch', 'btn-browse-first']) {
      assert.ok(!first.includes(id), `${id} waits for a first move`);
    }
    const phone = await page.locator('#btn-more').isVisible();
    if (!phone) {
      for (const id of TUCKED) assert.ok(!first.includes(id) && !first.includes('speed'), `${id} waits behind More actions`);
      // One step away, by the keyboard too: More says it opens, Escape closes it and gives the focus back.
      const more = page.locator('#btn-tools');
      await more.focus();
      await page.keyboard.press('Enter');
      for (const id of TUCKED) await page.locator(`#${id}`).waitFor();
      assert.equal(await more.getAttribute('aria-expanded'), 'true');
      assert.ok(await page.locator('#chk-counts').isChecked(), 'a switch that is on shows as on');
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => document.getElementById('tools-menu').contains(document.activeElement)), 'Tab goes into the menu');
      await page.keyboard.press('Escape');
      await page.locator('#chk-counts').waitFor({ state: 'hidden' });
      assert.equal(await more.getAttribute('aria-expanded'), 'false');
      assert.ok(await more.evaluate((b) => b === document.activeElement), 'the focus is back on More actions');
    }
    if (phone) await page.locator('#btn-more').click();
    assert.equal((await page.locator('#quick-opponent label:has(input[value="human"])').textContent()).trim(), 'Two players, this device');
    await setSpeed(page, 'instant');
    if (phone) await page.keyboard.press('Escape');
    await pit(page, 0).click();
    await page.waitForFunction(() => window.__mancala.state().plies.length >= 2, null, { timeout: 15_000 });
    await idle(page);
    if (phone) await page.locator('#btn-more').click();
    for (const id of ['btn-undo', 'btn-replay', 'btn-rematch']) assert.ok(await page.locator(`#${id}`).isVisible(), `${id} shows once a move is played`);
    if (!phone) {
      assert.ok(await page.locator('#speed-group').isVisible(), 'the speed, once chosen, stays in view');
      // A player who has used every control behind More actions keeps them all in view: More has nothing left to hold.
      await page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('mancala-web.prefs'));
        saved.prefs.kept = [...document.querySelectorAll('[data-tuck]')].map((node) => node.id);
        localStorage.setItem('mancala-web.prefs', JSON.stringify(saved));
      });
      await page.reload();
      await page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
      for (const id of TUCKED) assert.ok(await page.locator(`#${id}`).isVisible(), `${id} kept in view`);
      assert.ok(!(await page.locator('#btn-tools').isVisible()), 'no More actions with nothing behind it');
    }
  });
}

test('one tap switches the game and the opponent; the game put aside comes back', async () => {
  const { page } = session;
  await setSpeed(page, 'instant');
  await page.locator('#quick-opponent label:has(input[value="human"])').click();
  assert.doesNotMatch(await page.locator('#players').textContent(), /computer/);
  await pit(page, 1).click();
  await idle(page);
  const record = (await state(page)).record;
  await page.locator('#quick-game label:has(input[value="ba-awa"])').click();
  let s = await state(page);
  assert.equal(s.game, 'ba-awa');
  assert.equal(s.plies.length, 0);
  assert.match(await page.locator('#narration').textContent(), /^South to move: choose a pit to sow\.$/, 'two people: no "you are" cue');
  // The Bakuk game was put aside, not lost.
  await page.locator('#discarded').waitFor();
  assert.match(await page.locator('#discarded').textContent(), /kept under Your games/);
  await page.locator('#btn-discarded-back').click();
  await page.waitForFunction((r) => window.__mancala.state().record === r, record);
  assert.ok(await page.locator('#discarded').isHidden());
  assert.ok(await page.locator('#quick-game input[value="bakuk"]').isChecked());
});

/** Plays a move of a game for two people, then Rematch: resolves to the record put aside. */
async function rematchMidGame(page) {
  await setSpeed(page, 'instant');
  await page.locator('#quick-opponent label:has(input[value="human"])').click();
  await pit(page, 2).click();
  await idle(page);
  const record = (await state(page)).record;
  await page.locator('#btn-rematch').click();
  return record;
}

test('Rematch in the middle of a game can be taken back', async () => {
  const { page } = session;
  const record = await rematchMidGame(page);
  assert.equal((await state(page)).plies.length, 0);
  await page.locator('#btn-discarded-back').click();
  await page.waitForFunction((r) => window.__mancala.state().record === r, record);
});

test('the offer of a game put aside closes with its cross, and the game stays among Your games', async () => {
  const { page } = session;
  const record = await rematchMidGame(page);
  const close = page.getByRole('button', { name: 'Close' });
  await close.click();
  assert.ok(await page.locator('#discarded').isHidden());
  await page.locator('#btn-games').click();
  await page.locator('#games-dialog[open]').waitFor();
  const kept = await page.evaluate(() => Object.values(localStorage).filter((v) => v.includes('"record"')).map((v) => JSON.parse(v).record));
  assert.ok(kept.includes(record), `${record} is kept: ${kept.join(', ')}`);
});

for (const [name, size] of Object.entries(SIZES)) {
  test(`${name}: the settings sheet fits with Start in view; after a start the board has focus`, async () => {
    const { page } = session;
    await page.setViewportSize(size);
    // The controls move to their places for the new size at the next frames (www/embed/embed.js):
    // a More sheet opened before that would be closed by the move.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // On a phone New game is in the More sheet, one tap away.
    if (await page.locator('#btn-more').isVisible()) await page.locator('#btn-more').click();
    await page.locator('#btn-new').click();
    await page.locator('#start-screen').waitFor();
    assert.ok(await inView(page, page.locator('#btn-start')), 'Start is on the screen');
    const sheet = await page.locator('#start-screen').boundingBox();
    assert.ok(sheet.height <= size.height, 'the sheet fits the height');
    await screenshot(page, `settings-${name}`);
    await page.locator('#start-screen label.choice:has(input[value="ba-awa"])').click();
    await page.locator('#btn-start').click();
    await page.locator('#start-screen').waitFor({ state: 'hidden' });
    assert.equal((await state(page)).game, 'ba-awa');
    const focused = await page.evaluate(() => document.activeElement?.className ?? '');
    assert.match(focused, /\bpit\b/, 'a pit button has the focus');
    assert.ok(await inView(page, page.locator('#board-wrap')), 'the board is in view');
    assert.ok(await inView(page, page.locator('.player.to-move')), 'whose turn is in view');
    await screenshot(page, `game-${name}`);
  });
}

test('phone landscape: the board fits in the height', async () => {
  const { page } = session;
  await page.setViewportSize(SIZES.landscape);
  await settled(page);
  assert.ok(await inView(page, page.locator('#board-wrap')));
  const box = await page.locator('#board-wrap').boundingBox();
  assert.ok(box.height >= 250, `a board of a useful size: ${box.height} px`);
  await screenshot(page, 'landscape');
});

/** The layout shift score (CLS) of loading the app with the engine held back `holdMs`. */
async function loadShift(size, holdMs, deviceScaleFactor = 1) {
  // A browser of its own with no service worker (a worker's cache would answer before the route).
  const own = await launchBrowser({ viewport: size, deviceScaleFactor, serviceWorkers: 'block' });
  const page = await own.context.newPage();
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) => `${source.node?.nodeName}#${source.node?.id}.${source.node?.className}`);
        window.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The sizes at which the board paints its earth (its grain is the page's only canvas pattern).
    window.__groundPaints = [];
    const createPattern = CanvasRenderingContext2D.prototype.createPattern;
    CanvasRenderingContext2D.prototype.createPattern = function (...args) {
      window.__groundPaints.push(`${this.canvas.width}x${this.canvas.height}`);
      return createPattern.apply(this, args);
    };
  });
  const engine = holdMs ? await holdEngine(page) : null;
  await page.goto(env.server.url);
  await page.locator('#board-wrap').waitFor();
  if (holdMs) await page.waitForTimeout(holdMs);
  // While the engine loads: the controls are there, and look and are disabled.
  const loading = !holdMs ? null : {
    newDisabled: await page.locator('#btn-new').isDisabled(),
    quickDisabled: await page.locator('#quick-game input').first().isDisabled(),
    text: await page.locator('#narration').textContent(),
    // A screen of its own while the engine loads: each control has a name already.
    violations: await axeViolations(page),
  };
  if (holdMs) await screenshot(page, `loading-${size.width}x${size.height}`);
  engine?.release();
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(800);
  const shifts = await page.evaluate(() => window.__shifts);
  const paints = await page.evaluate(() => window.__groundPaints);
  await own.close();
  assert.deepEqual(realErrors(errors), []);
  // The earth under the pits is the board's costliest drawing: laid out, then given its owners'
  // rims, the board paints it once for each size it takes.
  assert.ok(paints.length >= 1 && new Set(paints).size === paints.length, `the earth painted once a size, not ${paints}`);
  return { cls: shifts.reduce((a, b) => a + b.value, 0), shifts, loading };
}

for (const [name, size] of Object.entries(SIZES)) {
  test(`${name}: no layout shift while the engine loads (CLS <= 0.02)`, async () => {
    const { cls, shifts, loading } = await loadShift(size, 700);
    console.log(`cls ${name}: ${cls.toFixed(4)} from ${JSON.stringify(shifts)}`);
    assert.ok(loading.newDisabled && loading.quickDisabled, `controls that cannot act yet are disabled: ${JSON.stringify(loading)}`);
    assert.match(loading.text, /Loading/);
    assert.deepEqual(loading.violations, [], 'axe-core, while the engine loads');
    assert.ok(cls <= 0.02, `CLS ${cls}`);
  });
}

test('Lighthouse mobile size (412x823 at 1.75x), the engine as fast as it comes: no layout shift', async () => {
  const { cls, shifts } = await loadShift({ width: 412, height: 823 }, 0, 1.75);
  console.log(`cls lighthouse-mobile: ${cls.toFixed(4)} from ${JSON.stringify(shifts)}`);
  assert.ok(cls <= 0.005, `CLS ${cls}`);
});

test('the last game comes back on the board at the next visit', async () => {
  const { page } = session;
  await setSpeed(page, 'instant');
  await pit(page, 1).click();
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 2, null, { timeout: 15_000 });
  await idle(page);
  const record = (await state(page)).record;
  await openApp(page, env.server.url);
  assert.equal((await state(page)).record, record);
  assert.ok(await page.locator('#start-screen').isHidden());
});
