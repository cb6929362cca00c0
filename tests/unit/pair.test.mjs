// The protocol of a game on two devices (www/pair/pair.js), without a browser:
// the SDP cut down and built again, the codes (deflate + base64url), the checks on
// invitations, answers and messages, and the ICE servers read from a text. The
// checks that need the engine (a friend's move) are in tests/e2e/pair.test.mjs.
// Run with `node --test tests/unit/`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CodeError,
  VERSION,
  codeIn,
  codeLink,
  compactSdp,
  decodeCode,
  encodeCode,
  expandSdp,
  isPairingId,
  makeAnswer,
  makeInvitation,
  makeShortInvitation,
  message,
  newPairingId,
  readCode,
  readMessage,
} from '../../www/pair/pair.js';
import { maskPasswords, pageOptions, readIceServers, readOptions } from '../../www/game/params.js';

// An offer as Chromium 140 gathers it on a machine with two interfaces (host names hidden by mDNS),
// with a STUN server's reflexive candidate and a TCP candidate, which is left out.
const OFFER = [
  'v=0',
  'o=- 8711021786990019211 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:3100390509 1 udp 2113937151 6d5bac5a-714b-4e86-afed-bfe3b7ffd0fe.local 60978 typ host generation 0 network-cost 999',
  'a=candidate:1940583821 1 udp 2113942271 9a0a7408-43af-4112-8c76-fc89898205fe.local 35507 typ host generation 0 network-cost 999',
  'a=candidate:842163049 1 udp 1677729535 203.0.113.7 49152 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999',
  'a=candidate:4 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0',
  'a=ice-ufrag:dG8M',
  'a=ice-pwd:o+M4T57EQJsGCnTKVRqjryy4',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 6C:A9:63:27:AE:90:7D:2F:54:77:CD:73:83:A2:37:4F:34:E0:19:9B:F5:64:99:44:FD:6D:F1:B4:F1:35:E0:54',
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

test('the SDP keeps the credentials, the fingerprint and the UDP candidates, and is built again', () => {
  const compact = compactSdp(OFFER);
  assert.deepEqual(compact, {
    u: 'dG8M',
    p: 'o+M4T57EQJsGCnTKVRqjryy4',
    f: 'bKljJ66QfS9Ud81zg6I3TzTgGZv1ZJlE_W3xtPE14FQ',
    c: [
      ['h', '6d5bac5a-714b-4e86-afed-bfe3b7ffd0fe.local', 60978],
      ['h', '9a0a7408-43af-4112-8c76-fc89898205fe.local', 35507],
      ['s', '203.0.113.7', 49152],
    ],
  });
  const offer = expandSdp(compact, 'offer');
  assert.match(offer, /^a=ice-ufrag:dG8M\r$/m);
  assert.match(offer, /^a=ice-pwd:o\+M4T57EQJsGCnTKVRqjryy4\r$/m);
  assert.match(offer, /^a=fingerprint:sha-256 6C:A9:63:27:AE:90:7D:2F:54:77:CD:73:83:A2:37:4F:34:E0:19:9B:F5:64:99:44:FD:6D:F1:B4:F1:35:E0:54\r$/m);
  assert.match(offer, /^a=setup:actpass\r$/m);
  assert.match(offer, /^a=candidate:\d+ 1 udp \d+ 203\.0\.113\.7 49152 typ srflx raddr 0\.0\.0\.0 rport 0\r$/m);
  assert.match(expandSdp(compact, 'answer'), /^a=setup:active\r$/m);
  // Built again and cut down again: the same.
  assert.deepEqual(compactSdp(offer), compact);
  // Host candidates rank above reflexive ones, as the browser ranks them.
  const priorities = [...offer.matchAll(/^a=candidate:\d+ 1 udp (\d+) \S+ \d+ typ (\w+)/gm)].map(([, p, type]) => [type, Number(p)]);
  assert.ok(priorities[0][1] > priorities[2][1] && priorities[2][0] === 'srflx');
});

test('an SDP without its credentials or with another fingerprint is refused', () => {
  assert.throws(() => compactSdp(OFFER.replace(/a=ice-pwd:.*\r\n/, '')), /ice-pwd/);
  assert.throws(() => compactSdp(OFFER.replace('sha-256 6C:A9', 'sha-1 6C:A9').replace(/(:[0-9A-F]{2}){12}\r/, '\r')), /SHA-256/);
});

/** A pairing's identity, as newPairingId makes one. */
const PAIRING = 'q1Xr3bB0f9Kk2mZ_aW-7cQ';

test('a code is deflated JSON in base64url, and read back', async () => {
  const value = makeInvitation(compactSdp(OFFER), 'ba2m10@1~aeg.GH', 1, PAIRING);
  const code = await encodeCode(value);
  assert.match(code, /^[A-Za-z0-9_-]+$/, 'only characters a URL fragment keeps as they are');
  assert.deepEqual(await decodeCode(code), value);
  assert.deepEqual(await readCode(code, 'invite'), value);
  // The figure docs/app.md gives: an invitation of a new game with two host candidates (mDNS names).
  const newGame = await encodeCode(makeInvitation(compactSdp(OFFER.replace(/^a=candidate:842.*\r\n/m, '')), 'bk2~', 1, PAIRING));
  const link = codeLink('https://example.org/mancala/', newGame, 'invite');
  console.log(`invitation: code ${newGame.length} B, link ${link.length} B; SDP ${OFFER.length} B`);
  assert.ok(link.length < 1000, `the invitation's link (${link.length} B) fits a QR code read at arm's length`);
});

test('a link, a code with line breaks, and the wrong kind of code', async () => {
  const invite = await encodeCode(makeInvitation(compactSdp(OFFER), 'bk2~', 0, PAIRING));
  const answer = await encodeCode(makeAnswer(compactSdp(OFFER)));
  const link = codeLink('https://example.org/mancala/index.html?lang=fr#top', invite, 'invite');
  assert.equal(link, `https://example.org/mancala/index.html?lang=fr#pair=${invite}`);
  assert.equal(codeIn(link, 'invite'), invite);
  assert.equal(codeIn(codeLink('https://example.org/', answer, 'answer'), 'answer'), answer);
  assert.equal(codeIn(`  ${answer.slice(0, 20)}\n${answer.slice(20)} `, 'answer'), answer, 'a code wrapped by a mail program');
  assert.equal((await readCode(` ${link}\n`, 'invite')).y, 0);
  await assert.rejects(readCode(answer, 'invite'), (e) => e instanceof CodeError && e.reason === 'kind');
  await assert.rejects(readCode(invite, 'answer'), (e) => e instanceof CodeError && e.reason === 'kind');
});

test('a pairing has an identity of its own, and an answer may carry the answering device\'s game', async () => {
  assert.equal((await readCode(await encodeCode(makeInvitation(compactSdp(OFFER), 'bk2~', 1, PAIRING, true)), 'invite')).h, true, 'the inviter allowed hints');
  assert.equal((await readCode(await encodeCode(makeInvitation(compactSdp(OFFER), 'bk2~', 1, PAIRING)), 'invite')).h, false);
  const ids = new Set(Array.from({ length: 50 }, () => newPairingId()));
  assert.equal(ids.size, 50, 'fifty pairings, fifty identities');
  for (const id of ids) assert.ok(isPairingId(id), id);
  for (const id of [undefined, 7, '', 'short', `${PAIRING}x`, `${PAIRING.slice(0, 21)}+`]) assert.equal(isPairingId(id), false, String(id));
  const plain = await readCode(await encodeCode(makeAnswer(compactSdp(OFFER))), 'answer');
  assert.equal(plain.r, undefined, 'an answer to a new invitation carries no game');
  const goingOn = await readCode(await encodeCode(makeAnswer(compactSdp(OFFER), 'bk2~aeb')), 'answer');
  assert.equal(goingOn.r, 'bk2~aeb');
  await assert.rejects(readCode(await encodeCode({ ...makeAnswer(compactSdp(OFFER)), r: 'bk2~<b>' }), 'answer'), (e) => e instanceof CodeError && e.reason === 'shape');
  await assert.rejects(readCode(await encodeCode({ ...makeAnswer(compactSdp(OFFER)), r: 42 }), 'answer'), (e) => e instanceof CodeError && e.reason === 'shape');
});

test('a long game\'s QR code stands for its record by the rules, the plies and the digest', async () => {
  const short = makeShortInvitation(compactSdp(OFFER), 'ba2', 180, '0a1b2c3d', 1, PAIRING, true);
  const read = await readCode(await encodeCode(short), 'invite');
  assert.deepEqual(read, short);
  assert.equal(read.r, undefined, 'no record: it comes over the channel');
  const bad = async (change) => readCode(await encodeCode(change(short)), 'invite');
  const shape = (e) => e instanceof CodeError && e.reason === 'shape';
  await assert.rejects(bad((i) => ({ ...i, d: 'xyz' })), shape, 'not a digest');
  await assert.rejects(bad((i) => ({ ...i, n: -1 })), shape, 'no such number of plies');
  await assert.rejects(bad((i) => ({ ...i, g: 'ba2<' })), shape, 'not rules');
  await assert.rejects(bad((i) => ({ ...i, g: undefined })), shape, 'neither a record nor rules');
});

test('damaged, foreign and other-version codes are refused with their reason', async () => {
  const reason = (r) => (e) => e instanceof CodeError && e.reason === r;
  const invite = await encodeCode(makeInvitation(compactSdp(OFFER), 'bk2~', 1, PAIRING));
  await assert.rejects(readCode(invite.slice(0, -12), 'invite'), reason('damaged'), 'cut short');
  await assert.rejects(readCode('not a code!', 'invite'), reason('damaged'));
  await assert.rejects(readCode('', 'invite'), reason('shape'));
  await assert.rejects(readCode('A'.repeat(9000), 'invite'), reason('shape'), 'far too long');
  await assert.rejects(readCode(await encodeCode([1, 2]), 'invite'), reason('shape'));
  await assert.rejects(readCode(await encodeCode({ ...makeInvitation(compactSdp(OFFER), 'bk2~', 1, PAIRING), v: VERSION + 1 }), 'invite'), reason('version'));
  const bad = async (change) => readCode(await encodeCode(change(makeInvitation(compactSdp(OFFER), 'bk2~', 1, PAIRING))), 'invite');
  await assert.rejects(bad((i) => ({ ...i, y: 3 })), reason('shape'), 'no such seat');
  await assert.rejects(bad((i) => ({ ...i, p: undefined })), reason('shape'), 'no pairing');
  await assert.rejects(bad((i) => ({ ...i, h: 'yes' })), reason('shape'), 'hints are true or false');
  await assert.rejects(bad((i) => ({ ...i, p: 'short' })), reason('shape'), 'not a pairing');
  await assert.rejects(bad((i) => ({ ...i, p: `${PAIRING.slice(0, 21)}/` })), reason('shape'), 'not base64url');
  await assert.rejects(bad((i) => ({ ...i, r: 'bk2~a<script>' })), reason('shape'), 'not the notation');
  await assert.rejects(bad((i) => ({ ...i, s: { ...i.s, f: 'short' } })), reason('shape'), 'not a fingerprint');
  await assert.rejects(bad((i) => ({ ...i, s: { ...i.s, c: [['x', '1.2.3.4', 5]] } })), reason('shape'), 'no such candidate type');
  await assert.rejects(bad((i) => ({ ...i, s: { ...i.s, c: [['h', 'a b', 5]] } })), reason('shape'), 'not an address');
  await assert.rejects(bad((i) => ({ ...i, s: { ...i.s, c: [['h', '1.2.3.4', 70000]] } })), reason('shape'), 'no such port');
});

test('candidates with a multicast, broadcast or unspecified address are refused, and their number is capped', async () => {
  const reason = (r) => (e) => e instanceof CodeError && e.reason === r;
  const withCandidates = async (c) => readCode(await encodeCode(makeInvitation({ ...compactSdp(OFFER), c }, 'bk2~', 1, PAIRING)), 'invite');
  for (const address of ['224.0.0.251', '239.255.255.250', '255.255.255.255', '0.0.0.0', '::', '0:0::0', 'ff02::fb', 'FF05::1:3', '::ffff:224.0.0.1']) {
    await assert.rejects(withCandidates([['h', address, 5353]]), reason('address'), address);
  }
  for (const address of ['192.168.1.20', '10.0.0.1', '2001:db8::1', 'fe80::1%2', '6d5bac5a-714b-4e86-afed-bfe3b7ffd0fe.local']) {
    assert.equal((await withCandidates([['h', address, 5000]])).s.c[0][1], address);
  }
  await assert.rejects(withCandidates([['h', '10.0.0.1', 0]]), reason('shape'), 'port 0');
  const many = Array.from({ length: 9 }, (_, i) => ['h', `10.0.0.${i + 1}`, 5000]);
  await assert.rejects(withCandidates(many), reason('shape'), 'nine candidates');
  assert.equal((await withCandidates(many.slice(0, 8))).s.c.length, 8);
  // This device's own offer gives four at most (two of its addresses and the server's first),
  // and none of those addresses.
  const lines = [['h', '224.0.0.251', 5353], ...many].map(([, a, port], i) => `a=candidate:${i} 1 udp 2113937151 ${a} ${port} typ host`);
  const sdp = OFFER.replace('a=ice-ufrag', `${lines.join('\r\n')}\r\na=ice-ufrag`);
  assert.deepEqual(
    compactSdp(sdp).c.map(([type, a]) => `${type} ${a}`),
    ['h 6d5bac5a-714b-4e86-afed-bfe3b7ffd0fe.local', 'h 9a0a7408-43af-4112-8c76-fc89898205fe.local', 's 203.0.113.7', 'h 10.0.0.1'],
  );
});

test('messages: each kind with its fields; any other shape or version is refused', () => {
  assert.deepEqual(readMessage(message('move', { n: 3, ply: 'd', digest: '0a1b2c3d' })), { v: VERSION, t: 'move', n: 3, ply: 'd', digest: '0a1b2c3d' });
  assert.deepEqual(readMessage(message('move', { n: 40, ply: '.GH', digest: 'ffffffff' })).ply, '.GH');
  assert.equal(readMessage(message('differ', { n: 7 })).n, 7);
  assert.equal(readMessage(message('hello', { record: 'bk2@1~ab', seat: 0 })).record, 'bk2@1~ab');
  assert.equal(readMessage(message('ask', { n: 0, what: 'rematch' })).what, 'rematch');
  assert.equal(readMessage(message('reply', { n: 2, what: 'undo', yes: false })).yes, false);
  assert.equal(readMessage(message('bye')).t, 'bye');
  const refused = (text, reason) => assert.throws(() => readMessage(text), (e) => e instanceof CodeError && e.reason === reason, text);
  refused('{"v":2,"t":"move","n":0,"ply":"a"}', 'version');
  refused('{"t":"move","n":0,"ply":"a"}', 'version');
  refused('not json', 'shape');
  refused('[1]', 'shape');
  refused('null', 'shape');
  refused(message('move', { n: -1, ply: 'a' }), 'shape');
  refused(message('move', { n: 1.5, ply: 'a' }), 'shape');
  refused(message('move', { n: 0, ply: 'a b', digest: '0a1b2c3d' }), 'shape');
  refused(message('move', { n: 0, ply: '', digest: '0a1b2c3d' }), 'shape');
  refused(message('move', { n: 0, ply: '.'.repeat(17), digest: '0a1b2c3d' }), 'shape');
  refused(message('move', { n: 0 }), 'shape');
  refused(message('move', { n: 0, ply: 'a' }), 'shape');
  refused(message('move', { n: 0, ply: 'a', digest: 'XYZ' }), 'shape');
  refused(message('differ', { n: 'one' }), 'shape');
  refused(message('ask', { n: 0, what: 'resign' }), 'shape');
  refused(message('reply', { n: 0, what: 'undo', yes: 'yes' }), 'shape');
  refused(message('hello', { record: 'bk2~a b', seat: 0 }), 'shape');
  refused(message('hello', { record: 'bk2~', seat: 5 }), 'shape');
  refused(message('teleport', { n: 0 }), 'shape');
  refused(JSON.stringify({ v: 1, t: 'move', n: 0, ply: 'a', pad: 'x'.repeat(30000) }), 'shape');
  refused(42, 'shape');
});

test('a TURN password is never printed: the console and the dialog see it masked', (t) => {
  assert.equal(maskPasswords('turn:alice:s3cret@turn.example.org:3478'), 'turn:alice:•••@turn.example.org:3478');
  assert.equal(maskPasswords('stun:stun.example.org, turn:bob:p:w@turn.example.org?x=1'), 'stun:stun.example.org, turn:bob:•••@turn.example.org?x=1');
  const info = t.mock.method(console, 'info', () => {});
  pageOptions('?ice=turn:alice:s3cret@turn.example.org&ice=turn:bob:hunter2@turn.example.org');
  pageOptions('?ice=turn:carol:pa55word@turn.example.org?foo=bar');
  const printed = info.mock.calls.map((c) => c.arguments.join(' ')).join('\n');
  assert.match(printed, /ice=/);
  for (const secret of ['s3cret', 'hunter2', 'pa55word']) assert.ok(!printed.includes(secret), `${secret} printed: ${printed}`);
});

test('ICE servers from a text: STUN and TURN, with a TURN user; anything else is named', () => {
  assert.deepEqual(readIceServers(''), { servers: [], rejected: [] });
  assert.deepEqual(readIceServers('stun:stun.example.org:3478, turn:alice:s3cret@turn.example.org?transport=tcp  bogus http://x'), {
    servers: [
      { urls: 'stun:stun.example.org:3478' },
      { urls: 'turn:turn.example.org?transport=tcp', username: 'alice', credential: 's3cret' },
    ],
    rejected: ['bogus', 'http://x'],
  });
  assert.deepEqual(readIceServers('stuns:[2001:db8::1]:5349').servers, [{ urls: 'stuns:[2001:db8::1]:5349' }]);
});

test('the ice option (URL parameter or attribute): kept as given when every item is a server, else ignored as a whole and named', () => {
  const options = (ice) => readOptions((name) => (name === 'ice' ? ice : null));
  assert.deepEqual([options(null).ice, options(null).ignored], ['', []]);
  assert.equal(options(' turn:Alice:S3cret@turn.example.org ').ice, 'turn:Alice:S3cret@turn.example.org', 'the case of a password kept');
  assert.deepEqual([options('stun:stun.example.org stun.example.org').ice, options('stun:stun.example.org stun.example.org').ignored], ['', ['ice']]);
});
