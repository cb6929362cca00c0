// Embeds that fit any box: the <mancala-board> element in boxes of 320x240,
// 480x320, 720x480 and 1200x800, and the page in iframes of the same sizes, in
// English and in Arabic (right to left). As the box shrinks the buttons go from
// words to icons to a menu behind one "More actions" button; at every size each
// action can be reached (in view, or in the menu), nothing overflows or covers the
// board, the hole labels stay readable, and axe-core finds nothing, menu open or
// closed. The element's hint; the sandboxed frame's message when it is offline.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, boxesOverlap, collectErrors, holdEngine, openBlank, realErrors, screenshot, screenshotOf, settled, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1300, height: 900 } });
// Box size, and how the element's and the framed page's buttons show in it.
const BOXES = [
  { w: 320, h: 240, element: 'menu', frame: 'menu' },
  { w: 480, h: 320, element: 'icons', frame: 'icons' },
  { w: 720, h: 480, element: 'labels', frame: 'icons' },
  { w: 1200, h: 800, element: 'labels', frame: 'full' },
];
// The element's actions, by their names in each language (www/i18n).
const ELEMENT_ACTIONS = {
  en: ['Hint', 'Undo', 'Redo', 'New game'],
  ar: ['تلميح', 'تراجع', 'إعادة', 'لعبة جديدة'],
};
const MORE = { en: 'More actions', ar: 'المزيد من الإجراءات' };
// Every control of the framed page: in view, or in the More popover.
const PAGE_CONTROLS = [
  'btn-hint', 'btn-undo', 'btn-redo', 'btn-replay', 'btn-review', 'btn-rematch', 'chk-counts', 'btn-sound',
  'btn-pause', 'btn-step-seed', 'btn-step-lap', 'btn-finish', 'btn-new', 'btn-learn', 'btn-rules',
  'btn-share', 'btn-copy-record', 'btn-download', 'btn-import', 'btn-editor', 'btn-browse-first',
];
// Before a game's first move these are not shown anywhere: they come with the first move.
const AFTER_A_MOVE = ['btn-redo', 'btn-replay', 'btn-review', 'btn-rematch', 'btn-pause', 'btn-step-seed', 'btn-step-lap', 'btn-finish'];

/** A demo-page tab emptied for one embed (a heading and a main, as a host page has); the element's module is loaded. */
async function blankHost() {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}embed-demo.html`);
  await page.locator('#demo-element[data-ready="true"]').waitFor({ timeout: 15_000 });
  // An empty page: none of the demo's own styles (its width for the element) stay.
  await page.evaluate(() => {
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) link.remove();
    const heading = document.createElement('h1');
    heading.textContent = 'Host page';
    const host = document.createElement('div');
    host.id = 'host';
    const main = document.createElement('main');
    main.append(heading, host);
    document.body.replaceChildren(main);
  });
  return { page, errors };
}

/** What the element shows in its box: layout, overflow, overlap, readability. */
async function probeElement(page) {
  const { board, controls, ...fit } = await page.evaluate(() => {
    const board = document.querySelector('mancala-board');
    const root = board.shadowRoot;
    const box = document.getElementById('box').getBoundingClientRect();
    const inside = (r) => r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
    const shown = (el) => el.getClientRects().length > 0;
    const controls = [...root.querySelectorAll('.bar button, .more')].filter(shown);
    const parts = [...root.querySelectorAll('.players, .board-wrap, .narration, .line, .foot')].filter(shown);
    const renderer = board.session.renderer;
    return {
      layout: root.querySelector('.frame').dataset.controls,
      height: board.getBoundingClientRect().height,
      outside: [...parts, ...controls].filter((el) => !inside(el.getBoundingClientRect())).map((el) => el.className || el.textContent),
      overflowing: [root.querySelector('.frame'), ...parts, ...root.querySelectorAll('.bar, .menu')]
        .filter((el) => shown(el) && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.className),
      board: root.querySelector('.board-wrap').getBoundingClientRect().toJSON(),
      controls: controls.map((b) => ({ name: b.textContent, box: b.getBoundingClientRect().toJSON() })),
      tooltips: controls.filter((b) => !b.title).map((b) => b.textContent),
      labelPx: renderer.text.label / devicePixelRatio,
      countPx: renderer.text.count / devicePixelRatio,
      pit: root.querySelector('.pit').getBoundingClientRect().width,
      dir: root.querySelector('.frame').dir,
      words: [root.querySelector('.narration').textContent, root.querySelector('.players').textContent, root.querySelector('.pit').getAttribute('aria-label')],
    };
  });
  return { ...fit, overlapping: controls.filter((c) => boxesOverlap(c.box, board)).map((c) => c.name) };
}

/** Each action of the element, found by its accessible name: in view (a button) or in the opened menu (a menu item). */
async function reachElementActions(page, lang, layout) {
  const board = page.locator('mancala-board');
  if (layout === 'menu') {
    const more = board.getByRole('button', { name: MORE[lang] });
    await more.click();
    const menu = board.getByRole('menu');
    await menu.waitFor();
    for (const name of ELEMENT_ACTIONS[lang]) assert.ok(await menu.getByRole('menuitem', { name }).isVisible(), `${name} in the menu`);
    const inBox = await page.evaluate(() => {
      const box = document.getElementById('box').getBoundingClientRect();
      const r = document.querySelector('mancala-board').shadowRoot.querySelector('.menu').getBoundingClientRect();
      return r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
    });
    assert.ok(inBox, 'the open menu is inside the box');
  } else {
    for (const name of ELEMENT_ACTIONS[lang]) assert.ok(await board.getByRole('button', { name, exact: true }).isVisible(), `${name} in view`);
  }
}

/** Creates the element in a w x h box of a blank host page. */
async function elementInBox(page, w, h, game, lang = 'en') {
  await page.evaluate(
    ([bw, bh, g, l]) => {
      const box = document.createElement('div');
      box.id = 'box';
      Object.assign(box.style, { width: `${bw}px`, height: `${bh}px` });
      const board = document.createElement('mancala-board');
      board.setAttribute('game', g);
      board.setAttribute('seats', 'human,beginner');
      board.setAttribute('speed', 'instant');
      board.setAttribute('lang', l);
      box.append(board);
      document.getElementById('host').append(box);
    },
    [w, h, game, lang],
  );
  await page.locator('mancala-board[data-ready="true"]').waitFor();
  await settled(page);
}

for (const { w, h, element: layout } of BOXES) {
  for (const game of ['bakuk', 'ba-awa']) {
    test(`the element in a ${w}x${h} box (${game}): ${layout}, every action reachable, nothing cut off or over the board, English and Arabic`, async () => {
      const { page, errors } = await blankHost();
      await elementInBox(page, w, h, game);
      for (const lang of ['en', 'ar']) {
        if (lang === 'ar') {
          await page.locator('mancala-board').evaluate((el) => el.setAttribute('lang', 'ar'));
          await page.locator('mancala-board').getByRole('button', { name: lang === 'ar' && layout === 'menu' ? MORE.ar : ELEMENT_ACTIONS.ar[0] }).waitFor();
          await settled(page);
        }
        const fit = await probeElement(page);
        assert.equal(fit.layout, layout);
        assert.equal(fit.dir, lang === 'ar' ? 'rtl' : 'ltr');
        // A change of language reaches what the session wrote before it: narration, chips, pit names.
        if (lang === 'ar') for (const text of fit.words) assert.doesNotMatch(text, /South|North|Hole|Pit /, text);
        assert.ok(fit.height <= h + 0.5, `the element is ${fit.height} px tall in a ${h} px box`);
        assert.deepEqual(fit.outside, [], 'every part inside the box');
        assert.deepEqual(fit.overflowing, [], 'nothing wider than its box');
        assert.deepEqual(fit.overlapping, [], 'no control over the board');
        if (layout !== 'labels') assert.deepEqual(fit.tooltips, [], 'an icon has a tooltip');
        assert.ok(fit.labelPx >= 11 && fit.countPx >= 12, `hole labels ${fit.labelPx} px, counts ${fit.countPx} px`);
        assert.ok(fit.pit >= 24, `pits of ${fit.pit} px can be tapped`);
        await screenshot(page, `element-${game}-${w}x${h}-${lang}`);
        await screenshotOf(page.locator('#box'), `element-${game}-${w}x${h}-${lang}-box`);
        assert.deepEqual(await axeViolations(page), [], `axe-core, ${lang}`);
        await reachElementActions(page, lang, layout);
        if (layout === 'menu') {
          await screenshot(page, `element-${game}-${w}x${h}-${lang}-menu`);
          await screenshotOf(page.locator('#box'), `element-${game}-${w}x${h}-${lang}-menu-box`);
          assert.deepEqual(await axeViolations(page), [], `axe-core, the menu open, ${lang}`);
          await page.keyboard.press('Escape');
        }
      }
      // Playable: a tap on a pit plays it.
      await page.evaluate(() => document.querySelector('mancala-board').shadowRoot.querySelector('.pit[data-pit="1"]').click());
      await page.waitForFunction(() => document.querySelector('mancala-board').state.plies.length >= 1);
      assert.deepEqual(realErrors(errors), []);
      await page.close();
    });
  }
}

test('the element’s menu with the keyboard: Enter opens it, arrows, Home and End move, Escape and Tab close it and give the focus back', async () => {
  const { page, errors } = await blankHost();
  await elementInBox(page, 320, 240, 'bakuk');
  const board = page.locator('mancala-board');
  const more = board.getByRole('button', { name: 'More actions' });
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  const focused = () => page.evaluate(() => document.querySelector('mancala-board').shadowRoot.activeElement?.textContent ?? null);
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  // Undo and Redo cannot act before a move: the focus goes over them.
  assert.equal(await focused(), 'Hint');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'New game');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'Where Bakuk comes from');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'Hint', 'the arrows go round');
  await page.keyboard.press('End');
  assert.equal(await focused(), 'Where Bakuk comes from');
  await page.keyboard.press('Home');
  assert.equal(await focused(), 'Hint');
  await page.keyboard.press('Escape');
  assert.ok(await board.getByRole('menu').isHidden());
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assert.equal(await focused(), '', 'the focus is back on More actions (an icon, no text)');
  assert.equal(await page.evaluate(() => document.querySelector('mancala-board').shadowRoot.activeElement.className), 'more');
  // ArrowUp on the button opens the menu on its last item; Tab closes it.
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(), 'Where Bakuk comes from');
  await page.keyboard.press('Tab');
  assert.ok(await board.getByRole('menu').isHidden());
  assert.equal(await page.evaluate(() => document.querySelector('mancala-board').shadowRoot.activeElement.className), 'more');
  // A menu item acts and closes the menu: New game after a move.
  await page.evaluate(() => document.querySelector('mancala-board').play(1));
  await page.locator('mancala-board').evaluate((el) => el.idle());
  await more.click();
  await board.getByRole('menuitem', { name: 'Undo' }).click();
  await page.waitForFunction(() => document.querySelector('mancala-board').state.plies.length === 0);
  assert.ok(await board.getByRole('menu').isHidden());
  // A press outside closes it.
  await more.click();
  await page.mouse.click(5, 5);
  assert.ok(await board.getByRole('menu').isHidden());
  assert.deepEqual(realErrors(errors), []);
  await page.close();
});

test('the element’s hint: the Hint button asks the board session, the hint is shown and the pit names carry it; hint="off" hides the button', async () => {
  const { page, errors } = await blankHost();
  await elementInBox(page, 720, 480, 'bakuk');
  const board = page.locator('mancala-board');
  await board.getByRole('button', { name: 'Hint', exact: true }).click();
  const panel = board.locator('.hint-panel');
  await panel.locator('li').first().waitFor({ timeout: 20_000 });
  assert.match(await panel.locator('h2').textContent(), /^Hint for South$/);
  const items = await panel.locator('li').allTextContents();
  assert.ok(items.some((text) => /^h\d: best move — with perfect play from here, /.test(text)), items.join('\n'));
  // The best pit's name says so, as on the page.
  const best = /^h(\d)/.exec(items[0])[1];
  assert.match(await board.locator(`.pit[data-pit="${best}"]`).getAttribute('aria-label'), /hint: best move, /);
  assert.ok(await board.locator('.pit.hint-best').count() >= 1);
  const fit = await probeElement(page);
  assert.deepEqual(fit.outside, [], 'the hint keeps everything inside the box');
  assert.ok(fit.labelPx >= 11, 'and the board its size');
  await screenshot(page, 'element-hint-720x480');
  await screenshotOf(page.locator('#box'), 'element-hint-720x480-box');
  assert.deepEqual(await axeViolations(page), [], 'axe-core with the hint');
  // A move clears it.
  await board.locator(`.pit[data-pit="${best}"]`).click();
  await panel.waitFor({ state: 'hidden' });
  // The host can leave hints out.
  await board.evaluate((el) => el.setAttribute('hint', 'off'));
  assert.equal(await board.getByRole('button', { name: 'Hint', exact: true }).count(), 0);
  await board.evaluate((el) => el.removeAttribute('hint'));
  assert.equal(await board.getByRole('button', { name: 'Hint', exact: true }).count(), 1);
  assert.deepEqual(realErrors(errors), []);
  await page.close();
});

/** Opens the page in a w x h iframe of a blank host page; resolves to the frame. */
async function pageInFrame(page, w, h, query = '', game = 'bakuk') {
  await page.evaluate(
    ([fw, fh, url, more, g]) => {
      const frame = document.createElement('iframe');
      frame.width = String(fw);
      frame.height = String(fh);
      frame.title = 'Bakuk';
      frame.src = `${url}index.html?game=${g}&seats=human,beginner${more}`;
      document.getElementById('host').replaceChildren(frame);
    },
    [w, h, env.server.url, query, game],
  );
  await page.frameLocator('iframe').locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await settled(frame);
  return frame;
}

/** What the framed page shows: layout, what is in view, overflow, overlap, and where each control is. */
async function probeFrame(frame, ids) {
  const { boardBox, buttons, ...fit } = await frame.evaluate((controls) => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const inView = (r) => r.top >= -0.5 && r.bottom <= vh + 0.5 && r.left >= -0.5 && r.right <= vw + 0.5 && r.width > 0;
    const rect = (sel) => document.querySelector(sel).getBoundingClientRect();
    const board = rect('#board-wrap');
    const menu = document.getElementById('frame-menu');
    const place = (id) => {
      const el = document.getElementById(id);
      if (getComputedStyle(el).display === 'none' && document.documentElement.hasAttribute('data-no-moves')) return 'after a move';
      if (menu?.contains(el)) return 'menu';
      return inView(el.getBoundingClientRect()) ? 'view' : 'out of view';
    };
    const visibleButtons = [...document.querySelectorAll('button, select, input')].filter(
      (el) => el.getClientRects().length && !menu?.contains(el) && !el.closest('.pit-layer, dialog'),
    );
    return {
      layout: document.documentElement.dataset.frameControls ?? null,
      board: inView(board),
      players: inView(rect('#players')),
      narration: inView(rect('#narration')),
      overflowX: document.documentElement.scrollWidth > vw + 1,
      overflowY: document.documentElement.scrollHeight > vh + 1,
      boardHeight: board.height,
      places: Object.fromEntries(controls.map((id) => [id, place(id)])),
      boardBox: board.toJSON(),
      buttons: visibleButtons.map((el) => ({ name: el.id || el.className, box: el.getBoundingClientRect().toJSON() })),
      tooltips: [...document.querySelectorAll('.frame-tools button')].filter((b) => b.getClientRects().length && !b.title).map((b) => b.id),
    };
  }, ids);
  return { ...fit, overlapping: buttons.filter((b) => boxesOverlap(b.box, boardBox)).map((b) => b.name) };
}

for (const { w, h, frame: layout } of BOXES) {
  test(`the page in a ${w}x${h} iframe: ${layout}, the board, players and narration in view, every control in view or in More, English and Arabic`, async () => {
    const { page, errors } = await blankHost();
    for (const lang of ['en', 'ar']) {
      const frame = await pageInFrame(page, w, h, `&lang=${lang}`);
      const fit = await probeFrame(frame, PAGE_CONTROLS);
      assert.equal(fit.layout, layout);
      assert.deepEqual(
        { board: fit.board, players: fit.players, narration: fit.narration, overflowX: fit.overflowX },
        { board: true, players: true, narration: true, overflowX: false },
      );
      if (layout !== 'full') assert.equal(fit.overflowY, false, 'the frame does not scroll');
      assert.ok(fit.boardHeight >= 120, `a board of ${fit.boardHeight} px`);
      assert.deepEqual(fit.overlapping, [], 'no control over the board');
      assert.deepEqual(fit.tooltips, [], 'an icon has a tooltip');
      const expected = Object.fromEntries(PAGE_CONTROLS.map((id) => [id, layout === 'full' ? 'view' : 'menu']));
      if (layout === 'icons') for (const id of ['btn-hint', 'btn-undo', 'btn-redo']) expected[id] = 'view';
      for (const id of AFTER_A_MOVE) expected[id] = 'after a move';
      assert.deepEqual(fit.places, expected);
      await screenshot(page, `iframe-${w}x${h}-${lang}`);
      await screenshotOf(page.locator('iframe'), `iframe-${w}x${h}-${lang}-frame`);
      assert.deepEqual(await axeViolations(frame), [], `axe-core, ${lang}`);
      if (layout === 'full') continue;
      // The popover: inside the frame, every control in it reachable by scrolling it.
      const f = page.frameLocator('iframe');
      await f.getByRole('button', { name: MORE[lang] }).click();
      await f.locator('#frame-menu:popover-open').waitFor();
      const menu = await frame.evaluate(() => {
        const r = document.getElementById('frame-menu').getBoundingClientRect();
        const m = document.getElementById('frame-menu');
        return { inside: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= document.documentElement.clientWidth, wide: m.scrollWidth > m.clientWidth + 1 };
      });
      assert.deepEqual(menu, { inside: true, wide: false });
      await screenshot(page, `iframe-${w}x${h}-${lang}-menu`);
      await screenshotOf(page.locator('iframe'), `iframe-${w}x${h}-${lang}-menu-frame`);
      assert.deepEqual(await axeViolations(frame), [], `axe-core, the popover open, ${lang}`);
      await frame.locator('#btn-rules').scrollIntoViewIfNeeded();
      assert.ok(await frame.locator('#btn-rules').isVisible());
      await page.keyboard.press('Escape');
    }
    assert.deepEqual(realErrors(errors), []);
    await page.close();
  });
}

test('the framed page’s More popover with the keyboard: Enter opens it, Tab moves into it, Escape closes it and gives the focus back; an action closes it', async () => {
  const { page, errors } = await blankHost();
  const frame = await pageInFrame(page, 480, 320);
  const f = page.frameLocator('iframe');
  const more = f.getByRole('button', { name: 'More actions' });
  await more.focus();
  await page.keyboard.press('Enter');
  await f.locator('#frame-menu:popover-open').waitFor();
  assert.equal(await frame.evaluate(() => document.getElementById('btn-more').matches(':focus')), true);
  await page.keyboard.press('Tab');
  const active = () => frame.evaluate(() => document.activeElement.id || document.activeElement.name);
  assert.equal(await active(), 'chk-counts', 'Tab goes into the popover, to its first control that can act (Replay, Review and Rematch come with the first move)');
  assert.equal(await frame.evaluate(() => document.getElementById('frame-menu').contains(document.activeElement)), true);
  await page.keyboard.press('Escape');
  assert.equal(await frame.evaluate(() => document.getElementById('frame-menu').matches(':popover-open')), false);
  assert.equal(await active(), 'btn-more', 'the focus is back on More actions');
  // Rules from the popover: the popover closes, the rules open.
  await more.click();
  await f.locator('#btn-rules').click();
  await f.locator('#rules-dialog[open]').waitFor();
  assert.equal(await frame.evaluate(() => document.getElementById('frame-menu').matches(':popover-open')), false);
  assert.deepEqual(realErrors(errors), []);
  await page.close();
});

test('a hint in a 320x240 iframe: asked from the More popover, shown in the narration’s place, the board keeps its size', async () => {
  const { page, errors } = await blankHost();
  const frame = await pageInFrame(page, 320, 240);
  const f = page.frameLocator('iframe');
  const before = await probeFrame(frame, ['btn-hint']);
  await f.getByRole('button', { name: 'More actions' }).click();
  await f.getByRole('button', { name: 'Hint' }).click();
  await f.locator('#hint-panel li').first().waitFor({ timeout: 20_000 });
  const after = await probeFrame(frame, ['btn-hint']);
  assert.equal(after.boardHeight, before.boardHeight, 'the board keeps its size');
  assert.equal(after.overflowY, false, 'the frame does not scroll');
  const panel = await frame.evaluate(() => {
    const r = document.getElementById('hint-panel').getBoundingClientRect();
    return { inView: r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.height > 20, narration: document.getElementById('narration').getClientRects().length };
  });
  assert.deepEqual(panel, { inView: true, narration: 0 });
  assert.ok((await frame.locator('#pit-layer .pit.hint-best').count()) >= 1);
  assert.match(await frame.locator('#pit-layer .pit.hint-best').first().getAttribute('aria-label'), /hint: best move/);
  await screenshot(page, 'iframe-320x240-hint');
  await screenshotOf(page.locator('iframe'), 'iframe-320x240-hint-frame');
  assert.deepEqual(await axeViolations(frame), [], 'axe-core with the hint');
  assert.deepEqual(realErrors(errors), []);
  await page.close();
});

test('a Ba-awa match in a 320x240 iframe: the chips, the standing, the board and the narration fit with no scrolling, English and Arabic', async () => {
  const { page, errors } = await blankHost();
  for (const lang of ['en', 'ar']) {
    const frame = await pageInFrame(page, 320, 240, `&mode=match&lang=${lang}`, 'ba-awa');
    const fit = await probeFrame(frame, []);
    const standing = await frame.evaluate(() => {
      const r = document.getElementById('standing').getBoundingClientRect();
      return { shown: r.height > 0, inView: r.top >= 0 && r.bottom <= innerHeight + 0.5 };
    });
    assert.deepEqual(standing, { shown: true, inView: true }, `${lang}: the match standing in view`);
    assert.deepEqual(
      { board: fit.board, players: fit.players, narration: fit.narration, overflowX: fit.overflowX, overflowY: fit.overflowY },
      { board: true, players: true, narration: true, overflowX: false, overflowY: false },
      `${lang}: everything in view, no scrolling`,
    );
    assert.ok(fit.boardHeight >= 110, `${lang}: a board of ${fit.boardHeight} px`);
    const labelPx = await frame.evaluate(() => window.__mancala.textSpots().find((s) => s.kind === 'label').size / devicePixelRatio);
    assert.ok(labelPx >= 11, `${lang}: hole labels of ${labelPx} px`);
    await screenshot(page, `iframe-320x240-ba-awa-match-${lang}`);
    await screenshotOf(page.locator('iframe'), `iframe-320x240-ba-awa-match-${lang}-frame`);
    assert.deepEqual(await axeViolations(frame), [], `axe-core, ${lang}`);
  }
  assert.deepEqual(realErrors(errors), []);
  await page.close();
});

test('the page in a 320x240 iframe with controls=minimal: the board and the players, no buttons', async () => {
  const { page, errors } = await blankHost();
  const frame = await pageInFrame(page, 320, 240, '&controls=minimal');
  const fit = await probeFrame(frame, []);
  assert.equal(fit.layout, null);
  assert.deepEqual({ board: fit.board, players: fit.players, narration: fit.narration, overflowX: fit.overflowX }, { board: true, players: true, narration: true, overflowX: false });
  assert.ok(fit.boardHeight >= 120, `a board of ${fit.boardHeight} px`);
  await screenshot(page, 'iframe-320x240-minimal');
  await screenshotOf(page.locator('iframe'), 'iframe-320x240-minimal-frame');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a sandboxed frame that goes offline before the engine loads says so inside the frame', async () => {
  const page = await env.browser.context.newPage();
  // A host page with no board of its own: the first engine asked for is the frame's.
  await openBlank(page, env.server.url);
  const engine = await holdEngine(page, { lost: true });
  await page.evaluate((url) => {
    document.body.replaceChildren();
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.width = '480';
    frame.height = '360';
    frame.title = 'Bakuk';
    frame.src = `${url}index.html?game=bakuk`;
    document.body.append(frame);
  }, env.server.url);
  const frame = page.frameLocator('iframe');
  await frame.locator('#board-wrap').waitFor();
  // Offline while the engine's request is on its way: held until then, then refused.
  await engine.requested;
  await page.context().setOffline(true);
  engine.release();
  await frame.locator('#narration').filter({ hasText: 'You are offline' }).waitFor();
  await page.context().setOffline(false);
  await page.close();
});
