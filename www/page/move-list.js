// The move list beside the board: every ply with its player, its hole and its captures, drawn
// lazily (only the rows in view), in step with the board. DOM only; every word from the
// catalogue.

import { holeLabel, playerName, t } from '../i18n/messages.js';
import { el, playerSwatch } from '../board/dom.js';

/** Rows drawn beyond each edge of the move list's box, so a scroll shows rows already there. */
const OVERSCAN_ROWS = 8;
/** A row's height before any row has been measured (px): about one line of the list's text. */
const FIRST_ESTIMATE = 24;
/** The box's height assumed while the list is not laid out (hidden, or not yet measured). */
const UNSEEN_HEIGHT = 400;

/**
 * The move list, drawn lazily: only the rows in (and near) its box are in the document, however
 * long the game, so opening a record of 40,000 plies lays out a few dozen rows, and a move costs
 * the same at any length. Each row says who played what and what it captured; a new round of a
 * match says who took which pits.
 *
 * The list (an <ol>) is its own scroll box. The rows out of view are stood for by two empty
 * boxes before and after those drawn (its ::before and ::after, in style.css), as tall as the
 * rows were when last drawn, or as an estimate (one line of the list, measured once) for rows
 * never drawn. Each row carries its number (`value`) and its place in the whole list
 * (`aria-posinset` of `aria-setsize`) for screen readers.
 */
export class MoveList {
  /**
   * @param {HTMLOListElement} list @param {HTMLElement} recordEl
   * @param {import('../game/board-session.js').BoardSession} session whose game it lists, in step with its board
   */
  constructor(list, recordEl, session) {
    this.list = list;
    this.recordEl = recordEl;
    this.session = session;
    this.recordText = null;
    /** True when the record changed since the last frame (its end is scrolled into view then). */
    this.recordMoved = false;
    // The record scrolls when long (style.css): the keyboard can scroll it too.
    recordEl.tabIndex = 0;
    this.state = null;
    /** The ply objects listed (the controller's, compared by identity): the first `count` of the game. */
    this.plies = [];
    /** Measured row heights (px, 0: not measured) and their running sums, valid up to `summedTo`. */
    this.sizes = new Float64Array(64);
    this.offsets = new Float64Array(65);
    this.summedTo = 0;
    this.estimate = FIRST_ESTIMATE;
    this.measuredOnce = false;
    /** The rows in the document: ply index -> <li>. */
    this.rows = new Map();
    this.first = 0;
    this.last = -1;
    /** The row marked as shown on the board (aria-current), or -1. */
    this.marked = -1;
    /** A row to bring into view at the next frame, with the heights measured then, or -1. */
    this.revealing = -1;
    /** Adds to a row as it is drawn (a review's grade marks): (row, ply index) => void, or null. */
    this.decorate = null;
    /** True while the list keeps its latest move in view (after a move; until the person scrolls). */
    this.follow = true;
    this.top = 0;
    this.boxHeight = 0;
    this.boxWidth = 0;
    this.frameQueued = false;
    list.addEventListener('scroll', () => {
      this.top = list.scrollTop;
      // Scrolled to the end, the list follows the game again (not while a row is marked as shown).
      this.follow = this.marked < 0 && this.top + list.clientHeight >= list.scrollHeight - 2;
      this.queueFrame();
    });
    new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      if (box.width !== this.boxWidth) this.forgetSizes();
      // The row shown stays in view in a box of another size (the browse bar's status comes and goes).
      if (this.marked >= 0) this.revealing = this.marked;
      this.boxWidth = box.width;
      this.boxHeight = box.height;
      this.render();
      this.queueFrame();
    }).observe(list);
    // Before anyone else hears of the change (the browser marks a row of the list as drawn).
    session.addEventListener('update', () => {
      if (session.state) this.update(session.state, session.drawnPlies());
    });
  }

  get count() {
    return this.plies.length;
  }

  /** Every row again, in the language now in use (other words, other heights). */
  retranslate() {
    const session = this.session;
    if (!session.state) return;
    this.plies = [];
    this.forgetSizes();
    this.update(session.state, session.drawnPlies());
  }

  /**
   * Lists the first `drawn` plies of `state` (all of them by default): a move being sown joins
   * the list, and the record, once its sowing has been drawn.
   */
  update(state, drawn = state.plies.length) {
    this.state = state;
    const plies = this.plies;
    // Plies change at the end only (a move, an undo, another line): the rows before the last
    // one both hold are the same.
    let kept = Math.min(plies.length, drawn);
    while (kept > 0 && plies[kept - 1] !== state.plies[kept - 1]) kept -= 1;
    if (kept !== plies.length || drawn !== plies.length) {
      plies.length = kept;
      for (let i = kept; i < drawn; i += 1) plies.push(state.plies[i]);
      this.ensureCapacity(drawn);
      this.sizes.fill(0, kept, drawn);
      this.summedTo = Math.min(this.summedTo, kept);
      for (const [i, row] of this.rows) {
        if (i >= kept) {
          row.remove();
          this.rows.delete(i);
        }
      }
      if (this.marked >= drawn) this.marked = -1;
      this.follow = true;
      this.render();
    } else if (!this.rows.size) this.render();
    // The record as far as the list: without the move still being sown.
    let unsown = 0;
    for (let i = drawn; i < state.plies.length; i += 1) unsown += state.plies[i].text.length;
    const record = unsown ? state.record.slice(0, state.record.length - unsown) : state.record;
    if (record !== this.recordText) {
      this.recordEl.textContent = this.recordText = record;
      this.recordMoved = true;
      this.queueFrame();
    }
  }

  /** Marks row `index` (0-based ply) as the one shown on the board, or none (-1). */
  mark(index) {
    if (index === this.marked) return;
    this.rows.get(this.marked)?.removeAttribute('aria-current');
    this.marked = index;
    this.rows.get(index)?.setAttribute('aria-current', 'step');
  }

  /** Scrolls the list (never the page) so that row `index` is in view. */
  reveal(index) {
    if (index < 0 || index >= this.count) return;
    this.follow = false;
    this.revealing = index;
    if (this.scrollToRow(index)) {
      this.render();
      this.list.scrollTop = this.top;
    }
    this.queueFrame();
  }

  /** Moves `top` the least that puts row `index` in the box; true if it moved. */
  scrollToRow(index) {
    const view = this.viewHeight();
    const top = this.offset(index);
    const bottom = this.offset(index + 1);
    if (top < this.top) this.top = top;
    else if (bottom > this.top + view) this.top = Math.max(0, Math.min(top, bottom - view));
    else return false;
    return true;
  }

  /** Keeps the latest move in view again (after looking back through the list). */
  showEnd() {
    this.follow = true;
    this.render();
  }

  /** The ply index of a row of the list (a click's target), or -1. */
  indexOf(node) {
    const row = node?.closest?.('li[data-ply]');
    return row && this.list.contains(row) ? Number(row.dataset.ply) : -1;
  }

  // ---- drawing ------------------------------------------------------------------------------

  viewHeight() {
    return this.boxHeight || UNSEEN_HEIGHT;
  }

  ensureCapacity(n) {
    if (n < this.sizes.length) return;
    let size = this.sizes.length;
    while (size <= n) size *= 2;
    const sizes = new Float64Array(size);
    sizes.set(this.sizes);
    this.sizes = sizes;
    const offsets = new Float64Array(size + 1);
    offsets.set(this.offsets);
    this.offsets = offsets;
  }

  /** Heights measured at another width (or in another language) no longer hold. */
  forgetSizes() {
    this.sizes.fill(0);
    this.summedTo = 0;
  }

  /** The top of row `index` (the sum of the heights before it); `index` may be the count. */
  offset(index) {
    const { sizes, offsets, estimate } = this;
    for (let i = this.summedTo; i < index; i += 1) offsets[i + 1] = offsets[i] + (sizes[i] || estimate);
    if (index > this.summedTo) this.summedTo = index;
    return offsets[index];
  }

  /** The row at height `y` of the whole list. */
  indexAt(y) {
    const n = this.count;
    this.offset(n);
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.offsets[mid] <= y) lo = mid;
      else hi = mid - 1;
    }
    return Math.max(0, lo);
  }

  /** The first and last rows to draw for the list scrolled to `top`. */
  windowAt(top) {
    const margin = OVERSCAN_ROWS * this.estimate;
    return [this.indexAt(top - margin), this.indexAt(top + this.viewHeight() + margin)];
  }

  /** Puts the rows in and near the box in the document (and only those); reads no layout. */
  render() {
    const n = this.count;
    const list = this.list;
    if (!n) {
      this.rows.clear();
      this.first = 0;
      this.last = -1;
      list.style.setProperty('--moves-before', '0px');
      list.style.setProperty('--moves-after', '0px');
      list.replaceChildren(el('li', { className: 'empty', text: t('moves.empty') }));
      return;
    }
    list.querySelector(':scope > li.empty')?.remove();
    if (this.follow) this.top = Math.max(0, this.offset(n) - this.viewHeight());
    const [first, last] = this.windowAt(this.top);
    for (const [i, row] of this.rows) {
      if (i < first || i > last) {
        row.remove();
        this.rows.delete(i);
      }
    }
    // In order: the rows before those kept, then those after.
    let created = 0;
    let next = list.firstElementChild;
    for (let i = first; i <= last; i += 1) {
      let row = this.rows.get(i);
      if (!row) {
        row = this.row(i);
        this.decorate?.(row, i);
        this.rows.set(i, row);
        list.insertBefore(row, next);
        created += 1;
      } else {
        if (row !== next) list.insertBefore(row, next);
        if (row.getAttribute('aria-setsize') !== String(n)) row.setAttribute('aria-setsize', String(n));
      }
      next = row.nextElementSibling;
    }
    this.first = first;
    this.last = last;
    this.pad();
    // New rows are measured, and the scroll put where it belongs, at the next frame.
    if (created || this.follow) this.queueFrame();
  }

  /** The room that stands for the rows out of the document (the list's ::before and ::after). */
  pad() {
    const n = this.count;
    const before = this.offset(this.first);
    const after = this.offset(n) - this.offset(this.last + 1);
    const style = this.list.style;
    style.setProperty('--moves-before', `${before}px`);
    style.setProperty('--moves-after', `${after}px`);
    style.setProperty('--move-digits', String(String(n).length));
  }

  queueFrame() {
    if (this.frameQueued) return;
    this.frameQueued = true;
    requestAnimationFrame(() => {
      this.frameQueued = false;
      this.settle();
    });
  }

  /**
   * At a frame (when the page is laid out anyway): the rows drawn are measured, the room
   * and the scroll put right, and the rows the box now shows drawn. Only the rows in the
   * document are measured: the cost does not grow with the game.
   */
  settle() {
    const list = this.list;
    if (this.recordMoved) {
      // The record's end (the latest move) in view, as the list's.
      this.recordMoved = false;
      this.recordEl.scrollTop = this.recordEl.scrollHeight;
    }
    if (!this.count || !list.getClientRects().length) return;
    // The first row in view stays where it is while heights above it change.
    const anchor = this.indexAt(this.top);
    const anchorShift = this.top - this.offset(anchor);
    let smallest = Infinity;
    let changedFrom = Infinity;
    for (const [i, row] of this.rows) {
      const h = row.getBoundingClientRect().height;
      if (!(h > 0)) continue;
      smallest = Math.min(smallest, h);
      if (h !== this.sizes[i]) {
        this.sizes[i] = h;
        changedFrom = Math.min(changedFrom, i);
      }
    }
    if (!this.measuredOnce && smallest < Infinity) {
      // Measured once: one line of the list's text, the height of every row not drawn yet.
      this.measuredOnce = true;
      if (smallest !== this.estimate) {
        this.estimate = smallest;
        changedFrom = 0;
      }
    }
    if (changedFrom < Infinity) {
      this.summedTo = Math.min(this.summedTo, changedFrom);
      this.pad();
    }
    this.boxHeight = list.clientHeight;
    const total = this.offset(this.count);
    this.top = this.follow ? Math.max(0, total - this.viewHeight()) : Math.max(0, this.offset(anchor) + anchorShift);
    if (this.revealing >= 0 && this.revealing < this.count && !this.follow) this.scrollToRow(this.revealing);
    this.revealing = -1;
    const top = this.top;
    const [first, last] = this.windowAt(top);
    if (first !== this.first || last !== this.last) this.render();
    if (Math.abs(list.scrollTop - top) >= 1) list.scrollTop = top;
  }

  row(index) {
    const state = this.state;
    const ply = this.plies[index];
    const name = (p) => playerName(state.players, p);
    const attrs = { value: String(index + 1), 'aria-posinset': String(index + 1), 'aria-setsize': String(this.count), dataset: { ply: String(index) } };
    if (index === this.marked) attrs['aria-current'] = 'step';
    if (ply.hole === null || ply.hole === undefined) {
      const takes = ply.chosen.length && ply.chooser !== null && ply.chooser !== undefined;
      const text = takes
        ? t('moves.roundTakes', { round: ply.round, player: name(ply.chooser), pits: ply.chosen.map((h) => holeLabel(state.game, h)) })
        : t('moves.roundBegins', { round: ply.round, player: name(ply.player) });
      // The swatch is the mover's: the winner who takes pits, or the round's first player.
      return el('li', { ...attrs, className: 'round' }, playerSwatch(takes ? ply.chooser : ply.player), el('span', { text }));
    }
    const gains = ply.gains.flatMap((n, p) => (n ? [t('moves.took', { player: name(p), n })] : []));
    return el(
      'li',
      attrs,
      playerSwatch(ply.player),
      el('span', {}, el('code', { text: ply.text }), el('small', { text: ` ${t('moves.mover', { player: name(ply.player), hole: holeLabel(state.game, ply.hole) })}` })),
      gains.length ? el('small', { className: 'gains', text: ` ${t('moves.captures', { parts: gains })}` }) : null,
    );
  }
}
