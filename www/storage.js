// Saving the game and the settings in localStorage, and reading them back.
// A save that cannot be read gives an error the page shows; nothing else breaks.

const KEY = 'mancala-web.save';
export const SAVE_VERSION = 1;

function storage() {
  try {
    const s = window.localStorage;
    const probe = '__mancala_probe__';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

/**
 * Reads the save: { save } with { settings, record, prefs }, { save: null }
 * when there is none, or { error: 'old' | 'corrupt', detail } when it cannot
 * be used.
 */
export function loadSave() {
  const s = storage();
  if (!s) return { save: null, unavailable: true };
  const text = s.getItem(KEY);
  if (text === null) return { save: null };
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { error: 'corrupt', detail: e.message };
  }
  if (!data || typeof data !== 'object') return { error: 'corrupt', detail: 'not an object' };
  if (data.version !== SAVE_VERSION) return { error: 'old', detail: `version ${data.version}` };
  if (typeof data.record !== 'string' || !data.settings || typeof data.settings !== 'object') {
    return { error: 'corrupt', detail: 'missing fields' };
  }
  return { save: { settings: data.settings, record: data.record, prefs: data.prefs ?? {} } };
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
  storage()?.removeItem(KEY);
}
