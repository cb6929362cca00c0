// The review of a game: an SVG chart drawn by the page. In two-player games it
// shows, after every move, the final margin with best play from there: in
// Bakuk and Koumma the solver's exact values (asked of the computer's worker as
// hints); in Ba-awa the book's or a proof search's exact value where one is
// found within the time per position, and the search's estimate elsewhere
// (drawn hollow and said to be an estimate). In Ba-awa match play the value is
// the round's: its final capture margin, not the pits the captures buy. A move
// that loses value is marked with the seeds it cost. The values are asked one
// position at a time, and the chart is drawn again as each arrives; closing the
// review or changing the game stops the asking. Three-player games show each
// player's captures over the game. A click on a point shows that position with
// its best move. In two-player single games every move's value is asked (moveValues), and each
// move is graded by the seeds it gave away (www/study/grades.js, shown by review-grades.js).

import { formatList, formatNumber, holeLabel, playerName, t } from '../i18n/messages.js';
import { recordPrefix } from './browse.js';
import { HEIGHT, placeBadges, svg } from './chart-svg.js';
import { gradeGame, positionValue, SYMBOLS } from './grades.js';
import { GradeView, gradeText } from './review-grades.js';
import { viewNeeds } from './view-needs.js';

// Its words and styles come with it (neither is part of a first visit).
await viewNeeds();

// The chart's width in its units is its width on the page (so its words keep their size on a
// phone), WIDTH where it cannot be measured, at least MIN_WIDTH.
const WIDTH = 640;
const MIN_WIDTH = 260;
// Room above the top line for a cost badge over a point on it.
const PAD = { left: 40, right: 16, top: 22, bottom: 26 };
/**
 * The computer's time per Ba-awa position (milliseconds), pass by pass: three quarters for a
 * proof, the rest for the search's estimate where the proof does not finish. The first pass
 * draws the whole game soon (most positions of a game's second half prove well within 600 ms,
 * and a game of 100 plies takes at most a minute); the second asks again, longer, only where the
 * first gave an estimate, and turns what it proves from hollow to solid.
 */
const BA_AWA_PASSES = [600, 3000];
/** The least time between two drawings of the chart while values come in (milliseconds). */
const RENDER_GAP_MILLIS = 250;
/** Positions worked out on the page between two looks at the event loop. */
const POSITIONS_PER_SLICE = 20;
/** Estimated costs smaller than this (in seeds) are left unmarked: the search's noise. */
const ESTIMATED_COST_MIN = 2;

/**
 * The chart's numbers from the positions of a game. `points[i]` describes the
 * position after i plies: { captured, toMove, playing, round, hints } (hints: the
 * computer's [{ hole, value, best, proven }] for the player to move, null where it
 * gives none, undefined while it is still being asked), `plies[i]` the ply played
 * from it. Returns { values, costs }:
 * values[i] = { value (South's final margin with best play, or null), estimate, pending, best (holes) },
 * costs = [{ ply (from 1), player, hole, cost, estimate }] for the moves that lost value: from the
 * played move's own value where the computer gives one, otherwise from the values before and
 * after the move (an estimate unless both are proven).
 */
function reviewSeries(points, plies) {
  const values = points.map((p) => {
    const margin = p.captured[0] - p.captured[1];
    if (!p.playing) return { value: margin, estimate: false, best: [] };
    if (p.hints === undefined) return { value: null, estimate: false, pending: true, best: [] };
    const valued = p.hints?.filter((h) => h.value !== null && h.value !== undefined) ?? [];
    const bestHoles = (p.hints ?? []).filter((h) => h.best).map((h) => h.hole);
    if (!valued.length) return { value: null, estimate: false, best: bestHoles };
    const best = Math.max(...valued.map((h) => h.value));
    const sign = p.toMove === 0 ? 1 : -1;
    const proven = valued.some((h) => h.proven !== false && h.value === best);
    return { value: margin + sign * best, estimate: !proven, best: bestHoles, bestValue: best };
  });
  const costs = [];
  plies.forEach((ply, i) => {
    const p = points[i];
    const before = values[i];
    const after = values[i + 1];
    if (ply.hole === null || ply.hole === undefined || !p?.playing || before.value === null) return;
    const played = p.hints?.find((h) => h.hole === ply.hole);
    let cost;
    let estimate;
    if (played && played.value !== null && played.value !== undefined) {
      cost = before.bestValue - played.value;
      estimate = before.estimate || played.proven === false;
    } else if (after && after.value !== null && points[i + 1].round === p.round) {
      cost = (p.toMove === 0 ? 1 : -1) * (before.value - after.value);
      estimate = before.estimate || after.estimate;
    } else return;
    if (cost >= (estimate ? ESTIMATED_COST_MIN : 1)) costs.push({ ply: i + 1, player: ply.player, hole: ply.hole, cost, estimate });
  });
  return { values, costs };
}

/** A moveValues answer's moves in the shape of hints() (the seeds still to take, the mover's), for the chart. */
function valuesAsHints(moves, point) {
  const margin = (point.toMove === 0 ? 1 : -1) * (point.captured[0] - point.captured[1]);
  const { best, proven } = positionValue(moves);
  return moves.map((m) => ({ hole: m.hole, value: m.value - margin, best: m.value === best, proven: proven && m.proven }));
}

/** The series of a graded game: its costs are the graded moves that gave seeds away. */
function gradedSeries(review) {
  const { state, points } = review;
  const series = reviewSeries(points, state.plies);
  if (!review.graded) return series;
  review.grades = gradeGame(state.game, state.plies, points.map((p) => p.moves));
  series.costs = review.grades.flatMap((g) => (g && g.lost > 0 ? [{ ...g, cost: g.lost }] : []));
  return series;
}

export class ReviewChart {
  /**
   * @param {{ panel: HTMLElement, chart: HTMLElement, status: HTMLElement, list: HTMLElement, close: HTMLButtonElement }} parts
   * @param {{ engine: any, computer: import('../game/computer.js').ComputerPlayer, moves: import('../page/move-list.js').MoveList,
   *   session: import('../game/board-session.js').BoardSession, browser: import('./browse.js').MoveBrowser,
   *   show: (plies: number, best: { holes: number[], estimate: boolean }) => void, announce: (text: string, append?: boolean) => void }} hooks
   */
  constructor(parts, hooks) {
    this.parts = parts;
    this.hooks = hooks;
    const { moves, session, browser, announce } = hooks;
    this.grades = new GradeView(parts, { moves, session, browser, announce, select: (plies) => this.select(plies) });
    this.token = 0;
    this.review = null;
    this.width = WIDTH;
    parts.close.addEventListener('click', () => this.hide());
    // Another width (a phone turned, a window resized): drawn again at it.
    new ResizeObserver(() => {
      if (this.review && !parts.panel.hidden && Math.abs(this.measureWidth() - this.width) > 4) this.renderSoon();
    }).observe(parts.chart);
  }

  measureWidth() {
    const width = Math.round(this.parts.chart.clientWidth);
    return width ? Math.max(MIN_WIDTH, width) : WIDTH;
  }

  hide() {
    this.token += 1;
    clearTimeout(this.renderTimer);
    this.renderTimer = null;
    this.parts.panel.hidden = true;
    this.grades.clear();
  }

  /** The language changed: the panel's words again in it (a review still working says where it is). */
  retranslate() {
    if (this.parts.panel.hidden) return;
    this.grades.retranslate();
    if (this.review) this.render();
    if (this.status) this.parts.status.textContent = t(...this.status);
  }

  /** Reviews the game of `state` (the engine's snapshot): draws its positions, then their values as they come. */
  async open(state) {
    const p = this.parts;
    const token = ++this.token;
    p.panel.hidden = false;
    p.chart.replaceChildren();
    p.list.replaceChildren();
    this.selected = false;
    this.review = null;
    this.status = null;
    this.grades.clear();
    const { engine, computer } = this.hooks;
    const kind = state.players !== 2 ? 'captures' : engine.describeRules(state.rules).solvable ? 'solver' : state.game === 'ba-awa' ? 'estimates' : 'captures';
    // Every move's value, and so grades, in two-player single games only.
    const graded = kind !== 'captures' && !state.matchTarget;
    // The positions, by playing the game through once (a handle opened at each prefix would
    // replay the game again for every point), handing the thread back now and then.
    const points = [];
    const handle = engine.GameHandle.fromRecord(recordPrefix(state, 0));
    try {
      for (let i = 0; i <= state.plies.length; i += 1) {
        const s = handle.state();
        const playing = s.status === 'playing';
        points.push({ captured: s.captured, toMove: s.toMove, playing, round: s.round, hints: playing && kind !== 'captures' ? undefined : null });
        const ply = state.plies[i];
        if (ply) ply.hole === null || ply.hole === undefined ? handle.nextRound(ply.choice) : handle.play(ply.hole);
        if (i % POSITIONS_PER_SLICE === POSITIONS_PER_SLICE - 1) {
          await new Promise((resolve) => setTimeout(resolve));
          if (token !== this.token) return;
        }
      }
    } finally {
      handle.free?.();
    }
    // done: every pass has answered; listed: the first has, so the costly moves can be listed.
    this.review = { state, points, kind, graded, done: kind === 'captures', listed: kind === 'captures' };
    this.review.series = gradedSeries(this.review);
    this.render();
    if (kind === 'captures') return;
    const started = performance.now();
    // The solver answers at once; where it does not know a value (seeds left to their owners, a
    // board whose value depends on the history) the values are searched for the first pass's time.
    const passes = kind === 'solver' ? BA_AWA_PASSES.slice(0, 1) : BA_AWA_PASSES;
    try {
      if (kind === 'solver') await computer.prepare(state.rules);
      for (const [pass, millis] of passes.entries()) {
        // After the first pass, only the estimates are asked again.
        const asked = points.flatMap((point, i) => (point.playing && (pass === 0 || this.review.series.values[i].estimate) ? [i] : []));
        for (const [k, i] of asked.entries()) {
          if (token !== this.token) return;
          // A point chosen meanwhile keeps its words in the status until the review is done.
          if (!this.selected) {
            this.status = [pass === 0 ? 'review.working' : 'review.checking', { move: k + 1, total: asked.length }];
            p.status.textContent = t(...this.status);
          }
          const record = recordPrefix(state, i);
          // One request at a time: a review closed meanwhile leaves at most one position's work
          // in the worker, and the game's own requests wait no longer than that.
          let hints;
          if (graded) {
            const answer = await computer.reviewValues(record, millis);
            if (token !== this.token) return;
            points[i].moves = answer.moves;
            hints = valuesAsHints(answer.moves, points[i]);
          } else hints = await computer.positionValue(record, millis);
          if (token !== this.token) return;
          // A later pass replaces an estimate (it may still be one, searched longer).
          points[i].hints = hints;
          this.review.series = gradedSeries(this.review);
          this.renderSoon();
        }
        if (pass === 0) {
          this.review.drawn = performance.now() - started;
          this.review.listed = true;
          this.render();
        }
      }
    } catch (e) {
      if (token !== this.token) return;
      this.status = [e?.name === 'Cancelled' ? 'review.stopped' : 'computer.failed'];
      p.status.textContent = t(...this.status);
      return;
    }
    if (token !== this.token) return;
    this.status = null;
    this.review.done = true;
    this.review.millis = performance.now() - started;
    this.render();
    this.hooks.announce(p.status.textContent);
  }

  /**
   * Draws again soon: values can come faster than a chart of a long game is worth redrawing,
   * so at most one drawing a RENDER_GAP_MILLIS.
   */
  renderSoon() {
    if (this.renderTimer) return;
    const wait = Math.max(0, RENDER_GAP_MILLIS - (performance.now() - (this.renderedAt ?? 0)));
    this.renderTimer = setTimeout(() => {
      this.renderTimer = null;
      if (this.review && !this.parts.panel.hidden) this.render();
    }, wait);
  }

  /** The kind of value chart: Ba-awa's (proven or estimated; in match play, the round's) or the solver's. */
  valueKind() {
    const { state, kind } = this.review;
    if (kind !== 'estimates') return 'solver';
    return state.matchTarget ? 'round' : 'estimates';
  }

  render() {
    clearTimeout(this.renderTimer);
    this.renderTimer = null;
    this.renderedAt = performance.now();
    const { state, points, series, kind, done, listed } = this.review;
    const p = this.parts;
    const valued = kind !== 'captures' && series.values.some((v, i) => points[i].playing && (v.value !== null || v.pending));
    if (done && !this.selected) {
      const help = { solver: 'review.valuesHelp', estimates: 'review.baAwaHelp', round: 'review.roundHelp' };
      p.status.textContent = valued ? t(help[this.valueKind()]) : t('review.capturesHelp');
    }
    // Drawn again as values arrive: keep the keyboard's place on the chart.
    const active = /** @type {HTMLElement | SVGElement} */ (document.activeElement);
    const focused = p.chart.contains(active) ? active.dataset.plies : undefined;
    this.width = this.measureWidth();
    const chart = valued ? this.valueChart(state, series) : this.captureChart(state, points);
    p.chart.replaceChildren(chart, ...(valued && kind === 'estimates' ? [this.legend()] : []));
    if (valued) placeBadges(chart, this.width);
    if (focused !== undefined) /** @type {SVGElement | null} */ (p.chart.querySelector(`[data-plies="${focused}"]`))?.focus();
    this.grades.render(this.review);
    if (!listed || this.review.graded) return;
    p.list.replaceChildren(
      ...(valued && !series.costs.length ? [this.item(t(kind === 'estimates' ? 'review.noLossFound' : 'review.noLoss'), null)] : []),
      ...series.costs.map((c) =>
        this.item(
          t(c.estimate ? 'review.costEstimate' : 'review.cost', {
            move: c.ply,
            player: playerName(state.players, c.player),
            hole: holeLabel(state.game, c.hole),
            n: c.cost,
          }),
          c.ply - 1,
        ),
      ),
    );
    if (kind === 'captures') this.hooks.announce(p.status.textContent);
  }

  /** What solid and hollow points mean, in words (Ba-awa's chart mixes proofs and estimates). */
  legend() {
    const key = (cls, text) => {
      const mark = svg('svg', { viewBox: '0 0 12 12', class: 'legend-mark', 'aria-hidden': 'true' });
      mark.append(svg('circle', { cx: 6, cy: 6, r: 4, class: `point${cls}` }));
      const item = document.createElement('li');
      item.append(mark, document.createTextNode(text));
      return item;
    };
    const list = document.createElement('ul');
    list.className = 'review-legend';
    list.setAttribute('aria-label', t('review.legend'));
    list.append(key('', t('review.legendProven')), key(' estimate', t('review.legendEstimate')), key(' lost', t('review.legendLost')));
    return list;
  }

  item(text, plies) {
    const li = document.createElement('li');
    if (plies === null) li.textContent = text;
    else {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = text;
      b.addEventListener('click', () => this.select(plies));
      li.append(b);
    }
    return li;
  }

  /** Shows the position after `plies` plies with its best move. */
  select(plies) {
    const { state, series } = this.review;
    const v = series.values[plies];
    // The best move is marked on the board too.
    this.hooks.show(plies, { holes: v.best, estimate: v.estimate });
    const best = v.best.map((h) => holeLabel(state.game, h));
    const key = !best.length ? 'review.noBest' : v.estimate ? 'review.bestEstimate' : 'review.best';
    // (messages.js formats review.best's list itself; the others get theirs formatted here.)
    const text = t(key, { move: plies, holes: key === 'review.best' ? best : formatList(best, 'disjunction') });
    this.selected = true;
    this.parts.status.textContent = text;
    this.hooks.announce(text);
  }

  /**
   * The axes. Right to left the chart is mirrored, as the move list reads: the game runs from
   * the start on the right to its end on the left, the value scale stands on the right. `at`
   * mirrors a left-to-right x coordinate; the texts keep their logical anchors (start, end),
   * which the inherited direction turns round with them.
   */
  frame(n, lo, hi) {
    const rtl = getComputedStyle(this.parts.chart).direction === 'rtl';
    const width = this.width;
    const at = (px) => (rtl ? width - px : px);
    const x = (i) => at(PAD.left + (n ? (i / n) * (width - PAD.left - PAD.right) : 0));
    const y = (v) => PAD.top + ((hi - v) / (hi - lo || 1)) * (HEIGHT - PAD.top - PAD.bottom);
    const root = svg('svg', { viewBox: `0 0 ${width} ${HEIGHT}`, class: 'review-svg', role: 'group' });
    for (const v of [lo, 0, hi]) {
      if (v < lo || v > hi) continue;
      root.append(svg('line', { x1: at(PAD.left), x2: at(width - PAD.right), y1: y(v), y2: y(v), class: v === 0 ? 'axis zero' : 'axis' }));
      // One minus sign on the chart: the costs' (U+2212), not the hyphen Intl puts before a negative number.
      root.append(svg('text', { x: at(PAD.left - 6), y: y(v) + 4, 'text-anchor': 'end', class: 'tick' }, formatNumber(v).replace('-', '\u2212')));
    }
    root.append(svg('text', { x: at(PAD.left), y: HEIGHT - 6, class: 'tick' }, t('review.start')));
    root.append(svg('text', { x: at(width - PAD.right), y: HEIGHT - 6, 'text-anchor': 'end', class: 'tick' }, t('review.moves', { n })));
    return { root, x, y, at };
  }

  valueChart(state, series) {
    const values = series.values;
    const known = values.map((v) => v.value).filter((v) => v !== null);
    const reach = Math.max(2, ...known.map(Math.abs));
    const { root, x, y, at } = this.frame(values.length - 1, -reach, reach);
    const round = this.valueKind() === 'round';
    root.setAttribute('aria-label', t(round ? 'review.roundValueLabel' : 'review.valueLabel'));
    // Match play: a faint line where each new round begins.
    const { points } = this.review;
    points.forEach((point, i) => {
      if (i > 0 && point.round !== points[i - 1].round) root.append(svg('line', { x1: x(i), x2: x(i), y1: PAD.top, y2: HEIGHT - PAD.bottom, class: 'round-mark', 'aria-hidden': 'true' }));
    });
    // The line joins neighbouring values only: it breaks where a value is still to come, and
    // across a new match round (another round, another margin).
    let run = [];
    const runs = [run];
    values.forEach((v, i) => {
      const joined = v.value !== null && (i === 0 || (values[i - 1].value !== null && points[i - 1].round === points[i].round));
      if (!joined && run.length) runs.push((run = []));
      if (v.value !== null) run.push(`${x(i)},${y(v.value)}`);
    });
    for (const line of runs) if (line.length > 1) root.append(svg('polyline', { points: line.join(' '), class: 'value-line' }));
    const costOf = new Map(series.costs.map((c) => [c.ply, c]));
    values.forEach((v, i) => {
      if (v.value === null) return;
      const cost = costOf.get(i);
      const label = this.pointLabel(i, v, round);
      const costText = !cost
        ? null
        : cost.grade
          ? gradeText(state, cost)
          : t(cost.estimate ? 'review.costEstimate' : 'review.cost', { move: i, player: playerName(2, cost.player), hole: holeLabel(state.game, cost.hole), n: cost.cost });
      const dot = svg('circle', {
        cx: x(i),
        cy: y(v.value),
        r: cost ? 6 : 4,
        class: `point${cost ? ' lost' : ''}${cost?.grade ? ` grade-${cost.grade}` : ''}${v.estimate ? ' estimate' : ''}`,
        tabindex: 0,
        role: 'button',
        // The point's value names it; a costly move's sentence is its description (two sentences, not one glued string).
        'aria-label': label,
        'aria-description': costText,
        'data-plies': i,
        'data-value': v.value,
        'data-proven': String(!v.estimate),
      });
      // The tooltip is its name (the badge beside it and the list say the cost).
      dot.append(svg('title', {}, label));
      dot.addEventListener('click', () => this.select(i));
      dot.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          this.select(i);
        }
      });
      root.append(dot);
      if (cost) {
        const above = y(v.value) - 10;
        const attrs = { x: x(i), y: above, 'text-anchor': 'middle', class: `cost${cost.estimate ? ' estimate' : ''}`, 'data-above': above, 'data-below': y(v.value) + 19 };
        const badge = t(cost.estimate ? 'review.costBadgeEstimate' : 'review.costBadge', { n: cost.cost });
        // A graded move's symbol before its cost (the symbol alone says its grade without colour),
        // isolated left to right as chess writes it.
        root.append(svg('text', attrs, cost.grade ? `\u2066${SYMBOLS[cost.grade]}\u2069\u2009${badge}` : badge));
      }
    });
    // The sides' names over the line and its points (a halo keeps them readable; clicks go through).
    root.append(svg('text', { x: at(PAD.left + 4), y: PAD.top + 10, class: 'side' }, t('review.ahead', { player: playerName(2, 0) })));
    root.append(svg('text', { x: at(PAD.left + 4), y: HEIGHT - PAD.bottom - 4, class: 'side' }, t('review.ahead', { player: playerName(2, 1) })));
    return root;
  }

  pointLabel(i, v, round) {
    const where = i === 0 ? t('review.atStart') : t('review.afterMove', { move: i });
    const player = playerName(2, v.value > 0 ? 0 : 1);
    const n = Math.abs(v.value);
    if (v.estimate) return t(v.value === 0 ? 'review.evenEstimate' : 'review.leadEstimate', { where, player, n });
    if (round) return t(v.value === 0 ? 'review.evenRound' : 'review.leadRound', { where, player, n });
    return t(v.value === 0 ? 'review.even' : 'review.lead', { where, player, n });
  }

  captureChart(state, points) {
    const top = Math.max(4, ...points.flatMap((p) => p.captured));
    const { root, x, y, at } = this.frame(points.length - 1, 0, top);
    root.setAttribute('aria-label', t('review.captureLabel'));
    for (let player = 0; player < state.players; player += 1) {
      const line = points.map((p, i) => `${x(i)},${y(p.captured[player])}`).join(' ');
      root.append(svg('polyline', { points: line, class: `capture-line player-${player}` }));
      const last = points[points.length - 1];
      root.append(
        svg('text', { x: at(at(x(points.length - 1)) - 4), // at() is its own inverse
 y: y(last.captured[player]) - 6, 'text-anchor': 'end', class: `side player-${player}` }, t('review.captures', { player: playerName(state.players, player), n: last.captured[player] })),
      );
    }
    // A click anywhere over a move's column shows its position (the list of moves is the keyboard's way).
    const step = points.length > 1 ? Math.abs(x(1) - x(0)) : this.width;
    points.forEach((_, i) => {
      const hit = svg('rect', { x: x(i) - step / 2, y: PAD.top, width: step, height: HEIGHT - PAD.top - PAD.bottom, class: 'hit', 'data-plies': i });
      hit.addEventListener('click', () => this.select(i));
      root.append(hit);
    });
    return root;
  }
}
