// Wiring: loads the engine, builds the board, the animator, the controller
// and the page around them, and keeps the save up to date.

import init, { GameHandle, engineVersion, normalizeRules } from '../pkg/mancala-web.js';
import { Animator, SPEEDS } from './animator.js';
import { BoardRenderer } from './board.js';
import { GameController, rulesHeader, sanitizeSettings } from './game-controller.js';
import { applyLanguage, holeLabel, playerName, t, translatePage } from './messages.js';
import { BoardModel } from './model.js';
import { loadSave, writeSave } from './storage.js';
import { PitOverlay, StartScreen, fillRules, renderMoves, renderPlayers } from './ui.js';
import { applyPageOptions, connectParent } from './embed.js';
import { Kiosk, computerMatches, sampleReplays } from './kiosk.js';
import { pageOptions } from './params.js';
import { ComputerPlayer } from './computer.js';
import { AutoPlayer, THINK_MILLIS, solvable } from './autoplay.js';

const $ = (id) => document.getElementById(id);

// URL options (iframe embedding, kiosk): see www/params.js and the README.
const options = pageOptions();
applyPageOptions(document.documentElement, options);
let kiosk = null;

// The catalogue is loaded when messages.js has been imported: the page speaks it from the start.
applyLanguage(document.documentElement);
translatePage(document);
document.title = t('app.title');

try {
  await init();
} catch (e) {
  $('engine-version').textContent = t('app.failed', { error: e.message });
  throw e;
}
$('engine-version').textContent = t('app.engine', { version: engineVersion() });

const canvas = $('board');
const renderer = new BoardRenderer(canvas);
const model = new BoardModel();
const animator = new Animator(renderer, model);
const controller = new GameController({ GameHandle, normalizeRules }, animator, renderer);
const overlay = new PitOverlay($('pit-layer'), renderer, onPit);
// The computer's seats (a worker thinks; its moves go through the controller like clicks).
const computer = new ComputerPlayer();
const autoplay = new AutoPlayer(controller, computer, {
  blocked: () => !!kiosk?.attracting || $('game-screen').hidden,
  speed: () => animator.speed,
});
const decisions = []; // for the end-to-end tests: { level, kind, millis, hole }
const prefs = { speed: 'normal', showCounts: true };

// ---- motion preference, size -------------------------------------------------------------

const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
animator.reducedMotion = reduced.matches;
reduced.addEventListener('change', () => {
  animator.reducedMotion = reduced.matches;
});

const wrap = $('board-wrap');
let size = { w: 0, h: 0, dpr: 0 };
function measure(w, h) {
  const dpr = window.devicePixelRatio || 1;
  if (w === size.w && h === size.h && dpr === size.dpr) return;
  size = { w, h, dpr };
  if (!w || !h) return;
  renderer.resize(w, h, dpr);
  overlay.position();
  animator.invalidate();
}
new ResizeObserver((entries) => {
  const box = entries[entries.length - 1].contentRect;
  measure(box.width, box.height);
}).observe(wrap);
// A change of devicePixelRatio (zoom, another screen) does not always resize the box.
window.addEventListener('resize', () => measure(size.w, size.h));

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
  const box = wrap.getBoundingClientRect();
  measure(box.width, box.height);
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
  updateAnimBar();
});
$('btn-step-seed').addEventListener('click', () => {
  animator.stepSeed();
  updateAnimBar();
});
$('btn-step-lap').addEventListener('click', () => {
  animator.stepLap();
  updateAnimBar();
});
$('btn-finish').addEventListener('click', () => animator.finish());
// Against the computer, undo goes back to a person's turn (and redo forward to one).
$('btn-undo').addEventListener('click', () => controller.undo(autoplay.againPredicate()));
$('btn-redo').addEventListener('click', () => controller.redo(autoplay.againPredicate()));
$('btn-computer-play').addEventListener('click', () => autoplay.resume());
$('btn-hint').addEventListener('click', showHint);
$('btn-replay').addEventListener('click', () => {
  if (controller.replaying) controller.stopReplay();
  else controller.replay();
});
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

function updateAnimBar() {
  const busy = animator.busy;
  $('btn-pause').textContent = t(animator.paused ? 'controls.resume' : 'controls.pause');
  $('btn-pause').setAttribute('aria-pressed', animator.paused ? 'true' : 'false');
  for (const id of ['btn-pause', 'btn-step-seed', 'btn-step-lap', 'btn-finish']) $(id).disabled = !busy;
}

// ---- the board's pits ------------------------------------------------------------------

let choice = null; // { chooser, extra, choosable, chosen } between match rounds

function onPit(i) {
  if (choice) {
    toggleChoice(i);
    return;
  }
  const s = controller.state;
  if (autoplay.computerToMove(s) && !controller.busy && !controller.replaying) {
    notice(t('why.computer', { player: playerName(s.players, s.toMove) }));
    return;
  }
  controller.play(i);
}

function toggleChoice(i) {
  if (!choice.choosable.includes(i)) {
    notice(t('why.not-yours', { player: playerName(controller.state.players, choice.chooser) }));
    return;
  }
  const at = choice.chosen.indexOf(i);
  if (at >= 0) choice.chosen.splice(at, 1);
  else {
    if (choice.chosen.length >= choice.extra) choice.chosen.shift();
    choice.chosen.push(i);
  }
  controller.showChoice(choice.chooser, choice.choosable, choice.chosen);
  updateRoundPanel();
  overlay.update(controller.state, choice);
}

function updateRoundPanel() {
  const state = controller.state;
  const panel = $('round-panel');
  const show = state.status === 'round-over' && !animator.busy && !controller.replaying;
  panel.hidden = !show;
  if (!show) {
    if (choice) {
      choice = null;
      controller.showChoice(null);
    }
    return;
  }
  const next = state.next;
  if (!choice && next.chooser !== null && next.chooser !== undefined) {
    const seat = controller.settings?.seats?.[next.chooser];
    if (!seat || seat.kind === 'human') {
      choice = { chooser: next.chooser, extra: next.extra, choosable: next.choosable.slice(), chosen: next.automatic.slice() };
      controller.showChoice(choice.chooser, choice.choosable, choice.chosen);
    } else if (autoplay.choice) {
      // The computer's choice, shown on the board; the Start button plays it.
      controller.showChoice(next.chooser, next.choosable, autoplay.choice.pits);
    }
  }
  $('round-heading').textContent = t('round.heading', { round: state.round });
  $('round-result').textContent = controller.resultText();
  const parts = next.pits.map((n, p) => t('round.pits', { player: playerName(state.players, p), n }));
  let nextText = t('round.next', { parts });
  next.pits.forEach((n, p) => {
    if (n === 0) nextText += ` ${t('round.eliminated', { player: playerName(state.players, p) })}`;
  });
  $('round-next').textContent = nextText;
  const chooseEl = $('round-choose');
  const computerChoice = !choice && autoplay.choice?.pits.length ? autoplay.choice : null;
  if (choice) {
    chooseEl.textContent = `${t('round.choose', { player: playerName(state.players, choice.chooser), extra: choice.extra })} ${t('round.chosen', { n: choice.chosen.length, extra: choice.extra })}`;
  } else if (computerChoice) {
    chooseEl.textContent = t('round.computerChose', {
      player: playerName(state.players, computerChoice.chooser),
      pits: computerChoice.pits.map((h) => holeLabel(state.game, h)),
    });
  } else chooseEl.textContent = '';
  chooseEl.hidden = !choice && !computerChoice;
  const button = $('btn-next-round');
  button.textContent = t('round.start', { round: next.round });
  button.disabled = (!!choice && choice.chosen.length !== choice.extra) || autoplay.thinking?.kind === 'round';
}

$('btn-next-round').addEventListener('click', async () => {
  const computerPits = autoplay.choice?.pits.length ? autoplay.choice.pits.slice() : null;
  const chosen = choice ? choice.chosen.slice() : computerPits;
  choice = null;
  controller.showChoice(null);
  $('round-panel').hidden = true;
  await controller.nextRound(chosen);
  save();
});

// ---- reacting to the game ------------------------------------------------------------------

controller.addEventListener('change', (e) => {
  const state = controller.state;
  const busy = animator.busy || controller.replaying;
  const sowing = animator.busy && !controller.replaying;
  if (hint && (hint.record !== controller.handle.record() || e.detail.reason !== 'settled')) clearHint();
  renderChips();
  renderMoves($('move-list'), $('record'), state);
  overlay.build(state.board.length);
  overlay.position();
  if (!sowing) overlay.update(state, choice, hint?.byHole);
  if (autoplay.computerToMove(state)) {
    // No rings of light for pits a person may not play.
    animator.view.showLegal = false;
    animator.invalidate();
  }
  updateComputerControls();
  $('pit-layer').setAttribute('aria-label', t('board.label', { game: t(`game.${state.game}`) }));
  $('btn-undo').disabled = !state.canUndo || controller.replaying;
  $('btn-redo').disabled = !state.canRedo || controller.replaying;
  $('btn-replay').textContent = t(controller.replaying ? 'controls.stopReplay' : 'controls.replay');
  $('btn-replay').disabled = !state.plies.length && !controller.replaying;
  updateAnimBar();
  updateRoundPanel();
  if (['settled', 'redo', 'new'].includes(e.detail.reason) && state.status === 'over' && !busy) showEnd();
  if (['undo', 'new'].includes(e.detail.reason)) closeDialog(endDialog);
  save();
});
/** The player chips: scores, whose turn, the computer's seats and its thinking. */
function renderChips() {
  const state = controller.state;
  if (!state) return;
  // While a move is sown, the scores and pit names still show the position before it.
  const sowing = animator.busy && !controller.replaying;
  const shown = sowing ? { ...state, captured: controller.before.captured } : state;
  renderPlayers($('players'), shown, sowing ? controller.mover : null, controller.settings?.seats, autoplay.thinking?.player ?? null);
}

/** The hint button and the "Computer, play" button (shown while the computer waits after an undo). */
function updateComputerControls() {
  const state = controller.state;
  const idle = !!state && !animator.busy && !controller.replaying;
  const hintButton = $('btn-hint');
  hintButton.disabled = !idle || !autoplay.humanToMove(state) || !!hint?.pending;
  hintButton.setAttribute('aria-busy', hint?.pending ? 'true' : 'false');
  const waiting = idle && autoplay.paused && autoplay.computerToMove(state);
  $('btn-computer-play').hidden = !waiting;
  $('computer-paused').hidden = !waiting;
  if (waiting) $('computer-paused').textContent = t('computer.paused', { player: playerName(state.players, state.toMove) });
}

let announcedThinking = null;
autoplay.addEventListener('state', (e) => {
  const { thinking } = e.detail;
  const state = controller.state;
  renderChips();
  updateComputerControls();
  if (state?.status === 'round-over') updateRoundPanel();
  if (thinking && announcedThinking !== thinking) {
    // Once per turn: in the narration line, and politely to screen readers (after the move's summary).
    announcedThinking = thinking;
    const text = t('computer.thinking', { player: playerName(state.players, thinking.player) });
    $('narration').textContent = text;
    announce(text, true);
  }
});
autoplay.addEventListener('decided', (e) => {
  const { player, kind, decision, millis } = e.detail;
  decisions.push({ level: autoplay.seat(player)?.level, kind, millis, hole: decision.hole, rules: controller.state.rules });
  if (kind === 'round') {
    const state = controller.state;
    const text = decision.pits?.length
      ? t('round.computerChose', { player: playerName(state.players, player), pits: decision.pits.map((h) => holeLabel(state.game, h)) })
      : t('announce.roundOver', { result: controller.resultText() });
    $('narration').textContent = text;
    announce(text, true);
  }
});
autoplay.addEventListener('error', (e) => notice(t('computer.failed', { error: e.detail.error?.message ?? e.detail.error })));
window.addEventListener('pagehide', () => autoplay.cancel(true));
window.addEventListener('pageshow', (e) => {
  if (e.persisted) autoplay.schedule();
});

// ---- hints ---------------------------------------------------------------------------------------

let hint = null; // { record, pending, byHole: Map(hole -> { text, best }) }
let hintToken = 0;

async function showHint() {
  const state = controller.state;
  if (!autoplay.humanToMove(state) || animator.busy || controller.replaying) return;
  clearHint();
  const token = ++hintToken;
  const record = controller.handle.record();
  hint = { record, pending: true, byHole: null };
  const panel = $('hint-panel');
  panel.hidden = false;
  panel.replaceChildren(el('p', t('hint.working')));
  updateComputerControls();
  let hints;
  try {
    if (solvable(state.rules)) await computer.prepare(state.rules);
    hints = await computer.hints(record, THINK_MILLIS);
  } catch (e) {
    if (token !== hintToken) return;
    clearHint();
    if (e?.name !== 'Cancelled') notice(t('computer.failed', { error: e?.message ?? e }));
    return;
  }
  if (token !== hintToken || controller.handle.record() !== record) return;
  const mover = state.toMove;
  const other = state.players === 2 ? playerName(2, 1 - mover) : '';
  const exact = hints.some((h) => h.value !== null && h.value !== undefined);
  const bestValue = exact ? Math.max(...hints.map((h) => h.value)) : 0;
  const byHole = new Map();
  const v = animator.view;
  v.hint.fill(0);
  const items = [];
  const ordered = exact ? hints.slice().sort((a, b) => b.value - a.value || a.hole - b.hole) : hints.filter((h) => h.best);
  for (const h of ordered) {
    const hole = holeLabel(state.game, h.hole);
    if (exact) {
      const diff = bestValue - h.value;
      const outcome = t('hint.outcome', { value: h.value, other });
      items.push(t('hint.move', { hole, diff, outcome }));
      byHole.set(h.hole, { best: diff === 0, text: `${t('hint.pit', { diff })}, ${outcome}` });
      v.hint[h.hole] = diff === 0 ? 1 : 2;
      v.hintText[h.hole] = t('hint.badge', { diff });
    } else {
      items.push(t('hint.suggest', { hole }));
      byHole.set(h.hole, { best: true, text: t('hint.pitSuggest') });
      v.hint[h.hole] = 1;
      v.hintText[h.hole] = '';
    }
  }
  animator.invalidate();
  hint = { record, pending: false, byHole };
  const list = document.createElement('ul');
  list.append(...items.map((text) => el('li', text)));
  panel.replaceChildren(el('h2', t('hint.heading', { player: playerName(state.players, mover) })), list);
  if (exact) panel.append(el('p', t('hint.explain', { other }), 'help'));
  overlay.update(controller.state, choice, byHole);
  updateComputerControls();
  announce(items.join(' '));
}

function clearHint() {
  hintToken += 1;
  if (hint?.pending) computer.cancel();
  hint = null;
  animator.view.hint.fill(0);
  animator.invalidate();
  $('hint-panel').hidden = true;
  $('hint-panel').replaceChildren();
}

function el(tag, text, className) {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

controller.addEventListener('narrate', (e) => {
  $('narration').textContent = e.detail.text;
});
controller.addEventListener('announce', (e) => announce(e.detail.text));
controller.addEventListener('illegal', (e) => {
  notice(e.detail.text);
});
animator.hooks.onIdle = () => updateAnimBar();

function showEnd() {
  if (kiosk?.attracting) return;
  const state = controller.state;
  $('end-result').textContent = controller.resultText();
  const reason = state.matchTarget && state.next?.matchWinner !== null && state.next?.matchWinner !== undefined ? 'match' : state.endReason;
  $('end-reason').textContent = reason ? t(`end.reason.${reason}`) : '';
  if (!endDialog.open) endDialog.showModal();
}

let announceTimer = 0;
let announcePending = null;
/** Says `text` in the live region; with `append`, after words not yet out (a move's summary). */
function announce(text, append = false) {
  const region = $('announcer');
  if (append && announcePending) text = `${announcePending} ${text}`;
  // Clear first so the same words are read again.
  region.textContent = '';
  clearTimeout(announceTimer);
  announcePending = text;
  announceTimer = setTimeout(() => {
    announcePending = null;
    region.textContent = text;
  }, 60);
}

let noticeTimer = 0;
function notice(text, sticky = false) {
  const box = $('notice');
  box.textContent = text;
  box.hidden = false;
  announce(text);
  clearTimeout(noticeTimer);
  if (!sticky) noticeTimer = setTimeout(() => (box.hidden = true), 5000);
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
updateAnimBar();

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

// For the end-to-end tests: the engine's state and a promise for the end of an animation.
window.__mancala = {
  state: () => controller.state,
  idle: () => animator.idle(),
  busy: () => animator.busy || controller.replaying,
  thinking: () => autoplay.thinking,
  computerThread: () => computer.thread,
  decisions: () => decisions.slice(),
  drawn: () => ({
    board: model.pits.map((p) => p.length),
    captured: model.stores.slice(0, model.players).map((s) => s.length),
    hand: model.hand.length,
    flying: animator.view.flightCount,
  }),
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
document.documentElement.dataset.ready = 'true';
