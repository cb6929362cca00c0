// The page: loads the engine, builds a board session (www/game/board-session.js)
// and the page around it (start screen, control bars, move list, dialogs,
// kiosk), and keeps the save up to date.

import init, { GameHandle, describeRules, engineVersion, normalizeRules } from '../../pkg/mancala-web.js';
import { SPEEDS } from '../board/animator.js';
import { BoardSession } from '../game/board-session.js';
import { DEFAULT_SETTINGS, rulesHeader, sanitizeSettings } from '../game/game-controller.js';
import { applyLanguage, onLanguageChange, plainText, t, translatePage } from '../i18n/messages.js';
import { reasonText } from '../i18n/reasons.js';
import { Notices } from '../game/notices.js';
import { keepNoticesClear } from './notice-room.js';
import { renderHintPanel } from '../game/panels.js';
import { SaveWatch, loadSave, migrateVersion1, restorePlan } from './storage.js';
import { GamesStore } from './games-store.js';
import { browserStorage } from '../board/dom.js';
import { TabGame } from './tab-game.js';
import { GameKeeper } from './keeping.js';
import { showGameName } from './game-name.js';
import { MoveList } from './move-list.js';
import { applyPageOptions, connectParent } from '../embed/embed.js';
import { pageOptions, settleVariants, takePairCode } from '../game/params.js';
import { aboutDialogs } from './about-dialogs.js';
import { gameButtons } from './game-buttons.js';
import { gameTools } from './game-tools.js';
import { nextTask, whenIdle } from '../game/autoplay.js';

/**
 * The page's element with `id`, typed as its use asks (as querySelector is): index.html has each.
 * @template {HTMLElement} [E=HTMLElement]
 * @param {string} id
 * @returns {E}
 */
const $ = (id) => /** @type {E} */ (document.getElementById(id));
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

/** `make()`, unless another tab took a newer version of the page (www/page/pwa.js): then reload instead. */
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
  $('engine-version').textContent = $('narration').textContent = text;
  $('game-screen').removeAttribute('aria-busy');
  throw e;
}
$('engine-version').textContent = t('app.engine', { version: engineVersion() });

const session = new BoardSession(
  { GameHandle, normalizeRules, describeRules },
  { canvas: $('board'), wrap: $('board-wrap'), layer: $('pit-layer'), players: $('players'), standing: $('standing') },
  { blocked: () => !!kiosk?.attracting || !!start.current?.open || session.browsing || session.watching },
);
const { controller, animator, autoplay } = session;
settleVariants(options);
const notices = new Notices($('notice'), $('announcer'));
keepNoticesClear(/** @type {HTMLElement} */ (document.querySelector('.toasts')));
const notice = (text, sticky) => notices.notice(text, sticky);
// `sound` only once the player chose (a saved preference is a boolean; until then the page decides).
const prefs = { speed: 'normal', showCounts: true };
const moves = new MoveList($('move-list'), $('record'), session);

// ---- starting games --------------------------------------------------------------------

/** A first visit: a game against the computer, ready to play. */
const FIRST_VISIT = sanitizeSettings({ seats: [{ kind: 'human' }, { kind: 'computer', level: 'intermediate' }] });

// The settings sheet (www/page/start-screen.js): made when first opened, as a first visit plays at
// once; its module is fetched when idle (quietly: a failure is told on opening).
whenIdle(() => import('./start-screen.js').catch(() => {}));
const start = later(async () => new (await import('./start-screen.js')).StartScreen($('start-screen'), {
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
    start.current?.hide();
    replaceGame(() => controller.newGame(settings));
  },
  onCancel: showGame,
}));
/** The settings the sheet shows (before it was ever opened, the defaults it opens on). */
const sheetSettings = () => start.current?.settings ?? DEFAULT_SETTINGS;

/** Opens the settings sheet over the board. */
async function showStart() {
  (await start())?.show(controller.settings ?? FIRST_VISIT, !!controller.state);
  /** @type {HTMLInputElement | null} */ ($('start-screen').querySelector('input:checked'))?.focus();
}

/** Back to the board: the sheet closes, the board is measured, the computer may move. */
function showGame() {
  start.current?.hide();
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

// Every game is kept (www/page/keeping.js): a kiosk keeps its visitor's in memory only, until the next visitor.
const store = options.kiosk ? GamesStore.inMemory() : new GamesStore(browserStorage('localStorage'));
const tab = options.kiosk ? new TabGame(null, null) : new TabGame(browserStorage('sessionStorage'), navigator.locks ?? null);
const keeper = new GameKeeper(session, store, tab, {
  prefs: () => prefs,
  browsed: () => (browser.current?.active ? browser.current.at : null),
  blocked: () => !!session.intercept || !!kiosk?.attracting,
  saved: (ok) => saveWatch.saved(ok),
  offerBack,
  notice: (text) => notice(text),
});
let putAside = null; // the id of the game a new one put aside, while the notice offers it back
let putAsideTimer = 0;
const PUT_ASIDE_WORDS = options.kiosk ? 'discarded.kiosk' : 'discarded.text'; // a kiosk has no Your games

/** Starts another game with `begin()`; the game in progress stays among the player's games. */
function replaceGame(begin) {
  closeDialog(endDialog);
  begin();
  save();
  focusBoard();
}

/** Says that the game `id` was put aside, with a button that brings it back (for 20 s; it stays in Your games, a kiosk's in memory). */
function offerBack(id) {
  putAside = id;
  clearTimeout(putAsideTimer);
  $('discarded').hidden = !id;
  if (!id) return;
  notices.announce(($('discarded-text').textContent = t(PUT_ASIDE_WORDS)));
  putAsideTimer = setTimeout(() => offerBack(null), 20_000);
}

$('btn-discarded-close').addEventListener('click', () => offerBack(null));
$('btn-discarded-back').addEventListener('click', async () => {
  const id = putAside;
  offerBack(null);
  if (id && (await resumeGame(id))) notices.announce(t('discarded.restored'));
});

/** Brings the saved game `id` back exactly as it was left (redo too); false when another tab plays it or it no longer reads. */
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
  const game = /** @type {HTMLInputElement} */ (e.target).value;
  replaceGame(() => controller.newGame(sanitizeSettings({ ...controller.settings, game })));
});
$('quick-opponent').addEventListener('change', (e) => {
  const settings = structuredClone(controller.settings);
  const computer = /** @type {HTMLInputElement} */ (e.target).value === 'computer';
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

const { rulesDialog, howtoPart, howtoDrawing, fillRules, backgroundDialog, backgroundOffered, showBackground, showBackgroundButton, showLeaflet, shownBackground } = aboutDialogs({
  controller,
  sheetSettings,
  options,
  later,
  partFailed,
  closeDialog,
});

// ---- controls --------------------------------------------------------------------------

const { endDialog, rematch, showSound, showSoundWord, showSpeed, updateControls } = gameButtons(session, {
  options,
  prefs,
  save,
  showStart,
  replaceGame,
  closeDialog,
  currentKiosk: () => kiosk,
});
// Until the engine has loaded, the controls look and are disabled (index.html); now they act.
/** @type {(id: string) => HTMLButtonElement | HTMLInputElement | HTMLFieldSetElement} */
const control = $;
for (const id of ['btn-new', 'btn-games', 'btn-pair', 'btn-rematch', 'chk-counts', 'chk-values', 'btn-sound', 'btn-share', 'btn-copy-record', 'btn-download', 'btn-import', 'btn-editor', 'btn-learn']) control(id).disabled = false;
for (const id of ['quick-game', 'quick-opponent', 'btn-background']) control(id).disabled = false;
showBackgroundButton();
$('game-screen').removeAttribute('aria-busy');

/** @param {HTMLDialogElement} d */
function closeDialog(d) {
  if (d.open) d.close();
}

// ---- reacting to the game ------------------------------------------------------------------

session.addEventListener('update', (/** @type {CustomEvent} */ e) => {
  const reason = e.detail.reason;
  updateControls();
  if (reason === 'animation' || reason === 'thinking' || reason === 'hint' || reason === 'choice') return;
  const state = controller.state;
  const busy = animator.busy || controller.replaying;
  if (reason === 'new') showQuick();
  // The offer goes when the player plays on (not at the computer's move: it may start a rematch).
  if (reason === 'move' && putAside && !autoplay.isComputer(controller.mover)) offerBack(null);
  if (['settled', 'redo', 'new'].includes(reason) && state.status === 'over' && !busy && !session.intercept) showEnd();
  if (['undo', 'new'].includes(reason)) closeDialog(endDialog);
  save();
});
// Looking back through the moves, the review, records, the editor, the lessons and Your games.
const { browser, lookBackTo, reviewChart, noticeUntilPlay, openShared, editor, lessons, gamesView, afterStart } = gameTools(session, {
  notices,
  notice,
  moves,
  store,
  tab,
  keeper,
  save,
  resumeGame,
  focusBoard,
  endDialog,
  closeDialog,
  later,
});

session.addEventListener('narrate', (/** @type {CustomEvent} */ e) => {
  $('narration').textContent = e.detail.text;
});
session.addEventListener('summary', (/** @type {CustomEvent} */ e) => {
  $('summary').textContent = e.detail.text;
});
session.addEventListener('announce', (/** @type {CustomEvent} */ e) => notices.announce(e.detail.text, e.detail.append));
session.addEventListener('notice', (/** @type {CustomEvent} */ e) => notice(e.detail.text));
session.addEventListener('hint', (/** @type {CustomEvent} */ e) => renderHintPanel($('hint-panel'), e.detail.hint, { reveal: window.parent === window }));
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
/** @type {HTMLInputElement} */ ($('chk-counts')).checked = animator.view.showCounts;
showSpeed();
showSound();
updateControls();
// More actions on a large screen (www/page/tools-menu.js): a first game needs none of it; what the player used stays in view.
for (const node of document.querySelectorAll('[data-tuck]')) node.toggleAttribute('data-kept', !!prefs.kept?.includes(node.id));
const tools = later(async () => (await import('./tools-menu.js')).toolsMenu($('tools-menu'), $('btn-tools'), { prefs, save }));
$('tools-menu').addEventListener('beforetoggle', () => tools(), { once: true });
whenIdle(() => tools());

/** A game set up by the URL; with controls=minimal the default game; else the last game's settings, or a first visit's. */
function startFresh() {
  const settings = options.settings ?? (options.controls === 'minimal' ? sanitizeSettings({}) : plan.settings ?? FIRST_VISIT);
  controller.newGame(settings);
  // A reload of the same link brings this game back, once it has a move.
  if (options.settings) keeper.link = link;
  showGame();
}

await nextTask(); // the page's start in two tasks (its parts wired, then the game): a phone answers a touch between
if (restored) showGame();
else startFresh();
if (restored) await lookBackTo(loaded.save?.browse);

// A friend on another device (www/page/page-pairing.js), not in a kiosk: loaded when first used, for
// the URL fragment's invitation or answer, or for a game kept paired (which waits for the friend).
const pair = later(async () => (await import('./page-pairing.js')).pagePairing({ session, keeper, store, tab, options, notices, notice, save, focusBoard, resumeGame }));
$('btn-pair').hidden = options.kiosk;
$('btn-pair').addEventListener('click', async () => (await pair())?.open());
/** An invitation or an answer in the fragment (a link opened, here or in this tab), read once. */
function readPairFragment() {
  const found = options.kiosk ? null : takePairCode();
  if (found) pair().then((part) => part?.openLinked(found));
}
readPairFragment();
window.addEventListener('hashchange', readPairFragment);
const resumePairing = () => controller.settings?.pairing && !options.kiosk && pair().then((part) => part?.resume());
session.addEventListener('update', (/** @type {CustomEvent} */ e) => e.detail.reason === 'new' && resumePairing());
resumePairing();

// A link's record or position opens over the save (which can be brought back).
const linked = options.record !== null ? { kind: 'record', text: options.record } : options.position !== null ? { kind: 'position', text: options.position } : null;
// A reload of the link that opened this tab's game brings that game back, moves and all.
if (linked && !(restored && link !== null)) await openShared(linked, options.settings?.seats, startNotes, link);
else if (startNotes.length) noticeUntilPlay(startNotes);
// A link opened in a tab that had a game in progress: that game is one tap away, as after a switch.
const before = link !== null && remembered?.id && remembered.id !== keeper.id ? store.get(remembered.id) : null;
if (before?.entry && !before.entry.over) offerBack(before.id);

connectParent(controller);
// Kiosk mode's module; if it cannot be fetched, the page stays an ordinary one (and says so).
const kioskPart = options.kiosk ? await import('../embed/kiosk.js').catch(partFailed) : null;
if (kioskPart) {
  kiosk = kioskPart.pageKiosk(session, options, {
    onNewGame: rematch,
    onReset() {
      for (const dialog of [endDialog, rulesDialog, backgroundDialog]) closeDialog(dialog);
      keeper.forgetVisitor();
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
  if (putAside) $('discarded-text').textContent = t(PUT_ASIDE_WORDS);
  moves.retranslate();
  session.retranslate();
  if (browser.current?.active) browser.current.show(browser.current.at);
  if (endDialog.open) showEnd();
  if (rulesDialog.open) fillRules(howtoDrawing(howtoPart.current));
  showBackgroundButton();
  if (backgroundDialog.open) showBackground(shownBackground(), { focus: false });
  if (document.documentElement.dataset.leaflet === 'view') showLeaflet(leafletGame);
  if (start.current?.open) start.current.render();
  reviewChart.current?.retranslate();
  showSoundWord();
  if (/** @type {HTMLDialogElement} */ ($('editor-dialog')).open) editor.current?.retranslate();
  lessons.current?.retranslate();
  $('import-error').hidden = true;
  pair.current?.retranslate();
  if (gamesView.current?.open) gamesView.current.render();
});

const askedView = new URLSearchParams(location.search).get('view');
const leafletGame = controller.settings?.game ?? sheetSettings().game;
if (backgroundOffered && askedView === 'background') await showBackground(leafletGame);
if (backgroundOffered && askedView === 'leaflet') await showLeaflet(leafletGame);
if (askedView === 'kiosk-launch') await import('../embed/kiosk-launch.js').then((part) => part.showKioskLaunch(leafletGame)).catch(partFailed);

document.documentElement.dataset.ready = 'true';
afterStart();
// Offline use (www/page/pwa.js): the service worker is registered once the page is playable and idle.
whenIdle(() => import('./pwa.js').catch((e) => console.warn('mancala: no offline use:', e?.message)));
