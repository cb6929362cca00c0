// Kiosk mode (?kiosk=1), for a public screen in a museum: after some idle
// time the game is reset and an attract loop plays games on the board until
// someone touches the screen, key or click; then a fresh start.
//
// The attract loop asks a *source* for games and their moves:
//   source.nextGame() -> { settings, start, nextMove(state) }
// where `start` is a game record to begin from (rules and `~`, or a position)
// and nextMove(state) resolves to { hole } or { round: true, chosen } or null
// at the end. computerMatches() has the computer play both seats (the page's
// ComputerPlayer, www/computer.js); sampleReplays() replays stored sample
// games (www/samples.js) through the engine, and is the fallback when the
// computer cannot answer.

import { rulesHeader, sanitizeSettings } from './game-controller.js';
import { t } from './messages.js';
import { SAMPLE_GAMES } from './samples.js';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'];
/** Pause between the moves of the attract loop, and after a game ends. */
const MOVE_PAUSE_MS = 700;
const END_PAUSE_MS = 4000;

/** The attract loop's computer games, in turn: the game and the level of each seat. */
export const KIOSK_MATCHES = Object.freeze([
  { game: 'bakuk', seats: ['intermediate', 'expert'] },
  { game: 'ba-awa', seats: ['intermediate', 'intermediate'] },
  { game: 'koumma', seats: ['expert', 'intermediate'] },
]);
/** The computer's budget for a move of the attract loop (it thinks while the last move rests). */
const KIOSK_THINK_MS = 300;

/**
 * A source where the computer plays both seats: `computer` is a ComputerPlayer; each game
 * asks for moves (and a match winner's pits) with a short budget. A refusal or an error of
 * the computer rejects nextMove(); the loop then falls back to its other source.
 */
export function computerMatches(computer, matches = KIOSK_MATCHES, millis = KIOSK_THINK_MS) {
  let next = 0;
  return {
    nextGame() {
      const match = matches[next % matches.length];
      next += 1;
      const settings = sanitizeSettings({
        game: match.game,
        players: 2,
        seats: match.seats.map((level) => ({ kind: 'computer', level })),
      });
      return {
        settings,
        start: `${rulesHeader(settings)}~`,
        async nextMove(state) {
          if (state.status === 'over') return null;
          const player = state.status === 'round-over' ? state.next?.chooser : state.toMove;
          const level = settings.seats[player ?? 0].level;
          const decision = await computer.decide(state.record, level, millis);
          if (state.status === 'round-over') return { round: true, chosen: decision.pits?.length ? decision.pits : null };
          return { hole: decision.hole };
        },
      };
    },
  };
}

/** A source that replays the sample game records, one after another, for ever. */
export function sampleReplays(engine, samples = SAMPLE_GAMES) {
  let next = 0;
  return {
    nextGame() {
      const sample = samples[next % samples.length];
      next += 1;
      // The engine reads the record: the moves are exactly the game's plies.
      const handle = engine.GameHandle.fromRecord(sample.record);
      const plies = handle.state().plies;
      handle.free?.();
      let index = 0;
      return {
        settings: sanitizeSettings({ game: sample.game, players: 2 }),
        start: sample.record.slice(0, sample.record.indexOf('~') + 1),
        nextMove() {
          const ply = plies[index++];
          if (!ply) return Promise.resolve(null);
          if (ply.hole === null || ply.hole === undefined) {
            const chosen = ply.text.length > 1 ? [...ply.text.slice(1)].map((c) => c.charCodeAt(0) - 65) : null;
            return Promise.resolve({ round: true, chosen });
          }
          return Promise.resolve({ hole: ply.hole });
        },
      };
    },
  };
}

export class Kiosk {
  /**
   * @param {object} o
   * @param {import('./game-controller.js').GameController} o.controller
   * @param {import('./animator.js').Animator} o.animator
   * @param {number} o.idleSeconds
   * @param {{ nextGame: () => object }} o.source
   * @param {{ nextGame: () => object }} [o.fallback] the source once `source` has failed
   * @param {() => void} o.onReset   close dialogs, show the board (before the loop)
   * @param {() => void} o.onFresh   the fresh start after someone touched the screen
   * @param {string} [o.speed]       the animation speed of the loop
   */
  constructor({ controller, animator, idleSeconds, source, fallback = null, onReset, onFresh, speed = 'normal' }) {
    this.controller = controller;
    this.animator = animator;
    this.idleMs = idleSeconds * 1000;
    this.source = source;
    this.fallback = fallback;
    this.onReset = onReset;
    this.onFresh = onFresh;
    this.speed = speed === 'instant' ? 'normal' : speed;
    this.timer = 0;
    this.token = 0;
    this.attracting = false;
    this.swallowUntil = 0;
    this.overlay = null;
    this.onInput = this.onInput.bind(this);
    this.onClick = this.onClick.bind(this);
  }

  start() {
    for (const type of INPUT_EVENTS) window.addEventListener(type, this.onInput, { capture: true, passive: false });
    window.addEventListener('click', this.onClick, { capture: true });
    // No context menu and no links out on a public screen.
    window.addEventListener('contextmenu', (e) => e.preventDefault());
    this.arm();
  }

  arm() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.attract(), this.idleMs);
  }

  onInput(e) {
    if (!this.attracting) {
      this.arm();
      return;
    }
    e.preventDefault();
    e.stopPropagation();
    this.stop();
  }

  onClick(e) {
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (link && new URL(link.href, location.href).origin !== location.origin) e.preventDefault();
    // The click that follows the touch which stopped the loop lands on nothing.
    if (performance.now() < this.swallowUntil) {
      e.preventDefault();
      e.stopPropagation();
      this.swallowUntil = 0;
    }
  }

  /** Resets the game and plays the attract loop until stop(). */
  async attract() {
    if (this.attracting) return;
    this.attracting = true;
    const token = ++this.token;
    document.documentElement.dataset.attract = 'true';
    this.controller.cancelAll();
    this.onReset();
    this.showOverlay();
    this.previousSpeed = this.animator.speed;
    this.animator.setSpeed(this.speed);
    while (token === this.token) {
      const game = this.source.nextGame();
      this.controller.restore(game.settings, game.start);
      let switched = false;
      for (;;) {
        // The next move is worked out while the last one rests on the board.
        let move;
        try {
          [move] = await Promise.all([game.nextMove(this.controller.state), pause(MOVE_PAUSE_MS)]);
        } catch (e) {
          if (token !== this.token) return;
          if (this.fallback) {
            switched = true;
            console.warn('kiosk: the attract loop replays sample games instead', e);
            this.source = this.fallback;
            this.fallback = null;
          }
          break;
        }
        if (token !== this.token) return;
        if (!move) break;
        if (move.round) await this.controller.nextRound(move.chosen);
        else await this.controller.play(move.hole);
      }
      if (!switched) await pause(END_PAUSE_MS);
    }
  }

  /** Stops the loop: a fresh start, and the idle timer runs again. */
  stop() {
    if (!this.attracting) return;
    this.attracting = false;
    this.token += 1;
    this.swallowUntil = performance.now() + 800;
    delete document.documentElement.dataset.attract;
    this.overlay?.remove();
    this.overlay = null;
    this.controller.cancelAll();
    this.animator.setSpeed(this.previousSpeed ?? 'normal');
    this.onFresh();
    this.arm();
  }

  showOverlay() {
    const overlay = document.createElement('div');
    overlay.className = 'attract';
    overlay.id = 'attract';
    const text = document.createElement('p');
    text.textContent = t('kiosk.touch');
    overlay.append(text);
    document.body.append(overlay);
    this.overlay = overlay;
  }
}

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
