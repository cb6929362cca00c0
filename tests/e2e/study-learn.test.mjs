// Learn mode: every lesson completed by a scripted learner who tries
// one wrong move first (and gets a hint), then the right one (the worked
// example's own move where it answers the question); progress remembered
// across a reload; the game on the board comes back after.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { LESSONS } from '../../www/study/lessons-data.js';
import { ROOT, idle, openApp, pit, screenshot, setSpeed, state, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser({ viewport: { width: 1024, height: 1000 } });
const session = useFreshPage(env);

/** The worked examples of the rules, by id. */
async function vectors() {
  const byId = new Map();
  for (const file of ['bakuk', 'koumma', 'ba-awa', 'match']) {
    const list = JSON.parse(await readFile(join(ROOT, 'crates/rules/tests/vectors', `${file}.json`), 'utf8'));
    for (const v of list) byId.set(v.id, v);
  }
  return byId;
}

/** The legal moves of the lesson's position that reach its goal and that do not, by the engine's traces. */
function movesOf(page, lesson) {
  return page.evaluate(async (l) => {
    const { GameHandle } = await import('./pkg/mancala-web.js');
    const { reached } = await import('./www/study/lessons-data.js');
    const s = GameHandle.fromRecord(`${l.position}~`).state();
    if (l.goal === 'choice') return { right: s.next.choosable, wrong: s.board.map((_, i) => i).filter((i) => !s.next.choosable.includes(i)), board: s.board };
    const right = [];
    const wrong = [];
    for (const hole of s.legal) {
      const events = GameHandle.fromRecord(`${l.position}~`).play(hole);
      (reached(l.goal, events, s.toMove) ? right : wrong).push(hole);
    }
    return { right, wrong, board: s.board };
  }, lesson);
}

/** Text without the isolation marks around placeholders. */
const plain = (text) => text.replace(/[\u2068\u2069]/g, '');

test('each lesson: a wrong try gets a hint, the right move is sown and explained, progress is remembered', async () => {
  const { page } = session;
  const examples = await vectors();
  await openApp(page, `${env.server.url}index.html?record=bk2~ad&seats=human,human`);
  await setSpeed(page, 'instant');
  await pit(page, 1).click();
  await idle(page);
  const before = (await state(page)).record;
  await page.locator('#btn-learn').click();
  assert.match(await page.locator('#learn-progress').textContent(), /^0 of 10 lessons done/);
  await screenshot(page, 'study-learn-list');
  for (const lesson of LESSONS) {
    await page.locator(`#learn-panel button[data-lesson="${lesson.id}"]`).click();
    await page.locator('#learn-question').waitFor();
    const s = await state(page);
    assert.ok(s.record.startsWith(lesson.position) && s.plies.length === 0, `${lesson.id}: the example's position is on the board`);
    const { right, wrong } = await movesOf(page, lesson);
    assert.ok(right.length > 0 && wrong.length > 0, `${lesson.id}: a question with right and wrong answers`);
    const example = examples.get(lesson.vector);
    assert.ok(example, `${lesson.id}: its worked example ${lesson.vector} exists`);
    const answer = right.includes(example.move) ? example.move : right[0];
    // One wrong try: a hint, and (when the move was sown) a fresh start.
    await pit(page, wrong[0]).click();
    await page.locator('#learn-feedback.wrong').waitFor();
    assert.match(await page.locator('#learn-feedback').textContent(), /Hint:/, `${lesson.id}: a hint after a wrong try`);
    // Whole sentences, a paragraph each (never glued in code): why it is wrong, then the hint.
    const wrongWords = (await page.locator('#learn-feedback > p').allTextContents()).map(plain);
    assert.match(wrongWords[wrongWords.length - 1], /^Hint:/, `${lesson.id}: the hint is its own paragraph: ${wrongWords.join(' | ')}`);
    assert.ok(wrongWords.length >= 2, `${lesson.id}: why (what was played and what it missed, or why it cannot be), then the hint`);
    for (const words of wrongWords.slice(0, -1)) assert.doesNotMatch(words, /Hint:/);
    if (await page.locator('#btn-learn-retry').count()) assert.match(wrongWords[0], /^(South|North) played [hp]\d+\.$/u, `${lesson.id}: what was played, on its own`);
    if (lesson.id === 'bk-chain') await screenshot(page, 'study-learn-wrong');
    if (await page.locator('#btn-learn-retry').count()) {
      await idle(page);
      await page.locator('#btn-learn-retry').click();
      assert.equal((await state(page)).plies.length, 0, `${lesson.id}: back to the question`);
    }
    await pit(page, answer).click();
    await page.locator('#learn-feedback.right').waitFor();
    assert.match(await page.locator('#learn-feedback').textContent(), /Right:/);
    const rightWords = (await page.locator('#learn-feedback > p').allTextContents()).map(plain);
    assert.equal(rightWords.length, 2, `${lesson.id}: what was played, then why it is right: ${rightWords.join(' | ')}`);
    assert.match(rightWords[0], /^((South|North) played [hp]\d+|You chose [hp]\d+)\.$/u);
    assert.match(rightWords[1], /^Right:/);
    await idle(page);
    if (lesson.id === 'ba-lap-end') await screenshot(page, 'study-learn-right');
    assert.ok((await state(page)).plies.length >= 1, `${lesson.id}: the answer was played on the board`);
    await page.locator('#btn-learn-list').click();
  }
  assert.match(await page.locator('#learn-progress').textContent(), /^10 of 10 lessons done/);
  await page.locator('#btn-learn-leave').click();
  // The game comes back from the player's games (its redo too), as soon as this tab has it again.
  await page.waitForFunction((record) => window.__mancala.state().record === record, before);
  // Remembered after a reload.
  await openApp(page, env.server.url);
  await page.locator('#btn-learn').click();
  assert.match(await page.locator('#learn-progress').textContent(), /^10 of 10 lessons done/);
  assert.equal(await page.locator('#learn-panel li.done').count(), LESSONS.length);
  assert.ok(await page.locator('#end-dialog').evaluate((d) => !d.open), 'no game-over dialog over a lesson');
});
