// A notice that stays (a damaged save at the start, say) floats over the controls at the foot of
// the screen: it gets a close button, and goes at the player's first key, click or tap outside it
// (which goes on to its target), so that it never keeps a control out of reach. A click, not a
// pointer going down: a notice in the flow of an element's box that left mid-tap would move the
// control under the finger before the tap ends, and the tap would miss it. Loaded with
// the first such notice: most visits have none.

import { el } from '../board/dom.js';
import { addStylesheet } from '../board/stylesheet.js';
import { t } from '../i18n/messages.js';

const STYLESHEET = new URL('./sticky-notice.css', import.meta.url).href;
const CROSS = 'M6 6l12 12M18 6L6 18';

/**
 * Makes the notice of `notices` (www/game/notices.js) closable and leave at the next action
 * elsewhere, if it still shows `sentences` (another may have taken its place meanwhile).
 * @param {import('./notices.js').Notices} notices
 * @param {string[]} sentences
 */
export function closable(notices, sentences) {
  const box = notices.box;
  const shown = [...box.children].map((p) => p.textContent);
  if (box.hidden || notices.unstick || shown.join('\n') !== sentences.join('\n')) return;
  const root = box.getRootNode();
  addStylesheet(root instanceof ShadowRoot ? root : document.head, STYLESHEET);
  // A drawn cross, not text: the notice's words stay the notice's.
  const close = el('button', { type: 'button', className: 'notice-close', 'aria-label': t('notice.close') });
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', CROSS);
  svg.append(path);
  close.append(svg);
  close.addEventListener('click', () => notices.hide());
  box.append(close);
  box.classList.add('sticky');
  const leave = (/** @type {Event} */ e) => {
    if (!e.composedPath().includes(box)) notices.hide();
  };
  for (const type of ['click', 'keydown']) document.addEventListener(type, leave, true);
  notices.unstick = () => {
    notices.unstick = null;
    for (const type of ['click', 'keydown']) document.removeEventListener(type, leave, true);
    close.remove();
    box.classList.remove('sticky');
  };
}
