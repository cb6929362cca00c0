// The URL handling of shared games (www/study/record-link.js, www/game/params.js): what a
// pasted text or a link holds, the Share link, settings from the engine's state.
// Run with `node --test tests/unit/`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { knowRules } from '../../www/game/game-controller.js';
import { readOptions, pageOptions, switchAsked } from '../../www/game/params.js';
import { playablePart, problemText, readStudyText, recordFileName, settingsForState, shareLink } from '../../www/study/record-link.js';

const HUMANS = [
  { kind: 'human', level: 'intermediate' },
  { kind: 'human', level: 'intermediate' },
  { kind: 'human', level: 'intermediate' },
];

test('a record, a position and a link are told apart; white space is dropped', () => {
  assert.deepEqual(readStudyText(' bk2~adb\n'), { kind: 'record', text: 'bk2~adb', seats: null });
  assert.deepEqual(readStudyText('ba2m10~aeg.\nGH'), { kind: 'record', text: 'ba2m10~aeg.GH', seats: null });
  assert.deepEqual(readStudyText('bk2_6.6.6.6.6.6_0.0_0'), { kind: 'position', text: 'bk2_6.6.6.6.6.6_0.0_0', seats: null });
  assert.deepEqual(readStudyText('https://example.org/mancala/?record=km2u~ab&seats=human,expert'), {
    kind: 'record',
    text: 'km2u~ab',
    seats: 'human,expert',
  });
  assert.deepEqual(readStudyText('http://x/?position=bk2_6.6.6.6.6.6_0.0_1'), { kind: 'position', text: 'bk2_6.6.6.6.6.6_0.0_1', seats: null });
  assert.equal(readStudyText('   '), null);
  assert.equal(readStudyText('https://example.org/?game=bakuk'), null, 'a link with no game in it');
});

test('the share link holds the record, readable, and the seats, nothing else', () => {
  const settings = { seats: [HUMANS[0], { kind: 'computer', level: 'expert' }, HUMANS[2]] };
  const link = shareLink('https://example.org/mancala/index.html?game=ba-awa&lang=en#top', 'ba2m10@1~aeg.GH', settings, 2);
  assert.equal(link, 'https://example.org/mancala/index.html?record=ba2m10@1~aeg.GH&seats=human,expert');
  // Read back by the page's own parameter reader.
  const o = pageOptions(new URL(link).search);
  assert.equal(o.record, 'ba2m10@1~aeg.GH');
  assert.deepEqual(o.settings.seats.slice(0, 2), settings.seats.slice(0, 2));
  // A record with characters the notation never has is percent-encoded, not broken.
  const odd = shareLink('https://example.org/', 'bk2~a&b', { seats: HUMANS }, 2);
  assert.equal(new URL(odd).searchParams.get('record'), 'bk2~a&b');
});

test('record and position parameters and attributes are read as given', () => {
  const get = (map) => (name) => map[name] ?? null;
  assert.equal(readOptions(get({ record: ' bk2~ab ' })).record, 'bk2~ab');
  assert.equal(readOptions(get({ position: 'bk2_6.6.6.6.6.6_0.0_0' })).position, 'bk2_6.6.6.6.6.6_0.0_0');
  assert.equal(readOptions(get({ record: 'bk2~', position: 'x' })).position, null, 'a record wins over a position');
  assert.equal(readOptions(get({})).record, null);
});

test('settings follow the engine’s canonical rules header and who moved first', () => {
  // The engine's description of the two headers' games (describeRules' options), as the page gives it once loaded.
  knowRules((header) => ({ options: { km3: ['b', 'o', 's', 'u', 'd'], ba2: [] }[header] }));
  const state = { rules: 'km3bsu', game: 'koumma', players: 3, matchTarget: null, variants: ['b', 's', 'u'], plies: [{ player: 2 }], toMove: 0 };
  const s = settingsForState(state, HUMANS);
  assert.deepEqual(s.variants, { b: true, o: false, d: false, s: true, u: true });
  assert.equal(s.first, '2');
  assert.equal(s.mode, 'single');
  const match = settingsForState({ rules: 'ba2m11', game: 'ba-awa', players: 2, matchTarget: 11, variants: [], plies: [], toMove: 1 });
  assert.equal(match.mode, 'match');
  assert.equal(match.target, 11);
  assert.equal(match.first, '1');
  assert.equal(match.seats[1].kind, 'human');
  knowRules(null);
});

test('a problem is worded with its place, and a bad move keeps the moves before it', () => {
  // The reason is the engine's code, worded by the catalogue (its English message is not shown).
  const badChar = { at: 5, found: 'z', ply: null, reason: { code: 'notation.moveLetter', params: {}, message: 'expected a move letter' } };
  assert.match(problemText('link.badRecord', badChar), /at character 5 \(z\), a move was expected \(a letter from a to l/);
  assert.equal(playablePart('bk2~z', badChar), 'bk2~', 'a stray character among the moves: the moves before it open');
  assert.match(problemText('link.badRecord', badChar, true), /could not be read to its end: at character 5 \(z\).*open at the position before it/);
  assert.equal(playablePart('bkz~', { at: 3, found: 'z', ply: null, reason: { code: 'notation.players', params: {} } }), null, 'a fault in the start: nothing opens');
  assert.equal(playablePart('bk2', { at: 4, found: null, ply: null, reason: { code: 'notation.separator', params: { char: '~' } } }), null);
  const badMove = { at: 7, found: 'a', ply: 3, reason: { code: 'move.empty', params: {}, message: 'expected a hole with seeds' } };
  assert.match(problemText('link.badRecord', badMove), /^Move 3 of the game in this link \(a\) cannot be played: that hole is empty/);
  assert.equal(playablePart('bk2~adaa', badMove), 'bk2~ad');
  assert.match(problemText('link.badRecord', { at: 4, found: null, ply: null, reason: { code: 'notation.separator', params: { char: '~' } } }), /\(the end\)/);
});

test('a downloaded record is named after the game and the day', () => {
  assert.equal(recordFileName('ba-awa', new Date('2026-12-01T10:00:00Z')), 'ba-awa-2026-12-01.txt');
});

test('the sound option reads the same on the page and the element', () => {
  for (const on of ['on', '1', '']) assert.equal(switchAsked(on), true, on);
  for (const off of ['off', '0']) assert.equal(switchAsked(off), false, off);
  for (const unknown of [null, undefined, 'yes', 'ON', ' on']) assert.equal(switchAsked(unknown), null, String(unknown));
});
