// The printable leaflet of a game: one A4 sheet printed on both
// sides, folded in half to an A5 booklet of four pages.
//
//   outside: [ page 4: sources differ, references | page 1: name, map, where, QR ]
//   inside:  [ page 2: the background             | page 3: how to play, a board to make, a first move ]
//
// In Arabic and Urdu the sheet reads from the right: the grids' columns follow
// the direction, so the same order of pages folds right there too. The QR code
// opens the game in the same language (www/board/qr.js, drawn offline). `?view=leaflet&game=…`
// shows it alone on the page (and prints it); from the Background view, Print
// a leaflet prints it.

import { laterWords, t } from '../i18n/messages.js';
import { encodeQr, qrSvg } from '../board/qr.js';
import { boardOf, groundBoard } from './drawings.js';
import { BACKGROUND, citedSource, referencesOf } from './facts.js';
import { loadTexts, mapOf, referenceItem, say } from './view.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

/** The leaflet's stylesheet (its named A4 page and the print rules). */
export const LEAFLET_STYLESHEET = new URL('./leaflet.css', import.meta.url).href;

function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

function text(tag, className, words) {
  const node = el(tag, className);
  node.textContent = words;
  return node;
}

/** The address that opens `game` in `lang` on this site: the page's own, without its other options. */
function gameAddress(game, lang, base = location.href) {
  const url = new URL('./', base);
  url.search = new URLSearchParams({ game, lang }).toString();
  return url.href;
}

/** The paragraphs of a section of `game`'s background, each with its sources' numbers. */
function facts(texts, game, section, number) {
  return (BACKGROUND[game].sections[section] ?? []).map((fact) => {
    const numbers = [...new Set(fact.cites.map((c) => number.get(citedSource(c))))].sort((a, b) => a - b);
    const cites = text('span', 'bg-cites', `[${numbers.join(', ')}]`);
    cites.dir = 'ltr';
    return el('p', null, say(texts, `fact.${fact.id}`), ' ', cites);
  });
}

/**
 * The leaflet of `game` in the page's language, as an <article id="leaflet">: two sides, each
 * an A4 page in landscape of two A5 pages. `address` is what the QR code opens; `rules` is the
 * engine's description of the game's rules (describeRules), for the drawing of its board.
 */
export async function buildLeaflet(game, { rules, lang, address = gameAddress(game, lang) }) {
  const texts = await loadTexts();
  const name = t(`game.${game}`);
  const refs = referencesOf(game);
  const number = new Map(refs.map((r, i) => [r.id, i + 1]));
  const { holes, seeds } = boardOf(rules);
  const code = await encodeQr(address);

  const front = el(
    'section',
    'leaflet-page leaflet-front',
    text('h1', 'leaflet-title', name),
    text('p', 'leaflet-tagline', say(texts, 'leaflet.tagline')),
    el('figure', 'leaflet-map', await mapOf(game)),
    ...facts(texts, game, 'where', number),
    el(
      'div',
      'leaflet-qr',
      qrSvg(document, code, say(texts, 'leaflet.qr', { address })),
      el('div', null, text('p', null, say(texts, 'leaflet.scan', { game: name })), el('p', 'leaflet-address', say(texts, 'leaflet.address', { address: '' }), text('span', 'ref-address', address))),
    ),
  );
  front.lastChild.querySelector('.ref-address').dir = 'ltr';

  const story = el('section', 'leaflet-page leaflet-story', text('h2', null, say(texts, 'heading', { game: name })));
  for (const section of ['who', 'with', 'record', 'related']) {
    if (!BACKGROUND[game].sections[section]) continue;
    story.append(text('h3', null, say(texts, `section.${section}`)), ...facts(texts, game, section, number));
  }

  const play = el(
    'section',
    'leaflet-page leaflet-play',
    text('h2', null, t('rules.howto')),
    el('ol', 'leaflet-howto', ...t(`rules.${game}.howto`).map((step) => text('li', null, step))),
    text('h3', null, say(texts, 'leaflet.draw')),
    el('figure', 'leaflet-drawing', groundBoard(document, rules, say(texts, 'drawing.label', { holes, seeds }))),
    text('p', null, say(texts, 'leaflet.drawText', { holes, seeds })),
    text('h3', null, say(texts, 'leaflet.firstMove')),
    text('p', null, say(texts, `leaflet.firstMove.${game}`)),
  );

  const back = el(
    'section',
    'leaflet-page leaflet-back',
    text('h2', null, say(texts, 'section.differ')),
    ...facts(texts, game, 'differ', number),
    text('h2', null, say(texts, 'references')),
    el('ol', 'bg-references', ...refs.map((ref, i) => referenceItem(texts, ref, i + 1, false))),
  );

  const article = el(
    'article',
    'leaflet background',
    text('p', 'leaflet-fold', say(texts, 'leaflet.fold')),
    el('div', 'leaflet-side leaflet-outside', back, front),
    el('div', 'leaflet-side leaflet-inside', story, play),
  );
  article.id = 'leaflet';
  return article;
}
