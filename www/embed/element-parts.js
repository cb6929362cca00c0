// The element's parts: its shadow root's stylesheets and elements (the board, the players,
// the narration, the panels, the notice, the background's place), its buttons with their
// icons, and the three ways the buttons show (with their words, as icons, or in a menu behind
// one button, with its keys). MancalaBoard (www/embed/mancala-board.js) is this with the game
// in it: the buttons call its methods (newGame, openPairing, showBackground, hideBackground,
// applyControls) and its session.

import { applyLanguage, t } from '../i18n/messages.js';

// The rules shared with the page (board-ui.css), then the element's own.
const STYLESHEETS = ['../board/board-ui.css', './mancala-board.css'].map((file) => new URL(file, import.meta.url).href);

const SVG = 'http://www.w3.org/2000/svg';
// The buttons' icons, drawn on a 24 x 24 grid in the text colour. Arrows that
// point back or forward (undo, redo) are mirrored right to left.
const ICONS = {
  newGame: [['circle', { cx: 12, cy: 12, r: 8.5 }], ['path', { d: 'M12 8v8M8 12h8' }]],
  undo: [['path', { d: 'M9 14 4 9l5-5' }], ['path', { d: 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11' }]],
  redo: [['path', { d: 'm15 14 5-5-5-5' }], ['path', { d: 'M20 9H9.5a5.5 5.5 0 0 0 0 11H13' }]],
  hint: [
    ['path', { d: 'M9.5 18h5M10.5 21h3' }],
    ['path', { d: 'M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z' }],
  ],
  computerPlay: [['path', { d: 'M8 5.5v13l10-6.5z', class: 'solid' }]],
  // Two phones and the link between them.
  pair: [
    ['rect', { x: 2.5, y: 5, width: 7, height: 13, rx: 1.5 }],
    ['rect', { x: 14.5, y: 5, width: 7, height: 13, rx: 1.5 }],
    ['path', { d: 'M10.5 11.5h3', 'stroke-dasharray': '1 1.5' }],
  ],
  // Where the game comes from (an "i" in a circle).
  about: [['circle', { cx: 12, cy: 12, r: 8.5 }], ['path', { d: 'M12 11v5.5' }], ['circle', { cx: 12, cy: 7.6, r: 1.2, class: 'solid' }]],
  more: [
    ['circle', { cx: 12, cy: 5.5, r: 1.8, class: 'solid' }],
    ['circle', { cx: 12, cy: 12, r: 1.8, class: 'solid' }],
    ['circle', { cx: 12, cy: 18.5, r: 1.8, class: 'solid' }],
  ],
};
const MIRRORED = new Set(['undo', 'redo']);

function icon(name) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', MIRRORED.has(name) ? 'icon mirror' : 'icon');
  for (const [tag, attributes] of ICONS[name]) {
    const shape = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) shape.setAttribute(key, String(value));
    svg.append(shape);
  }
  return svg;
}

/** How the buttons show in a box of `width` x `height` (height null: the element takes its own). */
/** How the buttons show in a box of `width` x `height` (height null: the element takes its own). */
export function controlsLayout(width, height) {
  if (width < 400 || (height !== null && height < 300)) return 'menu';
  if (width < 640 || (height !== null && height < 440)) return 'icons';
  return 'labels';
}

export function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
export class ElementParts extends HTMLElement {
  /** @this {import('./mancala-board.js').MancalaBoard} the buttons act on the element with its game */
  build() {
    const root = this.shadowRoot;
    const links = STYLESHEETS.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      return link;
    });
    this.frameEl = make('div', 'frame');
    this.frameEl.setAttribute('part', 'frame');
    this.playersEl = make('div', 'players');
    this.standingEl = make('p', 'standing');
    this.standingEl.hidden = true;
    this.wrap = make('div', 'board-wrap');
    this.wrap.setAttribute('part', 'board');
    this.canvas = make('canvas', 'board');
    this.layer = make('div', 'pit-layer');
    this.layer.setAttribute('role', 'group');
    this.wrap.append(this.canvas, this.layer);
    this.narration = make('p', 'narration', t('embed.loading'));
    this.narration.setAttribute('aria-live', 'polite');
    this.summaryEl = make('p', 'summary');
    this.roundPanel = make('div', 'round');
    this.roundPanel.hidden = true;
    this.roundText = make('p');
    this.roundChoose = make('p');
    this.roundButton = make('button', 'primary');
    this.roundButton.type = 'button';
    this.roundPanel.append(this.roundText, this.roundChoose, this.roundButton);
    this.hintPanel = make('section', 'hint-panel');
    this.hintPanel.hidden = true;
    this.hintPanel.setAttribute('aria-live', 'polite');
    this.bar = make('div', 'bar');
    this.bar.setAttribute('role', 'toolbar');
    this.actions = [];
    const button = (key, iconName, onClick) => {
      const b = make('button', 'action');
      b.type = 'button';
      const label = make('span', 'label', t(key));
      label.dataset.msg = key;
      b.append(icon(iconName), label);
      b.addEventListener('click', () => {
        const fromMenu = this.menuOpen;
        if (fromMenu) this.closeMenu(true);
        onClick();
      });
      this.actions.push(b);
      return b;
    };
    // The person's help first, then going back and forth, then a new game.
    this.hintButton = button('controls.hint', 'hint', () => this.session?.requestHint());
    // After an undo the computer waits until a person moves or this is pressed.
    this.computerButton = button('controls.computerPlay', 'computerPlay', () => this.session?.autoplay.resume());
    this.computerButton.hidden = true;
    // Against the computer, undo goes back to a person's turn (and redo forward to one).
    this.undoButton = button('controls.undo', 'undo', () => this.session?.undo());
    this.redoButton = button('controls.redo', 'redo', () => this.session?.redo());
    this.newButton = button('controls.newGame', 'newGame', () => this.newGame());
    // Only when the host allows it (the pair attribute).
    this.pairButton = button('pair.open', 'pair', () => this.openPairing());
    this.pairButton.hidden = true;
    // Its words name the game on the board (labelControls), so translatePage leaves it alone.
    this.backgroundButton = button('background.open', 'about', () => this.showBackground(true));
    delete this.backgroundButton.querySelector('.label').dataset.msg;
    this.hintButton.disabled = true;
    this.undoButton.disabled = true;
    this.redoButton.disabled = true;
    this.bar.append(...this.actions);
    // A small box: the same buttons, in a menu behind one button.
    this.moreButton = make('button', 'more');
    this.moreButton.type = 'button';
    this.moreButton.setAttribute('aria-haspopup', 'menu');
    this.moreButton.setAttribute('aria-expanded', 'false');
    this.moreButton.setAttribute('aria-controls', 'actions-menu');
    this.moreButton.append(icon('more'));
    this.moreButton.hidden = true;
    this.moreButton.addEventListener('click', () => (this.menuOpen ? this.closeMenu(true) : this.openMenu()));
    this.moreButton.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      this.openMenu();
      if (e.key === 'ArrowUp') this.menuItems().at(-1)?.focus();
    });
    this.menu = make('div', 'menu');
    this.menu.id = 'actions-menu';
    this.menu.setAttribute('role', 'menu');
    this.menu.hidden = true;
    this.menu.addEventListener('keydown', (e) => this.onMenuKey(e));
    this.foot = make('div', 'foot');
    this.foot.append(this.bar, this.moreButton, this.menu);
    this.line = make('div', 'line');
    // The hint takes the narration's place (and the summary's), so the board keeps its size.
    this.line.append(this.hintPanel, this.narration, this.foot);
    this.menuOpen = false;
    this.layoutName = 'labels';
    this.noticeEl = make('p', 'notice');
    this.noticeEl.hidden = true;
    this.noticeEl.setAttribute('role', 'status');
    // The game's background, shown in place of the board (www/background/view.js).
    this.backgroundPanel = make('section', 'background-panel');
    this.backgroundPanel.hidden = true;
    this.backgroundPanel.setAttribute('aria-labelledby', 'background-heading');
    this.backgroundBody = make('div', 'background');
    const back = make('button', 'background-close', t('rules.close'));
    back.type = 'button';
    back.dataset.msg = 'rules.close';
    back.addEventListener('click', () => this.hideBackground(true));
    this.backgroundPanel.append(this.backgroundBody, back);
    this.frameEl.append(this.playersEl, this.standingEl, this.wrap, this.line, this.summaryEl, this.roundPanel, this.noticeEl, this.backgroundPanel);
    root.append(...links, this.frameEl);
    applyLanguage(this.frameEl);
    this.setLayout('labels');
    this.applyControls();
  }


  /**
   * The names of the bar, the menu and the more button; tooltips where a button shows only its icon.
   * @this {import('./mancala-board.js').MancalaBoard}
   */
  labelControls() {
    const name = t('controls.game');
    this.bar.setAttribute('aria-label', name);
    this.menu.setAttribute('aria-label', name);
    const more = t('controls.more');
    this.moreButton.setAttribute('aria-label', more);
    this.moreButton.title = more;
    const game = this.controller?.settings?.game ?? this.options().settings.game;
    this.backgroundButton.querySelector('.label').textContent = t('background.open', { game: t(`game.${game}`) });
    for (const b of this.actions) {
      if (this.layoutName === 'icons') b.title = b.querySelector('.label').textContent;
      else b.removeAttribute('title');
    }
  }

  /**
   * Shows the buttons with their words, as icons, or in the menu (controlsLayout).
   * @this {import('./mancala-board.js').MancalaBoard}
   * @param {'labels' | 'icons' | 'menu'} layout
   */
  setLayout(layout) {
    if (layout === this.layoutName && this.frameEl.dataset.controls) return;
    if (this.menuOpen) this.closeMenu(false);
    this.layoutName = layout;
    const inMenu = layout === 'menu';
    this.frameEl.dataset.controls = layout;
    (inMenu ? this.menu : this.bar).append(...this.actions);
    for (const b of this.actions) {
      if (inMenu) b.setAttribute('role', 'menuitem');
      else b.removeAttribute('role');
    }
    this.bar.hidden = inMenu;
    this.moreButton.hidden = !inMenu;
    this.labelControls();
  }

  /** The menu's buttons that can take the focus now. */
  menuItems() {
    return this.actions.filter((b) => !b.hidden && !b.disabled);
  }

  openMenu() {
    this.menuOpen = true;
    this.menu.hidden = false;
    this.moreButton.setAttribute('aria-expanded', 'true');
    // Room above the button: the box's height, less the line the button is on.
    const room = this.frameEl.getBoundingClientRect().bottom - this.foot.getBoundingClientRect().height;
    this.menu.style.maxBlockSize = `${Math.max(80, room - this.frameEl.getBoundingClientRect().top - 8)}px`;
    this.menuItems()[0]?.focus();
  }

  /** Closes the menu; `focusButton`: the focus goes back to the more button. */
  closeMenu(focusButton) {
    if (!this.menuOpen) return;
    this.menuOpen = false;
    this.menu.hidden = true;
    this.moreButton.setAttribute('aria-expanded', 'false');
    if (focusButton) this.moreButton.focus();
  }

  onMenuKey(e) {
    const items = this.menuItems();
    const at = items.indexOf(this.shadowRoot.activeElement);
    const go = (i) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at < 0 ? -1 : at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(-1);
    else if (e.key === 'Escape' || e.key === 'Tab') this.closeMenu(true);
    else return;
    e.preventDefault();
    e.stopPropagation();
  }
}
