// The languages the page speaks: one catalogue file per language in this folder
// (www/i18n/<code>.js, the same keys as en.js, the source). To add a language, add
// its catalogue and one line here; tests/unit/catalogues.test.mjs checks both.
// `name` is the language's name in itself, for the language menu.

export const LANGUAGES = Object.freeze([
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  { code: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'ca', name: 'Català', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
]);

export const SOURCE_LANGUAGE = 'en';

/** The entry for `code`, or null when the page does not speak it. */
export function languageInfo(code) {
  return LANGUAGES.find((l) => l.code === code) ?? null;
}
