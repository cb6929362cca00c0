// Text that never runs ahead of the board: the move list and the record show a move
// once its sowing has been drawn (paused or stepped, they show what has happened so far); a
// match's round row has its mover's swatch; an earlier position shown from the move list is said
// to be one (its chips do not say "to move", its pits are not "playable" nor anyone's to play);
// and the review's best move is marked on the board too. In English and Arabic.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idle, openApp, pit, screenshot, screenshotOf, setSpeed, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 900 } });
const session = useFreshPage(env);

/** The words each language uses (from www/i18n/): the chips' "to move", and a pit's "playable" and "yours". */
const WORDS = {
  en: { toMove: 'to move', past: 'played next', playable: 'playable', yours: 'yours', bestHere: 'the best move here' },
  ar: { toMove: 'دوره', past: 'لعب النقلة التالية', playable: 'يمكن لعبها', yours: 'لك', bestHere: 'أفضل نقلة هنا' },
};

const listedRows = (page) => page.locator('#move-list > li:not(.empty)').count();
const recordShown = (page) => page.locator('#record').textContent();
const busy = (page) => page.evaluate(() => window.__mancala.busy());

/** The turn words on the chips ('' for a chip without). */
const chipTurns = (page) => page.$$eval('#players .player', (chips) => chips.map((c) => c.querySelector('.turn')?.textContent ?? ''));

/** The parts of each pit button's accessible name (split at the list's commas, without the bidi isolates). */
const pitNameParts = (page) =>
  page
    .locator('#pit-layer .pit')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label').replace(/[\u2066-\u2069]/g, '').split(/[,،]\s*/)));

for (const lang of ['en', 'ar']) {
  const words = WORDS[lang];

  test(`${lang}: the move list and the record take a move once its sowing has been drawn, paused and stepped too`, async () => {
    const { page } = session;
    // South's p0 is played; North's p6 then relays for 7 laps, capturing on the way.
    await openApp(page, `${env.server.url}index.html?record=ba2~a&seats=human,human&lang=${lang}`);
    await setSpeed(page, 'normal');
    assert.equal(await listedRows(page), 1);
    assert.equal(await recordShown(page), 'ba2~a');
    await pit(page, 6).click();
    // Well into the relay, seeds captured and drawn in a store.
    await page.waitForFunction(() => window.__mancala.busy() && window.__mancala.drawn().captured.some((n) => n > 0), null, { timeout: 30_000 });
    assert.equal((await state(page)).plies.length, 2, 'the game has the move');
    assert.equal(await listedRows(page), 1, 'the list has not: it is still being sown');
    assert.equal(await recordShown(page), 'ba2~a', 'nor has the record shown');
    await page.locator('#btn-pause').click();
    await page.waitForTimeout(300);
    assert.ok(await busy(page));
    assert.equal(await listedRows(page), 1, 'paused: the move is not over');
    assert.equal(await recordShown(page), 'ba2~a');
    await screenshot(page, `text-in-step-paused-${lang}`);
    // Stepped, lap by lap, to the end of the move: it is listed once the sowing is over.
    for (let k = 0; k < 20 && (await busy(page)); k += 1) {
      assert.equal(await listedRows(page), 1, `stepped ${k} laps: not listed yet`);
      await page.locator('#btn-step-lap').click();
    }
    await idle(page);
    assert.equal(await listedRows(page), 2);
    assert.equal(await recordShown(page), 'ba2~ag');
    assert.match(await page.locator('#move-list > li').last().textContent(), /p6/);
  });

  test(`${lang}: a match's round row has the swatch of the player who takes the pits`, async () => {
    const { page } = session;
    // BA-5's position in a match: North's p8 ends round 1; South (the winner) takes p9, North starts round 2.
    const record = 'ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i.J';
    await openApp(page, `${env.server.url}index.html?record=${encodeURIComponent(record)}&seats=human,human&lang=${lang}`);
    const s = await state(page);
    const round = s.plies[s.plies.length - 1];
    assert.equal(round.chooser, 0, 'South chose the pits');
    assert.notEqual(round.player, round.chooser, 'another player starts the round');
    const row = page.locator('#move-list > li.round').last();
    assert.match(await row.textContent(), /p9/);
    assert.deepEqual(await row.locator('.swatch').evaluate((sw) => [...sw.classList].filter((c) => /^swatch-\d$/.test(c))), ['swatch-0']);
    // The moves' rows have their mover's too.
    const movers = await page.$$eval('#move-list > li:not(.round) .swatch', (sws) => sws.map((sw) => sw.className.match(/swatch-(\d)/)[1]));
    assert.deepEqual(movers.map(Number), s.plies.filter((p) => p.hole !== null && p.hole !== undefined).map((p) => p.player));
    await screenshotOf(page.locator('.moves'), `text-in-step-round-${lang}-moves`);
  });

  test(`${lang}: an earlier position is said to be one: no chip "to move", no pit "playable" nor "yours"`, async () => {
    const { page } = session;
    await openApp(page, `${env.server.url}index.html?record=bk2~adbecf&seats=human,human&speed=instant&lang=${lang}`);
    // The game as it is: South to move, South's pits playable.
    assert.deepEqual(await chipTurns(page), [words.toMove, '']);
    assert.ok((await pitNameParts(page)).some((parts) => parts.includes(words.playable)));
    await page.locator('#move-list > li').nth(2).click();
    const turns = await chipTurns(page);
    assert.ok(!turns.includes(words.toMove), `chips: ${turns}`);
    assert.deepEqual(turns, ['', words.past], 'North played the next move from it');
    for (const parts of await pitNameParts(page)) {
      assert.ok(!parts.includes(words.playable), `not playable: ${parts}`);
      assert.ok(!parts.includes(words.yours), `nobody's to play: ${parts}`);
    }
    assert.equal(await page.locator('#pit-layer .pit.legal').count(), 0);
    await screenshot(page, `text-in-step-browse-${lang}`);
    // Back to the game: to move again.
    await page.keyboard.press('End');
    assert.deepEqual(await chipTurns(page), [words.toMove, '']);
    assert.ok((await pitNameParts(page)).some((parts) => parts.includes(words.playable)));
  });

  test(`${lang}: the review's best move is marked on the board as well as named`, { timeout: 120_000 }, async () => {
    const { page } = session;
    await openApp(page, `${env.server.url}index.html?record=bk2~adbecf&seats=human,human&speed=instant&lang=${lang}`);
    await page.locator('#btn-review').click();
    await page.locator('#review-chart circle').nth(6).waitFor({ timeout: 90_000 });
    await page.locator('#review-chart circle').nth(2).click();
    const status = await page.locator('#review-status').textContent();
    const named = [...status.matchAll(/h(\d+)/g)].map((m) => Number(m[1]));
    // The pit buttons say it, and the board draws it.
    const marked = await page.locator('#pit-layer .pit').evaluateAll((buttons) => buttons.flatMap((b, i) => (b.classList.contains('hint-best') ? [i] : [])));
    assert.ok(marked.length > 0, 'a best move is marked on the board');
    const marks = await page.evaluate(() => window.__mancala.marks());
    assert.deepEqual(marks.flatMap((m, i) => (m === 1 ? [i] : [])), marked);
    // Bakuk's holes are named h1.. from the mover's first hole (holeLabel); the status names the marked holes.
    const labels = await page.evaluate(async (holes) => {
      const { holeLabel } = await import('./www/i18n/messages.js');
      return holes.map((h) => holeLabel('bakuk', h));
    }, marked);
    assert.deepEqual(labels.map((l) => Number(l.slice(1))).sort(), named.sort(), `status: ${status}`);
    for (const hole of marked) assert.ok((await pit(page, hole).getAttribute('aria-label')).includes(words.bestHere));
    await screenshot(page, `text-in-step-review-best-${lang}`);
    // Another position from the move list: the marks were that one's only.
    await page.locator('#move-list > li').nth(4).click();
    assert.deepEqual(await page.evaluate(() => window.__mancala.marks().filter((m) => m)), []);
    await page.keyboard.press('End');
    assert.deepEqual(await page.evaluate(() => window.__mancala.marks().filter((m) => m)), []);
  });
}
