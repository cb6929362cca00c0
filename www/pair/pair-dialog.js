// The pairing dialog: its steps (what is offered, the invitation, the answer, a failure, a
// question from the friend) and the QR codes, links and codes the people carry between the
// devices. What each button does is the pairing's (www/pair/pair-ui.js, `ui` here).

import { maskPasswords, readIceServers } from '../game/params.js';
import { laterWords, playerName, t } from '../i18n/messages.js';
import { el } from '../board/dom.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

export class PairDialog {
  /** @param {HTMLDialogElement} dialog @param {any} ui the PairUi whose steps these are */
  constructor(dialog, ui) {
    this.dialog = dialog;
    this.ui = ui;
    this.step = null; // what the dialog shows: { name, ... }
    this.scanning = null;
  }

  /** Shows `step` (opening the dialog unless `quiet`) and puts the focus on its first control. */
  open(step) {
    if (step) this.show(step);
    if (!this.dialog.open) this.dialog.showModal();
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
    const d = this.dialog;
    const body = this[`${step.name}Step`](step);
    d.setAttribute('aria-labelledby', 'pair-heading');
    d.replaceChildren(...body.filter(Boolean));
  }

  focusFirst() {
    const d = this.dialog;
    /** @type {HTMLElement | null} */ (d.querySelector('[data-autofocus]') ?? d.querySelector('h2'))?.focus();
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
    const state = this.ui.controller.state;
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
          el('input', { type: 'radio', name: 'pair-seat', value: String(p), checked: p === (this.ui.lastSeat ?? 0) }),
          ` ${playerName(2, p)}`,
        ),
      ),
    );
    const ice = el('textarea', { id: 'pair-ice', rows: '2', spellcheck: 'false', autocomplete: 'off', 'aria-describedby': 'pair-ice-help' });
    ice.value = this.ui.iceText;
    const hints = el(
      'label',
      { className: 'inline pair-hints' },
      el('input', { type: 'checkbox', id: 'pair-hints', checked: !!this.ui.lastHints }),
      ` ${t('pair.allowHints')}`,
    );
    const paste = el('textarea', { id: 'pair-paste-invite', rows: '2', spellcheck: 'false', autocomplete: 'off' });
    const error = el('p', { className: 'error', role: 'alert', id: 'pair-start-error', hidden: !this.step.error, text: this.step.error ?? '' });
    const serversError = el('p', { className: 'error', role: 'alert', id: 'pair-ice-error', hidden: true });
    const servers = el(
      'details',
      { className: 'pair-servers', open: !!this.ui.iceText },
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
      hints,
      servers,
      this.serversUsed(),
      this.actions(
        this.button(
          'pair.makeInvitation',
          () => {
            const rejected = readIceServers(ice.value).rejected;
            if (rejected.length) {
              serversError.textContent = t('pair.serversBad', { items: maskPasswords(rejected.join(' ')) });
              serversError.hidden = false;
              servers.open = true;
              ice.setAttribute('aria-invalid', 'true');
              ice.focus();
              return;
            }
            this.ui.iceText = ice.value.trim();
            this.ui.iceTyped = true;
            this.ui.lastSeat = Number(/** @type {HTMLInputElement | null} */ (this.dialog.querySelector('input[name="pair-seat"]:checked'))?.value ?? 0);
            this.ui.lastHints = /** @type {HTMLInputElement | null} */ (this.dialog.querySelector('#pair-hints'))?.checked === true;
            this.ui.invites.invite();
          },
          { primary: true, focus: true },
        ),
      ),
      el('h3', { text: t('pair.invitedHeading') }),
      el('label', { className: 'stack', for: 'pair-paste-invite' }, el('span', { text: t('pair.pasteInvitation') })),
      paste,
      error,
      this.actions(
        this.button('pair.openInvitation', () => this.ui.invites.openInvite(paste.value)),
        this.scanButton((text) => this.ui.invites.openInvite(text)),
        this.button('pair.close', () => this.close()),
      ),
    ];
  }

  /**
   * Which STUN or TURN servers this device uses (the ones its person set, never an invitation's),
   * by their addresses only: a TURN password is never shown.
   */
  serversUsed() {
    const servers = readIceServers(this.ui.iceText).servers.map((s) => s.urls);
    const text = servers.length ? t('pair.serversUsed', { servers: servers.join(', ') }) : t('pair.serversNone');
    return el('p', { className: 'pair-servers-used', id: 'pair-servers-used', text });
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
        this.button('pair.connect', () => this.ui.invites.takeAnswer(answer.value), { primary: true }),
        this.scanButton((text) => this.ui.invites.takeAnswer(text)),
        this.button('pair.cancel', () => this.ui.cancel()),
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
    parts.push(el('p', { text: t(step.invitation.h ? 'pair.hintsOn' : 'pair.hintsOff') }));
    if (step.replaces) parts.push(el('p', { text: t('pair.invitedReplaces') }));
    parts.push(this.serversUsed());
    parts.push(this.actions(this.button('pair.accept', () => this.ui.invites.accept(step), { primary: true, focus: true }), this.button('pair.decline', () => this.ui.cancel())));
    return parts;
  }

  /** The friend's second step: the answer to give back, and the wait. */
  answeringStep(step) {
    return [
      this.heading('pair.answerHeading'),
      el('p', { className: 'pair-step', text: t('pair.answerStep', { you: playerName(2, step.mySeat) }) }),
      ...this.codeParts(step, 'answer'),
      el('p', { role: 'status', text: t('pair.waitingForFriend') }),
      this.actions(this.button('pair.cancel', () => this.ui.cancel())),
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
      el('p', { text: this.ui.turnText() }),
      el('p', { text: t(this.ui.hintsAllowed ? 'pair.hintsOn' : 'pair.hintsOff') }),
      this.actions(
        this.button('pair.close', () => this.close(), { primary: true, focus: true }),
        this.button('pair.leave', () => {
          this.close();
          this.ui.leave();
        }),
      ),
    ];
  }

  /** The friend asks to undo or for a rematch. */
  askedStep(step) {
    return [
      this.heading('pair.askHeading'),
      el('p', { text: t(`pair.ask.${step.what}.friend`) }),
      this.actions(this.button('pair.allow', () => this.ui.reply(true), { primary: true, focus: true }), this.button('pair.refuse', () => this.ui.reply(false))),
    ];
  }

  /** A link opened in a tab of its own: where the answer (or the invitation) went. */
  handedStep(step) {
    const invite = step.kind === 'invite';
    const key = invite ? (step.taken ? 'pair.invitationHandedOver' : 'pair.gameInOtherTab') : step.taken ? 'pair.handedOver' : 'pair.noInvitationHere';
    return [this.heading(invite ? 'pair.invitedHeading' : 'pair.answerHeading'), el('p', { text: t(key) }), this.actions(this.button('pair.close', () => this.close(), { focus: true }))];
  }

  /**
   * After a lost connection, the two devices' records of their game differ: what each has that
   * the other lacks, and which game goes on. `from` is where the friend's record came from: an
   * invitation (this device answers) or an answer (this device invited).
   */
  differsStep(step) {
    const { compared } = step;
    const moves = (plies) => plies.map((ply, i) => t('pair.differs.move', { n: compared.common + i + 1, ply }));
    const parts = [this.heading('pair.differs.heading'), el('p', { text: compared.common ? t('pair.differs.common', { n: compared.common }) : t('pair.differs.noCommon') })];
    if (compared.theirs.length) parts.push(el('p', { text: t('pair.differs.theirs', { moves: moves(compared.theirs) }) }));
    if (compared.mine.length) parts.push(el('p', { text: t('pair.differs.mine', { moves: moves(compared.mine) }) }));
    // Going on from the friend's game drops this device's moves from the board: kept aside where it can.
    if (compared.mine.length) parts.push(el('p', { text: t(step.keeps ? 'pair.differs.keptAside' : 'pair.differs.dropped') }));
    const invites = this.ui.invites;
    const theirs = step.from === 'invite' ? () => invites.accept({ invitation: step.invitation, goOn: 'theirs', compared }) : () => invites.takeFriendsGame(step);
    const buttons = [this.button('pair.differs.goOnTheirs', theirs, { primary: true, focus: true })];
    // The answering device may go on from its own game: the inviter's person is then asked.
    if (step.from === 'invite' && compared.mine.length) buttons.push(this.button('pair.differs.goOnMine', () => invites.accept({ invitation: step.invitation, goOn: 'mine', compared })));
    buttons.push(this.button('pair.cancel', () => this.ui.cancel()));
    if (step.from === 'answer') parts.push(el('p', { text: t('pair.differs.friendChose') }));
    parts.push(this.actions(...buttons));
    return parts;
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
    await copy(url, status, t('pair.linkCopied'), this.dialog.querySelector(`#pair-link-${kind}`));
  }

  close() {
    if (this.dialog.open) this.dialog.close();
  }
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

/** The widest a pairing QR code is drawn (CSS px), and its share of a narrow screen's width. */
const QR_MAX_CSS = 260;
const QR_MAX_SHARE = 0.7;

/**
 * A QR code of `text` (www/board/qr.js), each module a whole number of device pixels, its
 * version in `data-version`; null where it cannot be made (too long, or no encoder).
 */
export async function qrFor(text, label) {
  try {
    const { encodeQr, qrSvg, fitQr } = await import('../board/qr.js');
    const code = await encodeQr(text);
    const svg = qrSvg(document, code, label);
    fitQr(svg, code, globalThis.devicePixelRatio || 1, Math.min(QR_MAX_CSS, QR_MAX_SHARE * (globalThis.innerWidth || QR_MAX_CSS)));
    svg.dataset.version = String(code.version);
    return svg;
  } catch (e) {
    console.info('mancala: no QR code for the link:', e?.message);
    return null;
  }
}

