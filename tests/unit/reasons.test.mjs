// The engine's reasons (crates/web/src/reason.rs), without a browser: every code
// the bindings can give, as listed in CODES there, is worded in every catalogue
// with exactly its parameters, and reasonText fills them in every language with
// nothing left over; an error without a code gets the general clause.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LANGUAGES } from '../../www/i18n/languages.js';
import { reasonText } from '../../www/i18n/reasons.js';
import { setLanguage } from '../../www/i18n/messages.js';

const RUST = readFileSync(new URL('../../crates/web/src/reason.rs', import.meta.url), 'utf8');

/** CODES of reason.rs: code -> parameter names. */
function rustCodes() {
  const list = RUST.slice(RUST.indexOf('pub const CODES'), RUST.indexOf('];', RUST.indexOf('pub const CODES')));
  const codes = new Map();
  for (const [, code, params] of list.matchAll(/\("([\w.]+)", &\[([^\]]*)\]\)/g)) {
    codes.set(code, [...params.matchAll(/"(\w+)"/g)].map((m) => m[1]).sort());
  }
  return codes;
}

const CODES = rustCodes();

/** The names a message reads: its placeholders and the parameters its choices go by. */
function names(entry, into = new Set()) {
  if (typeof entry === 'string') for (const [, name] of entry.matchAll(/\{(\w+)\}/g)) into.add(name);
  else if (Array.isArray(entry)) entry.forEach((e) => names(e, into));
  else
    for (const [k, v] of Object.entries(entry)) {
      if (k === 'plural' || k === 'select') into.add(v);
      else names(v, into);
    }
  return into;
}

/** A value for each parameter, as the bindings give them. */
const SAMPLE = { letter: 's', home: 'three', letters: ['n', 'r'], char: '_', min: 0, max: 48, pit: 7, expected: 6, found: 5, end: 'decided' };

test('reason.rs lists its codes (the list this test reads is there)', () => {
  assert.ok(CODES.size >= 40, `only ${CODES.size} codes read from reason.rs`);
  assert.deepEqual(CODES.get('setup.seedTotal'), ['found', 'max']);
  assert.deepEqual(CODES.get('notation.foreignOption'), ['home', 'letter']);
  // Every code that reason.rs writes in a Reason::new is in the list.
  for (const [, code] of RUST.matchAll(/Reason::new\("([\w.]+)"\)/g)) assert.ok(CODES.has(code), code);
});

for (const { code: lang } of LANGUAGES) {
  test(`${lang}: every engine reason is worded, with exactly its parameters, and nothing else`, async () => {
    const catalogue = (await import(`../../www/i18n/${lang}.js`)).default;
    const problems = [];
    for (const [code, params] of CODES) {
      const entry = catalogue[`reason.${code}`];
      if (entry === undefined) problems.push(`${code}: no message`);
      else if ([...names(entry)].sort().join() !== params.join()) problems.push(`${code}: reads ${[...names(entry)].sort()} but the engine gives ${params}`);
    }
    for (const key of Object.keys(catalogue)) {
      if (key.startsWith('reason.') && key !== 'reason.unknown' && !CODES.has(key.slice(7))) problems.push(`${key}: no such code`);
    }
    if (typeof catalogue['reason.unknown'] !== 'string') problems.push('reason.unknown: no message');
    assert.deepEqual(problems, []);

    await setLanguage(lang);
    for (const [code, params] of CODES) {
      const text = reasonText({ code, params: Object.fromEntries(params.map((p) => [p, SAMPLE[p]])), message: 'English for developers' });
      assert.ok(text && !/[{}]/.test(text) && !text.includes('reason.'), `${code}: “${text}”`);
      assert.ok(!text.includes('English for developers'), code);
    }
    // A pit is named as the language names Ba-awa pits; letters are alternatives.
    assert.match(reasonText({ code: 'choice.notOpponentRow', params: { pit: 7 } }), /p7/);
    const errors = [];
    const warn = console.warn;
    console.warn = (...args) => errors.push(args);
    try {
      // Not an engine reason (a browser's error, a code this page does not know): the general clause.
      assert.equal(reasonText(new Error('Unexpected token } in JSON')), catalogue['reason.unknown']);
      assert.equal(reasonText({ code: 'no.such', params: {} }), catalogue['reason.unknown']);
    } finally {
      console.warn = warn;
    }
    assert.equal(errors.length, 2);
  });
}
