// What a board session keeps beside its canvas: one accessible button over
// each pit, and the players' chips. All text comes from the message catalogue.

import { holeLabel, playerName, t } from '../i18n/messages.js';
import { el, playerSwatch } from '../board/dom.js';

// ---- the pits as buttons ----------------------------------------------------------------

// A finger's target: at least this many CSS px, and this many from the next (WCAG 2.2, 2.5.5).
const MIN_TARGET = 44;
const TARGET_SPACING = 8;

/**
 * One focusable button over each pit of the canvas, positioned on resize only.
 * Arrow keys move between pits by their place on screen; Enter or Space plays.
 */
export class PitOverlay {
  constructor(layer, renderer, onActivate) {
    this.layer = layer;
    this.renderer = renderer;
    this.onActivate = onActivate;
    this.buttons = [];
    this.centres = [];
    this.current = 0;
    /** The seat this device plays (a game on two devices): its pits are "yours"; else null, the player to move's. */
    this.localSeat = null;
    layer.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Makes `count` buttons, unless there are as many already; true when it made them. */
  build(count) {
    if (this.buttons.length === count) return false;
    this.layer.replaceChildren();
    this.buttons = [];
    for (let i = 0; i < count; i += 1) {
      const b = el('button', { type: 'button', className: 'pit', tabindex: i === 0 ? '0' : '-1', dataset: { pit: String(i) } });
      b.addEventListener('click', () => this.onActivate(i));
      b.addEventListener('focus', () => this.setCurrent(i));
      this.layer.append(b);
      this.buttons.push(b);
    }
    this.current = 0;
    return true;
  }

  /**
   * Places the buttons over the pits (after a resize or a new board): each as large as its pit,
   * less what keeps it 8 px from the next (a finger's targets, WCAG 2.2), never under 44 px.
   */
  position() {
    const boxes = this.buttons.map((_, i) => this.renderer.pitBox(i));
    this.centres = boxes.map((box) => ({ x: box.x + box.size / 2, y: box.y + box.size / 2 }));
    let pitch = Infinity;
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [this.centres[i], this.centres[j]];
        pitch = Math.min(pitch, Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)));
      }
    }
    this.buttons.forEach((b, i) => {
      const { x, y } = this.centres[i];
      const size = Math.min(boxes[i].size, Math.max(MIN_TARGET, pitch - TARGET_SPACING));
      b.style.left = `${x - size / 2}px`;
      b.style.top = `${y - size / 2}px`;
      b.style.width = `${size}px`;
      b.style.height = `${size}px`;
    });
  }

  /**
   * Accessible names and states from the engine's snapshot; `hints` maps a hole to its hint
   * ({ text, best }) while a hint is shown. `past`: an earlier position of the game is shown
   * (www/study/browse.js), where no pit is played, nor anyone's.
   */
  update(state, choice, hints = null, { past = false } = {}) {
    this.buttons.forEach((b, i) => {
      const owner = state.owners[i];
      const playing = !past && state.status === 'playing';
      const legal = playing && state.legal.includes(i);
      let flag = legal ? t('pit.playable') : '';
      if (choice) {
        if (choice.chosen.includes(i)) flag = t('pit.chosen');
        else if (choice.choosable.includes(i)) flag = t('pit.choosable');
      }
      const hint = hints?.get(i);
      if (hint) flag = flag ? `${flag}, ${hint.text}` : hint.text;
      b.classList.toggle('hint-best', !!hint?.best);
      const mine = this.localSeat ?? (playing ? state.toMove : null);
      const ownerText = owner === mine ? t('pit.yours') : t('pit.of', { player: playerName(state.players, owner) });
      b.setAttribute(
        'aria-label',
        t('pit.name', { kind: state.game, label: holeLabel(state.game, i), owner: ownerText, n: state.board[i], state: flag }),
      );
      b.classList.toggle('legal', legal);
      if (choice) b.setAttribute('aria-pressed', choice.chosen.includes(i) ? 'true' : 'false');
      else b.removeAttribute('aria-pressed');
    });
  }

  setCurrent(i) {
    if (this.buttons[this.current]) this.buttons[this.current].tabIndex = -1;
    this.current = i;
    this.buttons[i].tabIndex = 0;
  }

  focus(i = this.current, options = undefined) {
    if (!this.buttons[i]) return;
    this.setCurrent(i);
    this.buttons[i].focus(options);
  }

  onKey(e) {
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      this.focus(e.key === 'Home' ? 0 : this.buttons.length - 1);
      return;
    }
    const d = dirs[e.key];
    if (!d || !this.centres.length) return;
    e.preventDefault();
    const from = this.centres[this.current];
    let best = -1;
    let bestScore = Infinity;
    this.centres.forEach((c, i) => {
      if (i === this.current) return;
      const dx = c.x - from.x;
      const dy = c.y - from.y;
      const along = dx * d[0] + dy * d[1];
      if (along <= 1) return;
      const across = Math.abs(dx * d[1] - dy * d[0]);
      const score = along + across * 2.5;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best >= 0) this.focus(best);
  }
}

// ---- the players, the move list ------------------------------------------------------------

/**
 * The player chips. `sowing` is the mover while a move is sown; `seats` (the settings' seats)
 * marks the computer's seats with their level, and `thinking` is the seat the computer is
 * thinking for, or null. `past`: `state` is an earlier position of the game (www/study/browse.js),
 * whose player to move is the one who played next. `connection`: a paired game's connection
 * (open, quiet or lost), said on the friend's chip.
 */
export function renderPlayers(container, state, sowing, seats = null, thinking = null, { past = false, connection = null } = {}) {
  container.replaceChildren(
    ...state.captured.map((n, p) => {
      const busy = sowing !== null && sowing !== undefined;
      const thinks = !busy && thinking === p;
      const toMove = busy ? sowing === p : thinks || (state.status === 'playing' && state.toMove === p);
      const computer = seats?.[p]?.kind === 'computer';
      const chip = el(
        'div',
        { className: `player${toMove ? ' to-move' : ''}${thinks ? ' thinking' : ''}`, dataset: { player: String(p) } },
        playerSwatch(p),
        el('span', { className: 'name', text: playerName(state.players, p) }),
        // The smallest boards show the short form (www/page/modes.css, mancala-board.css): the seat is still the computer's.
        computer
          ? el(
              'span',
              { className: 'kind' },
              el('span', { className: 'kind-long', text: t('seat.computer', { level: t(`start.level.${seats[p].level}`) }) }),
              el('span', { className: 'kind-short', text: t('seat.computerShort') }),
            )
          : null,
        // With a friend on another device (www/pair/pair-ui.js): which seat is this device's, and
        // on the friend's chip a connection in trouble (on every screen size, with the chips).
        seats?.[p]?.pair ? el('span', { className: 'kind pair-seat', text: t(pairSeatKey(seats[p].pair, connection)) }) : null,
        el('span', { className: 'score', text: t('seeds', { n }) }),
      );
      if (toMove) {
        const text = busy ? t('turn.sowing') : thinks ? t('turn.thinking') : past ? t('turn.past') : t('turn.short');
        chip.append(el('span', { className: 'turn', text }));
      }
      return chip;
    }),
  );
}


/** The words on a paired seat's chip: "you", or the friend, with the connection when it is in trouble. */
function pairSeatKey(seat, connection) {
  if (seat !== 'friend') return `pair.seat.${seat}`;
  return connection === 'quiet' ? 'pair.seat.friendQuiet' : connection === 'lost' ? 'pair.seat.friendLost' : 'pair.seat.friend';
}
