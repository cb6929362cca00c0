// Where the games come from: the Background view of each game, from
// the rules panel and from the button by the game's name, and opened by
// ?view=background; in English and Arabic at desktop, phone and kiosk sizes,
// axe-core finding nothing; its words and map loaded only when it is first
// opened, nothing fetched from elsewhere; links out only where the page may
// open them; a host can hide it.

import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { axeViolations, collectErrors, openApp, screenshot, startServer, useBrowser } from './helpers.mjs';

const env = useBrowser();

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  kiosk: { width: 1920, height: 1080 },
};

/** A page of `size` on an empty save, and what it fetched (every address). */
async function freshPage(size, query = '') {
  const context = env.browser.context;
  const page = await context.newPage();
  await page.setViewportSize(SIZES[size]);
  const errors = collectErrors(page);
  const fetched = [];
  page.on('request', (r) => fetched.push(r.url()));
  await openApp(page, env.server.url);
  await page.evaluate(() => localStorage.clear());
  await openApp(page, env.server.url + query);
  return { page, errors, fetched };
}

/** What the open Background view shows: heading, sections, facts, references, map. */
function viewSeen(page) {
  return page.evaluate(() => {
    const dialog = document.getElementById('background-dialog');
    const body = document.getElementById('background-body');
    const svg = body.querySelector('svg');
    const box = dialog.getBoundingClientRect();
    return {
      open: dialog.open,
      dir: getComputedStyle(body).direction,
      heading: body.querySelector('h2')?.textContent ?? '',
      focused: document.activeElement?.id ?? '',
      sections: [...body.querySelectorAll('[data-section]')].map((s) => s.dataset.section),
      facts: [...body.querySelectorAll('[data-fact]')].map((p) => p.dataset.fact),
      differ: body.querySelector('[data-section="differ"]')?.textContent ?? '',
      references: [...body.querySelectorAll('.bg-references li')].map((li) => li.textContent),
      links: [...body.querySelectorAll('.bg-references a')].map((a) => ({ href: a.getAttribute('href'), target: a.target, rel: a.rel })),
      addresses: [...body.querySelectorAll('.ref-address')].map((a) => a.firstChild.textContent),
      map: svg ? { label: svg.getAttribute('aria-label'), role: svg.getAttribute('role'), land: svg.querySelector('.bg-land')?.getAttribute('d').length ?? 0, names: [...svg.querySelectorAll('.bg-place text')].map((t) => t.textContent), width: svg.getBoundingClientRect().width } : null,
      // Nothing spills out of the dialog sideways, and the dialog fits the screen.
      fits:
        box.left >= 0 &&
        box.right <= innerWidth + 0.5 &&
        [...body.querySelectorAll('*')].every((e) => {
          const r = e.getBoundingClientRect();
          return !r.width || (r.right <= box.right + 0.5 && r.left >= box.left - 0.5);
        }),
    };
  });
}

for (const lang of ['en', 'ar']) {
  for (const size of Object.keys(SIZES)) {
    test(`${lang}, ${size}: ?view=background&game=koumma opens Koumma's background, with its sources, a map, and axe finds nothing`, async () => {
      const kiosk = size === 'kiosk' ? '&kiosk=1&kiosk-idle=600' : '';
      const { page, errors, fetched } = await freshPage(size, `?view=background&game=koumma&lang=${lang}${kiosk}`);
      await page.locator('#background-dialog[open] .bg-references li').first().waitFor();
      await screenshot(page, `background-koumma-${lang}-${size}`);
      const seen = await viewSeen(page);
      assert.ok(seen.open);
      assert.equal(seen.dir, lang === 'ar' ? 'rtl' : 'ltr');
      assert.match(seen.heading, /Koumma/);
      assert.equal(seen.focused, 'background-heading', 'the heading has the focus');
      assert.deepEqual(seen.sections, ['where', 'who', 'with', 'record', 'related', 'differ']);
      assert.ok(seen.facts.includes('koumma.where') && seen.facts.includes('koumma.home'));
      // Koumma's home as its record gives it, and the disagreement said.
      const [where] = await page.locator('[data-fact="koumma.where"]').allTextContents();
      assert.match(where, lang === 'ar' ? /مراكش/ : /Marrakesh/);
      assert.match(seen.differ, lang === 'ar' ? /الصحراء/ : /Sahara/);
      // References in full, each address written out.
      assert.ok(seen.addresses.includes('https://mancala.fandom.com/wiki/Koumma'), seen.addresses.join(' '));
      assert.ok(seen.references.some((r) => r.includes('Mancala World') && r.includes('Koumma')));
      // A kiosk's visitor cannot leave the exhibit: addresses as text, no links.
      if (size === 'kiosk') assert.deepEqual(seen.links, []);
      else assert.ok(seen.links.length > 0 && seen.links.every((l) => l.target === '_blank' && l.rel.includes('noopener')));
      // The map, drawn here, described in words, names in the page's language.
      assert.equal(seen.map.role, 'img');
      assert.match(seen.map.label, lang === 'ar' ? /أولاد امطاع/ : /Ouled M’taâ/);
      assert.ok(seen.map.land > 300, 'the land is drawn');
      assert.ok(seen.map.names.some((n) => n.includes(lang === 'ar' ? 'أولاد امطاع' : 'Ouled M’taâ')));
      assert.ok(seen.map.width > 150, `the map is ${seen.map.width} px wide`);
      assert.ok(seen.fits, 'the view fits the screen');
      const origin = new URL(env.server.url).origin;
      assert.deepEqual(fetched.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')), [], 'nothing fetched from elsewhere');
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

test('en, desktop: each game’s map is of its own region, named so, with its country outlined; citation numbers come in order of first use', async () => {
  const { page, errors } = await freshPage('desktop');
  for (const [game, region] of [['bakuk', /^Map of northern Morocco: Jbala/], ['ba-awa', /^Map of Ghana: Akan country/]]) {
    await openApp(page, `${env.server.url}?view=background&game=${game}`);
    await page.locator('#background-dialog[open] .bg-references li').first().waitFor();
    const seen = await page.evaluate(() => {
      const body = document.getElementById('background-body');
      const svg = body.querySelector('svg.bg-map-svg');
      const brackets = [...body.querySelectorAll('.bg-cites [aria-hidden]')].map((s) => s.textContent.replace(/[[\]]/g, '').split(/,\s*/).map(Number));
      return { label: svg.getAttribute('aria-label'), country: svg.querySelector('.bg-country')?.getAttribute('d').length ?? 0, brackets, references: body.querySelectorAll('.bg-references li').length };
    });
    assert.match(seen.label, region);
    assert.ok(seen.country > 200, `${game}: the country is outlined`);
    const firstUses = [...new Set(seen.brackets.flat())];
    assert.deepEqual(firstUses, Array.from({ length: seen.references }, (_, i) => i + 1), `${game}: numbered in order of first use: ${JSON.stringify(seen.brackets)}`);
    for (const b of seen.brackets) assert.deepEqual(b, [...b].sort((x, y) => x - y), `${game}: ${b} in order`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('en, desktop: the rules panel’s "People and sources" leads to the game’s background; closing goes back to the rules', async () => {
  const { page, errors, fetched } = await freshPage('desktop', '?game=ba-awa');
  // Not loaded before it is asked for: the first load stays within its budget.
  assert.ok(!fetched.some((url) => url.includes('/background/')), 'the view is not part of the first load');
  await page.locator('#btn-rules').click();
  // The rules open once their words are in (they come with the rules panel's module).
  await page.locator('#rules-dialog[open]').waitFor();
  const button = page.locator('#btn-rules-background');
  assert.equal((await button.textContent()).replaceAll('\u2011', '-'), 'Where Ba-awa comes from');
  await button.click();
  await page.locator('#background-dialog[open] .bg-references li').first().waitFor();
  const seen = await viewSeen(page);
  assert.match(seen.heading, /Ba\u2011awa/);
  assert.ok(seen.facts.includes('ba-awa.four'), 'the four made in passing: the sources differ');
  // Bell's book: publisher and year, and no page, since none is known.
  const bell = seen.references.find((r) => r.includes('R. C. Bell'));
  assert.match(bell, /Oxford University Press, 1969/);
  assert.doesNotMatch(bell, /p\. \d/);
  assert.ok(seen.references.some((r) => r.includes('Jacob A. Valdez') && r.includes('p. 150')));
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, 'background-ba-awa-en-desktop');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#background-dialog').evaluate((d) => d.open), false);
  assert.equal(await page.locator('#rules-dialog').evaluate((d) => d.open), true, 'the rules are still open under it');
  assert.deepEqual(errors, []);
  await page.close();
});

test('ar, desktop: the button by the game’s name opens the background of the game on the board, and follows a change of language', async () => {
  const { page, errors } = await freshPage('desktop', '?game=bakuk&lang=ar');
  const button = page.locator('#btn-background');
  assert.match(await button.textContent(), /Bakuk/);
  await button.click();
  await page.locator('#background-dialog[open] .bg-references li').first().waitFor();
  let seen = await viewSeen(page);
  assert.equal(seen.dir, 'rtl');
  assert.ok(seen.facts.includes('bakuk.chain'), 'the chain’s direction: the sources differ');
  assert.ok(seen.references.some((r) => r.includes('Jacob A. Valdez') && r.includes('144')));
  await screenshot(page, 'background-bakuk-ar-desktop');
  // Another language with the view open: its words again, in place.
  await page.evaluate(async () => {
    const { setLanguage } = await import('/www/i18n/messages.js');
    await setLanguage('fr');
  });
  await page.waitForFunction(() => document.querySelector('#background-body h2')?.textContent.startsWith('D’où vient'));
  seen = await viewSeen(page);
  assert.equal(seen.dir, 'ltr');
  assert.match(seen.differ, /Mancala World/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a host can hide the background: ?background=off hides its buttons and does not open it', async () => {
  const { page, errors, fetched } = await freshPage('desktop', '?background=off&view=background&game=koumma');
  assert.equal(await page.locator('#background-dialog').evaluate((d) => d.open), false);
  assert.equal(await page.locator('#btn-background').isVisible(), false);
  await page.locator('#btn-rules').click();
  await page.locator('#rules-dialog[open]').waitFor();
  assert.equal(await page.locator('#btn-rules-background').isVisible(), false);
  assert.ok(!fetched.some((url) => url.includes('/background/')));
  assert.deepEqual(errors, []);
  await page.close();
});

/** A host page of another origin with `body`, served for `run(page, errors)`. */
async function onHostPage(lang, body, run) {
  const dir = await mkdtemp(join(tmpdir(), 'mancala-background-host-'));
  const site = env.server.url;
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>A museum page</title><link rel="icon" href="data:,">
<script type="module" src="${site}www/mancala-board.js"></script></head>
<body><main><h1>Mancala</h1>${body.replaceAll('SITE', site)}</main></body></html>`,
  );
  const host = await startServer(dir);
  const page = await env.browser.context.newPage();
  await page.setViewportSize(SIZES.desktop);
  const errors = collectErrors(page);
  try {
    await page.goto(host.url);
    await run(page, errors);
  } finally {
    await page.close();
    await host.close();
    await rm(dir, { recursive: true, force: true });
  }
}

for (const lang of ['en', 'ar']) {
  test(`${lang}: <mancala-board view="background"> opens on the background, its button and Close switch views, background="off" hides it; a sandboxed frame has no links out`, async () => {
    const body = `<mancala-board id="shown" lang="${lang}" game="ba-awa" view="background" style="display:block;block-size:600px"></mancala-board>
<mancala-board id="hidden" lang="${lang}" game="bakuk" view="background" background="off"></mancala-board>
<iframe id="frame" title="Koumma" sandbox="allow-scripts" src="SITEindex.html?view=background&game=koumma&lang=${lang}" width="640" height="560"></iframe>`;
    await onHostPage(lang, body, async (page, errors) => {
      await page.locator('#shown[data-ready="true"]').waitFor({ timeout: 30_000 });
      const shown = page.locator('#shown');
      await shown.locator('.background-panel:not([hidden]) .bg-references li').first().waitFor();
      const seen = await page.evaluate(() => {
        const root = document.getElementById('shown').shadowRoot;
        return {
          heading: root.querySelector('.background h2')?.textContent,
          board: getComputedStyle(root.querySelector('.board-wrap')).display,
          dir: getComputedStyle(root.querySelector('.background')).direction,
          links: root.querySelectorAll('.bg-references a[target="_blank"]').length,
          map: root.querySelector('.background svg')?.getAttribute('aria-label') ?? '',
        };
      });
      assert.match(seen.heading, /Ba\u2011awa/);
      assert.equal(seen.board, 'none', 'the background takes the board’s place');
      assert.equal(seen.dir, lang === 'ar' ? 'rtl' : 'ltr');
      assert.ok(seen.links > 0, 'a host page of its own: the addresses are links');
      assert.match(seen.map, lang === 'ar' ? /الأكان/ : /Akan/);
      // The host said off: no button, no background.
      await page.locator('#hidden[data-ready="true"]').waitFor({ timeout: 30_000 });
      const hidden = await page.evaluate(() => {
        const root = document.getElementById('hidden').shadowRoot;
        return { panel: root.querySelector('.background-panel').hidden, buttons: [...root.querySelectorAll('.action')].filter((b) => !b.hidden).map((b) => b.textContent) };
      });
      assert.equal(hidden.panel, true);
      assert.ok(!hidden.buttons.some((t) => t.includes('Bakuk')), hidden.buttons.join(' | '));
      // The sandboxed frame opens on Koumma's background, its addresses written out, not links.
      const frame = page.frameLocator('#frame');
      await frame.locator('#background-dialog[open] .bg-references li').first().waitFor({ timeout: 30_000 });
      assert.equal(await frame.locator('.bg-references a').count(), 0);
      assert.ok((await frame.locator('.ref-address').allTextContents()).includes('https://mancala.fandom.com/wiki/Koumma'));
      await screenshot(page, `background-element-${lang}`);
      assert.deepEqual(await axeViolations(page), []);
      // Close: the board again, the focus on the button that opens the background.
      // By the keyboard; the button that opens it again is clicked below.
      await shown.locator('.background-close').focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => getComputedStyle(document.getElementById('shown').shadowRoot.querySelector('.board-wrap')).display !== 'none');
      const button = shown.locator('.action', { hasText: 'Ba\u2011awa' });
      assert.equal(await button.evaluate((b) => b.getRootNode().activeElement === b), true);
      await button.click();
      await shown.locator('.background-panel:not([hidden])').waitFor();
      assert.equal(await page.evaluate(() => document.getElementById('shown').shadowRoot.activeElement?.id), 'background-heading');
      assert.deepEqual(errors, []);
    });
  });
}

for (const lang of ['en', 'ar']) {
  test(`${lang}, kiosk: the attract loop shows each game's name, its map and one sentence of its background`, async () => {
    const { page, errors } = await freshPage('kiosk', `?kiosk=1&kiosk-idle=5&speed=fast&lang=${lang}`);
    const about = page.locator('#attract .attract-about:not([hidden])');
    await about.locator('svg').waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => {
      const overlay = document.getElementById('attract');
      return {
        game: overlay.dataset.game,
        name: overlay.querySelector('.attract-game').textContent,
        sentence: overlay.querySelector('.attract-sentence').textContent,
        map: overlay.querySelector('.attract-about svg').getAttribute('aria-label'),
        dir: getComputedStyle(overlay.querySelector('.attract-sentence')).direction,
      };
    });
    const texts = await page.evaluate(async (code) => (await import(`/www/background/i18n/${code}.js`)).default, lang);
    const { BACKGROUND } = await import('../../www/background/facts.js');
    assert.equal(seen.sentence.replaceAll('\u2011', '-'), texts[`fact.${BACKGROUND[seen.game].summary}`]);
    assert.ok(seen.name.length > 0);
    assert.ok(seen.map.length > 20, 'the map is described in words');
    assert.equal(seen.dir, lang === 'ar' ? 'rtl' : 'ltr');
    await screenshot(page, `background-attract-${lang}`);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('ur, desktop: Ba-awa’s background reads right to left, and Print a leaflet prints the game’s leaflet, which goes once printed', async () => {
  const { page, errors } = await freshPage('desktop', '?view=background&game=ba-awa&lang=ur');
  await page.locator('#background-dialog[open] .bg-references li').first().waitFor();
  const seen = await viewSeen(page);
  assert.equal(seen.dir, 'rtl');
  assert.match(seen.map.label, /اکان کا علاقہ/);
  assert.ok(seen.fits);
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, 'background-ba-awa-ur-desktop');
  // The browser's print dialog is not a page's to test: print() is watched instead.
  await page.evaluate(() => {
    window.print = () => {
      window.printed = { leaflet: !!document.getElementById('leaflet'), mode: document.documentElement.dataset.leaflet, title: document.querySelector('#leaflet h1')?.textContent };
    };
  });
  const button = page.locator('#btn-background-leaflet');
  assert.equal(await button.textContent(), 'کتابچہ چھاپیں');
  await button.click();
  await page.waitForFunction(() => window.printed);
  const printed = await page.evaluate(() => window.printed);
  assert.deepEqual(printed, { leaflet: true, mode: 'print', title: 'Ba\u2011awa' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  assert.equal(await page.locator('#leaflet').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
