// The first-timer's how-to in the rules panel: five steps a game, each with a
// drawing named in words. Each drawing shows what the engine says of its position and move
// (checked here against the engine itself, through the page's bindings), and the step's
// point really happens in it. In English and Arabic at desktop, phone and kiosk sizes: the
// steps readable with a short scroll on a phone, the board drawn the same way right to left,
// axe finds nothing. Every language has every step and every drawing's name.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, collectErrors, launchBrowser, openApp, realErrors, screenshot, screenshotOf, useBrowser } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1280, height: 800 } });
const GAMES = ['bakuk', 'koumma', 'ba-awa'];
const LANGUAGES = ['en', 'fr', 'pt', 'ca', 'vi', 'ar', 'ur'];

/**
 * What each step's move must show, by game, as a test of the engine's answer (the position and
 * the move, the trace, the state after): the point the step's sentence makes.
 */
const POINTS = {
  bakuk: [
    ({ move, after }) => move === null && after.board.every((n) => n === 6),
    ({ trace }) => drops(trace).length >= 2 && captures(trace).length === 0,
    ({ trace }) => captures(trace).map((c) => `${c.reason} ${c.seeds}`).join() === 'last-seed 2',
    ({ trace }) => captures(trace)[0]?.reason === 'last-seed' && captures(trace).filter((c) => c.reason === 'chain').length >= 1 && captures(trace).every((c) => c.seeds === 2 || c.seeds === 4),
    ({ after }) => after.status === 'over' && after.endReason !== null && after.winner === 0,
  ],
  koumma: [
    ({ move, after }) => move === null && after.board.every((n) => n === 6),
    // The first seed goes back into the emptied hole, the rest from the next one.
    ({ move, trace }) => drops(trace)[0] === move && drops(trace)[1] === move + 1 && captures(trace).length === 0,
    // Koumma's own capture: a 6, then a chain.
    ({ trace }) => captures(trace)[0]?.reason === 'last-seed' && captures(trace)[0].seeds === 6 && captures(trace)[1]?.reason === 'chain',
    // A single seed moves on to the next hole.
    ({ move, trace }) => trace[0].kind === 'lift' && trace[0].seeds === 1 && drops(trace).join() === String(move + 1),
    ({ after }) => after.status === 'over' && after.winner === 0,
  ],
  'ba-awa': [
    ({ move, after }) => move === null && after.board.every((n) => n === 4),
    // One lap that ends in an empty pit.
    ({ trace, after }) => !trace.some((e) => e.kind === 'relay') && after.board[drops(trace).at(-1)] === 1 && captures(trace).length === 0,
    // A relay: the last seed in a pit with seeds lifts them, and a later lap ends in an empty pit.
    ({ trace, after }) => trace.some((e) => e.kind === 'relay') && after.board[drops(trace).at(-1)] === 1,
    // A four made in passing goes to the pit's owner (the other player), the last seed's four to the mover.
    ({ trace }) => captures(trace).some((c) => c.reason === 'in-passing' && c.by === 1) && captures(trace).some((c) => c.reason === 'last-seed' && c.by === 0),
    // The last seeds go to the round's first player, and the round is over.
    ({ trace, after }) => after.status !== 'playing' && trace.some((e) => e.kind === 'award' && e.to === 0),
  ],
};
const drops = (trace) => trace.filter((e) => e.kind === 'drop').map((e) => e.hole);
const captures = (trace) => trace.filter((e) => e.kind === 'capture');

/** Opens the rules of `game` in `lang` (`query` more options) and waits for the drawings. */
async function openRules(page, lang, game, query = '') {
  await openApp(page, `${env.server.url}?lang=${lang}&game=${game}${query}`);
  // On a phone the rules are in the More sheet.
  if (await page.locator('#btn-rules').isHidden()) await page.locator('#btn-more').click();
  await page.locator('#btn-rules').click();
  await page.locator('#rules-dialog[open] #rules-howto li svg').first().waitFor();
}

/** What the page shows of the how-to: each step's text, drawing's name and counts. */
function shown(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#rules-howto li')].map((li) => {
      const svg = li.querySelector('svg');
      return {
        text: li.querySelector('p')?.textContent ?? '',
        drawings: li.querySelectorAll('svg').length,
        role: svg?.getAttribute('role'),
        label: svg?.getAttribute('aria-label') ?? '',
        title: svg?.querySelector('title')?.textContent ?? '',
        holes: [...(svg?.querySelectorAll('[data-hole]') ?? [])].map((t) => ({ hole: Number(t.dataset.hole), n: Number(t.textContent), won: t.classList.contains('howto-won-count') })),
        stores: [...(svg?.querySelectorAll('[data-store]') ?? [])].map((t) => Number(t.textContent)),
      };
    }),
  );
}

/** The engine's answer for every step of `game`: each step's position played through the page's bindings. */
function engineSteps(page, game) {
  return page.evaluate(async (g) => {
    const engine = await import('/pkg/mancala-web.js');
    const { STEPS } = await import('/www/study/howto.js');
    return STEPS[g].map((step) => {
      const handle = step.start ? new engine.GameHandle(step.start, 0) : engine.GameHandle.fromRecord(`${step.position}~`);
      const before = handle.view();
      const trace = step.move === undefined ? [] : handle.play(step.move);
      const after = handle.view();
      handle.free();
      return { before, after, trace, move: step.move ?? null };
    });
  }, game);
}

test('each drawing shows what the engine says of its position and move, and the step’s point happens in it', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  for (const game of GAMES) {
    await openRules(page, 'en', game);
    const steps = await shown(page);
    const engine = await engineSteps(page, game);
    assert.equal(steps.length, 5, `${game}: five steps`);
    engine.forEach((answer, i) => {
      assert.ok(POINTS[game][i](answer), `${game} step ${i + 1}: the engine's move shows the step's point (${JSON.stringify(answer.trace)})`);
      const won = new Map();
      for (const e of answer.trace) if (e.kind === 'capture' || e.kind === 'award') won.set(e.hole, (won.get(e.hole) ?? 0) + e.seeds);
      const expected = answer.after.board.map((n, hole) => ({ hole, n: won.has(hole) ? won.get(hole) : n, won: won.has(hole) }));
      assert.deepEqual(steps[i].holes, expected, `${game} step ${i + 1}: each hole's seeds (a captured hole's: the seeds taken)`);
      for (const hole of won.keys()) assert.equal(answer.after.board[hole], 0, `${game} step ${i + 1}: hole ${hole} is empty once taken`);
      assert.deepEqual(steps[i].stores, answer.after.captured, `${game} step ${i + 1}: the stores`);
    });
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the how-to says which game its drawings show and how the game on the board differs, as the engine describes both; its rows are named as drawn', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  await openRules(page, 'en', 'koumma', '&record=km3su~');
  const note = page.locator('#rules-howto-note');
  assert.match(await note.locator('p').first().textContent(), /two-player game \(km2\)\. The standard rules, no variants\./);
  assert.match(await note.locator('p').nth(1).textContent(), /\(km3su\) differs from them/);
  const differences = await note.locator('li').allTextContents();
  const expected = await page.evaluate(async () => {
    const { describeRules } = await import('/pkg/mancala-web.js');
    return describeRules('km3su');
  });
  assert.equal(differences.length, expected.variants.length + 1, `each variant and three players: ${differences.join(' / ')}`);
  assert.ok(differences.includes('Three players.'));
  // The rows as the drawing has them: South's (the player's) below, whichever way the board is turned.
  const first = (await shown(page))[0];
  assert.match(first.text, /your row is the lower one/);
  const rowsY = await page.evaluate(() => {
    const svg = document.querySelector('#rules-howto li svg');
    const y = (hole) => Number(svg.querySelector(`[data-hole="${hole}"]`).getAttribute('y'));
    return { south: y(0), north: y(3) };
  });
  assert.ok(rowsY.south > rowsY.north, 'South\'s row is drawn below');
  await openRules(page, 'en', 'koumma');
  assert.match(await note.locator('p').nth(1).textContent(), /\(km2\) is played the same way/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('every language: five steps a game, each with its sentence and a drawing named in that language', async () => {
  const page = await env.browser.context.newPage();
  const errors = collectErrors(page);
  const english = {};
  for (const lang of LANGUAGES) {
    for (const game of GAMES) {
      await openRules(page, lang, game);
      const steps = await shown(page);
      assert.equal(steps.length, 5, `${lang} ${game}: five steps`);
      for (const [i, step] of steps.entries()) {
        assert.ok(step.text.length > 20, `${lang} ${game} step ${i + 1}: a sentence`);
        assert.equal(step.drawings, 1, `${lang} ${game} step ${i + 1}: one drawing`);
        assert.equal(step.role, 'img');
        assert.ok(step.label.length > 20 && step.label === step.title, `${lang} ${game} step ${i + 1}: named, with the same title`);
      }
      if (lang === 'en') english[game] = steps;
      else steps.forEach((s, i) => assert.ok(s.text !== english[game][i].text && s.label !== english[game][i].label, `${lang} ${game} step ${i + 1}: translated`));
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, query: '' },
  { name: 'phone', viewport: { width: 360, height: 640 }, query: '', touch: true },
  { name: 'kiosk', viewport: { width: 1920, height: 1080 }, query: '&kiosk=1&kiosk-idle=600', touch: true },
];

for (const size of SIZES) {
  test(`${size.name} (${size.viewport.width}x${size.viewport.height}), English and Arabic: five steps, five drawings beside or above their sentences, the same board right to left, axe finds nothing`, async () => {
    const own = await launchBrowser({ viewport: size.viewport, hasTouch: !!size.touch });
    try {
      const page = await own.context.newPage();
      const errors = collectErrors(page);
      for (const lang of ['en', 'ar']) {
        for (const game of ['bakuk', 'ba-awa']) {
          await openRules(page, lang, game, size.query);
          const layout = await page.evaluate(() => {
            const dialog = document.getElementById('rules-dialog');
            const box = dialog.getBoundingClientRect();
            const items = [...dialog.querySelectorAll('#rules-howto li')];
            const list = dialog.querySelector('#rules-howto').getBoundingClientRect();
            return {
              dir: getComputedStyle(dialog.querySelector('#rules-howto p')).direction,
              steps: items.length,
              drawings: dialog.querySelectorAll('#rules-howto svg[role="img"][aria-label]').length,
              listHeight: list.height,
              overflowing: items.flatMap((li) => [...li.querySelectorAll('svg, p')]).filter((n) => {
                const r = n.getBoundingClientRect();
                return r.left < box.left - 0.5 || r.right > box.right + 0.5;
              }).length,
              tallest: Math.max(...items.map((li) => li.querySelector('svg').getBoundingClientRect().height)),
              // Where the drawing is to its sentence's first line: at the line's start (left, or right in Arabic), or above it.
              sides: items.map((li) => {
                const range = document.createRange();
                range.selectNodeContents(li.querySelector('p'));
                const [svg, p] = [li.querySelector('svg').getBoundingClientRect(), range.getClientRects()[0]];
                if (svg.bottom <= p.top + 1) return 'above';
                return svg.right <= p.left + 1 ? 'left' : svg.left >= p.right - 1 ? 'right' : 'overlapping';
              }),
              // The board is the same: South's first hole to the left of its second.
              sameBoard: items.every((li) => li.querySelector('[data-hole="0"]').getBoundingClientRect().left < li.querySelector('[data-hole="1"]').getBoundingClientRect().left),
            };
          });
          const where = `${size.name} ${lang} ${game}`;
          assert.equal(layout.steps, 5, `${where}: five steps`);
          assert.equal(layout.drawings, 5, `${where}: five named drawings`);
          assert.equal(layout.overflowing, 0, `${where}: nothing out of the dialog`);
          assert.equal(layout.dir, lang === 'ar' ? 'rtl' : 'ltr');
          assert.ok(layout.sameBoard, `${where}: the board drawn the same way`);
          const start = lang === 'ar' ? 'right' : 'left';
          assert.deepEqual(layout.sides.filter((s) => s !== start && s !== 'above'), [], `${where}: each drawing at its sentence's start or above it (${layout.sides})`);
          if (size.name !== 'phone') assert.deepEqual(layout.sides.filter((s) => s !== start), [], `${where}: drawings beside their sentences`);
          // A phone: the five steps in under two and a half screens, the drawings small.
          if (size.name === 'phone') {
            assert.ok(layout.listHeight <= 2.5 * size.viewport.height, `${where}: the steps take ${Math.round(layout.listHeight)} px`);
            assert.ok(layout.tallest <= 110, `${where}: a drawing ${Math.round(layout.tallest)} px high`);
          }
          console.log(`${where}: the steps ${Math.round(layout.listHeight)} px high, drawings up to ${Math.round(layout.tallest)} px, ${layout.sides.join(' ')}`);
          assert.deepEqual(await axeViolations(page), [], `${where}: axe on the open rules`);
          await screenshot(page, `howto-${size.name}-${lang}-${game}`);
          // The whole how-to, past the dialog's scroll, to look at.
          await screenshotOf(page.locator('#rules-howto'), `howto-steps-${size.name}-${lang}-${game}`);
        }
      }
      assert.deepEqual(realErrors(errors), [], 'no errors (axe’s own inline styles aside)');
    } finally {
      await own.close();
    }
  });
}
