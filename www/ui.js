// The page around the board: the accessible pit buttons, the start screen,
// the move list, players, the round panel, the end and rules dialogs.
// Everything here is DOM; all text comes from the message catalogue.

import { PLAYER_STYLE } from './board.js';
import { DEFAULT_SETTINGS, LEVELS, variantsFor } from './game-controller.js';
import { holeLabel, playerName, t } from './messages.js';

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

// ---- the pits as buttons ----------------------------------------------------------------

/**
 * One focusable button over each pit of the canvas, positioned on resize only.
 * Arrow keys move between pits by their place on screen; Enter or Space plays.
 */
export class PitOverlay {
  constructor(layer, renderer, onActivate) {
    this.layer = layer;
    this.renderer = renderer;
    this.onActivate = onActivate;
    this.buttons = [];
    this.centres = [];
    this.current = 0;
    layer.addEventListener('keydown', (e) => this.onKey(e));
  }

  build(count) {
    if (this.buttons.length === count) return;
    this.layer.replaceChildren();
    this.buttons = [];
    for (let i = 0; i < count; i += 1) {
      const b = el('button', { type: 'button', className: 'pit', tabindex: i === 0 ? '0' : '-1', dataset: { pit: String(i) } });
      b.addEventListener('click', () => this.onActivate(i));
      b.addEventListener('focus', () => this.setCurrent(i));
      this.layer.append(b);
      this.buttons.push(b);
    }
    this.current = 0;
  }

  /** Places the buttons over the pits (after a resize or a new board). */
  position() {
    this.centres = [];
    this.buttons.forEach((b, i) => {
      const box = this.renderer.pitBox(i);
      b.style.left = `${box.x}px`;
      b.style.top = `${box.y}px`;
      b.style.width = `${box.size}px`;
      b.style.height = `${box.size}px`;
      this.centres.push({ x: box.x + box.size / 2, y: box.y + box.size / 2 });
    });
  }

  /**
   * Accessible names and states from the engine's snapshot; `hints` maps a hole to its hint
   * ({ text, best }) while a hint is shown.
   */
  update(state, choice, hints = null) {
    this.buttons.forEach((b, i) => {
      const owner = state.owners[i];
      const playing = state.status === 'playing';
      const legal = playing && state.legal.includes(i);
      let flag = legal ? t('pit.playable') : '';
      if (choice) {
        if (choice.chosen.includes(i)) flag = t('pit.chosen');
        else if (choice.choosable.includes(i)) flag = t('pit.choosable');
      }
      const hint = hints?.get(i);
      if (hint) flag = flag ? `${flag}, ${hint.text}` : hint.text;
      b.classList.toggle('hint-best', !!hint?.best);
      const ownerText =
        playing && owner === state.toMove ? t('pit.yours') : t('pit.of', { player: playerName(state.players, owner) });
      b.setAttribute(
        'aria-label',
        t('pit.name', { kind: state.game, label: holeLabel(state.game, i), owner: ownerText, n: state.board[i], state: flag }),
      );
      b.classList.toggle('legal', legal);
      if (choice) b.setAttribute('aria-pressed', choice.chosen.includes(i) ? 'true' : 'false');
      else b.removeAttribute('aria-pressed');
    });
  }

  setCurrent(i) {
    if (this.buttons[this.current]) this.buttons[this.current].tabIndex = -1;
    this.current = i;
    this.buttons[i].tabIndex = 0;
  }

  focus(i = this.current, options = undefined) {
    if (!this.buttons[i]) return;
    this.setCurrent(i);
    this.buttons[i].focus(options);
  }

  onKey(e) {
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      this.focus(e.key === 'Home' ? 0 : this.buttons.length - 1);
      return;
    }
    const d = dirs[e.key];
    if (!d || !this.centres.length) return;
    e.preventDefault();
    const from = this.centres[this.current];
    let best = -1;
    let bestScore = Infinity;
    this.centres.forEach((c, i) => {
      if (i === this.current) return;
      const dx = c.x - from.x;
      const dy = c.y - from.y;
      const along = dx * d[0] + dy * d[1];
      if (along <= 1) return;
      const across = Math.abs(dx * d[1] - dy * d[0]);
      const score = along + across * 2.5;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best >= 0) this.focus(best);
  }
}

// ---- start screen -------------------------------------------------------------------------

export class StartScreen {
  /**
   * @param {HTMLElement} root the start section
   * @param {{ check: (settings: object) => string|null, onStart: (s: object) => void, onCancel: () => void }} hooks
   */
  constructor(root, hooks) {
    this.root = root;
    this.hooks = hooks;
    this.form = root.querySelector('#start-form');
    this.settings = structuredClone(DEFAULT_SETTINGS);
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      const error = this.hooks.check(this.settings);
      const box = root.querySelector('#start-error');
      box.hidden = !error;
      box.textContent = error ? t('start.invalid', { error }) : '';
      if (!error) this.hooks.onStart(structuredClone(this.settings));
    });
    root.querySelector('#btn-start-cancel').addEventListener('click', () => this.hooks.onCancel());
    // Escape closes the sheet as Back does.
    root.addEventListener('cancel', (e) => {
      e.preventDefault();
      this.hooks.onCancel();
    });
    this.form.addEventListener('change', (e) => this.onChange(e));
  }

  /** Opens the settings sheet (a modal dialog) on `settings`. */
  show(settings, canCancel) {
    this.settings = structuredClone({ ...DEFAULT_SETTINGS, ...settings });
    this.root.querySelector('#btn-start-cancel').hidden = !canCancel;
    this.root.querySelector('#start-error').hidden = true;
    this.render();
    if (!this.root.open) this.root.showModal();
  }

  get open() {
    return this.root.open;
  }

  hide() {
    if (this.root.open) this.root.close();
  }

  radios(container, name, options, current) {
    container.replaceChildren(
      ...options.map(([value, label, sub, disabled]) =>
        el(
          'label',
          { className: `choice${sub ? ' big' : ''}` },
          el('input', { type: 'radio', name, value: String(value), checked: String(value) === String(current), disabled: !!disabled }),
          el('span', { className: 'choice-text' }, el('strong', { text: label }), sub ? el('small', { text: sub }) : null),
        ),
      ),
    );
  }

  render() {
    const s = this.settings;
    const r = this.root;
    this.radios(
      r.querySelector('#game-choices'),
      'game',
      ['bakuk', 'koumma', 'ba-awa'].map((g) => [g, t(`game.${g}`), t(`game.${g}.blurb`)]),
      s.game,
    );
    this.radios(r.querySelector('#player-choices'), 'players', [2, 3].map((n) => [n, t('start.players.option', { n })]), s.players);
    const match = s.game === 'ba-awa';
    if (!match) s.mode = 'single';
    this.radios(
      r.querySelector('#mode-choices'),
      'mode',
      [
        ['single', t('start.mode.single')],
        ['match', t('start.mode.match'), null, !match],
      ],
      s.mode,
    );
    r.querySelector('#mode-help').textContent = match ? '' : t('start.mode.matchOnly');
    r.querySelector('#mode-help').hidden = match;
    const target = r.querySelector('#target-select');
    target.replaceChildren(...[10, 11, 12].map((n) => el('option', { value: String(n), selected: n === Number(s.target), text: t('start.target.option', { n }) })));
    target.name = 'target';
    r.querySelector('#target-row').hidden = !(match && s.mode === 'match');
    const first = r.querySelector('#first-select');
    first.name = 'first';
    const firstOptions = [...Array(s.players).keys()].map((p) => [String(p), playerName(s.players, p)]);
    firstOptions.push(['random', t('start.first.random')]);
    if (!firstOptions.some(([v]) => v === String(s.first))) s.first = '0';
    first.replaceChildren(...firstOptions.map(([v, label]) => el('option', { value: v, selected: v === String(s.first), text: label })));

    // Seats: human, or the computer at a level.
    const seats = r.querySelector('#seat-list');
    seats.replaceChildren(
      ...[...Array(s.players).keys()].map((p) => {
        const seat = s.seats?.[p] ?? DEFAULT_SETTINGS.seats[p];
        const select = el('select', { name: `seat-${p}`, 'aria-label': playerName(s.players, p), 'aria-describedby': 'seat-help' });
        select.append(el('option', { value: 'human', selected: seat.kind !== 'computer', text: t('start.seat.human') }));
        for (const level of LEVELS) {
          select.append(
            el('option', {
              value: `computer:${level}`,
              selected: seat.kind === 'computer' && seat.level === level,
              text: t('start.seat.computer', { level: t(`start.level.${level}`) }),
            }),
          );
        }
        return el('label', { className: 'seat' }, playerSwatch(p), el('span', { text: playerName(s.players, p) }), select);
      }),
      el('p', { className: 'help', id: 'seat-help', text: t('start.seats.help') }),
    );

    // Variants that belong to this game, each with a short explanation.
    const letters = variantsFor(s.game, s.players);
    const list = r.querySelector('#variant-list');
    if (!letters.length) list.replaceChildren(el('p', { className: 'help', text: t('start.variants.none') }));
    else {
      list.replaceChildren(
        ...letters.map((letter) =>
          el(
            'label',
            { className: 'variant' },
            el('input', { type: 'checkbox', name: `variant-${letter}`, checked: !!s.variants?.[letter], 'aria-describedby': `variant-help-${letter}` }),
            el('span', {}, el('strong', { text: t(`variant.${letter}`) }), el('small', { id: `variant-help-${letter}`, text: t(`variant.${letter}.help`) })),
          ),
        ),
      );
    }
  }

  onChange(e) {
    const target = e.target;
    const s = this.settings;
    const name = target.name;
    if (name === 'game') s.game = target.value;
    else if (name === 'players') s.players = Number(target.value);
    else if (name === 'mode') s.mode = target.value;
    else if (name === 'target') s.target = Number(target.value);
    else if (name === 'first') s.first = target.value;
    else if (name.startsWith('variant-')) s.variants = { ...s.variants, [name.slice(8)]: target.checked };
    else if (name.startsWith('seat-')) {
      const p = Number(name.slice(5));
      const [kind, level] = target.value.split(':');
      s.seats[p] = { kind, level: level ?? s.seats[p]?.level ?? DEFAULT_SETTINGS.seats[p].level };
    }
    if (['game', 'players', 'mode'].includes(name)) {
      const focusName = name;
      this.render();
      this.root.querySelector(`input[name="${focusName}"]:checked`)?.focus();
    }
  }
}

// ---- the players, the move list ------------------------------------------------------------

/**
 * The player chips. `sowing` is the mover while a move is sown; `seats` (the settings' seats)
 * marks the computer's seats with their level, and `thinking` is the seat the computer is
 * thinking for, or null.
 */
export function renderPlayers(container, state, sowing, seats = null, thinking = null) {
  container.replaceChildren(
    ...state.captured.map((n, p) => {
      const busy = sowing !== null && sowing !== undefined;
      const thinks = !busy && thinking === p;
      const toMove = busy ? sowing === p : thinks || (state.status === 'playing' && state.toMove === p);
      const computer = seats?.[p]?.kind === 'computer';
      const chip = el(
        'div',
        { className: `player${toMove ? ' to-move' : ''}${thinks ? ' thinking' : ''}`, dataset: { player: String(p) } },
        playerSwatch(p),
        el('span', { className: 'name', text: playerName(state.players, p) }),
        // The smallest boards show the short form (www/modes.css, mancala-board.css): the seat is still the computer's.
        computer
          ? el(
              'span',
              { className: 'kind' },
              el('span', { className: 'kind-long', text: t('seat.computer', { level: t(`start.level.${seats[p].level}`) }) }),
              el('span', { className: 'kind-short', text: t('seat.computerShort') }),
            )
          : null,
        el('span', { className: 'score', text: t('seeds', { n }) }),
      );
      if (toMove) {
        const text = busy ? t('turn.sowing') : thinks ? t('turn.thinking') : t('turn.short');
        chip.append(el('span', { className: 'turn', text }));
      }
      return chip;
    }),
  );
}

/**
 * The move list, kept in step with the game ply by ply: a move adds one item, an undo takes
 * one away, so its cost does not grow with the game. Each item says who played what and what
 * it captured; a new round of a match says who took which pits.
 */
export class MoveList {
  /** @param {HTMLOListElement} list @param {HTMLElement} recordEl */
  constructor(list, recordEl) {
    this.list = list;
    this.recordEl = recordEl;
    this.items = []; // the ply objects shown, in order (the controller's, compared by identity)
  }

  /** Every item again, in the language now in use. */
  retranslate(state) {
    this.items = [];
    this.list.replaceChildren();
    this.update(state);
  }

  update(state) {
    const plies = state.plies;
    const items = this.items;
    let same = 0;
    while (same < items.length && same < plies.length && items[same] === plies[same]) same += 1;
    if (!items.length && this.list.firstElementChild?.classList.contains('empty') && plies.length) this.list.replaceChildren();
    while (items.length > same) {
      items.pop();
      this.list.lastElementChild?.remove();
    }
    for (let i = same; i < plies.length; i += 1) {
      items.push(plies[i]);
      this.list.append(this.item(state, plies[i]));
    }
    if (!plies.length) this.list.replaceChildren(el('li', { className: 'empty', text: t('moves.empty') }));
    this.recordEl.textContent = state.record;
    // Keep the latest move in view inside the list (never scroll the page), at the next frame:
    // reading the list's height now would lay out thousands of items for every move.
    if (!this.scrollQueued) {
      this.scrollQueued = true;
      requestAnimationFrame(() => {
        this.scrollQueued = false;
        this.list.scrollTop = this.list.scrollHeight;
      });
    }
  }

  item(state, ply) {
    const name = (p) => playerName(state.players, p);
    if (ply.hole === null || ply.hole === undefined) {
      const text = ply.chosen.length && ply.chooser !== null && ply.chooser !== undefined
        ? t('moves.roundTakes', { round: ply.round, player: name(ply.chooser), pits: ply.chosen.map((h) => holeLabel(state.game, h)) })
        : t('moves.roundBegins', { round: ply.round, player: name(ply.player) });
      return el('li', { className: 'round' }, playerSwatch(ply.player), el('span', { text }));
    }
    const gains = ply.gains.flatMap((n, p) => (n ? [t('moves.took', { player: name(p), n })] : []));
    return el(
      'li',
      {},
      playerSwatch(ply.player),
      el('span', {}, el('code', { text: ply.text }), el('small', { text: ` ${t('moves.mover', { player: name(ply.player), hole: holeLabel(state.game, ply.hole) })}` })),
      gains.length ? el('small', { className: 'gains', text: ` ${t('moves.captures', { parts: gains })}` }) : null,
    );
  }
}

// ---- rules panel ----------------------------------------------------------------------------

/**
 * A small SVG of the board as the game draws it: holes labelled in sowing order, the
 * direction of sowing, and the two hollows at the ends that keep the captured seeds
 * (South's on the right, North's on the left; with three players they are not drawn).
 */
function diagram(game, players) {
  const NS = 'http://www.w3.org/2000/svg';
  const cols = game === 'ba-awa' ? 6 : 3;
  const cell = 44;
  const store = players === 2 ? 34 : 0;
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
  const owner = (i) => {
    if (players === 2) return i < cols ? 0 : 1;
    return game === 'ba-awa' ? Math.floor(i / 4) : Math.floor(i / 2);
  };
  if (store) {
    for (const [p, x] of [[1, 8 + store / 2], [0, w - 8 - store / 2]]) {
      add('rect', { x: x - store / 2 + 3, y: 22, width: store - 6, height: h - 44, rx: (store - 6) / 2, class: `d-store d-owner-${p}` });
    }
  }
  for (let i = 0; i < 2 * cols; i += 1) {
    const south = i < cols;
    const col = south ? i : 2 * cols - 1 - i;
    const x = store + 20 + col * cell + cell / 2;
    const y = 15 + (south ? 1.5 : 0.5) * cell;
    add('circle', { cx: x, cy: y, r: cell * 0.38, class: `d-hole d-owner-${owner(i)}` });
    add('text', { x, y: y + 4, 'text-anchor': 'middle', class: 'd-label' }, holeLabel(game, i));
  }
  // Counter-clockwise arrow around the middle.
  const my = 15 + cell;
  const [left, right] = [store + 30, w - store - 30];
  add('path', { d: `M ${left} ${my + 6} H ${right - 10} M ${right - 10} ${my + 6} l -6 -4 M ${right - 10} ${my + 6} l -6 4`, class: 'd-arrow' });
  add('path', { d: `M ${right} ${my - 6} H ${left + 10} M ${left + 10} ${my - 6} l 6 -4 M ${left + 10} ${my - 6} l 6 4`, class: 'd-arrow' });
  return svg;
}

export function fillRules(dialog, state) {
  const game = state.game;
  dialog.querySelector('#rules-heading').textContent = t('rules.heading', { game: t(`game.${game}`) });
  dialog.querySelector('#rules-howto').replaceChildren(...t(`rules.${game}.howto`).map((p) => el('li', { text: p })));
  dialog.querySelector('#rules-diagram').replaceChildren(diagram(game, state.players));
  dialog.querySelector('#rules-body').replaceChildren(...t(`rules.${game}.body`).map((p) => el('p', { text: p })));
  dialog.querySelector('#rules-culture').replaceChildren(...t(`rules.${game}.culture`).map((p) => el('p', { text: p })));
  const header = state.rules;
  const items = [];
  const letters = header.slice(3).replace(/m\d+$/, '');
  for (const letter of letters) items.push(t('rules.variantItem', { name: t(`variant.${letter}`), help: t(`variant.${letter}.help`) }));
  if (state.players === 3) items.push(t('rules.threePlayers'));
  if (state.matchTarget) items.push(t('rules.match', { target: state.matchTarget }));
  if (!items.length) items.push(t('rules.standard'));
  dialog.querySelector('#rules-variants').replaceChildren(...items.map((text) => el('li', { text })));
}

/**
 * Printing while the rules are open prints them, whole: a copy of the dialog's words (the
 * exact rules unfolded, no buttons) in the page's flow, which the print styles (style.css)
 * show alone; it goes after printing.
 */
export function printRulesWhenOpen(dialog) {
  let copy = null;
  window.addEventListener('beforeprint', () => {
    copy?.remove();
    if (!dialog.open) return;
    copy = el('article', { id: 'print-rules', lang: document.documentElement.lang, dir: document.documentElement.dir });
    for (const child of dialog.children) if (!child.matches('.actions')) copy.append(child.cloneNode(true));
    for (const node of copy.querySelectorAll('[id]')) node.removeAttribute('id');
    for (const details of copy.querySelectorAll('details')) details.open = true;
    document.body.append(copy);
  });
  window.addEventListener('afterprint', () => {
    copy?.remove();
    copy = null;
  });
}
