// Printing the rules: while the rules dialog is open, the page prints its words, whole.

import { el } from '../board/dom.js';

/**
 * Printing while the rules are open prints them, whole: a copy of the dialog's words (the
 * exact rules unfolded, no buttons) in the page's flow, which the print styles (style.css)
 * show alone; it goes after printing.
 */
export function printRulesWhenOpen(dialog) {
  let copy = null;
  window.addEventListener('beforeprint', () => {
    copy?.remove();
    if (!dialog.open) return;
    copy = el('article', { id: 'print-rules', lang: document.documentElement.lang, dir: document.documentElement.dir });
    for (const child of dialog.children) if (!child.matches('.actions')) copy.append(child.cloneNode(true));
    for (const node of copy.querySelectorAll('[id]')) node.removeAttribute('id');
    for (const details of copy.querySelectorAll('details')) details.open = true;
    document.body.append(copy);
  });
  window.addEventListener('afterprint', () => {
    copy?.remove();
    copy = null;
  });
}
