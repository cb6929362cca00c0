// <mancala-board>: the game as a custom element for other sites' pages.
//
//   <script type="module" src="https://example.org/mancala/www/mancala-board.js"></script>
//   <mancala-board game="ba-awa" players="2" speed="fast"></mancala-board>
//
// Attributes are the iframe's URL parameters (www/game/params.js): game, players,
// variant, mode, target, first, seats, lang, speed, controls (`minimal`: the
// board and the players only), record or position (a game to open,
// www/study/record-link.js); and the element's own: sound (`on`), hint (`off` hides
// the Hint button), view (`background`: the game's background in place of the
// board; `game`, the default, the board) and background (`off` hides
// the background and its button), pair (`on`, `1` or present: "Play a friend on
// another device"; never in kiosk mode), ice (STUN or TURN servers for it,
// as the page's `?ice=`) and save (a storage key the game is kept under across
// reloads, www/embed/element-save.js). Changing a game attribute starts a new game.
// The buttons follow the box: with their words in a roomy box, as icons (their
// names and tooltips from the message catalogue) in a smaller one, and in a
// small box (under 400 x 300) behind one "More actions" button that opens a
// menu (arrow keys, Home and End move in it; Escape or Tab closes it and gives
// the focus back to the button).
// The computer plays its seats (`seats="human,expert"`) as on the page: an
// AutoPlayer asks a ComputerPlayer, whose worker loads from this module's
// address (www/game/computer.js: a blob: worker when the host is another origin,
// on the page where no worker can run).
// Events (bubbling, composed): `move` { player, hole, record } after each move
// is sown, `gameover` { winner, draw, reason, captured }, `ready` once the
// engine is loaded, and `pair` { state, seat } as a game with another device
// opens (`open`), goes quiet, is lost or is over (`closed`).
// Pairing (www/pair/pair-ui.js, shared with the page, loaded only when used): the
// invitation's link is the host page's own address with the code in its fragment,
// where the first <mancala-board pair> of that page to start reads it; so the
// friend plays on the page the inviter plays on, in the same element.
// Everything lives in a shadow root with its own stylesheets (board-ui.css,
// shared with the page, mancala-board.css, next to this file, and with pairing
// pair.css): no style goes in or out. The engine, the stylesheets,
// the modules and the computer's worker load from this script's own address,
// so the host page may live anywhere (the server must allow CORS).

import init, { GameHandle, describeRules, normalizeRules, recordProblem } from '../../pkg/mancala-web.js';
import { BoardSession } from '../game/board-session.js';
import { rulesHeader, sanitizeSettings } from '../game/game-controller.js';
import { forwardGameEvents } from './host-events.js';
import { applyLanguage, language, onLanguageChange, setLanguage, t, translatePage } from '../i18n/messages.js';
import { supportedLanguage } from '../i18n/choice.js';
import { Notices } from '../game/notices.js';
import { renderHintPanel, renderRoundPanel } from '../game/panels.js';
import { OPTION_NAMES, readOptions, reportUnknown, switchAsked, takePairCode } from '../game/params.js';
import { openStudy, settingsForState } from '../study/record-link.js';
import { ElementSave } from './element-save.js';
import { ElementParts, controlsLayout, make } from './element-parts.js';

const GAME_ATTRIBUTES = ['game', 'players', 'variant', 'mode', 'target', 'first', 'seats'];
// Any element's attributes: not options of the board, and never reported as unknown ones.
const GLOBAL_ATTRIBUTES = new Set(['id', 'class', 'style', 'title', 'hidden', 'tabindex', 'slot', 'part', 'dir', 'role', 'translate', 'inert', 'autofocus', 'accesskey', 'popover', 'nonce', 'is']);
const isGlobalAttribute = (name) => GLOBAL_ATTRIBUTES.has(name) || /^(aria-|data-|on)/.test(name);


let engine = null;
/** The wasm engine, loaded once for every board on the page. */
function loadEngine() {
  engine ??= init().then(() => ({ GameHandle, normalizeRules, describeRules }));
  return engine;
}
export class MancalaBoard extends ElementParts {
  static get observedAttributes() {
    return [...OPTION_NAMES, 'sound', 'hint', 'view', 'background', 'pair', 'save'];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.session = null;
    this.controller = null;
    this.restartQueued = false;
    // A press outside the menu closes it (listened to while the element is on the page).
    this.onOutsidePress = (e) => {
      if (this.menuOpen && !e.composedPath().includes(this.foot)) this.closeMenu(false);
    };
    // An invitation (or an answer) in the host page's fragment, opened in this tab.
    this.onHashChange = () => this.readPairFragment();
    /** The pairing (www/pair/pair-ui.js) once loaded: a promise of it, null until first needed. */
    this.pairing = null;
    this.pairUi = null;
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
    document.addEventListener('pointerdown', this.onOutsidePress);
    window.addEventListener('hashchange', this.onHashChange);
    // The document's language may change while the element is on it (its lang attribute, a menu).
    this.stopLanguage ??= onLanguageChange(() => this.retranslate());
    if (this.built) {
      if (this.frameEl.lang !== language()) this.retranslate();
      this.session?.autoplay.schedule();
      return;
    }
    this.built = true;
    reportUnknown(this.getAttributeNames().filter((name) => !isGlobalAttribute(name)), MancalaBoard.observedAttributes, 'attributes of <mancala-board>');
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
    document.removeEventListener('pointerdown', this.onOutsidePress);
    window.removeEventListener('hashchange', this.onHashChange);
    this.stopLanguage?.();
    this.stopLanguage = null;
  }

  attributeChangedCallback(name, before, after) {
    if (!this.controller || before === after) return;
    if (name === 'lang') this.syncLanguage();
    else if (name === 'speed') this.session.animator.setSpeed(this.options().speed ?? 'normal');
    else if (name === 'sound') this.applySound();
    else if (name === 'controls' || name === 'hint' || name === 'pair' || name === 'kiosk') this.applyControls();
    else if (name === 'ice') this.applyIce();
    else if (name === 'view' || name === 'background') this.applyView();
    else if ((name === 'record' || name === 'position') && after !== null) this.openAttributes(this.options());
    else if (GAME_ATTRIBUTES.includes(name) && !this.restartQueued) {
      // Several attributes set in a row give one new game.
      this.restartQueued = true;
      queueMicrotask(() => {
        this.restartQueued = false;
        this.newGame();
        this.sayIgnored(this.options());
      });
    }
  }

  async syncLanguage() {
    const wanted = supportedLanguage(this.getAttribute('lang'));
    if (wanted && wanted !== language()) await setLanguage(wanted);
  }

  /** Every word of the element again, in the language now in use; the game stays as it is. */
  retranslate() {
    applyLanguage(this.frameEl);
    translatePage(this.shadowRoot);
    this.labelControls();
    if (!this.session) {
      this.narration.textContent = t('embed.loading');
      return;
    }
    this.notices.hide();
    this.session.retranslate();
    this.pairUi?.retranslate();
    this.update();
    if (this.backgroundShown) this.showBackground(false);
  }

  applyControls() {
    this.foot.hidden = this.options().controls === 'minimal';
    this.hintButton.hidden = this.getAttribute('hint') === 'off';
    this.backgroundButton.hidden = this.getAttribute('background') === 'off';
    if (this.hintButton.hidden) this.session?.clearHint();
    this.pairButton.hidden = !this.pairAllowed();
    // The host took the permission back: a paired game ends, the dialog closes.
    if (this.pairButton.hidden && this.pairUi) {
      if (this.pairUi.active) this.pairUi.leave();
      // Closing gives up a connection being set up (PairUi.onDialogClosed).
      this.pairUi.close();
    }
    if (this.controller) this.update();
  }

  /** The `ice` servers for the next invitation or answer; a bad value is named. */
  applyIce() {
    const options = this.options();
    if (this.pairUi) this.pairUi.iceText = options.ice;
    this.sayIgnored(options);
  }

  /** Pairing with another device is offered: the host's `pair` attribute, never in kiosk mode. */
  pairAllowed() {
    return switchAsked(this.getAttribute('pair')) === true && !this.options().kiosk;
  }

  /**
   * The pairing (www/pair/pair-ui.js, shared with the page), with its dialog and bar in the shadow
   * root: loaded and made the first time it is needed. Resolves to null if it cannot be loaded.
   */
  pairPart() {
    this.pairing ??= import('../pair/pair-ui.js').then(
      ({ PairUi }) => {
        // The page's ids (a shadow root has its own): the same steps, the same tests.
        const dialog = make('dialog', 'pair-dialog');
        dialog.id = 'pair-dialog';
        const bar = make('div', 'pair-bar');
        bar.id = 'pair-bar';
        bar.setAttribute('role', 'region');
        bar.dataset.msgLabel = 'pair.barLabel';
        bar.setAttribute('aria-label', t('pair.barLabel'));
        bar.hidden = true;
        // What the pairing says aloud, as the page's live region does (the notices have their own).
        const said = make('p', 'pair-said');
        said.setAttribute('aria-live', 'polite');
        const voice = new Notices(null, said);
        this.frameEl.insertBefore(bar, this.wrap);
        this.frameEl.append(dialog, said);
        this.pairUi = new PairUi(
          { dialog, bar, root: this.shadowRoot },
          {
            session: this.session,
            announce: (text) => voice.announce(text),
            notice: (text) => this.notices.notice(text),
            // The element keeps no save of its own: the host has `record`.
            save: () => {},
            focusBoard: () => {
              const s = this.controller.state;
              this.session.overlay.focus(s.legal.length ? s.legal[0] : 0, { preventScroll: true });
            },
            state: (detail) => this.dispatchEvent(new CustomEvent('pair', { detail, bubbles: true, composed: true })),
          },
          { iceText: this.options().ice },
        );
        return this.pairUi;
      },
      (error) => {
        console.warn(error);
        this.pairing = null;
        this.showNotice(t('app.partFailed'));
        return null;
      },
    );
    return this.pairing;
  }

  async openPairing() {
    if (!this.session || !this.pairAllowed()) return;
    (await this.pairPart())?.open();
  }

  /**
   * An invitation or an answer in the host page's fragment (the link of a <mancala-board pair>
   * on this page), read by the first such element to start; the fragment then goes, so that a
   * reload does not answer again and no other element reads it.
   */
  readPairFragment() {
    const found = this.session && this.pairAllowed() ? takePairCode() : null;
    if (found) this.pairPart().then((part) => part?.openLinked(found));
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
    session.addEventListener('narrate', (/** @type {CustomEvent} */ e) => {
      this.narration.textContent = e.detail.text;
    });
    session.addEventListener('notice', (/** @type {CustomEvent} */ e) => this.notices.notice(e.detail.text));
    session.addEventListener('summary', (/** @type {CustomEvent} */ e) => {
      this.summaryEl.textContent = e.detail.text;
    });
    // The hint, as on the page: the panel, and the pit buttons' names and the board carry it.
    session.addEventListener('hint', (/** @type {CustomEvent} */ e) => {
      const hint = e.detail.hint;
      renderHintPanel(this.hintPanel, hint);
      this.summaryEl.hidden = !!hint;
      this.narration.hidden = !!hint;
      // A region of its own, which may scroll in a small box (so it takes the focus).
      if (hint) this.hintPanel.setAttribute('aria-label', hint.heading);
      this.hintPanel.tabIndex = hint?.items.length ? 0 : -1;
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
    const notes = this.ignoredText(options);
    if (!this.restoreSaved(options, notes)) this.controller.newGame(options.settings);
    session.addEventListener('update', () => {
      if (!this.controller.replaying) this.saved?.write(this.controller);
    });
    this.openAttributes(options, notes);
    this.applyView();
    this.readPairFragment();
    this.resumePairing();
    session.addEventListener('update', (/** @type {CustomEvent} */ e) => e.detail.reason === 'new' && this.resumePairing());
    this.dataset.ready = 'true';
    this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true }));
  }

  /** A game kept paired with a friend's device (save="KEY") waits for it: neither device plays alone. */
  resumePairing() {
    if (this.controller.settings?.pairing && this.pairAllowed()) this.pairPart().then((part) => part?.resume());
  }

  /**
   * With save="KEY", the game kept under that key (when no record or position attribute asks
   * for another): true when it is on the board. A saved text that cannot be read is kept
   * aside, and `notes` say so.
   */
  restoreSaved(options, notes) {
    const name = this.getAttribute('save');
    this.saved = name ? new ElementSave(name) : null;
    if (!this.saved || options.record !== null || options.position !== null) return false;
    const found = this.saved.open(this.controller.engine);
    if (found?.keptAside) {
      console.warn(`mancala: the saved game under ${this.saved.key} could not be read; it is kept under ${found.keptAside}`);
      notes.push(t('save.dropped.save'));
    }
    if (!found?.handle) return false;
    const state = found.handle.state();
    found.handle.free();
    this.controller.restore(found.entry.settings ?? settingsForState(state, options.settings.seats), found.entry.record, found.entry.redo);
    return true;
  }

  /** Sound is off in an embed unless the host asks: sound="on". */
  applySound() {
    this.session.sound.setEnabled(switchAsked(this.getAttribute('sound')) ?? false);
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
    // The background takes the board's place: the board is measured again when it comes back.
    if (this.backgroundShown) return;
    const frame = this.frameEl;
    const box = this.getBoundingClientRect();
    if (!box.width) return;
    // Try filling: with no height from the host the board collapses, so its shape decides.
    frame.classList.add('fill');
    const fill = this.wrap.getBoundingClientRect().height >= 40;
    frame.classList.toggle('fill', fill);
    frame.classList.toggle('compact', box.width < 480 || (fill && box.height < 400));
    this.setLayout(controlsLayout(box.width, fill ? box.height : null));
  }

  /**
   * Opens the `record` or `position` attribute's game, if any, and says what is wrong with a
   * bad one, after the `earlier` sentences (start-up's); never throws.
   */
  openAttributes(options, earlier = []) {
    const study = options.record !== null ? { kind: 'record', text: options.record } : options.position !== null ? { kind: 'position', text: options.position } : null;
    const message = study ? openStudy(this.controller, recordProblem, study, options.settings?.seats).message : null;
    const sentences = message ? [...earlier, message] : earlier;
    if (sentences.length) this.notices.notice(sentences, true);
    else if (study) this.notices.hide();
  }

  /** The sentence for the attributes that could not be used, in a list (empty when none). */
  ignoredText(options) {
    return options.ignored.length ? [t('options.ignored', { names: options.ignored })] : [];
  }

  /** Says which attributes could not be used, if any. */
  sayIgnored(options) {
    const sentences = this.ignoredText(options);
    if (sentences.length) this.notices.notice(sentences, true);
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
    this.hintButton.disabled = !c.canHint;
    this.hintButton.setAttribute('aria-busy', c.hintPending ? 'true' : 'false');
    // A button that went out while its menu was open (Undo at the first move): the focus stays in the menu.
    if (this.menuOpen && !this.menuItems().includes(this.shadowRoot.activeElement)) this.menuItems()[0]?.focus();
    renderRoundPanel(
      { panel: this.roundPanel, heading: null, result: this.roundText, next: null, choose: this.roundChoose, button: this.roundButton },
      session.roundView(),
    );
    if (state.status === 'over' && !session.animator.busy) this.narration.textContent = this.controller.resultText();
    this.labelControls();
  }

  /** The view the attributes ask for: the background (view="background", unless background="off") or the board. */
  applyView() {
    if (this.getAttribute('background') === 'off') this.backgroundButton.hidden = true;
    const wanted = this.getAttribute('view') === 'background' && this.getAttribute('background') !== 'off';
    if (wanted) this.showBackground(false);
    else if (this.backgroundShown) this.hideBackground(false);
  }

  /**
   * Shows the background of the game on the board in place of the board (its module, words and
   * map loaded the first time); `focus` puts the focus on its heading.
   */
  async showBackground(focus) {
    if (this.getAttribute('background') === 'off') return;
    const ticket = (this.backgroundTicket = (this.backgroundTicket ?? 0) + 1);
    try {
      const view = await import('../background/view.js');
      await view.addStylesheet(this.shadowRoot);
      const game = this.controller?.settings?.game ?? this.options().settings.game;
      const rules = describeRules(rulesHeader(sanitizeSettings({ game })));
      await view.renderBackground(this.backgroundBody, game, { rules, links: view.linksAllowed() });
    } catch (e) {
      console.warn(e);
      this.showNotice(t('app.partFailed'));
      return;
    }
    if (ticket !== this.backgroundTicket) return; // asked again, or closed, meanwhile
    if (this.menuOpen) this.closeMenu(false);
    this.backgroundShown = true;
    this.backgroundPanel.hidden = false;
    this.frameEl.classList.add('showing-background');
    if (focus) this.shadowRoot.getElementById('background-heading')?.focus();
  }

  /** The board again in place of the background; `focus` gives the focus back to the button that opened it. */
  hideBackground(focus) {
    this.backgroundTicket = (this.backgroundTicket ?? 0) + 1;
    this.backgroundShown = false;
    this.backgroundPanel.hidden = true;
    this.frameEl.classList.remove('showing-background');
    this.fitBox();
    if (focus) (this.layoutName === 'menu' ? this.moreButton : this.backgroundButton).focus();
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
