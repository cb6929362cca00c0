// The quick switches over the board: another game, or the other kind of opponent, in one tap.

import { sanitizeSettings } from '../game/game-controller.js';

/**
 * Wires the switches: each starts another game with `replaceGame(begin)`. Returns showQuick(),
 * which shows the game on the board in them (and calls `shown()`).
 */
export function quickSwitches(controller, replaceGame, shown) {
  const gameSwitch = document.getElementById('quick-game');
  const opponentSwitch = document.getElementById('quick-opponent');
  gameSwitch.addEventListener('change', (e) => {
    const game = /** @type {HTMLInputElement} */ (e.target).value;
    replaceGame(() => controller.newGame(sanitizeSettings({ ...controller.settings, game })));
  });
  opponentSwitch.addEventListener('change', (e) => {
    const settings = structuredClone(controller.settings);
    const computer = /** @type {HTMLInputElement} */ (e.target).value === 'computer';
    settings.seats = settings.seats.map((seat, p) => ({ kind: computer && p > 0 ? 'computer' : 'human', level: seat.level }));
    replaceGame(() => controller.newGame(settings));
  });

  return function showQuick() {
    const settings = controller.settings;
    if (!settings) return;
    for (const input of gameSwitch.querySelectorAll('input')) input.checked = input.value === settings.game;
    shown();
    const seats = settings.seats.slice(0, settings.players);
    const computer = seats.some((seat) => seat.kind === 'computer');
    const human = seats.some((seat) => seat.kind === 'human');
    for (const input of opponentSwitch.querySelectorAll('input')) {
      input.checked = computer && human ? input.value === 'computer' : !computer && input.value === 'human';
    }
  };
}
