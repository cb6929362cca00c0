// Nothing a player does is lost: every way another game takes the board keeps the game in
// progress among the player's games, and one tap brings it back exactly (moves, redo, seats),
// after a reload too; two tabs play two games; a save that cannot be read stays, byte for byte.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { idle, openApp, pit, setSpeed, startGame, state, textOnceShown, useBrowser, useFreshPage, useTool } from './helpers.mjs';

const env = useBrowser();
const session = useFreshPage(env);

/** Plays `holes` (each the n-th legal move) two people on one device, then undoes `undo` plies. */
async function playGame(page, holes = [0, 1, 0], undo = 1) {
  await setSpeed(page, 'instant');
  await page.locator('#quick-opponent label:has(input[value="human"])').click();
  for (const n of holes) {
    const s = await state(page);
    await pit(page, s.legal[n % s.legal.length]).click();
    await idle(page);
  }
  for (let i = 0; i < undo; i += 1) await page.locator('#btn-undo').click();
  await idle(page);
  return page.evaluate(() => ({ record: window.__mancala.state().record, redo: !document.getElementById('btn-redo').disabled }));
}

/** Opens Your games and brings back the game whose record is `record`; resolves to the state then. */
async function bringBack(page, record) {
  await page.locator('#btn-games').click();
  const dialog = page.locator('#games-dialog');
  await dialog.waitFor();
  const games = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('mancala-web.game.'))
      .map((k) => ({ id: k.slice('mancala-web.game.'.length), record: JSON.parse(localStorage.getItem(k)).record })),
  );
  const game = games.find((g) => g.record === record);
  assert.ok(game, `${record} is among the games kept: ${JSON.stringify(games)}`);
  await dialog.locator(`[data-game-id="${game.id}"] .games-resume`).click();
  await dialog.waitFor({ state: 'hidden' });
  return state(page);
}

/** Each way another game takes the board, done on `page`. */
const REPLACERS = {
  'the quick game switch': (page) => page.locator('#quick-game label:has(input[value="ba-awa"])').click(),
  'the quick opponent switch': (page) => page.locator('#quick-opponent label:has(input[value="computer"])').click(),
  "New game's Start": (page) => startGame(page, { game: 'koumma' }),
  Rematch: (page) => page.locator('#btn-rematch').click(),
  'a record link': (page) => openApp(page, `${env.server.url}?record=ba2~ag`),
  'a position link': (page) => openApp(page, `${env.server.url}?position=bk2_1.7.7.7.7.7_0.0_1`),
  'Open a record': async (page) => {
    await useTool(page, '#btn-import');
    await page.locator('#import-text').fill('km2~ad');
    await page.locator('#btn-import-open').click();
  },
  "the editor's Play": async (page) => {
    await useTool(page, '#btn-editor');
    await page.locator('#editor-dialog').waitFor();
    await page.locator('#editor-dialog button.primary').last().click();
  },
};

for (const [name, replace] of Object.entries(REPLACERS)) {
  test(`${name}: the game in progress is kept, and comes back exactly, after a reload too`, async () => {
    const { page } = session;
    const before = await playGame(page);
    assert.ok(before.redo, 'an undone move to redo');
    await replace(page);
    // Another game takes the board (a record or a position opens once its module is loaded).
    await page.waitForFunction((record) => window.__mancala.state().record !== record, before.record, { timeout: 20_000 });
    await idle(page);
    // Back, as it was: the moves, and the one Redo brings back.
    let s = await bringBack(page, before.record);
    assert.equal(s.record, before.record);
    assert.ok(await page.locator('#btn-redo').isEnabled(), 'redo survives');
    // The other game stays too, and a reload keeps this tab on the game it plays.
    await openApp(page, env.server.url);
    s = await state(page);
    assert.equal(s.record, before.record);
    assert.ok(await page.locator('#btn-redo').isEnabled(), 'redo survives a reload');
    await page.locator('#btn-redo').click();
    await idle(page);
    assert.equal((await state(page)).plies.length, before.record.split('~')[1].length + 1);
  });
}

test('a game a link set up is kept: three moves, a reload, and it is still there', async () => {
  const { page } = session;
  const url = `${env.server.url}?game=bakuk&seats=human,human`;
  await openApp(page, url);
  await setSpeed(page, 'instant');
  for (let i = 0; i < 3; i += 1) {
    await pit(page, (await state(page)).legal[0]).click();
    await idle(page);
  }
  const record = (await state(page)).record;
  await openApp(page, url);
  assert.equal((await state(page)).record, record);
  // A record link reloaded does not open the record again over the moves played since.
  const linked = `${env.server.url}?record=bk2~a`;
  await openApp(page, linked);
  await pit(page, (await state(page)).legal[0]).click();
  await idle(page);
  const played = (await state(page)).record;
  await openApp(page, linked);
  assert.equal((await state(page)).record, played);
});

test('two tabs play two games; each reload brings each tab its own; the list shows both', async () => {
  const first = session.page;
  const a = await playGame(first, [0, 1], 0);
  const second = await env.browser.context.newPage();
  try {
    await openApp(second, env.server.url);
    assert.notEqual((await state(second)).record, a.record, 'the second tab does not play the first one’s game');
    await second.locator('#quick-game label:has(input[value="koumma"])').click();
    const b = await playGame(second, [0, 0], 0);
    // The first tab's list, open, hears of the second tab's game.
    await first.locator('#btn-games').click();
    await first.locator('#games-dialog .games-item').nth(1).waitFor();
    const listed = await first.locator('#games-dialog .games-item').count();
    assert.equal(listed, 2);
    assert.match(await first.locator('#games-dialog').textContent(), /another tab/);
    await first.keyboard.press('Escape');
    // Playing on in one never changes the other.
    await pit(first, (await state(first)).legal[0]).click();
    await idle(first);
    const a2 = (await state(first)).record;
    await openApp(second, env.server.url);
    assert.equal((await state(second)).record, b.record);
    await openApp(first, env.server.url);
    assert.equal((await state(first)).record, a2);
  } finally {
    await second.close();
  }
});

test('a game open in one tab, opened in another from the list, is not played twice', async () => {
  const first = session.page;
  const a = await playGame(first, [0, 1], 0);
  const second = await env.browser.context.newPage();
  try {
    await openApp(second, env.server.url);
    await second.locator('#btn-games').click();
    const item = second.locator('#games-dialog .games-item', { hasText: /another tab/ });
    await item.waitFor();
    assert.equal(await item.locator('.games-resume').count(), 0, 'no Continue for a game another tab plays');
    assert.notEqual((await state(second)).record, a.record);
  } finally {
    await second.close();
  }
});

/** A save as the page finds it, under `key`; the page is opened on it in a new tab. */
async function openOnSave(key, text) {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  await page.evaluate(([k, v]) => {
    localStorage.clear();
    localStorage.setItem(k, v);
  }, [key, text]);
  await page.close();
  const fresh = await env.browser.context.newPage();
  await openApp(fresh, env.server.url);
  return fresh;
}

const DAMAGED = [
  ['a record with a trailing space', 'mancala-web.save', JSON.stringify({ version: 1, settings: { game: 'bakuk' }, record: 'bk2~ab ', prefs: {} })],
  ['a move no longer legal', 'mancala-web.save', JSON.stringify({ version: 1, settings: { game: 'bakuk' }, record: 'bk2~aa' })],
  ['an older format', 'mancala-web.save', JSON.stringify({ version: 0, record: 'bk2~a' })],
  ['not JSON', 'mancala-web.save', '{"version":1,"record":"bk2~a"'],
  ['a game the engine refuses', 'mancala-web.game.kept-1', JSON.stringify({ version: 2, record: 'bk2~ab ', redo: '', settings: null, over: false })],
];

for (const [name, key, text] of DAMAGED) {
  test(`a save with ${name} is kept byte for byte, said in one sentence, and offered as a download`, async () => {
    const page = await openOnSave(key, text);
    try {
      assert.match(await page.locator('#notice').textContent(), /kept as it was under Your games/);
      // Play on (at the normal speed: the notice covers the bar under the board until a move): the text stays as it was.
      await pit(page, (await state(page)).legal[0]).click();
      await idle(page);
      const kept = await page.evaluate((raw) => Object.keys(localStorage).filter((k) => localStorage.getItem(k) === raw), text);
      assert.equal(kept.length, 1, 'the raw text is kept once, unchanged');
      await page.locator('#btn-games').click();
      const item = page.locator('#games-dialog .games-unreadable');
      await item.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), item.locator('.games-download').click()]);
      assert.equal(await readFile(await download.path(), 'utf8'), text, 'the download is the text, byte for byte');
    } finally {
      await page.close();
    }
  });
}

test('a later version’s save is left as it is, and never written over', async () => {
  const text = JSON.stringify({ version: 3, record: 'bk2~a', something: 'new' });
  const page = await openOnSave('mancala-web.game.later', text);
  try {
    await setSpeed(page, 'instant');
    await pit(page, (await state(page)).legal[0]).click();
    await idle(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('mancala-web.game.later')), text);
  } finally {
    await page.close();
  }
});

test('a game removed from the list comes back with Undo; Export all and Import carry the games', async () => {
  const { page } = session;
  const a = await playGame(page, [0, 1, 2], 1);
  await page.locator('#quick-game label:has(input[value="koumma"])').click();
  await playGame(page, [0], 0);
  await page.locator('#btn-games').click();
  const dialog = page.locator('#games-dialog');
  const item = dialog.locator('.games-item:not(.games-current)');
  await item.waitFor();
  await item.locator('.games-remove').click();
  await dialog.locator('#games-status', { hasText: 'removed' }).waitFor();
  assert.equal(await dialog.locator('.games-item').count(), 1);
  await dialog.locator('#btn-games-undo').click();
  assert.equal(await dialog.locator('.games-item').count(), 2);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('#btn-games-export').click()]);
  const file = await readFile(await download.path(), 'utf8');
  assert.match(file, new RegExp(`^${a.record.replace(/[.~]/g, '\\$&')} redo=`, 'm'));
  // Into an empty browser: the same games, the redo with them.
  await page.evaluate(() => localStorage.clear());
  await openApp(page, env.server.url);
  await page.locator('#btn-games').click();
  await page.locator('#games-import-file').setInputFiles({ name: 'games.txt', mimeType: 'text/plain', buffer: Buffer.from(file) });
  await dialog.locator('#games-status', { hasText: '2 games imported' }).waitFor();
  await page.keyboard.press('Escape');
  const s = await bringBack(page, a.record);
  assert.equal(s.record, a.record);
  assert.ok(await page.locator('#btn-redo').isEnabled());
});

/** Puts a fresh <mancala-board> with `attributes` on the page; resolves once it is ready. */
function addElement(page, attributes) {
  return page.evaluate(async (attributes) => {
    await import('/www/mancala-board.js');
    document.querySelector('mancala-board')?.remove();
    const board = document.createElement('mancala-board');
    for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
    board.style.inlineSize = '640px';
    const ready = new Promise((done) => board.addEventListener('ready', done, { once: true }));
    document.body.prepend(board);
    await ready;
  }, attributes);
}

test('the element keeps its game under the key its host names, and touches nothing else', async () => {
  const page = await env.browser.context.newPage();
  await openApp(page, env.server.url);
  // The page's own preferences aside (the host here is the game's page): what the elements wrote.
  const storedKeys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'mancala-web.prefs').sort());
  await page.evaluate(() => localStorage.clear());
  await addElement(page, { game: 'koumma', seats: 'human,human', speed: 'instant' });
  await page.evaluate(async () => {
    const board = document.querySelector('mancala-board');
    await board.play(board.state.legal[0]);
  });
  assert.deepEqual(await storedKeys(), [], 'without save, nothing is kept');
  await addElement(page, { game: 'koumma', seats: 'human,human', speed: 'instant', save: 'museum' });
  const record = await page.evaluate(async () => {
    const board = document.querySelector('mancala-board');
    await board.play(board.state.legal[0]);
    await board.play(board.state.legal[0]);
    return board.record;
  });
  assert.deepEqual(await storedKeys(), ['mancala-board.museum']);
  await addElement(page, { game: 'koumma', seats: 'human,human', speed: 'instant', save: 'museum' });
  assert.equal(await page.evaluate(() => document.querySelector('mancala-board').record), record, 'back after a reload');
  // A text that cannot be read is kept aside, never written over.
  await page.evaluate(() => localStorage.setItem('mancala-board.museum', '{"version":2,"record":"km2~zz"}'));
  await addElement(page, { game: 'koumma', seats: 'human,human', speed: 'instant', save: 'museum' });
  const keys = await storedKeys();
  const aside = keys.find((k) => k.startsWith('mancala-board.museum.unreadable.'));
  assert.ok(aside, JSON.stringify(keys));
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), aside), '{"version":2,"record":"km2~zz"}');
  await page.close();
});

test('a game left while looking back at an earlier position comes back at that position, after a reload too', async () => {
  const { page } = session;
  const played = await playGame(page, [0, 1, 0, 1], 0);
  await page.locator('#btn-browse-back').click();
  await page.locator('#btn-browse-back').click();
  const shown = await page.locator('#browse-status').textContent();
  await page.locator('#quick-game label:has(input[value="koumma"])').click();
  await idle(page);
  await bringBack(page, played.record);
  // The position is shown once the browsing module is in (fetched on first use after a load).
  assert.equal(await textOnceShown(page.locator('#browse-status'), shown), shown, 'the same earlier position');
  await openApp(page, env.server.url);
  assert.equal(await textOnceShown(page.locator('#browse-status'), shown), shown, 'after a reload too');
  assert.equal((await state(page)).record, played.record, 'the game itself is whole');
});
