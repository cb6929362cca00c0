// The rules panel's words and drawing for the game on the board: the how-to's five steps, the
// numbered holes, the exact rules, the variants in use. Loaded with its words when the rules
// are first opened (www/page/main.js): a first visit needs neither.

import { el } from '../board/dom.js';
import { holeLabel, laterWords, t } from '../i18n/messages.js';
import { describeRules } from '../../pkg/mancala-web.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

/**
 * A small SVG of the board as the game draws it: holes labelled in sowing order, the
 * direction of sowing, and the two hollows at the ends that keep the captured seeds
 * (South's on the right, North's on the left; with three players they are not drawn).
 * `rules` is the engine's description of the rules header (describeRules).
 */
function diagram(rules) {
  const NS = 'http://www.w3.org/2000/svg';
  const { game, holesPerRow: cols } = rules;
  const cell = 44;
  const store = rules.players === 2 ? 34 : 0;
  const w = cols * cell + 40 + 2 * store;
  const h = 2 * cell + 30;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', t('rules.diagram'));
  const add = (tag, attrs, text) => {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text) node.textContent = text;
    svg.append(node);
    return node;
  };
  add('rect', { x: 2, y: 2, width: w - 4, height: h - 4, rx: 16, class: 'd-board' });
  if (store) {
    for (const [p, x] of [[1, 8 + store / 2], [0, w - 8 - store / 2]]) {
      add('rect', { x: x - store / 2 + 3, y: 22, width: store - 6, height: h - 44, rx: (store - 6) / 2, class: `d-store d-owner-${p}` });
    }
  }
  for (let i = 0; i < rules.holes; i += 1) {
    const south = i < cols;
    const col = south ? i : 2 * cols - 1 - i;
    const x = store + 20 + col * cell + cell / 2;
    const y = 15 + (south ? 1.5 : 0.5) * cell;
    add('circle', { cx: x, cy: y, r: cell * 0.38, class: `d-hole d-owner-${rules.owners[i]}` });
    add('text', { x, y: y + 4, 'text-anchor': 'middle', class: 'd-label' }, holeLabel(game, i));
  }
  // Counter-clockwise arrow around the middle.
  const my = 15 + cell;
  const [left, right] = [store + 30, w - store - 30];
  add('path', { d: `M ${left} ${my + 6} H ${right - 10} M ${right - 10} ${my + 6} l -6 -4 M ${right - 10} ${my + 6} l -6 4`, class: 'd-arrow' });
  add('path', { d: `M ${right} ${my - 6} H ${left + 10} M ${left + 10} ${my - 6} l 6 -4 M ${left + 10} ${my - 6} l 6 4`, class: 'd-arrow' });
  return svg;
}

/** The rules' differences from the standard game, in words: each variant, three players, match play. */
function ruleItems(rules) {
  const items = [];
  for (const letter of rules.variants) items.push(t('rules.variantItem', { name: t(`variant.${letter}`), help: t(`variant.${letter}.help`) }));
  if (rules.players === 3) items.push(t('rules.threePlayers'));
  if (rules.matchTarget) items.push(t('rules.match', { target: rules.matchTarget }));
  return items;
}

/**
 * Under the how-to: the rules its steps and drawings show (`drawn`, a rules header), and how the
 * game on the board (`inPlay`) differs from them, as the engine describes both headers.
 */
function howtoNote(drawn, inPlay) {
  const shown = describeRules(drawn);
  const played = describeRules(inPlay);
  const shownItems = ruleItems(shown);
  const note = el('div', { id: 'rules-howto-note', className: 'howto-note' });
  note.append(el('p', { text: t('rules.howtoDrawn', { header: drawn, rules: shownItems.length ? shownItems.join(' ') : t('rules.standard') }) }));
  // What the game on the board has that the drawn one has not (the drawn one is the standard game).
  const differences = ruleItems(played).filter((item) => !shownItems.includes(item));
  if (!differences.length) note.append(el('p', { text: t('rules.howtoSame', { header: inPlay }) }));
  else note.append(el('p', { text: t('rules.howtoDiffers', { header: inPlay }) }), el('ul', {}, ...differences.map((text) => el('li', { text }))));
  return note;
}

/**
 * Fills the rules panel for `state`'s game: the how-to's steps (with `howto`'s drawing in each,
 * when given: www/study/howto.js, loaded on first use, and the rules the drawings show against
 * the game's), the exact rules, the variants.
 * @param {HTMLElement} dialog
 * @param {{ game: string, rules: string }} state
 * @param {{ draw: (game: string, index: number) => Element, rules: (game: string) => string } | null | undefined} howto
 */
export function fillRules(dialog, state, howto) {
  const game = state.game;
  dialog.querySelector('#rules-heading').textContent = t('rules.heading', { game: t(`game.${game}`) });
  const steps = t(`rules.${game}.howto`).map((text, i) => el('li', {}, el('div', { className: 'howto-step' }, howto?.draw(game, i) ?? null, el('p', { text }))));
  dialog.querySelector('#rules-howto').replaceChildren(...steps);
  dialog.querySelector('#rules-howto-note')?.remove();
  if (howto) dialog.querySelector('#rules-howto').after(howtoNote(howto.rules(game), state.rules));
  const rules = describeRules(state.rules);
  dialog.querySelector('#rules-diagram').replaceChildren(diagram(rules));
  dialog.querySelector('#rules-body').replaceChildren(...t(`rules.${game}.body`).map((p) => el('p', { text: p })));
  dialog.querySelector('#rules-culture').replaceChildren(...t(`rules.${game}.culture`).map((p) => el('p', { text: p })));
  dialog.querySelector('#btn-rules-background').textContent = t('background.open', { game: t(`game.${game}`) });
  const items = ruleItems(rules);
  if (!items.length) items.push(t('rules.standard'));
  dialog.querySelector('#rules-variants').replaceChildren(...items.map((text) => el('li', { text })));
}
