// The saved game survives a full storage, every valid part of
// a damaged save is kept (and the player told exactly what was dropped), no saved or URL value
// can name an inherited property (`constructor`), and bad URL options are ignored with a note.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadBindings, longMatch } from './bindings-helpers.mjs';
import { idle, openApp, pit, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser();
const session = useFreshPage(env);
const KEY = 'mancala-web.save';

async function openWithSave(save) {
  await session.page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, typeof save === 'string' ? save : JSON.stringify(save)]);
  await openApp(session.page, env.server.url);
}

const notice = (page) => page.locator('#notice').textContent();

/**
 * Fills localStorage to its quota, to the last few characters (the save stays); returns the keys
 * it added. Short keys and chunks down to one character, so a record one move longer no longer fits.
 */
function fillStorage(page) {
  return page.evaluate(() => {
    const keys = [];
    let chunk = 'x'.repeat(1 << 20);
    while (chunk.length >= 1) {
      try {
        const key = `f${keys.length.toString(36)}`;
        localStorage.setItem(key, chunk);
        keys.push(key);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
    return keys;
  });
}

/** Counts, from now on, the notices that contain `text` (each notice puts its paragraphs in the box). */
function countNotices(page, text) {
  return page.evaluate((text) => {
    window.__notices = 0;
    const box = document.getElementById('notice');
    new MutationObserver((records) => {
      const told = records.some((r) => [...r.addedNodes].some((node) => node.nodeName === 'P'));
      if (told && !box.hidden && box.textContent.includes(text)) window.__notices++;
    }).observe(box, { childList: true, characterData: true, subtree: true, attributes: true });
  }, text);
}

test('a full storage: the save is still read, the game goes on, and the player is told once', async () => {
  const { page } = session;
  await openWithSave({ version: 1, settings: { game: 'ba-awa', players: 2 }, record: 'ba2~a', prefs: { speed: 'instant' } });
  assert.equal((await state(page)).record, 'ba2~a');
  const fillers = await fillStorage(page);
  try {
    // Point 1: a probe write fails now, and the save used to be left unread.
    await openApp(page, env.server.url);
    assert.equal((await state(page)).record, 'ba2~a', 'the saved game is restored');
    // Play on: a longer record no longer fits; the player is told once, not on every move.
    await countNotices(page, 'could not be saved');
    for (let i = 0; i < 6 && (await state(page)).status === 'playing'; i++) {
      await pit(page, (await state(page)).legal[0]).click();
      await idle(page);
    }
    assert.equal((await state(page)).plies.length, 7, 'the game goes on in memory');
    assert.equal(await page.evaluate(() => window.__notices), 1, 'told once');
    assert.match(await notice(page), /This game could not be saved/);
  } finally {
    await page.evaluate((keys) => keys.forEach((k) => localStorage.removeItem(k)), fillers);
  }
});

test('a storage that refuses every write: the save is read, and the player told at the start', async () => {
  const { page } = session;
  await openWithSave({ version: 1, settings: { game: 'bakuk', players: 2 }, record: 'bk2~a', prefs: { speed: 'instant' } });
  // What a full or locked storage does to the page: setItem throws.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
  });
  await openApp(page, env.server.url);
  assert.equal((await state(page)).record, 'bk2~a', 'the saved game is restored');
  assert.match(await notice(page), /cannot be saved now/);
  await countNotices(page, 'saved');
  await pit(page, (await state(page)).legal[0]).click();
  await idle(page);
  assert.equal(await page.evaluate(() => window.__notices), 0, 'not told again on every move');
});

test('a saved match over 8,192 characters is restored', async () => {
  const { page } = session;
  // Point 2: the engine refused the record it had written, and the save was lost.
  const game = longMatch(await loadBindings());
  game.undo(); // the last round in play
  const record = game.record();
  await openWithSave({ version: 1, settings: { game: 'ba-awa', mode: 'match', target: 12 }, record, prefs: { speed: 'instant' } });
  assert.equal((await state(page)).record, record);
  assert.ok(record.length > 8192);
});

test('a save without a usable game keeps its settings and preferences, and says what was dropped', async () => {
  const { page } = session;
  // Point 3: record null used to lose Koumma and "fast".
  await openWithSave({ version: 1, settings: { game: 'koumma', players: 2 }, record: null, prefs: { speed: 'fast' } });
  // The page opens on a board: a new game with the saved settings.
  let s = await state(page);
  assert.equal(s.rules, 'km2');
  assert.equal(s.plies.length, 0);
  assert.match(await notice(page), /holds no game; its settings were kept/);
  assert.doesNotMatch(await notice(page), /new game was started/);
  assert.ok(await page.locator('#speed-group input[value="fast"]').isChecked());

  // Another version: the record goes, the settings stay.
  await openWithSave({ version: 7, settings: { game: 'ba-awa', players: 3 }, record: 'ba3~a', prefs: { speed: 'slow' } });
  assert.match(await notice(page), /newer version of the app and could not be restored; its settings were kept/);
  s = await state(page);
  assert.equal(s.rules, 'ba3');
  assert.equal(s.plies.length, 0);
  assert.ok(await page.locator('#speed-group input[value="slow"]').isChecked());
  // The settings sheet offers the same settings for the next game.
  await page.locator('#btn-new').click();
  assert.ok(await page.locator('#game-choices input[value="ba-awa"]').isChecked());
  assert.ok(await page.locator('#player-choices input[value="3"]').isChecked());

  // A record the engine refuses: its settings stay too.
  await openWithSave({ version: 1, settings: { game: 'koumma' }, record: 'km2~zz', prefs: {} });
  assert.match(await notice(page), /could not be restored \(a move was expected \(a letter from a to l/);
  s = await state(page);
  assert.equal(s.rules, 'km2');
  assert.equal(s.plies.length, 0);
});

test('the notice of a damaged save closes, and goes at the first key or touch elsewhere: it keeps no control covered', async () => {
  const { page } = session;
  // At 1280x800 the notice's place at the window's foot is over Hint, Undo and More actions:
  // it is lifted above them (www/page/notice-room.js).
  await page.setViewportSize({ width: 1280, height: 800 });
  const cutShort = '{"version":1,"settings":{"first":1.';
  const reachable = () =>
    page.evaluate(() =>
      ['btn-hint', 'btn-undo', 'btn-tools'].every((id) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest(`#${id}`);
      }),
    );
  await openWithSave(cutShort);
  assert.match(await notice(page), /could not be restored: the save cannot be read/);
  assert.equal(await reachable(), true, 'the controls are in reach while the notice shows');
  await page.locator('#notice').getByRole('button', { name: 'Close' }).click();
  assert.equal(await page.locator('#notice').isHidden(), true);
  assert.equal(await reachable(), true);
  // A key (Tab, to reach a control) or a touch anywhere else takes it away too.
  const close = page.locator('#notice .notice-close');
  await openWithSave(cutShort);
  await close.waitFor();
  await page.keyboard.press('Tab');
  assert.equal(await page.locator('#notice').isHidden(), true);
  await openWithSave(cutShort);
  await close.waitFor();
  await page.locator('#players').click();
  assert.equal(await page.locator('#notice').isHidden(), true);
  assert.equal(await reachable(), true);
});

test('a game saved with the settings of another game is restored, and the settings follow it', async () => {
  const { page } = session;
  await openWithSave({ version: 1, settings: { game: 'bakuk', players: 2, seats: [{ kind: 'human' }, { kind: 'human', level: 'expert' }] }, record: 'km2u~b', prefs: { speed: 'instant' } });
  const s = await state(page);
  assert.equal(s.rules, 'km2u');
  assert.equal(s.record, 'km2u~b');
  assert.match(await notice(page), /settings were for another game than the saved one \(km2u\)/);
});

test('a saved speed of "constructor" does not freeze the page', async () => {
  const { page } = session;
  // Point 4: `speed in SPEEDS` took inherited names, and every move animated for ever.
  for (const speed of ['constructor', 'toString', '__proto__']) {
    await openWithSave({ version: 1, settings: { game: 'bakuk', seats: [{ level: 'constructor' }] }, record: 'bk2~', prefs: { speed } });
    assert.match(await notice(page), /preferences could not be read/);
    assert.ok(await page.locator('#speed-group input[value="normal"]').isChecked());
    await pit(page, 0).click();
    await Promise.race([idle(page), new Promise((_, fail) => setTimeout(() => fail(new Error(`${speed}: the move never ended`)), 15_000))]);
    assert.equal((await state(page)).record, 'bk2~a');
  }
});

test('URL options that are not valid are ignored, with a note on the console', async () => {
  const page = await env.browser.context.newPage();
  const notes = [];
  page.on('console', (msg) => notes.push(msg.text()));
  // Point 15: any letter anywhere was a variant (constructor gave bk2o).
  await openApp(page, `${env.server.url}?variant=constructor&speed=toString&first=9`);
  assert.equal((await state(page)).rules, 'bk2');
  assert.ok(notes.some((n) => n.includes('option variant="constructor" ignored: expected variant letters')));
  assert.ok(notes.some((n) => n.includes('option speed="toString" ignored')));
  assert.ok(notes.some((n) => n.includes('option first="9" ignored')));
  await openApp(page, `${env.server.url}?game=bakuk&variant=bo`);
  assert.equal((await state(page)).rules, 'bk2bo');

  // Over 2^31 - 1 ms, the idle timer fired at once and after every touch.
  await openApp(page, `${env.server.url}?kiosk=1&kiosk-idle=2147484&speed=fast`);
  assert.ok(notes.some((n) => n.includes('option kiosk-idle="2147484" taken as 2147483')));
  await page.waitForTimeout(2_000);
  assert.equal(await page.locator('#attract').count(), 0, 'the attract loop waits for the default idle time');
  await page.close();
});

test("the element's play() resolves false for a refused move, whatever the argument", async () => {
  const { page } = session;
  // Point 8: a string or an object made the engine throw, and play() rejected.
  const results = await page.evaluate(async () => {
    await import('/www/mancala-board.js');
    const board = document.createElement('mancala-board');
    board.setAttribute('game', 'bakuk');
    board.setAttribute('speed', 'instant');
    board.style.inlineSize = '400px';
    board.style.blockSize = '300px';
    document.body.append(board);
    await new Promise((done) => (board.dataset.ready ? done() : board.addEventListener('ready', done, { once: true })));
    const out = [];
    for (const hole of ['0', 3, 99, 300, -1, 1.5, null, undefined, {}, [0], 1n, Symbol('s'), NaN]) {
      out.push(await board.play(hole).then((ok) => ok, (e) => `rejected: ${e?.message ?? e}`));
    }
    out.push(await board.play(0));
    return out;
  });
  assert.deepEqual(results, [...new Array(13).fill(false), true]);
});
