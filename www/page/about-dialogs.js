// The dialogs about the game rather than its play: the rules (with the how-to's drawings, and
// printed whole), the game's background and its printable leaflet, each module loaded when
// first opened.

import { GameHandle } from '../../pkg/mancala-web.js';
import { language, t } from '../i18n/messages.js';
import { el } from '../board/dom.js';
import { rulesHeader, sanitizeSettings } from '../game/game-controller.js';

/**
 * The page's element with `id`, typed as its use asks (as querySelector is): index.html has each.
 * @template {HTMLElement} [E=HTMLElement]
 * @param {string} id
 * @returns {E}
 */
const $ = (id) => /** @type {E} */ (document.getElementById(id));

/**
 * Wires the rules, background and leaflet buttons and dialogs. `later` and `partFailed` load a
 * part on first use (www/page/main.js); the game described is the controller's, or the one
 * the start screen shows (`sheetSettings()`).
 */
export function aboutDialogs({ controller, sheetSettings, options, later, partFailed, closeDialog }) {
  /** @type {HTMLDialogElement} */
  const rulesDialog = $('rules-dialog');
  /** The state the rules panel describes: the game on the board, or the one the settings sheet shows. */
  const rulesState = () => controller.state ?? { game: sheetSettings().game, rules: rulesHeader(sheetSettings()) };
  // The how-to's drawings (www/study/howto.js), loaded when the rules are first opened; without them
  // (the module could not be fetched) the steps are shown in words alone.
  const howtoPart = later(() => import('../study/howto.js'));
  const howtoDrawing = (part) => part && { draw: (game, index) => part.stepDrawing({ GameHandle }, game, index), rules: part.drawnRules };
  // The rules' words and diagram (www/page/rules-view.js), loaded when the rules are first opened.
  const rulesView = later(() => import('./rules-view.js'));
  /** Fills the rules panel, once its module is in, with the how-to's drawings when given. */
  const fillRules = (howto) => rulesView.current?.fillRules(rulesDialog, rulesState(), howto);
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
  /** @type {HTMLDialogElement} */
  const backgroundDialog = $('background-dialog');
  const backgroundOffered = new URLSearchParams(location.search).get('background') !== 'off';
  const backgroundView = later(() => import('../background/view.js'));
  let backgroundGame = null;
  /** The engine's description of `game`'s standard rules (its board, for the drawings). */
  const gameRules = (game) => controller.engine.describeRules(rulesHeader(sanitizeSettings({ game })));
  async function showBackground(game, { focus = true } = {}) {
    const view = await backgroundView();
    if (!view) return;
    try {
      await view.addStylesheet(document.head);
      await view.renderBackground($('background-body'), game, { rules: gameRules(game), links: view.linksAllowed({ kiosk: !!options.kiosk }) });
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
    const game = controller.settings?.game ?? sheetSettings().game;
    $('btn-background').textContent = t('background.open', { game: t(`game.${game}`) });
  }
  for (const id of ['btn-background', 'btn-rules-background']) $(id).hidden = !backgroundOffered;
  // A kiosk keeps its few large controls: there the background is one tap away in the rules.
  if (options.kiosk) $('btn-background').hidden = true;
  $('btn-background').addEventListener('click', () => showBackground(controller.settings?.game ?? sheetSettings().game));
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
      const leaflet = await part.buildLeaflet(game, { rules: gameRules(game), lang: language() });
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

  return {
    rulesDialog,
    howtoPart,
    howtoDrawing,
    fillRules,
    backgroundDialog,
    backgroundOffered,
    showBackground,
    showBackgroundButton,
    showLeaflet,
    /** The game whose background was shown last. */
    shownBackground: () => backgroundGame,
  };
}

/**
 * Printing while the rules are open prints them, whole: a copy of the dialog's words (the
 * exact rules unfolded, no buttons) in the page's flow, which the print styles (style.css)
 * show alone; it goes after printing.
 */
function printRulesWhenOpen(dialog) {
  let copy = null;
  window.addEventListener('beforeprint', () => {
    copy?.remove();
    if (!dialog.open) return;
    copy = el('article', { id: 'print-rules', lang: document.documentElement.lang, dir: document.documentElement.dir });
    for (const child of dialog.children) if (!child.matches('.actions')) copy.append(child.cloneNode(true));
    for (const node of copy.querySelectorAll('[id]')) node.removeAttribute('id');
    for (const details of copy.querySelectorAll('details')) details.open = true;
    document.body.append(copy);
  });
  window.addEventListener('afterprint', () => {
    copy?.remove();
    copy = null;
  });
}
