// The page: loads the engine, builds a board session (www/board-session.js)
// and the page around it (start screen, control bars, move list, dialogs,
// kiosk), and keeps the save up to date.

import init, { GameHandle, engineVersion, normalizeRules } from '../pkg/mancala-web.js';
import { SPEEDS } from './animator.js';
import { BoardSession } from './board-session.js';
import { rulesHeader, sanitizeSettings } from './game-controller.js';
import { t, translatePage } from './messages.js';
import { Notices } from './notices.js';
import { renderHintPanel, renderRoundPanel } from './panels.js';
import { loadSave, writeSave } from './storage.js';
import { StartScreen, fillRules, renderMoves } from './ui.js';
import { applyPageOptions, connectParent } from './embed.js';
import { Kiosk, computerMatches, sampleReplays } from './kiosk.js';
import { pageOptions } from './params.js';
import { installTestHooks } from './test-hooks.js';

const $ = (id) => document.getElementById(id);

// URL options (iframe embedding, kiosk): see www/params.js and the README.
const options = pageOptions();
applyPageOptions(document.documentElement, options);
let kiosk = null;

translatePage(document);
document.title = t('app.title');

try {
  await init();
} catch (e) {
  $('engine-version').textContent = t('app.failed', { error: e.message });
  throw e;
}
$('engine-version').textContent = t('app.engine', { version: engineVersion() });

const session = new BoardSession(
  { GameHandle, normalizeRules },
  { canvas: $('board'), wrap: $('board-wrap'), layer: $('pit-layer'), players: $('players') },
  { blocked: () => !!kiosk?.attracting || $('game-screen').hidden },
);
const { controller, animator, autoplay, computer } = session;
const notices = new Notices($('notice'), $('announcer'));
const notice = (text, sticky) => notices.notice(text, sticky);
const prefs = { speed: 'normal', showCounts: true };

// ---- start screen ------------------------------------------------------------------------

const start = new StartScreen($('start-screen'), {
  check(settings) {
    try {
      controller.engine.normalizeRules(rulesOf(settings));
      return null;
    } catch (e) {
      return e.message;
    }
  },
  onStart(settings) {
    showGame();
    controller.newGame(settings);
    save();
  },
  onCancel: showGame,
});

function rulesOf(settings) {
  // Same header as the controller builds; the engine has the last word.
  return rulesHeader(settings);
}

function showStart() {
  controller.cancelAll();
  $('game-screen').hidden = true;
  start.show(controller.settings ?? {}, !!controller.state);
  $('start-screen').querySelector('input:checked')?.focus();
}

function showGame() {
  start.hide();
  $('game-screen').hidden = false;
  session.measureNow();
  autoplay.schedule();
}

// ---- controls --------------------------------------------------------------------------

const speedGroup = $('speed-group');
for (const speed of Object.keys(SPEEDS)) {
  const label = document.createElement('label');
  label.className = 'seg';
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = 'speed';
  input.value = speed;
  input.addEventListener('change', () => {
    prefs.speed = speed;
    animator.setSpeed(speed);
    save();
  });
  const span = document.createElement('span');
  span.textContent = t(`speed.${speed}`);
  label.append(input, span);
  speedGroup.append(label);
}
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
$('btn-undo').addEventListener('click', () => session.undo());
$('btn-redo').addEventListener('click', () => session.redo());
$('btn-computer-play').addEventListener('click', () => autoplay.resume());
$('btn-hint').addEventListener('click', () => session.requestHint());
$('btn-replay').addEventListener('click', () => session.toggleReplay());
$('btn-rematch').addEventListener('click', rematch);
$('btn-new').addEventListener('click', showStart);
$('chk-counts').addEventListener('change', (e) => {
  prefs.showCounts = e.target.checked;
  animator.view.showCounts = prefs.showCounts;
  animator.invalidate();
  save();
});

function rematch() {
  closeDialog($('end-dialog'));
  controller.rematch();
  save();
}

const endDialog = $('end-dialog');
$('btn-end-rematch').addEventListener('click', rematch);
$('btn-end-new').addEventListener('click', () => {
  closeDialog(endDialog);
  showStart();
});
$('btn-end-close').addEventListener('click', () => closeDialog(endDialog));

const rulesDialog = $('rules-dialog');
$('btn-rules').addEventListener('click', () => {
  const state = controller.state ?? { game: start.settings.game, players: start.settings.players, rules: '', matchTarget: null };
  fillRules(rulesDialog, state);
  rulesDialog.showModal();
  // Focus the heading from here, not with an autofocus attribute: in a
  // cross-origin iframe Chrome blocks page-load autofocus with a console error.
  $('rules-heading').focus();
});
$('btn-rules-close').addEventListener('click', () => closeDialog(rulesDialog));

function closeDialog(d) {
  if (d.open) d.close();
}

/** Every button over the board, from the session's one account of what may be done. */
function updateControls() {
  const c = session.controls();
  $('btn-pause').textContent = t(c.paused ? 'controls.resume' : 'controls.pause');
  $('btn-pause').setAttribute('aria-pressed', c.paused ? 'true' : 'false');
  for (const id of ['btn-pause', 'btn-step-seed', 'btn-step-lap', 'btn-finish']) $(id).disabled = !c.canStep;
  $('btn-undo').disabled = !c.canUndo;
  $('btn-redo').disabled = !c.canRedo;
  $('btn-replay').textContent = t(c.replaying ? 'controls.stopReplay' : 'controls.replay');
  $('btn-replay').disabled = !c.canReplay;
  $('btn-hint').disabled = !c.canHint;
  $('btn-hint').setAttribute('aria-busy', c.hintPending ? 'true' : 'false');
  $('btn-computer-play').hidden = !c.computerWaiting;
  $('computer-paused').hidden = !c.computerWaiting;
  if (c.computerWaiting) $('computer-paused').textContent = t('computer.paused', { player: c.computerWaiting });
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
}

$('btn-next-round').addEventListener('click', async () => {
  await session.startNextRound();
  save();
});

// ---- reacting to the game ------------------------------------------------------------------

session.addEventListener('update', (e) => {
  const reason = e.detail.reason;
  updateControls();
  if (reason === 'animation' || reason === 'thinking' || reason === 'hint' || reason === 'choice') return;
  const state = controller.state;
  const busy = animator.busy || controller.replaying;
  renderMoves($('move-list'), $('record'), state);
  if (['settled', 'redo', 'new'].includes(reason) && state.status === 'over' && !busy) showEnd();
  if (['undo', 'new'].includes(reason)) closeDialog(endDialog);
  save();
});
session.addEventListener('narrate', (e) => {
  $('narration').textContent = e.detail.text;
});
session.addEventListener('announce', (e) => notices.announce(e.detail.text, e.detail.append));
session.addEventListener('notice', (e) => notice(e.detail.text));
session.addEventListener('hint', (e) => renderHintPanel($('hint-panel'), e.detail.hint));
window.addEventListener('pagehide', () => autoplay.cancel(true));
window.addEventListener('pageshow', (e) => {
  if (e.persisted) autoplay.schedule();
});

function showEnd() {
  if (kiosk?.attracting) return;
  const state = controller.state;
  $('end-result').textContent = controller.resultText();
  const reason = state.matchTarget && state.next?.matchWinner !== null && state.next?.matchWinner !== undefined ? 'match' : state.endReason;
  $('end-reason').textContent = reason ? t(`end.reason.${reason}`) : '';
  if (!endDialog.open) endDialog.showModal();
}

// ---- saving --------------------------------------------------------------------------------

function save() {
  // A page set up by its URL (embedded, kiosk) keeps nothing.
  if (options.fresh || !controller.state || controller.replaying) return;
  writeSave({ settings: controller.settings, record: controller.handle.record(), prefs });
}

// ---- start up --------------------------------------------------------------------------------

const loaded = options.fresh ? { save: null } : loadSave();
let restored = false;
if (loaded.save) {
  Object.assign(prefs, loaded.save.prefs);
  if (!(prefs.speed in SPEEDS)) prefs.speed = 'normal';
  try {
    controller.restore(sanitizeSettings(loaded.save.settings), loaded.save.record);
    restored = true;
  } catch (e) {
    notice(t('save.corrupt', { error: e.message }), true);
  }
} else if (loaded.error) {
  notice(t(loaded.error === 'old' ? 'save.old' : 'save.corrupt', { error: loaded.detail }), true);
} else if (loaded.unavailable) {
  notice(t('save.unavailable'), true);
}
if (options.speed) prefs.speed = options.speed;
animator.setSpeed(prefs.speed);
animator.view.showCounts = prefs.showCounts !== false;
$('chk-counts').checked = animator.view.showCounts;
showSpeed();
updateControls();

/** A game set up by the URL (or, with controls=minimal, the default game). */
function startFromOptions() {
  const settings = options.settings ?? (options.controls === 'minimal' ? sanitizeSettings({}) : null);
  if (!settings) return false;
  showGame();
  controller.newGame(settings);
  return true;
}

if (restored) showGame();
else if (startFromOptions()) {
  // Started as the URL asked.
} else {
  controller.settings = loaded.save ? sanitizeSettings(loaded.save.settings) : null;
  showStart();
}

connectParent(controller);
if (options.kiosk) {
  kiosk = new Kiosk({
    controller,
    animator,
    idleSeconds: options.kioskIdle,
    // Computer against computer; the stored sample games if the computer cannot answer.
    source: computerMatches(computer),
    fallback: sampleReplays(controller.engine),
    speed: options.speed ?? 'normal',
    onReset() {
      closeDialog(endDialog);
      closeDialog(rulesDialog);
      showGame();
    },
    onFresh() {
      closeDialog(endDialog);
      animator.setSpeed(prefs.speed);
      if (!startFromOptions()) {
        controller.settings = null;
        showStart();
      }
    },
  });
  kiosk.start();
}

installTestHooks(session);
document.documentElement.dataset.ready = 'true';
