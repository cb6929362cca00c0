// The page inside an iframe, or on a public screen: applies the URL options
// (www/game/params.js) to the document, and tells the parent window about moves.
// In an iframe the page's controls follow the frame's size: the whole page in a
// large frame (900 x 760 and up); in a smaller one the board fills the frame and
// the controls go into a "More actions" popover, with the person's main buttons
// (Hint, Computer play, Undo, Redo) as icons beside the narration; in the
// smallest (under 400 x 300) those too are in the popover. The page itself on a
// phone (under 621 px wide, or under 541 px high) does the same as a middle-sized
// frame, with its own styles (html[data-frame-controls="phone"], style.css): the
// whole game in the screen, the secondary controls behind "More actions".

import { forwardGameEvents } from './host-events.js';

/** Marks <html> for the styles of www/page/modes.css. */
export function applyPageOptions(root, options) {
  if (options.controls === 'minimal') root.dataset.controls = 'minimal';
  if (options.kiosk) {
    root.dataset.kiosk = '';
    // The kiosk's styles: fetched at once, beside the engine, and by a kiosk only.
    const link = root.ownerDocument.createElement('link');
    link.rel = 'stylesheet';
    link.id = 'kiosk-styles';
    link.href = new URL('./kiosk.css', import.meta.url).href;
    root.ownerDocument.head.append(link);
  }
  if (options.controls === 'minimal' || options.kiosk) return;
  if (window.parent !== window) {
    root.dataset.embedded = '';
    collapseFrameControls(root.ownerDocument, FRAME_LAYOUTS);
  } else collapseFrameControls(root.ownerDocument, PAGE_LAYOUTS);
}

const FULL_FRAME = '(min-width: 900px) and (min-height: 760px)';
const ICON_FRAME = '(min-width: 400px) and (min-height: 300px)';
/** The page's phone layout: the same query as style.css's, which lays it out before this runs. */
export const PHONE = '(max-width: 620px), (max-height: 540px)';
const WITH_ICONS = new Set(['icons', 'phone']);
/** The rows under the board that stay in view with it (the board takes the height they leave). */
const BELOW_BOARD = ['narration', 'hint-panel', 'frame-tools', 'summary', 'round-panel', 'computer-paused'];
// In the popover below full size, in this order: the game's buttons first.
const MENU_PARTS = ['game-bar', 'anim-bar', 'quick', 'topbar-actions', 'moves', 'engine-status'];
// Beside the narration as icons in a middle-sized frame.
const ICON_BUTTONS = ['btn-hint', 'btn-computer-play', 'btn-undo', 'btn-redo'];
/**
 * The layouts, by the media queries that choose them: `full` keeps every part at home; the
 * others put the MENU_PARTS in the popover, and `icons` (and the page's `phone`) the
 * ICON_BUTTONS beside the narration.
 */
const FRAME_LAYOUTS = {
  parts: MENU_PARTS,
  queries: [FULL_FRAME, ICON_FRAME],
  mode: () => (matchMedia(FULL_FRAME).matches ? 'full' : matchMedia(ICON_FRAME).matches ? 'icons' : 'menu'),
};
// On a phone the menu starts with the page's own actions (New game, the game, Rules, the language).
const PAGE_LAYOUTS = {
  parts: ['topbar-actions', 'quick', 'game-bar', 'anim-bar', 'moves', 'engine-status'],
  queries: [PHONE],
  mode: () => (matchMedia(PHONE).matches ? 'phone' : 'full'),
};

function make(doc, tag, attributes) {
  const node = doc.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

/**
 * Moves the page's controls between their places and the More popover as the frame's (or
 * the page's) size changes (html[data-frame-controls] = full | icons | menu | phone, for
 * www/page/modes.css and style.css). The nodes move, not copies: the page's code finds them by
 * id wherever they are.
 * @param {Document} doc
 * @param {{ parts: string[], queries: string[], mode: () => string }} [layouts] the parts that move,
 *   the media queries whose changes move them, and the layout's name now
 */
function collapseFrameControls(doc, layouts = FRAME_LAYOUTS) {
  const html = doc.documentElement;
  doc.querySelector('.topbar-actions').id ||= 'topbar-actions';
  doc.querySelector('.moves').id ||= 'moves';
  doc.querySelector('.status').id ||= 'engine-status';
  const tools = make(doc, 'div', { id: 'frame-tools', class: 'frame-tools' });
  const iconBar = make(doc, 'div', { class: 'bar', role: 'toolbar', 'data-msg-label': 'controls.game' });
  const more = make(doc, 'button', {
    type: 'button',
    id: 'btn-more',
    class: 'more',
    popovertarget: 'frame-menu',
    'data-msg-label': 'controls.more',
    'data-msg-title': 'controls.more',
  });
  const menu = make(doc, 'div', { id: 'frame-menu', class: 'frame-menu', popover: 'auto', role: 'group', 'data-msg-label': 'controls.more' });
  tools.append(iconBar, more);
  doc.getElementById('game-screen').append(tools);
  doc.getElementById('app').append(menu); // in the main landmark, though shown in the top layer
  // Where each part lives on the full page: a marker it goes back after.
  const homes = new Map();
  for (const id of [...layouts.parts, ...ICON_BUTTONS]) {
    const node = doc.getElementById(id);
    const mark = doc.createComment(id);
    node.before(mark);
    homes.set(node, mark);
  }
  const goHome = (node) => homes.get(node).after(node);
  // An icon's tooltip is its button's words, which the page changes (and translates).
  const titles = new MutationObserver((records) => {
    for (const r of records) {
      const b = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('button');
      if (b && WITH_ICONS.has(html.dataset.frameControls)) b.title = b.textContent.trim();
    }
  });
  for (const id of ICON_BUTTONS) titles.observe(doc.getElementById(id), { childList: true, characterData: true, subtree: true });

  // A focused control that moves loses the focus (a node taken out of the document does, and
  // so does one the new size's CSS hides before it moves); it gets it back where it lands, or
  // at its next move if it landed in the closed popover.
  const inMovingPart = (node) => [...layouts.parts, ...ICON_BUTTONS].some((id) => doc.getElementById(id).contains(node));
  let focusLost = null;
  doc.addEventListener('focusin', () => {
    focusLost = null;
  });
  doc.addEventListener('focusout', (e) => {
    // Focus going to nowhere only (checkVisibility lays the page out: not for every focus move).
    if (e.relatedTarget || !(e.target instanceof Element)) return;
    const hidden = !e.target.isConnected || !e.target.checkVisibility?.();
    if (hidden && inMovingPart(e.target)) focusLost = e.target;
  });
  function layout() {
    const mode = layouts.mode();
    if (html.dataset.frameControls === mode) return;
    if (inMovingPart(doc.activeElement)) focusLost = doc.activeElement;
    if (menu.matches(':popover-open')) menu.hidePopover();
    html.dataset.frameControls = mode;
    // The hint takes the narration's place below full size, where it may scroll (so it takes the focus).
    if (mode === 'full') doc.getElementById('hint-panel').removeAttribute('tabindex');
    else doc.getElementById('hint-panel').tabIndex = 0;
    for (const id of layouts.parts) {
      const node = doc.getElementById(id);
      if (mode === 'full') goHome(node);
      else menu.append(node);
    }
    for (const id of ICON_BUTTONS) {
      const button = doc.getElementById(id);
      if (WITH_ICONS.has(mode)) {
        iconBar.append(button);
        button.title = button.textContent.trim();
      } else {
        goHome(button);
        button.removeAttribute('title');
      }
    }
    // Only while nothing else took the focus meanwhile.
    if (focusLost && (doc.activeElement === focusLost || doc.activeElement === doc.body || !doc.activeElement)) {
      focusLost.focus({ preventScroll: true });
      if (doc.activeElement === focusLost) focusLost = null;
    } else focusLost = null;
  }
  // Below full size the board takes the frame's height less the rows above and below it.
  function fitBoard() {
    if (html.dataset.frameControls === 'full') {
      html.style.removeProperty('--frame-board');
      return;
    }
    const board = doc.getElementById('board-wrap').getBoundingClientRect();
    const bottoms = BELOW_BOARD
      .map((id) => doc.getElementById(id).getBoundingClientRect())
      .filter((r) => r.height > 0)
      .map((r) => r.bottom);
    const below = Math.max(board.bottom, ...bottoms) - board.bottom;
    const above = board.top + window.scrollY;
    const padding = parseFloat(getComputedStyle(doc.querySelector('main')).paddingBottom) || 0;
    html.style.setProperty('--frame-board', `${Math.max(100, Math.floor(window.innerHeight - above - below - padding))}px`);
  }
  layout();
  fitBoard();
  for (const query of layouts.queries) matchMedia(query).addEventListener('change', layout);
  const rows = new ResizeObserver(fitBoard);
  for (const id of ['players', 'standing', ...BELOW_BOARD]) rows.observe(doc.getElementById(id));
  // The title bar above the board, which a late font (the Arabic script's) makes taller.
  rows.observe(doc.querySelector('.topbar'));
  window.addEventListener('resize', fitBoard);
  // A button that acts on the game closes the popover (the focus goes back to More).
  menu.addEventListener('click', (e) => {
    const button = e.target.closest('button');
    if (button && !button.closest('#browse-bar, #anim-bar') && menu.matches(':popover-open')) {
      menu.hidePopover();
      more.focus();
    }
  });
}

/**
 * In an iframe: posts { source: 'mancala-board', type: 'move' | 'gameover', detail }
 * to the parent window (any origin may listen; nothing private is in it).
 */
export function connectParent(controller) {
  if (window.parent === window) return;
  forwardGameEvents(controller, (type, detail) => {
    try {
      window.parent.postMessage({ source: 'mancala-board', type, detail }, '*');
    } catch {
      // A parent that went away: nothing to tell.
    }
  });
}
