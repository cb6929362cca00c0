// What a reader meets on a phone fits its reader. Urdu's Nastaliq (and Arabic's
// Naskh) lines never run into each other: in every block of text the page shows
// (the narration, the hint, the More sheet, the rules and their how-to, a
// round's end, the end of a game), no line's letters reach into the next line's. Larger screens:
// fit-screens.test.mjs.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { collectErrors, idle, launchBrowser, pit, realErrors, screenshot, settled, startServer } from './helpers.mjs';
import { smallTargets } from './targets.mjs';

// Round 1 of a Ba-awa match whose last move is North's p8 (play.test.mjs); with 36 seeds
// captured already, the same move wins the match.
const ROUND_END = 'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~';
const MATCH_END = 'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_36.0_1_000000111111_0_1~';

let server;
before(async () => {
  server = await startServer();
});
after(() => server?.close());

/**
 * The visible text blocks whose consecutive lines collide. A text box (Range.getClientRects)
 * has the font's nominal height, far less than Nastaliq's strokes reach, so each word's ink is
 * measured (canvas measureText, the word's own font) and set on its baseline; a word whose ink
 * reaches into that of a word of the next line above or below it is a collision. Words are
 * measured whole (their shapes join), so a word's highest stroke is taken to stand over all of
 * it: a quarter of the font size is allowed for that.
 */
function collidingLines(page) {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    const blockOf = (node) => {
      let el = node.parentElement;
      while (el && getComputedStyle(el).display.startsWith('inline')) el = el.parentElement;
      return el;
    };
    const words = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent.trim() || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest('.visually-hidden, svg, script, style')) continue;
      const style = getComputedStyle(parent);
      ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const block = blockOf(node);
      if (!words.has(block)) words.set(block, []);
      for (const match of node.textContent.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const ink = ctx.measureText(match[0]);
        for (const r of range.getClientRects()) {
          if (r.width < 0.5) continue;
          const baseline = r.top + ink.fontBoundingBoxAscent;
          words.get(block).push({
            line: Math.round(r.top), left: r.left, right: r.right, word: match[0], allowed: parseFloat(style.fontSize) / 4,
            top: baseline - ink.actualBoundingBoxAscent, bottom: baseline + ink.actualBoundingBoxDescent,
          });
        }
      }
    }
    const found = [];
    for (const [block, list] of words) {
      const lines = [...new Set(list.map((w) => w.line))].sort((a, b) => a - b);
      for (let i = 0; i + 1 < lines.length; i += 1) {
        const upper = list.filter((w) => w.line === lines[i]);
        const lower = list.filter((w) => w.line === lines[i + 1]);
        for (const a of upper) {
          for (const b of lower) {
            if (Math.min(a.right, b.right) <= Math.max(a.left, b.left) || a.bottom - b.top <= Math.max(a.allowed, b.allowed)) continue;
            const name = block.id ? `#${block.id}` : `${block.tagName.toLowerCase()}.${[...block.classList].join('.')}`;
            found.push(`${name}: "${a.word}" over "${b.word}" by ${(a.bottom - b.top).toFixed(1)} px at line height ${getComputedStyle(block).lineHeight}`);
          }
        }
      }
    }
    return [...new Set(found)];
  });
}

for (const lang of ['ur', 'ar']) {
  test(`${lang} at 390x844: no two lines of any text block collide, in play, after a hint, in the More sheet, the rules, a round's end and a game's end`, async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      const seen = {};
      await page.goto(`${server.url}?lang=${lang}&game=bakuk&seats=human,intermediate&speed=instant`);
      await page.locator('html[data-ready="true"][data-frame-controls="phone"]').waitFor({ timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready);
      seen.play = await collidingLines(page);

      await page.locator('#btn-hint').click();
      await page.locator('#hint-panel li').first().waitFor({ timeout: 30_000 });
      await settled(page);
      seen.hint = await collidingLines(page);
      await screenshot(page, `fit-lines-${lang}-hint`);

      await page.locator('#btn-more').click();
      await page.locator('#frame-menu').waitFor();
      seen.menu = await collidingLines(page);
      await page.locator('#btn-rules').click();
      await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
      await settled(page);
      seen.rules = await collidingLines(page);
      await screenshot(page, `fit-lines-${lang}-rules`);
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}?lang=${lang}&record=${ROUND_END}&seats=human,human&speed=instant`);
      await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
      await pit(page, 8).click();
      await page.locator('#round-panel').waitFor();
      await idle(page);
      await settled(page);
      seen.round = await collidingLines(page);
      await screenshot(page, `fit-lines-${lang}-round`);

      await page.goto(`${server.url}?lang=${lang}&record=${MATCH_END}&seats=human,human&speed=instant`);
      await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
      await pit(page, 8).click();
      await page.locator('#end-dialog').waitFor();
      await settled(page);
      seen.end = await collidingLines(page);
      await screenshot(page, `fit-lines-${lang}-end`);

      assert.deepEqual(Object.entries(seen).filter(([, found]) => found.length), [], `${lang}: lines that collide, by screen`);
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await browser.close();
    }
  });
}

test('360x640: a Ba-awa match round’s end fits the screen without scrolling, in every language', async () => {
  const browser = await launchBrowser({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    const scrolls = [];
    for (const lang of ['en', 'pt', 'vi', 'ur', 'ca', 'ar', 'fr']) {
      await page.goto(`${server.url}?lang=${lang}&record=${ROUND_END}&seats=human,human&speed=instant`);
      await page.locator('html[data-ready="true"][data-frame-controls="phone"]').waitFor({ timeout: 15_000 });
      await pit(page, 8).click();
      await page.locator('#round-panel').waitFor();
      await idle(page);
      await settled(page);
      const over = await page.evaluate(() => Math.max(scrollY, document.documentElement.scrollHeight - innerHeight));
      if (over > 0) scrolls.push(`${lang}: ${over} px`);
      if (['en', 'ar', 'ur'].includes(lang)) await screenshot(page, `fit-round-360x640-${lang}`);
    }
    assert.deepEqual(scrolls, [], 'the page scrolls');
    assert.deepEqual(realErrors(errors), []);
  } finally {
    await browser.close();
  }
});

for (const size of [{ width: 390, height: 844 }, { width: 360, height: 640 }]) {
  test(`${size.width}x${size.height}: the whole hint is read at once, neither the panel nor the page scrolls (English, Urdu, Arabic; Bakuk and Ba-awa)`, async () => {
    const browser = await launchBrowser({ viewport: size, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      const hidden = [];
      for (const lang of ['en', 'ur', 'ar']) {
        for (const game of ['bakuk', 'ba-awa']) {
          await page.goto(`${server.url}?lang=${lang}&game=${game}&seats=human,intermediate&speed=instant`);
          await page.locator('html[data-ready="true"][data-frame-controls="phone"]').waitFor({ timeout: 15_000 });
          await page.evaluate(() => document.fonts.ready);
          await page.locator('#btn-hint').click();
          await page.locator('#hint-panel li').first().waitFor({ timeout: 30_000 });
          await settled(page);
          const fit = await page.evaluate(() => {
            const panel = document.getElementById('hint-panel');
            const r = panel.getBoundingClientRect();
            return {
              panel: panel.scrollHeight - panel.clientHeight,
              page: Math.max(scrollY, document.documentElement.scrollHeight - innerHeight),
              below: r.bottom - innerHeight,
              above: -r.top,
            };
          });
          if (fit.panel > 1 || fit.page > 0 || fit.below > 0 || fit.above > 0) hidden.push(`${lang} ${game}: ${JSON.stringify(fit)}`);
          if (game === 'ba-awa') await screenshot(page, `fit-hint-${size.width}x${size.height}-${lang}`);
        }
      }
      assert.deepEqual(hidden, [], 'hints not read whole (px scrolled in the panel, in the page, or out of the screen)');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

for (const size of [{ width: 390, height: 844 }, { width: 360, height: 640 }]) {
  test(`${size.width}x${size.height}: every pit and control a finger can reach is at least 44 x 44 px and 8 px from the next (play, More, New game, the rules, a game's end; English, Urdu, Arabic)`, async () => {
    const browser = await launchBrowser({ viewport: size, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      const found = [];
      // At the top of what scrolls, and at its foot.
      const check = async (where, scroller) => {
        for (const end of scroller ? [0, 1] : [0]) {
          if (scroller) await page.locator(scroller).evaluate((box, end) => box.scrollTo(0, end * box.scrollHeight), end);
          await settled(page);
          const { small, close } = await smallTargets(page);
          for (const s of small) found.push(`${where}: small ${s}`);
          for (const c of close) found.push(`${where}: close ${c}`);
        }
      };
      for (const lang of ['en', 'ur', 'ar']) {
        for (const game of ['bakuk', 'ba-awa']) {
          await page.goto(`${server.url}?lang=${lang}&game=${game}&seats=human,intermediate&speed=instant`);
          await page.locator('html[data-ready="true"][data-frame-controls="phone"]').waitFor({ timeout: 15_000 });
          await page.evaluate(() => document.fonts.ready);
          await settled(page);
          await check(`${lang} ${game} play`);
        }
        await page.locator('#btn-more').click();
        await page.locator('#frame-menu').waitFor();
        await settled(page);
        await check(`${lang} More`, '#frame-menu');
        // Each part of the sheet holds its controls: none spills over its border.
        const spilled = await page.locator('#frame-menu').evaluate((menu) =>
          [...menu.children].flatMap((part) => {
            const box = part.getBoundingClientRect();
            return [...part.querySelectorAll('button, input, select')]
              .filter((control) => control.checkVisibility())
              .map((control) => [control, control.getBoundingClientRect()])
              .filter(([, r]) => r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.left < box.left - 0.5 || r.right > box.right + 0.5)
              .map(([control]) => `${part.id || part.className} holds ${control.id || control.textContent.trim()} outside it`);
          }),
        );
        for (const s of spilled) found.push(`${lang} More: ${s}`);
        await screenshot(page, `fit-targets-${size.width}x${size.height}-${lang}-more`);
        await page.locator('#btn-new').click();
        await page.locator('#start-screen').waitFor();
        await settled(page);
        await check(`${lang} New game`, '#start-screen .sheet-body');
        await screenshot(page, `fit-targets-${size.width}x${size.height}-${lang}-new`);
        await page.keyboard.press('Escape');
        await page.locator('#start-screen').waitFor({ state: 'hidden' });
        await page.locator('#btn-more').click();
        await page.locator('#btn-rules').click();
        await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
        await settled(page);
        await check(`${lang} rules`, '#rules-dialog');
        await page.keyboard.press('Escape');

        await page.goto(`${server.url}?lang=${lang}&record=${MATCH_END}&seats=human,human&speed=instant`);
        await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
        await pit(page, 8).click();
        await page.locator('#end-dialog').waitFor();
        await settled(page);
        await check(`${lang} end`);
        await screenshot(page, `fit-targets-${size.width}x${size.height}-${lang}-end`);
      }
      assert.deepEqual(found, [], 'targets too small or too close');
      assert.deepEqual(realErrors(errors), []);
    } finally {
      await browser.close();
    }
  });
}

test('390x844: the numbers of the how-to drawings are at least 14 px (Bakuk, Koumma, Ba-awa; English, Urdu, Arabic)', async () => {
  const browser = await launchBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    const small = [];
    for (const lang of ['en', 'ur', 'ar']) {
      for (const game of ['bakuk', 'koumma', 'ba-awa']) {
        await page.goto(`${server.url}?lang=${lang}&game=${game}&seats=human,intermediate&speed=instant`);
        await page.locator('html[data-ready="true"][data-frame-controls="phone"]').waitFor({ timeout: 15_000 });
        await page.locator('#btn-more').click();
        await page.locator('#btn-rules').click();
        await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
        await settled(page);
        const sizes = await page.locator('#rules-howto').evaluate((howto) =>
          [...howto.querySelectorAll('svg.howto-drawing')].flatMap((svg) => {
            const scale = svg.getScreenCTM().a;
            return [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
          }),
        );
        assert.ok(sizes.length > 10, `${lang} ${game}: the drawings' numbers are found`);
        const least = Math.min(...sizes);
        if (least < 14) small.push(`${lang} ${game}: ${least.toFixed(1)} px`);
        if (lang !== 'en' || game === 'ba-awa') await screenshot(page, `fit-howto-390-${lang}-${game}`);
        await page.keyboard.press('Escape');
      }
    }
    assert.deepEqual(small, [], 'the smallest number of a drawing');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
