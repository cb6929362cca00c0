// The options a page or an embedded board takes from its URL (iframe) or its
// attributes (<mancala-board>): the game to set up, who sits where, the
// animation speed, how much of the interface shows, kiosk mode. Reading them
// never throws: an unknown or malformed value is ignored, and the settings go
// through sanitizeSettings like a save does. No rule is decided here; the
// engine still checks the rules header when the game starts.

import { DEFAULT_SETTINGS, sanitizeSettings, variantsFor } from './game-controller.js';

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
  // A game to open (issue 11, www/record-link.js): a record, or a set-up position.
  'record',
  'position',
]);

/** The parameters that set up a game; any of them means "start this game, not the save". */
const SETUP = ['game', 'players', 'variant', 'mode', 'target', 'first', 'seats'];

const SPEEDS = ['slow', 'normal', 'fast', 'instant'];
const LANGUAGES = ['en'];
const LEVELS = ['beginner', 'intermediate', 'expert'];
/** The names the settings used before the AI's level names; either is accepted. */
const LEVEL_ALIASES = { beginner: 'easy', intermediate: 'medium', expert: 'hard', easy: 'beginner', medium: 'intermediate', hard: 'expert' };
export const DEFAULT_KIOSK_IDLE = 90;

/** The level name the settings accept for `name` (a URL level or its older alias), or null. */
function settingsLevel(name) {
  for (const candidate of [name, LEVEL_ALIASES[name]]) {
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
export function parseSeat(text) {
  const value = String(text ?? '').trim().toLowerCase();
  if (value === 'human') return { kind: 'human', level: DEFAULT_SETTINGS.seats[0].level };
  const name = value === 'computer' ? 'intermediate' : value.replace(/^computer[:-]/, '');
  if (!LEVELS.includes(name) && !(name in LEVEL_ALIASES)) return null;
  const level = settingsLevel(name);
  return level ? { kind: 'computer', level } : null;
}

/**
 * The options in `get(name)` (URLSearchParams.get, or an element's
 * getAttribute): { settings (null when no setup parameter is given), speed,
 * controls, lang, kiosk, kioskIdle, fresh }.
 */
export function readOptions(get) {
  const value = (name) => {
    const v = get(name);
    return v === null || v === undefined ? null : String(v).trim();
  };
  const has = (name) => value(name) !== null;
  const raw = structuredClone(DEFAULT_SETTINGS);
  raw.variants = {};
  const game = value('game')?.toLowerCase();
  if (game) raw.game = game === 'baawa' ? 'ba-awa' : game;
  if (has('players')) raw.players = Number(value('players'));
  if (has('mode')) raw.mode = value('mode').toLowerCase();
  if (has('target')) raw.target = Number(value('target'));
  if (has('first')) raw.first = value('first').toLowerCase();
  if (has('variant')) {
    const letters = variantsFor(['bakuk', 'koumma', 'ba-awa'].includes(raw.game) ? raw.game : 'bakuk', raw.players === 3 ? 3 : 2);
    for (const letter of value('variant').toLowerCase()) if (letters.includes(letter)) raw.variants[letter] = true;
  }
  if (has('seats')) {
    value('seats')
      .split(/[,\s]+/)
      .forEach((text, p) => {
        const seat = parseSeat(text);
        if (seat && p < raw.seats.length) raw.seats[p] = seat;
      });
  }
  const kiosk = ['1', 'true', 'yes', ''].includes(value('kiosk')?.toLowerCase() ?? 'no');
  const idle = Number(value('kiosk-idle'));
  const speed = value('speed')?.toLowerCase();
  const lang = value('lang')?.toLowerCase();
  const settings = SETUP.some(has) ? sanitizeSettings(raw) : null;
  // A shared game (issue 11): opened instead of the save, and saved as the person plays on.
  const link = has('record') || has('position');
  return {
    record: value('record'),
    position: has('record') ? null : value('position'),
    settings,
    speed: SPEEDS.includes(speed) ? speed : null,
    controls: value('controls')?.toLowerCase() === 'minimal' ? 'minimal' : 'full',
    lang: LANGUAGES.includes(lang) ? lang : 'en',
    kiosk,
    kioskIdle: Number.isFinite(idle) && idle > 0 ? idle : DEFAULT_KIOSK_IDLE,
    // A page set up by its URL (an embed, a kiosk) neither restores nor writes the save.
    fresh: (!!settings && !link) || kiosk || has('controls'),
  };
}

/** The options of a page from its query string. */
export function pageOptions(search = globalThis.location?.search ?? '') {
  const params = new URLSearchParams(search);
  return readOptions((name) => params.get(name));
}

/** The seats (numbers) the computer plays in `settings`; empty when every seat is a person's. */
export function computerSeats(settings) {
  return settings ? settings.seats.slice(0, settings.players).flatMap((s, p) => (s.kind === 'computer' ? [p] : [])) : [];
}
