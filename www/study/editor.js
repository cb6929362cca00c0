// The position editor: any board for any game, set up by hand (tap + or − on a
// pit, or drag a seed from one pit to another), the captured seeds, the owner
// of each Ba-awa pit, the player to move and the round's starter. After every
// change the engine checks it (setupPosition: Setup to Position) and the sheet
// says in words what is wrong, or that it can be played; then "Play from here"
// opens it, against the computer or not.

import { holeLabel, playerName, t } from '../i18n/messages.js';
import { reasonText } from '../i18n/reasons.js';
import { el } from '../board/dom.js';
import { GAME_CODES } from '../game/game-controller.js';
import { viewNeeds } from './view-needs.js';

// Its words and styles come with it (neither is part of a first visit).
await viewNeeds();

/** The pits in screen order: the far row right to left over the near row left to right. */
function boardRows(holes) {
  const half = holes / 2;
  const near = Array.from({ length: half }, (_, i) => i);
  const far = Array.from({ length: half }, (_, i) => holes - 1 - i);
  return [far, near];
}

export class PositionEditor {
  /**
   * @param {HTMLDialogElement} dialog an empty dialog the editor fills
   * @param {{ GameHandle: any, setupPosition: Function, normalizeRules: Function }} engine
   * @param {{ play: (notation: string, seats: object[]) => void, announce: (text: string) => void }} hooks
   */
  constructor(dialog, engine, hooks) {
    this.dialog = dialog;
    this.engine = engine;
    this.hooks = hooks;
    this.setup = null;
    this.drag = null;
    this.build();
  }

  // ---- the sheet ---------------------------------------------------------------------

  build() {
    const d = this.dialog;
    d.classList.add('sheet', 'editor');
    d.setAttribute('aria-labelledby', 'editor-heading');
    this.gameSelect = el('select', { id: 'editor-game' });
    for (const game of ['bakuk', 'koumma', 'ba-awa']) this.gameSelect.append(el('option', { value: game, text: t(`game.${game}`) }));
    this.playersSelect = el('select', { id: 'editor-players' });
    for (const n of [2, 3]) this.playersSelect.append(el('option', { value: String(n), text: t('start.players.option', { n }) }));
    this.toMoveSelect = el('select', { id: 'editor-to-move' });
    this.starterSelect = el('select', { id: 'editor-starter' });
    this.starterRow = el('label', { className: 'inline' }, el('span', { text: t('editor.starter') }), this.starterSelect);
    this.modeSelect = el('select', { id: 'editor-mode' });
    this.modeSelect.append(el('option', { value: '', text: t('start.mode.single') }));
    for (const n of [10, 11, 12]) this.modeSelect.append(el('option', { value: `m${n}`, text: t('editor.match', { n }) }));
    this.modeRow = el('label', { className: 'inline' }, el('span', { text: t('start.mode') }), this.modeSelect);
    this.boardEl = el('div', { className: 'editor-board', id: 'editor-board', role: 'group', 'aria-label': t('editor.board') });
    this.capturedEl = el('div', { className: 'editor-captured', id: 'editor-captured' });
    this.totalEl = el('p', { className: 'help', id: 'editor-total' });
    this.verdict = el('p', { className: 'editor-verdict', id: 'editor-verdict', role: 'status' });
    this.opponent = el('select', { id: 'editor-opponent' });
    this.opponent.append(el('option', { value: 'human', text: t('quick.opponent.human') }), el('option', { value: 'computer', text: t('quick.opponent.computer') }));
    this.playButton = el('button', { type: 'button', className: 'primary', id: 'btn-editor-play', text: t('editor.play') });
    const button = (id, key, onClick) => {
      const b = el('button', { type: 'button', id, text: t(key) });
      b.addEventListener('click', onClick);
      return b;
    };
    const labelled = (key, control) => el('label', { className: 'inline' }, el('span', { text: t(key) }), control);
    d.replaceChildren(
      el('h2', { className: 'sheet-head', id: 'editor-heading', text: t('editor.heading') }),
      el(
        'div',
        { className: 'sheet-body' },
        el('p', { className: 'help', text: t('editor.help') }),
        el('div', { className: 'editor-row' }, labelled('start.game', this.gameSelect), labelled('start.players', this.playersSelect), labelled('editor.toMove', this.toMoveSelect), this.modeRow, this.starterRow),
        el(
          'div',
          { className: 'editor-row' },
          button('btn-editor-start', 'editor.startPosition', () => this.reset(this.startSetup(this.rules()))),
          button('btn-editor-empty', 'editor.empty', () => this.empty()),
        ),
        this.boardEl,
        el('h3', { text: t('editor.captured') }),
        this.capturedEl,
        this.totalEl,
      ),
      el(
        'div',
        { className: 'sheet-foot' },
        this.verdict,
        el('div', { className: 'actions' }, labelled('editor.opponent', this.opponent), this.playButton, button('btn-editor-cancel', 'editor.cancel', () => d.close())),
      ),
    );
    this.gameSelect.addEventListener('change', () => this.changeRules());
    this.playersSelect.addEventListener('change', () => this.changeRules());
    this.modeSelect.addEventListener('change', () => this.check());
    this.toMoveSelect.addEventListener('change', () => {
      this.setup.toMove = Number(this.toMoveSelect.value);
      this.check();
    });
    this.starterSelect.addEventListener('change', () => {
      this.setup.starter = this.starterSelect.value === '' ? null : Number(this.starterSelect.value);
      this.check();
    });
    this.playButton.addEventListener('click', () => this.play());
  }

  /** The language changed: the sheet is built again in it, on the same setup and choices. */
  retranslate() {
    const selects = () => [this.gameSelect, this.playersSelect, this.modeSelect, this.opponent];
    const values = selects().map((s) => s.value);
    const setup = this.setup;
    this.build();
    selects().forEach((s, i) => {
      s.value = values[i];
    });
    if (setup) this.reset(setup);
  }

  /** Opens the editor on `state` (the board on the page), or on a start position. */
  open(state) {
    // The variant letters of the game on the page, kept while the game is not changed.
    this.from = { game: state.game, options: state.variants.join('') };
    this.modeSelect.value = state.matchTarget ? `m${state.matchTarget}` : '';
    this.reset({
      game: state.game,
      players: state.players,
      board: state.board.slice(),
      captured: state.captured.slice(),
      owners: state.owners.slice(),
      toMove: state.status === 'playing' ? state.toMove : 0,
      starter: null,
    });
    this.dialog.showModal();
    this.boardEl.querySelector('button')?.focus();
  }

  /** The rules header: game and players from the sheet, the variants or match of the game opened. */
  rules() {
    const game = this.gameSelect.value;
    const mode = game === 'ba-awa' ? this.modeSelect.value : '';
    const variants = game === this.from.game ? this.from.options : '';
    return `${GAME_CODES[game]}${this.playersSelect.value}${variants}${mode}`;
  }

  /** The start of a game under `rules`, from the engine. */
  startSetup(rules) {
    const handle = new this.engine.GameHandle(rules, 0);
    const s = handle.state();
    handle.free?.();
    return { game: s.game, players: s.players, board: s.board, captured: s.captured, owners: s.owners, toMove: 0, starter: null };
  }

  changeRules() {
    try {
      this.reset(this.startSetup(this.rules()));
    } catch (e) {
      // The engine refuses the combination (three-player Ba-awa): say so, keep the board.
      this.say(t('editor.rulesBad', { error: reasonText(e) }), false);
    }
  }

  reset(setup) {
    this.setup = setup;
    this.gameSelect.value = setup.game;
    this.playersSelect.value = String(setup.players);
    this.toMoveSelect.replaceChildren(...Array.from({ length: setup.players }, (_, p) => el('option', { value: String(p), text: playerName(setup.players, p) })));
    this.toMoveSelect.value = String(setup.toMove);
    this.starterSelect.replaceChildren(
      el('option', { value: '', text: t('editor.starterSame') }),
      ...Array.from({ length: setup.players }, (_, p) => el('option', { value: String(p), text: playerName(setup.players, p) })),
    );
    this.starterSelect.value = setup.starter === null ? '' : String(setup.starter);
    this.starterRow.hidden = setup.game !== 'ba-awa';
    this.modeRow.hidden = setup.game !== 'ba-awa';
    this.renderBoard();
    this.renderCaptured();
    this.check();
  }

  empty() {
    this.setup.board.fill(0);
    this.setup.captured.fill(0);
    this.renderBoard();
    this.renderCaptured();
    this.check();
  }

  // ---- pits and captured seeds -----------------------------------------------------------

  /** A count with − and + buttons; `label` names it for screen readers. */
  counter(label, value, onChange, extra = null) {
    const minus = el('button', { type: 'button', className: 'step', 'aria-label': t('editor.less', { what: label }), text: '−' });
    const plus = el('button', { type: 'button', className: 'step', 'aria-label': t('editor.more', { what: label }), text: '+' });
    const count = el('output', { className: 'count', 'aria-label': label, text: String(value) });
    minus.addEventListener('click', () => onChange(-1));
    plus.addEventListener('click', () => onChange(1));
    return el('div', { className: 'counter' }, el('span', { className: 'name', text: label }), minus, count, plus, extra);
  }

  renderBoard() {
    const s = this.setup;
    // The board's shape on every screen: a phone narrows the six columns of Ba-awa (study-views.css).
    this.boardEl.dataset.cols = String(s.board.length / 2);
    this.boardEl.replaceChildren(
      ...boardRows(s.board.length).map((row) =>
        el(
          'div',
          { className: 'editor-pits' },
          ...row.map((hole) => {
            const label = holeLabel(s.game, hole);
            let owner = null;
            if (s.game === 'ba-awa') {
              owner = el('select', { className: 'owner', 'aria-label': t('editor.owner', { hole: label }), dataset: { hole: String(hole) } });
              for (let p = 0; p < s.players; p += 1) owner.append(el('option', { value: String(p), text: playerName(s.players, p) }));
              owner.value = String(s.owners[hole]);
              owner.addEventListener('change', () => {
                s.owners[hole] = Number(owner.value);
                const cell = owner.closest('.pit-cell');
                cell.classList.remove('owner-0', 'owner-1', 'owner-2');
                cell.classList.add(`owner-${owner.value}`);
                this.check();
              });
            }
            const cell = this.counter(label, s.board[hole], (d) => this.add(hole, d), owner);
            cell.classList.add('pit-cell', `owner-${s.owners[hole]}`);
            cell.dataset.hole = String(hole);
            this.dragSource(cell, hole);
            return cell;
          }),
        ),
      ),
    );
  }

  /** Dragging from one pit to another moves one seed. */
  dragSource(cell, hole) {
    cell.addEventListener('pointerdown', (e) => {
      if (e.target.closest('button, select')) return;
      this.drag = hole;
    });
    cell.addEventListener('pointerup', () => {
      const from = this.drag;
      this.drag = null;
      if (from === null || from === hole || this.setup.board[from] === 0) return;
      this.setup.board[from] -= 1;
      this.setup.board[hole] += 1;
      this.renderBoard();
      this.check();
    });
  }

  add(hole, d) {
    const board = this.setup.board;
    board[hole] = Math.max(0, board[hole] + d);
    this.renderBoard();
    this.boardEl.querySelector(`[data-hole="${hole}"] .step:${d < 0 ? 'first-of-type' : 'last-of-type'}`)?.focus();
    this.check();
  }

  renderCaptured() {
    const s = this.setup;
    this.capturedEl.replaceChildren(
      ...s.captured.map((n, p) =>
        this.counter(playerName(s.players, p), n, (d) => {
          s.captured[p] = Math.max(0, s.captured[p] + d);
          this.renderCaptured();
          this.check();
        }),
      ),
    );
  }

  // ---- the engine's verdict -------------------------------------------------------------

  /** Asks the engine about the setup; returns the position's notation, or null. */
  check() {
    const s = this.setup;
    const seeds = s.board.reduce((a, b) => a + b, 0) + s.captured.reduce((a, b) => a + b, 0);
    this.totalEl.textContent = t('editor.total', { n: seeds });
    const owners = s.game === 'ba-awa' ? s.owners.slice() : null;
    let notation;
    try {
      notation = this.engine.setupPosition(this.rules(), s.board, s.captured, s.toMove, owners, s.game === 'ba-awa' ? s.starter : null);
    } catch (e) {
      this.say(t('editor.bad', { error: reasonText(e) }), false);
      this.announcePosition(null);
      return null;
    }
    // A legal position may still be over at once (no seeds, or no move that ends): say why.
    const handle = this.engine.GameHandle.fromRecord(`${notation}~`);
    const state = handle.state();
    handle.free?.();
    if (state.status !== 'playing') {
      // Nothing to play there: Play waits for a position that is not over.
      this.say(t('editor.over', { reason: t(`end.reason.${state.endReason}`) }), false);
    } else {
      this.say(t('editor.good', { player: playerName(state.players, state.toMove) }), true);
    }
    this.notation = notation;
    this.announcePosition(state.status === 'playing' ? `${notation}~` : null);
    return notation;
  }

  /** Tells the dialog's listeners (the values mode, www/study/values.js) the record of the position set up, or null. */
  announcePosition(record) {
    this.dialog.dispatchEvent(new CustomEvent('position', { detail: { record } }));
  }

  say(text, ok) {
    this.verdict.textContent = text;
    this.verdict.classList.toggle('error', !ok);
    this.playButton.disabled = !ok;
    this.ok = ok;
  }

  play() {
    const notation = this.check();
    if (!notation) return;
    const s = this.setup;
    const computer = this.opponent.value === 'computer';
    const seats = Array.from({ length: 3 }, (_, p) => ({ kind: computer && p !== s.toMove && p < s.players ? 'computer' : 'human', level: 'intermediate' }));
    this.dialog.close();
    this.hooks.play(notation, seats);
  }
}
