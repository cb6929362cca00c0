// What a reader meets on a larger screen fits it: the kiosk's rules keep Close in view, the
// game being played is named, the pits and the main controls of a desktop need no scrolling,
// the attract loop's caption never covers a pit, and a passing notice covers no control, from
// a phone to a large screen. (The phone's other checks are in fit.test.mjs.)

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { boxesOverlap, collectErrors, idle, launchBrowser, openApp, pit, realErrors, screenshot, settled, startServer, state } from './helpers.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(() => server?.close());

for (const viewport of [{ width: 1920, height: 1080 }, { width: 1080, height: 1920 }]) {
  test(`kiosk ${viewport.width}x${viewport.height}: the rules' Close is in view, on top, at the top of the rules and at their foot (English, Arabic, Urdu)`, async () => {
    const browser = await launchBrowser({ viewport, hasTouch: true });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      for (const lang of ['en', 'ar', 'ur']) {
        await page.goto(`${server.url}?kiosk=1&kiosk-idle=600&lang=${lang}&game=bakuk&seats=human,intermediate`);
        await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
        await page.locator('#btn-rules').click();
        await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
        await settled(page);
        // The control a finger would touch: the topmost element at Close's centre, inside the screen.
        const reachable = () => page.locator('#btn-rules-close').evaluate((close) => {
          const r = close.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          return x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && document.elementFromPoint(x, y)?.closest('button') === close;
        });
        assert.ok(await reachable(), `${lang}: Close in view as the rules open`);
        await screenshot(page, `fit-kiosk-rules-${viewport.width}x${viewport.height}-${lang}`);
        await page.locator('#rules-dialog').evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
        await settled(page);
        assert.ok(await reachable(), `${lang}: Close in view at the rules' foot`);
        await page.locator('#btn-rules-close').click();
        await page.locator('#rules-dialog').waitFor({ state: 'hidden' });
      }
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await browser.close();
    }
  });
}
for (const size of [{ width: 390, height: 844, phone: true }, { width: 844, height: 390, phone: true }, { width: 640, height: 360, phone: true }, { width: 1366, height: 768, phone: false }]) {
  test(`${size.width}x${size.height}: the game being played is named on the screen, and follows a new game and the language; Urdu's players, narration, hint and tools never overlap`, async () => {
    const browser = await launchBrowser({ viewport: { width: size.width, height: size.height }, isMobile: size.phone, hasTouch: size.phone });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      const shown = () => page.locator('#game-name').evaluate((e) => {
        const r = e.getBoundingClientRect();
        // Seen whole, not cut to a pixel: the name itself is what shows at its centre.
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const inView = r.width > 40 && r.top >= 0 && r.bottom <= innerHeight && e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !!hit && e.contains(hit);
        return inView ? e.textContent : null;
      });
      await page.goto(`${server.url}?lang=en&game=bakuk&seats=human,intermediate&speed=instant`);
      await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
      assert.equal(await shown(), 'Playing: Bakuk');
      await page.goto(`${server.url}?lang=en&game=ba-awa&mode=match&seats=human,intermediate&speed=instant`);
      await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
      assert.equal(await shown(), 'Playing: a Ba\u2011awa match');
      if (size.phone) await page.locator('#btn-more').click();
      await page.locator('#language-select').selectOption('fr');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      if (size.phone) await page.keyboard.press('Escape');
      assert.equal(await shown(), 'En jeu\u202f: un match de Ba\u2011awa');
      await screenshot(page, `fit-game-name-${size.width}x${size.height}-fr`);
      // Nastaliq's tall lines wrap the players' chips on two lines: the narration stays below them.
      await page.goto(`${server.url}?lang=ur&game=ba-awa&seats=human,human&speed=instant`);
      await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
      await settled(page);
      const collisions = async (selectors) => {
        const { parts, scrolls } = await page.evaluate((wanted) => ({
          parts: wanted
            .map((selector) => ({ selector, r: document.querySelector(selector)?.getBoundingClientRect().toJSON() }))
            .filter((part) => part.r?.height),
          scrolls: document.documentElement.scrollHeight - innerHeight,
        }), selectors);
        const out = parts.flatMap((a, i) => parts.slice(i + 1).filter((b) => boxesOverlap(a.r, b.r)).map((b) => `${a.selector} / ${b.selector}`));
        if (scrolls > 1) out.push(`the page scrolls by ${scrolls} px`);
        return out;
      };
      assert.deepEqual(await collisions(['#game-name', '#players', '#narration', '#frame-tools']), [], 'ur Ba-awa: the name, the players, the narration and the tools do not overlap');
      if (size.phone) {
        // A long hint (Nastaliq, a 240 px side column on a landscape phone) never runs over the tools.
        await page.locator('#btn-hint').click();
        await page.locator('#hint-panel:not([hidden]) li').first().waitFor({ timeout: 20_000 });
        // The board gives the hint its room once it has measured it: a frame or more later.
        await settled(page);
        assert.deepEqual(await collisions(['#game-name', '#players', '#hint-panel', '#frame-tools']), [], 'ur Ba-awa: the hint, the players and the tools do not overlap');
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

for (const size of [
  { width: 1920, height: 1080, langs: ['en', 'ar', 'ur'], share: 0.38 },
  { width: 1280, height: 800, langs: ['en', 'ar', 'ur'] },
  { width: 1366, height: 768, langs: ['en', 'ar', 'ur'] },
]) {
  const claim = size.share ? `the board takes at least ${size.share * 100}% of the screen, and ` : '';
  test(`${size.width}x${size.height}: ${claim}the pits, the narration, Hint and Undo are in view without scrolling, and with a hint open, the hint too (${size.langs.join(', ')}; Bakuk and Ba-awa)`, async () => {
    const browser = await launchBrowser({ viewport: { width: size.width, height: size.height } });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      const found = [];
      for (const lang of size.langs) {
        for (const game of ['bakuk', 'ba-awa']) {
          await page.goto(`${server.url}?lang=${lang}&game=${game}&seats=human,intermediate&speed=instant`);
          await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
          await page.evaluate(() => document.fonts.ready);
          await settled(page);
          const seen = (ids) =>
            page.evaluate((wanted) => {
              const out = [...document.querySelectorAll('.pit'), ...wanted.map((id) => document.getElementById(id))]
                .filter((e) => {
                  const r = e.getBoundingClientRect();
                  return r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth;
                })
                .map((e) => e.id || e.dataset.pit);
              const board = document.getElementById('board-wrap').getBoundingClientRect();
              return { out, share: (board.width * board.height) / (innerWidth * innerHeight), scrolled: scrollY };
            }, ids);
          const before = await seen(['narration', 'btn-hint', 'btn-undo']);
          if (before.out.length) found.push(`${lang} ${game}: out of view ${before.out.join(' ')}`);
          if (before.scrolled) found.push(`${lang} ${game}: scrolled by ${before.scrolled}`);
          if (size.share && before.share < size.share) found.push(`${lang} ${game}: the board is ${(before.share * 100).toFixed(0)}% of the screen`);
          if (game === 'ba-awa') {
            await screenshot(page, `fit-desktop-${size.width}x${size.height}-${lang}`);
            // A hint opens under Hint and Undo, which stay where they were, and the page shows it whole.
            await page.locator('#btn-hint').click();
            await page.locator('#hint-panel:not([hidden]) li').first().waitFor({ timeout: 20_000 });
            const after = await seen(['hint-panel', 'btn-hint', 'btn-undo']);
            if (after.out.length) found.push(`${lang} ${game} with a hint: out of view ${after.out.join(' ')}`);
          }
        }
      }
      assert.deepEqual(found, []);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

for (const viewport of [{ width: 1920, height: 1080 }, { width: 1080, height: 1920 }]) {
  test(`kiosk ${viewport.width}x${viewport.height}: the attract loop's caption and foot never cover a pit, and its map's names are at least 18 px (English, Urdu, Arabic)`, async () => {
    const browser = await launchBrowser({ viewport, hasTouch: true });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      const found = [];
      for (const lang of ['en', 'ur', 'ar']) {
        await page.goto(`${server.url}?kiosk=1&kiosk-idle=1&speed=fast&lang=${lang}`);
        await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
        await page.locator('#attract .attract-about svg').waitFor({ timeout: 20_000 });
        await page.evaluate(() => document.fonts.ready);
        await settled(page);
        const seen = await page.evaluate(() => {
          const covers = [...document.querySelectorAll('#attract .attract-caption, #attract .attract-foot')].map((e) => e.getBoundingClientRect().toJSON());
          const pits = [...document.querySelectorAll('.pit')].map((p) => ({ pit: p.dataset.pit, box: p.getBoundingClientRect().toJSON() }));
          const svg = document.querySelector('#attract .attract-about svg');
          const scale = svg.getScreenCTM().a;
          const names = [...svg.querySelectorAll('text')].map((t) => ({ name: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale }));
          return { covers, pits, names };
        });
        // Any overlap at all counts here: a caption that touches a pit covers it.
        seen.covered = seen.pits.filter((p) => seen.covers.some((c) => boxesOverlap(p.box, c, 0))).map((p) => p.pit);
        if (seen.covered.length) found.push(`${lang}: pits under the caption or the foot: ${seen.covered.join(' ')}`);
        for (const { name, px } of seen.names) if (px < 18) found.push(`${lang}: "${name}" is ${px.toFixed(1)} px`);
        await screenshot(page, `fit-kiosk-attract-${viewport.width}x${viewport.height}-${lang}`);
      }
      assert.deepEqual(found, []);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

test('a passing notice covers no control that can be used, phone to large screen (Bakuk and Ba-awa, after a move)', async () => {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    for (const game of ['bakuk', 'ba-awa']) {
      await openApp(page, `${server.url}?game=${game}&seats=human,human&speed=instant&lang=en`);
      // After a move the game bar has its most buttons (Replay, Review, Rematch).
      await pit(page, (await state(page)).legal[0]).click();
      await idle(page);
      for (const [width, height] of [[360, 640], [390, 844], [844, 390], [1024, 768], [1024, 1100], [1280, 800], [1366, 768], [1920, 1080]]) {
        await page.setViewportSize({ width, height });
        await settled(page);
        // A tap on a hole that is not the mover's is refused in a notice.
        const s = await state(page);
        const notYours = s.board.findIndex((_, i) => !s.legal.includes(i));
        await pit(page, notYours).click({ force: true });
        await page.locator('#notice:not([hidden])').waitFor();
        const seen = await page.evaluate(() => {
          const box = (e) => e.getBoundingClientRect().toJSON();
          const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
          const controls = [...document.querySelectorAll('button, input, select, a[href], .pit')].filter((e) => !e.closest('.toasts') && !e.disabled && shown(e));
          return { notice: box(document.getElementById('notice')), controls: controls.map((e) => ({ name: e.id || `pit ${e.dataset.pit}`, box: box(e) })) };
        });
        const covered = seen.controls.filter((c) => c.box.width > 0 && boxesOverlap(c.box, seen.notice, 0)).map((c) => c.name);
        assert.deepEqual(covered, [], `${game} at ${width}x${height}: the notice covers ${covered.join(', ')}`);
        if (width === 390) await screenshot(page, `notice-clear-${game}-${width}x${height}`);
      }
    }
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
