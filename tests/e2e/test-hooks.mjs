// window.__mancala, for the end-to-end tests only: the engine's state, the drawn pebbles,
// promises for the end of an animation, the computer's decisions and frame times. The tests
// play through the page like a person; these only read. Nothing of it ships: launchBrowser
// (helpers.mjs) adds it to every page as an init script, which finds the page's board session
// by its shape the first time the session dispatches an event (its first game, at start-up),
// before any move or decision.

/** Runs in the page before its own scripts. */
export function watchForBoardSession() {
  const dispatch = EventTarget.prototype.dispatchEvent;
  const isSession = (target) => target && target.controller && target.animator && target.autoplay && target.computer && target.model && target.renderer;
  // The wrapper stays (calling through once the session is found): putting the first one back
  // would drop any wrapper a test's own init script put over this one.
  let found = false;
  EventTarget.prototype.dispatchEvent = function (event) {
    if (!found && isSession(this)) {
      found = true;
      install(this);
    }
    return dispatch.call(this, event);
  };

  function install(session) {
    const { controller, animator, autoplay, computer, model } = session;
    const decisions = []; // { level, kind, millis, hole, rules }
    autoplay.addEventListener('decided', (e) => {
      // The level the computer was asked at (not the seat's level when the answer is read).
      const { kind, level, decision, millis } = e.detail;
      decisions.push({ level, kind, millis, hole: decision.hole, rules: controller.state.rules });
    });
    window.__mancala = {
      state: () => controller.state,
      idle: () => animator.idle(),
      busy: () => animator.busy || controller.replaying,
      thinking: () => autoplay.thinking,
      computerThread: () => computer.thread,
      computerBusy: () => computer.busy,
      decisions: () => decisions.slice(),
      drawn: () => ({
        board: model.pits.map((p) => p.length),
        captured: model.stores.slice(0, model.players).map((s) => s.length),
        hand: model.hand.length,
        flying: animator.view.flightCount,
      }),
      textSpots: () => session.renderer.textSpots(),
      // The pits marked on the board as best (1) or valued (2): a hint, or a review's best move.
      marks: () => Array.from(animator.view.hint.subarray(0, model.pits.length)),
      // The board as drawn (its wooden frame), in CSS px of the canvas.
      boardBox: () => {
        const { x, y, w, h } = session.renderer.boardBox;
        const dpr = session.renderer.dpr;
        return { x: x / dpr, y: y / dpr, w: w / dpr, h: h / dpr };
      },
      sounds: () => ({ enabled: session.sound.enabled, log: session.sound.log.slice() }),
      recordFrames() {
        animator.frameTimes = [];
        animator.frameWork = [];
      },
      frames() {
        const result = { times: animator.frameTimes ?? [], work: animator.frameWork ?? [] };
        animator.frameTimes = null;
        animator.frameWork = null;
        return result;
      },
    };
  }
}
