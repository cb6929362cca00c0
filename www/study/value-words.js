// A move's value, the game's final seed margin for the player to move with perfect play after
// it, in figures and in words: one wording for the values panel (www/study/values.js), the
// puzzles and learning from the mistakes.

import { direction, language, laterWords, t } from '../i18n/messages.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

/**
 * `value` with its sign, the way the language in use writes numbers: "+6", "0", "−2"; in a
 * right-to-left language, isolated left to right (the sign stays before the digits, however
 * deep the sentences it goes in nest).
 */
export function signed(value) {
  const text = new Intl.NumberFormat(language(), { signDisplay: 'exceptZero', numberingSystem: 'latn' }).format(value).replace('-', '\u2212');
  return direction() === 'rtl' ? `\u2066${text}\u2069` : text;
}

/** The bound a move's value is known by, and the number that goes with it. */
function known(move) {
  if (move.bound === 'atLeast') return { key: 'atLeast', value: move.lower };
  if (move.bound === 'atMost') return { key: 'atMost', value: move.upper };
  return { key: move.proven ? 'exact' : 'estimate', value: move.value };
}

/** A move's value on its pit: "+6", "0", "≥ +4", "~+3". */
export function valueBadge(move) {
  const { key, value } = known(move);
  return t(`values.badge.${key}`, { value: signed(value) });
}

/** What a final margin of `value` seeds for `player` (a name) means: "South wins by 6 seeds", "the game is a draw". */
export function outcomeWords(value, player) {
  if (value > 0) return t('values.win', { n: value, player });
  return value < 0 ? t('values.loss', { n: -value, player }) : t('values.draw');
}

/**
 * A move's value in words for `player`, the player to move: "South wins by 6 seeds", "South
 * wins by 3 seeds (an estimate, not yet proven)", "at least +4, not yet proven".
 */
export function valueWords(move, player) {
  const { key, value } = known(move);
  if (key === 'exact') return outcomeWords(value, player);
  if (key === 'estimate') return t('values.estimate', { words: outcomeWords(value, player) });
  return t(`values.${key}`, { value: signed(value) });
}
