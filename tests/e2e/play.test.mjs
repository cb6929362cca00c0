// Playing in the browser like a person: clicks, taps and keys on the page.
// The page's window.__mancala is used only to read the engine's state, the
// drawn seeds, and to wait for the end of an animation.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  drawn,
  idle,
  openApp,
  pit,
  screenshot,
  setSpeed,
  startGame,
  state,
  useBrowser,
  useFreshPage,
} from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });
const session = useFreshPage(env);

/** Writes a save as the page would, then reloads: the way to start from a given position. */
async function loadRecord(record, settings) {
  await session.page.evaluate(
    ([rec, set]) => localStorage.setItem('mancala-web.save', JSON.stringify({ version: 1, settings: set, record: rec, prefs: { speed: 'instant' } })),
    [record, settings],
  );
  await openApp(session.page, env.server.url);
}

test('the start screen, then a whole Bakuk game played by clicks to its end', async () => {
  const { page } = session;
  await screenshot(page, 'start-screen');
  await startGame(page, { game: 'bakuk', players: 2, first: 0 });
  await setSpeed(page, 'instant');
  let s = await state(page);
  assert.equal(s.game, 'bakuk');
  let moves = 0;
  while (s.status === 'playing') {
    assert.ok(moves < 400, 'the game ends');
    // Alternate between the first and last legal hole so the game moves on.
    const hole = s.legal[moves % 2 ? s.legal.length - 1 : 0];
    await pit(page, hole).click();
    await idle(page);
    moves += 1;
    s = await state(page);
  }
  assert.equal(s.status, 'over');
  const dialog = page.locator('#end-dialog');
  await dialog.waitFor();
  assert.ok(await dialog.isVisible());
  const result = await page.locator('#end-result').textContent();
  assert.match(result, /wins|draw/i);
  assert.ok((await page.locator('#end-reason').textContent()).length > 10, 'the reason is given');
  // The list draws the rows in view only (www/page/move-list.js): its last row is the last move, of as many.
  const last = page.locator('#move-list > li').last();
  assert.equal(await last.getAttribute('value'), String(moves));
  assert.equal(await last.getAttribute('aria-setsize'), String(moves));
  const d = await drawn(page);
  assert.deepEqual(d.board, s.board);
  assert.deepEqual(d.captured, s.captured);
  await screenshot(page, 'end-screen');
  await page.locator('#btn-end-rematch').click();
  s = await state(page);
  assert.equal(s.plies.length, 0);
  assert.equal(s.toMove, 1, 'the other player starts the rematch');
});

test('a Ba-awa move with several laps leaves the board of BA-1', async () => {
  const { page } = session;
  await startGame(page, { game: 'ba-awa', first: 0 });
  await setSpeed(page, 'instant');
  await pit(page, 0).click();
  await idle(page);
  const expected = [2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6, 6];
  const s = await state(page);
  assert.deepEqual(s.board, expected);
  assert.deepEqual((await drawn(page)).board, expected, 'the drawn pebbles agree');
  // What a screen reader hears for each pit agrees too.
  assert.match(await pit(page, 1).getAttribute('aria-label'), /^Pit p1, South’s, 7 seeds$/);
  assert.match(await pit(page, 8).getAttribute('aria-label'), /^Pit p8, yours, 0 seeds$/);
  assert.match(await pit(page, 9).getAttribute('aria-label'), /^Pit p9, yours, 1 seed, playable$/);
  await page.waitForFunction(() =>
    /South sowed p0: 5 laps; no capture\. North to move\./.test(document.querySelector('#announcer').textContent),
  );
});

test('a relay animates lap by lap; undo and redo during the animation', async () => {
  const { page } = session;
  await startGame(page, { game: 'ba-awa', first: 0 });
  await setSpeed(page, 'normal');
  // Paused in the page the moment lap 3 is told: on a busy machine the relay ran on into lap 4
  // before a click sent from here landed.
  const pausedInLap3 = page.evaluate(() => new Promise((done) => {
    const narration = document.getElementById('narration');
    new MutationObserver((_, observer) => {
      if (!/^Lap 3:/.test(narration.textContent)) return;
      observer.disconnect();
      done(window.__mancala.busy());
      document.getElementById('btn-pause').click();
    }).observe(narration, { childList: true, characterData: true, subtree: true });
  }));
  await pit(page, 0).click();
  const narration = page.locator('#narration');
  assert.ok(await pausedInLap3, 'busy as lap 3 is told');
  await screenshot(page, 'relay-in-progress');

  // Paused: step a seed and a lap, and the board follows exactly.
  const before = await drawn(page);
  await page.locator('#btn-step-seed').click();
  const afterSeed = await drawn(page);
  // One seed lands; the step may begin with a relay's lift, or end in a four taken in passing.
  const seeds = (d) => [...d.board, ...d.captured, d.hand, d.flying].reduce((a, b) => a + b, 0);
  assert.equal(seeds(afterSeed), seeds(before), 'seeds conserved');
  const changed = afterSeed.board.flatMap((n, i) => (n === before.board[i] ? [] : [[before.board[i], n]]));
  assert.equal(changed.filter(([was, now]) => now === was + 1).length, 1, `one seed landed: ${JSON.stringify(changed)}`);
  assert.ok(changed.every(([was, now]) => now === was + 1 || now === 0), `the other pits are as they were or emptied: ${JSON.stringify(changed)}`);
  await page.locator('#btn-step-lap').click();
  assert.match(await narration.textContent(), /^Lap [34]:/);

  // Undo stops the animation at once and shows the start again, whole.
  await page.locator('#btn-undo').click();
  assert.equal(await page.evaluate(() => window.__mancala.busy()), false);
  let s = await state(page);
  assert.equal(s.plies.length, 0);
  assert.deepEqual((await drawn(page)).board, s.board);
  assert.deepEqual(s.board, Array(12).fill(4));

  // Redo brings the move back, finished.
  await page.locator('#btn-redo').click();
  s = await state(page);
  assert.equal(s.plies.length, 1);
  assert.deepEqual((await drawn(page)).board, [2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6, 6]);

  // Another move, cut short by undo right after its start.
  await pit(page, 7).click();
  assert.equal(await page.evaluate(() => window.__mancala.busy()), true);
  // A tap on another pit meanwhile is told to wait, or to finish the move with the button in sight.
  await pit(page, 9).click();
  await page.locator('#notice', { hasText: 'Wait until the move has been sown, or press Finish move.' }).waitFor();
  await page.locator('#btn-undo').click();
  s = await state(page);
  assert.equal(s.plies.length, 1);
  const d = await drawn(page);
  assert.deepEqual(d.board, s.board);
  assert.equal(d.hand, 0);

  // Finish move jumps to the end.
  await pit(page, 7).click();
  await page.locator('#btn-finish').click();
  await idle(page);
  s = await state(page);
  assert.deepEqual((await drawn(page)).board, s.board);
});

test('with reduced motion the same steps are shown without flying seeds', async () => {
  const { page } = session;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startGame(page, { game: 'ba-awa', first: 0 });
  await setSpeed(page, 'fast');
  await pit(page, 0).click();
  // Watch every frame of the move: seeds change place, but none is ever in flight.
  const seen = await page.evaluate(async () => {
    let frames = 0;
    let maxFlying = 0;
    const boards = new Set();
    while (window.__mancala.busy()) {
      const d = window.__mancala.drawn();
      maxFlying = Math.max(maxFlying, d.flying);
      boards.add(d.board.join('.'));
      frames += 1;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return { frames, maxFlying, boards: boards.size };
  });
  assert.equal(seen.maxFlying, 0);
  assert.ok(seen.boards > 10, `the board changed step by step (${seen.boards} boards)`);
  assert.deepEqual((await drawn(page)).board, [2, 7, 1, 6, 1, 6, 6, 6, 0, 1, 6, 6]);
});

test('a move with the keyboard alone', async () => {
  const { page } = session;
  await startGame(page, { game: 'bakuk', first: 0 });
  await setSpeed(page, 'instant');
  // Tab through the page until the board's pits have the focus (one tab stop for all of them).
  const onPit = () => page.evaluate(() => document.activeElement?.classList.contains('pit'));
  for (let k = 0; k < 30 && !(await onPit()); k += 1) await page.keyboard.press('Tab');
  let focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.match(focused, /^Hole h0, yours, 6 seeds, playable$/);
  await page.keyboard.press('ArrowRight');
  focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.match(focused, /^Hole h1, yours/);
  await page.keyboard.press('ArrowUp');
  focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.match(focused, /^Hole h4, North’s/);
  // An illegal hole explains why.
  await page.keyboard.press('Enter');
  await page.locator('#notice').filter({ hasText: 'not yours' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await idle(page);
  const s = await state(page);
  assert.equal(s.plies.length, 1);
  assert.equal(s.plies[0].hole, 1);
  await page.waitForFunction(() => /South sowed h1/.test(document.querySelector('#announcer').textContent));
  // Space plays too.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await idle(page);
  assert.equal((await state(page)).plies.length, 2);
});

test('reload in the middle of a game and continue', async () => {
  const { page } = session;
  await startGame(page, { game: 'koumma', first: 0 });
  await setSpeed(page, 'instant');
  for (let k = 0; k < 3; k += 1) {
    const s = await state(page);
    await pit(page, s.legal[0]).click();
    await idle(page);
  }
  const before = await state(page);
  await openApp(page, env.server.url);
  const after = await state(page);
  assert.equal(after.record, before.record);
  assert.deepEqual((await drawn(page)).board, before.board);
  assert.equal(await page.locator('#move-list li').count(), 3);
  assert.ok(await page.locator('#speed-group input[value="instant"]').isChecked(), 'the speed is kept');
  await pit(page, after.legal[0]).click();
  await idle(page);
  assert.equal((await state(page)).plies.length, 4);
});

test('a corrupted save gives a clear message and a fresh start', async () => {
  const { page } = session;
  await page.evaluate(() => localStorage.setItem('mancala-web.save', JSON.stringify({ version: 1, settings: { game: 'bakuk' }, record: 'bk2~zz' })));
  await openApp(page, env.server.url);
  await page.locator('#notice').filter({ hasText: 'could not be restored' }).waitFor();
  // A new game is on the board, ready to play.
  assert.ok(await page.locator('#start-screen').isHidden());
  assert.equal((await state(page)).plies.length, 0);
  assert.ok(await pit(page, 0).isVisible());
  await page.evaluate(() => localStorage.setItem('mancala-web.save', '{not json'));
  await openApp(page, env.server.url);
  await page.locator('#notice').filter({ hasText: 'could not be restored' }).waitFor();
  await page.evaluate(() => localStorage.setItem('mancala-web.save', JSON.stringify({ version: 0, record: 'bk2~' })));
  await openApp(page, env.server.url);
  await page.locator('#notice').filter({ hasText: 'older version' }).waitFor();
  await startGame(page, { game: 'bakuk' });
  assert.equal((await state(page)).status, 'playing');
});

test('a three-player Bakuk game', async () => {
  const { page } = session;
  await startGame(page, { game: 'bakuk', players: 3, first: 0 });
  await setSpeed(page, 'instant');
  assert.equal(await page.locator('#players .player').count(), 3);
  assert.match(await pit(page, 2).getAttribute('aria-label'), /^Hole h2, Seat B’s, 6 seeds$/);
  let s = await state(page);
  const seen = new Set();
  let moves = 0;
  while (s.status === 'playing' && moves < 300) {
    seen.add(s.toMove);
    await pit(page, s.legal[moves % s.legal.length]).click();
    await idle(page);
    moves += 1;
    s = await state(page);
  }
  assert.deepEqual([...seen].sort(), [0, 1, 2], 'all three seats moved');
  assert.equal(s.status, 'over');
  await page.locator('#end-dialog').waitFor();
  await screenshot(page, 'three-players-end');
});

test('a Ba-awa match: the round winner chooses the extra pit, then round 2', async () => {
  const { page } = session;
  // BA-5's position in a match: North's move leaves four seeds, which the starter (South) takes.
  await loadRecord('ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~', {
    game: 'ba-awa',
    players: 2,
    mode: 'match',
    target: 10,
  });
  // The standing is in view all through the round.
  assert.equal(await page.locator('#standing').textContent(), 'Match to 10 pits: South owns 6 pits, North owns 6 pits.');
  await pit(page, 8).click();
  await idle(page);
  const panel = page.locator('#round-panel');
  await panel.waitFor();
  assert.match(await panel.textContent(), /Round 1 is over/);
  assert.match(await panel.textContent(), /South 7 pits, North 5 pits/);
  // The next round's sentences, a paragraph each (never glued into one string).
  const nextWords = await page.locator('#round-next > p').allTextContents();
  assert.ok(nextWords.length >= 1 && /South 7 pits, North 5 pits\.$/.test(nextWords[0].replace(/[\u2068\u2069]/g, '')), nextWords.join(' | '));
  const s = await state(page);
  assert.equal(s.status, 'round-over');
  // The automatic choice is preselected.
  const auto = s.next.automatic[0];
  assert.equal(await pit(page, auto).getAttribute('aria-pressed'), 'true');
  await screenshot(page, 'match-round-choice');
  // Own row cannot be chosen (the message is about the choice); p9 can, and replaces the automatic pit.
  await pit(page, 3).click();
  await page.locator('#notice').filter({ hasText: 'That pit is already South’s: choose pits from the other row.' }).waitFor();
  await pit(page, 9).click();
  assert.equal(await pit(page, 9).getAttribute('aria-pressed'), 'true');
  assert.equal(await pit(page, auto).getAttribute('aria-pressed'), 'false');
  await page.locator('#btn-next-round').click();
  await idle(page);
  const next = await state(page);
  assert.equal(next.round, 2);
  assert.equal(next.owners[9], 0);
  assert.equal(next.owners[auto], 1);
  assert.equal(next.toMove, 1);
  assert.match(await pit(page, 9).getAttribute('aria-label'), /^Pit p9, South’s, 4 seeds$/);
  assert.ok(await panel.isHidden());
  assert.match(next.record, /\.J$/);
  // The move list tells the round in words, and the standing follows the new owners.
  assert.equal(await page.locator('#move-list li').last().textContent(), 'Round 2: South takes p9');
  assert.equal(await page.locator('#standing').textContent(), 'Match to 10 pits: South owns 7 pits, North owns 5 pits.');
});

/** Every pit button's owner, as its accessible name says it: 'you' or the player's name. */
async function pitOwnersNamed(page, s) {
  const names = await page.locator('#pit-layer .pit').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  const player = ['South', 'North'];
  return names.map((name, i) => {
    const owner = s.owners[i];
    const expected = s.status === 'playing' && owner === s.toMove ? 'yours' : `${player[owner]}’s`;
    return name.split(', ')[1] === expected ? null : `${name} (owner ${player[owner]})`;
  });
}

test('a Ba-awa match in round 3: the pit names follow round 3’s owners, not round 2’s', async () => {
  const { page } = session;
  // Round 2 of a match (a record link): South owns p0 to p6, North p7 to p11; North's p9 ends it.
  const round2 = 'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000011111_1_2~';
  await openApp(page, `${env.server.url}index.html?record=${round2}&seats=human,human`);
  let s = await state(page);
  assert.equal(s.round, 2);
  assert.equal(s.owners.join(''), '000000011111');
  assert.deepEqual((await pitOwnersNamed(page, s)).filter(Boolean), []);
  assert.match(await pit(page, 6).getAttribute('aria-label'), /^Pit p6, South’s, /);
  await setSpeed(page, 'instant');
  await pit(page, 8).click();
  await idle(page);
  await page.locator('#round-panel').waitFor();
  assert.equal((await state(page)).status, 'round-over');
  await page.locator('#btn-next-round').click();
  await idle(page);
  s = await state(page);
  assert.equal(s.round, 3);
  // The engine gives p6 back to North in round 3: its name says so, and every other pit's too.
  assert.equal(s.owners[6], 1);
  assert.deepEqual((await pitOwnersNamed(page, s)).filter(Boolean), []);
  assert.match(await pit(page, 6).getAttribute('aria-label'), /^Pit p6, North’s, /);
  // And after a move of round 3 (the other player to move).
  await pit(page, s.legal[0]).click();
  await idle(page);
  s = await state(page);
  assert.equal(s.round, 3);
  assert.deepEqual((await pitOwnersNamed(page, s)).filter(Boolean), []);
});

test('replay from the start runs the game again and leaves it as it was', async () => {
  const { page } = session;
  await startGame(page, { game: 'bakuk', first: 0 });
  await setSpeed(page, 'instant');
  for (let k = 0; k < 4; k += 1) {
    const s = await state(page);
    await pit(page, s.legal[0]).click();
    await idle(page);
  }
  const before = await state(page);
  await setSpeed(page, 'fast');
  await page.locator('#btn-replay').click();
  await page.locator('#btn-replay', { hasText: 'Stop replay' }).waitFor();
  await page.locator('#btn-replay', { hasText: /^Replay$/ }).waitFor({ timeout: 30_000 });
  const after = await state(page);
  assert.equal(after.record, before.record);
  assert.deepEqual((await drawn(page)).board, before.board);
});

test('the rules panel explains the game, its sources and the variants in use', async () => {
  const { page } = session;
  await startGame(page, { game: 'ba-awa' });
  await page.getByRole('button', { name: 'Rules' }).click();
  const dialog = page.locator('#rules-dialog');
  // The steps' drawings join the words once their module is in, the first time the rules open.
  await dialog.locator('#rules-howto svg[role="img"]').first().waitFor();
  const text = await dialog.textContent();
  assert.match(text, /Rules of Ba\u2011awa/, 'the name with its non-breaking hyphen');
  assert.match(text, /Bell/);
  assert.match(text, /Valdez/);
  assert.match(text, /Mancala World/);
  assert.equal(await dialog.locator('#rules-howto svg[role="img"]:visible').count(), 5, 'a drawing for each step of the how-to');
  await page.locator('#btn-rules-close').click();
  assert.ok(await dialog.isHidden());
});
