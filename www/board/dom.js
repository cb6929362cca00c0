// Small DOM helpers for everything above the board: an element with its
// properties, whole sentences a paragraph each, a player's swatch, the browser's storage.

import { PLAYER_STYLE } from './board.js';

/** An element with `props` (className, text, dataset, attributes; true sets an empty attribute, false, null and undefined none) and children. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'className') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (value === true) node.setAttribute(key, '');
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** Puts whole sentences in `node` (a block, not a <p>), a paragraph each: sentences are never glued into one string. */
export function setParagraphs(node, texts) {
  node.replaceChildren(...texts.map((text) => el('p', { text })));
}

/** A small swatch in a player's colour and rim pattern. */
export function playerSwatch(p) {
  return el('span', { className: `swatch swatch-${p} swatch-${PLAYER_STYLE[p].name}`, 'aria-hidden': 'true' });
}

/** Offers `text` to the person as a file named `name` (the browser's download). */
export function offerDownload(name, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** `localStorage` or `sessionStorage`, or null where the browser gives none (a sandboxed iframe throws on reading it). */
export function browserStorage(name) {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}
