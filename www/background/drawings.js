// Drawings for a first-timer: the board as it is played, two rows
// of holes scratched in the ground, the counters in them (pebbles, as the
// sources say of Bakuk and Koumma; seeds for Ba-awa), and an arrow for the
// way the sowing goes round (counter-clockwise, seen from above). SVG, drawn
// here, in the page's colours; described in words by its label.

import { holeLabel } from '../i18n/messages.js';

const NS = 'http://www.w3.org/2000/svg';

/**
 * { holes, seeds }: a row's holes and a hole's counters at the start, from `rules`, the engine's
 * description of the game's rules header (describeRules), for the drawing's words.
 */
export function boardOf(rules) {
  return { holes: rules.holesPerRow, seeds: rules.startingSeeds[0] };
}

// Where the counters sit in a hole, as fractions of its radii: a small heap, not a grid.
const HEAP = [
  [0, 0],
  [-0.45, -0.3],
  [0.45, -0.25],
  [-0.35, 0.4],
  [0.4, 0.38],
  [0, -0.55],
];

/**
 * The ground board of `rules` (the engine's description of a rules header: its rows, holes and
 * starting seeds) as an <svg> of `doc`: `label` describes it (role img). `rtl`
 * changes nothing in the drawing (the board is the same seen from either side) but the arrow's
 * words, which are in the label.
 */
export function groundBoard(doc, rules, label) {
  const { holesPerRow: holes, rows, startingSeeds } = rules;
  const cell = 46;
  const width = holes * cell + 60;
  // Room above and below the rows for the holes' names.
  const height = rows * cell + 88;
  const svg = doc.createElementNS(NS, 'svg');
  const add = (parent, tag, attrs) => {
    const node = doc.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    parent.append(node);
    return node;
  };
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.classList.add('bg-drawing');
  add(svg, 'title', {}).textContent = label;
  // The ground: a patch of sand with a few specks.
  add(svg, 'rect', { x: 1, y: 1, width: width - 2, height: height - 2, rx: 18, class: 'dr-ground' });
  for (let i = 0; i < 24; i += 1) {
    add(svg, 'circle', { cx: (i * 37) % (width - 16) + 8, cy: (i * 53) % (height - 16) + 8, r: 0.9 + (i % 3) * 0.4, class: 'dr-speck' });
  }
  const top = 44;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < holes; col += 1) {
      // Holes are numbered along the sowing: the near (last) row left to right, then back.
      const fromNear = rows - 1 - row;
      const hole = fromNear % 2 ? (fromNear + 1) * holes - 1 - col : fromNear * holes + col;
      const seeds = startingSeeds[hole];
      const cx = 30 + col * cell + cell / 2;
      const cy = top + row * cell + cell / 2;
      // Each hole's name (the first move's words use them), outside the sowing's arrow: below
      // the near row, above the far one.
      const name = add(svg, 'text', { x: cx, y: fromNear === 0 ? top + rows * cell + 31 : top - 22, 'text-anchor': 'middle', direction: 'ltr', class: 'dr-name' });
      name.textContent = holeLabel(rules.game, hole);
      const [rx, ry] = [cell * 0.4, cell * 0.34];
      // A hole scratched out: a dark hollow, a lighter rim of the earth dug out.
      add(svg, 'ellipse', { cx, cy: cy + 1.5, rx: rx + 2.5, ry: ry + 2.5, class: 'dr-rim' });
      add(svg, 'ellipse', { cx, cy, rx, ry, class: 'dr-hole' });
      for (let s = 0; s < seeds; s += 1) {
        const [fx, fy] = HEAP[s % HEAP.length];
        add(svg, 'circle', { cx: (cx + fx * rx * 0.9).toFixed(1), cy: (cy + fy * ry * 0.9).toFixed(1), r: 4.2, class: s % 2 ? 'dr-pebble dr-pebble-2' : 'dr-pebble' });
      }
    }
  }
  // The sowing: along the near row to the right, across, along the far row to the left.
  const [left, right] = [30 + cell * 0.5, 30 + holes * cell - cell * 0.5];
  const near = top + rows * cell + 14;
  const far = top - 14;
  add(svg, 'path', {
    d: `M ${left} ${near} H ${right} A ${cell * 0.9} ${cell + 14} 0 0 0 ${right} ${far} H ${left}`,
    class: 'dr-arrow',
  });
  add(svg, 'path', { d: `M ${left + 8} ${far - 6} L ${left} ${far} L ${left + 8} ${far + 6}`, class: 'dr-arrow' });
  return svg;
}
