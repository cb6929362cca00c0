// The page: loads the engine, builds a board session (www/game/board-session.js)
// and the page around it (start screen, control bars, move list, dialogs,
// kiosk), and keeps the save up to date.

import init, { GameHandle, engineVersion, normalizeRules, recordProblem, setupPosition } from '../../pkg/mancala-web.js';
import { SPEEDS } from '../board/animator.js';
import { BoardSession } from '../game/board-session.js';
import { rulesHeader, sanitizeSettings } from '../game/game-controller.js';
import { applyLanguage, language, onLanguageChange, plainText, t, translatePage } from '../i18n/messages.js';
import { reasonText } from '../i18n/reasons.js';
import { Notices } from '../game/notices.js';
import { renderHintPanel, renderRoundPanel } from '../game/panels.js';
import { SaveWatch, loadSave, migrateVersion1, restorePlan } from './storage.js';
import { GAME_PREFIX, GamesStore, browserStorage, newGameId } from './games-store.js';
import { TabGame } from './tab-game.js';
import { GameKeeper } from './keeping.js';
import { showGameName } from './game-name.js';
import { MoveList, StartScreen, printRulesWhenOpen } from './ui.js';
import { applyPageOptions, connectParent } from '../embed/embed.js';
import { pageOptions, switchAsked, takePairCode } from '../game/params.js';
import { rememberSound, rememberedSound } from '../board/sound.js';
import { openStudy } from '../study/record-link.js';
import { RecordTools } from '../study/record-tools.js';
import { MoveBrowser } from '../study/browse.js';
import { solvable } from '../game/autoplay.js';

const $ = (id) => document.getElementById(id);
/**
 * Made on first use (`make` imports its module then: a first visit does not need it), once;
 * if the module cannot be fetched (offline before the service worker stored it), the person is
 * told, this use gives null, and the next one tries again. `.current` is the part once made
 * (null before), for what must not make it, such as a change of language.
 */
function later(make) {
  let made = null;
  const get = () =>
    (made ??= whileOneVersion(make).then(
      (part) => (get.current = part),
      (e) => {
        made = null;
        return partFailed(e);
      },
    ));
  get.current = null;
  return get;
}

/**
 * `make()`, unless another tab has taken a newer version of the page (www/page/pwa.js): then a
 * part fetched now would be of the other version, and the person is asked to reload instead.
 */
function whileOneVersion(make) {
  if (document.documentElement.dataset.versionChanged !== 'true') return make();
  return Promise.reject(Object.assign(new Error('another version of the page took over'), { versionChanged: true }));
}

/** A part of the page that could not be fetched: the person is told; null stands for it. */
function partFailed(e) {
  // The browser's words for the failure are English: they go to the console only.
  console.warn(e);
  notice(t(e?.versionChanged ? 'pwa.otherTab' : 'app.partFailed'));
  return null;
}

// URL options (iframe embedding, kiosk): see www/game/params.js and docs/embedding.md.
const options = pageOptions();
applyPageOptions(document.documentElement, options);
let kiosk = null;

// The catalogue is loaded when messages.js has been imported: the page speaks it from the start.
applyLanguage(document.documentElement);
translatePage(document);
document.title = plainText('app.title');
document.querySelector('meta[name="description"]')?.setAttribute('content', plainText('app.description'));

try {
  await init();
} catch (e) {
  // Offline in a frame the service worker cannot serve (a sandboxed iframe): say so in the frame.
  const text = navigator.onLine === false ? t('app.offline') : t('app.failed');
  $('engine-version').textContent = text;
  $('narration').textContent = text;
  $('game-screen').removeAttribute('aria-busy');
  throw e;
}
$('engine-version').textContent = t('app.engine', { version: engineVersion() });

const session = new BoardSession(
  { GameHandle, normalizeRules },
  { canvas: $('board'), wrap: $('board-wrap'), layer: $('pit-layer'), players: $('players'), standing: $('standing') },
  { blocked: () => !!kiosk?.attracting || start.open || session.browsing },
);
const { controller, animator, autoplay, computer } = session;
const notices = new Notices($('notice'), $('announcer'));
const notice = (text, sticky) => notices.notice(text, sticky);
// `sound` only once the player chose (a saved preference is a boolean; until then the page decides).
const prefs = { speed: 'normal', showCounts: true };
const moves = new MoveList($('move-list'), $('record'), session);

// ---- starting games --------------------------------------------------------------------

/** A first visit: a game against the computer, ready to play. */
const FIRST_VISIT = sanitizeSettings({ seats: [{ kind: 'human' }, { kind: 'computer', level: 'intermediate' }] });

const start = new StartScreen($('start-screen'), {
  check(settings) {
    try {
      // Same header as the controller builds; the engine has the last word.
      controller.engine.normalizeRules(rulesHeader(settings));
      return null;
    } catch (e) {
      return reasonText(e);
    }
  },
  onStart(settings) {
    start.hide();
    replaceGame(() => controller.newGame(settings));
  },
  onCancel: showGame,
});

/** Opens the settings sheet over the board. */
function showStart() {
  start.show(controller.settings ?? FIRST_VISIT, !!controller.state);
  $('start-screen').querySelector('input:checked')?.focus();
}

/** Back to the board: the sheet closes, the board is measured, the computer may move. */
function showGame() {
  start.hide();
  session.measureNow();
  autoplay.schedule();
}

/** After a start: the players, the board and whose turn in view, focus on a playable pit. */
function focusBoard() {
  showGame();
  $('players').scrollIntoView({ block: 'nearest' });
  $('board-wrap').scrollIntoView({ block: 'nearest' });
  const s = controller.state;
  const hole = s.legal.length && autoplay.humanToMove(s) ? s.legal[0] : 0;
  session.overlay.focus(hole, { preventScroll: true });
}

// Every game is kept (www/page/keeping.js): a kiosk keeps nothing of its visitors' games.
const store = new GamesStore(options.kiosk ? null : browserStorage('localStorage'));
const tab = options.kiosk ? new TabGame(null, null) : new TabGame(browserStorage('sessionStorage'), navigator.locks ?? null);
const keeper = new GameKeeper(session, store, tab, {
  prefs: () => prefs,
  browsed: () => (browser.active ? browser.at : null),
  blocked: () => !!session.intercept,
  saved: (ok) => saveWatch.saved(ok),
  offerBack,
  notice: (text) => notice(text),
});
let putAside = null; // the id of the game a new one put aside, while the notice offers it back
let putAsideTimer = 0;

/** Starts another game with `begin()`; the game in progress stays among the player's games. */
function replaceGame(begin) {
  closeDialog(endDialog);
  begin();
  save();
  focusBoard();
}

/** Says that the game `id` was put aside, with a button that brings it back (for 20 s; it stays in Your games). */
function offerBack(id) {
  putAside = id;
  clearTimeout(putAsideTimer);
  $('discarded').hidden = !id;
  if (!id) return;
  $('discarded-text').textContent = t('discarded.text');
  notices.announce(t('discarded.text'));
  putAsideTimer = setTimeout(() => offerBack(null), 20_000);
}

$('btn-discarded-back').addEventListener('click', async () => {
  const id = putAside;
  offerBack(null);
  if (id && (await resumeGame(id))) notices.announce(t('discarded.restored'));
});

/**
 * Brings the saved game `id` back to the board, exactly as it was left (its redo too); false
 * when it cannot be (another tab plays it, or it no longer reads).
 */
async function resumeGame(id) {
  const game = store.get(id);
  if (!game?.entry) return false;
  const plan = restorePlan({ save: { ...game.entry, prefs: {} }, dropped: [] }, controller.engine, { sanitize: sanitizeSettings, header: rulesHeader, speeds: SPEEDS });
  if (plan.record === null) {
    notice(plan.notes.map(([key, params]) => t(key, params)));
    return false;
  }
  let restored = true;
  const back = await keeper.bringBack(id, () => {
    try {
      controller.restore(plan.settings, plan.record, plan.redo);
    } catch {
      controller.restore(plan.settings, plan.record);
      restored = false;
    }
  });
  if (!back) return false;
  closeDialog(endDialog);
  if (!restored) notice(t('games.redoLost'));
  focusBoard();
  lookBackTo(game.entry.browse);
  return true;
}

// The quick switches over the board: another game, or the other kind of opponent, in one tap.
$('quick-game').addEventListener('change', (e) => {
  replaceGame(() => controller.newGame(sanitizeSettings({ ...controller.settings, game: e.target.value })));
});
$('quick-opponent').addEventListener('change', (e) => {
  const settings = structuredClone(controller.settings);
  const computer = e.target.value === 'computer';
  settings.seats = settings.seats.map((seat, p) => ({ kind: computer && p > 0 ? 'computer' : 'human', level: seat.level }));
  replaceGame(() => controller.newGame(settings));
});

/** The quick switches show the game on the board. */
function showQuick() {
  const settings = controller.settings;
  if (!settings) return;
  for (const input of $('quick-game').querySelectorAll('input')) input.checked = input.value === settings.game;
  showBackgroundButton();
  const seats = settings.seats.slice(0, settings.players);
  const computer = seats.some((seat) => seat.kind === 'computer');
  const human = seats.some((seat) => seat.kind === 'human');
  for (const input of $('quick-opponent').querySelectorAll('input')) {
    input.checked = computer && human ? input.value === 'computer' : !computer && input.value === 'human';
  }
}

// ---- controls --------------------------------------------------------------------------

const speedGroup = $('speed-group');
speedGroup.addEventListener('change', (e) => {
  prefs.speed = e.target.value;
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
  prefs.showCounts = e.target.checked;
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

const endDialog = $('end-dialog');
$('btn-end-rematch').addEventListener('click', rematch);
$('btn-end-new').addEventListener('click', () => {
  closeDialog(endDialog);
  showStart();
});
// Until the engine has loaded, the controls look and are disabled (index.html); now they act.
for (const id of ['btn-new', 'btn-games', 'btn-pair', 'btn-rematch', 'chk-counts', 'btn-sound', 'btn-share', 'btn-copy-record', 'btn-download', 'btn-import', 'btn-editor', 'btn-learn']) $(id).disabled = false;
for (const id of ['quick-game', 'quick-opponent', 'btn-background']) $(id).disabled = false;
showBackgroundButton();
$('game-screen').removeAttribute('aria-busy');
$('btn-end-close').addEventListener('click', () => closeDialog(endDialog));

const rulesDialog = $('rules-dialog');
/** The state the rules panel describes: the game on the board, or the one the settings sheet shows. */
const rulesState = () => controller.state ?? { game: start.settings.game, players: start.settings.players, rules: '', matchTarget: null };
// The how-to's drawings (www/study/howto.js), loaded when the rules are first opened; without them
// (the module could not be fetched) the steps are shown in words alone.
const howtoPart = later(() => import('../study/howto.js'));
const howtoDrawing = (part) => part && ((game, index) => part.stepDrawing({ GameHandle }, game, index));
// The rules' words and diagram (www/page/rules-view.js), loaded when the rules are first opened.
const rulesView = later(() => import('./rules-view.js'));
/** Fills the rules panel, once its module is in, with `drawStep`'s drawings when given. */
const fillRules = (drawStep) => rulesView.current?.fillRules(rulesDialog, rulesState(), drawStep);
$('btn-rules').addEventListener('click', async () => {
  // The rules open once their words are in, with the steps in words; the first time, the
  // drawings join the steps once their module is in (a slow network must not hold the rules back).
  if (!(await rulesView())) return;
  fillRules(howtoDrawing(howtoPart.current));
  if (!rulesDialog.open) rulesDialog.showModal();
  // Focus the heading from here, not with an autofocus attribute: in a
  // cross-origin iframe Chrome blocks page-load autofocus with a console error.
  $('rules-heading').focus();
  if (!howtoPart.current) {
    howtoPart().then((part) => {
      if (part && rulesDialog.open) fillRules(howtoDrawing(part));
    });
  }
});
$('btn-rules-close').addEventListener('click', () => closeDialog(rulesDialog));
$('btn-rules-print').addEventListener('click', () => window.print());
printRulesWhenOpen(rulesDialog);

// Where the game comes from, a view of its own (www/background/), loaded when first
// opened, from the rules panel or the button by the game's name. A host can hide it
// (?background=off); ?view=background opens on it.
const backgroundDialog = $('background-dialog');
const backgroundOffered = new URLSearchParams(location.search).get('background') !== 'off';
const backgroundView = later(() => import('../background/view.js'));
let backgroundGame = null;
async function showBackground(game, { focus = true } = {}) {
  const view = await backgroundView();
  if (!view) return;
  try {
    await view.addStylesheet(document.head);
    await view.renderBackground($('background-body'), game, { links: view.linksAllowed({ kiosk: !!options.kiosk }) });
  } catch (e) {
    partFailed(e); // its words for this language could not be fetched
    return;
  }
  backgroundGame = game;
  $('btn-background-leaflet').textContent = await view.word('leaflet.open');
  // Printing is for a page of its own: not a kiosk's visitor, nor a sandboxed frame (no dialogs there).
  $('btn-background-leaflet').hidden = !view.linksAllowed({ kiosk: !!options.kiosk });
  if (!backgroundDialog.open) backgroundDialog.showModal();
  if (focus) $('background-heading').focus();
}
/** The button by the game's name names the game on the board. */
function showBackgroundButton() {
  const game = controller.settings?.game ?? start.settings.game;
  $('btn-background').textContent = t('background.open', { game: t(`game.${game}`) });
}
for (const id of ['btn-background', 'btn-rules-background']) $(id).hidden = !backgroundOffered;
// A kiosk keeps its few large controls: there the background is one tap away in the rules.
if (options.kiosk) $('btn-background').hidden = true;
$('btn-background').addEventListener('click', () => showBackground(controller.settings?.game ?? start.settings.game));
$('btn-rules-background').addEventListener('click', () => showBackground(rulesState().game));
$('btn-background-close').addEventListener('click', () => closeDialog(backgroundDialog));
$('btn-background-leaflet').addEventListener('click', () => showLeaflet(backgroundGame, { print: true }));

// The game's printable leaflet (www/background/leaflet.js): printed from the Background view, or
// shown alone on the page by ?view=leaflet (to print, or for a test's PDF).
const leafletPart = later(() => import('../background/leaflet.js'));
async function showLeaflet(game, { print = false } = {}) {
  const [part, view] = [await leafletPart(), await backgroundView()];
  if (!part || !view) return;
  try {
    await Promise.all([view.addStylesheet(document.head), view.addStylesheet(document.head, part.LEAFLET_STYLESHEET)]);
    const leaflet = await part.buildLeaflet(game, { lang: language() });
    $('leaflet')?.remove();
    $('app').append(leaflet);
  } catch (e) {
    partFailed(e);
    return;
  }
  document.documentElement.dataset.leaflet = print ? 'print' : 'view';
  if (print) window.print();
}
// A leaflet printed from the Background view goes once printed; one asked for by the address stays.
window.addEventListener('afterprint', () => {
  if (document.documentElement.dataset.leaflet !== 'print') return;
  delete document.documentElement.dataset.leaflet;
  $('leaflet')?.remove();
});

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
  if (!roundWasShown && !$('round-panel').hidden && !kiosk?.attracting) {
    requestAnimationFrame(() => {
      if ($('round-panel').hidden) return;
      if (!$('btn-next-round').disabled) $('btn-next-round').focus({ preventScroll: true });
      $('round-panel').scrollIntoView({ block: 'nearest' });
    });
  }
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
  if (reason === 'new') showQuick();
  if (reason === 'move' && putAside) offerBack(null);
  if (['settled', 'redo', 'new'].includes(reason) && state.status === 'over' && !busy && !session.intercept) showEnd();
  if (['undo', 'new'].includes(reason)) closeDialog(endDialog);
  save();
});
// Looking back through the moves: after the move list is drawn, it marks the one shown.
const browser = new MoveBrowser(
  session,
  {
    list: $('move-list'),
    moves,
    bar: $('browse-bar'),
    status: $('browse-status'),
    first: $('btn-browse-first'),
    back: $('btn-browse-back'),
    forward: $('btn-browse-forward'),
    last: $('btn-browse-last'),
    replay: $('btn-browse-replay'),
    branch: $('btn-browse-branch'),
    dialog: $('branch-dialog'),
    dialogText: $('branch-text'),
    confirm: $('btn-branch-confirm'),
    cancel: $('btn-branch-cancel'),
  },
  // The position looked back at is kept with the game (save), and shown again when it comes back.
  { announce: (text) => notices.announce(text), branched: () => save(), looked: () => save() },
);
/** Shows again the earlier position a saved game was left at (`plies`, when it is one). */
function lookBackTo(plies) {
  if (Number.isInteger(plies) && plies >= 0 && plies < (controller.state?.plies.length ?? 0)) browser.show(plies);
}
// The review chart of a game; a point shows its position on the board.
const reviewChart = later(async () => {
  const { ReviewChart } = await import('../study/review-chart.js');
  return new ReviewChart(
    { panel: $('review-panel'), chart: $('review-chart'), status: $('review-status'), list: $('review-list'), close: $('btn-review-close') },
    { engine: controller.engine, computer, solvable, show: (plies, best) => browser.show(plies, best), announce: (text) => notices.announce(text) },
  );
});
$('btn-review').addEventListener('click', async () => (await reviewChart())?.open(controller.state));
$('btn-end-review').addEventListener('click', async () => {
  closeDialog(endDialog);
  (await reviewChart())?.open(controller.state);
  $('review-panel').scrollIntoView({ block: 'nearest' });
});
session.addEventListener('update', (e) => {
  $('btn-review').disabled = !controller.state?.plies.length;
  // A new game or another line: the review was of another game.
  if (['new', 'move', 'undo', 'redo', 'round'].includes(e.detail.reason)) reviewChart.current?.hide();
});

session.addEventListener('narrate', (e) => {
  $('narration').textContent = e.detail.text;
});
session.addEventListener('summary', (e) => {
  $('summary').textContent = e.detail.text;
});
session.addEventListener('announce', (e) => notices.announce(e.detail.text, e.detail.append));
session.addEventListener('notice', (e) => notice(e.detail.text));
session.addEventListener('hint', (e) => renderHintPanel($('hint-panel'), e.detail.hint));
showGameName($('game-name'), session);
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
  keeper.save();
}

// ---- start up --------------------------------------------------------------------------------

/** The query of a link that sets the game up (its game, a record or a position), or null. */
const link = options.settings || options.record !== null || options.position !== null ? location.search : null;
const remembered = tab.remembered();
// After a reload, the tab's own game (unless a link asks for another); a new tab goes on with
// the latest game in progress that no other tab plays (not a frame: its host chose its game).
let startId = remembered && (link === null || remembered.link === link) ? remembered.id : null;
if (!remembered && link === null && window.parent === window) {
  for (const game of store.list()) {
    if (game.entry && !game.entry.over && !(await tab.heldElsewhere(game.id))) {
      startId = game.id;
      break;
    }
  }
}
const loaded = options.kiosk ? { save: null, dropped: [], old: null } : loadSave(store, startId);
const plan = restorePlan(loaded, controller.engine, { sanitize: sanitizeSettings, header: rulesHeader, speeds: SPEEDS });
// Version 1's one save becomes a game of the list, and the game on the board.
if (loaded.old) {
  const migrated = migrateVersion1(store, loaded, plan);
  startId = migrated.id;
  if (migrated.keptAside) plan.notes.push(['save.keptAside', {}]);
}
// In a frame, storage refused is the host's choice: not a thing to tell its visitors.
if (window.parent !== window) plan.notes = plan.notes.filter(([key]) => key !== 'save.unavailable');
// Told once when saving fails, again only after a save has worked.
const saveWatch = new SaveWatch(() => notice(t('save.failed'), true));
saveWatch.failing = !!loaded.readOnly && store.available;
Object.assign(prefs, plan.prefs);
let restored = false;
if (plan.record !== null) {
  try {
    const restore = () => controller.restore(plan.settings, plan.record, plan.redo);
    if (startId) await keeper.startWith(startId, restore, remembered?.link ?? null);
    else restore();
    restored = true;
  } catch (e) {
    plan.notes.push(['save.unreadable', { error: reasonText(e) }]);
  }
}
// A game that could not be read stays where it is (or, version 1's, among the games): where to find it.
const unread = ['save.dropped.save', 'save.dropped.older-version', 'save.unreadable'];
if (store.available && plan.notes.some(([key]) => unread.includes(key)) && !plan.notes.some(([key]) => key === 'save.keptAside')) plan.notes.push(['save.keptAside', {}]);
// What start-up could not use (the save's parts, the URL's options, then its game), said together.
const startNotes = plan.notes.map(([key, params]) => t(key, params));
if (options.ignored.length) startNotes.push(t('options.ignored', { names: options.ignored }));
if (options.speed) prefs.speed = options.speed;
animator.setSpeed(prefs.speed);
animator.view.showCounts = prefs.showCounts !== false;
$('chk-counts').checked = animator.view.showCounts;
showSpeed();
showSound();
updateControls();

/**
 * A game set up by the URL; with controls=minimal the default game; else the
 * settings of the last game (whose record could not be read), or a first visit's.
 */
function startFresh() {
  const settings = options.settings ?? (options.controls === 'minimal' ? sanitizeSettings({}) : plan.settings ?? FIRST_VISIT);
  controller.newGame(settings);
  // A reload of the same link brings this game back, once it has a move.
  if (options.settings) keeper.link = link;
  showGame();
}

if (restored) showGame();
else startFresh();
if (restored) lookBackTo(loaded.save?.browse);

// ---- shared games ---------------------------------------------------------------

/** Shows `sentences` until the person plays on or opens another game. */
function noticeUntilPlay(sentences) {
  notice(sentences, true);
  const hide = (e) => {
    if (!['move', 'undo', 'new', 'round'].includes(e.detail.reason)) return;
    notices.hide();
    session.removeEventListener('update', hide);
  };
  session.addEventListener('update', hide);
}

/**
 * Opens a record or a position (from `fromLink`, the query of a link, when one opened it); a
 * game in progress stays among the player's games. What was wrong with it is said after
 * `earlier` sentences (start-up's).
 */
function openShared(study, seats, earlier = [], fromLink = null) {
  const result = openStudy(controller, recordProblem, study, seats);
  const sentences = result.message ? [...earlier, result.message] : earlier;
  if (sentences.length) noticeUntilPlay(sentences);
  if (!result.opened) return;
  keeper.keepOpened(fromLink);
  closeDialog(endDialog);
  save();
  focusBoard();
}

new RecordTools(
  {
    share: $('btn-share'),
    copy: $('btn-copy-record'),
    download: $('btn-download'),
    import: $('btn-import'),
    status: $('study-status'),
    manual: $('study-manual'),
    dialog: $('import-dialog'),
    text: $('import-text'),
    file: $('import-file'),
    error: $('import-error'),
    open: $('btn-import-open'),
    cancel: $('btn-import-cancel'),
  },
  {
    game: () => ({ state: controller.state, settings: controller.settings }),
    recordProblem,
    open: (study) => openShared(study, controller.settings?.seats),
    announce: (text) => notices.announce(text),
  },
);

const editor = later(async () => {
  const { PositionEditor } = await import('../study/editor.js');
  return new PositionEditor($('editor-dialog'), { GameHandle, normalizeRules, setupPosition }, {
    play: (notation, seats) => openShared({ kind: 'position', text: notation }, seats),
    announce: (text) => notices.announce(text),
  });
});
$('btn-editor').addEventListener('click', async () => (await editor())?.open(controller.state));

// Learn mode: lessons on the board; the game on it comes back after.
const lessons = later(async () => {
  const { Lessons } = await import('../study/lessons.js');
  return new Lessons($('learn-panel'), session, {
    open(lesson, seats) {
      closeDialog(endDialog);
      reviewChart.current?.hide();
      openStudy(controller, recordProblem, { kind: 'position', text: lesson.position }, seats);
    },
    async restore(previous) {
      // The tab's saved game, redo and all; a game not yet kept, from what the lessons held.
      if (lessonReturn && (await resumeGame(lessonReturn))) return;
      controller.restore(previous.settings, previous.record);
      save();
      focusBoard();
    },
    announce: (text, append) => notices.announce(text, append),
    focusBoard,
  });
});
// The player's games (www/page/games-view.js), loaded when first opened.
const gamesView = later(async () => {
  const { GamesView } = await import('./games-view.js');
  return new GamesView($('games-dialog'), store, {
    engine: controller.engine,
    currentId: () => keeper.id,
    heldElsewhere: (id) => tab.heldElsewhere(id),
    async resume(id) {
      if (await resumeGame(id)) closeDialog($('games-dialog'));
    },
    importGame: (entry, played) => store.write(newGameId(), entry, played ?? Date.now()),
    announce: (text) => notices.announce(text),
  });
});
$('btn-games').hidden = !store.available;
$('btn-games').addEventListener('click', async () => (await gamesView())?.show());
// Another tab changed the games: the list shows it. One that wrote this tab's game (only a
// browser without Web Locks lets it) gets it; this tab goes on under a new id.
window.addEventListener('storage', (e) => {
  if (e.key !== null && !e.key.startsWith(GAME_PREFIX)) return;
  if (gamesView.current?.open) gamesView.current.render();
  if (keeper.id && e.key === GAME_PREFIX + keeper.id && e.newValue !== null) keeper.splitOff();
});

let lessonReturn = null; // the saved game Learn mode gives the board back to
$('btn-learn').addEventListener('click', async () => {
  const part = await lessons();
  if (part && !part.active) lessonReturn = keeper.id;
  part?.show();
  $('learn-panel').scrollIntoView({ block: 'nearest' });
});

// A friend on another device: not in a kiosk; the module comes when first used, or
// at once for an invitation or an answer in the URL's fragment (which no server sees).
const pair = later(async () => {
  const { PairUi } = await import('../pair/pair-ui.js');
  return new PairUi(
    { dialog: $('pair-dialog'), bar: $('pair-bar'), root: document },
    { session, announce: (text) => notices.announce(text), notice, save, focusBoard },
    { iceText: options.ice },
  );
});
$('btn-pair').hidden = options.kiosk;
$('btn-pair').addEventListener('click', async () => (await pair())?.open());
/** An invitation or an answer in the fragment (a link opened, here or in this tab), read once. */
function readPairFragment() {
  const found = options.kiosk ? null : takePairCode();
  if (found) pair().then((part) => part?.openLinked(found));
}
readPairFragment();
window.addEventListener('hashchange', readPairFragment);

// A link's record or position opens over the save (which can be brought back).
const linked = options.record !== null ? { kind: 'record', text: options.record } : options.position !== null ? { kind: 'position', text: options.position } : null;
// A reload of the link that opened this tab's game brings that game back, moves and all.
if (linked && !(restored && link !== null)) openShared(linked, options.settings?.seats, startNotes, link);
else if (startNotes.length) noticeUntilPlay(startNotes);
// A link opened in a tab that had a game in progress: that game is one tap away, as after a switch.
const before = link !== null && remembered?.id && remembered.id !== keeper.id ? store.get(remembered.id) : null;
if (before?.entry && !before.entry.over) offerBack(before.id);

connectParent(controller);
// Kiosk mode's module; if it cannot be fetched, the page stays an ordinary one (and says so).
const kioskPart = options.kiosk ? await import('../embed/kiosk.js').catch(partFailed) : null;
if (kioskPart) {
  const { Kiosk, computerMatches, kioskLanguages, sampleReplays } = kioskPart;
  kiosk = new Kiosk({
    controller,
    animator,
    idleSeconds: options.kioskIdle,
    // Computer against computer; the stored sample games if the computer cannot answer.
    source: computerMatches(computer),
    fallback: sampleReplays(controller.engine),
    speed: options.speed ?? 'normal',
    languages: kioskLanguages(new URLSearchParams(location.search).get('kiosk-languages')),
    onNewGame: rematch,
    onReset() {
      closeDialog(endDialog);
      closeDialog(rulesDialog);
      closeDialog(backgroundDialog);
      showGame();
    },
    onFresh() {
      closeDialog(endDialog);
      animator.setSpeed(prefs.speed);
      startFresh();
      focusBoard();
    },
  });
  await kiosk.start();
}

// Another language from the menu (www/i18n/menu.js): every word on the page again in it, in
// place. The game, the position browsed, and the panels and dialogs open stay as they are.
onLanguageChange(() => {
  applyLanguage(document.documentElement);
  translatePage(document);
  document.title = plainText('app.title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', plainText('app.description'));
  $('engine-version').textContent = t('app.engine', { version: engineVersion() });
  // Passing messages were said in the other language; they go.
  notices.hide();
  $('study-status').hidden = true;
  if (putAside) $('discarded-text').textContent = t('discarded.text');
  moves.retranslate();
  session.retranslate();
  if (browser.active) browser.show(browser.at);
  if (endDialog.open) showEnd();
  if (rulesDialog.open) fillRules(howtoDrawing(howtoPart.current));
  showBackgroundButton();
  if (backgroundDialog.open) showBackground(backgroundGame, { focus: false });
  if (document.documentElement.dataset.leaflet === 'view') showLeaflet(leafletGame);
  if (start.open) start.render();
  reviewChart.current?.retranslate();
  showSoundWord();
  if ($('editor-dialog').open) editor.current?.retranslate();
  lessons.current?.retranslate();
  $('import-error').hidden = true;
  pair.current?.retranslate();
  if (gamesView.current?.open) gamesView.current.render();
});

const askedView = new URLSearchParams(location.search).get('view');
const leafletGame = controller.settings?.game ?? start.settings.game;
if (backgroundOffered && askedView === 'background') await showBackground(leafletGame);
if (backgroundOffered && askedView === 'leaflet') await showLeaflet(leafletGame);
if (askedView === 'kiosk-launch') await import('../embed/kiosk-launch.js').then((part) => part.showKioskLaunch(leafletGame)).catch(partFailed);

document.documentElement.dataset.ready = 'true';
