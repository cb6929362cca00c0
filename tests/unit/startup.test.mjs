// Start-up without a browser: what it does with a damaged save, a link
// the engine refuses, options it cannot use and characters that would turn a sentence around.
// The engine is stood in for by fakes that refuse as it does; tests/e2e/startup.test.mjs runs
// the same cases against the real one. Run with `node --test tests/unit/`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rulesHeader, sanitizeSettings } from '../../www/game/game-controller.js';
import { pageOptions, readOptions } from '../../www/game/params.js';
import { openStudy, problemText, shownCharacter } from '../../www/study/record-link.js';
import { checkSettings, restorePlan } from '../../www/page/storage.js';

/** Refuses as the bindings do: a first player that is not a whole number from 0 to 2. */
class FakeHandle {
  constructor(rules, first) {
    if (!Number.isInteger(first) || first < 0 || first > 2) {
      throw Object.assign(new Error('expected the first player, a whole number from 0 to 2'), { code: 'args.expected', params: {} });
    }
    this.rules = rules;
  }

  free() {}
}
const ENGINE = { GameHandle: FakeHandle, normalizeRules: (header) => header };
const PAGE = { sanitize: sanitizeSettings, header: rulesHeader, speeds: { normal: 1 } };
const plan = (settings) => restorePlan({ save: { settings, record: null, prefs: {} }, dropped: [] }, ENGINE, PAGE);

test('a saved first player of 1.5, 0.5 or ".5" is dropped with a notice, and the engine takes what is left', () => {
  for (const first of [1.5, 0.5, '.5', '1.5', '0.5', -1, 2, '01', '1e0', '', null, true, [1], {}]) {
    const p = plan({ game: 'bakuk', players: 2, first, seats: [{ kind: 'human' }, { kind: 'computer', level: 'expert' }] });
    assert.equal(p.settings.first, '0', JSON.stringify(first));
    assert.deepEqual(p.notes, [['save.dropped.someSettings', {}]], JSON.stringify(first));
    // The rest of the settings is kept: the computer still plays North.
    assert.deepEqual(p.settings.seats[1], { kind: 'computer', level: 'expert' });
    new FakeHandle(rulesHeader(p.settings), Number(p.settings.first));
  }
  for (const first of [0, 1, '0', '1', 'random']) {
    const p = plan({ game: 'bakuk', players: 2, first });
    assert.equal(p.settings.first, String(first), JSON.stringify(first));
    assert.deepEqual(p.notes, [], JSON.stringify(first));
  }
});

test('every saved number is checked as a whole number in its range', () => {
  assert.deepEqual(checkSettings({ players: 3, target: '11', first: 2 }), { settings: { players: 3, target: 11, first: '2' }, damaged: false });
  assert.deepEqual(checkSettings({ game: 'ba-awa' }), { settings: { game: 'ba-awa' }, damaged: false }, 'a missing field is not damage');
  for (const players of [2.5, 4, 1, '3.0', 'three', Infinity, NaN]) {
    const { settings, damaged } = checkSettings({ players });
    assert.ok(damaged && !('players' in settings), String(players));
  }
  for (const target of [10.5, 9, 13, '1e1', 1e21]) assert.ok(checkSettings({ target }).damaged, String(target));
  // The first player is checked against the number of players.
  assert.ok(checkSettings({ players: 2, first: 2 }).damaged);
  assert.ok(!checkSettings({ players: 3, first: 2 }).damaged);
});

test('settings the engine still refuses are dropped as a whole, with their one sentence', () => {
  const refusing = { GameHandle: FakeHandle, normalizeRules: () => { throw new Error('expected a rules header'); } };
  const warn = console.warn;
  console.warn = () => {};
  const p = restorePlan({ save: { settings: { game: 'bakuk' }, record: null, prefs: {} }, dropped: [] }, refusing, PAGE);
  console.warn = warn;
  assert.equal(p.settings, null);
  assert.deepEqual(p.notes, [['save.dropped.settings', {}]]);
});

test('the controls kept in view come back as saved; a list that does not read is dropped with a notice', () => {
  const withPrefs = (prefs) => restorePlan({ save: { settings: null, record: null, prefs }, dropped: [] }, ENGINE, PAGE);
  assert.deepEqual(withPrefs({ kept: ['btn-share', 'speed-group'] }).prefs, { kept: ['btn-share', 'speed-group'] });
  for (const kept of ['btn-share', [1], [null], {}]) {
    const p = withPrefs({ kept });
    assert.deepEqual(p.prefs, {}, JSON.stringify(kept));
    assert.deepEqual(p.notes, [['save.dropped.prefs', {}]], JSON.stringify(kept));
  }
});

test('a bidirectional control or an invisible character is quoted by its code, never as it is', () => {
  for (const [char, code] of [['\u202E', 'U+202E'], ['\u2066', 'U+2066'], ['\u200F', 'U+200F'], [' ', 'U+0020'], ['\u0301', 'U+0301'], ['\u0000', 'U+0000']]) {
    const text = shownCharacter(char);
    assert.equal(text, `the invisible character ${code}`);
    const notice = problemText('link.badRecord', { at: 5, found: char, ply: null, reason: { code: 'notation.moveLetter', params: {} } }, true);
    assert.ok(notice.includes(`(the invisible character ${code})`), notice);
    assert.doesNotMatch(notice, /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/, 'no bidi control in the sentence');
  }
  for (const char of ['z', 'é', 'ب', '1', '!', '😀']) assert.equal(shownCharacter(char), char);
});

/** A controller that records what it was given; its engine opens `opens` and refuses anything else. */
function fakeController(opens) {
  const controller = {
    adopted: null,
    engine: {
      GameHandle: {
        fromRecord(record) {
          if (!opens.includes(record)) throw Object.assign(new Error('refused'), { code: 'notation.moveLetter', params: {} });
          return { state: () => ({ rules: 'bk2', game: 'bakuk', players: 2, matchTarget: null, variants: [], plies: [], toMove: 0 }) };
        },
      },
    },
    adopt(handle, settings) {
      controller.adopted = { handle, settings };
    },
    emit() {},
    idleText: () => '',
  };
  return controller;
}

test('opening a link never throws: the longest part that opens is opened, or nothing is', () => {
  // The engine's answers for `bk2~.JJ` before the fix: the repeated pit, then the marker under it.
  const answers = {
    'bk2~.JJ': { at: 7, found: 'J', ply: null, reason: { code: 'notation.pitTwice', params: { pit: 'J' } } },
    'bk2~.J': { at: 5, found: '.', ply: 1, reason: { code: 'game.noNextRound', params: {} } },
  };
  const recordProblem = (record) => answers[record] ?? null;
  const controller = fakeController(['bk2~']);
  const opened = openStudy(controller, recordProblem, { kind: 'record', text: 'bk2~.JJ' });
  assert.equal(opened.opened, true);
  assert.ok(controller.adopted, 'the part before both faults is on the board');
  assert.match(opened.message, /could not be read to its end: at character 7/);

  // An engine that throws where it should answer, or opens nothing it said opens.
  const throwing = () => {
    throw new Error('a fault of the page');
  };
  const errors = [];
  const { error, warn } = console;
  console.error = (e) => errors.push(e);
  console.warn = () => {};
  try {
    const refused = openStudy(fakeController([]), throwing, { kind: 'record', text: 'bk2~a' });
    assert.deepEqual([refused.opened, refused.message], [false, 'The game in this link could not be opened (something went wrong inside the page). The board shows another game instead.']);
    const unopened = openStudy(fakeController([]), () => null, { kind: 'record', text: 'bk2~a' });
    assert.equal(unopened.opened, false);
    const part = openStudy(fakeController([]), recordProblem, { kind: 'record', text: 'bk2~.JJ' });
    assert.equal(part.opened, false);
    assert.match(part.message, /^The game in this link could not be opened: at character 7/, 'not "open at the position before it"');
  } finally {
    Object.assign(console, { error, warn });
  }
  assert.equal(errors.length, 3, 'each fault of the page is on the console');
});

test('options that cannot be used are named for the person, and a repeated one once', () => {
  const info = console.info;
  console.info = () => {};
  try {
    const get = (map) => (name) => map[name] ?? null;
    assert.deepEqual(readOptions(get({ game: 'bakuk', players: '2' })).ignored, []);
    assert.deepEqual(readOptions(get({ game: 'chess', players: '7', first: '1.5', 'kiosk-idle': '-1', lang: 'xx', speed: '' })).ignored, [
      'game',
      'players',
      'first',
      'kiosk-idle',
      'speed',
      'lang',
    ]);
    assert.deepEqual(pageOptions('?game=bakuk&game=chess&first=1&first=1').ignored, ['game', 'first']);
    assert.deepEqual(readOptions(get({ record: 'bk2~a', position: 'bk2_6.6.6.6.6.6_0.0_0' })).ignored, ['position'], 'the record is opened');
    assert.equal(pageOptions('?game=bakuk&game=chess').settings.game, 'bakuk', 'the first is used');
  } finally {
    console.info = info;
  }
});

test('kiosk-idle is taken to its bounds, and an option that is none is named with the known ones', () => {
  const info = console.info;
  const said = [];
  console.info = (text) => said.push(text);
  try {
    for (const [given, taken] of [['0.0000001', 5], ['1', 5], ['10', 10], ['90', 90], ['2147484', 2147483]]) {
      assert.equal(pageOptions(`?kiosk=1&kiosk-idle=${given}`).kioskIdle, taken, given);
    }
    assert.equal(pageOptions('?kiosk=1&kiosk-idle=ten').kioskIdle, 90, 'not a number: the default');
    said.length = 0;
    pageOptions('?kiosk_idle=20&game=bakuk&seat=human');
    assert.equal(said.length, 1, 'named once');
    assert.match(said[0], /unknown URL options kiosk_idle, seat .* known ones are game, players/);
  } finally {
    console.info = info;
  }
});

test('the saved switches are kept where they are true or false, and a damaged one is dropped with a notice', () => {
  const prefs = (saved) => restorePlan({ save: { settings: null, record: null, prefs: saved }, dropped: [] }, ENGINE, PAGE);
  const kept = prefs({ showCounts: false, showValues: true, sound: null });
  assert.deepEqual(kept.prefs, { showCounts: false, showValues: true });
  assert.deepEqual(kept.notes, []);
  const damaged = prefs({ showValues: 'yes' });
  assert.deepEqual(damaged.prefs, {});
  assert.deepEqual(damaged.notes, [['save.dropped.prefs', {}]]);
});
