// The demo host page (embed-demo.html): lists the events that the custom
// element and the iframe send to it, as a museum page might use them.

import { applyLanguage, holeLabel, language, playerName, t, translatePage } from '../i18n/messages.js';

applyLanguage(document.documentElement);
translatePage(document);
document.title = t('demo.title');

const log = document.getElementById('event-log');

function add(text, type) {
  const item = document.createElement('li');
  item.dataset.type = type;
  item.textContent = text;
  log.append(item);
}

/** Lists a game event; a message without the event's details is not the game's, and is left out. */
function show(via, type, detail, game, players) {
  if (typeof detail !== 'object' || detail === null) return;
  if (type === 'move' && Number.isInteger(detail.player) && Number.isInteger(detail.hole)) {
    add(t('demo.moveLog', { via, player: playerName(players, detail.player), hole: holeLabel(game, detail.hole) }), type);
  } else if (type === 'gameover' && (detail.draw === true || Number.isInteger(detail.winner))) {
    const result = detail.draw ? t('end.draw') : t('end.wins', { player: playerName(players, detail.winner) });
    add(t('demo.overLog', { via, result }), type);
  }
}

const board = /** @type {import('./mancala-board.js').MancalaBoard} */ (document.getElementById('demo-element'));
for (const type of ['move', 'gameover']) {
  board.addEventListener(type, (/** @type {CustomEvent} */ e) => {
    const state = board.state;
    show(t('demo.viaElement'), type, e.detail, state.game, state.players);
  });
}

const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('demo-frame'));
// The frame is given its address once, here: a language asked for in this page's URL goes to it
// too (the element shares this page's). Changing the address of a frame that is already loading
// is not reliable: Chromium at times drops the second navigation and the frame stays as it was.
const src = new URL(frame.dataset.src, location.href);
if (new URLSearchParams(location.search).has('lang')) src.searchParams.set('lang', language());
frame.src = src.href;
window.addEventListener('message', (e) => {
  // Only the demo's own frame, and only the game's messages.
  if (e.source !== frame.contentWindow || e.data?.source !== 'mancala-board') return;
  const game = new URL(frame.src).searchParams.get('game') ?? 'bakuk';
  show(t('demo.viaFrame'), e.data.type, e.data.detail, game, 2);
});
