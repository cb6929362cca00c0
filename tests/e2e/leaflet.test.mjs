// The printable leaflet: ?view=leaflet&game=… lays out one A4 sheet, two sides,
// each two A5 pages; Chromium's PDF of it has exactly two A4 landscape pages and no page of
// the leaflet overflows; its QR code reads back (jsQR) as the game's address in the same
// language; the worked first move it prints is what the engine does; axe finds nothing on it.
// In English and Arabic (the sheet then reads from the right).

import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { ARTIFACTS, axeViolations, collectErrors, idle, openApp, pit, readQrCode, screenshot, screenshotOf, state, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });

/** The pages of a PDF and each one's size in points, read from its objects. */
function pdfPages(pdf) {
  const text = pdf.toString('latin1');
  const pages = [...text.matchAll(/\/Type\s*\/Page(?!s)/g)].length;
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);
  return { pages, boxes };
}

for (const [lang, game] of [
  ['en', 'bakuk'],
  ['ar', 'koumma'],
  ['en', 'ba-awa'],
  ['ur', 'ba-awa'],
]) {
  test(`${lang}, ${game}: the leaflet prints on two A4 pages, nothing cut off, its QR code opens the game in ${lang}`, async () => {
    const page = await env.browser.context.newPage();
    const errors = collectErrors(page);
    await openApp(page, `${env.server.url}?view=leaflet&game=${game}&lang=${lang}`);
    await page.locator('#leaflet .qr-code').waitFor();
    await screenshot(page, `leaflet-${game}-${lang}-screen`);
    assert.deepEqual(await axeViolations(page), []);

    // The QR code: the page's own address, this game, this language.
    const address = new URL(`./?game=${game}&lang=${lang}`, env.server.url).href;
    assert.equal(await readQrCode(page, '#leaflet .qr-code', 8), address);
    assert.ok((await page.locator('#leaflet .leaflet-address .ref-address').textContent()).includes(address), 'the address written out too');

    // As printed: each A5 page holds what it has, nothing overflows.
    await page.emulateMedia({ media: 'print' });
    const seen = await page.evaluate(() => ({
      sides: [...document.querySelectorAll('#leaflet .leaflet-side')].map((side) => [...side.children].map((p) => p.className)),
      overflowing: [...document.querySelectorAll('#leaflet .leaflet-page')].filter((p) => p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1).map((p) => `${p.className}: ${p.scrollHeight} > ${p.clientHeight}`),
      shown: [...document.body.children, ...document.getElementById('app').children].filter((e) => getComputedStyle(e).display !== 'none').map((e) => e.id || e.tagName),
      frontLeft: document.querySelector('#leaflet .leaflet-front').getBoundingClientRect().left,
      backLeft: document.querySelector('#leaflet .leaflet-back').getBoundingClientRect().left,
      dir: document.documentElement.dir,
    }));
    assert.deepEqual(seen.sides, [['leaflet-page leaflet-back', 'leaflet-page leaflet-front'], ['leaflet-page leaflet-story', 'leaflet-page leaflet-play']]);
    assert.deepEqual(seen.overflowing, [], 'nothing cut off');
    assert.deepEqual(seen.shown, ['app', 'leaflet'], 'the leaflet alone is printed');
    // Folded, the front is on top: the right half of the outside in a left-to-right language, the left in Arabic and Urdu.
    if (seen.dir === 'rtl') assert.ok(seen.frontLeft < seen.backLeft);
    else assert.ok(seen.frontLeft > seen.backLeft);
    for (const [i, side] of (await page.locator('#leaflet .leaflet-side').all()).entries()) {
      await mkdir(ARTIFACTS, { recursive: true });
      await screenshotOf(side, `leaflet-${game}-${lang}-side${i + 1}`);
    }
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await writeFile(join(ARTIFACTS, `leaflet-${game}-${lang}.pdf`), pdf);
    const { pages, boxes } = pdfPages(pdf);
    assert.equal(pages, 2, 'two pages: the two sides of one sheet');
    for (const [w, h] of boxes) {
      assert.ok(Math.abs(w - 841.89) < 2 && Math.abs(h - 595.28) < 2, `A4 landscape, not ${w} × ${h} pt`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the worked first move each leaflet prints is what the engine does', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  // Board after South's first move, holes h0… (p0…), as the leaflet tells it.
  const told = {
    bakuk: { hole: 2, board: [7, 7, 1, 7, 7, 7] },
    koumma: { hole: 2, board: [7, 7, 1, 7, 7, 7] },
    'ba-awa': { hole: 0, board: [2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6, 6] },
  };
  for (const [game, { hole, board }] of Object.entries(told)) {
    await openApp(page, `${env.server.url}?game=${game}&first=0&seats=human,human&speed=instant`);
    await pit(page, hole).click();
    await idle(page);
    const s = await state(page);
    assert.deepEqual(s.board, board, game);
    assert.deepEqual(s.captured, [0, 0], `${game}: no capture`);
    assert.equal(s.toMove, 1, `${game}: North to move`);
  }
  const text = await page.evaluate(async () => (await import('/www/background/i18n/en.js')).default);
  assert.match(text['leaflet.firstMove.bakuk'], /h2 hold 1/);
  assert.match(text['leaflet.firstMove.koumma'], /h1 hold 7/);
  assert.match(text['leaflet.firstMove.ba-awa'], /fifth lap ends in p2/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('every hole the leaflet’s first move names is labelled in its drawing, each name once (English, Arabic)', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  for (const lang of ['en', 'ar']) {
    for (const game of ['bakuk', 'koumma', 'ba-awa']) {
      await openApp(page, `${env.server.url}?view=leaflet&game=${game}&lang=${lang}`);
      await page.locator('#leaflet .leaflet-drawing svg').waitFor();
      const { named, labelled } = await page.locator('#leaflet .leaflet-play').evaluate((play) => ({
        named: [...new Set(play.querySelector('h3:last-of-type + p').textContent.match(/\b[hp]\d+\b/g))],
        labelled: [...play.querySelectorAll('.leaflet-drawing svg text')].map((t) => t.textContent),
      }));
      assert.ok(named.length >= 2, `${lang} ${game}: the first move names its holes (${named})`);
      const holes = game === 'ba-awa' ? 12 : 6;
      const prefix = game === 'ba-awa' ? 'p' : 'h';
      assert.deepEqual(labelled.slice().sort(), Array.from({ length: holes }, (_, i) => `${prefix}${i}`).sort(), `${lang} ${game}: every hole labelled once`);
      for (const hole of named) assert.ok(labelled.includes(hole), `${lang} ${game}: ${hole} is labelled`);
      if (game === 'ba-awa') await screenshot(page, `leaflet-labels-${lang}-${game}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});
