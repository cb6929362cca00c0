// Passing messages and the live region: a notice box that hides itself after a
// while, and an announcer whose words screen readers say once each.

import { setParagraphs } from '../board/dom.js';

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
    /** @type {(() => void) | null} takes a sticky notice's close button and listeners away */
    this.unstick = null;
  }

  /**
   * Shows `text` (a sentence, or several: a paragraph each) and says it: for a few seconds, or
   * with `sticky` until closed or the player acts elsewhere (www/game/sticky-notice.js).
   */
  notice(text, sticky = false) {
    const sentences = Array.isArray(text) ? text : [text];
    this.hide();
    setParagraphs(this.box, sentences);
    this.box.hidden = false;
    sentences.forEach((words, i) => this.announce(words, i > 0));
    if (!sticky) this.noticeTimer = setTimeout(() => this.hide(), 5000);
    else import('./sticky-notice.js').then((part) => part.closable(this, sentences), () => {});
  }

  hide() {
    clearTimeout(this.noticeTimer);
    this.unstick?.();
    this.box.hidden = true;
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
