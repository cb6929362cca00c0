// Nothing a link, an element's attributes or a save holds stops the
// start. Each row of the tables below opens the page (or an element) in English and in Arabic;
// each must end ready, with a game on the board, a notice in the page's language that says what
// could not be used, no character of the link that turns the sentence around, and no error.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectErrors, screenshot, state, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1024, height: 900 } });
const KEY = 'mancala-web.save';
const HUMANS = [{ kind: 'human' }, { kind: 'human' }];
const RLO = '\u202E';

/** The bidirectional controls a link may carry (the page's own isolates, FSI and PDI, aside). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066\u2067\u200E\u200F\u061C]/;
/** English words of the notices, which an Arabic notice must not hold. */
const ENGLISH = /could not|left out|character|invisible|settings|saved|this link|instead/i;

/** A save's text: the settings, and the record of a game when given. */
const save = (settings, record) => JSON.stringify({ version: 1, settings, record, prefs: {} });

// [what, query, save (the text stored, or null), the English notice, what the board holds]
const PAGE_ROWS = [
  ['a round marker where no round is over, then a pit twice', 'record=bk2~.JJ&seats=human,human', null, /^Move 1 of the game in this link \(\.\) cannot be played: .*The game is open at the position before it\.$/, { record: 'bk2~' }],
  ['a match round marker before the round is over', 'record=ba2m10~a.GG', null, /^Move 2 of the game in this link \(\.\) cannot be played/, { record: 'ba2m10~a' }],
  ['a right-to-left override among the moves', `record=bk2~a${encodeURIComponent(RLO)}b`, null, /at character 6 \(the invisible character U\+202E\), a move was expected/, { record: 'bk2~a' }],
  ['a right-to-left override before the rules', `record=${encodeURIComponent(RLO)}bk2~a`, null, /at character 1 \(the invisible character U\+202E\).*The board shows another game instead\.$/, { rules: 'bk2' }],
  ['an isolate at the end of a position', 'position=bk2_6.6.6.6.6.6_0.0_0%E2%81%A6', null, /position in this link could not be opened: at character 22 \(the invisible character U\+2066\)/, { rules: 'bk2' }],
  ['a space in a record', 'record=bk2~a%20b', null, /at character 6 \(the invisible character U\+0020\)/, { record: 'bk2~a' }],
  ['an empty record', 'record=', null, /at character 1 \(the end\)/, { rules: 'bk2' }],
  ['a record of 50,000 moves', `record=bk2~${'a'.repeat(50_000)}`, null, /^Move 2 of the game in this link \(a\) cannot be played/, { record: 'bk2~a' }],
  ['a huge number in a position', `position=bk2_${'9'.repeat(30)}.6.6.6.6.6_0.0_0`, null, /at character 5 \(9\)/, { rules: 'bk2' }],
  ['an unknown game', 'game=chess', null, /^Options that could not be used were left out: game\.$/, { rules: 'bk2' }],
  ['an unknown variant', 'game=koumma&variant=zz', null, /left out: variant\.$/, { rules: 'km2' }],
  ['a first player of 1.5', 'first=1.5', null, /left out: first\.$/, { toMove: 0 }],
  ['a first player of .5', 'first=.5', null, /left out: first\.$/, { toMove: 0 }],
  ['a first player out of range', 'first=-1', null, /left out: first\.$/, { toMove: 0 }],
  ['a fractional number of players', 'players=2.5', null, /left out: players\.$/, { players: 2 }],
  ['a huge number of players', 'players=99999999999999999999', null, /left out: players\.$/, { players: 2 }],
  ['a fractional match target', 'game=ba-awa&mode=match&target=10.5', null, /left out: target\.$/, { rules: 'ba2m10' }],
  ['an unknown speed and controls', 'speed=warp&controls=tiny', null, /left out: speed and controls\.$/, { rules: 'bk2' }],
  ['a repeated parameter', 'game=koumma&game=bakuk', null, /left out: game\.$/, { rules: 'km2' }],
  ['empty values', 'game=&players=&first=', null, /left out: game, players,? and first\.$/, { rules: 'bk2' }],
  ['a seat that is no one', 'seats=human,robot', null, /left out: seats\.$/, { rules: 'bk2' }],
  ['a record and a position at once', 'record=bk2~ad&position=bk2_6.6.6.6.6.6_0.0_1', null, /left out: position\.$/, { record: 'bk2~ad' }],
  ['an unknown language', 'lang=xx', null, /left out: lang\.$/, { rules: 'bk2' }],
  ['a huge idle time', 'kiosk-idle=1e400', null, /left out: kiosk-idle\.$/, { rules: 'bk2' }],
  ['a saved first player of 1.5', '', save({ game: 'koumma', first: 1.5, seats: HUMANS }), /^Some saved settings could not be read; the usual ones are used for them\.$/, { rules: 'km2', toMove: 0 }],
  ['a saved first player of 0.5', '', save({ first: 0.5 }), /^Some saved settings could not be read/, { toMove: 0 }],
  ['a saved first player of ".5"', '', save({ first: '.5' }), /^Some saved settings could not be read/, { toMove: 0 }],
  ['a saved first player of 1.5 with its game', '', save({ first: 1.5, seats: HUMANS }, 'bk2~a'), /^Some saved settings could not be read/, { record: 'bk2~a' }],
  ['a saved number of players of 2.5', '', save({ players: 2.5, game: 'ba-awa' }), /^Some saved settings could not be read/, { rules: 'ba2' }],
  ['a saved match target of 1e400', '', '{"version":1,"settings":{"game":"ba-awa","mode":"match","target":1e400}}', /^Some saved settings could not be read/, { rules: 'ba2m10' }],
  ['a saved record with a round marker too early', '', save({ seats: HUMANS }, 'bk2~.JJ'), /^The saved game could not be restored \(.*\); its settings were kept\.\s+What could not be read is kept as it was under Your games, where you can download it\.$/, { record: 'bk2~' }],
  ['a saved record with an override', '', save({ seats: HUMANS }, `bk2~a${RLO}`), /^The saved game could not be restored/, { record: 'bk2~' }],
  ['a save cut short', '', '{"version":1,"settings":{"first":1.', /^The saved game could not be restored: the save cannot be read\.\s+What could not be read is kept as it was under Your games, where you can download it\.$/, { rules: 'bk2' }],
  ['a bad save and a bad link at once', 'record=bk2~.JJ', save({ first: 1.5 }), /^Some saved settings could not be read[^]*\n\s*Move 1 of the game in this link \(\.\) cannot be played/, { record: 'bk2~' }],
];

/** The page's notice, the state and what the board shows, once ready. */
async function openPage(page, query, saved, lang) {
  // On the page of the row before: it may write no save after this one (its computer moving).
  await page.evaluate(([key, text]) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {};
    localStorage.clear();
    if (text !== null) setItem.call(localStorage, key, text);
  }, [KEY, saved]);
  await page.goto(`${env.server.url}index.html?lang=${lang}${query ? `&${query}` : ''}`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  await page.locator('#notice').waitFor({ timeout: 5_000 });
  return {
    notice: await page.locator('#notice').innerText(),
    state: await state(page),
    pits: await page.locator('#pit-layer .pit').count(),
    lang: await page.evaluate(() => document.documentElement.lang),
  };
}

/** Checks what every row must end with; `english` is the English run's notice. */
function checkReady(what, lang, seen, expected, english) {
  const { notice, state: s } = seen;
  assert.ok(s && s.status === 'playing' && s.board.length > 0, `${what} (${lang}): a game on the board`);
  assert.equal(seen.pits, s.board.length, `${what} (${lang}): a button on every pit`);
  assert.equal(seen.lang, lang, `${what}: the page speaks ${lang}`);
  assert.doesNotMatch(notice, BIDI_CONTROLS, `${what} (${lang}): no bidirectional control of the link in the notice`);
  for (const [name, value] of Object.entries(expected)) assert.equal(s[name], value, `${what} (${lang}): ${name}`);
  if (lang === 'en') assert.match(notice, english, `${what}: ${notice}`);
  else {
    assert.match(notice, /[\u0600-\u06FF]/, `${what}: an Arabic notice: ${notice}`);
    assert.doesNotMatch(notice, ENGLISH, `${what}: no English in the Arabic notice: ${notice}`);
  }
}

test('the page starts with a game and a notice, whatever the link and the save hold', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(env.server.url);
  for (const [what, query, saved, english, expected] of PAGE_ROWS) {
    for (const lang of ['en', 'ar']) {
      const seen = await openPage(page, query, saved, lang);
      checkReady(what, lang, seen, expected, english);
      assert.deepEqual(errors, [], `${what} (${lang}): no error`);
    }
  }
  await page.close();
});

test('a link whose first fault is a round marker: ready, the menu, kiosk and the parent frame all work', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}index.html?lang=en&record=bk2~.JJ&seats=human,human`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  // The first problem is the one reported: the marker (character 5), not the pit after it.
  assert.match(await page.locator('#notice').innerText(), /^Move 1 of the game in this link \(\.\) cannot be played: no finished round of a match is waiting for the next one\./);
  await screenshot(page, 'startup-round-marker');
  // The language menu works: the page speaks French.
  await page.locator('#language-select').selectOption('fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.locator('#btn-new').innerText(), 'Nouvelle partie');

  // Kiosk starts: the attract loop comes after its idle second.
  await page.goto(`${env.server.url}index.html?lang=en&kiosk=1&kiosk-idle=5&record=bk2~.JJ`);
  await page.locator('html[data-ready="true"][data-kiosk]').waitFor({ timeout: 15_000 });
  await page.locator('#attract').waitFor({ timeout: 15_000 });

  assert.deepEqual(errors, []);
  await page.close();
});

test('in an iframe, the parent hears of the move played on the board such a link opened', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.setContent(`<iframe id="frame" width="900" height="760" src="${env.server.url}index.html?lang=en&record=bk2~.JJ&seats=human,human"></iframe>`);
  await page.evaluate(() => {
    window.moves = [];
    window.addEventListener('message', (e) => {
      if (e.data?.source === 'mancala-board' && e.data.type === 'move') window.moves.push(e.data.detail);
    });
  });
  const frame = page.frameLocator('#frame');
  await frame.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  await frame.locator('.pit[data-pit="2"]').click();
  await page.waitForFunction(() => window.moves.length > 0, null, { timeout: 15_000 });
  assert.deepEqual(await page.evaluate(() => [window.moves[0].player, window.moves[0].hole]), [0, 2]);
  assert.deepEqual(errors, []);
  await page.close();
});

// [what, attributes, the English notice, what the board holds]
const ELEMENT_ROWS = [
  ['a round marker where no round is over', { record: 'bk2~.JJ' }, /^Move 1 of the game in this link \(\.\) cannot be played/, { record: 'bk2~' }],
  ['a right-to-left override', { record: `bk2~a${RLO}b` }, /at character 6 \(the invisible character U\+202E\)/, { record: 'bk2~a' }],
  ['an empty record', { record: '' }, /at character 1 \(the end\)/, { rules: 'bk2' }],
  ['a huge number in a position', { position: `bk2_${'9'.repeat(30)}` }, /at character 5 \(9\)/, { rules: 'bk2' }],
  ['a first player of 1.5', { first: '1.5' }, /^Options that could not be used were left out: first\.$/, { toMove: 0 }],
  ['seven players', { players: '7' }, /left out: players\.$/, { players: 2 }],
  ['an unknown game and variant', { game: 'chess', variant: 'xyz' }, /left out: game and variant\.$/, { rules: 'bk2' }],
  ['a match target of 1e400', { game: 'ba-awa', mode: 'match', target: '1e400' }, /left out: target\.$/, { rules: 'ba2m10' }],
  ['an unknown language', { lang: 'xx' }, /left out: lang\.$/, { rules: 'bk2' }],
  ['bad options and a bad record', { first: '.5', record: 'bk2~.JJ' }, /^Options that could not be used were left out: first\.\s+Move 1 of the game/, { record: 'bk2~' }],
];

/** Puts a <mancala-board> with `attributes` on `page`; resolves to what it shows once `ready`. */
function openElement(page, attributes) {
  return page.evaluate(async (attributes) => {
    await import('/www/mancala-board.js');
    document.querySelector('mancala-board')?.remove();
    const board = document.createElement('mancala-board');
    for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
    board.style.inlineSize = '640px';
    const ready = new Promise((done, fail) => {
      board.addEventListener('ready', done, { once: true });
      setTimeout(() => fail(new Error('no ready event')), 15_000);
    });
    document.body.prepend(board);
    await ready;
    const notice = board.shadowRoot.querySelector('.notice');
    return {
      notice: notice.hidden ? '' : notice.innerText,
      state: board.state,
      pits: board.shadowRoot.querySelectorAll('.pit').length,
      lang: document.documentElement.lang,
    };
  }, attributes);
}

test('the element fires ready with a game and a notice, whatever its attributes hold', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  for (const lang of ['en', 'ar']) {
    await page.goto(`${env.server.url}index.html?lang=${lang}`);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
    for (const [what, attributes, english, expected] of ELEMENT_ROWS) {
      checkReady(what, lang, await openElement(page, attributes), expected, english);
      assert.deepEqual(errors, [], `${what} (${lang}): no error`);
    }
  }
  await page.close();
});

test('setting a bad record or a bad number on the element later throws nothing and says what is wrong', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.server.url}index.html?lang=en`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 15_000 });
  await openElement(page, { record: 'bk2~ad' });
  const later = await page.evaluate(async () => {
    const board = document.querySelector('mancala-board');
    const notice = () => board.shadowRoot.querySelector('.notice').innerText;
    board.setAttribute('record', 'bk2~.JJ');
    const afterRecord = { notice: notice(), record: board.record };
    board.setAttribute('first', '1.5');
    await new Promise((done) => setTimeout(done, 50));
    return { afterRecord, afterFirst: { notice: notice(), record: board.record } };
  });
  assert.match(later.afterRecord.notice, /^Move 1 of the game in this link \(\.\) cannot be played/);
  assert.equal(later.afterRecord.record, 'bk2~');
  assert.match(later.afterFirst.notice, /^Options that could not be used were left out: first\.$/);
  assert.equal(later.afterFirst.record, 'bk2~', 'a new game from the attributes');
  await screenshot(page, 'startup-element-notice');
  assert.deepEqual(errors, []);
  await page.close();
});
