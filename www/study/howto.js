// The first-timer's how-to: five steps a game, each with a small drawing of a
// position and a move. The drawings only name a position (the project's notation) and the
// hole played; the engine plays it, and the drawing shows what its trace and its state say:
// the board after the move, the way the seeds went (lap by lap), the holes captured and
// whose they became. Loaded when the rules are first opened (www/page/main.js).

import { laterWords, t } from '../i18n/messages.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

const NS = 'http://www.w3.org/2000/svg';

/**
 * Each step's position and move, by game: `start` a rules header for the game's start,
 * `position` a position in the notation; `move` the hole played from it (none: the position
 * itself is the drawing). Chosen so that the step's point happens in the move: tests/e2e/howto.test.mjs
 * checks it with the engine.
 */
export const STEPS = {
  bakuk: [
    { start: 'bk2' },
    { position: 'bk2_3.7.7.6.6.7_0.0_0', move: 0 },
    { position: 'bk2_5.2.5.1.7.6_5.5_0', move: 1 },
    { position: 'bk2_2.5.2.3.1.4_10.9_0', move: 2 },
    { position: 'bk2_3.0.1.1.0.0_16.15_0', move: 2 },
  ],
  koumma: [
    { start: 'km2' },
    { position: 'km2_4.6.6.6.6.6_1.1_0', move: 0 },
    { position: 'km2_5.3.3.5.2.5_7.6_0', move: 1 },
    { position: 'km2_5.6.1.4.6.6_4.4_0', move: 2 },
    { position: 'km2_3.0.1.1.0.0_16.15_0', move: 2 },
  ],
  'ba-awa': [
    { start: 'ba2' },
    { position: 'ba2_3.5.1.0.6.2.5.2.6.1.1.0_8.8_0_000000111111_0_1', move: 0 },
    { position: 'ba2_2.1.2.5.1.0.5.2.6.1.5.2_8.8_0_000000111111_0_1', move: 0 },
    { position: 'ba2_2.5.1.2.4.1.3.0.3.5.2.4_8.8_0_000000111111_0_1', move: 4 },
    { position: 'ba2_0.2.1.3.0.0.1.0.3.0.0.0_20.18_0_000000111111_0_1', move: 2 },
  ],
};

/** The rules header of the game the steps of `game` show: their first step's start. */
export function drawnRules(game) {
  return STEPS[game][0].start;
}

/**
 * What the engine says of step `index` of `game`: the state before and after (`view()`),
 * the move and its trace (none for a drawing of a position alone).
 */
function playStep(engine, game, index) {
  const step = STEPS[game][index];
  const handle = step.start ? new engine.GameHandle(step.start, 0) : engine.GameHandle.fromRecord(`${step.position}~`);
  try {
    const before = handle.view();
    if (step.move === undefined) return { before, after: before, move: null, trace: [] };
    const trace = handle.play(step.move);
    return { before, after: handle.view(), move: step.move, trace };
  } finally {
    handle.free();
  }
}

/** Where hole `i` of a board of `cols` holes a row is drawn: South's row below, left to right; North's above. */
function holeAt(i, cols, layout) {
  const south = i < cols;
  const col = south ? i : 2 * cols - 1 - i;
  return { x: layout.left + (col + 0.5) * layout.across, y: layout.top + (south ? 1.5 : 0.5) * layout.cell };
}

/**
 * The drawing of step `index` of `game` as an <svg>: the board after the move, each hole with
 * its seeds (a captured hole with the seeds it gave, ringed, and a line to the store of whoever
 * took them), the lifted hole ringed, the seeds' way in arrows (a relay's later laps in another
 * colour), each player’s store with their captured seeds. The board is drawn the same in a
 * right-to-left page (it is placed by coordinates). Its name is the catalogue’s
 * `rules.<game>.howtoDrawing` text of the step.
 */
export function stepDrawing(engine, game, index) {
  const { after, move, trace } = playStep(engine, game, index);
  const cols = after.board.length / 2;
  // Holes further apart along a row than across: room for the arrows between them.
  const layout = { across: 40, cell: 34, top: 6, left: 30 };
  const radius = 11;
  const width = cols * layout.across + 2 * layout.left;
  const height = 2 * layout.cell + 12;
  const svg = document.createElementNS(NS, 'svg');
  const add = (tag, attrs, text) => {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    svg.append(node);
    return node;
  };
  const label = t(`rules.${game}.howtoDrawing`)[index];
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.classList.add('howto-drawing');
  svg.dataset.game = game;
  svg.dataset.step = String(index);
  add('title', {}, label);
  add('rect', { x: 1, y: 1, width: width - 2, height: height - 2, rx: 12, class: 'd-board' });

  // The stores: North's on the left, South's on the right, as the board and the rules diagram have them.
  const stores = [
    { x: width - layout.left / 2, y: height / 2 },
    { x: layout.left / 2, y: height / 2 },
  ];
  const taken = new Map();
  for (const ev of trace) {
    if (ev.kind === 'capture' || ev.kind === 'award') {
      const entry = taken.get(ev.hole) ?? { seeds: 0, by: ev.kind === 'capture' ? ev.by : ev.to };
      entry.seeds += ev.seeds;
      taken.set(ev.hole, entry);
    }
  }
  for (const [hole, { by }] of taken) {
    const from = holeAt(hole, cols, layout);
    add('line', { x1: from.x, y1: from.y, x2: stores[by].x, y2: stores[by].y, class: `howto-taken d-owner-${by}` });
  }
  stores.forEach((at, player) => {
    add('rect', { x: at.x - 9, y: 10, width: 18, height: height - 20, rx: 9, class: `d-store d-owner-${player}` });
    add('text', { x: at.x, y: at.y + 4, 'text-anchor': 'middle', class: 'd-label', 'data-store': player }, String(after.captured[player]));
  });

  // The seeds' way: an arrow from hole to hole for each seed dropped, lap by lap.
  let from = move;
  let lap = 1;
  for (const ev of trace) {
    if (ev.kind === 'relay') {
      from = ev.hole;
      lap = ev.lap;
    } else if (ev.kind === 'drop') {
      add('path', { d: arrow(holeAt(from, cols, layout), holeAt(ev.hole, cols, layout), radius), class: `d-arrow howto-lap-${Math.min(lap, 3)}` });
      from = ev.hole;
    }
  }

  for (let i = 0; i < after.board.length; i += 1) {
    const at = holeAt(i, cols, layout);
    const won = taken.get(i);
    const classes = ['d-hole', `d-owner-${after.owners[i]}`];
    if (won) classes.push('howto-won');
    if (i === move) classes.push('howto-lifted');
    add('circle', { cx: at.x, cy: at.y, r: radius, class: classes.join(' ') });
    add('text', { x: at.x, y: at.y + 4, 'text-anchor': 'middle', class: won ? 'd-label howto-won-count' : 'd-label', 'data-hole': i }, String(won ? won.seeds : after.board[i]));
  }
  return svg;
}

/**
 * The path of an arrow from the hole at `a` to the next one at `b` (beside it, across the end of
 * the board, or the same hole: a seed put back where it was lifted), between their rims.
 */
function arrow(a, b, radius) {
  if (a.x === b.x && a.y === b.y) {
    // A loop over the hole, ending in a head pointing down into it.
    const top = a.y - radius;
    return `M ${a.x - 5} ${top + 1} C ${a.x - 9} ${top - 9}, ${a.x + 9} ${top - 9}, ${a.x + 5} ${top + 1} l -1 -4 M ${a.x + 5} ${top + 1} l -4 -1`;
  }
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  const [ux, uy] = [dx / length, dy / length];
  const start = { x: a.x + ux * (radius + 1), y: a.y + uy * (radius + 1) };
  const end = { x: b.x - ux * (radius + 1), y: b.y - uy * (radius + 1) };
  // The head: two short strokes back from the tip, 30 degrees either side.
  const head = (turn) => {
    const c = Math.cos(turn);
    const s = Math.sin(turn);
    return `${(end.x - 4 * (ux * c - uy * s)).toFixed(1)} ${(end.y - 4 * (uy * c + ux * s)).toFixed(1)}`;
  };
  return `M ${start.x.toFixed(1)} ${start.y.toFixed(1)} L ${end.x.toFixed(1)} ${end.y.toFixed(1)} M ${head(0.5)} L ${end.x.toFixed(1)} ${end.y.toFixed(1)} L ${head(-0.5)}`;
}
