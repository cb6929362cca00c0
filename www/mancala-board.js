// <mancala-board>: the game as a custom element for other sites' pages.
//
//   <script type="module" src="https://example.org/mancala/www/mancala-board.js"></script>
//   <mancala-board game="ba-awa" players="2" speed="fast"></mancala-board>
//
// Attributes are the iframe's URL parameters (www/params.js): game, players,
// variant, mode, target, first, seats, lang, speed, controls (`minimal`: the
// board and the players only). Changing a game attribute starts a new game.
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

import init, { GameHandle, normalizeRules } from '../pkg/mancala-web.js';
import { Animator } from './animator.js';
import { AutoPlayer } from './autoplay.js';
import { BoardRenderer } from './board.js';
import { ComputerPlayer } from './computer.js';
import { GameController } from './game-controller.js';
import { forwardGameEvents } from './host-events.js';
import { applyLanguage, holeLabel, language, playerName, setLanguage, t, translatePage } from './messages.js';
import { supportedLanguage } from './i18n/choice.js';
import { BoardModel } from './model.js';
import { OPTION_NAMES, readOptions } from './params.js';
import { PitOverlay, renderPlayers } from './ui.js';

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
    return OPTION_NAMES;
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.controller = null;
    this.restartQueued = false;
    this.noticeTimer = 0;
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
    if (!this.controller) return Promise.resolve(false);
    const s = this.controller.state;
    if (this.autoplay.computerToMove(s) && !this.controller.busy) {
      this.showNotice(t('why.computer', { player: playerName(s.players, s.toMove) }));
      return Promise.resolve(false);
    }
    return this.controller.play(hole);
  }

  /** Starts a new game from the attributes. */
  newGame() {
    if (!this.controller) return;
    this.noticeEl.hidden = true;
    this.controller.newGame(this.options().settings);
  }

  /** Resolves when no move is being sown. */
  idle() {
    return this.animator ? this.animator.idle() : Promise.resolve();
  }

  options() {
    const o = readOptions((name) => this.getAttribute(name));
    if (!o.settings) o.settings = readOptions((name) => (name === 'game' ? 'bakuk' : null)).settings;
    return o;
  }

  connectedCallback() {
    if (this.built) {
      this.autoplay?.schedule();
      return;
    }
    this.built = true;
    this.build();
    Promise.all([loadEngine(), this.syncLanguage()]).then(
      ([e]) => this.start(e),
      (error) => this.showNotice(t('app.failed', { error: error.message }), true),
    );
  }

  disconnectedCallback() {
    // Taken off the page: the computer stops thinking (and moves again if put back).
    this.autoplay?.cancel(true);
  }

  attributeChangedCallback(name, before, after) {
    if (!this.controller || before === after) return;
    if (name === 'lang') this.syncLanguage();
    else if (name === 'speed') this.animator.setSpeed(this.options().speed ?? 'normal');
    else if (name === 'controls') this.applyControls();
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
    this.wrap = make('div', 'board-wrap');
    this.wrap.setAttribute('part', 'board');
    this.canvas = make('canvas', 'board');
    this.layer = make('div', 'pit-layer');
    this.layer.setAttribute('role', 'group');
    this.wrap.append(this.canvas, this.layer);
    this.narration = make('p', 'narration', t('embed.loading'));
    this.narration.setAttribute('aria-live', 'polite');
    this.roundPanel = make('div', 'round');
    this.roundPanel.hidden = true;
    this.roundText = make('p');
    this.roundButton = make('button', 'primary');
    this.roundButton.type = 'button';
    this.roundPanel.append(this.roundText, this.roundButton);
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
    this.undoButton = button('controls.undo', () => this.controller?.undo(this.autoplay.againPredicate()));
    this.redoButton = button('controls.redo', () => this.controller?.redo(this.autoplay.againPredicate()));
    // After an undo the computer waits until a person moves or this is pressed.
    this.computerButton = button('controls.computerPlay', () => this.autoplay?.resume());
    this.computerButton.hidden = true;
    this.noticeEl = make('p', 'notice');
    this.noticeEl.hidden = true;
    this.noticeEl.setAttribute('role', 'status');
    this.frameEl.append(this.playersEl, this.wrap, this.narration, this.roundPanel, this.bar, this.noticeEl);
    root.append(...links, this.frameEl);
    applyLanguage(this.frameEl);
    this.applyControls();
  }

  /** Speaks the language of the `lang` attribute (one language for the whole document). */
  async syncLanguage() {
    const wanted = supportedLanguage(this.getAttribute('lang'));
    if (!wanted || wanted === language()) return;
    await setLanguage(wanted);
    applyLanguage(this.frameEl);
    translatePage(this.shadowRoot);
    this.bar.setAttribute('aria-label', t('controls.game'));
    if (this.controller) this.update();
  }

  applyControls() {
    this.bar.hidden = this.options().controls === 'minimal';
  }

  start(engineApi) {
    const options = this.options();
    this.renderer = new BoardRenderer(this.canvas);
    this.model = new BoardModel();
    this.animator = new Animator(this.renderer, this.model);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    this.animator.reducedMotion = reduced.matches;
    reduced.addEventListener('change', () => {
      this.animator.reducedMotion = reduced.matches;
    });
    this.animator.setSpeed(options.speed ?? 'normal');
    const controller = new GameController(engineApi, this.animator, this.renderer);
    this.overlay = new PitOverlay(this.layer, this.renderer, (i) => this.play(i));
    // The computer's seats, as on the page (www/main.js).
    this.computer = new ComputerPlayer();
    this.autoplay = new AutoPlayer(controller, this.computer, {
      blocked: () => !this.isConnected,
      speed: () => this.animator.speed,
    });
    this.controller = controller;
    this.autoplay.addEventListener('state', (e) => {
      this.update();
      const thinking = e.detail.thinking;
      if (thinking && thinking.kind === 'move') {
        this.narration.textContent = t('computer.thinking', { player: playerName(controller.state.players, thinking.player) });
      }
    });
    this.autoplay.addEventListener('decided', (e) => {
      const { player, kind, decision } = e.detail;
      const state = controller.state;
      if (kind === 'round' && decision.pits?.length) {
        this.narration.textContent = t('round.computerChose', { player: playerName(state.players, player), pits: decision.pits.map((h) => holeLabel(state.game, h)) });
      }
    });
    this.autoplay.addEventListener('error', (e) => this.showNotice(t('computer.failed', { error: e.detail.error?.message ?? e.detail.error })));
    controller.addEventListener('change', () => this.update());
    controller.addEventListener('narrate', (e) => {
      this.narration.textContent = e.detail.text;
    });
    controller.addEventListener('illegal', (e) => this.showNotice(e.detail.text));
    this.animator.hooks.onIdle = () => this.update();
    this.roundButton.addEventListener('click', () => {
      // A computer winner's chosen pits; a person's are chosen by the engine (the best ones).
      const pits = this.autoplay.choice?.pits.length ? this.autoplay.choice.pits.slice() : null;
      controller.nextRound(pits);
    });
    forwardGameEvents(controller, (type, detail) =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
    );

    this.size = { w: 0, h: 0, dpr: 0 };
    new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      this.measure(box.width, box.height);
    }).observe(this.wrap);
    window.addEventListener('resize', () => this.measure(this.size.w, this.size.h));

    controller.newGame(options.settings);
    this.dataset.ready = 'true';
    this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true }));
  }

  measure(w, h) {
    const dpr = window.devicePixelRatio || 1;
    if (w === this.size.w && h === this.size.h && dpr === this.size.dpr) return;
    this.size = { w, h, dpr };
    if (!w || !h) return;
    this.renderer.resize(w, h, dpr);
    this.overlay.position();
    this.animator.invalidate();
  }

  update() {
    const c = this.controller;
    const state = c.state;
    const sowing = this.animator.busy && !c.replaying;
    this.frameEl.classList.toggle('ba-awa', state.game === 'ba-awa');
    const auto = this.autoplay;
    renderPlayers(
      this.playersEl,
      sowing && c.before ? { ...state, captured: c.before.captured } : state,
      sowing ? c.mover : null,
      c.settings?.seats,
      auto.thinking?.player ?? null,
    );
    this.overlay.build(state.board.length);
    this.overlay.position();
    if (!sowing) this.overlay.update(state, null);
    if (auto.computerToMove(state)) {
      // No rings of light for pits a person may not play.
      this.animator.view.showLegal = false;
      this.animator.invalidate();
    }
    const idle = !this.animator.busy && !c.replaying;
    this.computerButton.hidden = !(idle && auto.paused && auto.computerToMove(state));
    this.layer.setAttribute('aria-label', t('board.label', { game: t(`game.${state.game}`) }));
    this.undoButton.disabled = !state.canUndo;
    this.redoButton.disabled = !state.canRedo;
    const roundOver = state.status === 'round-over' && !this.animator.busy;
    this.roundPanel.hidden = !roundOver;
    if (roundOver) {
      this.roundText.textContent = c.resultText();
      this.roundButton.textContent = t('round.start', { round: state.next.round });
      this.roundButton.disabled = auto.thinking?.kind === 'round';
    }
    if (state.status === 'over' && !this.animator.busy) this.narration.textContent = c.resultText();
  }

  showNotice(text, sticky = false) {
    this.noticeEl.textContent = text;
    this.noticeEl.hidden = false;
    clearTimeout(this.noticeTimer);
    if (!sticky) this.noticeTimer = setTimeout(() => (this.noticeEl.hidden = true), 5000);
  }
}

if (!customElements.get('mancala-board')) customElements.define('mancala-board', MancalaBoard);
