// Where everything lies on the board's canvas: the board's fit to the canvas (turned a
// quarter when that gives bigger pits), every pit and store, the resting place of every
// pebble (slot tables), the sizes and places of the words, and the boxes the accessible
// overlay puts its buttons on. Coordinates are device pixels of the canvas; pitBox() gives
// CSS pixels. www/board/board.js paints what is laid out here.

import { hash01 } from './board-art.js';
import { fontFamily } from '../i18n/messages.js';

export const MAX_SLOTS = 48;
/** The board's margin inside the canvas, in units. */
const MARGIN = 0.3;
export const GOLDEN = 2.399963229728653;
/** The least distance between pits' centres a finger needs (CSS px): 44 px targets, 8 px apart. */
const FINGER_PITCH = 52;
/** The stores' width, their gap to the pits and the board's margin beyond them, in units: turned a quarter the stores are flatter. */
const ENDS = { landscape: { store: 1.2, gap: 0.2, margin: MARGIN }, portrait: { store: 0.85, gap: 0.12, margin: MARGIN } };

export class BoardLayout {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    this.game = 'bakuk';
    this.holes = 6;
    this.players = 2;
    this.bottomSeat = 0;
    this.dpr = 1;
    this.cssWidth = 0;
    this.cssHeight = 0;
    this.portrait = false;
    this.unit = 0;
    this.pits = []; // { x, y, r, out: [dx, dy] } device px
    this.stores = []; // { x, y, rx, ry, countX, countY } device px, per player
    this.pitSlots = []; // Float32Array(MAX_SLOTS * 2) per pit
    this.storeSlots = [];
    this.pebbleR = 0;
  }

  /** Whether the board has a size and a layout (a hidden or 0x0 box has none yet). */
  get laidOut() {
    return this.cssWidth > 0 && this.cssHeight > 0 && this.pits.length === this.holes;
  }

  // ---- geometry -------------------------------------------------------------

  /**
   * The size of a board unit (a pit's width) for a band of `band` units outside each row,
   * and whether the board is turned (portrait), for the canvas size.
   */
  fit(band, portraitEnds = ENDS.portrait) {
    const cols = this.holes / 2;
    const H = 2 * MARGIN + 2 * band + 2;
    const w = this.canvas.width;
    const h = this.canvas.height;
    // Turned a quarter (portrait), the stores are flatter so the pits get bigger.
    const landscapeW = 2 * ENDS.landscape.margin + 2 * ENDS.landscape.store + 2 * ENDS.landscape.gap + cols;
    const portraitW = 2 * portraitEnds.margin + 2 * portraitEnds.store + 2 * portraitEnds.gap + cols;
    const landscapeUnit = Math.min(w / landscapeW, h / H);
    const portraitUnit = Math.min(w / H, h / portraitW);
    const portrait = portraitUnit > landscapeUnit * 1.08;
    return { unit: portrait ? portraitUnit : landscapeUnit, portrait, H, W: portrait ? portraitW : landscapeW, ends: portrait ? portraitEnds : ENDS.landscape };
  }

  /**
   * Turned a quarter on a small screen (Ba-awa's twelve pits on a phone), the stores give up
   * some of their length to the rows (and the board's ends half their margin), as far as a
   * flat store allows, until the pits are a finger's pitch apart. The ends that do so, or `fit`'s own.
   */
  fingerEnds(fit) {
    const pitch = FINGER_PITCH * this.dpr;
    if (!fit.portrait || fit.unit >= pitch || this.canvas.width / fit.H < pitch) return fit.ends;
    const [gap, margin] = [0.06, MARGIN / 2];
    const store = (this.canvas.height / pitch - 2 * margin - 2 * gap - this.holes / 2) / 2;
    return { store: Math.min(ENDS.portrait.store, Math.max(0.55, store)), gap, margin };
  }

  /**
   * The text sizes (device px) and their distances beyond a pit's rim for `unit`: they
   * scale with the board but never get smaller than a readable size, 12 and 11 CSS px.
   */
  textMetrics(unit, portrait) {
    const scale = portrait ? 1.2 : 1;
    const count = Math.max(Math.round(0.2 * unit * scale), Math.round(12 * this.dpr));
    const label = Math.max(Math.round(0.14 * unit * scale), Math.round(11 * this.dpr));
    const countAt = Math.max(unit * (portrait ? 0.24 : 0.19), count * 0.75);
    // Turned, the label stands beside the count, not under it: their half widths ("12" and
    // "p10") and a gap apart, not their half heights.
    const apart = portrait ? count * 0.65 + label * 1.2 : (count + label) * 0.55;
    const labelAt = countAt + Math.max(unit * (portrait ? 0.36 : 0.25), apart);
    // The band outside each row that holds both, in units (the rim lies 0.08 inside it).
    const band = (labelAt + label * (portrait ? 1 : 0.6)) / unit - 0.08 - MARGIN / 2;
    return { count, label, countAt, labelAt, band };
  }

  layout() {
    const margin = MARGIN;
    // Room for the counts and hole labels outside each row: 0.62 units, more on a small board.
    let band = 0.62;
    let fit = this.fit(band);
    for (let k = 0; k < 3; k += 1) {
      const needed = this.textMetrics(fit.unit, fit.portrait).band;
      if (needed <= band + 1e-6) break;
      band = needed;
      fit = this.fit(band);
    }
    const ends = this.fingerEnds(fit);
    if (ends !== fit.ends) fit = this.fit(band, ends);
    const { unit, H } = fit;
    const cols = this.holes / 2;
    const w = this.canvas.width;
    const h = this.canvas.height;
    this.portrait = fit.portrait;
    const { store: storeW, gap, margin: endMargin } = fit.ends;
    const W = fit.W;
    this.unit = unit;
    // Centre the board: offsets so the logical box sits in the middle.
    const boxW = (this.portrait ? H : W) * unit;
    const boxH = (this.portrait ? W : H) * unit;
    const ox = (w - boxW) / 2;
    const oy = (h - boxH) / 2;
    // (u, v) logical -> device px; portrait turns the board a quarter so that
    // South's row runs up the right-hand side (sowing stays counter-clockwise). With North's
    // seat at the bottom (the friend's device in a game on two devices) the board is first
    // turned half a turn, North's row nearest the player, as across a real board.
    const half = this.bottomSeat === 1 && this.players === 2;
    const tu = (u) => (half ? W - u : u);
    const tv = (v) => (half ? H - v : v);
    const px = (u, v) => (this.portrait ? ox + tv(v) * unit : ox + tu(u) * unit);
    const py = (u, v) => (this.portrait ? oy + (W - tu(u)) * unit : oy + tv(v) * unit);
    const dir = (du, dv) => {
      const [a, b] = half ? [-du, -dv] : [du, dv];
      return this.portrait ? [b, -a] : [a, b];
    };
    // The board's frame, half the margins in: along the rows the ends' margin, across them the sides'.
    const [endInset, sideInset] = [endMargin * unit * 0.5, margin * unit * 0.5];
    const [insetX, insetY] = this.portrait ? [sideInset, endInset] : [endInset, sideInset];
    this.boardBox = { x: ox + insetX, y: oy + insetY, w: boxW - 2 * insetX, h: boxH - 2 * insetY };

    const r = 0.42 * unit;
    this.pits = [];
    for (let i = 0; i < this.holes; i += 1) {
      const south = i < cols;
      const col = south ? i : 2 * cols - 1 - i;
      const u = endMargin + storeW + gap + col + 0.5;
      const v = margin + band + (south ? 1.5 : 0.5);
      const out = dir(0, south ? 1 : -1);
      this.pits.push({ x: px(u, v), y: py(u, v), r, out });
    }

    // Stores: capsules at the ends. Two players: North left, South right.
    // Three players: B right; C top left, A bottom left.
    const rowTop = margin + band;
    const rowBottom = rowTop + 2;
    const leftU = endMargin + storeW / 2;
    const rightU = W - endMargin - storeW / 2;
    const capsule = (u, v0, v1, player, outV) => {
      const cu = u;
      const cv = (v0 + v1) / 2;
      const along = (v1 - v0) / 2 - 0.06; // half length along the board's depth
      const across = storeW / 2 - 0.06;
      const [ax, ay] = this.portrait ? [along, across] : [across, along];
      const [dx, dy] = dir(0, outV);
      const s = {
        player,
        x: px(cu, cv),
        y: py(cu, cv),
        rx: ax * unit,
        ry: ay * unit,
        countX: px(cu, cv) + dx * ((this.portrait ? ax : ay) * unit + 0.27 * unit),
        countY: py(cu, cv) + dy * ((this.portrait ? ax : ay) * unit + 0.27 * unit),
      };
      this.stores[player] = s;
    };
    this.stores = [];
    if (this.players === 2) {
      capsule(leftU, rowTop, rowBottom, 1, -1);
      capsule(rightU, rowTop, rowBottom, 0, 1);
    } else {
      capsule(rightU, rowTop, rowBottom, 1, 1);
      capsule(leftU, rowTop, rowTop + 1, 2, -1);
      capsule(leftU, rowTop + 1, rowBottom, 0, 1);
    }

    this.pebbleR = r * 0.235;
    this.pitSlots = this.pits.map((pit, i) => this.discSlots(pit.x, pit.y, pit.r, pit.r, i + 1));
    this.storeSlots = this.stores.map((s, p) => this.discSlots(s.x, s.y, s.rx, s.ry, 100 + p));
    this.text = this.textMetrics(unit, this.portrait);
    this.countFont = `600 ${this.text.count}px system-ui, sans-serif`;
    this.labelFont = `700 ${this.text.label}px system-ui, sans-serif`;
    this.text.store = Math.max(Math.round(0.22 * unit), Math.round(13 * this.dpr));
    this.storeFont = `700 ${this.text.store}px system-ui, sans-serif`;
    // The badges' words come from the catalogue: the language's script needs its font.
    this.badgeFont = `700 ${Math.round(0.17 * unit)}px ${fontFamily()}`;
  }

  /**
   * Resting places for up to MAX_SLOTS pebbles in an elliptic hollow: a
   * sunflower spiral, a few pebbles to a layer, each layer a little smaller
   * and higher, so a heap of 40 still reads as a heap. Seeded by the hole.
   */
  discSlots(cx, cy, rx, ry, seed) {
    const pr = this.pebbleR;
    const slots = new Float32Array(MAX_SLOTS * 2);
    const spacing = pr * 1.08;
    const reach = Math.min(rx, ry) - pr * 1.05;
    const stretch = Math.max(rx, ry) / Math.min(rx, ry);
    const perLayer = Math.max(3, Math.floor((reach / spacing) ** 2 * stretch));
    const turn = hash01(seed, 7) * Math.PI * 2;
    for (let i = 0; i < MAX_SLOTS; i += 1) {
      const layer = Math.floor(i / perLayer);
      const j = i % perLayer;
      const shrink = 0.86 ** layer;
      const rad = (Math.sqrt(j + 0.5) / Math.sqrt(perLayer)) * reach * shrink;
      const a = j * GOLDEN + turn + layer * 1.3;
      const jitter = pr * 0.22;
      let dx = Math.cos(a) * rad + (hash01(seed * 97 + i, 1) - 0.5) * jitter;
      let dy = Math.sin(a) * rad + (hash01(seed * 97 + i, 2) - 0.5) * jitter;
      if (rx > ry) dx *= rx / ry;
      else if (ry > rx) dy *= ry / rx;
      slots[2 * i] = cx + dx;
      slots[2 * i + 1] = cy + dy - layer * pr * 0.42;
    }
    return slots;
  }

  /**
   * Where the board's words are drawn (device px): each pit's count and label, each store's
   * count, with their text size. For the contrast test, which reads the pixels around them.
   */
  textSpots() {
    const spots = [];
    this.pits.forEach((p, i) => {
      for (const [kind, at, size] of [
        ['count', this.text.countAt, this.text.count],
        ['label', this.text.labelAt, this.text.label],
      ]) {
        const d = p.r + at;
        spots.push({ kind, hole: i, x: p.x + p.out[0] * d, y: p.y + p.out[1] * d, size });
      }
    });
    this.stores.forEach((s, player) => spots.push({ kind: 'store', player, x: s.countX, y: s.countY, size: this.text.store }));
    return spots;
  }

  /** A pit's box in CSS pixels (for the overlay buttons). */
  pitBox(i) {
    const p = this.pits[i];
    if (!p) return { x: 0, y: 0, size: 0 };
    const d = this.dpr;
    const r = (p.r * 1.08) / d;
    return { x: p.x / d - r, y: p.y / d - r, size: 2 * r };
  }

  /** The centre of pit `i` in device px, written to `out`. */
  pitCentre(i, out) {
    out.x = this.pits[i].x;
    out.y = this.pits[i].y;
    return out;
  }

  /** Strokes a ring just outside every pit `i` with `which[i]` set. */
  ringPits(g, which, width, style) {
    g.lineWidth = width;
    g.strokeStyle = style;
    for (let i = 0; i < this.pits.length; i += 1) {
      if (!which[i]) continue;
      const p = this.pits[i];
      g.beginPath();
      g.arc(p.x, p.y, p.r * 1.02, 0, Math.PI * 2);
      g.stroke();
    }
  }

  /** Where pebble number `index` rests in pit `i` (device px) written to `out`. */
  slot(i, index, out) {
    return readSlot(this.pitSlots[i], index, out);
  }

  /** Where pebble number `index` rests in `player`'s store (device px) written to `out`. */
  storeSlot(player, index, out) {
    return readSlot(this.storeSlots[player], index, out);
  }

  /** Where the sowing hand hovers over pit `i`: just outside it, away from the board's middle. */
  handPoint(i, out) {
    const p = this.pits[i];
    out.x = p.x + p.out[0] * p.r * 0.35;
    out.y = p.y + p.out[1] * p.r * 0.35 - p.r * 0.55;
    return out;
  }
}

/** Resting place `index` of a slot table (x, y pairs); pebbles past the last share it. */
function readSlot(slots, index, out) {
  const k = Math.min(index, MAX_SLOTS - 1);
  out.x = slots[2 * k];
  out.y = slots[2 * k + 1];
  return out;
}
