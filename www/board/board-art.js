// The board's artwork: player colours, pebble sprites, the earth, hollows,
// rims and marks. Pure drawing, no geometry and no state: www/board/board.js lays the
// board out and calls these.

/** Player colours, and a rim pattern for each so colour is never the only cue. */
export const PLAYER_STYLE = [
  { colour: '#b5472c', light: '#e2876a', dash: null, name: 'solid' },
  { colour: '#2f6690', light: '#79a9cf', dash: [3, 2.2], name: 'dashed' },
  { colour: '#58782a', light: '#9dbb62', dash: [0.9, 1.6], name: 'dotted' },
];

const TONES = [
  ['#9a9183', '#5e574d'],
  ['#b3a38d', '#6f604e'],
  ['#78736c', '#3f3b37'],
  ['#c4b394', '#7d6b52'],
  ['#8a6a52', '#4b3425'],
  ['#d3c7b1', '#8b7d68'],
  ['#66615b', '#2f2c29'],
  ['#a8845f', '#5f4630'],
];
const SIZES = [0.88, 1, 1.1];
const ANGLES = 4;

/** Ink of the hole labels and the pit counts on the earth (over 4.5:1 on it), and the pill under a store's count. */
export const LABEL_INK = '#26150a';
export const COUNT_INK = '#24140a';
export const STORE_PILL = 'rgba(251, 244, 232, 0.94)';

/** A small deterministic hash to [0, 1). */
export function hash01(a, b) {
  let h = (a * 374761393 + b * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export function makeCanvas(w, h) {
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.ceil(w));
  c.height = Math.max(1, Math.ceil(h));
  return c;
}

/** How many pebble sprites there are: every tone, size and angle. */
export const SPRITE_COUNT = TONES.length * SIZES.length * ANGLES;

/** The width and height (device px) of pebble sprite `index` for pebbles of radius `d`. */
export function pebbleSpriteSize(d, index) {
  return Math.ceil(d * SIZES[Math.floor(index / ANGLES) % SIZES.length] * 2.9) + 2;
}

/**
 * Pebble sprite `index` (0 to SPRITE_COUNT - 1) for pebbles of radius `d` (device px). Drawn
 * one by one when first used: a board shows a few dozen pebbles, not every sprite, and a
 * phone's first seconds need not draw the rest.
 */
export function pebbleSprite(d, index) {
  const tone = Math.floor(index / (SIZES.length * ANGLES));
  const size = Math.floor(index / ANGLES) % SIZES.length;
  const angle = index % ANGLES;
  const rx = d * SIZES[size];
  const ry = rx * 0.84;
  const S = pebbleSpriteSize(d, index);
  const c = makeCanvas(S, S);
  const g = c.getContext('2d');
  const cx = S / 2;
  const cy = S / 2;
  const rot = (angle / ANGLES) * Math.PI + 0.3;
  // Soft contact shadow, down and to the right.
  g.save();
  g.translate(cx + rx * 0.16, cy + rx * 0.26);
  g.rotate(rot);
  g.scale(1, ry / rx);
  const sh = g.createRadialGradient(0, 0, rx * 0.3, 0, 0, rx * 1.25);
  sh.addColorStop(0, 'rgba(40, 22, 8, 0.55)');
  sh.addColorStop(1, 'rgba(40, 22, 8, 0)');
  g.fillStyle = sh;
  g.beginPath();
  g.arc(0, 0, rx * 1.25, 0, Math.PI * 2);
  g.fill();
  g.restore();
  // The stone: light from the upper left.
  g.save();
  g.translate(cx, cy);
  g.rotate(rot);
  g.scale(1, ry / rx);
  g.rotate(-rot);
  const [base, dark] = TONES[tone];
  const body = g.createRadialGradient(-rx * 0.38, -rx * 0.42, rx * 0.05, 0, 0, rx * 1.05);
  body.addColorStop(0, '#f4ece0');
  body.addColorStop(0.22, base);
  body.addColorStop(0.85, dark);
  body.addColorStop(1, dark);
  g.fillStyle = body;
  g.beginPath();
  g.arc(0, 0, rx, 0, Math.PI * 2);
  g.fill();
  // A few specks in the stone.
  for (let k = 0; k < 5; k += 1) {
    const a = hash01(tone * 31 + size * 7 + angle, k) * Math.PI * 2;
    const rr = Math.sqrt(hash01(tone + 11 * angle, k + 40)) * rx * 0.75;
    g.fillStyle = k % 2 ? 'rgba(255,255,255,0.16)' : 'rgba(0,0,0,0.16)';
    g.beginPath();
    g.arc(Math.cos(a) * rr, Math.sin(a) * rr, rx * 0.07, 0, Math.PI * 2);
    g.fill();
  }
  // Gloss.
  const gloss = g.createRadialGradient(-rx * 0.4, -rx * 0.45, 0, -rx * 0.4, -rx * 0.45, rx * 0.45);
  gloss.addColorStop(0, 'rgba(255,255,255,0.65)');
  gloss.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = gloss;
  g.beginPath();
  g.arc(0, 0, rx, 0, Math.PI * 2);
  g.fill();
  g.restore();
  return c;
}

/** Paints the dry earth and the smoothed playing ground on `bg` (the board's background). */
export function paintGround(bg, dpr, unit, box) {
  const w = bg.width;
  const h = bg.height;
  const g = bg.getContext('2d');
  g.clearRect(0, 0, w, h);
  // Dry earth: warm sand with a fine grain and darker edges.
  const ground = g.createRadialGradient(w * 0.45, h * 0.4, 0, w / 2, h / 2, Math.hypot(w, h) * 0.6);
  ground.addColorStop(0, '#dcb684');
  ground.addColorStop(0.6, '#c99c66');
  ground.addColorStop(1, '#a87a49');
  g.fillStyle = ground;
  g.fillRect(0, 0, w, h);
  const grain = makeCanvas(160, 160);
  const gg = grain.getContext('2d');
  for (let k = 0; k < 900; k += 1) {
    const light = hash01(k, 3) > 0.5;
    gg.fillStyle = light ? 'rgba(255, 240, 210, 0.22)' : 'rgba(90, 55, 25, 0.2)';
    const s = 0.6 + hash01(k, 4) * 1.6;
    gg.fillRect(hash01(k, 1) * 160, hash01(k, 2) * 160, s, s);
  }
  const scale = Math.max(1, dpr * 0.8);
  g.save();
  g.scale(scale, scale);
  g.fillStyle = g.createPattern(grain, 'repeat');
  g.fillRect(0, 0, w / scale, h / scale);
  g.restore();
  // A few bits of grit lying about.
  for (let k = 0; k < 70; k += 1) {
    const x = hash01(k, 21) * w;
    const y = hash01(k, 22) * h;
    const s = (0.3 + hash01(k, 23)) * dpr * 1.3;
    g.fillStyle = hash01(k, 24) > 0.5 ? 'rgba(120, 85, 50, 0.45)' : 'rgba(240, 222, 190, 0.5)';
    g.beginPath();
    g.ellipse(x, y, s, s * 0.75, hash01(k, 25) * 3, 0, Math.PI * 2);
    g.fill();
  }

  // The playing ground: a smoothed, slightly darker patch.
  g.save();
  g.shadowColor = 'rgba(70, 40, 15, 0.35)';
  g.shadowBlur = unit * 0.25;
  g.shadowOffsetY = unit * 0.05;
  roundRect(g, box.x, box.y, box.w, box.h, unit * 0.45);
  const patch = g.createLinearGradient(box.x, box.y, box.x, box.y + box.h);
  patch.addColorStop(0, 'rgba(196, 148, 96, 0.9)');
  patch.addColorStop(1, 'rgba(178, 128, 80, 0.9)');
  g.fillStyle = patch;
  g.fill();
  g.restore();
  g.save();
  roundRect(g, box.x, box.y, box.w, box.h, unit * 0.45);
  g.lineWidth = Math.max(1, unit * 0.025);
  g.strokeStyle = 'rgba(255, 236, 200, 0.35)';
  g.stroke();
  g.restore();
}

export const NO_DASH = [];

/** A five-pointed star at (x, y) of outer radius r: the mark of a hinted best move. */
export function star(g, x, y, r) {
  g.beginPath();
  for (let k = 0; k < 10; k += 1) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 ? r * 0.45 : r;
    if (k) g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    else g.moveTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  g.closePath();
  g.fillStyle = '#ffd34d';
  g.fill();
  g.lineWidth = r * 0.25;
  g.strokeStyle = 'rgba(40, 24, 12, 0.9)';
  g.stroke();
}

export function roundRect(g, x, y, w, h, r) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

function ellipsePath(g, x, y, rx, ry) {
  g.beginPath();
  if (rx === ry) g.arc(x, y, rx, 0, Math.PI * 2);
  else {
    // A capsule: straight sides, round ends.
    const r = Math.min(rx, ry);
    if (rx > ry) {
      g.moveTo(x - rx + r, y - r);
      g.lineTo(x + rx - r, y - r);
      g.arc(x + rx - r, y, r, -Math.PI / 2, Math.PI / 2);
      g.lineTo(x - rx + r, y + r);
      g.arc(x - rx + r, y, r, Math.PI / 2, (3 * Math.PI) / 2);
    } else {
      g.moveTo(x + r, y - ry + r);
      g.lineTo(x + r, y + ry - r);
      g.arc(x, y + ry - r, r, 0, Math.PI);
      g.lineTo(x - r, y - ry + r);
      g.arc(x, y - ry + r, r, Math.PI, Math.PI * 2);
    }
    g.closePath();
  }
}

/** A hollow dug in the earth: a raised lip, a shaded bowl, shadow under the upper-left edge. */
export function hollow(g, x, y, rx, ry, unit) {
  const lip = unit * 0.07;
  // Raised lip: lit on the upper left, shaded on the lower right.
  g.save();
  ellipsePath(g, x, y, rx + lip, ry + lip);
  const lipGrad = g.createLinearGradient(x - rx, y - ry, x + rx, y + ry);
  lipGrad.addColorStop(0, 'rgba(246, 222, 182, 0.95)');
  lipGrad.addColorStop(0.5, 'rgba(214, 172, 120, 0.6)');
  lipGrad.addColorStop(1, 'rgba(140, 96, 56, 0.75)');
  g.fillStyle = lipGrad;
  g.fill();
  g.restore();
  // The bowl.
  g.save();
  ellipsePath(g, x, y, rx, ry);
  const r = Math.max(rx, ry);
  const bowl = g.createRadialGradient(x + rx * 0.22, y + ry * 0.28, r * 0.05, x, y, r * 1.05);
  bowl.addColorStop(0, '#8d5d35');
  bowl.addColorStop(0.65, '#6a4123');
  bowl.addColorStop(1, '#452815');
  g.fillStyle = bowl;
  g.fill();
  // Shadow cast by the upper-left edge into the bowl.
  g.clip();
  g.shadowColor = 'rgba(25, 10, 2, 0.75)';
  g.shadowBlur = unit * 0.16;
  g.shadowOffsetX = unit * 0.06;
  g.shadowOffsetY = unit * 0.09;
  g.lineWidth = unit * 0.2;
  g.strokeStyle = 'rgba(0, 0, 0, 1)';
  ellipsePath(g, x, y, rx + unit * 0.1, ry + unit * 0.1);
  g.stroke();
  g.restore();
  // Light caught by the lower-right inner wall.
  g.save();
  ellipsePath(g, x, y, rx - unit * 0.02, ry - unit * 0.02);
  g.clip();
  const wall = g.createLinearGradient(x - rx, y - ry, x + rx, y + ry);
  wall.addColorStop(0, 'rgba(255, 220, 170, 0)');
  wall.addColorStop(0.75, 'rgba(255, 220, 170, 0)');
  wall.addColorStop(1, 'rgba(255, 220, 170, 0.28)');
  g.fillStyle = wall;
  g.fillRect(x - rx, y - ry, rx * 2, ry * 2);
  g.restore();
}

export function rim(g, x, y, rx, ry, player, lw) {
  const style = PLAYER_STYLE[player];
  if (!style) return;
  g.save();
  g.lineWidth = lw;
  g.strokeStyle = style.colour;
  g.globalAlpha = 0.9;
  g.lineCap = 'round';
  if (style.dash) g.setLineDash(style.dash.map((d) => d * lw));
  ellipsePath(g, x, y, rx, ry);
  g.stroke();
  g.restore();
}

export function checkMark(g, x, y, s, colour) {
  g.save();
  g.fillStyle = colour;
  g.beginPath();
  g.arc(x, y, s, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#fff';
  g.lineWidth = s * 0.28;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.beginPath();
  g.moveTo(x - s * 0.45, y + s * 0.02);
  g.lineTo(x - s * 0.1, y + s * 0.38);
  g.lineTo(x + s * 0.48, y - s * 0.35);
  g.stroke();
  g.restore();
}
