// The review after a game: the chart's values against the engine's
// solver (asked again here, in the page, with the engine's own Computer), the
// moves that cost seeds, a point that shows its position with the best move,
// and the captures chart of a game without exact values.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, boxesOverlap, clearNotices, openApp, screenshot, screenshotOf, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1024, height: 1100 } });
const session = useFreshPage(env);

/** Waits until the chart has a point for each of the `plies + 1` positions (it is drawn as their values come). */
function everyPointDrawn(page, plies, timeout) {
  return page.waitForFunction((n) => document.querySelectorAll('#review-chart svg.review-svg circle').length === n + 1, plies, { timeout });
}

/** Opens `query`, lets the computer play both seats at instant speed until the game is over. */
async function playOut(page, query) {
  await openApp(page, `${env.server.url}index.html?${query}&speed=instant`);
  await page.waitForFunction(() => window.__mancala.state().status === 'over', null, { timeout: 60_000 });
  await page.locator('#end-dialog[open]').waitFor();
}

test('the chart of a Bakuk game follows the solver, marks the moves that cost seeds, and shows a position', async () => {
  const { page } = session;
  await playOut(page, 'record=bk2~&seats=beginner,expert');
  await page.locator('#btn-end-review').click();
  const s = await state(page);
  // Drawn as the values come: every position of a solved game has one.
  await everyPointDrawn(page, s.plies.length, 30_000);
  // The solver asked again, independently of the page's worker.
  const expected = await page.evaluate(async (st) => {
    // The worker's build of the engine (the page's own has no computer).
    const { default: init, Computer, GameHandle } = await import('./pkg/computer/mancala-web.js');
    await init();
    const computer = new Computer(7);
    computer.prepare(st.rules);
    const start = st.record.slice(0, st.record.indexOf('~') + 1);
    const out = [];
    for (let i = 0; i <= st.plies.length; i += 1) {
      const record = start + st.plies.slice(0, i).map((p) => p.text).join('');
      const pos = GameHandle.fromRecord(record).state();
      const margin = pos.captured[0] - pos.captured[1];
      if (pos.status !== 'playing') {
        out.push({ value: margin, cost: 0 });
        continue;
      }
      const hints = computer.hints(record, 0);
      const best = Math.max(...hints.map((h) => h.value));
      const played = i < st.plies.length ? hints.find((h) => h.hole === st.plies[i].hole).value : best;
      out.push({ value: margin + (pos.toMove === 0 ? best : -best), cost: best - played });
    }
    return out;
  }, s);
  const drawn = await page.$$eval('#review-chart circle', (dots) => dots.map((d) => Number(d.dataset.value)));
  assert.deepEqual(drawn, expected.map((e) => e.value), 'every point is the solver’s value');
  assert.equal(drawn[drawn.length - 1], s.captured[0] - s.captured[1], 'the last point is the final score');
  const costly = expected.flatMap((e, i) => (e.cost > 0 ? [{ move: i + 1, cost: e.cost }] : []));
  assert.ok(costly.length > 0, 'the beginner lost seeds somewhere');
  // The key moments: the mistakes and blunders, every move that cost 3 seeds or more among them.
  const items = await page.locator('#review-list li').allTextContents();
  const listed = items.map((text) => Number(/^\?\?? Move (\d+)/.exec(text)[1]));
  assert.deepEqual(listed, costly.filter((c) => c.cost >= 3 || listed.includes(c.move)).map((c) => c.move));
  for (const [k, move] of listed.entries()) assert.match(items[k], new RegExp(`${costly.find((c) => c.move === move).cost} seeds given away`));
  assert.equal(await page.locator('#review-chart circle.lost').count(), costly.length);
  await screenshot(page, 'study-review');
  // A key moment shows the position before it, with the best move.
  await page.locator('#review-list li button').first().click();
  assert.match(await page.locator('#review-status').textContent(), new RegExp(`^After move ${listed[0] - 1}, the best move: h\\d`));
  assert.match(await page.locator('#browse-status').textContent(), listed[0] - 1 === 0 ? /the start/ : new RegExp(`after move ${listed[0] - 1} of`));
  // A point does the same from the chart.
  await page.locator('#review-chart circle').nth(1).click();
  assert.match(await page.locator('#browse-status').textContent(), /after move 1 of/);
});

/**
 * A Bakuk record with the solver's values known (mancala values on each prefix): South plays
 * c, b (best), then c at move 5 where b wins by 4 and c loses by 2 (6 seeds, a win turned into a
 * loss), b at move 7 (2 seeds: an inaccuracy), b at move 9 (4 seeds: a mistake); North plays e,
 * e, d (best) and f at move 4 (2 seeds: an inaccuracy).
 */
const GRADED_GAME = 'bk2~cebfcebdb';

test('grades: each move of a Bakuk record graded in the move list and on the chart, the key moments, accuracy, and learning from the mistakes', async () => {
  const { page } = session;
  await openReview(page, GRADED_GAME);
  await page.locator('#review-list li button').first().waitFor({ timeout: 30_000 });
  const grades = await page.$$eval('#move-list li[data-ply]', (rows) => rows.map((r) => r.dataset.grade));
  assert.deepEqual(grades, ['best', 'best', 'best', 'inaccuracy', 'blunder', 'best', 'inaccuracy', 'best', 'mistake']);
  const blunder = page.locator('#move-list li[data-ply="4"] .grade-mark');
  assert.equal(await blunder.locator('[aria-hidden="true"]').textContent(), '??', 'a symbol, readable without colour');
  assert.equal(await blunder.locator('.visually-hidden').textContent(), ' Blunder: 6 seeds given away.');
  assert.deepEqual(await page.locator('#review-list li').allTextContents(), [
    '?? Move 5, South h2: a blunder that turned a win into a loss (6 seeds given away).',
    '? Move 9, South h1: a mistake, 4 seeds given away.',
  ]);
  const figures = await page.$$eval('.grades-table tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
  assert.deepEqual(figures, [
    ['South', '40%', '2 of 5', '12'],
    ['North', '75%', '3 of 4', '2'],
  ]);
  assert.equal(await page.locator('#review-chart circle.grade-blunder').count(), 1);
  assert.match(await page.locator('#review-chart circle[data-plies="5"]').getAttribute('aria-description'), /a blunder that turned a win into a loss/);
  await screenshot(page, 'study-review-grades');
  // A key moment shows the position before the move.
  await page.locator('#review-list li button').first().click();
  assert.match(await page.locator('#browse-status').textContent(), /after move 4 of/);
  // Learning from the mistakes: the first position is North's inaccuracy at move 4 (f; e is best).
  await page.locator('#btn-mistakes').click();
  // The lesson's module loads on that press; the keyboard goes to its Hint once it is drawn.
  await page.waitForFunction(() => document.activeElement?.id === 'btn-mistakes-hint');
  assert.match(await page.locator('#mistakes-question').textContent(), /^Move 4: North played h5 here and gave away 2 seeds\./);
  assert.match(await page.locator('#browse-status').textContent(), /after move 3 of/);
  await page.locator('#btn-mistakes-hint').click();
  assert.match(await page.locator('#mistakes-feedback').textContent(), /Hint: with the best move, North loses by 2 seeds\.Only one move does that well\./);
  await page.locator('#pit-layer .pit[data-pit="3"]').click();
  assert.equal(await page.locator('#mistakes-feedback').textContent(), 'After h3, with best play, North loses by 4 seeds.That is not the best move. Try again.');
  const before = (await state(page)).record;
  await page.locator('#pit-layer .pit[data-pit="4"]').click();
  assert.equal(await page.locator('#mistakes-feedback').textContent(), 'Right: h4 is the best move.After h4, with best play, North loses by 2 seeds.');
  await page.waitForFunction(() => document.activeElement?.id === 'btn-mistakes-next');
  assert.equal((await state(page)).record, before, 'the game is untouched');
  // The next one: the blunder; its answer shown (sown on the board).
  await page.locator('#btn-mistakes-next').click();
  assert.match(await page.locator('#mistakes-heading').textContent(), /position 2 of 4/);
  await page.locator('#btn-mistakes-answer').click();
  assert.match(await page.locator('#mistakes-feedback').textContent(), /^The best move: h1\.After h1, with best play, South wins by 4 seeds\./);
  await screenshotOf(page.locator('#review-panel'), 'study-review-mistakes-panel');
  await page.locator('#btn-mistakes-stop').click();
  assert.ok(await page.locator('#review-list').isVisible(), 'back to the review');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'btn-mistakes', 'the keyboard where the lesson began');
});

test('a three-player game is reviewed by each player’s captures', async () => {
  const { page } = session;
  await playOut(page, 'record=bk3~&seats=beginner,beginner,beginner');
  await page.locator('#btn-end-review').click();
  // Attached, not visible: a player who captured nothing has a flat line, and a flat line has
  // no height, so Playwright would call it hidden.
  await page.locator('#review-chart svg.review-svg').waitFor({ timeout: 30_000 });
  await page.locator('#review-chart polyline.capture-line').nth(2).waitFor({ state: 'attached' });
  assert.equal(await page.locator('#review-chart polyline.capture-line').count(), 3);
  const s = await state(page);
  const labels = await page.locator('#review-chart text.side').allTextContents();
  assert.deepEqual(labels, s.captured.map((n, p) => `Seat ${'ABC'[p]} ${n}`));
  assert.match(await page.locator('#review-status').textContent(), /each player’s captured seeds/);
  await screenshot(page, 'study-review-three');
});

// ---- Ba-awa: proven values where the proof finishes, the search's estimates elsewhere ----------

/**
 * The engine's own proof for the position after each of `indices` plies of the game in `st`,
 * asked in the page of a Computer of its own (not the page's worker): the hints, which give
 * proven values only where the book or the proof search proves every move. Returns for each
 * index null (not proven within `millis`) or { value (South's final margin), best (holes),
 * played (the played move's value, from the mover's side), bestValue }.
 */
function engineProofs(page, st, indices, millis) {
  return page.evaluate(
    async ({ st, indices, millis }) => {
      // The computer's build of the bindings (the page's has the rules only).
      const { default: init, Computer, GameHandle } = await import('./pkg/computer/mancala-web.js');
      await init();
      const computer = new Computer(7);
      const book = await fetch('./www/ba2-book.bin');
      computer.loadBook(new Uint8Array(await book.arrayBuffer()));
      const start = st.record.slice(0, st.record.indexOf('~') + 1);
      const out = [];
      for (const i of indices) {
        const record = start + st.plies.slice(0, i).map((p) => p.text).join('');
        const pos = GameHandle.fromRecord(record).state();
        const hints = computer.hints(record, millis);
        if (!hints.length || !hints.every((h) => h.proven)) {
          out.push(null);
          continue;
        }
        const bestValue = Math.max(...hints.map((h) => h.value));
        const played = i < st.plies.length ? hints.find((h) => h.hole === st.plies[i].hole)?.value : undefined;
        const margin = pos.captured[0] - pos.captured[1];
        out.push({ value: margin + (pos.toMove === 0 ? bestValue : -bestValue), bestValue, played, best: hints.filter((h) => h.best).map((h) => h.hole) });
      }
      return out;
    },
    { st, indices, millis },
  );
}

/** The chart's points: plies, value, proven, label, tooltip, class. */
function chartPoints(page) {
  return page.$$eval('#review-chart svg.review-svg circle', (dots) =>
    dots.map((d) => ({
      plies: Number(d.dataset.plies),
      value: Number(d.dataset.value),
      proven: d.dataset.proven === 'true',
      label: d.getAttribute('aria-label'),
      title: d.querySelector('title')?.textContent,
      estimateClass: d.classList.contains('estimate'),
    })),
  );
}

/** A Ba-awa game of random moves (24 plies, longer than most: half of such games end within 11). */
const BA_AWA_GAME = 'ba2~ahfkbjfhfidlekcldhagehbi';

/**
 * Opens `record` for two people and opens its review (from the end dialog where the game is over).
 * The offer of the game in progress it put aside floats over the controls: closed, as a person would.
 */
async function openReview(page, record, lang = 'en') {
  await openApp(page, `${env.server.url}index.html?record=${record}&seats=human,human&lang=${lang}`);
  await clearNotices(page);
  const ended = page.locator('#end-dialog[open] #btn-end-review');
  if (await ended.isVisible()) await ended.click();
  else await page.locator('#btn-review').click();
}

test('the Ba-awa chart: proven values as the engine proves them, estimates marked, a point shows its best move', async () => {
  const { page } = session;
  const began = Date.now();
  await openReview(page, BA_AWA_GAME);
  const s = await state(page);
  // It fills in as it goes: the first values are drawn before the last are known.
  await page.locator('#review-chart circle').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => /filled point/.test(document.querySelector('#review-status').textContent), null, { timeout: 240_000 });
  const millis = Date.now() - began;
  const points = await chartPoints(page);
  const playing = points.filter((p) => p.plies < s.plies.length);
  const proven = playing.filter((p) => p.proven);
  console.log(`# Ba-awa review: ${s.plies.length} plies filled in ${(millis / 1000).toFixed(1)} s; ${proven.length} of ${playing.length} positions proven`);
  assert.equal(points.length, s.plies.length + 1, 'a point after every move');
  assert.ok(proven.length > 0, 'some positions are proven');
  for (const p of points) {
    assert.equal(p.estimateClass, !p.proven, `point ${p.plies}: hollow exactly when estimated`);
    if (!p.proven) {
      assert.match(p.label, /an estimate of the search, not proven/, `point ${p.plies}: its name says estimate`);
      assert.match(p.title, /an estimate of the search, not proven/, `point ${p.plies}: its tooltip says estimate`);
    } else assert.doesNotMatch(p.label, /an estimate of the search/);
  }
  assert.deepEqual(await page.locator('#review-chart .review-legend li').allTextContents(), ['exact value (proven)', 'estimate (not proven)', 'a move that lost seeds']);
  // The proven points against the engine's own proof of those positions.
  const engine = await engineProofs(page, s, proven.map((p) => p.plies), 4000);
  let compared = 0;
  proven.forEach((p, k) => {
    if (!engine[k]) return;
    compared += 1;
    assert.equal(p.value, engine[k].value, `after ${p.plies} plies the chart shows the engine's proven value`);
  });
  assert.ok(compared >= Math.min(5, proven.length), `compared ${compared} proven points with the engine`);
  // A proven loss is the engine's best value minus the played move's.
  const items = await page.locator('#review-list li').allTextContents();
  for (const text of items) {
    const m = /^\?\?? Move (\d+), .*[ (](\d+) seeds given away\)?\.$/.exec(text);
    if (!m) continue; // an estimate, or no loss found
    const i = Number(m[1]) - 1;
    const [proof] = await engineProofs(page, s, [i], 4000);
    if (!proof || proof.played === undefined) continue;
    assert.equal(Number(m[2]), proof.bestValue - proof.played, text);
  }
  await screenshot(page, 'study-review-ba-awa');
  // A proven point shows its position and the engine's best moves.
  const chosen = proven.find((p, k) => p.plies > 0 && engine[k]);
  const chosenProof = engine[proven.indexOf(chosen)];
  await page.locator(`#review-chart circle[data-plies="${chosen.plies}"]`).click();
  assert.match(await page.locator('#browse-status').textContent(), new RegExp(`after move ${chosen.plies} of`));
  const said = await page.locator('#review-status').textContent();
  assert.match(said, new RegExp(`^After move ${chosen.plies}, the best move: `));
  for (const hole of chosenProof.best) assert.ok(said.includes(`p${hole}`) || said.includes(`P${hole}`), `${said} names the best hole ${hole}`);
  // An estimated point says its best move is the search's.
  const estimated = playing.find((p) => !p.proven);
  if (estimated) {
    await page.locator(`#review-chart circle[data-plies="${estimated.plies}"]`).click();
    assert.match(await page.locator('#review-status').textContent(), /the search’s best move \(an estimate\)/);
  }
});

for (const [lang, scheme] of [
  ['en', 'light'],
  ['ar', 'dark'],
]) {
  test(`${lang}, ${scheme}: the Ba-awa review passes axe; right to left the chart runs from the right, the board is not mirrored`, async () => {
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
    await openReview(page, BA_AWA_GAME, lang);
    await page.locator('#review-list li').first().waitFor({ timeout: 240_000 });
    const dots = await page.$$eval('#review-chart svg.review-svg circle', (d) => d.map((c) => Number(c.getAttribute('cx'))));
    const ticks = await page.$$eval('#review-chart svg.review-svg text.tick', (d) => d.map((c) => Number(c.getAttribute('x'))));
    if (lang === 'ar') {
      assert.ok(dots[0] > dots[dots.length - 1], 'the start on the right, the end on the left');
      assert.ok(ticks[0] > dots[0], 'the value scale on the right of the start');
    } else assert.ok(dots[0] < dots[dots.length - 1] && ticks[0] < dots[0]);
    // The board keeps its own layout: South's first pit on the left in every language.
    const p0 = await page.locator('#pit-layer .pit[data-pit="0"]').boundingBox();
    const p5 = await page.locator('#pit-layer .pit[data-pit="5"]').boundingBox();
    assert.ok(p0.x < p5.x, 'the board is never mirrored');
    assert.deepEqual(await axeViolations(page), []);
    await screenshotOf(page.locator('#review-panel'), `study-review-ba-awa-panel-${lang}`);
    await screenshot(page, `study-review-ba-awa-${lang}`);
  });
}

/** The chart's words that leave its box or cover one another (text boxes on the page). */
async function tangledWords(page) {
  const { box, words } = await page.evaluate(() => {
    const chart = document.querySelector('#review-chart svg.review-svg');
    return {
      box: chart.getBoundingClientRect().toJSON(),
      words: [...chart.querySelectorAll('text')].map((el) => ({ text: el.textContent, r: el.getBoundingClientRect().toJSON() })),
    };
  });
  const out = words.filter(({ r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5).map((w) => `outside: ${w.text}`);
  words.forEach((a, i) => {
    for (const b of words.slice(i + 1)) if (boxesOverlap(a.r, b.r)) out.push(`overlap: ${a.text} / ${b.text}`);
  });
  return out;
}

for (const lang of ['en', 'ar']) {
  test(`${lang}: the chart's words stay in its box and off one another (costs at an edge and on the top line, right to left too)`, async () => {
    const { page } = session;
    // Short games with costly moves at the chart's ends: Bakuk (solved) and Ba-awa (estimates).
    for (const record of ['bk2~adbe', 'ba2~ahfkb', 'ba2~ahfkbjfhfidlekcldhagehbi']) {
      await openReview(page, record, lang);
      const plies = (await state(page)).plies.length;
      await everyPointDrawn(page, plies, 120_000);
      assert.ok((await page.locator('#review-chart text.cost').count()) > 0, `${record}: costly moves marked`);
      assert.deepEqual(await tangledWords(page), [], `${lang} ${record}`);
    }
    await screenshotOf(page.locator('#review-panel'), `study-review-words-${lang}-panel`);
    // On a phone the chart is drawn at its width: its words keep their size (not scaled down to a blur).
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      await page.waitForFunction(() => {
        const chart = document.querySelector('#review-chart svg.review-svg');
        return Math.abs(chart.viewBox.baseVal.width - chart.getBoundingClientRect().width) < 5;
      });
      const tickPx = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('#review-chart text.tick')).fontSize) * (document.querySelector('#review-chart svg.review-svg').getBoundingClientRect().width / document.querySelector('#review-chart svg.review-svg').viewBox.baseVal.width));
      assert.ok(tickPx >= 10.5, `the chart's words at ${tickPx.toFixed(1)} px on a phone`);
      assert.deepEqual(await tangledWords(page), [], `${lang}: on a phone`);
      await screenshotOf(page.locator('#review-panel'), `study-review-words-${lang}-phone`);
    } finally {
      await page.setViewportSize({ width: 1024, height: 1100 });
    }
  });
}

test('Ba-awa match play: the chart measures each round’s captures, and says so', async () => {
  const { page } = session;
  // Three rounds of random moves.
  const record = 'ba2m10~ejakcjfhagakblfg.icldifkcjfl.dacgeidlfjfkel';
  await openReview(page, record);
  await page.waitForFunction(() => /^Match play/.test(document.querySelector('#review-status').textContent), null, { timeout: 240_000 });
  assert.match(await page.locator('#review-chart svg.review-svg').getAttribute('aria-label'), /round’s final score \(seeds captured in the round\)/);
  const s = await state(page);
  const ends = s.plies.flatMap((p, i) => (p.hole === null ? [i] : [])).concat([s.plies.length]);
  // A round's last point is its final capture margin, asked of the engine.
  const margins = await page.evaluate(
    async ({ st, ends }) => {
      const { GameHandle } = await import('./pkg/mancala-web.js');
      const start = st.record.slice(0, st.record.indexOf('~') + 1);
      return ends.map((i) => {
        const pos = GameHandle.fromRecord(start + st.plies.slice(0, i).map((p) => p.text).join('')).state();
        return pos.captured[0] - pos.captured[1];
      });
    },
    { st: s, ends },
  );
  const points = await chartPoints(page);
  for (const [k, i] of ends.entries()) assert.equal(points.find((p) => p.plies === i).value, margins[k], `round ${k + 1} ends at ${margins[k]}`);
  // One line a round: the margin starts again with each round.
  assert.equal(await page.locator('#review-chart polyline.value-line').count(), ends.length);
  const proven = points.find((p) => p.proven && p.value !== 0 && !ends.includes(p.plies));
  if (proven) assert.match(proven.label, /wins the round by/);
  await screenshot(page, 'study-review-ba-awa-match');
  await screenshotOf(page.locator('#review-panel'), 'study-review-ba-awa-match-panel');
});

test('a long match (160 plies) is reviewed; closing the review or an undo stops it', async () => {
  const { page } = session;
  const record =
    'ba2m10~ejakcjfhagakblfg.icldifkcjfl.dacgeidlfjfkel.kfigjdj.alelfgalbhdgakejf.kfjbidiej.blaldlegdleiagclb.lbkgiaigkcidkclb.dhclgkdjehb.iblejejhiekflakf.cidhakfleifial.ifkakbjc';
  await openApp(page, `${env.server.url}index.html?record=${record}&seats=human,human`);
  const dialog = page.locator('#end-dialog[open]');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await page.locator('#btn-review').click();
  await page.waitForFunction(() => document.querySelectorAll('#review-chart circle').length >= 40, null, { timeout: 120_000 });
  // How long the page's tasks take meanwhile is the benchmark's (tests/bench/computer-worker.mjs).
  // Closed: the chart stops, and the worker is free within one position's time (at most 3 s).
  await page.locator('#btn-review-close').click();
  await page.waitForFunction(() => !window.__mancala.computerBusy(), null, { timeout: 5_000 });
  const status = await page.locator('#review-status').textContent();
  await page.waitForTimeout(4_000);
  assert.equal(await page.evaluate(() => window.__mancala.computerBusy()), false, 'no more positions are asked');
  assert.equal(await page.locator('#review-status').textContent(), status, 'the review is not drawn on');
  // Opened again, then the game changes (an undo): the review closes and stops the same way.
  await page.locator('#btn-review').click();
  await page.waitForFunction(() => window.__mancala.computerBusy(), null, { timeout: 10_000 });
  await page.locator('#btn-undo').click();
  assert.ok(await page.locator('#review-panel').isHidden());
  await page.waitForFunction(() => !window.__mancala.computerBusy(), null, { timeout: 5_000 });
  await page.waitForTimeout(4_000);
  assert.equal(await page.evaluate(() => window.__mancala.computerBusy()), false, 'no more positions are asked after the undo');
});
