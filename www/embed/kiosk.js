// Kiosk mode (?kiosk=1), for a public screen in a museum. In play: the board
// fills the screen, with only what a visitor needs (the game, the computer or a
// friend, Hint, Undo, New game, Rules, the language as large buttons). After
// some idle time a countdown offers to go on; then the visitor's game is
// forgotten and an attract loop plays games on the board (a demonstration,
// each game's name and where it comes from) until someone touches the screen,
// key or click; then a fresh start. The kiosk never leaves itself: no links
// out, no text selection or context menu, no zoom, no scroll.
//
// The attract loop asks a *source* for games and their moves (www/embed/kiosk-sources.js:
// the computer playing both seats, or sample games replayed).

import { language, onLanguageChange, setLanguage, t } from '../i18n/messages.js';
import { LANGUAGES } from '../i18n/languages.js';

import { computerMatches, sampleReplays } from './kiosk-sources.js';

export { computerMatches, sampleReplays };

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'];
/** Pause between the moves of the attract loop, and after a game ends. */
const MOVE_PAUSE_MS = 700;
const END_PAUSE_MS = 4000;
/** The countdown before a visitor's game is given up (never longer than the idle time). */
const COUNTDOWN_SECONDS = 20;

/**
 * The languages a kiosk offers, from its `kiosk-languages` parameter (codes separated by
 * commas, in the order to show them): the codes the page speaks, each once; all of them when
 * the parameter is absent or names none.
 */
function kioskLanguages(text) {
  const codes = (text ?? '').split(/[,\s]+/).map((c) => c.trim().toLowerCase()).filter(Boolean);
  const known = [...new Set(codes)].filter((code) => LANGUAGES.some((l) => l.code === code));
  if (codes.length && known.length < codes.length) console.warn(`kiosk-languages: ignored what is not one of ${LANGUAGES.map((l) => l.code).join(', ')}`);
  return known.length ? known : LANGUAGES.map((l) => l.code);
}

/**
 * The kiosk of the page's board `session` (www/game/board-session.js), as the URL's `options`
 * (www/game/params.js) set it up; `hooks` are the page's onNewGame, onReset and onFresh. Not started yet.
 */
export function pageKiosk({ controller, animator, computer }, options, hooks) {
  return new Kiosk({
    controller,
    animator,
    idleSeconds: options.kioskIdle,
    // Computer against computer; the stored sample games if the computer cannot answer.
    source: computerMatches(computer),
    fallback: sampleReplays(controller.engine),
    speed: options.speed ?? 'normal',
    languages: kioskLanguages(new URLSearchParams(location.search).get('kiosk-languages')),
    ...hooks,
  });
}

/** Large buttons, one per language, each named in itself; `pick(code)` on a press. */
function languageButtons(codes, pick) {
  const box = document.createElement('div');
  box.className = 'kiosk-languages';
  for (const code of codes) {
    const info = LANGUAGES.find((l) => l.code === code);
    const button = document.createElement('button');
    button.type = 'button';
    button.lang = code;
    button.dir = info.dir;
    button.dataset.kioskLang = code;
    button.textContent = info.name;
    button.addEventListener('click', () => pick(code));
    box.append(button);
  }
  return box;
}

export class Kiosk {
  /**
   * @param {object} o
   * @param {import('../game/game-controller.js').GameController} o.controller
   * @param {import('../board/animator.js').Animator} o.animator
   * @param {number} o.idleSeconds
   * @param {{ nextGame: () => import('./kiosk-sources.js').KioskGame }} o.source
   * @param {{ nextGame: () => import('./kiosk-sources.js').KioskGame }} [o.fallback] the source once `source` has failed
   * @param {() => void} o.onReset   close dialogs, forget the visitor's games, show the board (before the loop)
   * @param {() => void} o.onFresh   the fresh start after someone touched the screen
   * @param {() => void} o.onNewGame the visitor's New game: the same game again, from the start
   * @param {string[]} [o.languages] the languages offered (kioskLanguages), in order
   * @param {string} [o.speed]       the animation speed of the loop
   */
  constructor({ controller, animator, idleSeconds, source, fallback = null, onReset, onFresh, onNewGame, languages = kioskLanguages(null), speed = 'normal' }) {
    this.controller = controller;
    this.animator = animator;
    this.idleMs = idleSeconds * 1000;
    this.countdownSeconds = Math.max(1, Math.min(COUNTDOWN_SECONDS, Math.round(idleSeconds)));
    this.source = source;
    this.fallback = fallback;
    this.onReset = onReset;
    this.onFresh = onFresh;
    this.onNewGame = onNewGame;
    this.languages = languages;
    this.speed = speed === 'instant' ? 'normal' : speed;
    // The kiosk's own language, which each visitor's choice gives way to at the next loop.
    this.home = language();
    this.timer = 0;
    this.token = 0;
    this.attracting = false;
    this.swallowUntil = 0;
    this.overlay = null;
    this.countdown = null;
    this.onInput = this.onInput.bind(this);
    this.onClick = this.onClick.bind(this);
  }

  /** Starts once the kiosk's styles (www/embed/kiosk.css, asked for as the page started) are in. */
  async start() {
    const styles = /** @type {HTMLLinkElement | null} */ (document.getElementById('kiosk-styles'));
    if (styles && !styles.sheet) {
      await new Promise((done) => {
        styles.addEventListener('load', done, { once: true });
        styles.addEventListener('error', done, { once: true });
      });
    }
    for (const type of INPUT_EVENTS) window.addEventListener(type, this.onInput, { capture: true, passive: false });
    window.addEventListener('click', this.onClick, { capture: true });
    // Nothing to select, drag out, open in a menu or zoom on a public screen (pinching is
    // stopped by touch-action in www/page/modes.css: the viewport keeps zoom allowed, as WCAG asks).
    for (const type of ['contextmenu', 'selectstart', 'dragstart', 'gesturestart']) document.addEventListener(type, (e) => e.preventDefault());
    this.buildControls();
    onLanguageChange(() => this.retranslate());
    this.arm();
    // The screen-cleaning mode, with its words, once the kiosk runs: the idle timer waits meanwhile.
    import('./cleaning.js')
      .then(({ watchForCleaning }) => watchForCleaning({ pause: () => clearTimeout(this.timer), resume: () => this.arm() }))
      .catch((e) => console.error(e));
  }

  /** The visitor's controls the page does not have: New game (no settings sheet) and the languages. */
  buildControls() {
    const nav = document.querySelector('.topbar-actions');
    this.newButton = button('btn-kiosk-new', () => this.onNewGame());
    nav.querySelector('#btn-rules').before(this.newButton);
    // The game and the opponent (the computer, or a friend, in a visitor's words) in the title
    // bar: the screen's height is the board's.
    const quick = document.getElementById('quick');
    document.querySelector('.topbar h1').after(quick);
    /** @type {[HTMLElement, string][]} each span with its message's key */
    this.opponents = [
      [quick.querySelector('#quick-opponent input[value="computer"] + span'), 'kiosk.vsComputer'],
      [quick.querySelector('#quick-opponent input[value="human"] + span'), 'kiosk.vsFriend'],
    ];
    for (const [span, key] of this.opponents) span.dataset.msg = key;
    if (this.languages.length > 1) {
      this.languageDialog = document.createElement('dialog');
      this.languageDialog.id = 'kiosk-language-dialog';
      this.languageDialog.className = 'kiosk-sheet';
      this.languageDialog.setAttribute('aria-labelledby', 'kiosk-language-heading');
      const heading = document.createElement('h2');
      heading.id = 'kiosk-language-heading';
      this.languageDialog.append(
        heading,
        languageButtons(this.languages, (code) => {
          this.languageDialog.close();
          if (code !== language()) setLanguage(code).catch((e) => console.error(e));
        }),
      );
      document.body.append(this.languageDialog);
      this.languageButton = button('btn-kiosk-language', () => this.languageDialog.showModal());
      nav.append(this.languageButton);
    }
    this.retranslate();
  }

  arm() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.idle(), this.idleMs);
  }

  /** Idle: a game of the visitor's is offered a countdown first; with nothing to lose the loop starts. */
  idle() {
    if (this.controller.state?.plies.length) this.showCountdown();
    else this.attract();
  }

  onInput(e) {
    // No zoom: neither pinch (two fingers, a trackpad's ctrl+wheel) nor ctrl and + or -.
    if ((e.type === 'wheel' && e.ctrlKey) || (e.type === 'touchstart' && e.touches.length > 1)) e.preventDefault();
    if (e.type === 'keydown' && (e.ctrlKey || e.metaKey) && ['+', '-', '=', '0'].includes(e.key)) e.preventDefault();
    if (!this.attracting) {
      if (this.countdown) {
        this.hideCountdown();
        // The touch that keeps the game does nothing else.
        if (e.type !== 'keydown') this.swallowUntil = performance.now() + 800;
      }
      this.arm();
      return;
    }
    e.preventDefault();
    e.stopPropagation();
    const target = e.target instanceof Element ? e.target : null;
    this.stop(target?.closest('[data-kiosk-lang]')?.dataset.kioskLang ?? null);
  }

  onClick(e) {
    // No link leads out of the kiosk.
    if (e.target instanceof Element && e.target.closest('a[href]')) e.preventDefault();
    // The click that follows the touch which stopped the loop lands on nothing.
    if (performance.now() < this.swallowUntil) {
      e.preventDefault();
      e.stopPropagation();
      this.swallowUntil = 0;
    }
  }

  /** Forgets the visitor's game and plays the attract loop until stop(). */
  async attract() {
    if (this.attracting) return;
    this.hideCountdown();
    this.attracting = true;
    const token = ++this.token;
    document.documentElement.dataset.attract = 'true';
    this.controller.cancelAll();
    this.languageDialog?.close();
    this.onReset();
    if (language() !== this.home) await setLanguage(this.home).catch((e) => console.error(e));
    if (token !== this.token) return;
    this.showOverlay();
    this.previousSpeed = this.animator.speed;
    this.animator.setSpeed(this.speed);
    while (token === this.token) {
      const game = this.source.nextGame();
      this.controller.restore(game.settings, game.start);
      this.showGame(game.settings.game);
      let switched = false;
      for (;;) {
        // The next move is worked out while the last one rests on the board.
        let move;
        try {
          [move] = await Promise.all([game.nextMove(this.controller.state), pause(MOVE_PAUSE_MS)]);
        } catch (e) {
          if (token !== this.token) return;
          if (this.fallback) {
            switched = true;
            console.warn('kiosk: the attract loop replays sample games instead', e);
            this.source = this.fallback;
            this.fallback = null;
          }
          break;
        }
        if (token !== this.token) return;
        if (!move) break;
        if (move.round) await this.controller.nextRound(move.chosen);
        else await this.controller.play(move.hole);
      }
      if (!switched) await pause(END_PAUSE_MS);
    }
  }

  /** Stops the loop: a fresh start (in `code`'s language, if a language was touched), and the idle timer runs again. */
  stop(code = null) {
    if (!this.attracting) return;
    this.attracting = false;
    this.token += 1;
    this.swallowUntil = performance.now() + 800;
    delete document.documentElement.dataset.attract;
    this.clearance?.disconnect();
    this.overlay?.remove();
    this.overlay = null;
    this.controller.cancelAll();
    this.animator.setSpeed(this.previousSpeed ?? 'normal');
    if (code && code !== language()) setLanguage(code).catch((e) => console.error(e));
    this.onFresh();
    this.arm();
  }

  /**
   * The attract screen: what is happening (a demonstration), the game on the board and where
   * it comes from, the touch that starts a game, and the languages. `.attract-about` is the
   * place for the game's background text.
   */
  showOverlay() {
    const overlay = document.createElement('div');
    overlay.className = 'attract';
    overlay.id = 'attract';
    const caption = document.createElement('div');
    caption.className = 'attract-caption';
    caption.append(element('p', 'attract-demo'), element('h2', 'attract-game'), element('p', 'attract-origin'), element('div', 'attract-about'));
    const foot = document.createElement('div');
    foot.className = 'attract-foot';
    foot.append(element('p', 'attract-touch'));
    if (this.languages.length > 1) foot.append(languageButtons(this.languages, () => {}));
    overlay.append(caption, foot);
    // In the main landmark, where the game is.
    document.getElementById('app').append(overlay);
    this.overlay = overlay;
    this.clearance = new ResizeObserver(() => clearOfAttract(caption, foot));
    this.clearance.observe(caption);
    this.clearance.observe(foot);
    this.retranslate();
  }

  showGame(game) {
    if (!this.overlay) return;
    this.overlay.dataset.game = game;
    this.retranslate();
  }

  /**
   * The game's map and one sentence of its background under its name, in the
   * language in use; the background's module and words are loaded the first time. If they
   * cannot be, the name and origin line stay alone.
   */
  async showAbout(game) {
    /** @type {HTMLElement} */
    const about = this.overlay?.querySelector('.attract-about');
    if (!about) return;
    // Said again on every retranslate(): only a new game or language redraws it.
    const shown = game ? `${game} ${language()}` : null;
    if (shown === about.dataset.shown) return;
    about.dataset.shown = shown ?? '';
    const ticket = (this.aboutTicket = (this.aboutTicket ?? 0) + 1);
    if (!game) {
      about.hidden = true;
      return;
    }
    try {
      const view = await import('../background/view.js');
      await view.addStylesheet(document.head);
      const [sentence, map] = await Promise.all([view.summary(game), view.mapOf(game)]);
      // Another game, or the loop over, while it loaded.
      if (ticket !== this.aboutTicket || about !== this.overlay?.querySelector('.attract-about')) return;
      const text = element('p', 'attract-sentence');
      text.textContent = sentence;
      about.replaceChildren(map, text);
      about.hidden = false;
    } catch (e) {
      console.warn('kiosk: no background for the attract loop', e);
      if (ticket !== this.aboutTicket) return;
      about.hidden = true;
      about.dataset.shown = ''; // tried again next time
    }
  }

  /** After the idle time, a game in progress: a countdown, which any touch or key ends. */
  showCountdown() {
    const box = document.createElement('div');
    box.className = 'kiosk-countdown';
    box.id = 'kiosk-countdown';
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-labelledby', 'kiosk-countdown-heading');
    box.setAttribute('aria-describedby', 'kiosk-countdown-text');
    const panel = document.createElement('div');
    panel.className = 'panel';
    const heading = element('h2', 'kiosk-countdown-heading');
    heading.id = 'kiosk-countdown-heading';
    const text = element('p', 'kiosk-countdown-text');
    text.id = 'kiosk-countdown-text';
    const keep = button('btn-kiosk-keep', () => {});
    keep.className = 'primary';
    panel.append(heading, text, keep);
    box.append(panel);
    document.getElementById('app').append(box);
    this.countdown = { box, left: this.countdownSeconds, timer: 0 };
    const tick = () => {
      if (!this.countdown) return;
      if (this.countdown.left <= 0) {
        this.attract();
        return;
      }
      this.retranslate();
      this.countdown.left -= 1;
      this.countdown.timer = setTimeout(tick, 1000);
    };
    tick();
    keep.focus({ preventScroll: true });
  }

  hideCountdown() {
    if (!this.countdown) return;
    clearTimeout(this.countdown.timer);
    this.countdown.box.remove();
    this.countdown = null;
  }

  /** Every word of the kiosk's own parts, in the language now in use. */
  retranslate() {
    const info = LANGUAGES.find((l) => l.code === language());
    if (this.newButton) this.newButton.textContent = t('controls.newGame');
    for (const [span, key] of this.opponents ?? []) span.textContent = t(key);
    if (this.languageButton) {
      this.languageButton.textContent = info.name;
      this.languageButton.lang = info.code;
      this.languageButton.setAttribute('aria-label', t('kiosk.language', { name: info.name }));
      this.languageDialog.querySelector('h2').textContent = t('language.label');
    }
    const o = this.overlay;
    if (o) {
      const game = o.dataset.game;
      o.querySelector('.attract-demo').textContent = t('kiosk.demo');
      o.querySelector('.attract-game').textContent = game ? t(`game.${game}`) : '';
      o.querySelector('.attract-origin').textContent = game ? t(`kiosk.origin.${game}`) : '';
      this.showAbout(game);
      o.querySelector('.attract-touch').textContent = t('kiosk.touch');
    }
    const c = this.countdown;
    if (c) {
      c.box.querySelector('.kiosk-countdown-heading').textContent = t('kiosk.stillThere');
      c.box.querySelector('.kiosk-countdown-text').textContent = t('kiosk.countdown', { n: c.left });
      c.box.querySelector('#btn-kiosk-keep').textContent = t('kiosk.keepPlaying');
    }
  }
}

function element(tag, className) {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

function button(id, onClick) {
  const node = document.createElement('button');
  node.type = 'button';
  node.id = id;
  node.addEventListener('click', onClick);
  return node;
}

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Makes the board and the players keep clear of the attract loop's caption and foot: the page's
 * main part leaves the caption's room beside the board on a wide screen (the caption a column at
 * the inline start) and above it on a tall one, and the foot's room under the players' row
 * (kiosk.css reads --attract-inline, --attract-block and --attract-foot).
 */
function clearOfAttract(caption, foot) {
  const main = document.getElementById('app');
  const room = main.getBoundingClientRect();
  const r = caption.getBoundingClientRect();
  const wide = matchMedia('(orientation: landscape)').matches;
  const rtl = document.documentElement.dir === 'rtl';
  const inline = wide ? (rtl ? innerWidth - r.left : r.right) : 0;
  const block = wide ? 0 : Math.max(0, r.bottom - room.top);
  main.style.setProperty('--attract-inline', `${Math.ceil(inline)}px`);
  main.style.setProperty('--attract-block', `${Math.ceil(block)}px`);
  main.style.setProperty('--attract-foot', `${Math.ceil(Math.max(0, room.bottom - foot.getBoundingClientRect().top))}px`);
}
