// The review of a game: an SVG chart drawn by the page. In two-player Bakuk
// and Koumma it shows, after every move, the exact final margin with best play
// from there (the solver's values, asked of the computer's worker as hints);
// a move that loses value is marked with the seeds it cost. Where the computer
// gives an estimate rather than a proof (a hint with `proven: false`), the
// point is drawn hollow and said to be an estimate. Where it gives no value at
// all (three players, Ba-awa today), the chart shows each player's captures
// over the game. A click on a point shows that position with its best move.

import { holeLabel, playerName, t } from './messages.js';
import { recordPrefix } from './browse.js';

const NS = 'http://www.w3.org/2000/svg';
const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 40, right: 16, top: 14, bottom: 26 };
/** The computer's time per position where it searches rather than knows (milliseconds). */
const SEARCH_MILLIS = 250;

/**
 * The chart's numbers from the positions of a game. `points[i]` describes the
 * position after i plies: { captured, toMove, playing, hints } (hints: the
 * computer's [{ hole, value, best, proven }] for the player to move, or null),
 * `plies[i]` the ply played from it. Returns { values, costs }:
 * values[i] = { value (South's final margin with best play, or null), estimate, best (holes) },
 * costs = [{ ply (from 1), player, hole, cost }] for the moves that lost value.
 */
export function reviewSeries(points, plies) {
  const values = points.map((p) => {
    const margin = p.captured[0] - p.captured[1];
    if (!p.playing) return { value: margin, estimate: false, best: [] };
    const valued = p.hints?.filter((h) => h.value !== null && h.value !== undefined) ?? [];
    const bestHoles = (p.hints ?? []).filter((h) => h.best).map((h) => h.hole);
    if (!valued.length) return { value: null, estimate: false, best: bestHoles };
    const best = Math.max(...valued.map((h) => h.value));
    const sign = p.toMove === 0 ? 1 : -1;
    return { value: margin + sign * best, estimate: valued.some((h) => h.proven === false), best: bestHoles, bestValue: best };
  });
  const costs = [];
  plies.forEach((ply, i) => {
    const p = points[i];
    if (ply.hole === null || ply.hole === undefined || !p?.hints) return;
    const played = p.hints.find((h) => h.hole === ply.hole);
    const best = values[i].bestValue;
    if (played?.value === null || played?.value === undefined || best === undefined) return;
    if (best > played.value) costs.push({ ply: i + 1, player: ply.player, hole: ply.hole, cost: best - played.value, estimate: played.proven === false });
  });
  return { values, costs };
}

function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
}

export class ReviewChart {
  /**
   * @param {{ panel: HTMLElement, chart: HTMLElement, status: HTMLElement, list: HTMLElement, close: HTMLButtonElement }} parts
   * @param {{ engine: any, computer: import('./computer.js').ComputerPlayer, solvable: (rules: string) => boolean,
   *   show: (plies: number) => void, announce: (text: string) => void }} hooks
   */
  constructor(parts, hooks) {
    this.parts = parts;
    this.hooks = hooks;
    this.token = 0;
    this.review = null;
    parts.close.addEventListener('click', () => this.hide());
  }

  hide() {
    this.token += 1;
    this.parts.panel.hidden = true;
  }

  /** The language changed: the panel's words again in it (a review still working says where it is). */
  retranslate() {
    if (this.parts.panel.hidden) return;
    if (this.review) this.render();
    else if (this.status) this.parts.status.textContent = t(...this.status);
  }

  /** Reviews the game of `state` (the engine's snapshot): asks for every position, then draws. */
  async open(state) {
    const p = this.parts;
    const token = ++this.token;
    p.panel.hidden = false;
    p.chart.replaceChildren();
    p.list.replaceChildren();
    this.review = null;
    const { engine, computer } = this.hooks;
    const exact = this.hooks.solvable(state.rules) && state.players === 2;
    const points = [];
    try {
      if (exact) await computer.prepare(state.rules);
      for (let i = 0; i <= state.plies.length; i += 1) {
        if (token !== this.token) return;
        this.status = ['review.working', { move: i, total: state.plies.length }];
        p.status.textContent = t(...this.status);
        const record = recordPrefix(state, i);
        const handle = engine.GameHandle.fromRecord(record);
        const s = handle.state();
        handle.free?.();
        const playing = s.status === 'playing';
        const hints = playing && state.players === 2 ? await computer.hints(record, exact ? 0 : SEARCH_MILLIS) : null;
        points.push({ captured: s.captured, toMove: s.toMove, playing, hints, round: s.round });
      }
    } catch (e) {
      if (token !== this.token) return;
      this.status = [e?.name === 'Cancelled' ? 'review.stopped' : 'computer.failed'];
      p.status.textContent = t(...this.status);
      return;
    }
    if (token !== this.token) return;
    this.review = { state, points, series: reviewSeries(points, state.plies) };
    this.render();
  }

  render() {
    const { state, points, series } = this.review;
    const p = this.parts;
    const valued = series.values.some((v, i) => v.value !== null && points[i].playing);
    p.status.textContent = valued ? t('review.valuesHelp') : t('review.capturesHelp');
    p.chart.replaceChildren(valued ? this.valueChart(state, series) : this.captureChart(state, points));
    p.list.replaceChildren(
      ...(valued && !series.costs.length ? [this.item(t('review.noLoss'), null)] : []),
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
    this.hooks.announce(p.status.textContent);
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
    this.hooks.show(plies);
    const v = series.values[plies];
    const best = v.best.map((h) => holeLabel(state.game, h));
    const text = best.length ? t('review.best', { move: plies, holes: best }) : t('review.noBest', { move: plies });
    this.parts.status.textContent = text;
    this.hooks.announce(text);
  }

  frame(n, lo, hi) {
    const x = (i) => PAD.left + (n ? (i / n) * (WIDTH - PAD.left - PAD.right) : 0);
    const y = (v) => PAD.top + ((hi - v) / (hi - lo || 1)) * (HEIGHT - PAD.top - PAD.bottom);
    const root = svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'review-svg', role: 'group' });
    for (const v of [lo, 0, hi]) {
      if (v < lo || v > hi) continue;
      root.append(svg('line', { x1: PAD.left, x2: WIDTH - PAD.right, y1: y(v), y2: y(v), class: v === 0 ? 'axis zero' : 'axis' }));
      root.append(svg('text', { x: PAD.left - 6, y: y(v) + 4, 'text-anchor': 'end', class: 'tick' }, String(v)));
    }
    root.append(svg('text', { x: PAD.left, y: HEIGHT - 6, class: 'tick' }, t('review.start')));
    root.append(svg('text', { x: WIDTH - PAD.right, y: HEIGHT - 6, 'text-anchor': 'end', class: 'tick' }, t('review.moves', { n })));
    return { root, x, y };
  }

  valueChart(state, series) {
    const values = series.values;
    const known = values.map((v) => v.value).filter((v) => v !== null);
    const reach = Math.max(2, ...known.map(Math.abs));
    const { root, x, y } = this.frame(values.length - 1, -reach, reach);
    root.setAttribute('aria-label', t('review.valueLabel'));
    root.append(svg('text', { x: PAD.left + 4, y: PAD.top + 10, class: 'side' }, t('review.ahead', { player: playerName(2, 0) })));
    root.append(svg('text', { x: PAD.left + 4, y: HEIGHT - PAD.bottom - 4, class: 'side' }, t('review.ahead', { player: playerName(2, 1) })));
    const line = values.flatMap((v, i) => (v.value === null ? [] : [`${x(i)},${y(v.value)}`])).join(' ');
    root.append(svg('polyline', { points: line, class: 'value-line' }));
    const costOf = new Map(series.costs.map((c) => [c.ply, c]));
    values.forEach((v, i) => {
      if (v.value === null) return;
      const cost = costOf.get(i);
      const label = [this.pointLabel(i, v)];
      if (cost) label.push(t('review.cost', { move: i, player: playerName(2, cost.player), hole: holeLabel(state.game, cost.hole), n: cost.cost }));
      const dot = svg('circle', {
        cx: x(i),
        cy: y(v.value),
        r: cost ? 6 : 4,
        class: `point${cost ? ' lost' : ''}${v.estimate ? ' estimate' : ''}`,
        tabindex: 0,
        role: 'button',
        'aria-label': label.join(' '),
        'data-plies': i,
        'data-value': v.value,
      });
      dot.append(svg('title', {}, label.join(' ')));
      dot.addEventListener('click', () => this.select(i));
      dot.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          this.select(i);
        }
      });
      root.append(dot);
      if (cost) root.append(svg('text', { x: x(i), y: y(v.value) - 10, 'text-anchor': 'middle', class: 'cost' }, t('review.costBadge', { n: cost.cost })));
    });
    return root;
  }

  pointLabel(i, v) {
    const where = i === 0 ? t('review.atStart') : t('review.afterMove', { move: i });
    const key = v.value === 0 ? 'review.even' : v.estimate ? 'review.leadEstimate' : 'review.lead';
    return t(key, { where, player: playerName(2, v.value > 0 ? 0 : 1), n: Math.abs(v.value) });
  }

  captureChart(state, points) {
    const top = Math.max(4, ...points.flatMap((p) => p.captured));
    const { root, x, y } = this.frame(points.length - 1, 0, top);
    root.setAttribute('aria-label', t('review.captureLabel'));
    for (let player = 0; player < state.players; player += 1) {
      const line = points.map((p, i) => `${x(i)},${y(p.captured[player])}`).join(' ');
      root.append(svg('polyline', { points: line, class: `capture-line player-${player}` }));
      const last = points[points.length - 1];
      root.append(
        svg('text', { x: x(points.length - 1) - 4, y: y(last.captured[player]) - 6, 'text-anchor': 'end', class: `side player-${player}` }, t('review.captures', { player: playerName(state.players, player), n: last.captured[player] })),
      );
    }
    // A click anywhere over a move's column shows its position (the list of moves is the keyboard's way).
    const step = points.length > 1 ? x(1) - x(0) : WIDTH;
    points.forEach((_, i) => {
      const hit = svg('rect', { x: x(i) - step / 2, y: PAD.top, width: step, height: HEIGHT - PAD.top - PAD.bottom, class: 'hit', 'data-plies': i });
      hit.addEventListener('click', () => this.select(i));
      root.append(hit);
    });
    return root;
  }
}
