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
// pixels for the accessible overlay.

import { fontFamily } from './messages.js';

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
const MAX_SLOTS = 48;
const COUNT_TEXT = Array.from({ length: 100 }, (_, i) => String(i));
const GOLDEN = 2.399963229728653;

/** A small deterministic hash to [0, 1). */
function hash01(a, b) {
  let h = (a * 374761393 + b * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function makeCanvas(w, h) {
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.ceil(w));
  c.height = Math.max(1, Math.ceil(h));
  return c;
}

export class BoardRenderer {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.game = 'bakuk';
    this.holes = 6;
    this.players = 2;
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

  /** Chooses the board: game kind, number of holes and players. */
  configure(game, holes, players) {
    const changed = game !== this.game || holes !== this.holes || players !== this.players || !this.pits.length;
    this.game = game;
    this.holes = holes;
    this.players = players;
    if (changed && this.cssWidth) this.resize(this.cssWidth, this.cssHeight, this.dpr);
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

  layout() {
    const cols = this.holes / 2;
    const margin = 0.3;
    const band = 0.62; // room for the counts and hole labels outside each row
    const H = 2 * margin + 2 * band + 2;
    const w = this.canvas.width;
    const h = this.canvas.height;
    // Turned a quarter (portrait), the stores are flatter so the pits get bigger.
    const landscapeW = 2 * margin + 2 * 1.2 + 2 * 0.2 + cols;
    const portraitW = 2 * margin + 2 * 0.85 + 2 * 0.12 + cols;
    const landscapeUnit = Math.min(w / landscapeW, h / H);
    const portraitUnit = Math.min(w / H, h / portraitW);
    this.portrait = portraitUnit > landscapeUnit * 1.08;
    const unit = this.portrait ? portraitUnit : landscapeUnit;
    const storeW = this.portrait ? 0.85 : 1.2;
    const gap = this.portrait ? 0.12 : 0.2;
    const W = this.portrait ? portraitW : landscapeW;
    this.unit = unit;
    // Centre the board: offsets so the logical box sits in the middle.
    const boxW = (this.portrait ? H : W) * unit;
    const boxH = (this.portrait ? W : H) * unit;
    const ox = (w - boxW) / 2;
    const oy = (h - boxH) / 2;
    // (u, v) logical -> device px; portrait turns the board a quarter so that
    // South's row runs up the right-hand side (sowing stays counter-clockwise).
    const px = (u, v) => (this.portrait ? ox + v * unit : ox + u * unit);
    const py = (u, v) => (this.portrait ? oy + (W - u) * unit : oy + v * unit);
    const dir = (du, dv) => (this.portrait ? [dv, -du] : [du, dv]);
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
    const textScale = this.portrait ? 1.2 : 1;
    this.countFont = `600 ${Math.round(0.2 * unit * textScale)}px system-ui, sans-serif`;
    this.labelFont = `${Math.round(0.14 * unit * textScale)}px system-ui, sans-serif`;
    this.storeFont = `700 ${Math.round(0.26 * unit)}px system-ui, sans-serif`;
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
    const d = this.pebbleR;
    this.sprites = [];
    this.spriteSize = [];
    for (let tone = 0; tone < TONES.length; tone += 1) {
      for (let size = 0; size < SIZES.length; size += 1) {
        for (let angle = 0; angle < ANGLES; angle += 1) {
          const rx = d * SIZES[size];
          const ry = rx * 0.84;
          const S = Math.ceil(rx * 2.9) + 2;
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
          this.sprites.push(c);
          this.spriteSize.push(S);
        }
      }
    }
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
    const g = bg.getContext('2d');
    g.clearRect(0, 0, w, h);
    const unit = this.unit;

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
    const scale = Math.max(1, this.dpr * 0.8);
    g.save();
    g.scale(scale, scale);
    g.fillStyle = g.createPattern(grain, 'repeat');
    g.fillRect(0, 0, w / scale, h / scale);
    g.restore();
    // A few bits of grit lying about.
    for (let k = 0; k < 70; k += 1) {
      const x = hash01(k, 21) * w;
      const y = hash01(k, 22) * h;
      const s = (0.3 + hash01(k, 23)) * this.dpr * 1.3;
      g.fillStyle = hash01(k, 24) > 0.5 ? 'rgba(120, 85, 50, 0.45)' : 'rgba(240, 222, 190, 0.5)';
      g.beginPath();
      g.ellipse(x, y, s, s * 0.75, hash01(k, 25) * 3, 0, Math.PI * 2);
      g.fill();
    }

    // The playing ground: a smoothed, slightly darker patch.
    const box = this.boardBox;
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

    // Pits and stores.
    for (let i = 0; i < this.pits.length; i += 1) {
      const p = this.pits[i];
      hollow(g, p.x, p.y, p.r, p.r, unit);
    }
    for (const s of this.stores) hollow(g, s.x, s.y, s.rx, s.ry, unit);

    // Owner rims, each player with its own pattern as well as colour.
    const lw = Math.max(1.5, unit * 0.045);
    for (let i = 0; i < this.pits.length; i += 1) {
      const owner = this.owners[i];
      if (owner === undefined) continue;
      const p = this.pits[i];
      rim(g, p.x, p.y, p.r * 1.13, p.r * 1.13, owner, lw);
    }
    for (const s of this.stores) rim(g, s.x, s.y, s.rx + unit * 0.055, s.ry + unit * 0.055, s.player, lw);

    // Hole labels, faint, beyond the counts.
    g.font = this.labelFont;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = 'rgba(74, 44, 20, 0.72)';
    for (let i = 0; i < this.pits.length; i += 1) {
      const p = this.pits[i];
      const d = p.r + unit * (this.portrait ? 0.6 : 0.44);
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
      g.fillStyle = '#3b2312';
      for (let i = 0; i < model.pits.length; i += 1) {
        const p = this.pits[i];
        const d = p.r + unit * (this.portrait ? 0.24 : 0.19);
        g.fillText(COUNT_TEXT[model.pits[i].length], p.x + p.out[0] * d, p.y + p.out[1] * d);
      }
      g.font = this.storeFont;
      for (let p = 0; p < this.stores.length; p += 1) {
        const s = this.stores[p];
        g.fillStyle = PLAYER_STYLE[p].colour;
        g.fillText(COUNT_TEXT[model.stores[p].length], s.countX, s.countY);
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

const NO_DASH = [];

/** A five-pointed star at (x, y) of outer radius r: the mark of a hinted best move. */
function star(g, x, y, r) {
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

function roundRect(g, x, y, w, h, r) {
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
function hollow(g, x, y, rx, ry, unit) {
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

function rim(g, x, y, rx, ry, player, lw) {
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

function checkMark(g, x, y, s, colour) {
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

/** Resting place `index` of a slot table (x, y pairs); pebbles past the last share it. */
function readSlot(slots, index, out) {
  const k = Math.min(index, MAX_SLOTS - 1);
  out.x = slots[2 * k];
  out.y = slots[2 * k + 1];
  return out;
}
