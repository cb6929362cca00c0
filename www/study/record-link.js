// Games that travel: a record or a position in a link (`?record=bk2~adb`,
// `?position=bk2_6.6.6.6.6.6_0.0_0`), the Share button's link, and a record
// exported as text or imported from a paste or a file. The engine reads every
// record and position (GameHandle.fromRecord, recordProblem); this module only
// carries the text about and words the engine's answer.

import { DEFAULT_SETTINGS, sanitizeSettings } from '../game/game-controller.js';
import { t } from '../i18n/messages.js';
import { reasonText } from '../i18n/reasons.js';

/**
 * What a pasted text or an opened file holds: a link (its `record` or
 * `position` parameter), a record (it has a `~`) or a position. White space
 * is dropped (a record wrapped over lines by a mail program still opens).
 * Returns { kind: 'record' | 'position', text, seats } or null for nothing.
 */
export function readStudyText(input) {
  const raw = String(input ?? '').trim();
  if (!raw) return null;
  const link = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) || raw.startsWith('?') ? linkParams(raw) : null;
  if (link) {
    for (const kind of ['record', 'position']) {
      const text = link.get(kind);
      if (text !== null) return { kind, text: text.replace(/\s+/g, ''), seats: link.get('seats') };
    }
    return null;
  }
  const text = raw.replace(/\s+/g, '');
  return { kind: text.includes('~') ? 'record' : 'position', text, seats: null };
}

function linkParams(raw) {
  try {
    return new URL(raw, 'http://localhost/').searchParams;
  } catch {
    return null;
  }
}

/** The record a position opens as: the position, then no move yet. */
export function positionRecord(position) {
  return `${position}~`;
}

/** The seats of `settings` as the link's `seats` value: `human` or a computer level, one a player. */
export function seatsParam(settings, players) {
  return settings.seats
    .slice(0, players)
    .map((seat) => (seat.kind === 'computer' ? seat.level : 'human'))
    .join(',');
}

/** Characters a record or position keeps as they are in a link (the notation is made of them). */
const URL_SAFE = /^[A-Za-z0-9_.~@]*$/;

/**
 * The link to share: the page's address with the record and the seats, and
 * nothing else (the record holds the rules and who moved first). The record
 * stays readable in the link; anything else would be percent-encoded.
 */
export function shareLink(pageUrl, record, settings, players) {
  const url = new URL(pageUrl);
  const value = URL_SAFE.test(record) ? record : encodeURIComponent(record);
  return `${url.origin}${url.pathname}?record=${value}&seats=${seatsParam(settings, players)}`;
}

/**
 * Settings that describe the game of an engine state (a game opened from a
 * record has no settings of its own): its game, players, variants and mode
 * from the engine's canonical rules header, who moved first, and `seats`.
 */
export function settingsForState(state, seats = null) {
  const first = state.plies.length ? state.plies[0].player : state.toMove;
  return sanitizeSettings({
    game: state.game,
    players: state.players,
    mode: state.matchTarget ? 'match' : 'single',
    target: state.matchTarget ?? DEFAULT_SETTINGS.target,
    first: String(first),
    variants: Object.fromEntries(state.variants.map((letter) => [letter, true])),
    seats: seats ?? DEFAULT_SETTINGS.seats,
  });
}

/**
 * The words for what the engine found wrong (`problem` from recordProblem):
 * the message `key`, `key` + `Move` for a move that cannot be played, or
 * `key` + `Part` when the record opens up to the fault (`partial`).
 */
export function problemText(key, problem, partial = false) {
  const found = problem.found === null || problem.found === undefined ? t('link.end') : shownCharacter(problem.found);
  const reason = reasonText(problem.reason);
  if (problem.ply) return t(`${key}Move`, { ply: problem.ply, found, reason });
  return t(partial ? `${key}Part` : key, { at: problem.at, found, reason });
}

/**
 * A character of a link as a notice quotes it: as it is when it can be seen, else by its code
 * (`U+202E`). A bidirectional control would turn the rest of the sentence around, and a space,
 * a control or a combining mark would quote nothing one can read.
 */
export function shownCharacter(char) {
  const text = String(char);
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(text)) return text;
  const code = text.codePointAt(0) ?? 0;
  return t('link.invisible', { code: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` });
}

/**
 * The longest part of a record that opens: the text before the fault when it
 * is among the moves (a move that cannot be played, or a stray character
 * after the `~`), or null when the fault is in the start (nothing of it opens).
 */
export function playablePart(record, problem) {
  const chars = [...record];
  const tilde = chars.indexOf('~');
  if (tilde < 0 || problem.at - 1 <= tilde) return null;
  return chars.slice(0, problem.at - 1).join('');
}

/** Tries the part before each fault in turn; a few tries at most (each replays the record). */
const PART_TRIES = 4;

/**
 * The longest part of `record` that opens, from the engine's `problem` with it: the text
 * before the fault, or before the fault of that part in turn (a pit named twice after a round
 * marker whose choice is short without it). Null when nothing of it opens.
 */
function openablePart(record, problem, recordProblem) {
  let part = record;
  for (let tries = 0; problem && tries < PART_TRIES; tries += 1) {
    part = playablePart(part, problem);
    if (part === null) return null;
    problem = recordProblem(part);
  }
  return problem ? null : part;
}

/**
 * Opens `study` ({ kind, text } from readStudyText) on `controller`. The
 * engine checks it (`recordProblem`); a bad move opens the game up to it.
 * Returns { opened, message }: `opened` false when nothing of it could be
 * played (the caller keeps or starts another game), `message` the words for
 * what was wrong, or null. Never throws: a link is a stranger's text.
 */
export function openStudy(controller, recordProblem, study, seats = null) {
  const record = study.kind === 'position' ? positionRecord(study.text) : study.text;
  const key = study.kind === 'position' ? 'link.badPosition' : 'link.badRecord';
  let problem = null;
  try {
    problem = recordProblem(record);
    const playable = problem ? openablePart(record, problem, recordProblem) : record;
    const message = problem ? problemText(key, problem, playable !== null) : null;
    if (playable === null) return { opened: false, message };
    const handle = controller.engine.GameHandle.fromRecord(playable);
    controller.adopt(handle, settingsForState(handle.state(), seats));
    controller.emit('narrate', { text: controller.idleText() });
    return { opened: true, message };
  } catch (e) {
    // The engine opens what it said opens; if it does not, that is a fault of the page: the
    // console has it, the person has the words for the link, and the page goes on.
    console.error(e);
    return { opened: false, message: problem ? problemText(key, problem) : t('link.unopened', { reason: reasonText(e) }) };
  }
}

/** A file name for a downloaded record: the game and the day. */
export function recordFileName(game, date = new Date()) {
  return `${game}-${date.toISOString().slice(0, 10)}.txt`;
}
