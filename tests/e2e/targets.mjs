// What a finger can hit (WCAG 2.2, 2.5.5): every control in reach is at least 44 x 44 CSS px
// and at least 8 px from the next. Only the controls a finger can reach are measured: those of
// the open modal dialog or popover when there is one, the page's otherwise, and of those the
// ones whole in view and on top at their centre (a test scrolls to see the others).

/**
 * The controls of `page` that are too small or too close: { small: ["name WxH"], close: ["a ~ b: d"] }.
 * A checkbox's or radio's target is its label; text links inside a sentence are left out (WCAG's
 * exception for inline targets).
 */
export function smallTargets(page, min = 44, apart = 8) {
  return page.evaluate(
    ({ min, apart }) => {
      const layer = document.querySelector('dialog[open]:modal, :popover-open') ?? document.body;
      const visiblePart = (node) => {
        let { left, top, right, bottom } = node.getBoundingClientRect();
        for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
          if (!/auto|scroll|hidden/.test(getComputedStyle(box).overflowY)) continue;
          const b = box.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, b.left), Math.max(top, b.top), Math.min(right, b.right), Math.min(bottom, b.bottom)];
        }
        return right - left > 0 && bottom - top > 0 ? { left, top, right, bottom, width: right - left, height: bottom - top } : null;
      };
      const targets = [];
      for (const e of layer.querySelectorAll('button, a[href], select, summary, input:not([type=hidden]), .pit')) {
        const target = e.matches('input') ? (e.closest('label') ?? e) : e;
        if (e.matches('a') && e.closest('p, li')) continue;
        if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        if (target.closest('[inert]') || targets.some((t) => t.node === target)) continue;
        // Only whole in its scrolling box: one cut by the box's edge is measured once scrolled into view.
        const r = target.getBoundingClientRect();
        const shown = visiblePart(target);
        if (!shown || shown.width < r.width - 0.5 || shown.height < r.height - 0.5) continue;
        // Out of the screen, or under another part (a sheet's fixed foot over what scrolls under it): not in reach.
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(target.contains(hit) || hit.contains(target) || (hit.matches('label') && hit.control === e))) continue;
        const words = (target.getAttribute('aria-label') || target.textContent || '').trim().slice(0, 24);
        const name = `${target.id ? `#${target.id}` : target.tagName.toLowerCase()} "${words}"`;
        targets.push({ node: target, r, name });
      }
      const small = targets.filter(({ r }) => r.width < min - 0.5 || r.height < min - 0.5).map(({ r, name }) => `${name} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
      const close = [];
      for (let i = 0; i < targets.length; i += 1) {
        for (let j = i + 1; j < targets.length; j += 1) {
          const [a, b] = [targets[i], targets[j]];
          if (a.node.contains(b.node) || b.node.contains(a.node)) continue;
          const dx = Math.max(0, Math.max(a.r.left, b.r.left) - Math.min(a.r.right, b.r.right));
          const dy = Math.max(0, Math.max(a.r.top, b.r.top) - Math.min(a.r.bottom, b.r.bottom));
          if (Math.hypot(dx, dy) < apart - 0.5) close.push(`${a.name} ~ ${b.name}: ${Math.hypot(dx, dy).toFixed(1)}`);
        }
      }
      return { small, close };
    },
    { min, apart },
  );
}
