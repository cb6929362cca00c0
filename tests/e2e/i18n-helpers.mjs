// What the i18n tests look at in a page: its visible texts and accessible names, the boxes
// whose text overflows, lang and dir, and axe-core's violations; and the texts that may be
// the same as on the English page. Shared by tests/e2e/i18n*.test.mjs.

import { axeViolations, realErrors } from './helpers.mjs';
import { LANGUAGES } from '../../www/i18n/languages.js';

// Texts that may be the same as on the English page: game names, hole names, the
// record, numbers, the browse buttons' arrows, and the names of the languages in the menu.
const KEPT = new RegExp(
  `^(Bakuk|Koumma|Ba[-\\u2011]awa|[hp]\\d+|[\\d\\s·×:,.−-]+|[«‹›»]|${LANGUAGES.map((l) => l.name).join('|')})$`,
  'u',
);
// Words that are the same in English and the language (cognates).
export const COGNATES = {
  pt: ['Normal'],
  ca: ['Normal'],
  fr: ['Pause', 'Animation', 'Match'],
};

/** The visible texts and accessible names of the page, and the boxes whose text overflows. */
export function inspect(page) {
  return page.evaluate(() => {
    const texts = new Set();
    const visible = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.replace(/[\u2068\u2069]/g, '').trim();
      const el = node.parentElement;
      // Notation (the record, the move list's codes) is the same in every language.
      if (el?.closest('code')) continue;
      if (text && el && !el.closest('.visually-hidden, [aria-hidden="true"]') && visible(el)) texts.add(text);
      if (text && el?.closest('#announcer')) texts.add(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name)?.replace(/[\u2068\u2069]/g, '').trim();
        if (value) texts.add(value);
      }
    }
    texts.add(document.title);
    const overflowing = [];
    const boxes = 'button, label, select, legend, h1, h2, h3, p, li, dialog, .panel, .player, .bar, .choice';
    for (const el of document.body.querySelectorAll(boxes)) {
      // A visually hidden legend, label or title (the site's title on a phone, while the game's
      // name takes its place) is clipped to 1 px on purpose.
      const style = getComputedStyle(el);
      if (!visible(el) || el.closest('.visually-hidden') || style.clipPath === 'inset(50%)') continue;
      if (style.display === 'inline' || ['auto', 'scroll'].includes(style.overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        overflowing.push(`${el.tagName.toLowerCase()}#${el.id}.${el.className}: ${el.scrollWidth} > ${el.clientWidth} “${el.textContent.trim().slice(0, 40)}”`);
      }
    }
    const html = document.documentElement;
    return { texts: [...texts], overflowing, lang: html.lang, dir: html.dir };
  });
}

/** axe-core's violations in `page`; what axe itself sets off in `errors` (a style the CSP refuses) is dropped. */
export async function axe(page, errors) {
  const before = errors.length;
  const violations = await axeViolations(page);
  errors.push(...realErrors(errors.splice(before)));
  return violations;
}

/** The texts of `seen` that are on the English page too (`english`, a Set) and should not be. */
export function stillEnglish(seen, english, code) {
  return seen.texts.filter((text) => english.has(text) && !KEPT.test(text) && !(COGNATES[code] ?? []).includes(text));
}
