// Reading back what the page keeps at start-up: the preferences and the settings, and the
// game the tab plays (www/page/games-store.js keeps them, a key each). Nothing valid is lost:
// every part that is valid (settings, preferences, the game record) is kept on its own, with a
// list of what had to be dropped and why; version 1's one save is read the same way, then moved.

import { reasonText } from '../i18n/reasons.js';
import { GAME_PREFIX, OLD_SAVE_KEY, PREFS_KEY, newGameId } from './games-store.js';

const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * True if writing works: `key`'s text written back as it is (a full storage still takes that),
 * or a small probe when there is none.
 */
function writable(s, key, text) {
  const probe = 'mancala-web.probe';
  try {
    if (text !== null) {
      s.setItem(key, text);
    } else {
      s.setItem(probe, '1');
      s.removeItem(probe);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * What start-up reads: version 1's one save when it is still there (it then wins: it is the
 * game the page last had), else the preferences and the tab's game `id` (null for none).
 * Returns { save, dropped, unavailable, readOnly, old }:
 * - save: null when there is nothing usable, else { settings, record, redo, prefs }, each null
 *   (prefs: {}, redo: '') when missing or invalid;
 * - dropped: what was found but not kept, as { part, detail }, part one of 'save' (unreadable
 *   as a whole), 'older-version', 'newer-version' (the record is not used), 'settings',
 *   'record', 'prefs';
 * - unavailable: no storage at all; readOnly: it can be read but not written (full, or
 *   refused), so the game will not be saved;
 * - old: version 1's text and version when it was read ({ text, version }), else null.
 */
export function loadSave(store, id) {
  const s = store.storage;
  if (!s) return { save: null, dropped: [], unavailable: true, readOnly: true, old: null };
  const oldText = store.read(OLD_SAVE_KEY);
  if (oldText !== null) return { ...readVersion1(oldText), readOnly: !writable(s, OLD_SAVE_KEY, oldText) };
  const prefsText = store.read(PREFS_KEY);
  const result = { save: null, dropped: [], unavailable: false, readOnly: !writable(s, PREFS_KEY, prefsText), old: null };
  const kept = store.readPrefs();
  if (kept.problem) result.dropped.push({ part: 'prefs', detail: kept.problem });
  const game = id ? store.get(id) : null;
  const entry = game?.entry ?? null;
  if (game && !entry) result.dropped.push({ part: game.problem === 'newer' ? 'newer-version' : 'save', detail: game.detail });
  const settings = entry?.settings ?? kept.settings;
  if (settings || entry || Object.keys(kept.prefs).length) {
    result.save = { settings, record: entry?.record ?? null, redo: entry?.redo ?? '', browse: entry?.browse ?? null, prefs: kept.prefs };
  }
  return result;
}

/** Version 1's one save, read part by part as that version wrote it. */
function readVersion1(text) {
  const result = { save: null, dropped: [], unavailable: false, old: { text, version: null } };
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
  result.old.version = data.version;
  if (data.version !== 1) {
    // Another version's record may mean something else; its settings and preferences are
    // checked field by field anyway.
    const newer = typeof data.version === 'number' && data.version > 1;
    result.dropped.push({ part: newer ? 'newer-version' : 'older-version', detail: `version ${String(data.version)}` });
  }
  const settings = isObject(data.settings) ? data.settings : null;
  if (!settings && data.settings !== undefined) result.dropped.push({ part: 'settings', detail: typeof data.settings });
  const prefs = isObject(data.prefs) ? data.prefs : {};
  if (!isObject(data.prefs) && data.prefs !== undefined) result.dropped.push({ part: 'prefs', detail: typeof data.prefs });
  let record = null;
  if (data.version === 1 && typeof data.record === 'string') record = data.record;
  else if (data.version === 1 && data.record !== undefined) {
    result.dropped.push({ part: 'record', detail: data.record === null ? 'null' : typeof data.record });
  }
  if (settings || record !== null || Object.keys(prefs).length) result.save = { settings, record, redo: '', prefs };
  return result;
}

/**
 * Moves version 1's one save (`loaded.old`) into the games and the preferences, once
 * restorePlan has read it (`plan`): its game becomes a saved game, whose id is returned; its
 * text, when its game could not be read, stays whole among the games, byte for byte, for the
 * player to download. A later version's save is left where it is, untouched. Returns
 * { id, keptAside } (either may be null).
 */
export function migrateVersion1(store, loaded, plan) {
  const old = loaded.old;
  if (!old || (typeof old.version === 'number' && old.version > 1)) return { id: null, keptAside: null };
  const id = plan.record !== null ? newGameId() : null;
  if (id && !store.write(id, { record: plan.record, redo: '', settings: plan.settings, over: false })) return { id: null, keptAside: null };
  // A text whose game could not be read: kept as it is under a game key of its own. (A setting
  // or a preference that could not be read is only said: the game it came with is kept.)
  const gameLost = ['save.dropped.save', 'save.dropped.older-version', 'save.unreadable'];
  let keptAside = null;
  if (plan.notes.some(([key]) => gameLost.includes(key))) {
    keptAside = newGameId();
    try {
      store.storage.setItem(GAME_PREFIX + keptAside, old.text);
    } catch {
      return { id, keptAside: null }; // no room: the old key stays, and is read again next time
    }
  }
  store.writePrefs(plan.prefs, plan.settings);
  try {
    store.storage.removeItem(OLD_SAVE_KEY);
  } catch {
    // Refused: read again next time (then as a game already kept; nothing is lost).
  }
  return { id, keptAside };
}

/** Tells the player once when saving fails, and again only after a save has worked. */
export class SaveWatch {
  constructor(onFail) {
    this.onFail = onFail;
    this.failing = false;
  }

  /** `ok` is the result of writing the save. */
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
  return {
    ...base,
    game: state.game,
    players: state.players,
    mode: state.matchTarget ? 'match' : 'single',
    target: state.matchTarget ?? base.target,
    variants: Object.fromEntries(state.variants.map((letter) => [letter, true])),
  };
}

/**
 * What to restore from `loaded` (loadSave's result): { settings, record, redo, prefs, notes }.
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
  const save = loaded.save ?? { settings: null, record: null, redo: '', prefs: {} };
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
  for (const flag of ['showCounts', 'showValues', 'sound']) {
    if (!Object.hasOwn(save.prefs, flag)) continue;
    if (typeof save.prefs[flag] === 'boolean') prefs[flag] = save.prefs[flag];
    // A sound never switched is saved as null: the page's default (quiet in a kiosk or an embed).
    else if (!(flag === 'sound' && save.prefs[flag] === null)) prefsDropped = true;
  }
  // The ids of the controls kept in view (www/page/tools-menu.js).
  const kept = save.prefs.kept;
  if (Array.isArray(kept) && kept.every((id) => typeof id === 'string')) prefs.kept = kept;
  else if (kept !== undefined) prefsDropped = true;
  if (prefsDropped) notes.push(['save.dropped.prefs', {}]);
  let record = null;
  let redo = '';
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
      redo = save.redo ?? '';
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
  return { settings, record, redo, prefs, notes };
}
