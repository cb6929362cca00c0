// Saving the game and the settings in localStorage, and reading them back.
// Nothing valid is lost: a save is read even when storage is full or refuses
// writes, and every part of it that is valid (settings, preferences, the game
// record) is kept on its own, with a list of what had to be dropped and why.

import { reasonText } from '../i18n/reasons.js';

const KEY = 'mancala-web.save';
export const SAVE_VERSION = 1;

/** localStorage, or null where the browser gives none (a sandboxed iframe, settings). */
function storage() {
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * True if writing works: the save written back as it is (a full storage still takes that), or
 * a small probe when there is no save.
 */
function writable(s, text) {
  const probe = '__mancala_probe__';
  try {
    if (text !== null) {
      s.setItem(KEY, text);
    } else {
      s.setItem(probe, '1');
      s.removeItem(probe);
    }
    return true;
  } catch {
    return false;
  }
}

const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads the save. Returns { save, dropped, unavailable, readOnly }:
 * - save: null when there is nothing usable, else { settings, record, prefs },
 *   each null (prefs: {}) when missing or invalid;
 * - dropped: what was found but not kept, as { part, detail }, part one of
 *   'save' (unreadable as a whole), 'older-version', 'newer-version' (the record
 *   is dropped), 'settings', 'record', 'prefs';
 * - unavailable: no storage at all; readOnly: it can be read but not written
 *   (full, or refused), so the game will not be saved.
 */
export function loadSave() {
  const s = storage();
  if (!s) return { save: null, dropped: [], unavailable: true, readOnly: true };
  let text = null;
  try {
    text = s.getItem(KEY);
  } catch {
    return { save: null, dropped: [], unavailable: true, readOnly: true };
  }
  const result = { save: null, dropped: [], unavailable: false, readOnly: !writable(s, text) };
  if (text === null) return result;
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    result.dropped.push({ part: 'save', detail: e.message });
    return result;
  }
  if (!isObject(data)) {
    result.dropped.push({ part: 'save', detail: 'not an object' });
    return result;
  }
  if (data.version !== SAVE_VERSION) {
    // Another version's record may mean something else; its settings and preferences are
    // checked field by field anyway.
    const newer = typeof data.version === 'number' && data.version > SAVE_VERSION;
    result.dropped.push({ part: newer ? 'newer-version' : 'older-version', detail: `version ${String(data.version)}` });
  }
  const settings = isObject(data.settings) ? data.settings : null;
  if (!settings && data.settings !== undefined) result.dropped.push({ part: 'settings', detail: typeof data.settings });
  const prefs = isObject(data.prefs) ? data.prefs : {};
  if (!isObject(data.prefs) && data.prefs !== undefined) result.dropped.push({ part: 'prefs', detail: typeof data.prefs });
  let record = null;
  if (data.version === SAVE_VERSION && typeof data.record === 'string') record = data.record;
  else if (data.version === SAVE_VERSION && data.record !== undefined) {
    result.dropped.push({ part: 'record', detail: data.record === null ? 'null' : typeof data.record });
  }
  if (settings || record !== null || Object.keys(prefs).length) result.save = { settings, record, prefs };
  return result;
}

/** Writes the save; false when storage is not available or full. */
export function writeSave({ settings, record, prefs }) {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(KEY, JSON.stringify({ version: SAVE_VERSION, settings, record, prefs }));
    return true;
  } catch {
    return false;
  }
}

export function clearSave() {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear where storage refuses.
  }
}

/** Tells the player once when saving fails, and again only after a save has worked. */
export class SaveWatch {
  constructor(onFail) {
    this.onFail = onFail;
    this.failing = false;
  }

  /** `ok` is writeSave's result. */
  saved(ok) {
    if (!ok && !this.failing) this.onFail();
    this.failing = !ok;
  }
}

/**
 * A whole number from `min` to `max`, as a number or in plain digits ("2"; not 1.5, "0.5",
 * ".5", "02" or "2e0"), the way the engine checks one; else null.
 */
function wholeNumber(value, min, max) {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^(0|[1-9][0-9]*)$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * The saved settings with every number checked as the engine will check it: the number of
 * players (2 or 3), the match target (10 to 12) and the first player (`random`, or a whole
 * number below the number of players). Returns { settings, damaged }: `settings` without the
 * fields that failed (they take the usual value), `damaged` true when one did. A field that is
 * absent is not damage (older saves lack some).
 */
export function checkSettings(saved) {
  const settings = { ...saved };
  let damaged = false;
  const check = (name, valid) => {
    if (!Object.hasOwn(settings, name)) return;
    const value = valid(settings[name]);
    if (value === null) {
      delete settings[name];
      damaged = true;
    } else settings[name] = value;
  };
  check('players', (value) => wholeNumber(value, 2, 3));
  check('target', (value) => wholeNumber(value, 10, 12));
  const players = settings.players ?? 2;
  check('first', (value) => (value === 'random' ? value : wholeNumber(value, 0, players - 1)?.toString() ?? null));
  return { settings, damaged };
}

/** True if the engine starts a game with `settings` (its rules header and first player). */
function engineTakes(settings, { GameHandle, normalizeRules }, header) {
  try {
    const first = settings.first === 'random' ? 0 : Number(settings.first);
    new GameHandle(normalizeRules(header(settings)), first).free();
    return true;
  } catch (e) {
    console.warn('mancala-web: the engine refuses the saved settings', e);
    return false;
  }
}

/** Settings that describe the game in `state` (its rules), the rest taken from `base`. */
function settingsFor(state, base) {
  const letters = state.rules.slice(3).replace(/m\d+$/, '');
  return {
    ...base,
    game: state.game,
    players: state.players,
    mode: state.matchTarget ? 'match' : 'single',
    target: state.matchTarget ?? base.target,
    variants: Object.fromEntries([...letters].map((letter) => [letter, true])),
  };
}

/**
 * What to restore from `loaded` (loadSave's result): { settings, record, prefs, notes }.
 * The engine reads the record; a record whose rules differ from its settings wins (it is the
 * game), and the settings follow it. `notes` are [catalogue key, params] for the player, one
 * for each part dropped or changed. `page` gives sanitize (settings), header (their rules
 * header) and speeds (the animation speeds, by name).
 */
export function restorePlan(loaded, engine, { sanitize, header, speeds }) {
  const { GameHandle, normalizeRules } = engine;
  // The details are for developers (the console); the player is told what was lost, in words.
  for (const { part, detail } of loaded.dropped) console.warn(`mancala-web: the save's ${part} was dropped (${detail})`);
  const notes = loaded.dropped.map(({ part }) => [`save.dropped.${part}`, {}]);
  const save = loaded.save ?? { settings: null, record: null, prefs: {} };
  let settings = null;
  if (save.settings) {
    const checked = checkSettings(save.settings);
    settings = sanitize(checked.settings);
    if (checked.damaged) notes.push(['save.dropped.someSettings', {}]);
    // The engine has the last word: settings it refuses would stop every visit at its start.
    if (!engineTakes(settings, engine, header)) {
      settings = null;
      notes.push(['save.dropped.settings', {}]);
    }
  }
  const prefs = {};
  let prefsDropped = false;
  if (Object.hasOwn(save.prefs, 'speed')) {
    const speed = save.prefs.speed;
    if (typeof speed === 'string' && Object.hasOwn(speeds, speed)) prefs.speed = speed;
    else prefsDropped = true;
  }
  for (const flag of ['showCounts', 'sound']) {
    if (!Object.hasOwn(save.prefs, flag)) continue;
    if (typeof save.prefs[flag] === 'boolean') prefs[flag] = save.prefs[flag];
    // A sound never switched is saved as null: the page's default (quiet in a kiosk or an embed).
    else if (!(flag === 'sound' && save.prefs[flag] === null)) prefsDropped = true;
  }
  if (prefsDropped) notes.push(['save.dropped.prefs', {}]);
  let record = null;
  if (save.record !== null) {
    let state = null;
    try {
      const handle = GameHandle.fromRecord(save.record);
      state = handle.state();
      handle.free();
    } catch (e) {
      notes.push(['save.unreadable', { error: reasonText(e) }]);
    }
    if (state) {
      record = save.record;
      if (!settings) {
        settings = sanitize(settingsFor(state, {}));
      } else if (normalizeRules(header(settings)) !== state.rules) {
        settings = sanitize(settingsFor(state, settings));
        notes.push(['save.other-game', { rules: state.rules }]);
      }
    }
  }
  if (loaded.unavailable) notes.push(['save.unavailable', {}]);
  else if (loaded.readOnly) notes.push(['save.read-only', {}]);
  return { settings, record, prefs, notes };
}
