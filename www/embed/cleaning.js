// The kiosk's screen-cleaning mode: a long press in a corner of the screen pauses touch for
// 30 seconds, so the glass can be wiped without playing; a countdown says how long is left.
// Loaded by the kiosk (www/embed/kiosk.js) once it has started, with its words.

import { laterWords, t } from '../i18n/messages.js';

await laterWords();

/** How long a press in a corner lasts to start cleaning, and how far it may slide. */
const LONG_PRESS_MS = 2000;
const SLIDE_PX = 24;
/** How long touch is paused. */
const CLEANING_SECONDS = 30;
const STOPPED_EVENTS = ['pointerdown', 'pointerup', 'pointermove', 'touchstart', 'touchend', 'click', 'keydown', 'wheel', 'contextmenu'];

/** Whether (x, y) lies in one of the screen's corners: a square of a tenth of its shorter side, at least 64 px. */
function inCorner(x, y, width, height) {
  const side = Math.max(64, Math.min(width, height) / 10);
  return (x < side || x > width - side) && (y < side || y > height - side);
}

/**
 * Watches for the long press in a corner; while cleaning, every touch, click and key is held
 * back from the page. `pause()` and `resume()` are the kiosk's: its idle timer stops meanwhile.
 */
export function watchForCleaning({ pause, resume }) {
  let press = null;
  let cleaning = null;
  const cancel = () => {
    clearTimeout(press?.timer);
    press = null;
  };
  window.addEventListener(
    'pointerdown',
    (e) => {
      if (cleaning || !e.isPrimary || !inCorner(e.clientX, e.clientY, innerWidth, innerHeight)) return;
      cancel();
      press = { x: e.clientX, y: e.clientY, timer: setTimeout(start, LONG_PRESS_MS) };
    },
    { capture: true },
  );
  window.addEventListener('pointermove', (e) => {
    if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLIDE_PX) cancel();
  });
  for (const type of ['pointerup', 'pointercancel']) window.addEventListener(type, cancel);
  // While cleaning, nothing reaches the page (these run after the kiosk's own listeners).
  for (const type of STOPPED_EVENTS) {
    window.addEventListener(
      type,
      (e) => {
        if (!cleaning) return;
        e.preventDefault();
        e.stopImmediatePropagation();
      },
      { capture: true, passive: false },
    );
  }

  function start() {
    press = null;
    pause();
    const layer = document.createElement('div');
    layer.id = 'kiosk-cleaning';
    layer.className = 'kiosk-cleaning';
    const panel = document.createElement('div');
    panel.className = 'panel';
    const heading = document.createElement('h2');
    const left = document.createElement('p');
    left.className = 'kiosk-cleaning-left';
    panel.append(heading, left);
    layer.append(panel);
    document.body.append(layer);
    const ends = performance.now() + CLEANING_SECONDS * 1000;
    cleaning = { layer };
    const show = () => {
      const n = Math.max(0, Math.ceil((ends - performance.now()) / 1000));
      heading.textContent = t('kiosk.cleaning');
      left.textContent = t('kiosk.cleaningLeft', { n });
      if (n > 0) return;
      clearInterval(cleaning.ticker);
      layer.remove();
      cleaning = null;
      resume();
    };
    cleaning.ticker = setInterval(show, 250);
    show();
  }
}
