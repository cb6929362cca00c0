// The buttons under the move list that take a game out of the page and bring
// one in: Share (the Web Share API where the browser has it, else the link
// copied, with a confirmation in view), Copy record, Download .txt, and Open a
// record (a paste or a file), checked by the engine before it replaces the game.

import { offerDownload } from '../board/dom.js';
import { t } from '../i18n/messages.js';
import { positionRecord, problemText, readStudyText, recordFileName, shareLink } from './record-link.js';

/**
 * @typedef {{ share: HTMLButtonElement, copy: HTMLButtonElement, download: HTMLButtonElement,
 *   import: HTMLButtonElement, status: HTMLElement, manual: HTMLInputElement,
 *   dialog: HTMLDialogElement, text: HTMLTextAreaElement, file: HTMLInputElement,
 *   error: HTMLElement, open: HTMLButtonElement, cancel: HTMLButtonElement }} RecordParts
 */

export class RecordTools {
  /**
   * The page calls share(), copyRecord(), download() and showImport() from its buttons (this
   * module comes with the first of them); the import dialog's own controls are wired here.
   * @param {RecordParts} parts
   * @param {{ game: () => { state: any, settings: any } | null, recordProblem: (r: string) => any,
   *   open: (study: { kind: string, text: string }) => void, announce: (text: string) => void,
   *   notice: (text: string) => void }} hooks
   */
  constructor(parts, hooks) {
    this.parts = parts;
    this.hooks = hooks;
    this.statusTimer = 0;
    parts.open.addEventListener('click', () => this.importText());
    parts.cancel.addEventListener('click', () => parts.dialog.close());
    parts.file.addEventListener('change', () => this.importFile());
    parts.manual.addEventListener('focus', () => parts.manual.select());
  }

  /** The link of the game on the board. */
  link() {
    const { state, settings } = this.hooks.game();
    return shareLink(location.href, state.record, settings, state.players);
  }

  async share() {
    const { state } = this.hooks.game();
    const url = this.link();
    const data = { title: t('study.shareTitle', { game: t(`game.${state.game}`) }), url };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (e) {
        // The person closed the share sheet: nothing to do. Anything else: copy instead.
        if (e?.name === 'AbortError') return;
      }
    }
    await this.copy(url, 'study.copied', 'study.copyManual');
  }

  copyRecord() {
    return this.copy(this.hooks.game().state.record, 'study.recordCopied', 'study.recordManual');
  }

  /** Puts `text` on the clipboard and says so; where the browser refuses, shows it to copy by hand. */
  async copy(text, done, manual) {
    const p = this.parts;
    const copied = await navigator.clipboard.writeText(text).then(
      () => true,
      () => false,
    );
    // What is in view is known once the tap has been handled everywhere: on a phone the
    // buttons are in the More sheet, which the tap closes (a refusal can come back sooner).
    await new Promise((handled) => setTimeout(handled));
    if (copied) {
      p.manual.hidden = true;
      this.status(t(done));
      return;
    }
    p.manual.value = text;
    p.manual.hidden = false;
    // The text to copy by hand is of no use unless it is seen: a closed sheet opens again.
    const sheet = p.manual.closest('[popover]');
    if (!p.manual.checkVisibility() && sheet instanceof HTMLElement) sheet.showPopover();
    this.status(t(manual), true);
    p.manual.focus();
    p.manual.select();
  }

  /** Says `text` under the buttons; where they are out of sight (a closed sheet), as a passing notice. */
  status(text, sticky = false) {
    const box = this.parts.status;
    box.textContent = text;
    box.hidden = false;
    if (box.checkVisibility()) this.hooks.announce(text);
    else this.hooks.notice(text);
    clearTimeout(this.statusTimer);
    if (!sticky) this.statusTimer = setTimeout(() => (box.hidden = true), 6000);
  }

  download() {
    const { state } = this.hooks.game();
    offerDownload(recordFileName(state.game), `${state.record}\n`);
  }

  showImport() {
    const p = this.parts;
    p.text.value = '';
    p.file.value = '';
    p.error.hidden = true;
    p.dialog.showModal();
    p.text.focus();
  }

  async importFile() {
    const file = this.parts.file.files?.[0];
    if (!file) return;
    try {
      this.parts.text.value = await file.text();
    } catch (e) {
      console.warn(e);
      this.fail(t('study.importFileBad'));
      return;
    }
    this.importText();
  }

  /** Checks the text with the engine; opens it, or says what is wrong and keeps the dialog open. */
  importText() {
    const study = readStudyText(this.parts.text.value);
    if (!study) {
      this.fail(t('study.importEmpty'));
      return;
    }
    const record = study.kind === 'position' ? positionRecord(study.text) : study.text;
    const problem = this.hooks.recordProblem(record);
    if (problem) {
      this.fail(problemText('study.importBad', problem));
      return;
    }
    this.parts.dialog.close();
    this.hooks.open(study);
    this.hooks.announce(t('study.imported'));
  }

  fail(text) {
    const p = this.parts;
    p.error.textContent = text;
    p.error.hidden = false;
    this.hooks.announce(text);
    p.text.focus();
  }
}
