// The computer player in the page: the solver's time in the browser worker, a whole game
// against the expert, the thinking indicator, computer against computer, undo while the
// computer thinks, hints with exact values. The page's window.__mancala is used only to read
// the state, to wait for the end of an animation and to read the computer's decisions.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clearNotices, idle, openApp, pit, screenshot, setSpeed, startGame, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });
const session = useFreshPage(env);

const thinking = () => session.page.evaluate(() => window.__mancala.thinking());
const decisions = () => session.page.evaluate(() => window.__mancala.decisions());

/** Waits until a person is to move (the computer has answered and the move is sown) or the game is over. */
async function humanTurn(human = 0) {
  await session.page.waitForFunction(
    (p) => {
      const m = window.__mancala;
      const s = m.state();
      return !m.busy() && !m.thinking() && (s.status !== 'playing' || s.toMove === p);
    },
    human,
    { timeout: 20_000 },
  );
  return state(session.page);
}

/**
 * Holds back the computer's decisions as the page receives them from its worker, until
 * releaseDecisions(): the computer goes on thinking as long as a test needs, however fast or
 * slow the machine. For the pages `page` opens from now on.
 */
function holdDecisions(page) {
  return page.addInitScript(() => {
    const held = [];
    window.releaseDecisions = () => held.splice(0).forEach((deliver) => deliver());
    window.heldDecisions = () => held.length;
    const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
    Object.defineProperty(Worker.prototype, 'onmessage', {
      configurable: true,
      get() {
        return onmessage.get.call(this);
      },
      set(handler) {
        onmessage.set.call(this, (event) => {
          // A decision is the only answer with chosen pits.
          if (event.data?.result?.pits) held.push(() => handler.call(this, event));
          else handler.call(this, event);
        });
      },
    });
  });
}

test('the solver in the browser worker: Bakuk and Koumma are solvable, and every level decides a legal move', async () => {
  // How long these take is the benchmark's (tests/bench/computer-worker.mjs), not a test's.
  const { page } = session;
  const decided = await page.evaluate(async () => {
    const { ComputerPlayer } = await import('./www/game/computer.js');
    const { GameHandle } = await import('./pkg/mancala-web.js');
    const computer = new ComputerPlayer();
    const out = { solvable: {}, decide: [] };
    for (const rules of ['bk2', 'km2']) out.solvable[rules] = await computer.prepare(rules);
    for (const record of ['bk2~c', 'km2~a', 'ba2~a', 'bk3~', 'ba2m10~']) {
      const legal = GameHandle.fromRecord(record).state().legal;
      for (const level of ['beginner', 'intermediate', 'expert']) {
        const d = await computer.decide(record, level, 900);
        out.decide.push({ what: `${record} ${level}`, hole: d.hole, legal });
      }
    }
    return out;
  });
  assert.deepEqual(decided.solvable, { bk2: true, km2: true });
  for (const { what, hole, legal } of decided.decide) assert.ok(legal.includes(hole), `${what}: hole ${hole} is one of ${legal}`);
});

test('a whole Bakuk game against the expert, seats chosen on the start screen, to the end screen', async () => {
  const { page } = session;
  await startGame(page, { game: 'bakuk', first: 0, seats: ['human', 'computer:expert'] });
  await setSpeed(page, 'instant');
  assert.match(await page.locator('.player[data-player="1"]').textContent(), /computer, expert/);
  let s = await state(page);
  let humanMoves = 0;
  while (s.status === 'playing') {
    assert.ok(humanMoves < 200, 'the game ends');
    assert.equal(s.toMove, 0);
    assert.equal(await page.locator('#btn-hint').isDisabled(), false, 'hints on a person’s turn');
    await pit(page, s.legal[0]).click();
    humanMoves += 1;
    s = await humanTurn(0);
  }
  assert.equal(s.status, 'over');
  await page.locator('#end-dialog').waitFor();
  assert.match(await page.locator('#end-result').textContent(), /wins|draw/i);
  // Every computer move was its own decision, played as decided (an illegal one would be refused).
  const computerPlies = s.plies.filter((p) => p.player === 1);
  const made = await decisions();
  assert.equal(made.length, computerPlies.length);
  assert.deepEqual(
    made.map((d) => d.hole),
    computerPlies.map((p) => p.hole),
  );
  assert.ok(made.every((d) => d.level === 'expert' && d.rules === 'bk2'));
  assert.ok(await page.locator('#notice').isHidden(), 'no move was refused');
  await screenshot(page, 'computer-game-end');

  // The seats are kept with the save.
  await openApp(page, env.server.url);
  assert.match(await page.locator('.player[data-player="1"]').textContent(), /computer, expert/);
  await page.getByRole('button', { name: 'New game' }).first().click();
  assert.equal(await page.locator('select[name="seat-1"]').inputValue(), 'computer:expert');
  assert.equal(await page.locator('select[name="seat-0"]').inputValue(), 'human');
});

test('a Ba-awa move by the computer at intermediate: thinking shown and announced once, then the move is sown', async () => {
  const { page } = session;
  // However fast it decides, the computer is thinking until the test has looked.
  await holdDecisions(page);
  await openApp(page, `${env.server.url}?game=ba-awa&seats=intermediate,human&first=0&speed=normal`);
  const chip = page.locator('.player.thinking[data-player="0"]');
  await chip.waitFor({ timeout: 10_000 });
  assert.match(await chip.textContent(), /South.*computer, intermediate.*thinking…/);
  assert.equal(await page.locator('#narration').textContent(), 'South is thinking…');
  await page.waitForFunction(() => document.querySelector('#announcer').textContent.includes('South is thinking…'));
  assert.equal(await page.locator('#btn-hint').isDisabled(), true, 'no hint on the computer’s turn');
  await screenshot(page, 'computer-thinking');
  await page.waitForFunction(() => window.heldDecisions() === 1, null, { timeout: 20_000 });
  await page.evaluate(() => window.releaseDecisions());
  const s = await humanTurn(1);
  assert.equal(s.plies.length, 1);
  assert.equal(s.plies[0].player, 0);
  const [d] = await decisions();
  assert.equal(d.level, 'intermediate');
  await page.waitForFunction(() => /^South sowed p\d/.test(document.querySelector('#announcer').textContent));
  assert.equal(await page.locator('.player.thinking').count(), 0);
});

test('computer against computer plays by itself; undo pauses it and "Computer, play" resumes', async () => {
  const { page } = session;
  await openApp(page, `${env.server.url}?game=koumma&seats=beginner,expert&speed=instant`);
  await page.waitForFunction(() => window.__mancala.state().status === 'over', null, { timeout: 60_000 });
  const s = await state(page);
  assert.ok(s.plies.length >= 6, `${s.plies.length} moves played`);
  await page.locator('#end-dialog').waitFor();
  await page.locator('#btn-end-close').click();

  // Ba-awa at a visible speed: several moves, nobody touching anything.
  await openApp(page, `${env.server.url}?game=ba-awa&seats=beginner,intermediate&speed=fast`);
  await page.waitForFunction(() => window.__mancala.state().plies.length >= 4, null, { timeout: 60_000 });
  await page.locator('#btn-undo').click();
  let after = await state(page);
  const n = after.plies.length;
  assert.equal(await page.locator('#btn-computer-play').isVisible(), true);
  assert.match(await page.locator('#computer-paused').textContent(), /computer waits/);
  await page.waitForTimeout(1500);
  assert.equal((await state(page)).plies.length, n, 'the computer waits after an undo');
  // A click for a computer seat is refused with a reason.
  after = await state(page);
  await pit(page, after.legal[0]).click();
  assert.match(await page.locator('#notice').textContent(), new RegExp(`computer plays for ${after.toMove ? 'North' : 'South'}`));
  assert.equal((await state(page)).plies.length, n);
  await page.locator('#btn-computer-play').click();
  await page.waitForFunction((k) => window.__mancala.state().plies.length > k, n, { timeout: 20_000 });
  assert.equal(await page.locator('#btn-computer-play').isVisible(), false);
});

test('undo while the computer thinks cancels it; undo after its reply goes back to the person’s move', async () => {
  const { page } = session;
  await holdDecisions(page);
  await openApp(page, `${env.server.url}?game=bakuk&seats=human,expert&speed=normal`);
  await pit(page, 0).click();
  await page.locator('.player.thinking[data-player="1"]').waitFor({ timeout: 10_000 });
  // The computer has decided; the page does not know it yet.
  await page.waitForFunction(() => window.heldDecisions() === 1, null, { timeout: 20_000 });
  assert.equal((await state(page)).plies.length, 1);
  await page.locator('#btn-undo').click();
  let s = await state(page);
  assert.equal(s.plies.length, 0);
  assert.equal(s.toMove, 0);
  assert.equal(await thinking(), null);
  assert.equal(await page.evaluate(() => window.__mancala.computerBusy()), false, 'the request is cancelled');
  assert.match(await page.locator('.player.to-move').textContent(), /South.*to move/);
  // The cancelled decision, answered now, is dropped.
  await page.evaluate(() => window.releaseDecisions());
  await idle(page);
  assert.equal((await state(page)).plies.length, 0, 'the cancelled move is not played');
  assert.deepEqual(await decisions(), []);

  // The person plays; the computer answers; undo takes back both.
  await setSpeed(page, 'instant');
  await pit(page, 1).click();
  await page.waitForFunction(() => window.heldDecisions() === 1, null, { timeout: 20_000 });
  await page.evaluate(() => window.releaseDecisions());
  s = await humanTurn(0);
  assert.equal(s.plies.length, 2);
  await page.locator('#btn-undo').click();
  s = await state(page);
  assert.equal(s.plies.length, 0);
  assert.equal(s.toMove, 0);
  // The person is to move: the computer does not think.
  assert.equal(await thinking(), null);
  assert.equal(await page.evaluate(() => window.__mancala.computerBusy()), false);
  await page.locator('#btn-redo').click();
  assert.equal((await state(page)).plies.length, 2, 'redo gives back both moves');
  // A move of the person's own lets the computer answer again.
  s = await state(page);
  await pit(page, s.legal[0]).click();
  await page.waitForFunction(() => window.heldDecisions() === 1 || window.__mancala.state().status !== 'playing', null, { timeout: 20_000 });
  await page.evaluate(() => window.releaseDecisions());
  s = await humanTurn(0);
  assert.ok(s.status !== 'playing' || s.plies.length === 4);
  // One decision for each of the computer's moves: none of the cancelled one, none for the redo.
  assert.equal((await decisions()).length, s.plies.filter((p) => p.player === 1).length);
});

test('the hint shows the best move and, in Bakuk, every move’s exact value; it goes with the next move', async () => {
  const { page } = session;
  await openApp(page, `${env.server.url}?game=bakuk&seats=human,expert&first=0&speed=instant`);
  const button = page.locator('#btn-hint');
  // From the keyboard.
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('#hint-panel');
  await panel.locator('h2').waitFor({ timeout: 10_000 });
  const items = await panel.locator('li').allTextContents();
  // The start of Bakuk: h2 wins 2 with perfect play, h1 draws, h0 loses 2.
  assert.deepEqual(items, [
    'h2: best move — with perfect play from here, you end up capturing 2 seeds more than North',
    'h1: 2 seeds worse than the best — with perfect play from here, you and North end up capturing the same',
    'h0: 4 seeds worse than the best — with perfect play from here, you end up capturing 2 seeds fewer than North',
  ]);
  assert.match(await pit(page, 2).getAttribute('aria-label'), /^Hole h2, yours, 6 seeds, playable, hint: best move, you end up capturing 2 seeds more than North$/);
  assert.match(await pit(page, 0).getAttribute('aria-label'), /hint: 4 seeds worse than the best/);
  assert.equal(await page.locator('#pit-layer .pit.hint-best').count(), 1);
  assert.equal(await page.locator('#pit-layer .pit.hint-best').getAttribute('data-pit'), '2');
  await page.waitForFunction(() => document.querySelector('#announcer').textContent.startsWith('h2: best move'));
  await screenshot(page, 'hint-values');

  // The next move takes the hint away; during the computer's turn the button is off.
  await pit(page, 2).click();
  assert.equal(await panel.isHidden(), true);
  assert.equal(await page.locator('#pit-layer .pit.hint-best').count(), 0);
  assert.doesNotMatch(await pit(page, 2).getAttribute('aria-label'), /hint/);
  await humanTurn(0);

  // Two-player Ba-awa's opening is proven (the book): exact values, p0 the one best move.
  await openApp(page, `${env.server.url}?game=ba-awa&first=0&speed=instant`);
  await clearNotices(page);
  await page.locator('#btn-hint').click();
  await panel.locator('h2').waitFor({ timeout: 10_000 });
  assert.match(await panel.textContent(), /p0: best move/);
  assert.match(await panel.textContent(), /p5: 16 seeds worse than the best/);
  assert.equal(await page.locator('#pit-layer .pit.hint-best').count(), 1);

  // Past the book's full depth it holds the hard states: this one at ply 7, whose proof from an
  // empty table takes more than the book's 300,000-node threshold, has every value in the book
  // (p6 -4, the others -12).
  await openApp(page, `${env.server.url}?record=ba2~bgbgbic&seats=human,human&speed=instant`);
  await clearNotices(page);
  await page.locator('#btn-hint').click();
  await panel.locator('h2').waitFor({ timeout: 10_000 });
  assert.match(await panel.textContent(), /p6: best move/);
  // Moves of the same value share a line.
  assert.match(await panel.textContent(), /p9, p10,? and p11: 8 seeds worse than the best/);
  assert.doesNotMatch(await panel.textContent(), /estimate|looks best/);

  // A Ba-awa match keeps its own objective: the suggested move is the search's estimate.
  await openApp(page, `${env.server.url}?game=ba-awa&mode=match&first=0&speed=instant`);
  await clearNotices(page);
  await page.locator('#btn-hint').click();
  await panel.locator('h2').waitFor({ timeout: 10_000 });
  assert.match(await panel.textContent(), /p\d+ looks best/);
  assert.equal(await page.locator('#pit-layer .pit.hint-best').count(), 1);
});

test('a Ba-awa match: the computer chooses its pits at the end of a round; computer against computer goes on by itself', async () => {
  const { page } = session;
  await openApp(page, `${env.server.url}?game=ba-awa&mode=match&seats=intermediate,human&first=0&speed=instant`);
  let s = await humanTurn(1);
  for (let moves = 0; s.status === 'playing'; moves += 1) {
    assert.ok(moves < 300, 'the round ends');
    await pit(page, s.legal[0]).click();
    s = await humanTurn(1);
  }
  assert.equal(s.status, 'round-over');
  await page.locator('#round-panel').waitFor();
  const chooser = s.next.chooser;
  if (chooser === 0) {
    // The computer won the round: its pits are shown and the Start button plays them.
    const text = page.locator('#round-choose');
    await text.filter({ hasText: /South \(computer\) takes p\d/ }).waitFor();
    const [d] = (await decisions()).filter((x) => x.kind === 'round');
    assert.ok(d, 'the computer chose');
    assert.match(await page.locator('#narration').textContent(), /South \(computer\) takes/);
    await page.locator('#btn-next-round').click();
    await idle(page);
    s = await state(page);
    const ply = s.plies[s.plies.length - 1];
    assert.equal(ply.hole ?? null, null);
    assert.ok(ply.text.length > 1, `the chosen pits are in the record (${ply.text})`);
  } else if (chooser === 1) {
    // The person won: the person chooses, as without a computer.
    assert.match(await page.locator('#round-choose').textContent(), /North takes/);
  }
  await screenshot(page, 'computer-match-round');

  await openApp(page, `${env.server.url}?game=ba-awa&mode=match&seats=intermediate,beginner&speed=instant`);
  await page.waitForFunction(() => window.__mancala.state().round >= 3 || window.__mancala.state().status === 'over', null, { timeout: 60_000 });
});

test('three-player Bakuk: a person at A, the computer (beginner) at B and C; both answer in turn', async () => {
  const { page } = session;
  await startGame(page, { game: 'bakuk', players: 3, first: 0, seats: ['human', 'computer:beginner', 'computer:beginner'] });
  // This game's decisions only (the new game cancelled whatever the page thought about before).
  const earlier = (await decisions()).length;
  await setSpeed(page, 'fast');
  assert.match(await page.locator('.player[data-player="1"]').textContent(), /Seat B.*computer, beginner/);
  assert.match(await page.locator('.player[data-player="2"]').textContent(), /Seat C.*computer, beginner/);
  let s = await state(page);
  assert.equal(s.rules, 'bk3');
  // Which chip shows "thinking", in order (at fast speed each computer thinks for at least 250 ms).
  await page.evaluate(() => {
    window.thinkers = [];
    new MutationObserver(() => {
      const chip = document.querySelector('#players .player.thinking');
      const p = chip ? Number(chip.dataset.player) : null;
      if (p !== null && window.thinkers[window.thinkers.length - 1] !== p) window.thinkers.push(p);
    }).observe(document.getElementById('players'), { childList: true, subtree: true });
  });
  for (let turn = 0; turn < 4 && s.status === 'playing'; turn += 1) {
    assert.equal(s.toMove, 0);
    const before = s.plies.length;
    await pit(page, s.legal[0]).click();
    s = await humanTurn(0);
    if (turn === 0) {
      // B thought first (shown in its chip), then C; the rest at instant speed.
      assert.deepEqual(await page.evaluate(() => window.thinkers), [1, 2]);
      await setSpeed(page, 'instant');
    }
    const answers = s.plies.slice(before + 1);
    if (s.status === 'playing') {
      // A seat with no seeds may be passed over; otherwise B, then C.
      assert.ok(answers.length >= 1, `the computer answered move ${turn + 1}`);
      assert.deepEqual(answers.map((p) => p.player), [1, 2].filter((p) => answers.some((a) => a.player === p)));
    }
  }
  const made = (await decisions()).slice(earlier);
  assert.ok(made.length >= 4, `${made.length} computer moves`);
  assert.ok(made.every((d) => d.level === 'beginner' && d.rules === 'bk3'));
  const plies = (await state(page)).plies;
  assert.deepEqual(
    made.map((d) => d.hole),
    plies.filter((p) => p.player !== 0).map((p) => p.hole),
    'each computer move was played as decided',
  );
  assert.ok(plies.some((p) => p.player === 1) && plies.some((p) => p.player === 2), 'both computers moved');
  assert.ok(await page.locator('#notice').isHidden(), 'no move was refused');
  await screenshot(page, 'computer-three-players');
});
