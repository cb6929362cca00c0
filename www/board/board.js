// The board renderer: draws a game's board into a given canvas, as hollows dug
// in dry earth with smooth pebbles in them.
//
// Work is split by how often it changes:
//   resize  -> geometry, the earth and pits (one offscreen canvas), pebble
//              sprites, and every pebble's resting place (slot tables);
//   owners  -> the background again (the coloured rims of a match);
//   frame   -> one drawImage of the background, then highlights, pebbles,
//              counts and the flying seeds. No DOM reads, few allocations.
//
// Coordinates inside are device pixels of the canvas; pitBox() gives CSS
// pixels for the accessible overlay. The artwork (colours, sprites, earth,
// hollows, marks) is in www/board-art.js.

import {
  COUNT_INK,
  LABEL_INK,
  STORE_PILL,
  NO_DASH,
  PLAYER_STYLE,
  checkMark,
  hash01,
  hollow,
  makeCanvas,
  paintGround,
  pebbleSprites,
  rim,
  roundRect,
  star,
} from './board-art.js';
import { fontFamily } from '../i18n/messages.js';

export { PLAYER_STYLE };

const MAX_SLOTS = 48;
/** The board's margin inside the canvas, in units. */
const MARGIN = 0.3;
const COUNT_TEXT = Array.from({ length: 100 }, (_, i) => String(i));
const GOLDEN = 2.399963229728653;

export class BoardRenderer {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.game = 'bakuk';
    this.holes = 6;
    this.players = 2;
    this.bottomSeat = 0;
    this.owners = [];
    this.dpr = 1;
    this.cssWidth = 0;
    this.cssHeight = 0;
    this.portrait = false;
    this.unit = 0;
    this.pits = []; // { x, y, r, out: [dx, dy] } device px
    this.stores = []; // { x, y, rx, ry, countX, countY } device px, per player
    this.pitSlots = []; // Float32Array(MAX_SLOTS * 2) per pit
    this.storeSlots = [];
    this.sprites = [];
    this.spriteSize = [];
    this.pebbleR = 0;
    this.background = null;
    this.dash = [0, 0];
  }

  /** Whether the board has a size and a layout (a hidden or 0x0 box has none yet). */
  get laidOut() {
    return this.cssWidth > 0 && this.cssHeight > 0 && this.pits.length === this.holes;
  }

  /** Chooses the board: game kind, number of holes and players. */
  configure(game, holes, players) {
    const changed = game !== this.game || holes !== this.holes || players !== this.players || !this.pits.length;
    this.game = game;
    this.holes = holes;
    this.players = players;
    if (changed && this.cssWidth) this.resize(this.cssWidth, this.cssHeight, this.dpr);
  }

  /** The seat whose row is drawn nearest the player (0, South, unless a device plays North). */
  setBottomSeat(seat) {
    if (seat === this.bottomSeat) return;
    this.bottomSeat = seat;
    if (this.cssWidth) this.resize(this.cssWidth, this.cssHeight, this.dpr);
  }

  /** Sets the pit owners (Ba-awa match play changes them between rounds). */
  setOwners(owners) {
    let same = owners.length === this.owners.length;
    for (let i = 0; same && i < owners.length; i += 1) same = owners[i] === this.owners[i];
    if (same) return;
    this.owners = owners.slice();
    if (this.cssWidth) this.renderBackground();
  }

  /** New size of the canvas on the page (CSS pixels) and device pixel ratio. */
  resize(cssWidth, cssHeight, dpr) {
    this.cssWidth = cssWidth;
    this.cssHeight = cssHeight;
    this.dpr = dpr;
    this.canvas.width = Math.max(1, Math.round(cssWidth * dpr));
    this.canvas.height = Math.max(1, Math.round(cssHeight * dpr));
    this.layout();
    this.renderSprites();
    this.renderBackground();
  }

  // ---- geometry -------------------------------------------------------------

  /**
   * The size of a board unit (a pit's width) for a band of `band` units outside each row,
   * and whether the board is turned (portrait), for the canvas size.
   */
  fit(band) {
    const cols = this.holes / 2;
    const H = 2 * MARGIN + 2 * band + 2;
    const w = this.canvas.width;
    const h = this.canvas.height;
    // Turned a quarter (portrait), the stores are flatter so the pits get bigger.
    const landscapeW = 2 * MARGIN + 2 * 1.2 + 2 * 0.2 + cols;
    const portraitW = 2 * MARGIN + 2 * 0.85 + 2 * 0.12 + cols;
    const landscapeUnit = Math.min(w / landscapeW, h / H);
    const portraitUnit = Math.min(w / H, h / portraitW);
    const portrait = portraitUnit > landscapeUnit * 1.08;
    return { unit: portrait ? portraitUnit : landscapeUnit, portrait, H, W: portrait ? portraitW : landscapeW };
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
    const { unit, H } = fit;
    const cols = this.holes / 2;
    const w = this.canvas.width;
    const h = this.canvas.height;
    this.portrait = fit.portrait;
    const storeW = this.portrait ? 0.85 : 1.2;
    const gap = this.portrait ? 0.12 : 0.2;
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
    this.boardBox = { x: ox + margin * unit * 0.5, y: oy + margin * unit * 0.5, w: boxW - margin * unit, h: boxH - margin * unit };

    const r = 0.42 * unit;
    this.pits = [];
    for (let i = 0; i < this.holes; i += 1) {
      const south = i < cols;
      const col = south ? i : 2 * cols - 1 - i;
      const u = margin + storeW + gap + col + 0.5;
      const v = margin + band + (south ? 1.5 : 0.5);
      const out = dir(0, south ? 1 : -1);
      this.pits.push({ x: px(u, v), y: py(u, v), r, out });
    }

    // Stores: capsules at the ends. Two players: North left, South right.
    // Three players: B right; C top left, A bottom left.
    const rowTop = margin + band;
    const rowBottom = rowTop + 2;
    const leftU = margin + storeW / 2;
    const rightU = W - margin - storeW / 2;
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

  // ---- offscreen layers -------------------------------------------------------

  renderSprites() {
    this.sprites = pebbleSprites(this.pebbleR);
    this.spriteSize = this.sprites.map((c) => c.width);
    this.spriteCount = this.sprites.length;
  }

  /** The sprite of pebble `id` (a stable look for each pebble). */
  spriteOf(id) {
    return Math.floor(hash01(id + 1, 5) * this.spriteCount);
  }

  renderBackground() {
    const w = this.canvas.width;
    const h = this.canvas.height;
    const bg = this.background && this.background.width === w && this.background.height === h ? this.background : makeCanvas(w, h);
    paintGround(bg, this.dpr, this.unit, this.boardBox);
    const g = bg.getContext('2d');
    const unit = this.unit;
    for (const p of this.pits) hollow(g, p.x, p.y, p.r, p.r, unit);
    for (const s of this.stores) hollow(g, s.x, s.y, s.rx, s.ry, unit);
    // Owner rims, each player with its own pattern as well as colour.
    const lw = Math.max(1.5, unit * 0.045);
    this.pits.forEach((p, i) => {
      if (this.owners[i] !== undefined) rim(g, p.x, p.y, p.r * 1.13, p.r * 1.13, this.owners[i], lw);
    });
    for (const s of this.stores) rim(g, s.x, s.y, s.rx + unit * 0.055, s.ry + unit * 0.055, s.player, lw);
    // Hole labels, beyond the counts.
    g.font = this.labelFont;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = LABEL_INK;
    for (let i = 0; i < this.pits.length; i += 1) {
      const p = this.pits[i];
      const d = p.r + this.text.labelAt;
      g.fillText((this.game === 'ba-awa' ? 'p' : 'h') + i, p.x + p.out[0] * d, p.y + p.out[1] * d);
    }
    this.background = bg;
  }

  // ---- one frame ----------------------------------------------------------------

  /**
   * Draws everything. `view` holds what changes: highlights, the hand, the
   * flying pebbles (ids and positions) and flags. Nothing is allocated here.
   */
  draw(model, view, time) {
    if (!this.background || model.pits.length !== this.pits.length) return;
    const g = this.ctx;
    const unit = this.unit;
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.drawImage(this.background, 0, 0);

    // Whose turn: the store of the player to move glows.
    if (view.toMove >= 0 && this.stores[view.toMove]) {
      const s = this.stores[view.toMove];
      // A soft glow from two strokes (no shadowBlur: it is slow on large canvases).
      g.lineWidth = unit * 0.2;
      g.strokeStyle = 'rgba(255, 232, 160, 0.25)';
      g.beginPath();
      g.ellipse(s.x, s.y, s.rx + unit * 0.12, s.ry + unit * 0.12, 0, 0, Math.PI * 2);
      g.stroke();
      g.lineWidth = unit * 0.045;
      g.strokeStyle = 'rgba(255, 246, 220, 0.9)';
      g.stroke();
    }

    // Legal pits: a bright ring of light.
    if (view.showLegal) {
      this.ringPits(g, view.legal, unit * 0.05, 'rgba(255, 248, 222, 0.95)');
      this.ringPits(g, view.legal, unit * 0.13, 'rgba(255, 236, 170, 0.28)');
    }

    // Pits that can be chosen at the end of a match round, and the chosen ones.
    if (view.choosing) {
      for (let i = 0; i < this.pits.length; i += 1) {
        const p = this.pits[i];
        if (view.chosen[i]) {
          g.lineWidth = unit * 0.08;
          g.strokeStyle = PLAYER_STYLE[view.chooser].colour;
          g.setLineDash(NO_DASH);
          g.beginPath();
          g.arc(p.x, p.y, p.r * 1.02, 0, Math.PI * 2);
          g.stroke();
          checkMark(g, p.x + p.r * 0.7, p.y - p.r * 0.7, unit * 0.16, PLAYER_STYLE[view.chooser].colour);
        } else if (view.choosable[i]) {
          g.lineWidth = unit * 0.035;
          g.strokeStyle = 'rgba(255, 248, 222, 0.9)';
          this.dash[0] = unit * 0.08;
          this.dash[1] = unit * 0.07;
          g.setLineDash(this.dash);
          g.beginPath();
          g.arc(p.x, p.y, p.r * 1.02, 0, Math.PI * 2);
          g.stroke();
          g.setLineDash(NO_DASH);
        }
      }
    }

    // Hinted pits: a best move gets a thick double ring (and a star, drawn over the pebbles).
    for (let i = 0; i < this.pits.length; i += 1) {
      if (view.hint[i] !== 1) continue;
      const p = this.pits[i];
      g.lineWidth = unit * 0.1;
      g.strokeStyle = 'rgba(40, 24, 12, 0.85)';
      g.beginPath();
      g.arc(p.x, p.y, p.r * 1.08, 0, Math.PI * 2);
      g.stroke();
      g.lineWidth = unit * 0.05;
      g.strokeStyle = '#ffd34d';
      g.stroke();
    }

    // The pit being lifted (start of each lap): a turning dashed ring.
    if (view.lifted >= 0) {
      const p = this.pits[view.lifted];
      g.lineWidth = unit * 0.06;
      g.strokeStyle = 'rgba(255, 250, 235, 0.95)';
      this.dash[0] = unit * 0.12;
      this.dash[1] = unit * 0.08;
      g.setLineDash(this.dash);
      g.lineDashOffset = -(time * 0.02 * unit) / 10;
      g.beginPath();
      g.arc(p.x, p.y, p.r * 1.06, 0, Math.PI * 2);
      g.stroke();
      g.setLineDash(NO_DASH);
      g.lineDashOffset = 0;
    }

    // Pebbles at rest.
    for (let i = 0; i < model.pits.length; i += 1) {
      const ids = model.pits[i];
      const slots = this.pitSlots[i];
      for (let k = 0; k < ids.length; k += 1) {
        const m = k < MAX_SLOTS ? k : MAX_SLOTS - 1;
        this.pebble(g, ids[k], slots[2 * m], slots[2 * m + 1], 1);
      }
    }
    for (let p = 0; p < this.stores.length; p += 1) {
      const ids = model.stores[p];
      const slots = this.storeSlots[p];
      for (let k = 0; k < ids.length; k += 1) {
        const m = k < MAX_SLOTS ? k : MAX_SLOTS - 1;
        this.pebble(g, ids[k], slots[2 * m], slots[2 * m + 1], 1);
      }
    }

    // Counts beside pits and stores.
    if (view.showCounts) {
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.font = this.countFont;
      g.fillStyle = COUNT_INK;
      for (let i = 0; i < model.pits.length; i += 1) {
        const p = this.pits[i];
        const d = p.r + this.text.countAt;
        g.fillText(COUNT_TEXT[model.pits[i].length], p.x + p.out[0] * d, p.y + p.out[1] * d);
      }
      // A store's count in its player's colour on a light pill (AA contrast on the earth).
      const pillH = this.text.store * 1.3;
      for (let p = 0; p < this.stores.length; p += 1) {
        const s = this.stores[p];
        const text = COUNT_TEXT[model.stores[p].length];
        const pillW = pillH + (text.length - 1) * this.text.store * 0.6;
        g.fillStyle = STORE_PILL;
        roundRect(g, s.countX - pillW / 2, s.countY - pillH / 2, pillW, pillH, pillH / 2);
        g.fill();
        g.font = this.storeFont;
        g.fillStyle = PLAYER_STYLE[p].colour;
        g.fillText(text, s.countX, s.countY + this.dpr * 0.5);
      }
    }

    // The hand and the seeds in flight.
    if (view.handCount > 0) {
      const hx = view.handX;
      const hy = view.handY;
      g.fillStyle = 'rgba(60, 32, 12, 0.18)';
      g.beginPath();
      g.ellipse(hx + unit * 0.05, hy + unit * 0.32, unit * 0.3, unit * 0.1, 0, 0, Math.PI * 2);
      g.fill();
      const shown = model.hand.length < 9 ? model.hand.length : 9;
      for (let k = 0; k < shown; k += 1) {
        const a = k * GOLDEN;
        const rr = Math.sqrt(k) * this.pebbleR * 0.9;
        this.pebble(g, model.hand[k], hx + Math.cos(a) * rr, hy + Math.sin(a) * rr * 0.8, 1.1);
      }
      this.badge(g, COUNT_TEXT[view.handCount], hx + unit * 0.3, hy - unit * 0.22, 'rgba(40, 24, 12, 0.85)');
    }
    for (let k = 0; k < view.flightCount; k += 1) {
      const f = view.flights[k];
      this.pebble(g, f.id, f.x, f.y, f.scale);
    }
    // Hint texts ("best", "−4") on their pits, and a star on the best ones.
    for (let i = 0; i < this.pits.length; i += 1) {
      if (!view.hint[i]) continue;
      const p = this.pits[i];
      if (view.hint[i] === 1) star(g, p.x + p.r * 0.72, p.y - p.r * 0.72, unit * 0.13);
      if (view.hintText[i]) {
        this.badge(g, view.hintText[i], p.x, p.y + p.r * 0.62, view.hint[i] === 1 ? 'rgba(32, 84, 40, 0.94)' : 'rgba(70, 40, 20, 0.9)');
      }
    }
    if (view.lifted >= 0 && view.lap > 1) {
      // The lap number sits in the lifted pit, ringed, until the sowing comes round.
      const p = this.pits[view.lifted];
      const x = p.x;
      const y = p.y;
      this.badge(g, view.lapText, x, y, 'rgba(128, 44, 18, 0.94)');
    }
  }

  pebble(g, id, x, y, scale) {
    const s = this.spriteOf(id);
    const S = this.spriteSize[s] * scale;
    g.drawImage(this.sprites[s], x - S / 2, y - S / 2, S, S);
  }

  badge(g, text, x, y, fill) {
    const unit = this.unit;
    g.font = this.badgeFont;
    const w = Math.max(unit * 0.34, text.length * unit * 0.1 + unit * 0.16);
    const h = unit * 0.28;
    g.fillStyle = fill;
    roundRect(g, x - w / 2, y - h / 2, w, h, h / 2);
    g.fill();
    g.fillStyle = '#fff7e8';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(text, x, y + unit * 0.01);
  }
}

/** Resting place `index` of a slot table (x, y pairs); pebbles past the last share it. */
function readSlot(slots, index, out) {
  const k = Math.min(index, MAX_SLOTS - 1);
  out.x = slots[2 * k];
  out.y = slots[2 * k + 1];
  return out;
}
