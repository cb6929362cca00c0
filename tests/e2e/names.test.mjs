// Names and signs: the smallest boards (the element in a 320x240 box,
// the page in a 320x240 iframe) still say which seat is the computer, and no
// text in them is under 11 px; the review chart's axes use the costs' minus
// sign; the rules speak to a player (a short how-to first, the exact rules one
// tap away, no notes for developers), the Bakuk text and diagram agree on the
// hollows that hold the captured seeds, and printing the rules prints them
// whole; the page has a description, in its language.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, openApp, screenshot, settled, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1024, height: 800 } });

/** The visible texts under `root` (a document or a shadow root) smaller than 11 px, and the computer seat's words. */
function smallText(root) {
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent.trim() || !parent || parent.getClientRects().length === 0 || parent.closest('.visually-hidden, [popover]:not(:popover-open), dialog:not([open])')) continue;
    const box = parent.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < 11) out.push(`${size}px: ${node.textContent.trim().slice(0, 30)}`);
  }
  const kind = root.querySelector('.player[data-player="1"] .kind');
  const shown = [...(kind?.querySelectorAll('span') ?? [])].filter((s) => s.getClientRects().length).map((s) => s.textContent);
  return { small: out, computer: shown.join(' ') };
}

for (const lang of ['en', 'ar']) {
  test(`${lang}: the smallest element and iframe say which seat is the computer, in 11 px and up`, async () => {
    const page = await env.browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.server.url}embed-demo.html`);
    await page.locator('#demo-element[data-ready="true"]').waitFor({ timeout: 15_000 });
    await page.evaluate(
      ([l, url]) => {
        for (const link of document.querySelectorAll('link[rel="stylesheet"]')) link.remove();
        const main = document.createElement('main');
        const box = document.createElement('div');
        box.style.width = '320px';
        box.style.height = '240px';
        const board = document.createElement('mancala-board');
        for (const [k, v] of Object.entries({ game: 'bakuk', seats: 'human,beginner', speed: 'instant', lang: l })) board.setAttribute(k, v);
        box.append(board);
        const frame = document.createElement('iframe');
        frame.width = '320';
        frame.height = '240';
        frame.title = 'Bakuk';
        frame.src = `${url}index.html?game=bakuk&seats=human,beginner&lang=${l}`;
        main.append(box, frame);
        document.body.replaceChildren(main);
      },
      [lang, env.server.url],
    );
    await page.locator('mancala-board[data-ready="true"]').waitFor({ timeout: 15_000 });
    await page.frameLocator('iframe').locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    await settled(page);
    await settled(page.frames().find((f) => f !== page.mainFrame()));
    const computerWord = lang === 'en' ? 'computer' : 'الحاسوب';
    const element = await page.evaluate(`(${smallText})(document.querySelector('mancala-board').shadowRoot)`);
    assert.deepEqual(element.small, [], `${lang}: the element's text under 11 px`);
    assert.match(element.computer, new RegExp(computerWord), `${lang}: the element says the computer's seat`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const framed = await frame.evaluate(`(${smallText})(document)`);
    assert.deepEqual(framed.small, [], `${lang}: the framed page's text under 11 px`);
    assert.match(framed.computer, new RegExp(computerWord), `${lang}: the framed page says the computer's seat`);
    await screenshot(page, `names-smallest-${lang}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the review chart’s axes use one minus sign, the costs’', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  for (const lang of ['en', 'ar']) {
    await openApp(page, `${env.server.url}index.html?record=bk2~adbe&seats=human,human&lang=${lang}`);
    const ended = page.locator('#end-dialog[open] #btn-end-review');
    if (await ended.isVisible()) await ended.click();
    else await page.locator('#btn-review').click();
    await page.locator('#review-chart text.cost').first().waitFor({ timeout: 60_000 });
    const ticks = await page.locator('#review-chart text.tick').allTextContents();
    const costs = await page.locator('#review-chart text.cost').allTextContents();
    assert.ok(ticks.some((text) => text.includes('\u2212')), `${lang}: a negative tick: ${ticks.join(' | ')}`);
    assert.deepEqual([...ticks, ...costs].filter((text) => /-/.test(text)), [], `${lang}: no hyphen for a minus`);
    // On a phone the costs' words stay off the chart's line.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.waitForFunction(() => {
      const chart = document.querySelector('#review-chart svg.review-svg');
      return chart && Math.abs(chart.viewBox.baseVal.width - chart.getBoundingClientRect().width) < 5;
    });
    await settled(page);
    const crossed = await page.evaluate(() => {
      const root = document.querySelector('#review-chart svg.review-svg');
      const segments = [...root.querySelectorAll('polyline')].flatMap((line) => {
        const points = line.getAttribute('points').trim().split(/\s+/).map((p) => p.split(',').map(Number));
        return points.slice(1).map((p, i) => [...points[i], ...p]);
      });
      // A segment crosses a box when sampled points of it fall inside.
      const hits = (box, [x1, y1, x2, y2]) => Array.from({ length: 41 }, (_, k) => [x1 + ((x2 - x1) * k) / 40, y1 + ((y2 - y1) * k) / 40]).some(([x, y]) => x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height);
      return [...root.querySelectorAll('text')].filter((t) => segments.some((s) => hits(t.getBBox(), s))).map((t) => t.textContent);
    });
    assert.deepEqual(crossed, [], `${lang}: words (costs, ticks, axes) on the line at 360 px`);
    await screenshot(page, `names-chart-phone-${lang}`);
    await page.setViewportSize({ width: 1024, height: 800 });
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the rules: a how-to first, the exact rules one tap away and whole in print; the text and the diagram agree; a description', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await openApp(page, env.server.url);
  assert.match(await page.locator('meta[name="description"]').getAttribute('content'), /^Play Bakuk, Koumma and Ba-awa/);
  await page.locator('#btn-rules').click();
  const dialog = page.locator('#rules-dialog');
  await dialog.waitFor();
  // A short how-to a child can follow, five steps with a drawing each, then the exact rules behind one tap.
  assert.equal(await dialog.locator('#rules-howto li').count(), 5);
  await dialog.locator('#rules-howto li svg').first().waitFor();
  assert.equal(await dialog.locator('#rules-howto li svg[role="img"]').count(), 5);
  assert.ok(await dialog.locator('#rules-body').isHidden(), 'the exact rules are folded');
  await dialog.locator('#rules-exact summary').click();
  assert.ok(await dialog.locator('#rules-body').isVisible());
  const text = await dialog.textContent();
  for (const note of [/drawn the same way in every language/, /no stores/i, /mirrored/, /origin hole/]) assert.doesNotMatch(text, note);
  // The text and the drawing: the hollows at the ends hold the captured seeds, and the diagram draws them.
  assert.match(text, /two large hollows at the ends/);
  assert.equal(await dialog.locator('#rules-diagram .d-store').count(), 2);
  await dialog.locator('#rules-exact summary').click();
  // Printing: the rules alone, unfolded, every paragraph.
  const paragraphs = await dialog.locator('#rules-body p, #rules-culture p, #rules-howto li p').allTextContents();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => {
    const copy = document.getElementById('print-rules') ?? document.querySelector('body > article');
    const others = [...document.body.children].filter((el) => el !== copy && getComputedStyle(el).display !== 'none' && !el.matches('dialog:not([open]), script'));
    return { text: copy?.innerText ?? '', shown: copy ? getComputedStyle(copy).display : 'none', others: others.map((el) => el.id || el.tagName) };
  });
  assert.equal(printed.shown, 'block');
  assert.deepEqual(printed.others, [], 'nothing else is printed');
  for (const p of paragraphs) assert.ok(printed.text.includes(p.trim()), `printed: ${p.slice(0, 40)}`);
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 10_000, 'a PDF of the rules');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  assert.equal(await page.locator('body > article').count(), 0, 'the copy goes after printing');
  // In Arabic, the description and the how-to are Arabic.
  await openApp(page, `${env.server.url}?lang=ar`);
  assert.match(await page.locator('meta[name="description"]').getAttribute('content'), /العب/);
  await page.locator('#btn-rules').click();
  assert.match(await page.locator('#rules-howto li p').first().textContent(), /صفّك/);
  await screenshot(page, 'names-rules-ar');
  assert.deepEqual(errors, []);
  await page.close();
});

/** Where a game's name (or a related game's) is split over two lines in the visible text: the texts. */
function brokenNames() {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of node.textContent.matchAll(/Ba[-\u2011]awa/g)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (rects.length > 1 && new Set(rects.map((r) => Math.round(r.top))).size > 1) out.push(node.textContent.trim().slice(0, 60));
    }
  }
  return out;
}

for (const lang of ['ar', 'ur', 'en']) {
  test(`${lang}, 360 px: "Ba-awa" never breaks at its hyphen, in the title, the start sheet, the rules and the narration`, async () => {
    const page = await env.browser.context.newPage();
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 360, height: 640 });
    await openApp(page, `${env.server.url}?game=ba-awa&seats=human,human&speed=instant&lang=${lang}`);
    // Every name shown has the non-breaking hyphen (the catalogues keep the plain one).
    const plain = await page.evaluate(() => document.body.innerText.match(/Ba-awa/g)?.length ?? 0);
    assert.equal(plain, 0, 'no plain hyphen in a shown name');
    assert.deepEqual(await page.evaluate(brokenNames), [], 'the board');
    await page.evaluate(() => document.getElementById('btn-rules').click());
    await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
    await page.locator('#rules-exact summary').click();
    assert.deepEqual(await page.evaluate(brokenNames), [], 'the rules');
    await screenshot(page, `names-hyphen-rules-${lang}`);
    await page.evaluate(() => document.getElementById('btn-rules-close').click());
    await page.evaluate(() => document.getElementById('btn-new').click());
    await page.locator('#start-screen').waitFor();
    assert.deepEqual(await page.evaluate(brokenNames), [], 'the start sheet');
    // The page's title and description keep the plain hyphen (bookmarks, search engines).
    assert.ok(!(await page.title()).includes('\u2011'), 'the title keeps the plain hyphen');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/**
 * Right to left, the left-to-right runs (names, titles, labels) of a visible text, in the
 * order they are written, stand from right to left on a line: the texts where two do not.
 */
function misorderedRuns() {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent?.getClientRects().length || getComputedStyle(parent).direction !== 'rtl') continue;
    // A run: Latin words and the numbers and marks within them ("50 Ways to Play Mancala").
    const runs = [...node.textContent.matchAll(/[A-Za-z0-9][A-Za-z0-9.'’\-\u2011 ]*[A-Za-z0-9]|[A-Za-z0-9]/g)];
    const boxes = runs.map((m) => {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      // Left to right inside: on one line, its first character stands left of its last.
      const edge = (at) => {
        const one = document.createRange();
        one.setStart(node, at);
        one.setEnd(node, at + 1);
        return one.getBoundingClientRect();
      };
      const [first, last] = [edge(m.index), edge(m.index + m[0].length - 1)];
      if (m[0].length > 1 && Math.abs(first.top - last.top) <= 3 && first.left > last.left) out.push(`${m[0]} (reversed): ${node.textContent.trim().slice(0, 60)}`);
      return rects.length ? { text: m[0], top: Math.round(rects[0].top), left: rects.at(-1).left, right: rects[0].right } : null;
    });
    for (let i = 1; i < boxes.length; i += 1) {
      const [before, after] = [boxes[i - 1], boxes[i]];
      if (before && after && Math.abs(before.top - after.top) <= 3 && after.right > before.left + 1) out.push(`${before.text} | ${after.text}: ${node.textContent.trim().slice(0, 60)}`);
    }
  }
  return out;
}

for (const lang of ['ar', 'ur']) {
  test(`${lang}: Latin names and titles in a sentence keep their order, right to left (the title, the rules, the start sheet)`, async () => {
    const page = await env.browser.context.newPage();
    const errors = collectErrors(page);
    for (const game of ['bakuk', 'koumma', 'ba-awa']) {
      await openApp(page, `${env.server.url}?game=${game}&seats=human,human&lang=${lang}`);
      assert.deepEqual(await page.evaluate(misorderedRuns), [], `${game}: the board`);
      await page.evaluate(() => document.getElementById('btn-rules').click());
      await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
      await page.locator('#rules-exact summary').click();
      assert.deepEqual(await page.evaluate(misorderedRuns), [], `${game}: the rules`);
    }
    await page.evaluate(() => document.getElementById('btn-rules-close').click());
    await page.evaluate(() => document.getElementById('btn-new').click());
    await page.locator('#start-screen').waitFor();
    assert.deepEqual(await page.evaluate(misorderedRuns), [], 'the start sheet');
    assert.deepEqual(errors, []);
    await page.close();
  });
}
