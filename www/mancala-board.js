// <mancala-board>: the game as a custom element for other sites' pages.
//
//   <script type="module" src="https://example.org/mancala/www/mancala-board.js"></script>
//   <mancala-board game="ba-awa" players="2" speed="fast"></mancala-board>
//
// Attributes are the iframe's URL parameters (www/params.js): game, players,
// variant, mode, target, first, seats, lang, speed, controls (`minimal`: the
// board and the players only), record or position (a game to open: issue 11,
// www/record-link.js). Changing a game attribute starts a new game.
// The computer plays its seats (`seats="human,expert"`) as on the page: an
// AutoPlayer asks a ComputerPlayer, whose worker loads from this module's
// address (www/computer.js: a blob: worker when the host is another origin,
// on the page where no worker can run).
// Events (bubbling, composed): `move` { player, hole, record } after each move
// is sown, `gameover` { winner, draw, reason, captured }, and `ready` once the
// engine is loaded. Everything lives in a shadow root with its own
// stylesheets (board-ui.css, shared with the page, and mancala-board.css,
// next to this file): no style goes in or out. The engine, the stylesheets,
// the modules and the computer's worker load from this script's own address,
// so the host page may live anywhere (the server must allow CORS).

import init, { GameHandle, normalizeRules, recordProblem } from '../pkg/mancala-web.js';
import { BoardSession } from './board-session.js';
import { forwardGameEvents } from './host-events.js';
import { applyLanguage, language, onLanguageChange, setLanguage, t, translatePage } from './messages.js';
import { supportedLanguage } from './i18n/choice.js';
import { Notices } from './notices.js';
import { renderRoundPanel } from './panels.js';
import { OPTION_NAMES, readOptions } from './params.js';
import { openStudy } from './record-link.js';

// The rules shared with the page (board-ui.css), then the element's own.
const STYLESHEETS = ['./board-ui.css', './mancala-board.css'].map((file) => new URL(file, import.meta.url).href);
const GAME_ATTRIBUTES = ['game', 'players', 'variant', 'mode', 'target', 'first', 'seats'];

let engine = null;
/** The wasm engine, loaded once for every board on the page. */
function loadEngine() {
  engine ??= init().then(() => ({ GameHandle, normalizeRules }));
  return engine;
}

function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export class MancalaBoard extends HTMLElement {
  static get observedAttributes() {
    return [...OPTION_NAMES, 'sound'];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.session = null;
    this.controller = null;
    this.restartQueued = false;
  }

  /** The engine's state snapshot of the game on the board (null before it loads). */
  get state() {
    return this.controller?.state ?? null;
  }

  /** The game record in the project's notation. */
  get record() {
    return this.controller?.handle?.record() ?? '';
  }

  /**
   * Plays hole `hole` for the person to move; resolves when it has been sown (to false if
   * refused: not a legal move, or a computer seat is to move).
   */
  play(hole) {
    // A refused move resolves false, whatever was passed (not only a hole of the board).
    const board = this.session?.controller.state?.board;
    if (!board || !Number.isInteger(hole) || hole < 0 || hole >= board.length) return Promise.resolve(false);
    return this.session.play(hole);
  }

  /** Starts a new game from the attributes. */
  newGame() {
    if (!this.controller) return;
    this.notices.hide();
    this.controller.newGame(this.options().settings);
  }

  /** Resolves when no move is being sown. */
  idle() {
    return this.session ? this.session.animator.idle() : Promise.resolve();
  }

  options() {
    const o = readOptions((name) => this.getAttribute(name));
    if (!o.settings) o.settings = readOptions((name) => (name === 'game' ? 'bakuk' : null)).settings;
    return o;
  }

  connectedCallback() {
    // The document's language may change while the element is on it (its lang attribute, a menu).
    this.stopLanguage ??= onLanguageChange(() => this.retranslate());
    if (this.built) {
      if (this.frameEl.lang !== language()) this.retranslate();
      this.session?.autoplay.schedule();
      return;
    }
    this.built = true;
    this.build();
    Promise.all([loadEngine(), this.syncLanguage()]).then(
      ([e]) => this.start(e),
      (error) => {
        console.error(error);
        const text = navigator.onLine === false ? t('app.offline') : t('app.failed');
        this.narration.textContent = text;
        this.showNotice(text, true);
      },
    );
  }

  disconnectedCallback() {
    // Taken off the page: the computer stops thinking (and moves again if put back).
    this.session?.autoplay.cancel(true);
    this.stopLanguage?.();
    this.stopLanguage = null;
  }

  attributeChangedCallback(name, before, after) {
    if (!this.controller || before === after) return;
    if (name === 'lang') this.syncLanguage();
    else if (name === 'speed') this.session.animator.setSpeed(this.options().speed ?? 'normal');
    else if (name === 'sound') this.applySound();
    else if (name === 'controls') this.applyControls();
    else if ((name === 'record' || name === 'position') && after !== null) this.openAttributes(this.options());
    else if (GAME_ATTRIBUTES.includes(name) && !this.restartQueued) {
      // Several attributes set in a row give one new game.
      this.restartQueued = true;
      queueMicrotask(() => {
        this.restartQueued = false;
        this.newGame();
      });
    }
  }

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
    this.bar = make('div', 'bar');
    this.bar.setAttribute('role', 'toolbar');
    this.bar.setAttribute('aria-label', t('controls.game'));
    const button = (key, onClick) => {
      const b = make('button', '', t(key));
      b.dataset.msg = key;
      b.type = 'button';
      b.addEventListener('click', onClick);
      this.bar.append(b);
      return b;
    };
    this.newButton = button('controls.newGame', () => this.newGame());
    // Against the computer, undo goes back to a person's turn (and redo forward to one).
    this.undoButton = button('controls.undo', () => this.session?.undo());
    this.redoButton = button('controls.redo', () => this.session?.redo());
    // After an undo the computer waits until a person moves or this is pressed.
    this.computerButton = button('controls.computerPlay', () => this.session?.autoplay.resume());
    this.computerButton.hidden = true;
    this.noticeEl = make('p', 'notice');
    this.noticeEl.hidden = true;
    this.noticeEl.setAttribute('role', 'status');
    this.frameEl.append(this.playersEl, this.standingEl, this.wrap, this.narration, this.summaryEl, this.roundPanel, this.bar, this.noticeEl);
    root.append(...links, this.frameEl);
    applyLanguage(this.frameEl);
    this.applyControls();
  }

  /** Speaks the language of the `lang` attribute (one language for the whole document). */
  async syncLanguage() {
    const wanted = supportedLanguage(this.getAttribute('lang'));
    if (wanted && wanted !== language()) await setLanguage(wanted);
  }

  /** Every word of the element again, in the language now in use; the game stays as it is. */
  retranslate() {
    applyLanguage(this.frameEl);
    translatePage(this.shadowRoot);
    this.bar.setAttribute('aria-label', t('controls.game'));
    if (!this.session) {
      this.narration.textContent = t('embed.loading');
      return;
    }
    this.notices.hide();
    this.session.retranslate();
    this.update();
  }

  applyControls() {
    this.bar.hidden = this.options().controls === 'minimal';
  }

  start(engineApi) {
    const options = this.options();
    this.notices = new Notices(this.noticeEl);
    const session = new BoardSession(
      engineApi,
      { canvas: this.canvas, wrap: this.wrap, layer: this.layer, players: this.playersEl, standing: this.standingEl },
      { blocked: () => !this.isConnected },
    );
    this.session = session;
    this.controller = session.controller;
    session.animator.setSpeed(options.speed ?? 'normal');
    this.applySound();
    session.addEventListener('update', () => this.update());
    session.addEventListener('narrate', (e) => {
      this.narration.textContent = e.detail.text;
    });
    session.addEventListener('notice', (e) => this.notices.notice(e.detail.text));
    session.addEventListener('summary', (e) => {
      this.summaryEl.textContent = e.detail.text;
    });
    this.roundButton.addEventListener('click', () => session.startNextRound());
    forwardGameEvents(this.controller, (type, detail) =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
    );
    // The element follows its box: the board fills a given height, and a small box compacts.
    new ResizeObserver(() => this.queueFit()).observe(this);
    this.fitBox();
    // The board is laid out before the first move can be played (not a frame after `ready`).
    session.measureNow();
    this.controller.newGame(options.settings);
    this.openAttributes(options);
    this.dataset.ready = 'true';
    this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true }));
  }

  /** Sound is off in an embed unless the host asks: sound="on". */
  applySound() {
    const value = this.getAttribute('sound');
    this.session.sound.setEnabled(value === 'on' || value === '1' || value === '');
  }

  queueFit() {
    if (this.fitQueued) return;
    this.fitQueued = true;
    requestAnimationFrame(() => {
      this.fitQueued = false;
      this.fitBox();
    });
  }

  /**
   * Fill mode when the host gives the element a height (the board then takes what is left of
   * it), the board's own shape otherwise; compact in a small box.
   */
  fitBox() {
    const frame = this.frameEl;
    const box = this.getBoundingClientRect();
    if (!box.width) return;
    // Try filling: with no height from the host the board collapses, so its shape decides.
    frame.classList.add('fill');
    const fill = this.wrap.getBoundingClientRect().height >= 40;
    frame.classList.toggle('fill', fill);
    frame.classList.toggle('compact', box.width < 480 || (fill && box.height < 400));
  }

  /** Opens the `record` or `position` attribute's game, if any; says what is wrong with a bad one. */
  openAttributes(options) {
    const study = options.record !== null ? { kind: 'record', text: options.record } : options.position !== null ? { kind: 'position', text: options.position } : null;
    if (!study) return;
    const { message } = openStudy(this.controller, recordProblem, study, options.settings?.seats);
    if (message) this.notices.notice(message, true);
    else this.notices.hide();
  }

  update() {
    const session = this.session;
    const state = session.state;
    if (!state) return;
    const c = session.controls();
    this.frameEl.classList.toggle('ba-awa', state.game === 'ba-awa');
    this.computerButton.hidden = !c.computerWaiting;
    this.undoButton.disabled = !c.canUndo;
    this.redoButton.disabled = !c.canRedo;
    renderRoundPanel(
      { panel: this.roundPanel, heading: null, result: this.roundText, next: null, choose: this.roundChoose, button: this.roundButton },
      session.roundView(),
    );
    if (state.status === 'over' && !session.animator.busy) this.narration.textContent = this.controller.resultText();
  }

  showNotice(text, sticky = false) {
    if (this.notices) this.notices.notice(text, sticky);
    else {
      this.noticeEl.textContent = text;
      this.noticeEl.hidden = false;
    }
  }
}

if (!customElements.get('mancala-board')) customElements.define('mancala-board', MancalaBoard);
