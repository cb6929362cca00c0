// The Background view of a game: where it is played and by whom,
// what with, how it was recorded, related games, where the sources differ, a
// map, and the references in full. The facts and their sources are in
// ./facts.js; their words, in the page's language, in ./i18n/<code>.js,
// loaded here on first use (not on the page's first load).
//
// The same view serves the page (a dialog), the <mancala-board> element (in
// its shadow root) and the kiosk's attract loop (one sentence and the map).

import { direction, fill, formatNumber, keepNamesWhole, language, t } from '../i18n/messages.js';
import { BACKGROUND, PLACES, SECTIONS, citedSource, referencesOf } from './facts.js';
import { boardOf, groundBoard } from './drawings.js';
import { drawMap } from './map.js';
import { addStylesheet as linkStylesheet } from '../board/stylesheet.js';

/** The view's stylesheet, for the page's head or an element's shadow root. */
export const STYLESHEET = new URL('./background.css', import.meta.url).href;

/** Adds the stylesheet `href` (the view's by default) to `parent`, once; resolves when it has loaded (or failed). */
export function addStylesheet(parent, href = STYLESHEET) {
  return linkStylesheet(parent, href);
}

const loaded = new Map();

/** The view's words in `code` (loaded once per language). */
export function loadTexts(code = language()) {
  if (!loaded.has(code)) {
    const texts = import(`./i18n/${code}.js`).then(
      // As the page's catalogues are shown: a hyphenated name keeps its line.
      (m) => keepNamesWhole(m.default),
      (e) => {
        loaded.delete(code); // offline before it was stored: the next opening tries again
        throw e;
      },
    );
    loaded.set(code, texts);
  }
  return loaded.get(code);
}

/** A text of the view with its {placeholders} filled in (isolated in a right-to-left language). */
export function say(texts, key, params = {}) {
  return fill(texts[key] ?? key, params);
}

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') node.textContent = v;
    else if (k === 'className') node.className = v;
    else node.setAttribute(k, v === true ? '' : v);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

/**
 * Whether the page may send its reader elsewhere, by a link that opens outside or by printing:
 * not in a kiosk (a visitor must not leave the exhibit) nor in a sandboxed frame (its host did
 * not allow it to open pages or dialogs).
 */
export function linksAllowed({ kiosk = false } = {}) {
  if (kiosk) return false;
  if (globalThis.origin === 'null') return false; // a sandbox without allow-same-origin
  try {
    if (window.frameElement?.hasAttribute('sandbox')) return false;
  } catch {
    return true; // a cross-origin frame: its host's rules apply to the link
  }
  return true;
}

/** The view's text `key` in the page's language (a button's words, say). */
export async function word(key, params = {}) {
  return say(await loadTexts(), key, params);
}

/** One sentence of `game`'s background (the kiosk's caption). */
export async function summary(game) {
  const texts = await loadTexts();
  return say(texts, `fact.${BACKGROUND[game].summary}`);
}

/** The places `game`'s map marks, each with its name and where it is, in the page's language. */
export async function places(game) {
  const texts = await loadTexts();
  return BACKGROUND[game].places.map((id) => {
    const place = PLACES[id];
    return {
      id,
      ...place,
      name: say(texts, `place.${id}`),
      said: say(texts, 'map.place', {
        place: say(texts, `place.${id}`),
        lat: formatNumber(Math.abs(place.lat)),
        lon: formatNumber(Math.abs(place.lon)),
      }),
    };
  });
}

/** The map of `game`'s places, an <svg> described in words. */
export async function mapOf(game) {
  const texts = await loadTexts();
  const marked = await places(game);
  const name = BACKGROUND[game].map;
  const label = say(texts, `map.label.${name}`, { places: marked.map((p) => p.said).join('; ') });
  return drawMap(document, { name, places: marked, label, rtl: direction() === 'rtl' });
}

/** A reference in full: author, title, publisher, year, pages where known, note, address. */
export function referenceItem(texts, ref, n, links) {
  const main = [ref.author, null, ref.publisher, ref.year].filter((part) => part !== undefined);
  const item = el('li', { id: null, 'data-source': ref.id });
  item.append(el('span', { className: 'ref-number', text: `${formatNumber(n)}. ` }));
  // The names and titles are written as the sources write them, left to right.
  const line = el('span', { dir: 'ltr', className: 'ref-main' });
  main.forEach((part, i) => {
    if (i) line.append(', ');
    if (part === null) line.append(el('cite', { text: ref.title }));
    else line.append(String(part));
  });
  // Its full stop inside, so that it stays at its end in a right-to-left page.
  line.append('.');
  item.append(line, ' ');
  if (ref.pages.length) {
    const pages = ref.pages.join(', ');
    item.append(say(texts, /[–-]|,/.test(pages) ? 'ref.pages' : 'ref.page', { pages }), '. ');
  }
  if (ref.licence) item.append(say(texts, 'ref.licence', { licence: ref.licence }), '. ');
  if (ref.note) item.append(say(texts, `note.${ref.note}`), ' ');
  else if (ref.book) item.append(say(texts, 'ref.book'), ' ');
  if (ref.address) {
    const address = links
      ? el('a', { href: ref.address, target: '_blank', rel: 'noopener noreferrer', dir: 'ltr', className: 'ref-address' }, ref.address, el('span', { className: 'visually-hidden', text: ` ${say(texts, 'ref.outside')}` }))
      : el('span', { dir: 'ltr', className: 'ref-address', text: ref.address });
    item.append(address);
  }
  return item;
}

/**
 * Fills `root` with `game`'s Background view: a heading (level `level`), the map, the sections
 * with their facts, each fact followed by the numbers of its sources, and the references.
 * `headingId` names the heading (for a dialog's aria-labelledby). `rules` is the engine's
 * description of the game's rules (describeRules), for the drawing of its board.
 */
export async function renderBackground(root, game, { rules, level = 2, headingId = 'background-heading', links = false }) {
  const texts = await loadTexts();
  const refs = referencesOf(game);
  const number = new Map(refs.map((r, i) => [r.id, i + 1]));
  const h = (lvl, props) => el(`h${Math.min(lvl, 6)}`, props);
  const parts = [h(level, { id: headingId, tabindex: '-1', text: say(texts, 'heading', { game: t(`game.${game}`) }) })];
  const map = await mapOf(game);
  parts.push(el('figure', { className: 'bg-map' }, map));
  for (const section of SECTIONS) {
    const facts = BACKGROUND[game].sections[section];
    if (!facts) continue;
    const block = el('section', { className: `bg-section bg-${section}`, 'data-section': section });
    block.append(h(level + 1, { text: say(texts, `section.${section}`) }));
    for (const fact of facts) {
      const numbers = [...new Set(fact.cites.map((c) => number.get(citedSource(c))))].sort((a, b) => a - b);
      const cites = numbers.map((n) => formatNumber(n)).join(', ');
      const spoken = say(texts, 'cite.label', { refs: numbers.map((n) => say(texts, 'cite.ref', { n: formatNumber(n) })).join(', ') });
      block.append(
        el(
          'p',
          { 'data-fact': fact.id },
          say(texts, `fact.${fact.id}`),
          ' ',
          el('span', { className: 'bg-cites' }, el('span', { 'aria-hidden': 'true', dir: 'ltr', text: `[${cites}]` }), el('span', { className: 'visually-hidden', text: spoken })),
        ),
      );
    }
    // The board as it is played, after what it is played with (or, for Ba-awa, who plays it).
    if (section === (BACKGROUND[game].sections.with ? 'with' : 'who')) {
      const { holes, seeds } = boardOf(rules);
      block.append(el('figure', { className: 'bg-figure' }, groundBoard(document, rules, say(texts, 'drawing.label', { holes, seeds }))));
    }
    parts.push(block);
  }
  parts.push(h(level + 1, { text: say(texts, 'references') }));
  parts.push(el('ol', { className: 'bg-references' }, ...refs.map((ref, i) => referenceItem(texts, ref, i + 1, links))));
  root.replaceChildren(...parts);
  return root;
}
