// "Play a friend on another device" (issue 22): the pairing dialog, the bar over
// the board while two devices play, and the game between them. The protocol and
// its checks are www/pair/pair.js's, the connection www/pair/pair-link.js's; this module
// says at each step who does what next, and plays the friend's moves through the
// board session, each one read first by this device's engine.
//
// Who is who: the inviter picks the seat it plays; the invitation tells the friend
// the other one. Either device may invite again after a lost connection: the
// game goes on from the longer of the two records (each engine reads it).
//
// The page (www/page/main.js) and <mancala-board pair> (www/embed/mancala-board.js) each make one,
// with their own dialog and bar: in the document, or in the element's shadow root.

import { CodeError, checkPly, codeLink, encodeCode, laterRecord, makeAnswer, makeInvitation, message, readCode, readMessage } from './pair.js';
import { PairLink } from './pair-link.js';
import { playerName, t } from '../i18n/messages.js';
import { readIceServers } from '../game/params.js';
import { settingsForState } from '../study/record-link.js';
import { el } from '../board/dom.js';

// The dialog's and the bar's styles, fetched with this module (the first load has no need of them).
const STYLESHEET = new URL('./pair.css', import.meta.url).href;

/** Seconds the devices have to connect once the inviter has the answer (`waitSeconds` changes it). */
const CONNECT_SECONDS = 30;
/** The friend waits longer: the inviter has first to scan, open or paste the answer. */
const ANSWER_WAIT_SECONDS = 600;
/** The channel between the tabs of one browser: an answer link opened in a new tab reaches the inviting one. */
const TABS = 'mancala-pair';

export class PairUi {
  /**
   * @param {{ dialog: HTMLDialogElement, bar: HTMLElement, root: Document | ShadowRoot }} parts
   *   the dialog and the bar, and the tree they are in (the stylesheet goes there)
   * @param {{ session: any, announce: (text: string) => void, notice: (text: string) => void,
   *   save: () => void, focusBoard: () => void, state?: (detail: { state: string, seat: number | null }) => void }} hooks
   *   `state` hears the paired game's state: open, quiet, lost, then closed
   * @param {{ iceText?: string, waitSeconds?: number }} options the STUN or TURN servers (the
   *   `ice` option, checked by www/game/params.js; the dialog's field can change them), and the
   *   seconds to connect once the inviter has the answer
   */
  constructor(parts, hooks, { iceText = '', waitSeconds = CONNECT_SECONDS } = {}) {
    this.parts = parts;
    this.hooks = hooks;
    this.session = hooks.session;
    this.controller = hooks.session.controller;
    addStylesheet(parts.root);
    this.iceText = iceText;
    this.connectSeconds = waitSeconds > 0 && waitSeconds <= 600 ? waitSeconds : CONNECT_SECONDS;
    this.link = null;
    this.step = null; // what the dialog shows: { name, ... }
    this.game = null; // the paired game: { mySeat, friendSeat, known, state: 'open' | 'quiet' | 'lost' }
    this.asked = null; // { what, n } this device asked
    this.asking = null; // { what, n } the friend asked
    this.changing = false; // true while this module changes the game itself
    this.tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TABS) : null;
    this.tabs?.addEventListener('message', (e) => this.fromTab(e.data));
    this.session.addEventListener('update', (e) => this.onUpdate(e.detail.reason));
    parts.dialog.addEventListener('close', () => this.onDialogClosed());
  }

  /** True while a paired game is on (connected, or waiting to come back). */
  get active() {
    return !!this.game;
  }

  // ---- the dialog's steps ---------------------------------------------------------------------

  /** The button: the first step (or, in a paired game, what the connection is doing). */
  open() {
    if (this.game?.state === 'lost') this.invite();
    else if (this.game) this.show({ name: 'playing' });
    else if (!this.step) this.show({ name: 'start' });
    if (!this.parts.dialog.open) this.parts.dialog.showModal();
    this.focusFirst();
  }

  show(step) {
    this.step = step;
    this.render();
  }

  render() {
    const step = this.step;
    this.stopScan();
    if (!step) return;
    const d = this.parts.dialog;
    const body = this[`${step.name}Step`](step);
    d.setAttribute('aria-labelledby', 'pair-heading');
    d.replaceChildren(...body.filter(Boolean));
  }

  focusFirst() {
    const d = this.parts.dialog;
    (d.querySelector('[data-autofocus]') ?? d.querySelector('h2'))?.focus();
  }

  heading(key, params) {
    return el('h2', { id: 'pair-heading', tabindex: '-1', text: t(key, params) });
  }

  actions(...buttons) {
    return el('div', { className: 'actions' }, ...buttons);
  }

  button(key, onClick, { primary = false, focus = false } = {}) {
    const b = el('button', { type: 'button', className: primary ? 'primary' : null, 'data-autofocus': focus, text: t(key) });
    b.addEventListener('click', onClick);
    return b;
  }

  /** The first step: what is offered, the seat, the servers; or an invitation to paste. */
  startStep() {
    const state = this.controller.state;
    if (state.players !== 2) {
      return [this.heading('pair.heading'), el('p', { text: t('pair.twoOnly') }), this.actions(this.button('pair.close', () => this.close(), { focus: true }))];
    }
    const seats = el(
      'fieldset',
      { className: 'pair-seats' },
      el('legend', { text: t('pair.youPlay') }),
      ...[0, 1].map((p) =>
        el(
          'label',
          { className: 'inline' },
          el('input', { type: 'radio', name: 'pair-seat', value: String(p), checked: p === (this.lastSeat ?? 0) }),
          ` ${playerName(2, p)}`,
        ),
      ),
    );
    const ice = el('textarea', { id: 'pair-ice', rows: '2', spellcheck: 'false', autocomplete: 'off', 'aria-describedby': 'pair-ice-help' });
    ice.value = this.iceText;
    const paste = el('textarea', { id: 'pair-paste-invite', rows: '2', spellcheck: 'false', autocomplete: 'off' });
    const error = el('p', { className: 'error', role: 'alert', id: 'pair-start-error', hidden: !this.step.error, text: this.step.error ?? '' });
    const serversError = el('p', { className: 'error', role: 'alert', id: 'pair-ice-error', hidden: true });
    const servers = el(
      'details',
      { className: 'pair-servers', open: !!this.iceText },
      el('summary', { text: t('pair.servers') }),
      el('p', { id: 'pair-ice-help', text: t('pair.serversHelp') }),
      el('label', { className: 'stack', for: 'pair-ice' }, el('span', { text: t('pair.serversField') })),
      ice,
      serversError,
    );
    return [
      this.heading('pair.heading'),
      el('p', { text: t('pair.intro', { game: t(`game.${state.game}`) }) }),
      // The move the game goes on from: the next one.
      el('p', { text: t(state.plies.length ? 'pair.continues' : 'pair.newGame', { n: state.plies.length + 1 }) }),
      seats,
      servers,
      this.actions(
        this.button(
          'pair.makeInvitation',
          () => {
            const rejected = readIceServers(ice.value).rejected;
            if (rejected.length) {
              serversError.textContent = t('pair.serversBad', { items: rejected.join(' ') });
              serversError.hidden = false;
              servers.open = true;
              ice.setAttribute('aria-invalid', 'true');
              ice.focus();
              return;
            }
            this.iceText = ice.value.trim();
            this.lastSeat = Number(this.parts.dialog.querySelector('input[name="pair-seat"]:checked')?.value ?? 0);
            this.invite();
          },
          { primary: true, focus: true },
        ),
      ),
      el('h3', { text: t('pair.invitedHeading') }),
      el('label', { className: 'stack', for: 'pair-paste-invite' }, el('span', { text: t('pair.pasteInvitation') })),
      paste,
      error,
      this.actions(
        this.button('pair.openInvitation', () => this.openInvite(paste.value)),
        this.scanButton((text) => this.openInvite(text)),
        this.button('pair.close', () => this.close()),
      ),
    ];
  }

  /** While the invitation is made (the device gathers its addresses: a few seconds at most). */
  makingStep() {
    return [this.heading('pair.heading'), el('p', { role: 'status', text: t('pair.making') })];
  }

  /** The inviter's step: the invitation (QR, link, code), then where the answer goes. */
  invitingStep(step) {
    const answer = el('textarea', { id: 'pair-paste-answer', rows: '2', spellcheck: 'false', autocomplete: 'off', 'aria-describedby': 'pair-answer-help' });
    const error = el('p', { className: 'error', role: 'alert', id: 'pair-answer-error', hidden: !step.error, text: step.error ?? '' });
    return [
      this.heading('pair.inviteHeading'),
      el('p', { className: 'pair-step', text: t('pair.inviteStep1', { friend: playerName(2, step.friendSeat) }) }),
      ...this.codeParts(step, 'invite'),
      el('p', { className: 'pair-step', id: 'pair-answer-help', text: t('pair.inviteStep2') }),
      el('label', { className: 'stack', for: 'pair-paste-answer' }, el('span', { text: t('pair.pasteAnswer') })),
      answer,
      error,
      step.connecting ? el('p', { role: 'status', text: t('pair.connecting') }) : el('p', { role: 'status' }),
      this.actions(
        this.button('pair.connect', () => this.takeAnswer(answer.value), { primary: true }),
        this.scanButton((text) => this.takeAnswer(text)),
        this.button('pair.cancel', () => this.cancel()),
      ),
    ];
  }

  /** The friend's first step: who invites to what; accept or not. */
  invitedStep(step) {
    const state = step.preview;
    const parts = [
      this.heading('pair.invitedHeading'),
      el('p', { text: t('pair.invitedText', { game: t(`game.${state.game}`), you: playerName(2, step.invitation.y), friend: playerName(2, 1 - step.invitation.y) }) }),
    ];
    if (state.plyCount) parts.push(el('p', { text: t('pair.invitedContinues', { n: state.plyCount + 1 }) }));
    if (step.replaces) parts.push(el('p', { text: t('pair.invitedReplaces') }));
    parts.push(this.actions(this.button('pair.accept', () => this.accept(step), { primary: true, focus: true }), this.button('pair.decline', () => this.cancel())));
    return parts;
  }

  /** The friend's second step: the answer to give back, and the wait. */
  answeringStep(step) {
    return [
      this.heading('pair.answerHeading'),
      el('p', { className: 'pair-step', text: t('pair.answerStep', { you: playerName(2, step.mySeat) }) }),
      ...this.codeParts(step, 'answer'),
      el('p', { role: 'status', text: t('pair.waitingForFriend') }),
      this.actions(this.button('pair.cancel', () => this.cancel())),
    ];
  }

  /** No connection, or a code that cannot be used: why, and what would help. */
  failedStep(step) {
    return [
      this.heading('pair.failedHeading'),
      ...step.texts.map((text) => el('p', { text })),
      this.actions(
        this.button('pair.tryAgain', () => this.show({ name: 'start' }), { primary: true, focus: true }),
        this.button('pair.close', () => this.close()),
      ),
    ];
  }

  /** In a paired game: who plays what, and a way out. */
  playingStep() {
    return [
      this.heading('pair.heading'),
      el('p', { text: this.turnText() }),
      this.actions(
        this.button('pair.close', () => this.close(), { primary: true, focus: true }),
        this.button('pair.leave', () => {
          this.close();
          this.leave();
        }),
      ),
    ];
  }

  /** The friend asks to undo or for a rematch. */
  askedStep(step) {
    return [
      this.heading('pair.askHeading'),
      el('p', { text: t(`pair.ask.${step.what}.friend`) }),
      this.actions(this.button('pair.allow', () => this.reply(true), { primary: true, focus: true }), this.button('pair.refuse', () => this.reply(false))),
    ];
  }

  /** An answer link opened in a tab of its own: where the answer went. */
  handedStep(step) {
    return [this.heading('pair.answerHeading'), el('p', { text: t(step.taken ? 'pair.handedOver' : 'pair.noInvitationHere') }), this.actions(this.button('pair.close', () => this.close(), { focus: true }))];
  }

  /**
   * "Scan with the camera", where the browser reads QR codes itself (BarcodeDetector: Chrome on
   * Android, macOS, ChromeOS); elsewhere nothing, and the phone's camera app opens the link.
   */
  scanButton(onCode) {
    if (typeof globalThis.BarcodeDetector !== 'function' || !navigator.mediaDevices?.getUserMedia) return null;
    const button = this.button('pair.scan', () => this.scan(button, onCode));
    return button;
  }

  /** Shows the camera under `button` until a QR code is read (then `onCode(its text)`) or Stop. */
  async scan(button, onCode) {
    this.stopScan();
    const video = el('video', { className: 'pair-camera', muted: true, playsinline: true, autoplay: true, 'aria-hidden': 'true' });
    const status = el('p', { role: 'status', text: t('pair.scanHelp') });
    const box = el('div', { className: 'pair-scan' }, video, status, this.actions(this.button('pair.scanStop', () => this.stopScan())));
    button.closest('.actions').after(box);
    const scanning = { box, stream: null, timer: 0 };
    this.scanning = scanning;
    try {
      scanning.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    } catch (e) {
      console.info('mancala: no camera:', e?.message);
      status.textContent = t('pair.scanNoCamera');
      return;
    }
    if (this.scanning !== scanning) return this.stopTracks(scanning.stream);
    video.srcObject = scanning.stream;
    const detector = new globalThis.BarcodeDetector({ formats: ['qr_code'] });
    const look = async () => {
      if (this.scanning !== scanning) return;
      try {
        const [found] = await detector.detect(video);
        if (found?.rawValue && this.scanning === scanning) {
          this.stopScan();
          onCode(found.rawValue);
          return;
        }
      } catch {
        // No frame yet: the next look.
      }
      scanning.timer = setTimeout(look, 250);
    };
    look();
  }

  stopScan() {
    const scanning = this.scanning;
    if (!scanning) return;
    this.scanning = null;
    clearTimeout(scanning.timer);
    this.stopTracks(scanning.stream);
    scanning.box.remove();
  }

  stopTracks(stream) {
    for (const track of stream?.getTracks() ?? []) track.stop();
  }

  /** The QR code, the link with Share or Copy, and the code as text. */
  codeParts(step, kind) {
    const label = t(kind === 'invite' ? 'pair.invitationQr' : 'pair.answerQr');
    const figure = el('figure', { className: 'pair-qr' });
    if (step.qr) figure.append(step.qr.cloneNode(true));
    figure.hidden = !step.qr;
    figure.firstChild?.setAttribute('aria-label', label);
    const linkField = el('input', { type: 'text', readonly: true, id: `pair-link-${kind}`, value: step.link });
    const code = el('textarea', { readonly: true, rows: '3', id: `pair-code-${kind}`, spellcheck: 'false' });
    code.value = step.code;
    const status = el('p', { role: 'status', className: 'pair-copied' });
    const share = el('button', { type: 'button', text: t(canShare() ? 'pair.share' : 'pair.copyLink'), 'data-autofocus': kind === 'answer' || null });
    share.addEventListener('click', () => this.share(step.link, status, kind));
    const copyCode = el('button', { type: 'button', text: t('pair.copyCode') });
    copyCode.addEventListener('click', () => copy(step.code, status, t('pair.codeCopied'), code));
    return [
      figure,
      el('label', { className: 'stack', for: linkField.id }, el('span', { text: t(kind === 'invite' ? 'pair.invitationLink' : 'pair.answerLink') })),
      linkField,
      el('label', { className: 'stack', for: code.id }, el('span', { text: t(kind === 'invite' ? 'pair.invitationCode' : 'pair.answerCode') })),
      code,
      this.actions(share, copyCode),
      status,
    ];
  }

  async share(url, status, kind) {
    const data = { title: t(kind === 'invite' ? 'pair.shareInvitation' : 'pair.shareAnswer'), url };
    if (canShare(data)) {
      try {
        await navigator.share(data);
        return;
      } catch (e) {
        if (e?.name === 'AbortError') return;
      }
    }
    await copy(url, status, t('pair.linkCopied'), this.parts.dialog.querySelector(`#pair-link-${kind}`));
  }

  close() {
    if (this.parts.dialog.open) this.parts.dialog.close();
  }

  onDialogClosed() {
    this.stopScan();
    // Closed while a connection was being set up (Escape, Cancel): it is given up.
    if (!this.game && this.link && !this.link.isOpen) this.dropLink();
    if (!this.game || this.step?.name === 'asked' || this.step?.name === 'playing') this.step = null;
  }

  cancel() {
    this.dropLink();
    this.step = null;
    this.close();
    this.hooks.focusBoard();
  }

  dropLink() {
    const link = this.link;
    this.link = null;
    link?.close();
  }

  // ---- the inviter ------------------------------------------------------------------------------

  /** Makes an invitation for the game on the board (in a paired game, the same seats as before). */
  async invite() {
    const mySeat = this.game?.mySeat ?? this.lastSeat ?? 0;
    const friendSeat = 1 - mySeat;
    this.dropLink();
    this.show({ name: 'making' });
    let link = null;
    let offer;
    try {
      // A browser without WebRTC (or with it turned off) fails here, in words.
      link = this.newLink();
      offer = await link.offer();
    } catch (e) {
      console.warn(e);
      return this.failed(['pair.failed.noChannel'], link);
    }
    if (link !== this.link) return;
    if (!offer.c.length) return this.failed(['pair.failed.noNetwork', 'pair.failed.help'], link);
    const code = await encodeCode(makeInvitation(offer, this.controller.handle.record(), friendSeat));
    const url = codeLink(pageAddress(), code, 'invite');
    this.show({ name: 'inviting', code, link: url, qr: await qrFor(url, t('pair.invitationQr')), mySeat, friendSeat });
    // The heading first, so the steps are read (and seen) from the top.
    this.focusFirst();
  }

  /** The friend's answer (pasted, scanned, or from an answer link in another tab). */
  async takeAnswer(text) {
    const step = this.step;
    if (step?.name !== 'inviting' || !this.link) return false;
    let answer;
    try {
      answer = await readCode(text, 'answer');
    } catch (e) {
      this.show({ ...step, error: codeProblem(e, 'answer') });
      this.parts.dialog.querySelector('#pair-paste-answer')?.focus();
      return true;
    }
    this.show({ ...step, error: null, connecting: true });
    const link = this.link;
    try {
      await link.accept(answer.s);
    } catch (e) {
      console.warn(e);
      this.show({ ...step, error: t('pair.code.damaged') });
      return true;
    }
    link.connect(this.connectSeconds * 1000);
    this.hooks.announce(t('pair.connecting'));
    return true;
  }

  // ---- the friend -------------------------------------------------------------------------------

  /** An invitation from a link's fragment or a paste: checked, then offered to accept. */
  /** A code from a link opened on this page (takePairCode): an invitation opens, an answer is handed over. */
  openLinked({ kind, code }) {
    return kind === 'invite' ? this.openInvite(code) : this.handOver(code);
  }

  async openInvite(text) {
    let invitation;
    try {
      invitation = await readCode(text, 'invite');
    } catch (e) {
      return this.showInviteProblem(codeProblem(e, 'invite'));
    }
    let preview;
    try {
      const handle = this.controller.engine.GameHandle.fromRecord(invitation.r);
      preview = handle.view();
      handle.free?.();
    } catch {
      return this.showInviteProblem(t('pair.code.game'));
    }
    if (preview.players !== 2) return this.showInviteProblem(t('pair.twoOnly'));
    const mine = this.controller.state;
    const replaces = mine.plies.length > 0 && mine.status !== 'over' && !laterRecord(this.controller.engine, this.controller.handle.record(), invitation.r);
    this.show({ name: 'invited', invitation, preview, replaces });
    if (!this.parts.dialog.open) this.parts.dialog.showModal();
    this.focusFirst();
  }

  showInviteProblem(text) {
    this.show({ name: 'start', error: text });
    if (!this.parts.dialog.open) this.parts.dialog.showModal();
    this.parts.dialog.querySelector('#pair-paste-invite')?.focus();
  }

  async accept(step) {
    const invitation = step.invitation;
    this.dropLink();
    let link = null;
    let answer;
    try {
      link = this.newLink();
      answer = await link.answer(invitation.s);
    } catch (e) {
      console.warn(e);
      return this.failed([link ? 'pair.code.damaged' : 'pair.failed.noChannel'], link);
    }
    if (link !== this.link) return;
    if (!answer.c.length) return this.failed(['pair.failed.noNetwork', 'pair.failed.help'], link);
    // The game of the invitation, unless this device has it already, further on.
    const later = laterRecord(this.controller.engine, this.controller.handle.record(), invitation.r) ?? invitation.r;
    this.adoptGame(later, invitation.y);
    const code = await encodeCode(makeAnswer(answer));
    const url = codeLink(pageAddress(), code, 'answer');
    this.show({ name: 'answering', code, link: url, qr: await qrFor(url, t('pair.answerQr')), mySeat: invitation.y });
    this.focusFirst();
    link.connect(ANSWER_WAIT_SECONDS * 1000);
  }

  // ---- an answer link opened in a tab of its own ---------------------------------------------------

  /** Hands `code` to the tab that made the invitation, if this browser has one open. */
  handOver(code) {
    if (!this.tabs) return this.showHanded(false);
    let taken = false;
    const listen = (e) => {
      if (e.data?.taken === code) taken = true;
    };
    this.tabs.addEventListener('message', listen);
    this.tabs.postMessage({ answer: code });
    setTimeout(() => {
      this.tabs.removeEventListener('message', listen);
      this.showHanded(taken);
    }, 1500);
  }

  showHanded(taken) {
    this.show({ name: 'handed', taken });
    if (!this.parts.dialog.open) this.parts.dialog.showModal();
    this.focusFirst();
  }

  async fromTab(data) {
    if (typeof data?.answer !== 'string' || this.step?.name !== 'inviting') return;
    if (await this.takeAnswer(data.answer)) this.tabs.postMessage({ taken: data.answer });
  }

  // ---- the connection -----------------------------------------------------------------------------

  newLink() {
    const link = new PairLink(readIceServers(this.iceText).servers);
    this.link = link;
    link.addEventListener('open', () => link === this.link && this.onOpen());
    link.addEventListener('message', (e) => link === this.link && this.onMessage(e.detail.text));
    link.addEventListener('quiet', () => link === this.link && this.onQuiet(true));
    link.addEventListener('awake', () => link === this.link && this.onQuiet(false));
    link.addEventListener('closed', (e) => link === this.link && this.onClosed(e.detail.reason));
    return link;
  }

  failed(keys, link) {
    if (link && link === this.link) this.dropLink();
    this.show({ name: 'failed', texts: keys.map((key) => t(key, { seconds: this.connectSeconds })) });
    if (!this.parts.dialog.open) this.parts.dialog.showModal();
    this.focusFirst();
    this.hooks.announce(this.step.texts.join(' '));
  }

  onOpen() {
    const step = this.step;
    const mySeat = step?.mySeat ?? this.game?.mySeat ?? 0;
    if (step?.name === 'inviting') this.adoptGame(this.controller.handle.record(), mySeat);
    this.game = { mySeat, friendSeat: 1 - mySeat, known: this.controller.state.plies.length, state: 'open' };
    this.asked = this.asking = null;
    this.session.pair = this;
    this.redraw();
    this.tellState();
    this.link.sendText(message('hello', { record: this.controller.handle.record(), seat: mySeat }));
    this.step = null;
    this.close();
    this.renderBar();
    this.hooks.announce(this.turnText());
    this.hooks.focusBoard();
  }

  onQuiet(quiet) {
    if (!this.game) return;
    this.game.state = quiet ? 'quiet' : 'open';
    this.tellState();
    this.renderBar();
    this.hooks.announce(quiet ? t('pair.bar.quiet') : this.turnText());
  }

  onClosed(reason) {
    this.link = null;
    if (this.game) {
      // The game stays on the board; either player may invite again to go on.
      this.game.state = 'lost';
      this.asked = this.asking = null;
      this.tellState();
      this.renderBar();
      this.hooks.announce(t('pair.bar.lost'));
      return;
    }
    const waited = this.step?.name === 'answering' ? ANSWER_WAIT_SECONDS : this.connectSeconds;
    const keys = reason === 'timeout' || reason === 'failed' ? ['pair.failed.timeout', 'pair.failed.help'] : ['pair.failed.closed'];
    this.show({ name: 'failed', texts: keys.map((key) => t(key, { seconds: waited })) });
    if (!this.parts.dialog.open) this.parts.dialog.showModal();
    this.focusFirst();
    this.hooks.announce(this.step.texts.join(' '));
  }

  /** Leaves the paired game: the friend is told; the game stays here as an ordinary one. */
  leave() {
    this.link?.sendText(message('bye'));
    this.dropLink();
    this.endGame();
    this.hooks.announce(t('pair.left'));
  }

  endGame() {
    this.game = null;
    this.asked = this.asking = null;
    this.session.pair = null;
    this.tellState();
    const settings = this.controller.settings;
    if (settings) settings.seats = settings.seats.map((seat) => ({ kind: 'human', level: seat.level }));
    this.redraw();
    this.renderBar();
  }

  /** Tells the hook the paired game's state (open, quiet, lost; closed once it is over) and this device's seat. */
  tellState() {
    this.hooks.state?.({ state: this.game?.state ?? 'closed', seat: this.game?.mySeat ?? null });
  }

  /** The board, the chips and the line under the board again, for who may play now. */
  redraw() {
    this.changing = true;
    try {
      this.controller.resync('pair');
    } finally {
      this.changing = false;
    }
  }

  // ---- the game between the devices -----------------------------------------------------------------

  /** Puts `record` on the board with this device's seat marked as "you" and the other as the friend's. */
  adoptGame(record, mySeat) {
    const handle = this.controller.engine.GameHandle.fromRecord(record);
    const state = handle.state();
    handle.free?.();
    const settings = settingsForState(state);
    settings.seats = settings.seats.map((seat, p) => ({ kind: 'human', level: seat.level, pair: p === mySeat ? 'you' : p < 2 ? 'friend' : undefined }));
    this.changing = true;
    try {
      this.controller.restore(settings, record);
    } finally {
      this.changing = false;
    }
    this.hooks.save();
  }

  /** Why the person may not play now (the friend's turn, or the friend starts the round), or null. */
  refusal(state, what = 'move') {
    const g = this.game;
    if (!g) return null;
    if (g.state === 'lost') return t('pair.refused.lost');
    if (this.asked || this.asking) return t('pair.refused.asking');
    if (what === 'round') return this.roundStarter(state) === g.mySeat ? null : t('pair.refused.friendsRound');
    if (state.status === 'playing' && state.toMove !== g.mySeat) return t('pair.refused.friendsTurn');
    return null;
  }

  /** The seat whose device starts a match's next round: the round's winner, who chooses pits; else the round's starter. */
  roundStarter(state) {
    const chooser = state.next?.chooser;
    return chooser === null || chooser === undefined ? state.next?.starter ?? 0 : chooser;
  }

  onUpdate(reason) {
    const g = this.game;
    if (!g || this.changing) return;
    const state = this.controller.state;
    if (reason === 'move' || reason === 'round') {
      // A ply played here: it goes to the friend as notation.
      if (state.plies.length === g.known + 1 && !this.applying) {
        const ply = state.plies[state.plies.length - 1].text;
        this.link?.sendText(message('move', { n: g.known, ply }));
        g.known += 1;
      }
    } else if (reason === 'new' || reason === 'undo' || reason === 'redo') {
      // Another game opened here (New game, a record, a lesson): the paired game ends.
      this.leave();
      this.hooks.notice(t('pair.leftByChange'));
      return;
    }
    if (reason !== 'animation') this.renderBar();
  }

  onMessage(text) {
    let m;
    try {
      m = readMessage(text);
    } catch (e) {
      return this.refuse(e);
    }
    const g = this.game;
    if (!g) return;
    const n = this.controller.state.plies.length;
    switch (m.t) {
      case 'hello':
        return this.onHello(m);
      case 'move':
        return this.onMove(m);
      case 'ask':
        // Asked before a move this device has since played (they crossed): declined at once,
        // so the friend is not left waiting.
        if (m.n !== n || this.asking || this.asked) {
          this.link?.sendText(message('reply', { n: m.n, what: m.what, yes: false }));
          return;
        }
        // A question to answer now: over whatever is open (the end of the game's dialog, say).
        this.asking = { what: m.what, n };
        this.renderBar();
        this.show({ name: 'asked', what: m.what });
        if (!this.parts.dialog.open) this.parts.dialog.showModal();
        this.focusFirst();
        return;
      case 'reply':
        return this.onReply(m);
      case 'bye':
        this.dropLink();
        this.endGame();
        this.hooks.notice(t('pair.friendLeft'));
        return;
      default:
        return;
    }
  }

  /** The friend's record and seat on opening: the game goes on from the later of the two. */
  onHello(m) {
    const g = this.game;
    const mine = this.controller.handle.record();
    const later = m.seat === g.friendSeat ? laterRecord(this.controller.engine, mine, m.record) : null;
    if (later === null) return this.refuse(new CodeError('game', 'another game'));
    if (later !== mine) this.adoptGame(later, g.mySeat);
    g.known = this.controller.state.plies.length;
    this.renderBar();
  }

  async onMove(m) {
    const g = this.game;
    const c = this.controller;
    if (c.busy || c.replaying) await this.settle();
    let played;
    try {
      played = checkPly(c.engine, c.handle.record(), c.state.plies.length, m, g.friendSeat, (s) => this.roundStarter(s));
    } catch (e) {
      return this.refuse(e);
    }
    g.known += 1;
    // The controller reports the ply at once (then sows it): it is the friend's, not sent back.
    this.applying = true;
    let sowing;
    try {
      if (played.hole === null || played.hole === undefined) {
        this.session.setChoice(null);
        const letters = m.ply.slice(1);
        sowing = c.nextRound(letters ? [...letters].map((ch) => ch.charCodeAt(0) - 65) : null);
      } else {
        sowing = c.play(played.hole);
      }
    } finally {
      this.applying = false;
    }
    await sowing;
    this.hooks.save();
    this.renderBar();
  }

  /** Waits until the board is still (a move of this device's still being sown). */
  async settle() {
    while (this.controller.busy || this.controller.replaying) await this.controller.animator.idle();
  }

  /** A message from the friend's device that cannot be used: nothing changes; the person is told. */
  refuse(error) {
    const reason = error instanceof CodeError ? error.reason : 'shape';
    console.warn('mancala: message from the other device refused:', error?.message);
    this.hooks.notice(t(`pair.refusedMessage.${['version', 'order', 'move', 'game'].includes(reason) ? reason : 'shape'}`));
  }

  // ---- undo and rematch: asked of the friend -----------------------------------------------------------

  /** The Undo button in a paired game: the friend is asked first. */
  askUndo() {
    return this.ask('undo');
  }

  /** The Rematch buttons in a paired game. */
  askRematch() {
    return this.ask('rematch');
  }

  ask(what) {
    const g = this.game;
    if (!g || g.state === 'lost' || this.asked || this.asking) return false;
    const n = this.controller.state.plies.length;
    if (what === 'undo' && !this.controller.state.plies.some((p) => p.player === g.mySeat && p.hole !== null && p.hole !== undefined)) {
      this.hooks.notice(t('pair.nothingToUndo'));
      return false;
    }
    this.asked = { what, n };
    this.link.sendText(message('ask', { n, what }));
    this.renderBar();
    this.hooks.announce(t(`pair.ask.${what}.sent`));
    return true;
  }

  reply(yes) {
    const asking = this.asking;
    if (!asking) return;
    this.asking = null;
    if (this.step?.name === 'asked') {
      this.step = null;
      this.close();
    }
    this.link?.sendText(message('reply', { n: asking.n, what: asking.what, yes }));
    if (yes) this.grant(asking.what, this.game.friendSeat);
    this.renderBar();
    this.hooks.announce(yes ? this.turnText() : t('pair.ask.refusedByYou'));
    this.hooks.focusBoard();
  }

  onReply(m) {
    const asked = this.asked;
    if (!asked || m.what !== asked.what || m.n !== asked.n) return this.refuse(new CodeError('order'));
    this.asked = null;
    if (m.yes) this.grant(m.what, this.game.mySeat);
    else this.hooks.notice(t(`pair.ask.${m.what}.refused`));
    this.renderBar();
    if (m.yes) this.hooks.announce(this.turnText());
  }

  /** Undo (back to the asker's last move) or rematch (the other player starts), on both devices alike. */
  grant(what, asker) {
    const c = this.controller;
    this.changing = true;
    try {
      if (what === 'undo') c.undo((view) => view.toMove !== asker);
      else c.rematch();
    } finally {
      this.changing = false;
    }
    this.game.known = c.state.plies.length;
    this.session.renderChips();
    this.hooks.save();
    if (what === 'rematch') this.hooks.focusBoard();
  }

  // ---- the bar over the board ------------------------------------------------------------------------

  turnText() {
    const g = this.game;
    const s = this.controller.state;
    const you = playerName(2, g.mySeat);
    const friend = playerName(2, g.friendSeat);
    if (s.status === 'over') return t('pair.bar.over', { you });
    if (s.status === 'round-over') return t(this.roundStarter(s) === g.mySeat ? 'pair.bar.yourRound' : 'pair.bar.friendsRound', { you, friend });
    return t(s.toMove === g.mySeat ? 'pair.bar.yourTurn' : 'pair.bar.friendsTurn', { you, friend });
  }

  renderBar() {
    const bar = this.parts.bar;
    const g = this.game;
    bar.hidden = !g;
    if (!g) {
      bar.replaceChildren();
      return;
    }
    let text;
    const buttons = [];
    if (g.state === 'lost') {
      text = t('pair.bar.lost');
      buttons.push(this.button('pair.inviteAgain', () => this.open(), { primary: true }), this.button('pair.leave', () => this.leave()));
    } else if (this.asking) {
      text = t(`pair.ask.${this.asking.what}.friend`);
      buttons.push(this.button('pair.allow', () => this.reply(true), { primary: true }), this.button('pair.refuse', () => this.reply(false)));
    } else if (this.asked) {
      text = t(`pair.ask.${this.asked.what}.sent`);
    } else {
      text = g.state === 'quiet' ? t('pair.bar.quiet') : this.turnText();
      buttons.push(this.button('pair.leave', () => this.leave()));
    }
    bar.dataset.state = g.state;
    bar.dataset.turn = this.controller.state.toMove === g.mySeat ? 'you' : 'friend';
    bar.replaceChildren(el('p', { className: 'pair-status', text }), ...buttons);
  }

  retranslate() {
    this.render();
    this.renderBar();
  }
}

/** Links pair.css into `root` (the document's head, or a shadow root), once. */
function addStylesheet(root) {
  const parent = root.head ?? root;
  if (parent.querySelector(`link[href="${STYLESHEET}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = STYLESHEET;
  parent.append(link);
}

/**
 * The page's own address, without its fragment (the code goes there): the game's page, or the
 * host page of a <mancala-board pair>, which reads the code there (www/embed/mancala-board.js).
 */
function pageAddress() {
  const url = new URL(location.href);
  url.hash = '';
  return url.href;
}

function canShare(data = { url: location.href }) {
  return typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data));
}

/** Copies `text`; says so in `status`, or selects `field` for the person to copy where the browser refuses. */
async function copy(text, status, done, field) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = done;
  } catch {
    field?.focus();
    field?.select();
    status.textContent = t('pair.copyByHand');
  }
}

/** A QR code of `text` (www/board/qr.js), or null where it cannot be made (too long, or no encoder). */
async function qrFor(text, label) {
  try {
    const { encodeQr, qrSvg } = await import('../board/qr.js');
    return qrSvg(document, await encodeQr(text), label);
  } catch (e) {
    console.info('mancala: no QR code for the link:', e?.message);
    return null;
  }
}

/** Words for a code that cannot be used. */
function codeProblem(error, kind) {
  const reason = error instanceof CodeError ? error.reason : 'damaged';
  if (reason === 'kind') return t(kind === 'invite' ? 'pair.code.isAnswer' : 'pair.code.isInvitation');
  if (reason === 'version') return t('pair.code.version');
  return t('pair.code.damaged');
}
