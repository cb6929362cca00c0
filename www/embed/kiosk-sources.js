// What the kiosk's attract loop plays (www/embed/kiosk.js): a *source* of games and their moves,
//   source.nextGame() -> { settings, start, nextMove(state) }
// where `start` is a game record to begin from (rules and `~`, or a position) and
// nextMove(state) resolves to { hole } or { round: true, chosen } or null at the end.
// computerMatches() has the computer play both seats (the page's ComputerPlayer,
// www/game/computer.js); sampleReplays() replays stored sample games (www/embed/samples.js)
// through the engine, and is the fallback when the computer cannot answer.

/**
 * @typedef {{ hole: number } | { round: true, chosen: number[] | null } | null} KioskMove
 * @typedef {{ settings: import('../game/game-controller.js').Settings, start: string,
 *   nextMove: (state: object) => Promise<KioskMove> }} KioskGame
 */

import { rulesHeader, sanitizeSettings } from '../game/game-controller.js';
import { SAMPLE_GAMES } from './samples.js';

/** The attract loop's computer games, in turn: the game and the level of each seat. */
const KIOSK_MATCHES = Object.freeze([
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
            return Promise.resolve({ round: true, chosen: ply.choice });
          }
          return Promise.resolve({ hole: ply.hole });
        },
      };
    },
  };
}
