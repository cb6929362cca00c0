// "Your games": every game the player has kept (www/page/games-store.js), the latest first, each
// with its game, who plays, its moves so far, its position drawn small and when it was last
// played; one tap takes it back to the board. A game removed can be put back (Undo); a game that
// cannot be read, or that a later version saved, is offered as a download, never dropped
// unasked. Export all writes one text file of records (www/page/games-file.js); Import reads one.

import { language, laterWords, playerName, t } from '../i18n/messages.js';
import { offerDownload } from '../board/dom.js';
import { openEntry } from '../game/saved-game.js';
import { reasonText } from '../i18n/reasons.js';
import { exportGames, readGamesFile } from './games-file.js';
import { settingsForState } from '../study/record-link.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

const NS = 'http://www.w3.org/2000/svg';

/** When, in words: "5 minutes ago", "yesterday" (Intl.RelativeTimeFormat in the page's language). */
function ago(time, now) {
  const seconds = Math.round((time - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language(), { numeric: 'auto' });
  /** @type {[Intl.RelativeTimeFormatUnit, number][]} */
  const steps = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(unit === 'second' ? Math.min(value, 0) : value, unit);
    value = Math.round(value / size);
  }
  return format.format(value, 'year');
}

/** The position drawn small: two rows of holes with their seeds, each hole its owner's colour. */
function miniBoard(state) {
  const cols = state.board.length / 2;
  const cell = 22;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${cols * cell + 8} ${2 * cell + 8}`);
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('games-board');
  // A row of six is drawn twice as wide as a row of three, so its numbers are as large.
  if (cols > 3) svg.classList.add('games-board-wide');
  const add = (tag, attrs, text) => {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    svg.append(node);
  };
  add('rect', { x: 1, y: 1, width: cols * cell + 6, height: 2 * cell + 6, rx: 8, class: 'd-board' });
  for (let i = 0; i < state.board.length; i += 1) {
    // South's row below, left to right; North's above, right to left (as the board is drawn).
    const south = i < cols;
    const col = south ? i : 2 * cols - 1 - i;
    const x = 4 + (col + 0.5) * cell;
    const y = 4 + (south ? 1.5 : 0.5) * cell;
    add('circle', { cx: x, cy: y, r: cell / 2 - 2, class: `d-hole d-owner-${state.owners[i]}` });
    add('text', { x, y: y + 4, 'text-anchor': 'middle', class: 'd-label' }, String(state.board[i]));
  }
  return svg;
}

export class GamesView {
  /**
   * `dialog`: the <dialog>; `store`: a GamesStore; `hooks`: { engine, currentId() (the game on
   * the board), heldElsewhere(id) (a promise), resume(id), importGame(entry, played) (true when
   * kept), announce(text) }.
   */
  constructor(dialog, store, hooks) {
    this.dialog = dialog;
    this.store = store;
    this.hooks = hooks;
    this.removed = null; // { id, text } of the game last removed, for Undo
    this.status = '';
    this.build();
  }

  build() {
    const d = this.dialog;
    d.replaceChildren();
    d.setAttribute('aria-labelledby', 'games-heading');
    const make = (tag, attrs = {}, text) => {
      const node = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
      if (text !== undefined) node.textContent = text;
      return node;
    };
    this.make = make;
    const heading = make('h2', { id: 'games-heading', tabindex: '-1' });
    this.statusLine = make('p', { id: 'games-status', class: 'games-status', role: 'status' });
    this.undoButton = make('button', { type: 'button', id: 'btn-games-undo' });
    this.undoButton.addEventListener('click', () => this.undoRemove());
    const statusBar = make('div', { class: 'games-status-bar' });
    statusBar.append(this.statusLine, this.undoButton);
    this.list = make('ul', { id: 'games-list', class: 'games-list' });
    const actions = make('div', { class: 'dialog-actions' });
    this.closeButton = make('button', { type: 'button', id: 'btn-games-close', class: 'primary' });
    this.exportButton = make('button', { type: 'button', id: 'btn-games-export' });
    this.importButton = make('button', { type: 'button', id: 'btn-games-import' });
    this.fileInput = make('input', { type: 'file', id: 'games-import-file', accept: '.txt,text/plain', hidden: '' });
    this.closeButton.addEventListener('click', () => this.dialog.close());
    this.exportButton.addEventListener('click', () => this.exportAll());
    this.importButton.addEventListener('click', () => this.fileInput.click());
    this.fileInput.addEventListener('change', async () => {
      const file = this.fileInput.files?.[0];
      this.fileInput.value = '';
      if (file) this.importText(await file.text());
    });
    actions.append(this.closeButton, this.exportButton, this.importButton, this.fileInput);
    d.append(heading, statusBar, this.list, actions);
    this.heading = heading;
  }

  get open() {
    return this.dialog.open;
  }

  show() {
    this.status = '';
    this.removed = null;
    this.render();
    if (!this.dialog.open) this.dialog.showModal();
    this.heading.focus();
  }

  /** Draws the list again (another tab changed it, or the language changed). */
  async render() {
    const { make } = this;
    this.heading.textContent = t('games.heading');
    this.closeButton.textContent = t('games.close');
    this.exportButton.textContent = t('games.exportAll');
    this.importButton.textContent = t('games.import');
    this.undoButton.textContent = t('games.undoRemove');
    this.undoButton.hidden = !this.removed;
    this.statusLine.textContent = this.status;
    const games = this.store.list();
    this.exportButton.disabled = !games.some((game) => game.entry);
    const now = Date.now();
    const current = this.hooks.currentId();
    const items = [];
    for (const game of games) {
      const item = make('li', { class: 'games-item', 'data-game-id': game.id });
      const title = make('p', { class: 'games-title', id: `games-title-${game.id}` });
      const details = make('p', { class: 'games-details' });
      const buttons = make('div', { class: 'games-buttons' });
      item.append(title, details, buttons);
      const opened = game.entry ? openEntry(game.entry, this.hooks.engine) : null;
      if (opened?.handle) {
        const state = opened.handle.view();
        opened.handle.free();
        item.prepend(miniBoard(state));
        title.textContent = t('games.title', { game: t(`game.${state.game}`), players: this.seatsText(game.entry.settings, state.players) });
        const progress = t(state.status === 'over' ? 'games.over' : 'games.playing', { n: state.plyCount });
        const when = Number.isFinite(game.entry.updated) ? t('games.played', { when: ago(game.entry.updated, now) }) : '';
        details.textContent = when ? t('games.detailsWhen', { progress, when }) : progress;
        if (game.id === current) {
          item.classList.add('games-current');
          buttons.append(make('span', { class: 'games-here' }, t('games.onBoard')));
        } else {
          const resume = make('button', { type: 'button', class: 'primary games-resume', 'aria-describedby': title.id }, t('games.resume'));
          resume.addEventListener('click', () => this.hooks.resume(game.id));
          buttons.append(resume);
        }
      } else {
        item.classList.add('games-unreadable');
        title.textContent = t(game.problem === 'newer' ? 'games.newer' : 'games.unreadable');
        details.textContent = opened?.error ? t('games.unreadableWhy', { error: reasonText(opened.error) }) : '';
        const downloadButton = make('button', { type: 'button', class: 'games-download', 'aria-describedby': title.id }, t('games.download'));
        downloadButton.addEventListener('click', () => offerDownload(`mancala-saved-game-${game.id}.txt`, game.text));
        buttons.append(downloadButton);
      }
      if (game.id !== current) {
        const remove = make('button', { type: 'button', class: 'games-remove', 'aria-describedby': title.id }, t('games.remove'));
        remove.addEventListener('click', () => this.remove(game.id));
        buttons.append(remove);
      }
      items.push(item);
    }
    if (!items.length) items.push(make('li', { class: 'games-empty' }, t('games.empty')));
    this.list.replaceChildren(...items);
    // A game another tab plays is that tab's to go on with or remove.
    for (const game of games) {
      if (game.id === current || !(await this.hooks.heldElsewhere(game.id))) continue;
      const item = this.list.querySelector(`[data-game-id="${CSS.escape(game.id)}"]`);
      if (!item) continue;
      item.querySelector('.games-buttons').replaceChildren(make('span', { class: 'games-here' }, t('games.elsewhere')));
    }
  }

  /** Who plays, in words: each seat a person or the computer at its level, as a list. */
  seatsText(settings, players) {
    const seats = settings?.seats?.slice(0, players) ?? [];
    if (!seats.length) return t('games.players', { players: Array.from({ length: players }, (_, p) => playerName(players, p)) });
    return t('games.players', {
      players: seats.map((seat, p) =>
        seat.kind === 'computer' ? t('games.seat.computer', { player: playerName(players, p), level: t(`start.level.${seat.level}`) }) : playerName(players, p),
      ),
    });
  }

  remove(id) {
    const text = this.store.remove(id);
    this.removed = text === null ? null : { id, text };
    this.say(t('games.removed'));
  }

  undoRemove() {
    if (!this.removed) return;
    this.store.restore(this.removed.id, this.removed.text);
    this.removed = null;
    this.say(t('games.restored'));
  }

  say(text) {
    this.status = text;
    this.render();
    this.hooks.announce(text);
  }

  exportAll() {
    const games = [];
    for (const game of this.store.list()) {
      if (!game.entry) continue;
      const opened = openEntry(game.entry, this.hooks.engine);
      if (!opened.handle) continue;
      games.push({ entry: game.entry, players: opened.handle.view().players });
      opened.handle.free();
    }
    offerDownload('mancala-games.txt', exportGames(games));
  }

  /** Adds the games of an exported file; a game already kept is not added twice. */
  importText(text) {
    const { games, problems } = readGamesFile(text);
    const known = new Set(this.store.list().map((game) => game.entry && `${game.entry.record} ${game.entry.redo}`));
    let added = 0;
    for (const game of games) {
      const entry = { record: game.record, redo: game.redo, settings: null, over: false };
      const opened = openEntry(entry, this.hooks.engine);
      if (!opened.handle) {
        problems.push({ line: game.line });
        continue;
      }
      const state = opened.handle.state();
      opened.handle.free();
      if (known.has(`${game.record} ${game.redo}`)) continue;
      known.add(`${game.record} ${game.redo}`);
      const settings = settingsForState(state, game.seats);
      if (this.hooks.importGame({ ...entry, settings, over: state.status === 'over' }, game.played)) added += 1;
    }
    const lines = problems.map((problem) => problem.line).sort((a, b) => a - b);
    const parts = [t('games.imported', { n: added })];
    if (lines.length) parts.push(t('games.importProblems', { n: lines.length, lines }));
    this.say(parts.join(' '));
  }
}
