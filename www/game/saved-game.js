// A game as the page and the <mancala-board> element keep it in storage: its record in the
// project's notation (docs/notation.md), the plies redo brings back, and the settings (seats and
// levels) the record does not hold. Record text, not the engine's memory: a person can read a
// save, and any later version can. The engine reads it back; nothing here knows a rule.

/** The format of a saved game. 1 was the page's one save of one game (www/page/games-store.js migrates it). */
export const SAVE_FORMAT = 2;

const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * What to keep of the game on `controller` (a GameController): { version, record, redo,
 * settings, over }. `over` lets a full list make room without asking the engine.
 */
export function gameEntry(controller) {
  const { handle, settings, state } = controller;
  return { version: SAVE_FORMAT, record: handle.record(), redo: handle.redoText(), settings, over: state.status === 'over' };
}

/**
 * Reads a saved game's text. Returns { entry } with entry.version, record, redo and settings
 * (an object or null), or { problem, detail } where problem is 'unreadable' (not a saved game:
 * not JSON, or without a record) or 'newer' (a later version's: this one must leave it be).
 */
export function parseEntry(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { problem: 'unreadable', detail: e.message };
  }
  if (!isObject(data)) return { problem: 'unreadable', detail: 'not an object' };
  if (typeof data.version === 'number' && data.version > SAVE_FORMAT) return { problem: 'newer', detail: `version ${data.version}` };
  if (data.version !== SAVE_FORMAT) return { problem: 'unreadable', detail: `version ${String(data.version)}` };
  if (typeof data.record !== 'string') return { problem: 'unreadable', detail: 'no record' };
  const redo = typeof data.redo === 'string' ? data.redo : '';
  return { entry: { ...data, redo, settings: isObject(data.settings) ? data.settings : null } };
}

/**
 * Opens `entry` with the engine: { handle, redoLost } or { error } (the engine's error, for
 * reasonText). A redo history the engine refuses is let go of before the game itself is: the
 * game as played is what matters (`redoLost` says so).
 */
export function openEntry(entry, { GameHandle }) {
  try {
    return { handle: GameHandle.fromRecord(entry.record, entry.redo || undefined), redoLost: false };
  } catch (e) {
    if (!entry.redo) return { error: e };
  }
  try {
    return { handle: GameHandle.fromRecord(entry.record), redoLost: true };
  } catch (e) {
    return { error: e };
  }
}
