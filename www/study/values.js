// "Show values": every legal move of the position on the board labelled with its value, the
// game's final seed margin for the player to move if that move is played and both sides then
// play perfectly. The labels are the board's own per-pit badges (the hints' drawing) and the
// pit buttons' names; a panel beside the board lists the moves grouped as winning, drawing and
// losing, best first. The values come from a computer worker of their own (www/game/computer.js,
// moveValues), so that neither the computer's moves nor its hints wait on a proof, nor cancel
// one. A position not yet proven is asked again with twice the time until it is; an answer for
// a position no longer shown is dropped. The panel's buttons for perfect play to watch come
// with www/study/watch.js, loaded when first pressed.

import { Cancelled, ComputerPlayer } from '../game/computer.js';
import { el } from '../board/dom.js';
import { addStylesheet } from '../board/stylesheet.js';
import { holeLabel, laterWords, onLanguageChange, playerName, t } from '../i18n/messages.js';
import { recordPrefix } from './browse.js';
import { valueBadge, valueWords } from './value-words.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

const STYLESHEET = new URL('./values.css', import.meta.url).href;
/** The first request's time; each next one of an unproven position has twice as much, up to the last. */
export const FIRST_MILLIS = 200;
export const LAST_MILLIS = 16_000;
const REASONS = ['matchPlay', 'threePlayers', 'over', 'paired'];

/** The moves of `answer`, best first (the best value, then the proven, then the board's order). */
export function bestFirst(answer) {
  return answer.moves.slice().sort((a, b) => b.value - a.value || Number(b.proven) - Number(a.proven) || a.hole - b.hole);
}

export class MoveValues extends EventTarget {
  /**
   * @param {import('../game/board-session.js').BoardSession} session
   * @param {import('./browse.js').MoveBrowser} browser the page's looking back through the moves
   * @param {{ announce: (text: string) => void }} notices the page's live region
   */
  constructor(session, browser, notices) {
    super();
    this.session = session;
    this.browser = browser;
    this.notices = notices;
    this.computer = new ComputerPlayer();
    this.on = false;
    /** The position the values are of: { record, state, past }, or null while a move is sown. */
    this.shown = null;
    this.key = null; // its record
    this.answer = null;
    this.failed = false;
    this.token = 0;
    this.labelled = false;
    this.watch = null; // www/study/watch.js's PerfectPlay, once a button of it was pressed
    addStylesheet(document.head, STYLESHEET);
    this.status = el('p', { className: 'values-status', role: 'status' });
    this.noteLine = el('p', { className: 'values-note' });
    this.lists = el('div', { className: 'values-groups' });
    this.buttons = {
      watch: el('button', { type: 'button', className: 'primary' }),
      best: el('button', { type: 'button' }),
      download: el('button', { type: 'button' }),
    };
    this.heading = el('h2', { id: 'values-heading' });
    this.panel = el(
      'section',
      { className: 'values-panel panel', id: 'values-panel', 'aria-labelledby': 'values-heading', hidden: true },
      this.heading,
      this.status,
      this.lists,
      el('p', { className: 'help values-explain' }),
      el('div', { className: 'bar values-bar', role: 'toolbar' }, this.buttons.watch, this.buttons.best, this.buttons.download),
      this.noteLine,
    );
    document.getElementById('hint-panel').after(this.panel);
    for (const [name, button] of Object.entries(this.buttons)) button.addEventListener('click', () => this.perfectPlay(name));
    // The position editor's setup, valued as it changes (the board's values again once it closes).
    this.setupLine = el('p', { className: 'values-setup', id: 'editor-values', role: 'status', hidden: true });
    this.setupToken = 0;
    const editor = document.getElementById('editor-dialog');
    editor?.addEventListener('position', (/** @type {CustomEvent} */ e) => this.valueSetup(e.detail.record));
    editor?.addEventListener('close', () => {
      this.valueSetup(null);
      this.refresh();
    });
    session.addEventListener('update', () => this.follow());
    session.addEventListener('narrate', () => this.follow());
    onLanguageChange(() => {
      this.render();
      this.label();
    });
  }

  /** Turns the mode on or off. */
  toggle(on) {
    this.on = on;
    if (on) {
      this.follow();
      return;
    }
    this.watch?.stop();
    this.valueSetup(null);
    this.token += 1;
    this.computer.cancel();
    this.key = null;
    this.shown = null;
    this.answer = null;
    this.note('');
    this.render();
    this.label();
  }

  /** A line under perfect play's buttons: the move watched, the line downloaded. */
  note(text) {
    this.noteLine.textContent = text;
  }

  /** The position on the board, once it is drawn still: the game's, or an earlier one looked back at. */
  onBoard() {
    const s = this.session;
    const c = s.controller;
    if (!c.state || s.animator.busy || c.replaying) return null;
    if (s.browsing) {
      if (this.browser.at === null) return null;
      return { record: recordPrefix(c.state, this.browser.at), state: s.browsing.state, past: true };
    }
    return { record: c.handle.record(), state: c.state, past: false };
  }

  /** The board changed (or may have): the values of what it shows, asked for again if it is another position. */
  follow() {
    if (!this.on) return;
    const shown = this.onBoard();
    const key = shown?.record ?? null;
    if (key !== this.key) {
      this.key = key;
      this.shown = shown;
      this.answer = null;
      this.failed = false;
      this.token += 1;
      if (shown && this.session.pair) this.answer = { available: false, reason: 'paired', complete: true, moves: [] };
      else if (shown) this.ask(shown.record, this.token);
      this.render();
      this.dispatchEvent(new Event('change'));
    }
    this.label();
  }

  /** Asks for the values of `record`, with twice the time each round, until they are proven. */
  async ask(record, token) {
    for (let millis = FIRST_MILLIS; ; millis = Math.min(millis * 2, LAST_MILLIS)) {
      let answer;
      try {
        answer = await this.computer.moveValues(record, millis);
      } catch (e) {
        if (token !== this.token || e instanceof Cancelled) return;
        console.error(e);
        this.failed = true;
        this.render();
        this.dispatchEvent(new Event('change'));
        return;
      }
      if (token !== this.token) return;
      this.answer = answer;
      this.render();
      this.label();
      this.dispatchEvent(new Event('change'));
      if (answer.complete || !answer.available || millis >= LAST_MILLIS) return;
    }
  }

  /** Values the position set up in the editor (`record`, or null for none), under its verdict, as it changes. */
  async valueSetup(record) {
    const token = ++this.setupToken;
    const line = this.setupLine;
    line.hidden = !this.on || !record;
    if (line.hidden) return;
    if (!line.isConnected) document.getElementById('editor-verdict')?.after(line);
    line.textContent = t('values.working');
    // The board's values are asked for again when the editor closes.
    this.token += 1;
    this.key = null;
    const handle = this.session.controller.engine.GameHandle.fromRecord(record);
    const state = handle.state();
    handle.free?.();
    for (let millis = FIRST_MILLIS; ; millis = Math.min(millis * 2, LAST_MILLIS)) {
      let answer;
      try {
        answer = await this.computer.moveValues(record, millis);
      } catch (e) {
        if (!(e instanceof Cancelled)) console.error(e);
        if (token === this.setupToken) line.textContent = t('values.failed');
        return;
      }
      if (token !== this.setupToken) return;
      if (!answer.available) line.textContent = t(`values.none.${REASONS.includes(answer.reason) ? answer.reason : 'other'}`);
      else {
        const moves = bestFirst(answer).map((m) => t('values.setupMove', { hole: holeLabel(state.game, m.hole), value: valueBadge(m) }));
        line.textContent = t('values.setup', { player: playerName(state.players, state.toMove), moves });
      }
      if (answer.complete || !answer.available || millis >= LAST_MILLIS) return;
    }
  }

  /** Asks again for the values of the position shown (after something else used the worker). */
  refresh() {
    this.key = null;
    this.follow();
  }

  /** The moves valued, for the board and the list; none while none are known. */
  moves() {
    return this.on && this.answer?.available ? this.answer.moves : [];
  }

  /** The badges on the board and the words on the pit buttons. */
  label() {
    const s = this.session;
    const moves = this.moves();
    // A hint or the review's best moves on the board keep their marks; the list still has the values.
    const marked = (s.hint && !s.hint.pending) || this.browser.best;
    const v = s.animator.view;
    if (!marked && (moves.length || this.labelled)) {
      v.hint.fill(0);
      const best = Math.max(...moves.map((m) => m.value));
      for (const m of moves) {
        v.hint[m.hole] = m.value === best ? 1 : 2;
        v.hintText[m.hole] = valueBadge(m);
      }
      s.animator.invalidate();
      this.labelled = moves.length > 0;
    }
    const shown = this.onBoard();
    if (!shown || this.browser.best) return;
    const byHole = new Map(s.hint?.byHole ?? []);
    const mover = playerName(shown.state.players, shown.state.toMove);
    for (const m of moves) {
      const text = t('values.pit', { value: valueWords(m, mover) });
      const hint = byHole.get(m.hole);
      byHole.set(m.hole, { best: !!hint?.best, text: hint ? `${hint.text}, ${text}` : text });
    }
    s.overlay.update(shown.state, shown.past ? null : s.choice, byHole.size ? byHole : null, { past: shown.past });
  }

  /** The panel: the heading, how far the proof is, the moves by outcome, perfect play's buttons. */
  render() {
    this.panel.hidden = !this.on;
    if (!this.on) return;
    const shown = this.shown;
    const a = this.answer;
    const game = shown?.state.game;
    const mover = shown ? playerName(shown.state.players, shown.state.toMove) : '';
    this.heading.textContent = a?.available ? t('values.heading', { player: mover }) : t('values.title');
    let status;
    if (!shown) status = t('values.waiting');
    else if (this.failed) status = t('values.failed');
    else if (!a) status = t('values.working');
    else if (!a.available) status = t(`values.none.${REASONS.includes(a.reason) ? a.reason : 'other'}`);
    else status = t(a.complete ? 'values.proven' : 'values.proving');
    if (this.status.textContent !== status) this.status.textContent = status;
    const groups = [];
    if (a?.available) {
      for (const [key, keep] of [
        ['win', (m) => m.value > 0],
        ['draw', (m) => m.value === 0],
        ['loss', (m) => m.value < 0],
      ]) {
        const moves = bestFirst(a).filter(keep);
        if (!moves.length) continue;
        const items = moves.map((m) =>
          el('li', { dataset: { hole: String(m.hole), value: String(m.value), proven: String(m.proven) } }, t('values.item', { hole: holeLabel(game, m.hole), value: valueBadge(m), words: valueWords(m, mover) })),
        );
        groups.push(el('h3', { text: t(`values.group.${key}`) }), el('ul', { dataset: { group: key } }, ...items));
      }
    }
    this.lists.replaceChildren(...groups);
    this.panel.querySelector('.values-explain').textContent = a?.available ? t('values.explain', { player: mover }) : '';
    this.renderButtons();
  }

  /** Perfect play's buttons: usable where the values are, on the game itself (not an earlier position for "play"). */
  renderButtons() {
    const b = this.buttons;
    const watching = !!this.watch?.active;
    const valued = !!this.answer?.available || watching;
    b.watch.textContent = t(watching ? 'watch.stop' : 'watch.start');
    b.watch.setAttribute('aria-pressed', String(watching));
    b.best.textContent = t('watch.best');
    b.download.textContent = t('watch.download');
    b.watch.disabled = !valued;
    b.best.disabled = !valued || watching || !!this.shown?.past || !!this.watch?.busy;
    b.download.disabled = !valued || watching || !!this.watch?.busy;
  }

  /** A button of perfect play: its module comes with the first press. */
  async perfectPlay(name) {
    if (!this.watch) {
      const { PerfectPlay } = await import('./watch.js');
      this.watch ??= new PerfectPlay(this.session, this, this.notices);
    }
    if (name === 'watch' && this.watch.active) this.watch.stop();
    else if (name === 'watch') this.watch.start();
    else if (name === 'best') this.watch.playBest();
    else this.watch.downloadLine();
    this.renderButtons();
  }

  /**
   * The values of `record` once proven, or the latest after `millis` (the proof goes on); rejects
   * with Cancelled when the board moves on to another position first.
   */
  settled(record, millis) {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const check = () => {
        if (this.key !== record || !this.on) finish(() => reject(new Cancelled()));
        else if (this.failed) finish(() => reject(new Error('no values')));
        else if (this.answer && (this.answer.complete || !this.answer.available || performance.now() - started >= millis)) {
          const answer = this.answer;
          finish(() => resolve(answer));
        }
      };
      const timer = setTimeout(check, millis);
      const finish = (settle) => {
        clearTimeout(timer);
        this.removeEventListener('change', check);
        settle();
      };
      this.addEventListener('change', check);
      this.follow();
      check();
    });
  }
}
