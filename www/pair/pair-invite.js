// Invitations and answers: the inviter's offer made into a code, a link and a QR code; the
// friend's invitation read, checked with the engine and answered; an answer link opened in
// another tab of the browser handed to the tab that invited. The connection and the game are
// the pairing's (www/pair/pair-ui.js, `ui` here).

import { CodeError, codeLink, encodeCode, makeAnswer, makeInvitation, makeShortInvitation, newPairingId, readCode } from './pair.js';
import { checkInvitation, compareGames, positionDigest } from './pair-session.js';
import { qrFor } from './pair-dialog.js';
import { laterWords, t } from '../i18n/messages.js';
import { OPTION_NAMES } from '../game/params.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

/** The friend waits long: the inviter has first to scan, open or paste the answer. */
export const ANSWER_WAIT_SECONDS = 600;

/** The largest QR code version an invitation's code is drawn at: larger ones read badly on phones. */
const QR_MOST = 13;

export class PairInvites {
  /** @param {any} ui the PairUi whose connection these codes set up */
  constructor(ui) {
    this.ui = ui;
  }

  // ---- the inviter ------------------------------------------------------------------------------

  /**
   * Makes an invitation for the game on the board: in a paired game, the same pairing and
   * seats as before (the friend's device then goes on with no seat to choose); else a new one.
   */
  async invite() {
    const mySeat = this.ui.game?.mySeat ?? this.ui.lastSeat ?? 0;
    const friendSeat = 1 - mySeat;
    const id = this.ui.game?.id ?? newPairingId();
    const hints = this.ui.game?.hints ?? this.ui.lastHints ?? false;
    this.ui.dropLink();
    this.ui.dialog.open({ name: 'making' });
    let link = null;
    let offer;
    try {
      // A browser without WebRTC (or with it turned off) fails here, in words.
      link = this.ui.newLink();
      offer = await link.offer();
    } catch (e) {
      console.warn('mancala: no connection could be offered:', e?.message);
      return this.ui.failed(['pair.failed.noChannel'], link);
    }
    if (link !== this.ui.link) return;
    if (!offer.c.length) return this.ui.failed(['pair.failed.noNetwork', 'pair.failed.help'], link);
    this.ui.setup = { id, mySeat, hints, inviter: true };
    const record = this.ui.controller.handle.record();
    const code = await encodeCode(makeInvitation(offer, record, friendSeat, id, hints));
    const url = codeLink(pageAddress(), code, 'invite');
    let qr = await qrFor(url, t('pair.invitationQr'));
    if (Number(qr?.dataset.version) > QR_MOST) {
      // A long game: the QR code stands for the record by its rules, plies and digest, and stays
      // one that phones read; the link and the code carry the record itself.
      const { rules, plyCount } = this.ui.controller.state;
      const digest = positionDigest(this.ui.controller.engine, record);
      const short = await encodeCode(makeShortInvitation(offer, rules, plyCount, digest, friendSeat, id, hints));
      qr = await qrFor(codeLink(pageAddress(), short, 'invite'), t('pair.invitationQr'));
    }
    this.ui.dialog.show({ name: 'inviting', code, link: url, qr, mySeat, friendSeat });
    // The heading first, so the steps are read (and seen) from the top.
    this.ui.dialog.focusFirst();
  }

  /** The friend's answer (pasted, scanned, or from an answer link in another tab). */
  async takeAnswer(text) {
    const step = this.ui.dialog.step;
    if (step?.name !== 'inviting' || !this.ui.link) return false;
    let answer;
    try {
      answer = await readCode(text, 'answer');
    } catch (e) {
      this.ui.dialog.show({ ...step, error: codeProblem(e, 'answer') });
      this.ui.parts.dialog.querySelector('#pair-paste-answer')?.focus();
      return true;
    }
    // The friend's device went on from its own game (after a lost connection): this device's
    // person says whether it goes on from it too.
    const mine = this.ui.controller.handle.record();
    if (answer.r !== undefined && answer.r !== mine) return this.differs(step, answer, mine);
    return this.connectWith(step, answer);
  }

  /** The friend's answer carries another record of the game: both are shown, and the person chooses. */
  differs(step, answer, mine) {
    let compared;
    try {
      compared = compareGames(this.ui.controller.engine, mine, answer.r);
    } catch (e) {
      this.ui.dialog.show({ ...step, error: codeProblem(new CodeError('game', e?.message), 'answer') });
      return true;
    }
    if (!compared.rules) {
      this.ui.dialog.show({ ...step, error: t('pair.code.game') });
      return true;
    }
    this.ui.dialog.show({ name: 'differs', compared, from: 'answer', inviting: step, answer, keeps: !!this.ui.hooks.keepCopy });
    this.ui.dialog.focusFirst();
    return true;
  }

  /** The inviter goes on from the friend's record (the answer's), then connects. */
  takeFriendsGame({ inviting, answer, compared }) {
    if (compared.mine.length) this.ui.hooks.keepCopy?.();
    const { id, mySeat, hints } = this.ui.setup ?? { id: this.ui.game?.id, mySeat: inviting.mySeat, hints: this.ui.game?.hints };
    this.ui.adoptGame(answer.r, mySeat, id, true, hints);
    this.ui.setup = { id, mySeat, hints, inviter: true };
    this.ui.dialog.show({ ...inviting });
    return this.connectWith(inviting, answer);
  }

  async connectWith(step, answer) {
    this.ui.dialog.show({ ...step, error: null, connecting: true });
    const link = this.ui.link;
    try {
      await link.accept(answer.s);
    } catch (e) {
      console.warn('mancala: the answer could not be used:', e?.message);
      this.ui.dialog.show({ ...step, error: t('pair.code.damaged') });
      return true;
    }
    link.connect(this.ui.connectSeconds * 1000);
    this.ui.hooks.announce(t('pair.connecting'));
    return true;
  }

  // ---- the friend -------------------------------------------------------------------------------

  /**
   * A code from a link opened on this page (takePairCode): an invitation opens, an answer is
   * handed over. The servers of the address's `ice` option came with the link, not from this
   * device's person: they are not used (those typed in the dialog, or an element's, are).
   */
  openLinked({ kind, code }) {
    if (!this.ui.iceTyped && new URLSearchParams(location.search).has('ice')) this.ui.iceText = '';
    return kind === 'invite' ? this.openInvite(code) : this.handOver(code);
  }

  /**
   * An invitation from a link's fragment or a paste: checked, then offered to accept; or, for
   * a pairing this device keeps, its game goes on (in another tab of this browser, if one plays it).
   */
  async openInvite(text) {
    let invitation;
    let preview;
    try {
      invitation = await readCode(text, 'invite');
      preview = checkInvitation(this.ui.controller.engine, invitation);
    } catch (e) {
      return this.showInviteProblem(codeProblem(e, 'invite'));
    }
    const known = this.ui.game?.id === invitation.p ? 'here' : ((await this.ui.hooks.findPairing?.(invitation.p)) ?? null);
    if (known === 'elsewhere') return this.handOver(text, 'invite');
    if (known === 'here') return this.goOn(invitation);
    const mine = this.ui.controller.state;
    const replaces = mine.plies.length > 0 && mine.status !== 'over' && this.ui.controller.handle.record() !== invitation.r;
    this.ui.dialog.open({ name: 'invited', invitation, preview, replaces });
  }

  showInviteProblem(text) {
    this.ui.dialog.open({ name: 'start', error: text });
    this.ui.parts.dialog.querySelector('#pair-paste-invite')?.focus();
  }

  /**
   * An invitation of a pairing this device keeps (its game now on the board): the same seats;
   * the same game goes on at once, and where the records differ the person chooses.
   */
  goOn(invitation) {
    this.ui.resume();
    const g = this.ui.game;
    if (!g || invitation.y !== g.mySeat) return this.showInviteProblem(t('pair.code.otherSeat'));
    const mine = this.ui.controller.handle.record();
    if (invitation.r === undefined) {
      // A short invitation (a long game's QR code): the same game goes on; another cannot be shown.
      const { rules, plyCount } = this.ui.controller.state;
      const same = rules === invitation.g && plyCount === invitation.n && positionDigest(this.ui.controller.engine, mine) === invitation.d;
      return same ? this.accept({ invitation: { ...invitation, r: mine }, goOn: 'same' }) : this.showInviteProblem(t('pair.code.shortDiffers'));
    }
    if (mine === invitation.r) return this.accept({ invitation, goOn: 'same' });
    let compared;
    try {
      compared = compareGames(this.ui.controller.engine, mine, invitation.r);
    } catch (e) {
      return this.showInviteProblem(codeProblem(new CodeError('game', e?.message), 'invite'));
    }
    if (!compared.rules) return this.showInviteProblem(t('pair.code.game'));
    this.ui.dialog.open({ name: 'differs', compared, from: 'invite', invitation, keeps: !!this.ui.hooks.keepCopy });
  }

  /**
   * Accepts an invitation. `goOn`: for a pairing this device keeps, 'same' (the records are
   * equal), 'theirs' (the invitation's record replaces this device's, kept aside first when it
   * has moves the invitation lacks) or 'mine' (this device's record goes on: the answer carries
   * it, and the inviter's person is asked).
   */
  async accept(step) {
    const { invitation, goOn = null, compared = null } = step;
    this.ui.dropLink();
    let link = null;
    let answer;
    try {
      link = this.ui.newLink();
      answer = await link.answer(invitation.s);
    } catch (e) {
      console.warn('mancala: the invitation could not be answered:', e?.message);
      return this.ui.failed([link ? 'pair.code.damaged' : 'pair.failed.noChannel'], link);
    }
    if (link !== this.ui.link) return;
    if (!answer.c.length) return this.ui.failed(['pair.failed.noNetwork', 'pair.failed.help'], link);
    // A short invitation's game comes over the channel: what it must be is kept until then.
    const expect = invitation.r === undefined ? { rules: invitation.g, plies: invitation.n, digest: invitation.d } : null;
    this.ui.setup = { id: invitation.p, mySeat: invitation.y, hints: invitation.h, expect, inviter: false };
    // The game both devices open with: the two then check that they have the same (the hello).
    if (goOn === 'theirs' && compared?.mine.length) this.ui.hooks.keepCopy?.();
    if (goOn !== 'mine' && !expect) this.ui.adoptGame(invitation.r, invitation.y, invitation.p, goOn !== null, invitation.h);
    const code = await encodeCode(makeAnswer(answer, goOn === 'mine' ? this.ui.controller.handle.record() : null));
    const url = codeLink(pageAddress(), code, 'answer');
    const qr = await qrFor(url, t('pair.answerQr'));
    // Opened here when the invitation went on with no question (a pairing this device keeps).
    this.ui.dialog.open({ name: 'answering', code, link: url, qr, mySeat: invitation.y });
    link.connect(ANSWER_WAIT_SECONDS * 1000);
  }

  // ---- a link opened in a tab of its own ----------------------------------------------------------

  /**
   * Hands `code` to the tab it belongs to, if this browser has one open: an answer to the tab
   * that made the invitation, an invitation (`kind` invite) to the tab that plays its pairing's game.
   */
  handOver(code, kind = 'answer') {
    if (!this.ui.tabs) return this.ui.dialog.open({ name: 'handed', kind, taken: false });
    let taken = false;
    const listen = (e) => {
      if (e.data?.taken === code) taken = true;
    };
    this.ui.tabs.addEventListener('message', listen);
    this.ui.tabs.postMessage({ [kind]: code });
    setTimeout(() => {
      this.ui.tabs.removeEventListener('message', listen);
      this.ui.dialog.open({ name: 'handed', kind, taken });
    }, 1500);
  }

  async fromTab(data) {
    if (typeof data?.invite === 'string') return this.inviteFromTab(data.invite);
    if (typeof data?.answer !== 'string' || this.ui.dialog.step?.name !== 'inviting') return;
    if (await this.takeAnswer(data.answer)) this.ui.tabs.postMessage({ taken: data.answer });
  }

  /** An invitation opened in another tab, for this tab's paired game: taken here. */
  async inviteFromTab(code) {
    if (!this.ui.game) return;
    let invitation;
    try {
      invitation = await readCode(code, 'invite');
    } catch {
      return;
    }
    if (invitation.p !== this.ui.game.id) return;
    this.ui.tabs.postMessage({ taken: code });
    await this.openInvite(code);
  }
}

/**
 * The page's own address for a code in its fragment: the game's page, or the host page of a
 * <mancala-board pair>, which reads the code there (www/embed/mancala-board.js). The page's and
 * the element's options are left out of its query: an invitation carries nothing but its code,
 * and never a server (nor a TURN password) of this device's.
 */
function pageAddress() {
  const url = new URL(location.href);
  url.hash = '';
  for (const name of [...OPTION_NAMES, 'sound', 'hint', 'view', 'background', 'pair']) url.searchParams.delete(name);
  return url.href;
}

/** Words for a code that cannot be used. */
function codeProblem(error, kind) {
  const reason = error instanceof CodeError ? error.reason : 'damaged';
  if (reason === 'kind') return t(kind === 'invite' ? 'pair.code.isAnswer' : 'pair.code.isInvitation');
  if (reason === 'version') return t('pair.code.version');
  if (reason === 'players') return t('pair.twoOnly');
  if (['game', 'seat', 'address'].includes(reason)) return t(`pair.code.${reason}`);
  return t('pair.code.damaged');
}
