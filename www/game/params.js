// The options a page or an embedded board takes from its URL (iframe) or its
// attributes (<mancala-board>): the game to set up, who sits where, the
// animation speed, how much of the interface shows, kiosk mode. Reading them
// never throws: an unknown or malformed value is ignored, and the settings go
// through sanitizeSettings like a save does. No rule is decided here; the
// engine still checks the rules header when the game starts.

import { DEFAULT_SETTINGS, sanitizeSettings, variantLetters } from './game-controller.js';
import { supportedLanguage } from '../i18n/choice.js';
import { LANGUAGES } from '../i18n/languages.js';

/** The option names, the same for URL parameters and element attributes. */
export const OPTION_NAMES = Object.freeze([
  'game',
  'players',
  'variant',
  'mode',
  'target',
  'first',
  'seats',
  'lang',
  'speed',
  'controls',
  'kiosk',
  'kiosk-idle',
  // A game to open (www/study/record-link.js): a record, or a set-up position.
  'record',
  'position',
  // STUN or TURN servers for a game with a friend on another device (www/pair/pair-ui.js).
  'ice',
]);

/**
 * What an on-off URL parameter or element attribute (`sound`, the element's `pair`) asks for:
 * true for `on`, `1` or the name alone, false for `off` or `0`, null when it is absent or
 * unknown (then the page decides: sound is on for the page, off in an iframe, a kiosk or the
 * element; pairing in the element is off).
 */
export function switchAsked(value) {
  if (value === 'on' || value === '1' || value === '') return true;
  if (value === 'off' || value === '0') return false;
  return null;
}

const ICE_SERVER = /^(stuns?|turns?):(?:([^:@/]+):([^@/]+)@)?([A-Za-z0-9.-]+|\[[0-9a-fA-F:]+\])(?::(\d{1,5}))?(\?transport=(?:udp|tcp))?$/;

/**
 * ICE servers from a text (the `ice` option, or the pairing dialog's field): STUN or TURN
 * addresses separated by spaces or commas; a TURN address may carry `user:password@`
 * (`turn:user:secret@turn.example.org:3478`). Returns { servers: the RTCIceServer list,
 * rejected: the items that are not such an address }.
 */
export function readIceServers(text) {
  const servers = [];
  const rejected = [];
  for (const item of String(text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const found = item.match(ICE_SERVER);
    if (!found) {
      rejected.push(item);
      continue;
    }
    const [, scheme, username, credential, host, port, transport] = found;
    const urls = `${scheme}:${host}${port ? `:${port}` : ''}${transport ?? ''}`;
    servers.push(username && scheme.startsWith('turn') ? { urls, username, credential } : { urls });
  }
  return { servers, rejected };
}

/**
 * `text` (ICE server items, or any option's value) with every TURN password hidden:
 * `turn:user:secret@host` becomes `turn:user:•••@host`, for the console and the screen.
 */
export function maskPasswords(text) {
  return String(text ?? '').replace(/([A-Za-z]+:[^\s,:@/]*:)[^\s,@]*@/g, '$1•••@');
}

/** The URL fragment's keys of a game on two devices: an invitation (the offer) and the friend's answer (www/pair/pair.js). */
export const PAIR_FRAGMENT = Object.freeze({ invite: 'pair', answer: 'pair-answer' });

/**
 * An invitation or an answer in this address's fragment (a link of www/pair/pair.js opened on
 * the page, or on the host page of a <mancala-board pair>), taken out of the address so that a
 * reload does not answer again: { kind: 'invite' | 'answer', code }, or null when there is none.
 */
export function takePairCode() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const kind = Object.keys(PAIR_FRAGMENT).find((k) => fragment.has(PAIR_FRAGMENT[k]));
  if (!kind) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  return { kind, code: fragment.get(PAIR_FRAGMENT[kind]) };
}

/** The parameters that set up a game; any of them means "start this game, not the save". */
const SETUP = ['game', 'players', 'variant', 'mode', 'target', 'first', 'seats'];

const SPEEDS = ['slow', 'normal', 'fast', 'instant'];
const LEVELS = ['beginner', 'intermediate', 'expert'];
/** The names the settings used before the AI's level names; either is accepted. */
const LEVEL_ALIASES = new Map([
  ['beginner', 'easy'],
  ['intermediate', 'medium'],
  ['expert', 'hard'],
  ['easy', 'beginner'],
  ['medium', 'intermediate'],
  ['hard', 'expert'],
]);
const GAMES = new Map([
  ['bakuk', 'bakuk'],
  ['koumma', 'koumma'],
  ['ba-awa', 'ba-awa'],
  ['baawa', 'ba-awa'],
]);
const DEFAULT_KIOSK_IDLE = 90;
/** The longest idle time a timer can wait (setTimeout takes at most 2^31 - 1 ms): about 24 days. */
export const MAX_KIOSK_IDLE = Math.floor((2 ** 31 - 1) / 1000);
export const MIN_KIOSK_IDLE = 5;

/** The level name the settings accept for `name` (a URL level or its older alias), or null. */
function settingsLevel(name) {
  for (const candidate of [name, LEVEL_ALIASES.get(name)]) {
    if (!candidate) continue;
    const probe = sanitizeSettings({ seats: [{ kind: 'computer', level: candidate }] });
    if (probe.seats[0].level === candidate) return candidate;
  }
  return null;
}

/**
 * One seat from `human`, a level (`beginner`, `intermediate`, `expert`) or
 * `computer` (the middle level); null for anything else.
 */
function parseSeat(text) {
  const value = String(text ?? '').trim().toLowerCase();
  if (value === 'human') return { kind: 'human', level: DEFAULT_SETTINGS.seats[0].level };
  const name = value === 'computer' ? 'intermediate' : value.replace(/^computer[:-]/, '');
  if (!LEVELS.includes(name) && !LEVEL_ALIASES.has(name)) return null;
  const level = settingsLevel(name);
  return level ? { kind: 'computer', level } : null;
}

/** Says on the console that option `name` was ignored, and why. */
function noteIgnored(name, value, expected) {
  console.info(`mancala: option ${name}=${JSON.stringify(maskPasswords(value))} ignored: expected ${expected}`);
}

/**
 * The options in `get(name)` (URLSearchParams.get, or an element's
 * getAttribute): { settings (null when no setup parameter is given), speed,
 * controls, kiosk, kioskIdle, ice (the servers' text, '' when none), ignored }. A value that is not valid is
 * ignored, with a note on the console; `ignored` lists the names of those
 * options, for the person to be told (names the caller already knows were
 * not used, `repeated`, come first).
 */
export function readOptions(get, repeated = []) {
  const ignoredNames = [...repeated];
  const ignored = (name, value, expected) => {
    noteIgnored(name, value, expected);
    if (!ignoredNames.includes(name)) ignoredNames.push(name);
  };
  const value = (name) => {
    const v = get(name);
    return v === null || v === undefined ? null : String(v).trim();
  };
  const has = (name) => value(name) !== null;
  /** The value of `name` if `valid(lowercased value)` holds, else null (and a note). */
  const checked = (name, valid, expected) => {
    const v = value(name);
    if (v === null) return null;
    if (valid(v.toLowerCase())) return v.toLowerCase();
    ignored(name, v, expected);
    return null;
  };
  /** @type {import('./game-controller.js').Settings} */
  const raw = structuredClone(DEFAULT_SETTINGS);
  raw.variants = {};
  const game = checked('game', (g) => GAMES.has(g), 'bakuk, koumma or ba-awa');
  if (game) raw.game = GAMES.get(game);
  const players = checked('players', (n) => n === '2' || n === '3', '2 or 3');
  if (players) raw.players = Number(players);
  const mode = checked('mode', (m) => m === 'single' || m === 'match', 'single or match');
  if (mode) raw.mode = mode;
  const target = checked('target', (n) => ['10', '11', '12'].includes(n), '10, 11 or 12');
  if (target) raw.target = Number(target);
  const seat = (f) => /^[0-2]$/.test(f) && Number(f) < raw.players;
  const first = checked('first', (f) => f === 'random' || seat(f), `random or a player from 0 to ${raw.players - 1}`);
  if (first) raw.first = first;
  // Checked against the game's letters by settleVariants, once the engine is loaded.
  const variant = value('variant')?.toLowerCase() ?? null;
  const variantAt = ignoredNames.length;
  for (const letter of variant ?? '') raw.variants[letter] = true;
  if (has('seats')) {
    const texts = value('seats').split(/[,\s]+/).filter(Boolean);
    const seats = texts.map(parseSeat);
    if (texts.length <= raw.seats.length && seats.every(Boolean)) seats.forEach((seat, p) => (raw.seats[p] = seat));
    else ignored('seats', value('seats'), 'up to 3 seats, each human, computer or a level (beginner, intermediate, expert)');
  }
  const ON = ['1', 'true', 'yes', ''];
  const kioskText = checked('kiosk', (k) => [...ON, '0', 'false', 'no'].includes(k), '1, true, yes, 0, false or no');
  const kiosk = kioskText !== null && ON.includes(kioskText);
  // A timer waits at most 2^31 - 1 ms; a longer idle time fired at once.
  // Below 5 s the countdown would start while a visitor's finger is still on its way (a curator
  // trying the attract loop takes 10). A value out of range is taken to the nearer bound.
  const idle = checked('kiosk-idle', (n) => /^\d+(\.\d+)?$/.test(n), `a number of seconds from ${MIN_KIOSK_IDLE} to ${MAX_KIOSK_IDLE}`);
  const idleSeconds = idle === null ? DEFAULT_KIOSK_IDLE : Math.min(MAX_KIOSK_IDLE, Math.max(MIN_KIOSK_IDLE, Number(idle)));
  if (idle !== null && idleSeconds !== Number(idle)) console.info(`mancala: option kiosk-idle=${JSON.stringify(idle)} taken as ${idleSeconds}: it goes from ${MIN_KIOSK_IDLE} to ${MAX_KIOSK_IDLE} seconds`);
  const speed = checked('speed', (v) => SPEEDS.includes(v), SPEEDS.join(', '));
  // The language itself is chosen by www/i18n/choice.js; here an unknown one is only noted.
  checked('lang', (l) => supportedLanguage(l) !== null, LANGUAGES.map((l) => l.code).join(', '));
  const controls = checked('controls', (c) => c === 'minimal' || c === 'full', 'minimal or full');
  // Case kept: a TURN password is case-sensitive. One address that is not a server: none is used
  // (the console names the bad items only, not the passwords of the good ones).
  const iceText = value('ice') ?? '';
  const badIce = readIceServers(iceText).rejected;
  if (badIce.length) ignored('ice', badIce.join(' '), 'STUN or TURN addresses (stun:host:port, turn:user:password@host:port)');
  const settings = SETUP.some(has) ? sanitizeSettings(raw) : null;
  if (has('record') && has('position')) ignored('position', value('position'), 'a record or a position, not both (the record is opened)');
  const options = {
    variant: variant === null ? null : { text: variant, at: variantAt },
    record: value('record'),
    position: has('record') ? null : value('position'),
    settings,
    speed,
    controls: controls === 'minimal' ? 'minimal' : 'full',
    kiosk,
    kioskIdle: idleSeconds,
    ice: badIce.length ? '' : iceText,
    ignored: ignoredNames,
  };
  settleVariants(options);
  return options;
}

/**
 * Once the engine is loaded (knowRules), leaves out the `variant` asked for unless its game takes
 * each of its letters, once: the whole value or nothing (`constructor` is not the variant `o`).
 */
export function settleVariants(options) {
  const asked = options.variant;
  const letters = asked && options.settings && variantLetters(options.settings.game, options.settings.players);
  if (!letters) return;
  options.variant = null;
  const taken = new Set(asked.text).size === asked.text.length && [...asked.text].every((l) => letters.includes(l));
  if (!taken) {
    noteIgnored('variant', asked.text, `variant letters of this game (${letters.join(', ') || 'none'}), each once`);
    if (!options.ignored.includes('variant')) options.ignored.splice(asked.at, 0, 'variant');
    options.settings.variants = {};
  }
  options.settings = sanitizeSettings(options.settings);
}

/** The page's own options besides OPTION_NAMES (the element has attributes of its own). */
const PAGE_OPTION_NAMES = Object.freeze([...OPTION_NAMES, 'sound', 'view', 'background', 'kiosk-languages']);

/**
 * Says once on the console which of `names` are not options (`known`), and lists the known
 * ones: a mistyped option is otherwise silently without effect. Returns the unknown names.
 */
export function reportUnknown(names, known, what) {
  const unknown = [...new Set(names)].filter((name) => !known.includes(name));
  if (unknown.length) console.info(`mancala: unknown ${what} ${unknown.join(', ')} (not used); the known ones are ${known.join(', ')}`);
  return unknown;
}

/** The options of a page from its query string; of an option given twice, the first is used. */
export function pageOptions(search = globalThis.location?.search ?? '') {
  const params = new URLSearchParams(search);
  reportUnknown([...params.keys()], PAGE_OPTION_NAMES, 'URL options');
  const repeated = OPTION_NAMES.filter((name) => params.getAll(name).length > 1);
  for (const name of repeated) noteIgnored(name, params.getAll(name).slice(1).join(', '), 'the option once (the first is used)');
  return readOptions((name) => params.get(name), repeated);
}
