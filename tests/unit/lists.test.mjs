// The messages whose parameters are lists, formatted by messages.js with Intl.ListFormat, in
// every language: each list type they ask for exists (review.best once asked for one the
// loader did not build, and the review threw), and every item reaches the text. A message not
// yet translated is left to catalogues.test.mjs, which names it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../www/i18n/languages.js';
import { laterWords, setLanguage, t } from '../../www/i18n/messages.js';

const LIST_MESSAGES = [
  ['review.best', { move: 2, holes: ['h1', 'h3', 'h5'] }, ['h1', 'h3', 'h5']],
  ['moves.roundTakes', { round: 2, player: 'South', pits: ['p6', 'p7'] }, ['p6', 'p7']],
  ['end.score', { parts: ['South 28', 'North 20'] }, ['South 28', 'North 20']],
  ['round.next', { parts: ['South 7', 'North 5'] }, ['South 7', 'North 5']],
  ['match.standing', { target: 10, parts: ['South 7', 'North 5'] }, ['South 7', 'North 5']],
];

for (const { code } of LANGUAGES) {
  test(`${code}: every list message formats its items`, async () => {
    await setLanguage(code);
    await laterWords();
    const catalogue = { ...(await import(`../../www/i18n/${code}.js`)).default, ...(await import(`../../www/i18n/${code}-later.js`)).default };
    for (const [key, params, items] of LIST_MESSAGES) {
      if (code !== 'en' && !Object.hasOwn(catalogue, key)) continue;
      const text = t(key, params);
      assert.notEqual(text, key, `${key} is in the ${code} catalogue`);
      for (const item of items) assert.ok(text.includes(item), `${code} ${key}: "${text}" names ${item}`);
    }
  });
}
