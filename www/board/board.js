// The board renderer: draws a game's board into a given canvas, as hollows dug
// in dry earth with smooth pebbles in them.
//
// Work is split by how often it changes:
//   resize  -> geometry, pebble sprites, and every pebble's resting place
//              (slot tables); the background (the earth and pits, one offscreen
//              canvas) is marked stale;
//   owners  -> the background marked stale (the coloured rims of a match);
//   frame   -> the background painted again if stale (so a resize and new
//              owners before one frame paint it once), one drawImage of it,
//              then highlights, pebbles, counts and the flying seeds. No DOM
//              reads, few allocations.
//
// Where each pit, store, pebble and word lies is BoardLayout's (www/board/board-layout.js),
// in device pixels of the canvas; the artwork (colours, sprites, earth, hollows, marks) is
// in www/board/board-art.js.

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
  SPRITE_COUNT,
  pebbleSprite,
  pebbleSpriteSize,
  rim,
  roundRect,
  star,
} from './board-art.js';
import { BoardLayout, GOLDEN, MAX_SLOTS } from './board-layout.js';

export { PLAYER_STYLE };

const COUNT_TEXT = Array.from({ length: 100 }, (_, i) => String(i));

export class BoardRenderer extends BoardLayout {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    super(canvas);
    this.ctx = canvas.getContext('2d');
    this.owners = [];
    this.sprites = [];
    this.spriteSize = [];
    this.background = null;
    this.backgroundStale = true;
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
    this.backgroundStale = true;
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
    this.backgroundStale = true;
  }

  // ---- offscreen layers -------------------------------------------------------

  renderSprites() {
    // Each sprite is drawn when a pebble first needs it (pebble()).
    this.sprites = new Array(SPRITE_COUNT).fill(null);
    this.spriteSize = this.sprites.map((_, s) => pebbleSpriteSize(this.pebbleR, s));
  }

  /** The sprite of pebble `id` (a stable look for each pebble). */
  spriteOf(id) {
    return Math.floor(hash01(id + 1, 5) * SPRITE_COUNT);
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
    this.backgroundStale = false;
  }

  // ---- one frame ----------------------------------------------------------------

  /**
   * Draws everything. `view` holds what changes: highlights, the hand, the
   * flying pebbles (ids and positions) and flags. Nothing is allocated here.
   */
  draw(model, view, time) {
    if (!this.cssWidth || model.pits.length !== this.pits.length) return;
    if (this.backgroundStale) this.renderBackground();
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
    this.sprites[s] ??= pebbleSprite(this.pebbleR, s);
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
