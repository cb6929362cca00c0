// The buttons and switches over the board and what they set: the animation's speed and steps,
// undo, redo, hints and replay, the sound, the counts, the end-of-game dialog and the round
// panel. updateControls() shows them as the board session says what may be done now.

import { renderRoundPanel } from '../game/panels.js';
import { switchAsked } from '../game/params.js';
import { rememberSound, rememberedSound } from '../board/sound.js';
import { t } from '../i18n/messages.js';

/**
 * The page's element with `id`, typed as its use asks (as querySelector is): index.html has each.
 * @template {HTMLElement} [E=HTMLElement]
 * @param {string} id
 * @returns {E}
 */
const $ = (id) => /** @type {E} */ (document.getElementById(id));

/**
 * Wires the buttons to `session`; the second argument gives what the page owns: its options and preferences,
 * save(), showStart(), replaceGame(), closeDialog(), and the kiosk (null but in kiosk mode).
 */
export function gameButtons(session, { options, prefs, save, showStart, replaceGame, closeDialog, currentKiosk }) {
  const { controller, animator, autoplay } = session;

  const speedGroup = $('speed-group');
  speedGroup.addEventListener('change', (e) => {
    prefs.speed = /** @type {HTMLInputElement} */ (e.target).value;
    animator.setSpeed(prefs.speed);
    save();
  });
  function showSpeed() {
    for (const input of speedGroup.querySelectorAll('input')) input.checked = input.value === prefs.speed;
  }

  $('btn-pause').addEventListener('click', () => {
    if (animator.paused) animator.resume();
    else animator.pause();
    updateControls();
  });
  $('btn-step-seed').addEventListener('click', () => {
    animator.stepSeed();
    updateControls();
  });
  $('btn-step-lap').addEventListener('click', () => {
    animator.stepLap();
    updateControls();
  });
  $('btn-finish').addEventListener('click', () => animator.finish());
  controller.finishInSight = () => $('btn-finish').checkVisibility();
  $('btn-undo').addEventListener('click', () => session.undo());
  $('btn-redo').addEventListener('click', () => session.redo());
  $('btn-computer-play').addEventListener('click', () => autoplay.resume());
  $('btn-hint').addEventListener('click', () => session.requestHint());
  $('btn-replay').addEventListener('click', () => session.toggleReplay());
  $('btn-rematch').addEventListener('click', rematch);
  $('btn-new').addEventListener('click', showStart);
  // Sound: on by default on the page, off in an embed or a kiosk unless the URL asks (switchAsked);
  // the player's choice is remembered on every page (not in a kiosk, which forgets its visitors).
  // A choice made on this page wins over the URL, which wins over one made on another page.
  let soundChoice = null;
  $('btn-sound').addEventListener('click', () => {
    soundChoice = prefs.sound = !session.sound.enabled;
    if (!options.kiosk) rememberSound(soundChoice);
    showSound();
    save();
  });
  function showSound() {
    const asked = switchAsked(new URLSearchParams(location.search).get('sound'));
    const quiet = options.kiosk || window.parent !== window || options.controls === 'minimal';
    const earlier = options.kiosk ? null : rememberedSound() ?? (typeof prefs.sound === 'boolean' ? prefs.sound : null);
    const on = soundChoice ?? asked ?? earlier ?? !quiet;
    session.sound.setEnabled(on);
    $('btn-sound').setAttribute('aria-pressed', on ? 'true' : 'false');
    showSoundWord();
  }
  /** The sound's state in sight too (an icon and a word, style.css), not only in aria-pressed. */
  function showSoundWord() {
    $('btn-sound').dataset.state = t(session.sound.enabled ? 'controls.soundOn' : 'controls.soundOff');
  }
  $('chk-counts').addEventListener('change', (e) => {
    prefs.showCounts = /** @type {HTMLInputElement} */ (e.target).checked;
    animator.view.showCounts = prefs.showCounts;
    animator.invalidate();
    save();
  });

  function rematch() {
    // With a friend on another device, the friend is asked first (www/pair/pair-ui.js).
    if (session.pair) {
      closeDialog(endDialog);
      return session.pair.askRematch();
    }
    replaceGame(() => controller.rematch());
  }

  /** @type {HTMLDialogElement} */
  const endDialog = $('end-dialog');
  $('btn-end-rematch').addEventListener('click', rematch);
  $('btn-end-new').addEventListener('click', () => {
    closeDialog(endDialog);
    showStart();
  });
  $('btn-end-close').addEventListener('click', () => closeDialog(endDialog));

  /** Every button over the board, from the session's one account of what may be done. */
  function updateControls() {
    /** @type {(id: string) => HTMLButtonElement} */
    const button = $;
    const c = session.controls();
    $('btn-pause').textContent = t(c.paused ? 'controls.resume' : 'controls.pause');
    $('btn-pause').setAttribute('aria-pressed', c.paused ? 'true' : 'false');
    for (const id of ['btn-pause', 'btn-step-seed', 'btn-step-lap', 'btn-finish']) button(id).disabled = !c.canStep;
    button('btn-undo').disabled = !c.canUndo;
    button('btn-redo').disabled = !c.canRedo;
    $('btn-replay').textContent = t(c.replaying ? 'controls.stopReplay' : 'controls.replay');
    button('btn-replay').disabled = !c.canReplay;
    button('btn-hint').disabled = !c.canHint;
    // Before a game's first move the controls that act on moves are not shown (style.css).
    document.documentElement.toggleAttribute('data-no-moves', !c.canStep && !c.canRedo && !c.canReplay);
    $('btn-hint').setAttribute('aria-busy', c.hintPending ? 'true' : 'false');
    $('btn-computer-play').hidden = !c.computerWaiting;
    $('computer-paused').hidden = !c.computerWaiting;
    if (c.computerWaiting) $('computer-paused').textContent = t('computer.paused', { player: c.computerWaiting });
    const roundWasShown = !$('round-panel').hidden;
    renderRoundPanel(
      {
        panel: $('round-panel'),
        heading: $('round-heading'),
        result: $('round-result'),
        next: $('round-next'),
        choose: $('round-choose'),
        button: $('btn-next-round'),
      },
      session.roundView(),
    );
    // A round just over: its result, the pit choice and Start come into view (at the next frame,
    // once the move's summary above has its words), and Start takes the focus.
    if (!roundWasShown && !$('round-panel').hidden && !currentKiosk()?.attracting) {
      requestAnimationFrame(() => {
        if ($('round-panel').hidden) return;
        if (!button('btn-next-round').disabled) button('btn-next-round').focus({ preventScroll: true });
        $('round-panel').scrollIntoView({ block: 'nearest' });
      });
    }
  }

  $('btn-next-round').addEventListener('click', async () => {
    await session.startNextRound();
    save();
  });

  return { endDialog, rematch, showSound, showSoundWord, showSpeed, updateControls };
}
