// Two devices, one game: what travels between them, and the checks on
// everything that arrives. No server of ours is involved: the offer and the answer
// of a WebRTC data channel travel as links, QR codes or pasted codes, made compact
// here (the SDP cut down to what a connection needs, deflated, base64url), and the
// game's moves travel over the channel as the record's notation. The receiver's
// own engine checks each move (GameHandle.fromRecord); no rule is decided here.
// The words for the person and the screens are www/pair/pair-ui.js's.

import { PAIR_FRAGMENT } from '../game/params.js';
import { isPairingId } from '../game/game-controller.js';

export { isPairingId };

/** The protocol's version: a message or an invitation of another version is refused. */
export const VERSION = 1;

/** The URL fragment's keys: an invitation (the offer) and the friend's answer (read by takePairCode). */
const { invite: INVITE_KEY, answer: ANSWER_KEY } = PAIR_FRAGMENT;

/** The longest code read (characters): a code is a few hundred; anything far longer is not one. */
const MAX_CODE = 8000;
/** The most candidates (addresses) an offer or an answer read may give: more is not one device's. */
const MAX_CANDIDATES = 8;
/** The most this device gives: an invitation stays a QR code of version 13 at most (docs/app.md). */
const OWN_CANDIDATES = 4;
/** The longest message read from the channel (characters), and the longest record in one. */
const MAX_MESSAGE = 20000;
const MAX_RECORD = 16000;
/** The longest ply read: a ply is a few characters of the notation; whether it is one the engine says (checkPly). */
const MAX_PLY = 16;
/** A position's digest (www/pair/pair-session.js): 32 bits in hex. */
const DIGEST = /^[0-9a-f]{8}$/;
/** What the notation of a record may hold (www/study/record-link.js keeps the same characters in links). */
const RECORD_TEXT = /^[A-Za-z0-9_.~@]+$/;

// ---- the SDP, cut down and built again -------------------------------------------------------

/**
 * The parts of a data channel's session description that a connection needs: the ICE
 * credentials, the DTLS certificate's fingerprint (32 bytes, base64url) and the candidates
 * as [type, address, port] (UDP, first component only). Everything else is the same in every
 * offer and is written back by `expandSdp`. Throws when a part is missing.
 */
export function compactSdp(sdp) {
  const line = (name) => {
    const found = sdp.match(new RegExp(`^a=${name}:(.+?)\\s*$`, 'm'));
    if (!found) throw new Error(`the description has no ${name}`);
    return found[1];
  };
  const hex = line('fingerprint').replace(/^sha-256\s+/i, '');
  if (!/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/i.test(hex)) throw new Error('the fingerprint is not a SHA-256 one');
  const bytes = Uint8Array.from(hex.split(':'), (h) => parseInt(h, 16));
  const candidates = [];
  for (const [, text] of sdp.matchAll(/^a=candidate:(.+?)\s*$/gm)) {
    const parts = text.split(' ');
    const type = parts[parts.indexOf('typ') + 1];
    if (parts[1] !== '1' || parts[2].toLowerCase() !== 'udp' || !['host', 'srflx', 'relay'].includes(type)) continue;
    if (deviceAddress(parts[4])) candidates.push([type[0], parts[4], Number(parts[5])]);
  }
  return { u: line('ice-ufrag'), p: line('ice-pwd'), f: base64url(bytes), c: fewest(candidates) };
}

/**
 * This device's candidates, OWN_CANDIDATES at most: two of its own addresses and two a server
 * gave first, then any others. Each one costs an invitation about 25 characters, and a larger
 * QR code.
 */
function fewest(candidates) {
  const hosts = candidates.filter((c) => c[0] === 'h');
  const others = candidates.filter((c) => c[0] !== 'h');
  const kept = [...hosts.slice(0, 2), ...others.slice(0, 2)];
  for (const c of [...hosts.slice(2), ...others.slice(2)]) if (kept.length < OWN_CANDIDATES) kept.push(c);
  return kept;
}

/** Candidate types by their first letter, and the priority each is given back (RFC 8445's formula). */
const TYPES = { h: ['host', 126], s: ['srflx', 100], r: ['relay', 0] };

/** The session description for `compact` (from compactSdp): an `offer` or an `answer`. */
export function expandSdp(compact, type) {
  const fingerprint = Array.from(unbase64url(compact.f), (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const candidates = compact.c.map(([letter, address, port], i) => {
    const [name, preference] = TYPES[letter];
    const priority = preference * 2 ** 24 + (65535 - i) * 2 ** 8 + 255;
    const related = name === 'host' ? '' : ' raddr 0.0.0.0 rport 0';
    return `a=candidate:${i + 1} 1 udp ${priority} ${address} ${port} typ ${name}${related}`;
  });
  return [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...candidates,
    'a=end-of-candidates',
    `a=ice-ufrag:${compact.u}`,
    `a=ice-pwd:${compact.p}`,
    `a=fingerprint:sha-256 ${fingerprint}`,
    // The inviter offers either role; the friend's answer takes the client's.
    `a=setup:${type === 'offer' ? 'actpass' : 'active'}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    '',
  ].join('\r\n');
}

// ---- codes: JSON, deflated, base64url ----------------------------------------------------------

function base64url(bytes) {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function unbase64url(text) {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function through(stream, bytes) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** `value` as a code: its JSON, deflated (raw deflate), in base64url. */
export async function encodeCode(value) {
  return base64url(await through(new CompressionStream('deflate-raw'), new TextEncoder().encode(JSON.stringify(value))));
}

/** The value of a code made by encodeCode; throws a CodeError for anything else. */
export async function decodeCode(code) {
  if (typeof code !== 'string' || !code || code.length > MAX_CODE) throw new CodeError('shape');
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await through(new DecompressionStream('deflate-raw'), unbase64url(code)));
  } catch {
    throw new CodeError('damaged');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new CodeError('damaged');
  }
}

/** A code or a message refused: `reason` is shape, damaged, version, kind, address, order, move, game, players or seat. */
export class CodeError extends Error {
  constructor(reason, detail = '') {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'CodeError';
    this.reason = reason;
  }
}

// ---- invitations and answers ---------------------------------------------------------------------

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isWhole = (v, max) => Number.isInteger(v) && v >= 0 && v <= max;

function checkCompactSdp(s) {
  const token = (v, min, max) => typeof v === 'string' && v.length >= min && v.length <= max && /^[A-Za-z0-9+/=_-]+$/.test(v);
  if (!isObject(s) || !token(s.u, 4, 256) || !token(s.p, 22, 256) || typeof s.f !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(s.f)) {
    throw new CodeError('shape', 'connection details');
  }
  if (!Array.isArray(s.c) || s.c.length > MAX_CANDIDATES) throw new CodeError('shape', 'candidates');
  for (const c of s.c) {
    const ok =
      Array.isArray(c) &&
      c.length === 3 &&
      Object.hasOwn(TYPES, c[0]) &&
      typeof c[1] === 'string' &&
      /^[0-9A-Za-z.:%-]{1,80}$/.test(c[1]) &&
      isWhole(c[2], 65535) &&
      c[2] > 0;
    if (!ok) throw new CodeError('shape', 'candidate');
    if (!deviceAddress(c[1])) throw new CodeError('address', c[1]);
  }
  return { u: s.u, p: s.p, f: s.f, c: s.c.map((c) => c.slice()) };
}

/**
 * Whether `address` (a candidate's) can be one device's: not a multicast, broadcast or
 * unspecified IP address, which would have this device send to many, or to none.
 */
function deviceAddress(address) {
  const text = address.toLowerCase();
  const v4 = text.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return false;
    if (bytes[0] >= 224) return false; // multicast (224/4), reserved (240/4) and 255.255.255.255
    return bytes.some((b) => b !== 0);
  }
  if (text.includes(':')) {
    const bare = text.replace(/%.*$/, '');
    if (/^ff/.test(bare)) return false; // multicast
    if (/^[0:]*$/.test(bare)) return false; // :: unspecified
    const mapped = bare.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
    return mapped ? deviceAddress(mapped[1]) : true;
  }
  return true; // a name (an mDNS one: UUID.local)
}

/** A new pairing's identity (isPairingId: 16 random bytes in base64url). */
export function newPairingId() {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * An invitation: the offer, the game's record (a new game's is its rules and `~`), the seat
 * the friend plays, the pairing's identity (the same for every invitation to go on with
 * the game) and whether the inviter allows hints, for both players. Its code is what the
 * link's fragment carries.
 */
export function makeInvitation(sdp, record, friendSeat, pairingId, hints = false) {
  return { v: VERSION, k: 'invite', s: sdp, r: record, y: friendSeat, p: pairingId, h: hints };
}

/**
 * An invitation for a QR code, when the game is too long for the QR code of a whole invitation
 * to read well: the game's rules `g`, its number of plies `n` and the digest of its position
 * `d` (www/pair/pair-session.js) stand for the record, which comes over the channel in the
 * inviter's hello and is checked against them. The link and the code carry the record itself.
 */
export function makeShortInvitation(sdp, rules, plies, digest, friendSeat, pairingId, hints = false) {
  return { v: VERSION, k: 'invite', s: sdp, g: rules, n: plies, d: digest, y: friendSeat, p: pairingId, h: hints };
}

/**
 * The friend's answer: the other half of the connection, and, when the friend's device goes on
 * from its own game rather than the invitation's (after a lost connection), that game's record.
 */
export function makeAnswer(sdp, record = null) {
  return record === null ? { v: VERSION, k: 'answer', s: sdp } : { v: VERSION, k: 'answer', s: sdp, r: record };
}

/**
 * Reads an invitation or an answer (`kind`) out of a code, a link or a pasted text (spaces and
 * line breaks dropped); throws a CodeError saying what is wrong. The record is only checked for
 * its characters here: the engine reads it (www/pair/pair-ui.js) before anything is shown.
 */
export async function readCode(input, kind) {
  const code = codeIn(input, kind);
  const value = await decodeCode(code);
  if (!isObject(value)) throw new CodeError('shape');
  if (value.v !== VERSION) throw new CodeError('version', String(value.v));
  if (value.k !== kind) throw new CodeError('kind', String(value.k));
  const s = checkCompactSdp(value.s);
  const record = (r) => typeof r === 'string' && r.length <= MAX_RECORD && RECORD_TEXT.test(r);
  if (kind === 'answer') {
    if (value.r !== undefined && !record(value.r)) throw new CodeError('shape', 'record');
    return makeAnswer(s, value.r ?? null);
  }
  const short = value.r === undefined;
  if (short ? !(record(value.g) && value.g.length <= 32 && isWhole(value.n, 1e6) && typeof value.d === 'string' && DIGEST.test(value.d)) : !record(value.r)) {
    throw new CodeError('shape', 'record');
  }
  if (!isWhole(value.y, 2)) throw new CodeError('shape', 'seat');
  if (!isPairingId(value.p)) throw new CodeError('shape', 'pairing');
  if (value.h !== undefined && typeof value.h !== 'boolean') throw new CodeError('shape', 'hints');
  if (short) return makeShortInvitation(s, value.g, value.n, value.d, value.y, value.p, value.h ?? false);
  return makeInvitation(s, value.r, value.y, value.p, value.h ?? false);
}

/** The code in a link's fragment (`#pair=...`), or the text itself once spaces are dropped. */
export function codeIn(input, kind) {
  const text = String(input ?? '').replace(/\s+/g, '');
  const hash = text.indexOf('#');
  if (hash < 0) return text;
  const params = new URLSearchParams(text.slice(hash + 1));
  return params.get(kind === 'invite' ? INVITE_KEY : ANSWER_KEY) ?? params.get(INVITE_KEY) ?? params.get(ANSWER_KEY) ?? '';
}

/** The page's address with `code` in its fragment (nothing of it goes to a server). */
export function codeLink(pageUrl, code, kind) {
  const url = new URL(pageUrl);
  url.hash = `${kind === 'invite' ? INVITE_KEY : ANSWER_KEY}=${code}`;
  return url.href;
}

// ---- messages over the channel -----------------------------------------------------------------

/**
 * Every message, by its `t`, with the check of its other fields:
 *   hello   { record, seat }       sent on opening: the sender's record and seat
 *   move    { n, ply, digest }     a ply (notation) played after the game's first n plies, and
 *                                  the digest of the position it leads to (www/pair/pair-session.js)
 *   differ  { n }                  the position after ply n differs from the sender's: the end
 *   ask     { n, what }            undo or rematch, asked after n plies
 *   reply   { n, what, yes }       the other player's answer to an ask
 *   ping    {}                     to notice a connection that went quiet
 *   bye     {}                     the other player left the paired game
 */
const FIELDS = {
  hello: (m) => typeof m.record === 'string' && m.record.length <= MAX_RECORD && RECORD_TEXT.test(m.record) && isWhole(m.seat, 2),
  move: (m) => isWhole(m.n, 1e6) && typeof m.ply === 'string' && m.ply.length <= MAX_PLY && RECORD_TEXT.test(m.ply) && typeof m.digest === 'string' && DIGEST.test(m.digest),
  differ: (m) => isWhole(m.n, 1e6),
  ask: (m) => isWhole(m.n, 1e6) && (m.what === 'undo' || m.what === 'rematch'),
  reply: (m) => isWhole(m.n, 1e6) && (m.what === 'undo' || m.what === 'rematch') && typeof m.yes === 'boolean',
  ping: () => true,
  bye: () => true,
};

/** A message to send: `{ v, t, ...fields }` as JSON. */
export function message(type, fields = {}) {
  return JSON.stringify({ v: VERSION, t: type, ...fields });
}

/** Reads a message from the channel; throws a CodeError (shape or version) for anything else. */
export function readMessage(text) {
  if (typeof text !== 'string' || text.length > MAX_MESSAGE) throw new CodeError('shape', 'not text');
  let m;
  try {
    m = JSON.parse(text);
  } catch {
    throw new CodeError('shape', 'not JSON');
  }
  if (!isObject(m)) throw new CodeError('shape', 'not an object');
  if (m.v !== VERSION) throw new CodeError('version', String(m.v));
  if (!Object.hasOwn(FIELDS, m.t) || !FIELDS[m.t](m)) throw new CodeError('shape', String(m.t));
  return m;
}

/**
 * The friend's ply checked by this device's engine: `record` is the game here (of `plyCount`
 * plies), `n` the plies the friend had before it, `ply` its notation and `friendSeat` the
 * seat that may play it. Returns the ply as the engine reads it ({ player, hole, text, ... },
 * from pliesFrom) or throws a CodeError: order (not the next ply), move (the engine refuses
 * it, or it is more than one ply) or game (the friend's seat is not the one to play it).
 * `starter(state)` is the seat whose device starts a match's next round.
 */
export function checkPly(engine, record, plyCount, { n, ply }, friendSeat, starter) {
  if (n !== plyCount) throw new CodeError('order', `ply ${n + 1}, expected ${plyCount + 1}`);
  const before = engine.GameHandle.fromRecord(record);
  let after;
  try {
    after = engine.GameHandle.fromRecord(record + ply);
  } catch (e) {
    before.free?.();
    throw new CodeError('move', e?.message ?? String(e));
  }
  try {
    if (after.view().plyCount !== plyCount + 1) throw new CodeError('move', 'not one ply');
    const [played] = after.pliesFrom(plyCount);
    const state = before.view();
    const round = played.hole === null || played.hole === undefined;
    const mover = round ? starter(state) : state.toMove;
    if (mover !== friendSeat) throw new CodeError('game', `seat ${mover} plays it, not the friend's ${friendSeat}`);
    return played;
  } finally {
    before.free?.();
    after.free?.();
  }
}
