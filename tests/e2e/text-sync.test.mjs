// Text and numbers in step with the board: the narration line, the player
// chips during a relay and a replay, the lasting move summary (fours taken in
// passing included) and what the live region and the move list say.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { drawn, idle, pit, screenshot, setSpeed, startGame, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });
const session = useFreshPage(env);

// From Ba-awa's start, South p0 (BA-1, 5 laps); then North's p6 relays 7 laps and takes 4 in
// passing at p9, while South (the owner) takes the fours made in passing at p2 and p4.
const SUMMARY = 'North sowed p6: 7 laps; North took 4 in passing at p9; South took 4 in passing at p2; South took 4 in passing at p4.';

/** The score each chip shows, as numbers. */
function chipScores(page) {
  return page.$$eval('#players .player .score', (nodes) => nodes.map((n) => Number.parseInt(n.textContent, 10)));
}

async function twoMoves(page) {
  await startGame(page, { game: 'ba-awa', first: 0 });
  await setSpeed(page, 'instant');
  await pit(page, 0).click();
  await idle(page);
}

test('the line under the board describes the present moment, also after Finish move', async () => {
  const { page } = session;
  await twoMoves(page);
  assert.equal(await page.locator('#narration').textContent(), 'North to move: choose a pit to sow.');
  await setSpeed(page, 'normal');
  await pit(page, 6).click();
  await page.waitForFunction(() => /Lap 2/.test(document.getElementById('narration').textContent));
  await page.locator('#btn-finish').click();
  await idle(page);
  assert.equal(await page.locator('#narration').textContent(), 'South to move: choose a pit to sow.');
});

test('the chips count captures as the seeds land; the summary and the live region tell the fours in passing', async () => {
  const { page } = session;
  await twoMoves(page);
  assert.equal(await page.locator('#summary').textContent(), 'South sowed p0: 5 laps; no capture.');
  await setSpeed(page, 'normal');
  await pit(page, 6).click();
  // Paused, then seed by seed to the end of the move: after each landing the chips show what the
  // stores hold (a step lands its seed at once, so what is read does not depend on the machine's
  // speed, as samples of a running relay did: a busy machine left too few to see a capture).
  await page.waitForFunction(() => window.__mancala.busy());
  await page.locator('#btn-pause').click();
  let checks = 0;
  let sawMidMove = false;
  for (let k = 0; k < 500; k += 1) {
    const seen = await page.evaluate(() => ({
      busy: window.__mancala.busy(),
      board: window.__mancala.drawn(),
      scores: [...document.querySelectorAll('#players .player .score')].map((n) => Number.parseInt(n.textContent, 10)),
    }));
    if (!seen.busy) break;
    if (seen.board.flying === 0) {
      assert.deepEqual(seen.scores, seen.board.captured, 'chips and stores agree during the relay');
      if (seen.board.captured.some((n) => n > 0)) sawMidMove = true;
      checks += 1;
    }
    await page.locator('#btn-step-seed').click();
  }
  assert.ok(checks > 5 && sawMidMove, `compared during the move (${checks} times, a capture seen: ${sawMidMove})`);
  assert.equal(await page.locator('#summary').textContent(), SUMMARY);
  await page.waitForFunction((text) => document.getElementById('announcer').textContent === `${text} South to move.`, SUMMARY);
  assert.equal(await page.locator('#move-list li').last().textContent(), 'g North · p6 · South took 8; North took 4');
  await screenshot(page, 'summary');
  assert.deepEqual(await chipScores(page), (await state(page)).captured);
});

test('during a replay the chips and the player to move are those of the replayed position', async () => {
  const { page } = session;
  await twoMoves(page);
  await pit(page, 6).click();
  await idle(page);
  await setSpeed(page, 'slow');
  await page.locator('#btn-replay').click();
  // In North's move (the second ply), paused.
  await page.waitForFunction(() => /North/.test(document.querySelector('#players .player.to-move')?.textContent ?? ''), null, { timeout: 20_000 });
  await page.locator('#btn-pause').click();
  const board = await drawn(page);
  assert.deepEqual(await chipScores(page), board.captured);
  assert.notDeepEqual(board.captured, (await state(page)).captured, 'not the final score');
  assert.match(await page.locator('#players .player.to-move').textContent(), /North/);
  await page.locator('#btn-replay').click(); // Stop replay
  await idle(page);
  assert.deepEqual(await chipScores(page), (await state(page)).captured);
});
