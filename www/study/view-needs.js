// What a study view (the editor, the review, Learn mode, the puzzles) needs before it shows,
// and a first visit does not load: the words of www/i18n/<code>-later.js and the views' styles
// (study-views.css). Each view's module awaits viewNeeds() when it is imported.

import { addStylesheet } from '../board/stylesheet.js';
import { laterWords } from '../i18n/messages.js';

const STYLESHEET = new URL('./study-views.css', import.meta.url).href;

/** Resolves once the later words and the study views' styles are in. */
export function viewNeeds() {
  return Promise.all([laterWords(), addStylesheet(document.head, STYLESHEET)]);
}
