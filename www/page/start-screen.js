// The start screen (the settings sheet): the game, its players and their seats, the variant,
// the match target, checked as they are chosen. DOM only; every word from the catalogue.

import { DEFAULT_SETTINGS, LEVELS, variantLetters } from '../game/game-controller.js';
import { playerName, t } from '../i18n/messages.js';
import { el, playerSwatch } from '../board/dom.js';

/** @typedef {import('../game/game-controller.js').Settings} Settings */

export class StartScreen {
  /**
   * @param {HTMLDialogElement} root the start section
   * @param {{ check: (settings: Settings) => string|null, onStart: (s: Settings) => void, onCancel: () => void }} hooks
   */
  constructor(root, hooks) {
    this.root = root;
    this.hooks = hooks;
    this.form = root.querySelector('#start-form');
    /** @type {Settings} */
    this.settings = structuredClone(DEFAULT_SETTINGS);
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      const error = this.hooks.check(this.settings);
      const box = /** @type {HTMLElement} */ (root.querySelector('#start-error'));
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
    this.part('#btn-start-cancel').hidden = !canCancel;
    this.part('#start-error').hidden = true;
    this.render();
    if (!this.root.open) this.root.showModal();
  }

  /** @returns {HTMLElement} the sheet's element that `selector` names */
  part(selector) {
    return this.root.querySelector(selector);
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
    this.part('#mode-help').textContent = match ? '' : t('start.mode.matchOnly');
    this.part('#mode-help').hidden = match;
    const target = /** @type {HTMLSelectElement} */ (r.querySelector('#target-select'));
    target.replaceChildren(...[10, 11, 12].map((n) => el('option', { value: String(n), selected: n === Number(s.target), text: t('start.target.option', { n }) })));
    target.name = 'target';
    this.part('#target-row').hidden = !(match && s.mode === 'match');
    const first = /** @type {HTMLSelectElement} */ (r.querySelector('#first-select'));
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
    const letters = variantLetters(s.game, s.players) ?? [];
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
      this.part(`input[name="${focusName}"]:checked`)?.focus();
    }
  }
}
