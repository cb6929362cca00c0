// Passing notices float at the foot of the window (.toasts, style.css), where the game's
// controls often are: there a notice would hide Hint, Undo or Replay and take their taps for
// as long as it shows. While one shows, the column of notices is lifted above each control it
// would cover, as far as the window has room; where no place is clear, it goes where it covers
// the fewest.

const CONTROLS = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"]), .pit';
/** Between a lifted notice and the control under it, in CSS pixels. */
const GAP = 8;

/** The box around what `toasts` shows (its column spans the window's width), or null. */
function shownBox(toasts) {
  const boxes = [...toasts.children].map((child) => child.getBoundingClientRect()).filter((r) => r.width && r.height);
  if (!boxes.length) return null;
  const top = Math.min(...boxes.map((r) => r.top));
  const bottom = Math.max(...boxes.map((r) => r.bottom));
  return { top, bottom, left: Math.min(...boxes.map((r) => r.left)), right: Math.max(...boxes.map((r) => r.right)), height: bottom - top };
}

/** The boxes of the enabled controls outside `toasts` that `box` overlaps. */
function coveredControls(toasts, box) {
  const covered = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (toasts.contains(control) || /** @type {HTMLButtonElement} */ (control).disabled) continue;
    const r = control.getBoundingClientRect();
    if (!r.width || !r.height || r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom) continue;
    covered.push(r);
  }
  return covered;
}

/**
 * Keeps the notices shown in `toasts` clear of the page's controls: placed each time one
 * shows or changes, and when the window is resized or scrolled.
 * @param {HTMLElement} toasts
 */
export function keepNoticesClear(toasts) {
  let frame = 0;
  const place = () => {
    frame = 0;
    toasts.style.removeProperty('inset-block-end');
    let box = shownBox(toasts);
    if (!box) return;
    let covered = coveredControls(toasts, box);
    let best = { lift: null, count: covered.length };
    while (covered.length && best.count) {
      const lift = innerHeight - Math.min(...covered.map((r) => r.top)) + GAP;
      if (lift + box.height > innerHeight - GAP) break;
      toasts.style.insetBlockEnd = `${lift}px`;
      box = shownBox(toasts);
      if (!box) return;
      covered = coveredControls(toasts, box);
      if (covered.length < best.count) best = { lift, count: covered.length };
    }
    if (best.lift === null) toasts.style.removeProperty('inset-block-end');
    else toasts.style.insetBlockEnd = `${best.lift}px`;
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(place);
  };
  // A notice is placed before it is first painted (observers run before the next frame).
  new MutationObserver(place).observe(toasts, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  addEventListener('resize', schedule);
  addEventListener('scroll', schedule, { passive: true });
}
