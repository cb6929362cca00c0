// Which language to speak, in this order: the `lang` URL parameter, the `lang`
// attribute of a <mancala-board> (its host page's choice), the choice the
// visitor made in the language menu (remembered under its own storage key),
// the browser's languages (navigator.languages), and English.

import { LANGUAGES, SOURCE_LANGUAGE } from './languages.js';

const KEY = 'mancala-web.lang';

/** The supported language a tag such as "pt-BR", "AR" or "fr_CA" asks for, or null. */
export function supportedLanguage(tag) {
  const base = String(tag ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  return LANGUAGES.some((l) => l.code === base) ? base : null;
}

/**
 * The language to use: the first supported one of `url` (the lang parameter),
 * `attribute` (an element's lang), `remembered`, then each of `preferred`
 * (navigator.languages); English when none is.
 * @param {{ url?: string | null, attribute?: string | null, remembered?: string | null, preferred?: readonly string[] }} [asked]
 */
export function chooseLanguage({ url = null, attribute = null, remembered = null, preferred = [] } = {}) {
  for (const tag of [url, attribute, remembered, ...preferred]) {
    const code = supportedLanguage(tag);
    if (code) return code;
  }
  return SOURCE_LANGUAGE;
}

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The language chosen in the menu on an earlier visit, or null. */
function rememberedLanguage() {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the menu's choice; false when the browser keeps no storage. */
export function rememberLanguage(code) {
  try {
    storage()?.setItem(KEY, code);
    return !!storage();
  } catch {
    return false;
  }
}

/** The language for this document, from its URL, its elements, the memory and the browser. */
export function documentLanguage() {
  const doc = globalThis.document;
  return chooseLanguage({
    url: new URLSearchParams(globalThis.location?.search ?? '').get('lang'),
    attribute: doc?.querySelector('mancala-board[lang]')?.getAttribute('lang') ?? null,
    remembered: rememberedLanguage(),
    preferred: globalThis.navigator?.languages ?? [],
  });
}
