// The engine's refusals in the visitor's language. The bindings give a reason
// as a code and its parameters (crates/web/src/reason.rs): recordProblem's
// `reason`, and the `code` and `params` of the Error that normalizeRules,
// setupPosition, GameHandle and its fromRecord throw. Their English `message`
// is for developers: it goes to the console, never on the screen.
// tests/unit/reasons.test.mjs checks that every catalogue words every code.

import { formatList, hasMessage, holeLabel, t } from './messages.js';

/**
 * A clause saying what the engine refused (it fills a message's {reason} or
 * {error}). An error without a known code (a fault of the page or the
 * browser) gets a general clause, and its own text is logged.
 */
export function reasonText(reason) {
  const code = typeof reason?.code === 'string' ? reason.code : null;
  if (!code || !hasMessage(`reason.${code}`)) {
    console.warn('mancala-web: a refusal without words:', reason);
    return t('reason.unknown');
  }
  const params = {};
  for (const [name, value] of Object.entries(reason.params ?? {})) {
    // Pits are numbers (owners exist in Ba-awa only); letters of the notation are alternatives.
    if (name === 'pit' && typeof value === 'number') params[name] = holeLabel('ba-awa', value);
    else if (Array.isArray(value)) params[name] = formatList(value, 'disjunction');
    else params[name] = value;
  }
  return t(`reason.${code}`, params);
}
