// Every move's value from the page's computer worker (www/game/computer.js, moveValues): proven
// values in Bakuk, a Ba-awa position proven over requests of growing time, a request superseded
// by the next one, and the games without exact values. What the page shows of them is the
// values mode's test; how long the proofs take is the benchmark's (tests/bench/values-worker.mjs).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser, useFreshPage } from './helpers.mjs';

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
