// What a host page hears from an embedded game: `move` after each move has
// been sown, `gameover` when the game (or a match) is over. The custom
// element dispatches them as DOM events; the iframe page posts them to its
// parent window. Both get the same details.

/**
 * Calls `emit(type, detail)` for the game's moves and its end.
 * @param {import('../game/game-controller.js').GameController} controller
 * @param {(type: 'move' | 'gameover', detail: object) => void} emit
 */
export function forwardGameEvents(controller, emit) {
  controller.addEventListener('moved', () => {
    const state = controller.state;
    const ply = state.plies[state.plies.length - 1];
    if (!ply) return;
    emit('move', { player: ply.player, hole: ply.hole, record: controller.handle.record() });
    if (state.status === 'over') emit('gameover', gameOverDetail(state));
  });
}

/** { winner (a seat number, or null), draw, reason, captured } of a finished game. */
export function gameOverDetail(state) {
  const matchOver = state.matchTarget && state.next?.matchWinner !== null && state.next?.matchWinner !== undefined;
  return {
    winner: state.winner ?? null,
    draw: !!state.draw,
    reason: matchOver ? 'match' : state.endReason ?? null,
    captured: state.captured.slice(),
  };
}
