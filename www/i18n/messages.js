// The message catalogue: every user-visible string of the page goes through t().
//
// One catalogue per language in www/i18n/ (en.js is the source; the others have
// exactly its keys, checked by tests/unit/catalogues.test.mjs). Only the chosen
// language's catalogue is loaded: this module waits for it (top-level await), so
// anything that imports it can call t() at once.
//
// A message is a string with {name} placeholders, a list of such strings (the
// paragraphs of a rules text), or a choice:
//   { plural: 'n', one: '{n} seed', other: '{n} seeds' }  by Intl.PluralRules on param n
//   { select: 'sign', more: …, fewer: …, other: … }       by the value of param sign
// Choices nest. Numbers are written by Intl.NumberFormat, lists (arrays) by
// Intl.ListFormat. In a right-to-left language every filled-in value is
// wrapped in FSI … PDI, so a hole name like "p11" or a record reads right.

import { documentLanguage, supportedLanguage } from './choice.js';
import { ARABIC_FAMILY, NASTALIQ_FAMILY, addScriptFont } from './fonts.js';
import { languageInfo } from './languages.js';

const FSI = '\u2068';
const PDI = '\u2069';
// The names with a hyphen (a game's, a related game's): written with a non-breaking hyphen,
// so that no line ends in "Ba-" (the catalogues keep the plain one, as the sources write it).
const HYPHENATED_NAMES = /\b(Ba|Nam|ed)-(awa|Nam|Dyar)\b/g;
const NON_BREAKING_HYPHEN = '\u2011';

let current = null;
let asked = 0;
let laterAsked = false;
const listeners = new Set();

/**
 * Calls `listener(code)` each time the language changes (setLanguage to another one), once
 * its catalogue is in: the page and the element show every word again in it, without a
 * reload. Returns a function that stops the calls.
 */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the catalogue of `code` (a supported language; only that one) and makes it the one
 * t() reads; the listeners of onLanguageChange are called when it replaces another.
 */
export async function setLanguage(code) {
  const info = languageInfo(supportedLanguage(code) ?? 'en');
  const ticket = ++asked;
  if (current?.code === info.code) return info.code;
  // The later words too, once a part that needs them has been loaded.
  const [{ default: first }, later] = await Promise.all([import(`./${info.code}.js`), laterAsked ? import(`./${info.code}-later.js`) : null]);
  const messages = later ? { ...first, ...later.default } : first;
  // Two switches in a row: the last one asked for wins, whichever catalogue comes in first.
  if (ticket !== asked) return current?.code ?? info.code;
  const previous = current;
  // Western digits everywhere: the hole names and records use them, and so does Moroccan Arabic.
  const numbers = { numberingSystem: 'latn' };
  current = {
    ...info,
    later: !!later,
    messages: keepNamesWhole(messages),
    plurals: new Intl.PluralRules(info.code),
    number: new Intl.NumberFormat(info.code, numbers),
    lists: {
      conjunction: new Intl.ListFormat(info.code, { type: 'conjunction' }),
      disjunction: new Intl.ListFormat(info.code, { type: 'disjunction' }),
      unit: new Intl.ListFormat(info.code, { type: 'unit', style: 'short' }),
    },
  };
  if (!previous) return info.code;
  for (const listener of [...listeners]) {
    try {
      listener(info.code);
    } catch (e) {
      // One part that cannot show the new language must not keep the others in the old one.
      console.error(e);
    }
  }
  return info.code;
}

/**
 * Loads the words of the parts a first visit does not need (the pairing, the lessons, the
 * review, the editor, Your games: `<code>-later.js`) into the catalogue, for this language and
 * every one switched to after. Each such part awaits it when its module is imported, so a first
 * load carries only the words it shows.
 */
export async function laterWords() {
  laterAsked = true;
  while (!current.later) {
    const catalogue = current;
    const { default: later } = await import(`./${catalogue.code}-later.js`);
    // A switch of language meanwhile loads its own later words (laterAsked is set).
    if (current !== catalogue) continue;
    Object.assign(catalogue.messages, keepNamesWhole(later));
    catalogue.later = true;
  }
}

await setLanguage(documentLanguage());

/** The code of the language in use ("en", "ar", …). */
export function language() {
  return current.code;
}

/** "rtl" or "ltr": the direction of the language in use. */
export function direction() {
  return current.dir;
}

// The Arabic script's languages put a font for it first (www/i18n/fonts.js): Naskh for Arabic,
// Nastaliq for Urdu. The others keep the stylesheets' fonts.
const SCRIPT_FONTS = { ar: [ARABIC_FAMILY], ur: [NASTALIQ_FAMILY] };
// Nastaliq sets its words on a sloping baseline, far above and below the line: it needs more room.
const LINE_HEIGHTS = { ur: '2.2' };

/**
 * Sets `lang` and `dir` on `element` (the page's <html>, or an element's own root), and
 * the font for the language's script where it needs one.
 */
export function applyLanguage(element) {
  element.lang = current.code;
  element.dir = current.dir;
  // The page's stylesheet gives <body> its fonts, so that is where the script's font goes.
  const target = element === globalThis.document?.documentElement ? document.body : element;
  if (SCRIPT_FONTS[current.code]) target.style.fontFamily = fontFamily('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
  else target.style.removeProperty('font-family');
  if (LINE_HEIGHTS[current.code]) target.style.lineHeight = LINE_HEIGHTS[current.code];
  else target.style.removeProperty('line-height');
}

/** The font families for text in the language in use: its script's font (where it needs one), then `fallback`. */
export function fontFamily(fallback = 'system-ui, sans-serif') {
  const families = SCRIPT_FONTS[current.code];
  if (!families) return fallback;
  for (const family of families) addScriptFont(family);
  return `${families.map((family) => `"${family}"`).join(', ')}, ${fallback}`;
}

/** `n` written the way the language in use writes numbers. */
export function formatNumber(n) {
  return current.number.format(n);
}

/** `items` as a list ("A, B and C"); `type` "unit" gives "A, B, C", "disjunction" "A, B or C". */
export function formatList(items, type = 'conjunction') {
  return current.lists[type].format(items.map(String));
}

function display(value) {
  const text = typeof value === 'number' ? formatNumber(value) : Array.isArray(value) ? formatList(value) : String(value);
  return current.dir === 'rtl' ? FSI + text + PDI : text;
}

/**
 * `text` with its {placeholders} filled in as t() fills a message's: numbers and lists in the
 * language's way, isolated right to left (for texts kept outside the catalogue, loaded later).
 */
export function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? display(params[name]) : whole));
}

function format(entry, params) {
  if (typeof entry === 'string') return fill(entry, params);
  if (Array.isArray(entry)) return entry.map((text) => fill(text, params));
  if (entry.plural) {
    const category = current.plurals.select(Number(params[entry.plural]));
    return format(entry[category] ?? entry.other, params);
  }
  return format(entry[String(params[entry.select])] ?? entry.other, params);
}

// The callers' parameters for a few messages, turned into the catalogue's: a
// choice of message by the case (the same in every language), and parts that
// are messages of their own. This keeps whole sentences in the catalogues.
const ADAPT = {
  'pit.name': (p) => [
    p.state ? 'pit.nameWithState' : 'pit.name',
    {
      hole: t(p.kind === 'ba-awa' ? 'pit.hole.ba-awa' : 'pit.hole.bakuk', { label: p.label }),
      owner: p.owner,
      seeds: t('seeds', { n: p.n }),
      state: p.state,
    },
  ],
  'hint.badge': (p) => (p.diff === 0 ? ['hint.badge.best', {}] : ['hint.badge.worse', { n: p.diff }]),
  'hint.outcome': (p) =>
    p.value > 0
      ? ['hint.outcome.more', { n: p.value, other: p.other }]
      : p.value < 0
        ? ['hint.outcome.fewer', { n: -p.value, other: p.other }]
        : ['hint.outcome.same', { other: p.other }],
  'hint.move': (p) =>
    p.diff === 0
      ? ['hint.move.best', { hole: p.hole, outcome: p.outcome }]
      : ['hint.move.worse', { hole: p.hole, n: p.diff, outcome: p.outcome }],
  'hint.pit': (p) => (p.diff === 0 ? ['hint.pit.best', { outcome: p.outcome }] : ['hint.pit.worse', { n: p.diff, outcome: p.outcome }]),
  'computer.paused': (p) => ['computer.paused', { ...p, button: t('controls.computerPlay') }],
  // Lists of scores, pit counts and pits: "South 28, North 20", without "and".
  'end.score': (p) => ['end.score', { parts: formatList(p.parts, 'unit') }],
  'round.next': (p) => ['round.next', { parts: formatList(p.parts, 'unit') }],
  'match.standing': (p) => ['match.standing', { ...p, parts: formatList(p.parts, 'unit') }],
  'moves.roundTakes': (p) => ['moves.roundTakes', { ...p, pits: formatList(p.pits, 'unit') }],
  // The best moves, any one of them: "p3 or p5".
  'review.best': (p) => ['review.best', { ...p, holes: formatList(p.holes, 'disjunction') }],
  // What a move did: clauses in a row ("South sowed p0: 5 laps; North took 4 in passing at p7").
  'summary.move': (p) => ['summary.move', { parts: joinClauses(p.parts) }],
  'moves.captures': (p) => ['moves.captures', { parts: joinClauses(p.parts) }],
  'summary.sowed': (p) =>
    p.laps > 1
      ? ['summary.sowedLaps', { player: p.player, hole: p.hole, laps: t('laps', { n: p.laps }) }]
      : ['summary.sowed', p],
};

function joinClauses(parts) {
  return parts.join(current.messages['list.clauseSeparator']);
}

/** The message `key` with `params` filled in. Unknown keys show as themselves. */
export function t(key, params = {}) {
  const adapt = ADAPT[key];
  if (adapt) {
    const [target, adapted] = adapt(params);
    // A pre-formatted list must not be formatted again.
    return target === key ? formatEntry(key, adapted) : t(target, adapted);
  }
  return formatEntry(key, params);
}

/**
 * `messages` with every hyphenated name's hyphen made non-breaking, in every string of it (a
 * catalogue here; the Background view's texts, loaded with it).
 */
export function keepNamesWhole(messages) {
  const whole = (entry) => {
    if (typeof entry === 'string') return entry.replace(HYPHENATED_NAMES, `$1${NON_BREAKING_HYPHEN}$2`);
    if (Array.isArray(entry)) return entry.map(whole);
    return Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, k === 'plural' || k === 'select' ? v : whole(v)]));
  };
  return whole(messages);
}

/**
 * t() with the names' plain hyphens, for text read by other programs rather than shown in a
 * line: the document's title and description (bookmarks, search engines).
 */
export function plainText(key, params) {
  return t(key, params).replaceAll(NON_BREAKING_HYPHEN, '-');
}

/** True when the catalogue has a message `key`. */
export function hasMessage(key) {
  return Object.hasOwn(current.messages, key);
}

function formatEntry(key, params) {
  const entry = current.messages[key];
  return entry === undefined ? key : format(entry, params);
}

/** The display name of player `p` in a game of `players` players. */
export function playerName(players, p) {
  return t(`player.${players}.${p}`);
}

/** The label of hole `n` in `game`: the notation of the records, "h3" in Bakuk and Koumma, "p3" in Ba-awa. */
export function holeLabel(game, n) {
  // A string, not a number: notation keeps its Western digits and is not isolated twice.
  const entry = current.messages[game === 'ba-awa' ? 'hole.ba-awa' : 'hole.bakuk'];
  return entry.replace('{n}', String(n));
}

/** Fills every element with data-msg="key" with its text (static parts of the page). */
export function translatePage(root) {
  for (const el of root.querySelectorAll('[data-msg]')) el.textContent = t(el.dataset.msg);
  for (const el of root.querySelectorAll('[data-msg-label]')) el.setAttribute('aria-label', t(el.dataset.msgLabel));
  for (const el of root.querySelectorAll('[data-msg-title]')) el.title = t(el.dataset.msgTitle);
}
