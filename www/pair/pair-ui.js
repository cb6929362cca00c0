// "Play a friend on another device": the pairing between the page and the people. The
// protocol's states and checks are www/pair/pair-session.js's, the connection
// www/pair/pair-link.js's, the dialog's steps www/pair/pair-dialog.js's and the bar
// www/pair/pair-bar.js's; this module makes invitations and answers, and plays the friend's
// moves (each one read first by this device's engine) through the board session.
//
// Who is who: the inviter picks the seat it plays; the invitation tells the friend the
// other one, and the pairing's identity. The pairing is kept in the game's settings (and so in
// its save): a game paired once stays paired after a reload or a lost connection, neither
// device plays while apart, and either may invite again; the other device, knowing the
// pairing, goes on with no seat to choose, and where the two records differ its person
// chooses which game goes on (the device whose game would change is asked too).
//
// The page (www/page/main.js) and <mancala-board pair> (www/embed/mancala-board.js) each make one,
// with their own dialog and bar: in the document, or in the element's shadow root.

import { PairLink } from './pair-link.js';
import { PairSession, roundStarter } from './pair-session.js';
import { PairDialog } from './pair-dialog.js';
import { PairBar } from './pair-bar.js';
import { ANSWER_WAIT_SECONDS, PairInvites } from './pair-invite.js';
import { laterWords, t } from '../i18n/messages.js';
import { addStylesheet } from '../board/stylesheet.js';
import { readIceServers } from '../game/params.js';
import { settingsForState } from '../study/record-link.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

// The dialog's and the bar's styles, fetched with this module (the first load has no need of them).
const STYLESHEET = new URL('./pair.css', import.meta.url).href;

/** Seconds the devices have to connect once the inviter has the answer. */
const CONNECT_SECONDS = 30;
/** The channel between the tabs of one browser: an answer link opened in a new tab reaches the inviting one. */
const TABS = 'mancala-pair';

export class PairUi {
  /**
   * @param {{ dialog: HTMLDialogElement, bar: HTMLElement, root: Document | ShadowRoot }} parts
   *   the dialog and the bar, and the tree they are in (the stylesheet goes there)
   * @param {{ session: any, announce: (text: string) => void, notice: (text: string) => void,
   *   save: () => void, focusBoard: () => void, state?: (detail: { state: string, seat: number | null }) => void,
   *   inPlace?: (restore: () => void) => void, keepCopy?: () => boolean,
   *   findPairing?: (id: string) => Promise<'here' | 'elsewhere' | null> }} hooks
   *   `state` hears the paired game's state: open, quiet, lost, then closed; `inPlace` puts
   *   another record of the game on the board in its place (the same saved game); `keepCopy`
   *   keeps the game on the board aside, unpaired, before a record replaces it; `findPairing`
   *   brings the saved game of a pairing onto the board ('here'), or says that another tab
   *   plays it ('elsewhere'), or that none is kept (null)
   * @param {{ iceText?: string }} options the STUN or TURN servers this device's person set (the
   *   `ice` option, checked by www/game/params.js; the dialog's field can change them)
   */
  constructor(parts, hooks, { iceText = '' } = {}) {
    this.parts = parts;
    this.hooks = hooks;
    this.board = hooks.session;
    this.controller = hooks.session.controller;
    // pair.css in the document's head, or in the element's shadow root.
    addStylesheet(parts.root instanceof Document ? parts.root.head : parts.root, STYLESHEET);
    this.iceText = iceText;
    this.connectSeconds = CONNECT_SECONDS;
    this.dialog = new PairDialog(parts.dialog, this);
    this.bar = new PairBar(parts.bar, this);
    this.invites = new PairInvites(this);
    this.link = null;
    this.game = null; // the paired game: { id, mySeat, friendSeat, hints, state: 'open' | 'quiet' | 'lost' }
    this.setup = null; // the connection being set up: { id, mySeat, hints, inviter }
    this.pairing = null; // the PairSession of the open connection
    this.changing = false; // true while this module changes the game itself
    this.applying = false; // true while the friend's ply is played here
    this.acting = Promise.resolve(); // what the friend's messages ask of the board, in turn
    this.tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TABS) : null;
    this.tabs?.addEventListener('message', (e) => this.invites.fromTab(e.data));
    this.board.addEventListener('update', (e) => this.onUpdate(e.detail.reason));
    parts.dialog.addEventListener('close', () => this.onDialogClosed());
  }

  /** True while a paired game is on (connected, or waiting to come back). */
  get active() {
    return !!this.game;
  }

  /** Whether the inviter allowed hints in the paired game (for both players, as both were told). */
  get hintsAllowed() {
    return !!this.game?.hints;
  }

  /** The connection's state for the player chips: open, quiet or lost; null when not paired. */
  get connection() {
    return this.game?.state ?? null;
  }

  // ---- the dialog -------------------------------------------------------------------------------

  /**
   * The game on the board, if its settings keep a pairing, as a paired game waiting for the
   * friend's device (after a reload, or a game brought back): neither device plays while apart.
   */
  resume() {
    const kept = this.controller.settings?.pairing;
    // Its game already, or the game of the connection being set up.
    if (!kept || this.game?.id === kept.id || this.setup?.id === kept.id) return;
    this.dropLink();
    this.pairing = null;
    this.game = { id: kept.id, mySeat: kept.seat, friendSeat: 1 - kept.seat, hints: kept.hints, state: 'lost' };
    this.board.pair = this;
    this.redraw();
    this.tellState();
    this.bar.render();
  }

  /** The button: the first step (or, in a paired game, what the connection is doing). */
  open() {
    if (this.game?.state === 'lost') return this.invites.invite();
    if (this.game) this.dialog.open({ name: 'playing' });
    else this.dialog.open(this.dialog.step ? null : { name: 'start' });
  }

  close() {
    this.dialog.close();
  }

  turnText() {
    return this.bar.turnText();
  }

  /** The page's way back to the board, then, in a paired game, onto one of this device's pits. */
  focusBoard() {
    this.hooks.focusBoard();
    if (this.game) this.board.overlay.focus(this.board.homePit(), { preventScroll: true });
  }

  /** A code from a link opened on this page (takePairCode): an invitation, or an answer to hand over. */
  openLinked(found) {
    return this.invites.openLinked(found);
  }

  onDialogClosed() {
    this.dialog.stopScan();
    // Closed while a connection was being set up (Escape, Cancel): it is given up.
    if (!this.game && this.link && !this.link.isOpen) this.dropLink();
    const name = this.dialog.step?.name;
    if (!this.game || name === 'asked' || name === 'playing') this.dialog.step = null;
  }

  cancel() {
    this.dropLink();
    this.dialog.step = null;
    this.close();
    this.focusBoard();
  }

  dropLink() {
    const link = this.link;
    this.link = null;
    this.setup = null;
    link?.close();
  }

  failed(keys, link, seconds = this.connectSeconds) {
    if (link && link === this.link) this.dropLink();
    const texts = keys.map((key) => t(key, { seconds }));
    this.dialog.open({ name: 'failed', texts });
    this.hooks.announce(texts.join(' '));
  }

  // ---- the connection -----------------------------------------------------------------------------

  newLink() {
    const link = new PairLink(readIceServers(this.iceText).servers);
    this.link = link;
    link.addEventListener('open', () => link === this.link && this.onOpen());
    link.addEventListener('message', (/** @type {CustomEvent} */ e) => link === this.link && this.onMessage(e.detail.text));
    link.addEventListener('quiet', () => link === this.link && this.onQuiet(true));
    link.addEventListener('awake', () => link === this.link && this.onQuiet(false));
    link.addEventListener('closed', (/** @type {CustomEvent} */ e) => link === this.link && this.onClosed(e.detail.reason));
    return link;
  }

  onOpen() {
    const setup = this.setup;
    this.setup = null;
    const id = setup?.id ?? this.game?.id;
    const mySeat = setup?.mySeat ?? this.game?.mySeat ?? 0;
    const hints = setup?.hints ?? this.game?.hints ?? false;
    // The inviter's game, as it is on the board, becomes the paired one (the same saved game).
    if (setup?.inviter) this.adoptGame(this.controller.handle.record(), mySeat, id, true, hints);
    this.game = { id, mySeat, friendSeat: 1 - mySeat, hints, state: 'open' };
    const link = this.link;
    // A short invitation's game comes with the inviter's hello (then put on the board, in `act`).
    const expect = setup?.expect ?? null;
    const record = expect ? null : this.controller.handle.record();
    this.pairing = new PairSession({ engine: this.controller.engine, mySeat, record, expect, send: (text) => link.sendText(text) });
    this.board.pair = this;
    this.redraw();
    this.tellState();
    this.pairing.start();
    this.dialog.step = null;
    this.close();
    this.bar.render();
    this.hooks.announce(this.turnText());
    this.focusBoard();
  }

  onQuiet(quiet) {
    if (!this.game || this.game.state === 'lost') return;
    this.game.state = quiet ? 'quiet' : 'open';
    this.tellState();
    this.showState();
    this.hooks.announce(quiet ? t('pair.bar.quiet') : this.turnText());
  }

  onClosed(reason) {
    this.link = null;
    if (this.game) {
      // The game stays on the board; either player may invite again to go on.
      this.pairing?.lost();
      this.game.state = 'lost';
      this.tellState();
      this.showState();
      this.hooks.announce(t('pair.bar.lost'));
      return;
    }
    const answering = this.dialog.step?.name === 'answering';
    const keys = reason === 'timeout' || reason === 'failed' ? ['pair.failed.timeout', 'pair.failed.help'] : ['pair.failed.closed'];
    this.failed(keys, null, answering ? ANSWER_WAIT_SECONDS : this.connectSeconds);
  }

  /** The bar and the chips, for the connection's state. */
  showState() {
    this.bar.render();
    this.board.renderChips();
  }

  /** Leaves the paired game: the friend is told; the game stays here as an ordinary one. */
  leave() {
    this.pairing?.leave();
    this.dropLink();
    this.endGame();
    this.hooks.announce(t('pair.left'));
  }

  /** The pairing is over: the game on the board becomes an ordinary one, and is saved so. */
  endGame() {
    this.forget();
    if (this.controller.settings) unpaired(this.controller.settings);
    this.redraw();
    this.hooks.save();
  }

  /** This device no longer shows a paired game (the game itself keeps its settings). */
  forget() {
    this.game = null;
    this.pairing = null;
    this.board.pair = null;
    this.tellState();
    this.bar.render();
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

  /**
   * Puts `record` on the board as the pairing `id`'s game, this device's seat marked as "you"
   * and the other as the friend's: in place of the game on the board when it is the same game
   * (`inPlace`: the inviter's, or a pairing's going on), else as a new game (the board's kept).
   */
  adoptGame(record, mySeat, id, inPlace, hints) {
    const handle = this.controller.engine.GameHandle.fromRecord(record);
    const state = handle.state();
    handle.free?.();
    const settings = settingsForState(state);
    settings.seats = settings.seats.map((seat, p) => ({ kind: 'human', level: seat.level, pair: p === mySeat ? 'you' : p < 2 ? 'friend' : undefined }));
    settings.pairing = { id, seat: mySeat, hints };
    const restore = () => this.controller.restore(settings, record);
    this.changing = true;
    try {
      if (inPlace && this.hooks.inPlace) this.hooks.inPlace(restore);
      else restore();
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
    if (this.pairing?.state === 'asked' || this.pairing?.state === 'asking') return t('pair.refused.asking');
    if (this.pairing?.expect) return t('pair.connecting');
    if (what === 'round') return roundStarter(state) === g.mySeat ? null : t('pair.refused.friendsRound');
    if (state.status === 'playing' && state.toMove !== g.mySeat) return t('pair.refused.friendsTurn');
    return null;
  }

  onUpdate(reason) {
    const g = this.game;
    if (!g || this.changing) return;
    const state = this.controller.state;
    if (reason === 'move' || reason === 'round') {
      // A ply played here: it goes to the friend as notation, with the position's digest.
      const p = this.pairing;
      if (p && !this.applying && state.plies.length === p.plies + 1) p.played(state.plies[state.plies.length - 1].text);
    } else if (reason === 'new') {
      // Another game opened here (New game, a record, a lesson): the paired game is kept,
      // still paired, among the player's games, and the friend's device waits for it.
      this.dropLink();
      this.forget();
      this.hooks.notice(t('pair.leftByChange'));
      return;
    } else if (reason === 'undo' || reason === 'redo') {
      this.leave();
      return;
    }
    if (reason !== 'animation') this.bar.render();
  }

  /**
   * A message from the friend's device: read at once, in order, by the session; what it asks of
   * the board is done in turn, once the board is still (a move of this device's may be sown).
   */
  onMessage(text) {
    const pairing = this.pairing;
    if (!pairing || !this.game) return;
    const result = pairing.receive(text);
    if (result.kind === 'none') return;
    this.acting = this.acting.then(() => this.act(pairing, result)).catch((e) => console.error(e));
  }

  async act(pairing, result) {
    await this.settle();
    if (pairing !== this.pairing) return;
    switch (result.kind) {
      case 'move':
        return this.playFriends(result.played);
      case 'greeted':
        // A short invitation's game, now that the inviter's hello brought it.
        if (result.record) this.adoptGame(result.record, this.game.mySeat, this.game.id, false, this.game.hints);
        this.bar.render();
        this.hooks.announce(this.turnText());
        return;
      case 'asked':
        // A question to answer now: over whatever is open (the end of the game's dialog, say).
        this.bar.render();
        this.dialog.open({ name: 'asked', what: result.what });
        return;
      case 'reply':
        if (result.yes) this.grant(result.what, this.game.mySeat);
        else this.hooks.notice(t(`pair.ask.${result.what}.refused`));
        this.bar.render();
        if (result.yes) this.hooks.announce(this.turnText());
        return;
      case 'refused':
        // The first unreadable message is said; the next ones only counted (a flood ends the pairing).
        if (result.first) this.hooks.notice(t('pair.refusedMessage.shape'));
        return;
      case 'ended':
        return this.ended(result);
      default:
        this.bar.render();
    }
  }

  /** The pairing is over: the friend left, or its device sent what this one does not accept. */
  ended({ key, params }) {
    if (key !== 'friendLeft') console.warn(`mancala: the pairing ended: ${key}`);
    this.dropLink();
    if (this.dialog.step?.name === 'asked') this.close();
    this.endGame();
    this.hooks.notice(t(key === 'friendLeft' ? 'pair.friendLeft' : `pair.ended.${key}`, params));
  }

  /** Plays the friend's ply, as this device's engine read it (pliesFrom: its hole, or a round's choice). */
  async playFriends(played) {
    const c = this.controller;
    // The controller reports the ply at once (then sows it): it is the friend's, not sent back.
    this.applying = true;
    let sowing;
    try {
      if (played.hole === null || played.hole === undefined) {
        this.board.setChoice(null);
        sowing = c.nextRound(played.choice);
      } else {
        sowing = c.play(played.hole);
      }
    } finally {
      this.applying = false;
    }
    await sowing;
    this.hooks.save();
    this.bar.render();
  }

  /** Waits until the board is still (a move of this device's still being sown). */
  async settle() {
    while (this.controller.busy || this.controller.replaying) await this.controller.animator.idle();
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
    if (!g || g.state === 'lost' || this.pairing?.state !== 'playing') return false;
    if (what === 'undo' && !this.controller.state.plies.some((p) => p.player === g.mySeat && p.hole !== null && p.hole !== undefined)) {
      this.hooks.notice(t('pair.nothingToUndo'));
      return false;
    }
    this.pairing.ask(what);
    this.bar.render();
    this.hooks.announce(t(`pair.ask.${what}.sent`));
    return true;
  }

  reply(yes) {
    const asking = this.pairing?.reply(yes);
    if (!asking) return;
    if (this.dialog.step?.name === 'asked') {
      this.dialog.step = null;
      this.close();
    }
    if (yes) this.grant(asking.what, this.game.friendSeat);
    this.bar.render();
    this.hooks.announce(yes ? this.turnText() : t('pair.ask.refusedByYou'));
    this.focusBoard();
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
    this.pairing.reset(c.handle.record());
    this.board.renderChips();
    this.hooks.save();
    if (what === 'rematch') this.focusBoard();
  }

  retranslate() {
    this.dialog.render();
    this.bar.render();
  }
}

/** `settings` (changed in place) without their pairing: an ordinary game, both seats human. */
export function unpaired(settings) {
  delete settings.pairing;
  settings.seats = settings.seats.map((seat) => ({ kind: 'human', level: seat.level }));
  return settings;
}
