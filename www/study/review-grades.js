// A review's grades on the page: each player's accuracy and seeds given away (a table over the
// chart), each move's grade in the move list (a symbol, and words for screen readers), the key
// moments (mistakes and blunders, each a button that shows its position) and "Learn from the
// mistakes" (www/study/mistakes.js, loaded when first asked for). Where a game has no exact
// values (match play, three players), it says so instead. The grades are www/study/grades.js's.

import { formatNumber, holeLabel, language, laterWords, playerName, t } from '../i18n/messages.js';
import { el } from '../board/dom.js';
import { addStylesheet } from '../board/stylesheet.js';
import { SYMBOLS, summarize, THRESHOLDS } from './grades.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();
// Its styles too: no other visit pays for them.
await addStylesheet(document.head, new URL('./grades.css', import.meta.url).href);

/** The sentence that says how a graded move did: "Move 5, South h2: a blunder, …". */
export function gradeText(state, g) {
  const key = g.change ? `grades.${g.change}` : `grades.${g.grade}`;
  const text = t(key, { move: g.ply, player: playerName(state.players, g.player), hole: holeLabel(state.game, g.hole), n: g.lost });
  return g.estimate ? `${text} ${t('grades.estimate')}` : text;
}

/** `share` (0 to 1) as a percentage in the language in use, with Western digits as every number here. */
function percent(share) {
  return new Intl.NumberFormat(language(), { style: 'percent', numberingSystem: 'latn' }).format(share);
}

/** `from` to `to` in the language in use ("1–2"); one number where they are the same. */
function range(from, to) {
  return from === to ? formatNumber(from) : new Intl.NumberFormat(language(), { numberingSystem: 'latn' }).formatRange(from, to);
}

export class GradeView {
  /**
   * @param {{ panel: HTMLElement, chart: HTMLElement, list: HTMLElement }} parts the review's
   * @param {{ moves: import('../page/move-list.js').MoveList, select: (plies: number) => void,
   *   session: import('../game/board-session.js').BoardSession, browser: import('./browse.js').MoveBrowser,
   *   announce: (text: string, append?: boolean) => void }} hooks
   */
  constructor(parts, hooks) {
    this.parts = parts;
    this.hooks = hooks;
    this.summary = el('div', { className: 'review-grades' });
    this.heading = el('h3', { className: 'review-moments', id: 'review-moments' });
    this.learn = el('button', { type: 'button', id: 'btn-mistakes', className: 'review-learn' });
    this.learn.addEventListener('click', () => this.startLearning());
    parts.chart.before(this.summary);
    parts.list.before(this.heading);
    parts.list.after(this.learn);
    this.trainer = null;
    this.review = null;
    this.clear();
  }

  /** No grades shown: the move list's marks taken off, a lesson in progress stopped. */
  clear() {
    this.review = null;
    this.trainer?.stop();
    this.summary.replaceChildren();
    this.summary.hidden = true;
    this.heading.hidden = true;
    this.learn.hidden = true;
    this.parts.list.removeAttribute('aria-labelledby');
    const moves = this.hooks.moves;
    moves.decorate = null;
    for (const row of moves.rows.values()) this.mark(row, null);
  }

  /** The grades of `review` (ReviewChart's) as far as its values go. */
  render(review) {
    this.review = review;
    const { state } = review;
    if (!review.graded) {
      const why = state.players !== 2 ? 'grades.threePlayers' : state.matchTarget ? 'grades.matchPlay' : null;
      this.summary.hidden = !why;
      this.summary.replaceChildren(...(why ? [el('p', { className: 'help', text: t(why) })] : []));
      return;
    }
    this.summary.hidden = false;
    this.summary.replaceChildren(this.table(state, summarize(review.grades, state.players)), el('p', { className: 'help', text: this.help(state.game) }));
    const moves = this.hooks.moves;
    moves.decorate = (row, i) => this.mark(row, this.review?.grades?.[i] ?? null);
    for (const [i, row] of moves.rows) moves.decorate(row, i);
    if (!review.listed) return;
    const moments = review.grades.filter((g) => g && (g.grade === 'blunder' || g.grade === 'mistake'));
    // Drawn again as values arrive: the keyboard keeps its place in the list.
    const focused = /** @type {HTMLElement} */ (document.activeElement)?.closest?.('#review-list button')?.getAttribute('data-ply');
    this.heading.hidden = false;
    this.heading.textContent = t('grades.moments');
    this.parts.list.setAttribute('aria-labelledby', this.heading.id);
    this.parts.list.replaceChildren(
      ...(moments.length
        ? moments.map((g) => {
            const b = el('button', { type: 'button', className: `grade-${g.grade}`, dataset: { ply: String(g.ply) } }, el('span', { className: 'grade-symbol', 'aria-hidden': 'true', dir: 'ltr', text: SYMBOLS[g.grade] }), ` ${gradeText(state, g)}`);
            b.addEventListener('click', () => this.hooks.select(g.ply - 1));
            return el('li', {}, b);
          })
        : [el('li', { text: t('grades.noMoments') })]),
    );
    if (focused) /** @type {HTMLElement | null} */ (this.parts.list.querySelector(`button[data-ply="${focused}"]`))?.focus();
    this.learn.hidden = !review.grades.some((g) => g && g.lost > 0);
    this.learn.textContent = t('mistakes.open');
  }

  /** Each player's accuracy, best moves and seeds given away; ≈ where estimates count. */
  table(state, figures) {
    const approx = (value, estimate) => (estimate ? t('grades.approx', { value }) : value);
    const head = ['grades.player', 'grades.accuracy', 'grades.bestMoves', 'grades.given'].map((key) => el('th', { scope: 'col', text: t(key) }));
    const rows = figures.map((f, p) =>
      el(
        'tr',
        { dataset: { player: String(p) } },
        el('th', { scope: 'row', text: playerName(state.players, p) }),
        el('td', { className: 'accuracy', text: f.accuracy === null ? t('grades.noMoves') : approx(percent(f.accuracy), f.estimate) }),
        el('td', { text: t('grades.bestOf', { best: f.best, moves: f.moves }) }),
        el('td', { className: 'given', text: approx(formatNumber(f.given), f.estimate) }),
      ),
    );
    const estimated = figures.some((f) => f.estimate);
    return el(
      'table',
      { className: 'grades-table' },
      el('caption', { text: t(estimated ? 'grades.captionEstimate' : 'grades.caption') }),
      el('thead', {}, el('tr', {}, ...head)),
      el('tbody', {}, ...rows),
    );
  }

  /** How moves are graded in `game`, with its thresholds. */
  help(game) {
    const { inaccuracy, mistake, blunder } = THRESHOLDS[game] ?? THRESHOLDS.bakuk;
    return t('grades.help', { inaccuracy: range(inaccuracy, mistake - 1), mistake: range(mistake, blunder - 1), blunder: t('grades.orMore', { n: blunder }) });
  }

  /**
   * Marks `row` of the move list with its grade `g` (a symbol, and its words for screen readers),
   * or none. The symbols read left to right in every language (right to left, ?! would turn !?).
   */
  mark(row, g) {
    row.querySelector(':scope > .grade-mark')?.remove();
    if (!g) {
      delete row.dataset.grade;
      return;
    }
    row.dataset.grade = g.grade;
    const words = t(`grades.label.${g.grade}`, { n: g.lost }) + (g.estimate ? ` ${t('grades.estimate')}` : '');
    row.append(
      el(
        'span',
        { className: `grade-mark grade-${g.grade}${g.estimate ? ' estimate' : ''}`, title: words },
        el('span', { 'aria-hidden': 'true', dir: 'ltr', text: g.grade === 'best' ? '' : `${g.estimate ? '≈' : ''}${SYMBOLS[g.grade]}` }),
        el('span', { className: 'visually-hidden', text: ` ${words}` }),
      ),
    );
  }

  /** The language changed: a lesson in progress says its words again (the rest is drawn by the review). */
  retranslate() {
    this.trainer?.retranslate();
  }

  async startLearning() {
    const review = this.review;
    if (!review?.grades) return;
    const { Mistakes } = await import('./mistakes.js');
    if (this.review !== review) return;
    this.trainer ??= new Mistakes(this.parts.panel, this.hooks);
    this.trainer.start(review);
  }
}
