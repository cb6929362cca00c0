// Kiosk mode (?kiosk=1): big touch targets, no links out, and after the idle
// time (kiosk-idle=SECONDS here) an attract loop plays computer against
// computer on the board until someone touches the screen; if the computer
// cannot answer, it replays the stored sample games instead. An exhibit: at
// 1920x1080, 1080x1920 and 1366x768 the board fills the screen, text is 24 px
// at 1080p and targets 56 px, only a visitor's controls show; a countdown
// before a visitor's game is given up; a game a new one put aside offered back, kept
// in memory only and forgotten at the idle reset; an attract screen that covers
// nothing; the languages as large buttons; the kiosk never leaves itself; axe-core
// finds nothing on any of its screens.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, boxesOverlap, collectErrors, idle, launchBrowser, pit, readQrCode, realErrors, screenshot, settled, state, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 900 }, hasTouch: true });
// The pages' clocks run as the real one until a test moves them on: the idle times and the
// cleaning pause are skipped, not waited.
let clock = null;
const installClock = () => (clock ??= env.browser.context.clock.install());

test('idle, the attract loop plays computer against computer; a touch stops it and gives a fresh start', async () => {
  await installClock();
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=5&speed=fast`);
  await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
  // A board ready to play, with large game buttons, no dropdown lists and no analysis controls.
  assert.ok(await page.locator('#start-screen').isHidden());
  assert.ok(await page.locator('#quick-game').isVisible());
  assert.equal(await page.locator('select:visible').count(), 0);
  for (const id of ['#btn-step-seed', '#btn-step-lap', '#btn-replay', '#btn-new']) assert.ok(await page.locator(id).isHidden(), `${id} is hidden`);
  await screenshot(page, 'kiosk-start');

  // Big touch targets, and nothing that leads away.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('button, select, .choice-text, .seg span')]
      .filter((el) => el.offsetParent && !el.classList.contains('pit'))
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.height < 48).length,
  );
  assert.equal(small, 0, 'every control is at least 48 px tall');
  assert.equal(await page.locator('a[href]:visible').count(), 0);

  // Idle: the loop starts, and the computer plays both seats of a Bakuk game on the board.
  await page.clock.fastForward(5_000);
  await page.locator('#attract').waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('#attract .attract-touch').textContent(), 'Touch the screen to play');
  assert.equal(await page.locator('#attract .attract-demo').textContent(), 'A demonstration: the computer plays both sides');
  assert.equal(await page.locator('#attract .attract-game').textContent(), 'Bakuk');
  assert.match(await page.locator('#attract .attract-origin').textContent(), /^From Morocco/);
  assert.ok(await page.locator('#game-screen').isVisible());
  assert.match(await page.locator('.player[data-player="0"]').textContent(), /South.*computer, intermediate/);
  assert.match(await page.locator('.player[data-player="1"]').textContent(), /North.*computer, expert/);
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 3, null, { timeout: 15_000 });
  const shown = await state(page);
  assert.match(shown.record, /^bk2~[a-f]{3}/, 'moves of both seats');
  assert.deepEqual(shown.plies.slice(0, 3).map((p) => p.player), [0, 1, 0]);
  assert.equal(await page.evaluate(() => window.__mancala.computerThread()), 'worker');
  assert.ok(await page.locator('#end-dialog').isHidden());
  // Mid-move, at the loop's calm pace.
  await page.waitForFunction(() => window.__mancala.drawn().flying > 0, null, { timeout: 5_000 });
  await screenshot(page, 'kiosk-attract');

  // A touch stops it: a fresh start (a new game on the board), no move played by that touch.
  await page.touchscreen.tap(640, 300);
  await page.locator('#attract').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.attract), undefined);
  assert.ok(await page.locator('#start-screen').isHidden());
  assert.equal((await state(page)).plies.length, 0);
  // The board and whose turn in view, the focus on the board.
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.match(await page.evaluate(() => document.activeElement?.className ?? ''), /\bpit\b/);
  // Kiosk games are not kept.
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala-web.save')), null);

  // Idle again: the loop comes back; a key stops it too.
  await page.clock.fastForward(5_000);
  await page.locator('#attract').waitFor({ timeout: 15_000 });
  await page.keyboard.press('Space');
  // At every frame: the loop comes back after the idle time again.
  await page.waitForFunction(() => !document.getElementById('attract'), null, { polling: 'raf', timeout: 5_000 });

  assert.deepEqual(errors, []);
  await page.close();
});

test('the attract loop replays the sample games when the computer cannot answer', async () => {
  // A browser of its own, without service workers: a worker controlled by one would not be routed.
  const own = await launchBrowser({ viewport: { width: 1280, height: 900 }, hasTouch: true, serviceWorkers: 'block' });
  await own.context.clock.install();
  const page = await own.context.newPage();
  const errors = collectErrors(page);
  // A computer worker that refuses every request.
  await page.route('**/www/game/ai-worker.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "self.onmessage = ({ data }) => self.postMessage({ id: data.id, error: 'no computer here' });",
    }),
  );
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=5&speed=fast`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  await page.clock.fastForward(5_000);
  await page.locator('#attract').waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 2, null, { timeout: 15_000 });
  const shown = await state(page);
  assert.match(shown.record, /^bk2~bd/, 'the first sample game, replayed through the engine');
  assert.doesNotMatch(await page.locator('#players').textContent(), /computer/);
  await page.touchscreen.tap(640, 300);
  await page.locator('#attract').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await own.close();
});

test('a kiosk set to one game starts that game fresh after the loop', async () => {
  await installClock();
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=5&game=ba-awa&speed=fast`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  assert.equal((await state(page)).game, 'ba-awa');
  await page.clock.fastForward(5_000);
  await page.locator('#attract').waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 1, null, { timeout: 15_000 });
  await page.mouse.click(640, 300);
  await page.locator('#attract').waitFor({ state: 'detached' });
  const s = await state(page);
  assert.equal(s.game, 'ba-awa');
  assert.equal(s.plies.length, 0, 'a fresh game, untouched by the click that stopped the loop');
  assert.ok(await page.locator('#game-screen').isVisible());
  assert.deepEqual(errors, []);
  await page.close();
});

/** What a visitor sees: the board's share of the screen, text sizes, target sizes, the controls shown. */
function exhibit(page) {
  return page.evaluate(() => {
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const board = window.__mancala.boardBox();
    const canvas = document.getElementById('board').getBoundingClientRect();
    const wrap = document.getElementById('board-wrap').getBoundingClientRect();
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent.trim() || !shown(parent) || parent.closest('.visually-hidden, dialog:not([open]), h1')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      texts.push([parseFloat(getComputedStyle(parent).fontSize), node.textContent.trim().slice(0, 30)]);
    }
    const targets = [...document.querySelectorAll('button, .seg span')].filter((el) => shown(el) && !el.classList.contains('pit'));
    return {
      boardShare: (board.w * board.h) / (innerWidth * innerHeight),
      boardOnScreen: canvas.left + board.x >= 0 && canvas.top + board.y >= 0 && canvas.top + board.y + board.h <= innerHeight + 1,
      wrapWidth: wrap.width / innerWidth,
      smallestText: texts.reduce((a, b) => (b[0] < a[0] ? b : a), [Infinity, '']),
      smallTargets: targets.filter((el) => { const r = el.getBoundingClientRect(); return r.height < 56 || r.width < 56; }).map((el) => el.id || el.textContent),
      controls: [...document.querySelectorAll('button, input, select, a[href]')].filter((el) => !el.classList.contains('pit') && (shown(el) || (el.matches('.seg input') && shown(el.nextElementSibling)))).map((el) => el.id || `${el.name}=${el.value}`),
      scroll: [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight],
    };
  });
}

const VISITOR_CONTROLS = new Set([
  'btn-kiosk-new', 'btn-rules', 'btn-kiosk-language', 'btn-hint', 'btn-undo', 'btn-computer-play',
  'quick-game=bakuk', 'quick-game=koumma', 'quick-game=ba-awa', 'quick-opponent=computer', 'quick-opponent=human',
]);

for (const size of [{ width: 1920, height: 1080 }, { width: 1080, height: 1920 }, { width: 1366, height: 768 }]) {
  const name = `${size.width}x${size.height}`;
  test(`${name}: an exhibit: the board fills the screen, large text and targets, a visitor's controls only, English and Arabic; axe finds nothing`, async () => {
    const own = await launchBrowser({ viewport: size, hasTouch: true });
    try {
      const page = await own.context.newPage();
      const errors = collectErrors(page);
      for (const lang of ['en', 'ar']) {
        for (const game of ['bakuk', 'ba-awa']) {
          await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=600&lang=${lang}&game=${game}&seats=human,intermediate`);
          await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
          await settled(page);
          const seen = await exhibit(page);
          if (size.width > size.height) assert.ok(seen.boardShare >= 0.5, `${lang} ${game}: the board takes ${(seen.boardShare * 100).toFixed(1)}% of the screen`);
          else assert.ok(seen.wrapWidth >= 0.96 && seen.boardShare >= 0.35, `${lang} ${game}: the board spans ${(seen.wrapWidth * 100).toFixed(1)}% of the width, ${(seen.boardShare * 100).toFixed(1)}% of the screen`);
          assert.ok(seen.boardOnScreen, 'the whole board is on the screen');
          const minText = Math.max(size.width, size.height) >= 1920 ? 24 : 16;
          assert.ok(seen.smallestText[0] >= minText - 0.01, `${lang}: the smallest text is ${seen.smallestText[0]} px (${seen.smallestText[1]})`);
          assert.deepEqual(seen.smallTargets, [], `${lang}: targets under 56 px`);
          assert.deepEqual(seen.controls.filter((id) => !VISITOR_CONTROLS.has(id)), [], `${lang}: only a visitor's controls`);
          assert.deepEqual(seen.scroll, [0, 0], `${lang}: nothing to scroll`);
          console.log(`kiosk ${name} ${lang} ${game}: board ${(seen.boardShare * 100).toFixed(1)}% of the screen, ${(seen.wrapWidth * 100).toFixed(1)}% of its width, text from ${seen.smallestText[0]} px`);
        }
        await screenshot(page, `kiosk-${name}-${lang}`);
        assert.deepEqual(await axeViolations(page), [], `${lang}: axe, in play`);
        // The languages, as large buttons named in themselves.
        await page.locator('#btn-kiosk-language').click();
        const dialog = page.locator('#kiosk-language-dialog');
        await dialog.waitFor();
        assert.deepEqual(await dialog.locator('button').allTextContents(), ['English', 'Português', 'Tiếng Việt', 'اردو', 'Català', 'العربية', 'Français']);
        assert.deepEqual(await axeViolations(page), [], `${lang}: axe, the languages`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // The rules, readable from a distance.
        await page.locator('#btn-rules').click();
        // The steps' drawings join the words once their module is in.
        await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
        assert.deepEqual(await axeViolations(page), [], `${lang}: axe, the rules`);
        await page.locator('#btn-rules-close').click();
      }
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await own.close();
    }
  });
}

test('the attract screen: a demonstration, each game named with where it comes from; a language button starts a game in it; axe finds nothing', async () => {
  const own = await launchBrowser({ viewport: { width: 1920, height: 1080 }, hasTouch: true });
  try {
    await own.context.clock.install();
    const page = await own.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=5&speed=fast&lang=ar`);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    await page.clock.fastForward(5_000);
    await page.locator('#attract').waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('#attract .attract-game').textContent(), 'Bakuk');
    assert.match(await page.locator('#attract .attract-demo').textContent(), /عرض توضيحي/);
    assert.match(await page.locator('#attract .attract-origin').textContent(), /المغرب/);
    await page.waitForFunction(() => window.__mancala.state().plies.length >= 2, null, { timeout: 15_000 });
    // The page's own prompt to a player ("South to move…") is not what the screen says.
    assert.ok(await page.locator('#narration').evaluate((n) => getComputedStyle(n).visibility === 'hidden'));
    await screenshot(page, 'kiosk-attract-ar');
    assert.deepEqual(await axeViolations(page), [], 'axe, the attract loop');
    // A touch on a language: a fresh game, in that language. With one second of idle time the
    // loop may come back before a busy machine lets the test look: the page notes each language
    // as it comes in, with the game and the language button then.
    await page.evaluate(() => {
      window.__languages = [];
      new MutationObserver(() => {
        window.__languages.push({
          lang: document.documentElement.lang,
          plies: window.__mancala.state().plies.length,
          button: document.getElementById('btn-kiosk-language')?.textContent,
        });
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    });
    await page.locator('#attract button[lang="fr"]').tap();
    await page.waitForFunction(() => window.__languages.some((l) => l.lang === 'fr'), null, { timeout: 20_000 });
    const french = (await page.evaluate(() => window.__languages)).find((l) => l.lang === 'fr');
    assert.deepEqual(french, { lang: 'fr', plies: 0, button: 'Français' }, 'a fresh game in French');
    // The next loop speaks the kiosk's own language again.
    await page.clock.fastForward(5_000);
    await page.waitForFunction(() => window.__languages.findLastIndex((l) => l.lang === 'ar') > window.__languages.findIndex((l) => l.lang === 'fr'), null, { timeout: 20_000 });
    await page.locator('#attract').waitFor({ timeout: 15_000 });
    assert.deepEqual(realErrors(errors), []);
  } finally {
    await own.close();
  }
});

/**
 * The attract screen's panel and bar, and what of the page shows around them: the title (unless
 * it is only read), the players' chips and the board as drawn. Each with its box, and whether
 * its text is cut (more to it than its box shows, or out of the window).
 */
function attractLayout(page) {
  return page.evaluate(() => {
    const box = (el) => el.getBoundingClientRect().toJSON();
    const cut = (el) => {
      const r = el.getBoundingClientRect();
      return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 || r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5;
    };
    const parts = (selector) => [...document.querySelectorAll(selector)].filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden');
    const canvas = document.getElementById('board').getBoundingClientRect();
    const b = window.__mancala.boardBox();
    const title = document.querySelector('.topbar h1');
    const shownTitle = title.getBoundingClientRect().width > 2 && title.getBoundingClientRect().height > 2 ? [title] : [];
    return {
      attract: parts('#attract .attract-caption, #attract .attract-foot').map((el) => ({ name: el.className, box: box(el), cut: cut(el) })),
      page: [
        ...[...shownTitle, ...parts('.player')].map((el) => ({ name: el.innerText.replace(/\s+/g, ' ').trim(), box: box(el), cut: cut(el) })),
        { name: 'the board', box: { left: canvas.left + b.x, top: canvas.top + b.y, right: canvas.left + b.x + b.w, bottom: canvas.top + b.y + b.h }, cut: false },
      ],
      words: parts('#attract p, #attract h2, #attract button').filter(cut).map((el) => el.textContent),
    };
  });
}

test('the attract loop covers nothing: its panel and its bar clear of the title, the players and the board, no text cut; 1920x1080, 1080x1920, 1366x768, English and Arabic', async () => {
  const own = await launchBrowser({ viewport: { width: 1920, height: 1080 }, hasTouch: true });
  try {
    await own.context.clock.install();
    const page = await own.context.newPage();
    const errors = collectErrors(page);
    const found = [];
    for (const size of [{ width: 1920, height: 1080 }, { width: 1080, height: 1920 }, { width: 1366, height: 768 }]) {
      await page.setViewportSize(size);
      for (const lang of ['en', 'ar']) {
        const where = `${size.width}x${size.height} ${lang}`;
        await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=5&speed=fast&lang=${lang}`);
        await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
        await page.clock.fastForward(5_000);
        await page.locator('#attract .attract-about svg').waitFor({ timeout: 20_000 });
        await page.waitForFunction(() => window.__mancala.state().plies.length >= 2, null, { timeout: 15_000 });
        await page.evaluate(() => document.fonts.ready);
        await settled(page);
        const seen = await attractLayout(page);
        for (const part of [...seen.attract, ...seen.page]) if (part.cut) found.push(`${where}: ${part.name} is cut`);
        for (const text of seen.words) found.push(`${where}: "${text}" is cut`);
        for (const cover of seen.attract) {
          for (const under of seen.page) if (boxesOverlap(cover.box, under.box)) found.push(`${where}: ${cover.name} covers ${under.name}`);
        }
        if (seen.attract.length === 2 && boxesOverlap(seen.attract[0].box, seen.attract[1].box)) found.push(`${where}: the panel and the bar overlap`);
        await screenshot(page, `kiosk-attract-${size.width}x${size.height}-${lang}`);
      }
    }
    assert.deepEqual(found, []);
    assert.deepEqual(realErrors(errors), []);
  } finally {
    await own.close();
  }
});

test('idle with a game in progress: a countdown offers to go on; a touch keeps the game; when it runs out the game is forgotten', async () => {
  await installClock();
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=8&speed=instant&seats=human,human`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  await pit(page, 2).click();
  await idle(page);
  const record = (await state(page)).record;
  const countdown = page.locator('#kiosk-countdown');
  await page.clock.fastForward(8_000);
  await countdown.waitFor({ timeout: 15_000 });
  assert.match(await countdown.textContent(), /Are you still playing\?.*closes in \d seconds?\..*Keep playing/);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'btn-kiosk-keep');
  assert.deepEqual(await axeViolations(page), [], 'axe, the countdown');
  await screenshot(page, 'kiosk-countdown');
  // A touch keeps the game, and plays nothing.
  await page.touchscreen.tap(640, 450);
  await countdown.waitFor({ state: 'detached' });
  assert.equal((await state(page)).record, record, 'the game is kept');
  assert.equal(await page.locator('#attract').count(), 0);
  // Left alone: the countdown, then the attract loop; the visitor's game is gone.
  await page.clock.fastForward(8_000);
  await countdown.waitFor({ timeout: 15_000 });
  await page.clock.runFor(9_000);
  await page.locator('#attract').waitFor({ timeout: 15_000 });
  assert.equal(await countdown.count(), 0);
  await page.touchscreen.tap(640, 450);
  await page.locator('#attract').waitFor({ state: 'detached' });
  assert.equal((await state(page)).plies.length, 0, 'a fresh game');
  assert.deepEqual(realErrors(errors), []);
  await page.close();
});

/** What a visitor's game is on the board: its record, the game, the players' chips, the switches. */
function visitorGame(page) {
  return page.evaluate(() => ({
    record: window.__mancala.state().record,
    game: window.__mancala.state().game,
    players: document.getElementById('players').textContent.replace(/\s+/g, ' ').trim(),
    switches: [...document.querySelectorAll('#quick input:checked')].map((input) => input.value),
  }));
}

/** Nothing of a visitor in the browser's storage: no game, no preference, no tab. */
function storedKeys(page) {
  return page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
}

test('1920x1080: New game, another game or Play a friend puts the game aside, in memory only; one tap brings it back exactly; a move of the visitor’s ends the offer; axe finds nothing', async () => {
  const own = await launchBrowser({ viewport: { width: 1920, height: 1080 }, hasTouch: true });
  try {
    const page = await own.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=600&lang=en&speed=instant`);
    await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
    // Two moves: the visitor's, and the computer's answer.
    await pit(page, (await state(page)).legal[0]).tap();
    await page.waitForFunction(() => window.__mancala.state().plies.length >= 2 && window.__mancala.state().toMove === 0, null, { timeout: 20_000 });
    await idle(page);
    const before = await visitorGame(page);
    assert.equal(before.game, 'bakuk');
    assert.deepEqual(before.switches, ['bakuk', 'computer']);
    const offer = page.locator('#discarded');
    const actions = [
      ['New game', page.locator('#btn-kiosk-new')],
      ['Koumma', page.locator('#quick-game label:has(input[value="koumma"])')],
      ['Play a friend', page.locator('#quick-opponent label:has(input[value="human"])')],
    ];
    for (const [name, control] of actions) {
      await control.tap();
      await offer.waitFor({ timeout: 5_000 });
      const fresh = await state(page);
      assert.ok(fresh.record !== before.record && fresh.plies.length <= 1, `${name}: another game on the board (${fresh.record})`);
      assert.equal(await page.locator('#discarded-text').textContent(), 'A new game has started.', `${name}: no Your games to name in a kiosk`);
      assert.equal(await page.locator('#btn-discarded-back').textContent(), 'Back to that game');
      if (name === 'New game') {
        // The same game again, from the start: the computer starts it, and its move does not take the offer away.
        await page.waitForFunction(() => window.__mancala.state().plies.length === 1, null, { timeout: 20_000 });
        await idle(page);
        assert.ok(await offer.isVisible(), 'still offered after the computer’s move');
        await screenshot(page, 'kiosk-put-aside');
        assert.deepEqual(await axeViolations(page), [], 'axe, a game put aside');
      }
      await page.locator('#btn-discarded-back').tap();
      await page.waitForFunction((record) => window.__mancala.state().record === record, before.record, { timeout: 5_000 });
      await idle(page);
      assert.deepEqual(await visitorGame(page), before, `${name}: the game back exactly as it was`);
      assert.ok(await offer.isHidden(), `${name}: the offer goes once taken`);
      assert.deepEqual(await storedKeys(page), [], `${name}: nothing in the browser's storage`);
    }
    // A move of the visitor's in the new game: the offer goes.
    await actions[2][1].tap();
    await offer.waitFor({ timeout: 5_000 });
    await pit(page, (await state(page)).legal[0]).tap();
    await idle(page);
    await offer.waitFor({ state: 'hidden', timeout: 5_000 });
    assert.deepEqual(await storedKeys(page), []);
    assert.deepEqual(realErrors(errors), []);
  } finally {
    await own.close();
  }
});

test('the idle reset forgets the visitor’s games: the next visitor is offered nothing of them', async () => {
  const own = await launchBrowser({ viewport: { width: 1920, height: 1080 }, hasTouch: true });
  try {
    await own.context.clock.install();
    const page = await own.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=10&lang=en&speed=instant&seats=human,human`);
    await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
    await pit(page, 2).tap();
    await idle(page);
    await pit(page, (await state(page)).legal[0]).tap();
    await idle(page);
    await page.locator('#quick-game label:has(input[value="koumma"])').tap();
    const offer = page.locator('#discarded');
    await offer.waitFor({ timeout: 5_000 });
    // The visitor walks away before the offer's 20 seconds are over: the loop, then the next visitor.
    await page.clock.fastForward(10_000);
    await page.locator('#attract').waitFor({ timeout: 15_000 });
    assert.ok(await offer.isHidden(), 'nothing offered during the loop');
    await page.waitForFunction(() => window.__mancala.state().plies.length >= 2, null, { timeout: 15_000 });
    await page.touchscreen.tap(960, 500);
    await page.locator('#attract').waitFor({ state: 'detached' });
    await idle(page);
    assert.equal((await state(page)).plies.length, 0, 'a fresh game');
    assert.ok(await offer.isHidden(), 'neither the last visitor’s game nor the loop’s is offered');
    await page.locator('#btn-kiosk-new').tap();
    await page.locator('#quick-opponent label:has(input[value="computer"])').tap();
    assert.ok(await offer.isHidden(), 'nothing put aside since');
    assert.deepEqual(await storedKeys(page), []);
    assert.deepEqual(realErrors(errors), []);
  } finally {
    await own.close();
  }
});

test('the kiosk never leaves itself: no links, no selection, no context menu, no zoom, no scroll', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=600`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  const url = page.url();
  const checks = await page.evaluate(() => {
    const fire = (target, event) => (target.dispatchEvent(event), event.defaultPrevented);
    const text = document.getElementById('narration');
    return {
      links: document.querySelectorAll('a[href]').length,
      userSelect: getComputedStyle(text).userSelect,
      selectStart: fire(text, new Event('selectstart', { bubbles: true, cancelable: true })),
      contextMenu: fire(document.getElementById('board-wrap'), new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
      ctrlWheel: fire(document.getElementById('board-wrap'), new WheelEvent('wheel', { bubbles: true, cancelable: true, ctrlKey: true, deltaY: -100 })),
      ctrlPlus: fire(document.body, new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ctrlKey: true, key: '+' })),
      touchAction: getComputedStyle(document.body).touchAction,
      overflow: getComputedStyle(document.documentElement).overflow,
      scroll: [document.documentElement.scrollHeight - innerHeight, document.documentElement.scrollWidth - innerWidth],
    };
  });
  assert.equal(checks.links, 0, 'no links');
  assert.equal(checks.userSelect, 'none');
  assert.ok(checks.selectStart, 'text selection is refused');
  assert.ok(checks.contextMenu, 'the context menu is refused');
  assert.ok(checks.ctrlWheel && checks.ctrlPlus, 'zoom by ctrl+wheel and ctrl++ is refused');
  assert.equal(checks.touchAction, 'none', 'no pinch zoom or panning');
  assert.equal(checks.overflow, 'hidden');
  assert.deepEqual(checks.scroll, [0, 0]);
  // A wheel or a swipe does not scroll the page.
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  // A link put on the page (by a host, say) leads nowhere.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = 'https://example.org/';
    a.id = 'out';
    a.textContent = 'out';
    document.getElementById('game-screen').prepend(a);
  });
  await page.locator('#out').dispatchEvent('click');
  await page.waitForTimeout(300);
  assert.equal(page.url(), url);
  assert.deepEqual(realErrors(errors), []);
  await page.close();
});

test('cleaning the screen: a long press in a corner pauses touch for 30 s with a countdown; a short one, or one away from the corners, does not', async () => {
  await installClock();
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  // The page's performance timeline is the fake clock's (empty): the response tells when the part is fetched.
  const cleaningFetched = page.waitForResponse((response) => response.url().endsWith('/cleaning.js'));
  await page.goto(`${env.server.url}?kiosk=1&kiosk-idle=600&lang=en&game=bakuk&seats=human,human&speed=instant`);
  await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
  const press = async (x, y, ms) => {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.clock.runFor(ms);
    await page.mouse.up();
  };
  // Give the kiosk a moment to load its cleaning part; a short press in a corner, and a long one in the middle, do nothing.
  await cleaningFetched;
  await page.waitForTimeout(300);
  await press(5, 5, 500);
  await press(640, 450, 2300);
  assert.equal(await page.locator('#kiosk-cleaning').count(), 0, 'no cleaning without a long press in a corner');

  await press(1275, 895, 2300);
  const layer = page.locator('#kiosk-cleaning');
  await layer.waitFor();
  assert.equal(await layer.locator('h2').textContent(), 'Cleaning the screen');
  assert.match(await layer.locator('.kiosk-cleaning-left').textContent(), /^Touch is paused for (29|30) more seconds\.$/);
  await screenshot(page, 'kiosk-cleaning');
  // Wiping the glass plays nothing.
  const box = await pit(page, 2).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Enter');
  assert.equal((await state(page)).plies.length, 0, 'no move while cleaning');
  await page.clock.runFor(5_000);
  await page.waitForFunction(() => /for (2[0-6]) more seconds/.test(document.querySelector('.kiosk-cleaning-left').textContent), null, { timeout: 10_000 });
  // After 30 s touch comes back.
  await page.clock.runFor(25_000);
  await layer.waitFor({ state: 'detached', timeout: 40_000 });
  await pit(page, 2).click();
  await idle(page);
  assert.equal((await state(page)).plies.length, 1, 'a move once cleaning is over');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the kiosk launch page builds the kiosk’s address from the choices, as a link and a QR code that reads back; the address opens that kiosk', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}?view=kiosk-launch&lang=fr`);
  const dialog = page.locator('#kiosk-launch');
  await dialog.locator('.qr-code').waitFor({ timeout: 15_000 });
  assert.equal(await dialog.locator('h2').textContent(), 'Préparer un écran de musée');
  await page.locator('#launch-game').selectOption('ba-awa');
  for (const code of ['pt', 'vi', 'ca', 'ar']) await dialog.locator(`.launch-language[lang="${code}"] input`).uncheck();
  await page.locator('#launch-idle').fill('45');
  await page.locator('#launch-sound').check();
  const url = `${env.server.url}?kiosk=1&game=ba-awa&lang=fr&kiosk-languages=fr%2Cen%2Cur&kiosk-idle=45&sound=on`;
  await page.waitForFunction((url) => document.getElementById('launch-url').href === url, url);
  assert.equal(await page.locator('#launch-url').textContent(), url);
  await page.waitForFunction(() => document.querySelector('#kiosk-launch .qr-code'));
  await page.waitForTimeout(200);
  assert.equal(await readQrCode(page, '#kiosk-launch .qr-code'), url, 'the QR code reads back as the link');
  await screenshot(page, 'kiosk-launch');
  await page.locator('#launch-url').click();
  await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.equal(await page.locator('#quick-game input[value="ba-awa"]').isChecked(), true);
  assert.deepEqual(errors, []);
  await page.close();
});
