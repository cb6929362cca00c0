// The tools around the game on the board: looking back through its moves, its review chart,
// its record (share, copy, download, import) and a shared record or position opened, the
// position editor, the lessons (Learn), and the player's other games (Your games). Each
// tool's module is loaded when first used.

import { whenIdle } from '../game/autoplay.js';
import { GameHandle, normalizeRules, recordProblem, setupPosition } from '../../pkg/mancala-web.js';
import { GAME_PREFIX, newGameId } from './games-store.js';

/**
 * The page's element with `id`, typed as its use asks (as querySelector is): index.html has each.
 * @template {HTMLElement} [E=HTMLElement]
 * @param {string} id
 * @returns {E}
 */
const $ = (id) => /** @type {E} */ (document.getElementById(id));

/**
 * Wires the tools to `session`; the second argument gives what the page owns: its notices, move list, games
 * (store, tab, keeper), save(), resumeGame(), focusBoard(), the end dialog and closeDialog(),
 * and `later` to load a part on first use (www/page/main.js).
 */
export function gameTools(session, { notices, notice, moves, store, tab, keeper, save, resumeGame, focusBoard, endDialog, closeDialog, later }) {
  const { controller, computer } = session;

  // Looking back through the moves (www/study/browse.js): there is nothing to look back at before
  // a first move, so its module is fetched when idle, quietly, and made then or at the first move
  // if sooner (where it cannot be fetched, the person is told then). After the move list is drawn,
  // it marks the one shown. The list takes the focus from the start, as the record does.
  $('move-list').tabIndex = 0;
  const browser = later(async () => {
    const { MoveBrowser } = await import('../study/browse.js');
    const made = new MoveBrowser(session, browseParts, browseHooks);
    made.render();
    return made;
  });
  whenIdle(() => import('../study/browse.js').then(() => browser(), () => {}));
  const firstMove = () => {
    if (!controller.state?.plies.length) return;
    session.removeEventListener('update', firstMove);
    browser();
  };
  session.addEventListener('update', firstMove);
  /** @type {ConstructorParameters<typeof import('../study/browse.js').MoveBrowser>[1]} */
  const browseParts = {
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
  };
  // The position looked back at is kept with the game (save), and shown again when it comes back.
  const browseHooks = { announce: (text) => notices.announce(text), branched: () => save(), looked: () => save() };
  /** The move browser, for the parts that look back with it; a rejection where it cannot be had. */
  async function lookingBack() {
    await import('../study/browse.js');
    const made = await browser();
    if (!made) throw new Error('looking back through the moves is not available');
    return made;
  }
  /** Shows again the earlier position a saved game was left at (`plies`, when it is one). */
  async function lookBackTo(plies) {
    if (!(Number.isInteger(plies) && plies >= 0 && plies < (controller.state?.plies.length ?? 0))) return;
    const made = await browser();
    // The game may have moved on while the module came.
    if (made && plies < (controller.state?.plies.length ?? 0)) made.show(plies);
  }
  // The review chart of a game; a point shows its position on the board.
  const reviewChart = later(async () => {
    const [{ ReviewChart }, looking] = await Promise.all([import('../study/review-chart.js'), lookingBack()]);
    return new ReviewChart(
      { panel: $('review-panel'), chart: $('review-chart'), status: $('review-status'), list: $('review-list'), close: $('btn-review-close') },
      { engine: controller.engine, computer, moves, session, browser: looking, show: (plies, best) => looking.show(plies, best), announce: (text, append) => notices.announce(text, append) },
    );
  });
  $('btn-review').addEventListener('click', async () => (await reviewChart())?.open(controller.state));
  $('btn-end-review').addEventListener('click', async () => {
    closeDialog(endDialog);
    (await reviewChart())?.open(controller.state);
    $('review-panel').scrollIntoView({ block: 'nearest' });
  });
  session.addEventListener('update', (e) => {
    /** @type {HTMLButtonElement} */ ($('btn-review')).disabled = !controller.state?.plies.length;
    // A new game or another line: the review was of another game.
    if (['new', 'move', 'undo', 'redo', 'round'].includes(e.detail.reason)) reviewChart.current?.hide();
  });
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
  async function openShared(study, seats, earlier = [], fromLink = null) {
    const { openStudy } = await import('../study/record-link.js');
    const result = openStudy(controller, recordProblem, study, seats);
    const sentences = result.message ? [...earlier, result.message] : earlier;
    if (sentences.length) noticeUntilPlay(sentences);
    if (!result.opened) return;
    keeper.keepOpened(fromLink);
    closeDialog(endDialog);
    save();
    focusBoard();
  }

  // Share, copy, download and import: their module comes after the first load.
  const recordTools = later(async () => {
    const { RecordTools } = await import('../study/record-tools.js');
    return new RecordTools(recordParts, recordHooks);
  });
  // Fetched once the page is idle, so that a click finds it loaded: sharing and copying need the
  // click's user activation, which a slow fetch could outlast.
  whenIdle(() => recordTools());
  for (const [id, action] of [
    ['btn-share', 'share'],
    ['btn-copy-record', 'copyRecord'],
    ['btn-download', 'download'],
    ['btn-import', 'showImport'],
  ]) {
    $(id).addEventListener('click', async () => (await recordTools())?.[action]());
  }
  /** @type {import('../study/record-tools.js').RecordParts} */
  const recordParts = {
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
  };
  const recordHooks = {
    game: () => ({ state: controller.state, settings: controller.settings }),
    recordProblem,
    open: (study) => openShared(study, controller.settings?.seats),
    announce: (text) => notices.announce(text),
    notice: (text) => notices.notice(text),
  };

  const editor = later(async () => {
    // With the record links' module, which its Play opens the position with.
    const [{ PositionEditor }] = await Promise.all([import('../study/editor.js'), import('../study/record-link.js')]);
    return new PositionEditor($('editor-dialog'), { GameHandle, normalizeRules, setupPosition }, {
      play: (notation, seats) => openShared({ kind: 'position', text: notation }, seats),
      announce: (text) => notices.announce(text),
    });
  });
  $('btn-editor').addEventListener('click', async () => (await editor())?.open(controller.state));

  // Learn mode: lessons on the board; the game on it comes back after.
  const lessons = later(async () => {
    const [{ Lessons }, { openStudy }] = await Promise.all([import('../study/lessons.js'), import('../study/record-link.js')]);
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
  $('btn-games').hidden = !store.lasting; // none in a kiosk: its visitors' games are in memory only
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

  // Every move's value, and perfect play to watch (www/study/values.js), loaded when first turned on.
  const values = later(async () => {
    const [{ MoveValues }, looking] = await Promise.all([import('../study/values.js'), lookingBack()]);
    return new MoveValues(session, looking, notices);
  });
  // Kept with the page's preferences (the keeper's; none in a kiosk), and on again at the next
  // visit when the page is idle after its start (which reads the preferences).
  const prefs = keeper.hooks.prefs();
  const showValues = /** @type {HTMLInputElement} */ ($('chk-values'));
  showValues.addEventListener('change', async () => {
    prefs.showValues = showValues.checked;
    save();
    (await values())?.toggle(showValues.checked);
  });
  /** Called once the page's start is done: the values are shown again where the player left them on. */
  function afterStart() {
    if (!prefs.showValues || showValues.checked) return;
    showValues.checked = true;
    showValues.dispatchEvent(new Event('change'));
  }

  return { browser, lookBackTo, reviewChart, noticeUntilPlay, openShared, editor, lessons, gamesView, afterStart };
}
