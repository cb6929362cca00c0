// Hearing: synthesized pebble sounds in step with the animation at every
// speed, a mute toggle that is remembered, and quiet embeds and kiosks unless
// asked. The page's sound log (window.__mancala.sounds) says what was played.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idle, openApp, pit, reveal, setSpeed, startGame, state, useBrowser, useFreshPage, useTool } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });
const session = useFreshPage(env);

const sounds = (page) => page.evaluate(() => window.__mancala.sounds());

test('a drop sound for every seed sown, as it lands, at slow, normal and fast speed', async () => {
  const { page } = session;
  await startGame(page, { game: 'bakuk', first: 0 });
  assert.equal((await sounds(page)).enabled, true, 'on by default on the page');
  for (const [speed, hole] of [
    ['slow', 0],
    ['normal', 3],
    ['fast', 1],
  ]) {
    await setSpeed(page, speed);
    const before = (await sounds(page)).log.length;
    const seeds = (await state(page)).board[hole];
    const t0 = await page.evaluate(() => performance.now());
    await pit(page, hole).click();
    await idle(page);
    const played = (await sounds(page)).log.slice(before);
    const drops = played.filter((s) => s.kind === 'drop');
    assert.equal(drops.length, seeds, `${speed}: ${seeds} seeds, as many drops`);
    // Spread over the move, not all at once: in step with the seeds' flights.
    const span = drops[drops.length - 1].at - drops[0].at;
    assert.ok(span > 100, `${speed}: the drops span ${span.toFixed(0)} ms`);
    assert.ok(drops[0].at > t0, 'after the click');
  }
});

test('late frames lose no drop: seeds landed together by a busy page each sound, spaced', async () => {
  const { page } = session;
  await startGame(page, { game: 'bakuk', first: 0 });
  await setSpeed(page, 'fast');
  const before = (await sounds(page)).log.length;
  const seeds = (await state(page)).board[0];
  await pit(page, 0).click();
  await page.waitForFunction((n) => window.__mancala.sounds().log.slice(n).some((s) => s.kind === 'drop'), before);
  // A busy main thread (a loaded machine): the next frame comes late and lands several seeds at once.
  await page.evaluate(() => {
    const end = performance.now() + 400;
    while (performance.now() < end);
  });
  await idle(page);
  const drops = (await sounds(page)).log.slice(before).filter((s) => s.kind === 'drop');
  assert.equal(drops.length, seeds, `${seeds} seeds, as many drops`);
  for (let i = 1; i < drops.length; i += 1) assert.ok(drops[i].at - drops[i - 1].at >= 40, `drop ${i} keeps its own time`);
});

test('at instant speed a move sounds once, not a burst', async () => {
  const { page } = session;
  await startGame(page, { game: 'ba-awa', first: 0 });
  await setSpeed(page, 'instant');
  const before = (await sounds(page)).log.length;
  await pit(page, 0).click();
  await idle(page);
  const played = (await sounds(page)).log.slice(before);
  assert.ok(played.length >= 1 && played.length <= 3, `${played.length} sounds for a 5-lap move`);
});

test('the mute toggle is remembered', async () => {
  const { page } = session;
  await useTool(page, '#btn-sound');
  assert.equal(await page.locator('#btn-sound').getAttribute('aria-pressed'), 'false');
  await pit(page, 0).click();
  await idle(page);
  await openApp(page, env.server.url);
  assert.equal(await page.locator('#btn-sound').getAttribute('aria-pressed'), 'false');
  assert.equal((await sounds(page)).enabled, false);
});

test('quiet in a kiosk and an embed unless asked', async () => {
  const { page } = session;
  for (const [query, on] of [
    ['?kiosk=1&kiosk-idle=600', false],
    ['?kiosk=1&kiosk-idle=600&sound=1', true],
    ['?kiosk=1&kiosk-idle=600&sound', true],
    ['?controls=minimal', false],
    ['?sound=off', false],
    // An unknown value is ignored: the page's default.
    ['?sound=loud', true],
  ]) {
    await openApp(page, env.server.url + query);
    assert.equal((await sounds(page)).enabled, on, query);
  }
  await page.goto(`${env.server.url}embed-demo.html`);
  await page.locator('#demo-element[data-ready="true"]').waitFor({ timeout: 15_000 });
  const element = () => page.evaluate(() => document.getElementById('demo-element').session.sound.enabled);
  assert.equal(await element(), false, 'the element is quiet by default');
  await page.evaluate(() => document.getElementById('demo-element').setAttribute('sound', 'on'));
  assert.equal(await element(), true, 'sound="on" turns it on');
  await page.evaluate(() => document.getElementById('demo-element').setAttribute('sound', '0'));
  assert.equal(await element(), false, 'sound="0" turns it off');
  await page.evaluate(() => document.getElementById('demo-element').setAttribute('sound', ''));
  assert.equal(await element(), true, 'the attribute alone turns it on, as in the URL');
});

test('the sound’s state is in sight (icon and words), and remembered on every page, one opened with parameters too', async () => {
  const { page } = session;
  const button = await reveal(page, '#btn-sound');
  const look = () => button.evaluate((b) => [getComputedStyle(b, '::after').content, getComputedStyle(b).borderStyle, getComputedStyle(b, '::before').maskImage]);
  const on = await look();
  assert.match(on[0], /· on/, 'the word in sight');
  assert.equal(await page.getByRole('button', { name: 'Sound', exact: true }).count(), 1, 'the name stays; aria-pressed says the state');
  // Muted on a page set up by its URL (which keeps no save).
  await openApp(page, `${env.server.url}?game=ba-awa`);
  await useTool(page, '#btn-sound');
  assert.equal(await button.getAttribute('aria-pressed'), 'false');
  const off = await look();
  assert.match(off[0], /· off/);
  assert.notEqual(off[1], on[1], 'off looks different (its border)');
  assert.notEqual(off[2], on[2], 'off looks different (its icon)');
  for (const query of ['?game=ba-awa', '', '?game=koumma&seats=human,expert']) {
    await openApp(page, env.server.url + query);
    assert.equal(await button.getAttribute('aria-pressed'), 'false', query);
    assert.equal((await sounds(page)).enabled, false, query);
  }
  // The URL still asks for sound where it says so; a click then wins over it.
  await openApp(page, `${env.server.url}?sound=on`);
  assert.equal((await sounds(page)).enabled, true);
  await useTool(page, '#btn-sound');
  assert.equal((await sounds(page)).enabled, false);
  await openApp(page, `${env.server.url}?lang=ar`);
  assert.match(await button.evaluate((b) => getComputedStyle(b, '::after').content), /مكتوم/);
});
