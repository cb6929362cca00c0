// Every move's value from the page's computer worker (www/game/computer.js, moveValues): proven
// values in Bakuk, a Ba-awa position proven over requests of growing time, a request superseded
// by the next one, and the games without exact values; then the page's "Show values" mode (in
// English and Arabic, after a move and an undo, its reason in match play, and proven values in
// Bakuk stopped when decided) and perfect play watched to the end of a Bakuk game, its line
// downloaded, a Ba-awa move played before its proof is done said to be the best found, and the
// switch kept for the next visit. How long the proofs take is the benchmark's
// (tests/bench/values-worker.mjs).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { openApp, pit, setSpeed, state, useBrowser, useFreshPage, useTool } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });
const session = useFreshPage(env);

test('the worker answers every move’s value, improves it when asked again, and drops a superseded request', async () => {
  const out = await session.page.evaluate(async () => {
    const { ComputerPlayer, Cancelled } = await import('./www/game/computer.js');
    const computer = new ComputerPlayer();
    const out = {};
    out.bakuk = await computer.moveValues('bk2~', 500);
    out.thread = computer.thread;

    // Twice the time each request until every move is proven.
    out.rounds = [];
    let millis = 100;
    for (;;) {
      const answer = await computer.moveValues('ba2~ajdhbjfhal', millis);
      out.rounds.push(answer);
      if (answer.complete || millis >= 10_000) break;
      millis *= 2;
    }

    // The position changes while the worker still values the last one.
    const stale = computer.moveValues('ba2~', 2_000).then(
      () => 'answered',
      (e) => (e instanceof Cancelled ? 'cancelled' : `failed: ${e.message}`),
    );
    out.next = await computer.moveValues('bk2~c', 300);
    out.stale = await stale;

    out.match = await computer.moveValues('ba2m10~', 100);
    out.threePlayers = await computer.moveValues('bk3~', 100);
    out.bad = await computer.moveValues('bk2~zz', 100).then(
      () => 'answered',
      (e) => e.message,
    );
    computer.cancel(true);
    return out;
  });
  assert.equal(out.thread, 'worker');
  assert.equal(out.bakuk.available, true);
  assert.equal(out.bakuk.complete, true);
  assert.deepEqual(
    out.bakuk.moves.map((m) => [m.ply, m.value, m.proven, m.bound]),
    [['a', -2, true, 'exact'], ['b', 0, true, 'exact'], ['c', 2, true, 'exact']],
  );

  const last = out.rounds.at(-1);
  assert.equal(last.complete, true, 'proven within 10 s');
  assert.ok(last.moves.every((m) => m.proven && m.bound === 'exact' && m.lower === m.value && m.upper === m.value));
  for (const round of out.rounds) {
    for (const [i, m] of round.moves.entries()) {
      assert.ok(m.lower <= m.value && m.value <= m.upper, JSON.stringify(m));
      const proven = last.moves[i];
      assert.equal(m.hole, proven.hole);
      assert.ok(m.lower <= proven.value && proven.value <= m.upper, `${JSON.stringify(m)} holds ${proven.value}`);
    }
  }

  assert.equal(out.stale, 'cancelled');
  assert.equal(out.next.complete, true);
  assert.deepEqual(out.next.moves.map((m) => m.ply), ['d', 'e', 'f'], 'North’s moves after bk2~c');

  assert.deepEqual([out.match.available, out.match.reason, out.match.moves], [false, 'matchPlay', []]);
  assert.deepEqual([out.threePlayers.available, out.threePlayers.reason], [false, 'threePlayers']);
  assert.match(out.bad, /expected/);
});

/** The values panel's groups: { win: [[hole, value, text]], draw: …, loss: … }, with the isolates of right to left taken out. */
function shownGroups(page) {
  return page.evaluate(() => {
    const groups = {};
    for (const list of document.querySelectorAll('#values-panel ul[data-group]')) {
      groups[list.dataset.group] = [...list.children].map((li) => [Number(li.dataset.hole), Number(li.dataset.value), li.textContent.replace(/[\u2066-\u2069]/g, '')]);
    }
    return groups;
  });
}

/** Pit `i`'s accessible name, isolates taken out. */
async function pitName(page, i) {
  return (await pit(page, i).getAttribute('aria-label')).replace(/[\u2066-\u2069]/g, '');
}

/** Opens `record` for two people at instant speed, in `lang`, and turns the values on. */
async function openWithValues(page, record, lang = 'en') {
  await openApp(page, `${env.server.url}index.html?record=${record}&seats=human,human&lang=${lang}`);
  await setSpeed(page, 'instant');
  await useTool(page, '#chk-values', 'check');
}

/** Waits until every move's value shown is proven (the status says so and the list is filled). */
async function provenValues(page) {
  await page.waitForFunction(() => {
    const items = document.querySelectorAll('#values-panel li');
    return items.length > 0 && [...items].every((li) => li.dataset.proven === 'true');
  });
}

test('Show values labels each move with its exact value, on the pit and in a list by outcome, and follows a move and an undo', async () => {
  const { page } = session;
  await openWithValues(page, 'bk2~');
  await provenValues(page);
  // `mancala values bk2~`: a −2, b 0, c +2.
  assert.deepEqual(await shownGroups(page), {
    win: [[2, 2, 'h2: +2 — South wins by 2 seeds']],
    draw: [[1, 0, 'h1: 0 — the game is a draw']],
    loss: [[0, -2, 'h0: −2 — South loses by 2 seeds']],
  });
  assert.match(await page.locator('#values-heading').textContent(), /for South/);
  assert.match(await page.locator('#values-panel [role="status"]').textContent(), /Every value is proven/);
  assert.match(await pitName(page, 2), /playable, value: South wins by 2 seeds$/);
  assert.match(await pitName(page, 1), /value: the game is a draw$/);
  assert.match(await pitName(page, 0), /value: South loses by 2 seeds$/);

  // After c, North's moves (`mancala values bk2~c`: d −10, e −2, f −2), best first.
  await pit(page, 2).click();
  await page.waitForFunction(() => document.querySelector('#values-panel li')?.dataset.hole === '4');
  await provenValues(page);
  assert.deepEqual(await shownGroups(page), {
    loss: [
      [4, -2, 'h4: −2 — North loses by 2 seeds'],
      [5, -2, 'h5: −2 — North loses by 2 seeds'],
      [3, -10, 'h3: −10 — North loses by 10 seeds'],
    ],
  });
  assert.match(await page.locator('#values-heading').textContent(), /for North/);
  assert.match(await pitName(page, 3), /value: North loses by 10 seeds$/);
  assert.doesNotMatch(await pitName(page, 2), /value/, 'South’s pits have no value on North’s turn');

  await page.locator('#btn-undo').click();
  await page.waitForFunction(() => document.querySelector('#values-panel li')?.dataset.hole === '2');
  assert.deepEqual(Object.keys(await shownGroups(page)), ['win', 'draw', 'loss']);
  assert.match(await pitName(page, 2), /value: South wins by 2 seeds$/);

  // The editor's position is valued as it is set up.
  await useTool(page, '#btn-editor');
  const setupValues = page.locator('#editor-values');
  await page.waitForFunction(() => /h0 −2\.$/.test(document.querySelector('#editor-values')?.textContent ?? ''));
  assert.equal(await setupValues.textContent(), 'Values for South: h2 +2, h1 0, and h0 −2.');
  // North to move at the start: the mirror of South's moves.
  await page.locator('#editor-to-move').selectOption('1');
  await page.waitForFunction(() => /North/.test(document.querySelector('#editor-values').textContent));
  assert.equal(await setupValues.textContent(), 'Values for North: h5 +2, h4 0, and h3 −2.');
  await page.keyboard.press('Escape');

  // Turned off: no value on the pits, no panel.
  await useTool(page, '#chk-values', 'uncheck');
  assert.ok(await page.locator('#values-panel').isHidden());
  assert.doesNotMatch(await pitName(page, 2), /value/);
});

test('the values in Arabic, the reason there are none in match play, and proven values where the game stops when decided', async () => {
  const { page } = session;
  await openWithValues(page, 'bk2~', 'ar');
  await provenValues(page);
  const groups = await shownGroups(page);
  assert.deepEqual(
    Object.values(groups).map((items) => items.map(([hole, value]) => [hole, value])),
    [[[2, 2]], [[1, 0]], [[0, -2]]],
  );
  assert.match(groups.win[0][2], /^h2: .*\+2.* — يفوز الجنوب بفارق بذرتين$/);
  assert.match(groups.loss[0][2], /−2.* — يخسر الجنوب بفارق بذرتين$/);
  assert.match(await pitName(page, 2), /القيمة: يفوز الجنوب بفارق بذرتين$/);
  assert.match(await page.locator('#values-heading').textContent(), /الجنوب/);

  await openWithValues(page, 'ba2m10~');
  await page.waitForFunction(() => /match play/.test(document.querySelector('#values-panel [role="status"]')?.textContent ?? ''));
  assert.match(await page.locator('#values-panel [role="status"]').textContent(), /No exact values in match play/);
  assert.equal(await page.locator('#values-panel li').count(), 0);
  for (const name of ['Watch perfect play', 'Play the best move', 'Download the perfect line']) {
    assert.ok(await page.getByRole('button', { name }).isDisabled(), name);
  }

  // Stopped when decided, every value is proven at once, at the start (where the proof search
  // takes far longer)...
  await openWithValues(page, 'bk2d~');
  await provenValues(page);
  assert.deepEqual(
    Object.values(await shownGroups(page)).map((items) => items.map(([hole, value]) => [hole, value])),
    [[[2, 2]], [[1, 0]], [[0, -2]]],
  );
  // ...and they are the margins of the game as played: after c, North's d loses by 12 (`mancala
  // values bk2d~c`), where the game played on past the decision loses by 10.
  await pit(page, 2).click();
  await page.waitForFunction(() => document.querySelector('#values-panel li')?.dataset.hole === '4');
  await provenValues(page);
  assert.deepEqual(await shownGroups(page), {
    loss: [
      [4, -2, 'h4: −2 — North loses by 2 seeds'],
      [5, -2, 'h5: −2 — North loses by 2 seeds'],
      [3, -12, 'h3: −12 — North loses by 12 seeds'],
    ],
  });
  assert.match(await page.locator('#values-panel [role="status"]').textContent(), /Every value is proven/);
});

test('Play the best move plays one; perfect play watched to the end ends at the value, and the game played is kept aside', async () => {
  const { page } = session;
  await openWithValues(page, 'bk2~');
  await provenValues(page);
  await page.getByRole('button', { name: 'Play the best move' }).click();
  await page.waitForFunction(() => window.__mancala.state().record === 'bk2~c');
  await page.waitForFunction(() => document.querySelector('#values-panel li')?.dataset.hole === '4');

  // North's best is −2: perfect play from here ends with South 2 seeds ahead.
  await page.getByRole('button', { name: 'Watch perfect play' }).click();
  await page.waitForFunction(() => window.__mancala.state().status === 'over', null, { timeout: 60_000 });
  const end = await state(page);
  assert.equal(end.captured[0] - end.captured[1], 2);
  assert.ok(end.record.startsWith('bk2~c') && end.plies.length > 1, end.record);
  assert.match(await page.locator('#values-panel .values-note').textContent(), /Perfect play to the end/);
  // The game a person played (bk2~c) is kept aside among their games, as it was.
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('mancala-web.game.'))
      .map((key) => JSON.parse(localStorage.getItem(key)).entry?.record ?? JSON.parse(localStorage.getItem(key)).record),
  );
  assert.ok(kept.includes('bk2~c') && kept.includes(end.record), JSON.stringify(kept));
});

test('the perfect line downloads as a record; a Ba-awa move whose proof is not done in time is the best found, not proven; the switch is kept', async () => {
  const { page } = session;
  await openWithValues(page, 'bk2~cd');
  // Show values is a preference: on again at the next visit, as soon as the page is ready.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.documentElement.dataset.ready === 'true') window.valuesWhenReady ??= document.getElementById('chk-values').checked;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  await page.reload();
  await page.locator('html[data-ready="true"]').waitFor();
  assert.equal(await page.evaluate(() => window.valuesWhenReady), true);
  await provenValues(page);
  assert.ok(await page.locator('#chk-values').isChecked());
  // `mancala values`, move after move, the lowest hole among the best: the line from bk2~cd.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the perfect line' }).click()]);
  assert.equal(await readFile(await download.path(), 'utf8'), 'bk2~cdafaeceafbdadcdaecebeadcd\n');

  // A Ba-awa position set up off the book whose every move takes the proof more than 4 s
  // natively (`mancala values`): not all proven within the watch's 1.5 s.
  await openApp(page, `${env.server.url}index.html?position=ba2_6.2.6.2.6.2.2.6.2.6.2.6_0.0_0_000000111111_0_1&seats=human,human`);
  await setSpeed(page, 'instant');
  await page.locator('#chk-values').check();
  await page.getByRole('button', { name: 'Watch perfect play' }).click();
  await page.waitForFunction(() => /^South plays \S+, the best move found \(.+\), not proven\.$/.test(document.querySelector('#values-panel .values-note')?.textContent ?? ''));
});
