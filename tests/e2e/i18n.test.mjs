// Every language in real Chromium: the start screen, a Ba-awa game with a relay,
// the rules panel and the end panel load with the right lang and dir, show no
// English text (compared with the English page at the same step), no text
// overflows its box, and axe-core finds no violation. Screenshots of each step
// of each language go to artifacts/i18n-<lang>-<step>.jpg.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, idle, pit, screenshot, setSpeed, state, useBrowser } from './helpers.mjs';
import { axe, inspect, stillEnglish } from './i18n-helpers.mjs';
import { LANGUAGES } from '../../www/i18n/languages.js';

const env = useBrowser();

// The steps, each leaving the page in a state to look at.
const STEPS = {
  // A first visit: the board, ready to play against the computer.
  async board(page, base, code) {
    await page.goto(`${base}?lang=${code}`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}?lang=${code}`);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    await page.locator('#game-screen').waitFor();
  },
  async start(page) {
    await page.locator('#btn-new').click();
    await page.locator('#start-screen').waitFor();
  },
  async relay(page) {
    await page.locator('label.choice:has(input[name="game"][value="ba-awa"])').click();
    await page.locator('#first-select').selectOption('0');
    await page.locator('#btn-start').click();
    await page.locator('#game-screen').waitFor();
    await setSpeed(page, 'instant');
    // From the start every Ba-awa move relays: p0 sows 5 laps (vector BA-1).
    await pit(page, 0).click();
    await idle(page);
    await page.waitForFunction(() => document.querySelector('#announcer').textContent.length > 0);
  },
  async rules(page) {
    await page.locator('#btn-rules').click();
    // The steps' drawings join the words once their module is in.
    await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
  },
  async end(page, base, code) {
    await page.locator('#btn-rules-close').click();
    // Bakuk stopped as soon as it is decided: a short game to the end panel.
    await page.goto(`${base}?lang=${code}&game=bakuk&variant=d&first=0&speed=instant`);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    let s = await state(page);
    for (let moves = 0; s.status === 'playing'; moves += 1) {
      assert.ok(moves < 400, 'the game ends');
      await pit(page, s.legal[moves % 2 ? s.legal.length - 1 : 0]).click();
      await idle(page);
      s = await state(page);
    }
    await page.locator('#end-dialog[open]').waitFor();
  },
};

const english = {};

for (const { code, dir } of LANGUAGES) {
  test(`${code}: the board, settings, relay, rules and end panel in ${code} (${dir}), nothing in English or shown as a raw key, no overflow, no axe violation`, async () => {
    const page = await env.browser.context.newPage();
    const errors = collectErrors(page);
    try {
      for (const [step, run] of Object.entries(STEPS)) {
        await run(page, env.server.url, code);
        const seen = await inspect(page);
        assert.equal(seen.lang, code, `${step}: <html lang>`);
        assert.equal(seen.dir, dir, `${step}: <html dir>`);
        assert.deepEqual(seen.overflowing, [], `${step}: no text overflows its box`);
        // A key shown as itself (a message missing from the catalogue), e.g. "learn.open".
        assert.deepEqual(seen.texts.filter((text) => /^[a-z]+(\.[\w-]+)+$/.test(text)), [], `${step}: no catalogue key shown raw`);
        assert.deepEqual(await axe(page, errors), [], `${step}: axe-core`);
        await screenshot(page, `i18n-${code}-${step}`);
        if (code === 'en') {
          english[step] = new Set(seen.texts);
          continue;
        }
        assert.ok(english[step], 'the English page is seen first');
        assert.deepEqual(stillEnglish(seen, english[step], code), [], `${step}: texts still in English`);
      }
      assert.deepEqual(errors, [], 'no errors in the page');
    } finally {
      await page.close();
    }
  });
}

test('on a phone (360 px) no text overflows and no page is wider than the screen, in any language', async () => {
  const { launchBrowser } = await import('./helpers.mjs');
  const phone = await launchBrowser({ viewport: { width: 360, height: 740 } });
  try {
    const page = await phone.context.newPage();
    const errors = collectErrors(page);
    const problems = [];
    for (const { code } of LANGUAGES) {
      for (const query of [`?lang=${code}`, `?lang=${code}&game=ba-awa`]) {
        await page.goto(`${env.server.url}${query}`);
        await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
        const { overflowing } = await inspect(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        problems.push(...overflowing.map((o) => `${query}: ${o}`));
        if (width > 360) problems.push(`${query}: the page is ${width} px wide`);
      }
      await screenshot(page, `i18n-${code}-phone`);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
  } finally {
    await phone.close();
  }
});

test('the language menu names each language in itself, and a choice is remembered', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  try {
    await page.goto(env.server.url);
    await page.evaluate(() => localStorage.clear());
    await page.goto(env.server.url);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    const menu = page.locator('#language-select');
    const options = await menu.locator('option').evaluateAll((os) => os.map((o) => [o.value, o.textContent, o.lang]));
    assert.deepEqual(
      options,
      LANGUAGES.map((l) => [l.code, l.name, l.code]),
    );
    // The page switches in place (tests/e2e/i18n-switch.test.mjs looks closer).
    await menu.selectOption('ur');
    await page.locator('html[lang="ur"]').waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('html').getAttribute('lang'), 'ur');
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await menu.inputValue(), 'ur');
    // A later visit without a parameter speaks the remembered language; the URL parameter wins over it.
    await page.goto(env.server.url);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('html').getAttribute('lang'), 'ur');
    await page.goto(`${env.server.url}?lang=fr`);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    assert.equal(await page.locator('#btn-rules').textContent(), 'Règles');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a first visit follows navigator.languages; only the chosen catalogue is loaded', async () => {
  const { launchBrowser } = await import('./helpers.mjs');
  const browser = await launchBrowser({ locale: 'ca-ES' });
  try {
    const page = await browser.context.newPage();
    const loaded = [];
    page.on('request', (r) => {
      const m = r.url().match(/\/www\/i18n\/([a-z]+)\.js$/);
      if (m && LANGUAGES.some((l) => l.code === m[1])) loaded.push(m[1]);
    });
    await page.goto(env.server.url);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('html').getAttribute('lang'), 'ca');
    assert.deepEqual(loaded, ['ca']);
  } finally {
    await browser.close();
  }
});

test('the custom element speaks its lang attribute and sets lang and dir on its own root', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  try {
    await page.goto(`${env.server.url}embed-demo.html?lang=ar`);
    await page.locator('mancala-board[data-ready="true"]').waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('h1').textContent(), 'المنقلة على صفحتك');
    const frame = await page.evaluate(() => {
      const root = document.querySelector('mancala-board').shadowRoot.querySelector('.frame');
      return { lang: root.lang, dir: root.dir, buttons: [...root.querySelectorAll('button')].map((b) => b.textContent) };
    });
    assert.equal(frame.lang, 'ar');
    assert.equal(frame.dir, 'rtl');
    assert.ok(frame.buttons.includes('لعبة جديدة'), frame.buttons.join());
    // The iframe is given the page's language in its one address (www/embed/embed-demo.js).
    const inner = page.frameLocator('#demo-frame').locator('html[lang="ar"][data-ready="true"]');
    await inner.waitFor({ timeout: 30_000 }).catch(async (e) => {
      const html = page.frameLocator('#demo-frame').locator('html');
      const seen = await html.evaluate((h) => `${location.search} lang=${h.lang} ready=${h.dataset.ready}`).catch((x) => x.message);
      throw new Error(`the iframe: ${seen}; errors: ${errors.join(" / ")}: ${e.message}`);
    });
    assert.equal(await inner.getAttribute('dir'), 'rtl');
    assert.deepEqual(await axe(page, errors), []);
    await screenshot(page, 'i18n-ar-embed-demo');

    // On a host page in English, the element's own attribute switches it.
    await page.goto(`${env.server.url}embed-demo.html?lang=en`);
    await page.locator('mancala-board[data-ready="true"]').waitFor({ timeout: 15_000 });
    // Every word of the element: its buttons, the players, the line under the board, the pits' names.
    const words = () =>
      page.evaluate(() => {
        const root = document.querySelector('mancala-board').shadowRoot;
        const texts = [...root.querySelectorAll('button, .players *, .narration')].map((e) => e.getAttribute('aria-label') ?? e.textContent);
        return texts.map((text) => text.replace(/[\u2068\u2069]/g, '').trim()).filter(Boolean);
      });
    const english = new Set(await words());
    assert.ok(english.size > 10, [...english].join(' | '));
    await page.evaluate(() => document.querySelector('mancala-board').setAttribute('lang', 'vi'));
    await page.waitForFunction(() => document.querySelector('mancala-board').shadowRoot.querySelector('.frame').lang === 'vi');
    const buttons = await page.evaluate(() =>
      [...document.querySelector('mancala-board').shadowRoot.querySelectorAll('button')].map((b) => b.textContent),
    );
    assert.ok(buttons.includes('Ván mới'), buttons.join());
    assert.deepEqual(stillEnglish({ texts: await words() }, english, 'vi'), [], 'the element, in place: nothing left in English');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
