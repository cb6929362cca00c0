// Looking back through a game: a click on a move of the move list, or Left,
// Right, Up, Down, Home and End in it, shows the position after that move on the board
// (with that move's sowing replayable), and "Play from here" takes the game
// back to it after a confirmation (the later moves stay for Redo until a new
// move is played). The game itself is untouched while browsing: the positions
// come from a second engine handle opened at that point of the record.

import { playerName, t } from '../i18n/messages.js';

/** The record of the first `count` plies of `state` (its start, then their letters). */
export function recordPrefix(state, count) {
  const start = state.record.slice(0, state.record.indexOf('~') + 1);
  return start + state.plies.slice(0, count).map((ply) => ply.text).join('');
}

export class MoveBrowser {
  /**
   * @param {import('../game/board-session.js').BoardSession} session
   * @param {{ list: HTMLElement, moves: import('../page/move-list.js').MoveList, bar: HTMLElement, status: HTMLElement, first: HTMLButtonElement,
   *   back: HTMLButtonElement, forward: HTMLButtonElement, last: HTMLButtonElement,
   *   replay: HTMLButtonElement, branch: HTMLButtonElement, dialog: HTMLDialogElement,
   *   dialogText: HTMLElement, confirm: HTMLButtonElement, cancel: HTMLButtonElement }} parts
   * @param {{ announce: (text: string) => void, branched: () => void, looked?: () => void }} hooks
   */
  constructor(session, parts, hooks) {
    this.session = session;
    this.parts = parts;
    this.hooks = hooks;
    /** Plies shown (0: the start), or null when the board shows the game as it is. */
    this.at = null;
    /** The best moves marked on the board at the position shown (a review's), or null. */
    this.best = null;
    /** `at` when the list was last brought in step (to bring its end back into view after browsing). */
    this.rendered = null;
    this.token = 0;
    parts.list.addEventListener('click', (e) => {
      const index = parts.moves.indexOf(e.target);
      if (index >= 0) this.show(index + 1);
    });
    parts.list.addEventListener('keydown', (e) => this.onKey(e));
    parts.first.addEventListener('click', () => this.show(0));
    parts.back.addEventListener('click', () => this.show(this.shown() - 1));
    parts.forward.addEventListener('click', () => this.show(this.shown() + 1));
    parts.last.addEventListener('click', () => this.show(this.total()));
    parts.replay.addEventListener('click', () => this.replayMove());
    parts.branch.addEventListener('click', () => this.askBranch());
    parts.confirm.addEventListener('click', () => this.branch());
    parts.cancel.addEventListener('click', () => parts.dialog.close());
    // Anything done to the game (a move, undo, a new game, a replay) brings the board back to it;
    // so does any update that finds a shorter game on the board (another game's first news, such
    // as the computer's thinking, can come before its 'new').
    session.addEventListener('update', (/** @type {CustomEvent} */ e) => {
      const changed = ['new', 'move', 'undo', 'redo', 'replay', 'round'].includes(e.detail.reason) || this.at > this.total();
      if (changed && this.at !== null) this.leave(false);
      this.render();
    });
  }

  get active() {
    return this.at !== null;
  }

  total() {
    return this.session.state?.plies.length ?? 0;
  }

  shown() {
    return this.at ?? this.total();
  }

  /**
   * The arrow keys step the way the game reads: the arrow that points to the end of a line of
   * text goes forward. Right to left (Arabic, Urdu) that is Left, as the mirrored browse
   * buttons show it; Up and Down follow the list, Home and End are its first and last.
   */
  onKey(e) {
    const forward = getComputedStyle(this.parts.list).direction === 'rtl' ? -1 : 1;
    const keys = { ArrowLeft: -forward, ArrowUp: -1, ArrowRight: forward, ArrowDown: 1 };
    let target = null;
    if (e.key in keys) target = this.shown() + keys[e.key];
    else if (e.key === 'Home') target = 0;
    else if (e.key === 'End') target = this.total();
    if (target === null) return;
    e.preventDefault();
    this.show(target);
  }

  /**
   * Shows the position after `count` plies; the last one is the game as it is. `best` marks
   * moves on the board: { holes, estimate } (the review's best moves there), or null.
   */
  show(count, best = count === this.at ? this.best : null) {
    const total = this.total();
    if (!this.session.state || count < 0 || count > total) return;
    if (count === total) {
      if (this.at !== null) this.leave(true);
      return;
    }
    const c = this.session.controller;
    // A move being sown or a replay stops; the computer waits while the person looks back.
    c.cancelAll();
    this.session.clearHint();
    // A move being sown again on the board looking back stops too.
    this.token += 1;
    this.at = count;
    this.best = best?.holes.length ? best : null;
    const view = c.engine.GameHandle.fromRecord(recordPrefix(c.state, count));
    try {
      this.draw(view.state());
    } finally {
      view.free?.();
    }
    this.session.emit('narrate', { text: this.statusText() });
    this.hooks.announce(this.statusText());
    this.render();
    this.hooks.looked?.();
  }

  /**
   * Draws an earlier position: seeds, owners, the players' scores and the pit buttons' names,
   * said to be of an earlier position; the best moves, if marked. `mover`: the player of the
   * move about to be sown again from it, or null.
   */
  draw(state, mover = null) {
    const s = this.session;
    s.animator.cancel();
    s.browsing = { state, mover };
    s.model.reset(state);
    s.renderer.setOwners(state.owners);
    s.controller.view(state, false);
    s.overlay.update(state, null, this.markBest(mover === null ? this.best : null), { past: true });
    s.renderChips();
  }

  /** Marks `best`'s holes on the board (rings and a badge) and returns their words for the pit buttons. */
  markBest(best) {
    const v = this.session.animator.view;
    v.hint.fill(0);
    this.session.animator.invalidate();
    if (!best) return null;
    const byHole = new Map();
    const text = t(best.estimate ? 'browse.pitBestEstimate' : 'browse.pitBest');
    for (const hole of best.holes) {
      v.hint[hole] = 1;
      v.hintText[hole] = t('hint.badge', { diff: 0 });
      byHole.set(hole, { best: true, text });
    }
    return byHole;
  }

  /** Back to the game as it is (`announce`: say so). */
  leave(announce) {
    this.token += 1;
    this.at = null;
    this.best = null;
    this.session.browsing = null;
    this.markBest(null);
    const c = this.session.controller;
    if (this.parts.dialog.open) this.parts.dialog.close();
    c.resync('browse-end');
    this.session.autoplay.schedule();
    if (announce) this.hooks.announce(t('browse.live'));
    this.render();
    this.hooks.looked?.();
  }

  /** Sows the shown move again, from the position before it. */
  async replayMove() {
    if (this.at === null || this.at === 0) return;
    await this.sowFrom(this.at - 1, this.session.controller.state.plies[this.at - 1]);
  }

  /**
   * Sows `ply` ({ player, hole }, or a new round's { choice }) from the position after `count`
   * plies, on the board looking back, and leaves the position after it drawn; the game is
   * untouched. Resolves to false if something else was shown meanwhile.
   */
  async sowFrom(count, ply) {
    const s = this.session;
    const c = s.controller;
    const token = ++this.token;
    const view = c.engine.GameHandle.fromRecord(recordPrefix(c.state, count));
    try {
      this.draw(view.state(), ply.player);
      const events = ply.hole === null || ply.hole === undefined ? view.nextRound(ply.choice) : view.play(ply.hole);
      s.animator.view.toMove = -1;
      await s.animator.run(events);
      if (token !== this.token) return false;
      this.draw(view.state());
      return true;
    } finally {
      view.free?.();
    }
  }

  askBranch() {
    if (this.at === null) return;
    const later = this.total() - this.at;
    this.parts.dialogText.textContent = t('browse.branchText', { n: later, move: this.at });
    this.parts.dialog.showModal();
    this.parts.confirm.focus();
  }

  /** Takes the game back to the shown position; the later moves stay for Redo until a new move. */
  branch() {
    const c = this.session.controller;
    const steps = this.total() - this.at;
    this.parts.dialog.close();
    for (let i = 0; i < steps; i += 1) c.handle.undo();
    this.at = null;
    this.best = null;
    this.session.browsing = null;
    this.markBest(null);
    c.resync('undo');
    this.session.autoplay.schedule();
    this.hooks.announce(t('browse.branched', { n: steps }));
    this.hooks.branched();
    this.render();
  }

  statusText() {
    const state = this.session.state;
    if (this.at === 0) return t('browse.atStart', { total: state.plies.length });
    const ply = state.plies[this.at - 1];
    return t('browse.at', { move: this.at, total: state.plies.length, player: playerName(state.players, ply.player) });
  }

  /** The list's marks and the bar's buttons for what is shown. */
  render() {
    const p = this.parts;
    const total = this.total();
    const shown = this.shown();
    // Only the row marked before and the one marked now change: a move costs the same however
    // long the list.
    const current = this.at !== null && shown > 0 ? shown - 1 : -1;
    p.moves.mark(current);
    if (this.at !== null) p.moves.reveal(Math.max(0, current));
    else if (this.rendered !== null) p.moves.showEnd();
    this.rendered = this.at;
    p.first.disabled = shown === 0;
    p.back.disabled = shown === 0;
    p.forward.disabled = shown >= total;
    p.last.disabled = shown >= total;
    p.replay.hidden = this.at === null || this.at === 0;
    p.branch.hidden = this.at === null;
    p.status.hidden = this.at === null;
    if (this.at !== null) p.status.textContent = this.statusText();
  }
}
