// The page inside an iframe, or on a public screen: applies the URL options
// (www/params.js) to the document, and tells the parent window about moves.

import { forwardGameEvents } from './host-events.js';

/** Marks <html> for the styles of www/modes.css. */
export function applyPageOptions(root, options) {
  if (options.controls === 'minimal') root.dataset.controls = 'minimal';
  if (options.kiosk) root.dataset.kiosk = '';
  if (window.parent !== window) root.dataset.embedded = '';
}

/**
 * In an iframe: posts { source: 'mancala-board', type: 'move' | 'gameover', detail }
 * to the parent window (any origin may listen; nothing private is in it).
 */
export function connectParent(controller) {
  if (window.parent === window) return;
  forwardGameEvents(controller, (type, detail) => {
    try {
      window.parent.postMessage({ source: 'mancala-board', type, detail }, '*');
    } catch {
      // A parent that went away: nothing to tell.
    }
  });
}
