// The review chart's SVG: its elements made, and its cost badges placed where they can be
// read (in the chart, off its words and, where they can be, off its line). The chart itself,
// its values and what they say, is www/study/review-chart.js's.

const NS = 'http://www.w3.org/2000/svg';
/** The chart's height in its units. */
export const HEIGHT = 220;

export function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
}

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (box, width) => box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= HEIGHT;

/** The chart's line segments ([x1, y1, x2, y2]), from its polylines' points. */
function segments(root) {
  return [...root.querySelectorAll('polyline')].flatMap((line) => {
    const points = line.getAttribute('points').trim().split(/\s+/).map((p) => p.split(',').map(Number));
    return points.slice(1).map((p, i) => [...points[i], ...p]);
  });
}

/** Whether the segment [x1, y1, x2, y2] passes through `box` (Liang–Barsky clipping). */
function crosses([x1, y1, x2, y2], box) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [[-dx, x1 - box.x], [dx, box.x + box.width - x1], [-dy, y1 - box.y], [dy, box.y + box.height - y1]]) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}

/**
 * Puts each cost badge where it can be read: in the chart's box (slid in from an edge), off
 * the other words (axis numbers and names, other badges) and, where it can be, off the line;
 * above its point, else below, else beside it, else a line further off. Measured on the page, as the words' widths
 * differ by language and font.
 */
export function placeBadges(root, width) {
  if (!root.getClientRects().length) return; // not shown: nothing to measure
  const taken = [...root.querySelectorAll('text:not(.cost)')].map((text) => text.getBBox());
  const lines = segments(root);
  for (const badge of root.querySelectorAll('text.cost')) {
    const box = badge.getBBox();
    const dx = box.x < 0 ? -box.x : Math.min(0, width - box.x - box.width);
    const x = Number(badge.getAttribute('x')) + dx;
    const shift = box.width / 2 + 4;
    /** @type {[number, string][]} each spot's x, and its y as the badge's data gives it */
    const spots = [
      [x, badge.dataset.above],
      [x, badge.dataset.below],
      [x - shift, badge.dataset.above],
      [x + shift, badge.dataset.above],
      [x - shift, badge.dataset.below],
      [x + shift, badge.dataset.below],
      // A crowded chart (a phone, neighbouring losses): a line further off.
      [x, String(Number(badge.dataset.above) - box.height)],
      [x, String(Number(badge.dataset.below) + box.height)],
      [x - shift, String(Number(badge.dataset.above) - box.height)],
      [x + shift, String(Number(badge.dataset.above) - box.height)],
      [x - shift, String(Number(badge.dataset.below) + box.height)],
      [x + shift, String(Number(badge.dataset.below) + box.height)],
    ];
    // A spot's box from the badge's own, moved (one measure a badge: no layout for each try).
    const x0 = Number(badge.getAttribute('x'));
    const y0 = Number(badge.getAttribute('y'));
    const at = ([sx, sy]) => ({ x: box.x + sx - x0, y: box.y + Number(sy) - y0, width: box.width, height: box.height });
    const readable = (b) => inside(b, width) && !taken.some((other) => overlaps(other, b));
    // Off the words and the line; else off the words (the line may cross a word, a word never another).
    let spot = spots.find((s) => {
      const b = at(s);
      return readable(b) && !lines.some((l) => crosses(l, b));
    });
    spot ??= spots.find((s) => readable(at(s))) ?? spots[0];
    badge.setAttribute('x', spot[0]);
    badge.setAttribute('y', spot[1]);
    taken.push(at(spot));
  }
}
