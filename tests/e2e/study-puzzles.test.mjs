// The puzzles view (www/study/puzzles.js): opened from Learn, its puzzles fetched only then; the
// daily puzzle of a fixed date (Playwright's clock, in a time zone where the local date is
// already the next day); a wrong move told its value and retried, a puzzle of a run solved, a
// solution shown by the animation; the game on the board given back (as itself, under its own
// id), and progress kept across a reload.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { dailyPuzzle } from '../../www/study/puzzle-pick.js';
import { ROOT, collectErrors, idle, openApp, openEmpty, pit, screenshot, setSpeed, state, useBrowser } from './helpers.mjs';

// UTC+14: at noon UTC the local date is already the 15th.
const env = useBrowser({ viewport: { width: 1024, height: 1000 }, timezoneId: 'Pacific/Kiritimati' });
const NOON = new Date('2026-03-14T12:00:00Z');

/** The hole of a move letter (docs/notation.md: a is the first hole). */
const moveHole = (letter) => letter.charCodeAt(0) - 'a'.charCodeAt(0);
/** Text without the isolation marks around placeholders. */
const plain = (text) => text.replace(/[\u2068\u2069]/g, '');

test('puzzles: the daily one the same on a date, a miss told its value and retried, a run, the solution shown, progress kept', async () => {
  const puzzles = JSON.parse(await readFile(join(ROOT, 'www/puzzles.json'), 'utf8'));
  const daily = dailyPuzzle(puzzles, '2026-03-14');
  assert.notEqual(daily.position, dailyPuzzle(puzzles, '2026-03-15').position, 'the local date would pick another');
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  // The page's own requests for the puzzles (not the service worker's copy of the site for offline use).
  let fetched = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/www/puzzles.json') && !request.serviceWorker()) fetched += 1;
  });
  await page.clock.setFixedTime(NOON);
  await openEmpty(page, `${env.server.url}index.html?record=bk2~ad&seats=human,human`);
  await setSpeed(page, 'instant');
  await pit(page, 1).click();
  await idle(page);
  const game = (await state(page)).record;
  assert.equal(fetched, 0, 'no puzzles in the first load');

  await page.locator('#btn-learn').click();
  await page.locator('#btn-puzzles').click();
  await page.locator('#btn-puzzles-daily').click();
  assert.equal(fetched, 1, 'the puzzles fetched when the view opened');
  await page.locator('#puzzles-question').waitFor();
  let s = await state(page);
  assert.ok(s.record.startsWith(daily.position), `the daily puzzle of 14 March: ${s.record}`);
  assert.ok(await page.locator('#btn-hint').isDisabled(), "the page's Hint, which would give the answer away, is off during a puzzle");

  // A wrong move is not played: its value is told, and the person tries again.
  const answer = moveHole(daily.solution[0]);
  const wrong = s.legal.find((h) => h !== answer);
  await pit(page, wrong).click();
  await page.locator('#puzzles-feedback.wrong').filter({ hasText: 'perfect play after it' }).waitFor({ timeout: 30_000 });
  assert.match(plain(await page.locator('#puzzles-feedback').textContent()), /^[hp]\d+ is not the best move: with perfect play after it, ((South|North) (wins|loses) by \d+ seeds?|the game is a draw)( \(an estimate, not yet proven\))?\. There is a better move: try again\.$/);
  assert.equal((await state(page)).plies.length, 0, 'the wrong move was not played');
  await pit(page, answer).click();
  await page.locator('#puzzles-feedback.right').waitFor();
  assert.match(plain(await page.locator('#puzzles-feedback').textContent()), /^Right: [hp]\d+ is the best move\./);
  await idle(page);
  assert.equal((await state(page)).plies.length, 1, 'the answer was played on the board');

  // A run of Bakuk puzzles: the first solved at the first try, the second's solution shown.
  await page.locator('#btn-puzzles-list').click();
  assert.match(await page.locator('#puzzles-daily-state').textContent(), /You have done the puzzle of March 14, 2026/);
  await page.locator('#puzzles-game').selectOption('bakuk');
  await page.locator('#btn-puzzles-run').click();
  await page.locator('#puzzles-question').waitFor();
  const run = puzzles.filter((p) => p.game.startsWith('bk'));
  await pit(page, moveHole(run[0].solution[0])).click();
  await page.locator('#puzzles-feedback.right').waitFor();
  await page.locator('#btn-puzzles-next').click();
  await page.locator('#btn-puzzles-solution').click();
  await page.locator('#btn-puzzles-again').waitFor();
  s = await state(page);
  assert.ok(s.record.startsWith(run[1].position));
  assert.equal(s.plies.length, run[1].solution.length, 'the answer and the best line played');

  await page.locator('#btn-puzzles-list').click();
  const counts = async () => (await page.locator('#puzzles-progress li').allTextContents()).map(plain);
  assert.deepEqual(await counts(), ['1 puzzle solved at the first try', '2 puzzles missed', 'Streak: 0 solved in a row (best: 1)']);
  await page.locator('#btn-puzzles-leave').click();
  await page.waitForFunction((record) => window.__mancala.state().record === record, game);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('mancala-web.game.')).length);
  assert.equal(kept, 1, 'the game came back as itself, not as a copy');

  // Kept across a reload.
  await openApp(page, env.server.url);
  assert.equal((await state(page)).record, game, 'the game in progress is the tab’s game again');
  await page.locator('#btn-learn').click();
  await page.locator('#btn-puzzles').click();
  await page.locator('#puzzles-progress').waitFor();
  assert.deepEqual(await counts(), ['1 puzzle solved at the first try', '2 puzzles missed', 'Streak: 0 solved in a row (best: 1)']);
  assert.match(await page.locator('#puzzles-daily-state').textContent(), /You have done the puzzle/);
  await screenshot(page, 'study-puzzles-list');
  assert.deepEqual(errors, [], 'no errors in the page');
  await page.close();
});
