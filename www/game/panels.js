// The panels under the board that render what the board session reports: the
// round panel between the rounds of a match, and the hint panel. Shared by the
// page and the <mancala-board> element; all words come from the session.

function el(tag, text, className) {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * Fills the round panel from session.roundView() (null hides it). `parts`: { panel, heading,
 * result, next, choose, button }; heading, result and next may be null (a compact panel).
 */
export function renderRoundPanel(parts, view) {
  parts.panel.hidden = !view;
  if (!view) return;
  if (parts.heading) parts.heading.textContent = view.heading;
  if (parts.result) parts.result.textContent = view.result;
  // The next round's sentences, a paragraph each (never glued into one string).
  if (parts.next) parts.next.replaceChildren(...view.next.map((text) => el('p', text)));
  parts.choose.textContent = view.choose;
  parts.choose.hidden = !view.choose;
  parts.button.textContent = view.start;
  parts.button.disabled = view.startDisabled;
  parts.button.hidden = !!view.startHidden;
}

/**
 * Fills the hint panel from a session 'hint' event's hint ({ heading, items, explain }, or null).
 * `reveal`: scroll the page just enough to show it (the page's panel opens under its buttons,
 * below the fold of a laptop's screen); a frame or the element leaves its host page where it is.
 */
export function renderHintPanel(panel, hint, { reveal = false } = {}) {
  panel.hidden = !hint;
  if (!hint) {
    panel.replaceChildren();
    return;
  }
  if (!hint.items.length) {
    panel.replaceChildren(el('p', hint.heading));
  } else {
    const list = document.createElement('ul');
    list.append(...hint.items.map((text) => el('li', text)));
    panel.replaceChildren(el('h2', hint.heading), list);
    if (hint.explain) panel.append(el('p', hint.explain, 'help'));
  }
  if (reveal) panel.scrollIntoView({ block: 'nearest' });
}
