// Passing messages and the live region: a notice box that hides itself after a
// while, and an announcer whose words screen readers say once each.

import { el, setParagraphs } from '../board/dom.js';
import { t } from '../i18n/messages.js';

export class Notices {
  /**
   * @param {HTMLElement} box the notice box (shown while a notice is up)
   * @param {HTMLElement|null} region the aria-live region, or null
   */
  constructor(box, region = null) {
    this.box = box;
    this.region = region;
    this.noticeTimer = 0;
    this.announceTimer = 0;
    this.pending = null;
    // A sticky notice floats over the controls at the foot of the screen: it goes as soon as
    // the player does anything outside it (the touch or key goes on to its target).
    this.leave = (e) => {
      if (!e.composedPath().includes(this.box)) this.hide();
    };
  }

  /**
   * Shows `text` (a sentence, or several: a paragraph each) and says it: for a few seconds, or
   * with `sticky` until it is closed or the player acts elsewhere.
   */
  notice(text, sticky = false) {
    const sentences = Array.isArray(text) ? text : [text];
    setParagraphs(this.box, sentences);
    this.box.hidden = false;
    sentences.forEach((words, i) => this.announce(words, i > 0));
    clearTimeout(this.noticeTimer);
    this.listen(sticky);
    if (!sticky) this.noticeTimer = setTimeout(() => this.hide(), 5000);
    else {
      // A cross drawn by the style sheet, not text: the notice's words stay the notice's.
      const close = el('button', { type: 'button', className: 'notice-close', 'aria-label': t('notice.close') });
      close.addEventListener('click', () => this.hide());
      this.box.append(close);
    }
  }

  hide() {
    clearTimeout(this.noticeTimer);
    this.listen(false);
    this.box.hidden = true;
  }

  /** Hides the notice at the player's next touch or key outside it (`on`), or no longer. */
  listen(on) {
    for (const type of ['pointerdown', 'keydown']) {
      if (on) document.addEventListener(type, this.leave, true);
      else document.removeEventListener(type, this.leave, true);
    }
  }

  /** Says `text` in the live region; with `append`, after words not yet out (a move's summary). */
  announce(text, append = false) {
    const region = this.region;
    if (!region) return;
    if (append && this.pending) text = `${this.pending} ${text}`;
    // Clear first so the same words are read again.
    region.textContent = '';
    clearTimeout(this.announceTimer);
    this.pending = text;
    this.announceTimer = setTimeout(() => {
      this.pending = null;
      region.textContent = text;
    }, 60);
  }
}
