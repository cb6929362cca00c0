// The puzzles view: positions drawn from perfect play (www/puzzles.json, docs/puzzles.md), on
// the page's board. A daily puzzle, the same for everyone on a date, and runs of puzzles by game,
// theme and difficulty. The person plays the answer on the board; the engine reads each puzzle
// (its game, its solution's holes) and says whether a move can be played, the file's solution
// whether it is the answer, and the computer's worker what any other move is worth (moveValues). The game that was on the board comes back after,
// and the progress is kept in this browser (www/study/puzzle-progress.js).

import { formatList, holeLabel, language, onLanguageChange, playerName, t } from '../i18n/messages.js';
import { browserStorage, el, setParagraphs } from '../board/dom.js';
import { addStylesheet } from '../board/stylesheet.js';
import { PUZZLE_DIFFICULTIES, PUZZLE_GAMES, PUZZLE_THEMES, dailyPuzzle, puzzleId, puzzleRun, usablePuzzles, utcDay } from './puzzle-pick.js';
import { PROGRESS_KEY, PuzzleProgress } from './puzzle-progress.js';
import { valueWords } from './value-words.js';
import { viewNeeds } from './view-needs.js';

// Its words and styles come with it (neither is part of a first visit).
await viewNeeds();

const PUZZLES_URL = new URL('../puzzles.json', import.meta.url).href;
const STYLESHEET = new URL('./puzzles.css', import.meta.url).href;
/** Thinking time for a puzzle's move values: the solver answers at once, Ba-awa's proof takes longer. */
const VALUE_MILLIS = 4000;
const HUMANS = [0, 1].map(() => ({ kind: 'human', level: 'intermediate' }));

export class PuzzlesView {
  /**
   * @param {HTMLElement} anchor the Learn panel, which this view's panel follows (and takes the place of)
   * @param {import('../game/board-session.js').BoardSession} session
   * @param {{ open: (position: string, seats: { kind: string, level: string }[]) => void,
   *   restore: (previous: { settings: import('../game/game-controller.js').Settings, record: string }) => void,
   *   announce: (text: string, append?: boolean) => void, focusBoard: () => void }} hooks
   */
  constructor(anchor, session, hooks) {
    this.session = session;
    this.hooks = hooks;
    this.panel = el('section', { id: 'puzzles-panel', className: 'learn-panel panel puzzles-panel', 'aria-labelledby': 'puzzles-heading', hidden: true });
    anchor.after(this.panel);
    addStylesheet(document.head, STYLESHEET);
    this.progress = new PuzzleProgress(browserStorage('localStorage'));
    this.unreadAtStart = this.progress.state === 'unreadable';
    this.puzzles = null;
    this.games = new Map(); // rules header -> the game's name, as the engine reads it
    this.loading = null;
    this.filter = { game: 'any', theme: 'any', difficulty: 'any' };
    this.previous = null;
    this.current = null; // { puzzle, daily, run, index, record, values, tried, counted, phase }
    this.token = 0;
    onLanguageChange(() => this.retranslate());
    // Another tab's progress shows here when it changes.
    window.addEventListener('storage', (e) => {
      if (e.key !== PROGRESS_KEY) return;
      this.progress.reload();
      if (!this.panel.hidden && !this.current) this.renderHome();
    });
  }

  get active() {
    return this.previous !== null;
  }

  /** The puzzles view; `previous` is the game to give back on leaving (the board's now, by default). */
  async show(previous = null) {
    const c = this.session.controller;
    if (!this.active) this.previous = previous ?? { settings: c.settings, record: c.handle.record() };
    this.session.intercept = (hole) => this.onPit(hole);
    this.panel.hidden = false;
    this.current = null;
    const loading = this.load();
    this.renderHome();
    await loading;
    if (!this.panel.hidden && !this.current) this.renderHome();
    this.panel.querySelector('button')?.focus({ preventScroll: true });
  }

  /**
   * Leaves the view: the game that was on the board comes back, unless `restore` is false (Learn
   * takes the board over); returns that game.
   */
  leave(restore = true) {
    this.token += 1;
    this.session.intercept = null;
    this.panel.hidden = true;
    this.current = null;
    const previous = this.previous;
    this.previous = null;
    if (previous && restore) this.hooks.restore(previous);
    return previous;
  }

  /** Fetches the puzzles once (again after a failure). */
  load() {
    this.loading ??= fetch(PUZZLES_URL)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((data) => {
        this.puzzles = usablePuzzles(data);
        this.loadError = null;
      })
      .catch((e) => {
        this.loading = null;
        this.loadError = e?.message ?? String(e);
      });
    return this.loading;
  }

  /** The game (`bakuk`, `koumma`, `ba-awa`) of `puzzle`'s rules header, as the engine reads it; null if it cannot. */
  gameOf(puzzle) {
    if (!this.games.has(puzzle.game)) {
      let game = null;
      try {
        game = this.session.controller.engine.describeRules(puzzle.game).game;
      } catch {
        // A header this engine does not read: the puzzle is in no game's run.
      }
      this.games.set(puzzle.game, game);
    }
    return this.games.get(puzzle.game);
  }

  /** The holes of `puzzle`'s solution, from the engine's reading of it as a record; null if it does not read. */
  solutionHoles(puzzle) {
    try {
      const probe = this.session.controller.engine.GameHandle.fromRecord(`${puzzle.position}~${puzzle.solution.join('')}`);
      try {
        const holes = probe.state().plies.map((ply) => ply.hole);
        return holes.length === puzzle.solution.length ? holes : null;
      } finally {
        probe.free?.();
      }
    } catch {
      return null;
    }
  }

  retranslate() {
    if (this.panel.hidden) return;
    if (this.current) this.renderPuzzle();
    else this.renderHome();
  }

  head(title) {
    return el('div', { className: 'learn-head' }, el('h2', { id: 'puzzles-heading', text: title }), this.button('btn-puzzles-leave', t('learn.leave'), () => this.leave()));
  }

  button(id, text, onClick, className = '') {
    const b = el('button', { type: 'button', id, className, text });
    b.addEventListener('click', onClick);
    return b;
  }

  // ---- the list: progress, the daily puzzle, a run -----------------------------------------

  renderHome() {
    this.current = null;
    if (!this.puzzles && this.loading) {
      this.panel.replaceChildren(this.head(t('puzzles.heading')), el('p', { role: 'status', text: t('puzzles.loading') }));
      return;
    }
    if (!this.puzzles) {
      this.panel.replaceChildren(this.head(t('puzzles.heading')), el('p', { role: 'status', text: t('puzzles.unavailable', { reason: this.loadError ?? '' }) }), this.button('btn-puzzles-reload', t('puzzles.tryLoad'), () => this.show()));
      return;
    }
    const day = utcDay(new Date());
    const done = this.progress.dailyDone(day);
    const date = new Intl.DateTimeFormat(language(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    this.panel.replaceChildren(
      this.head(t('puzzles.heading')),
      el('p', { className: 'help', text: t('puzzles.intro') }),
      this.progressList(),
      el(
        'section',
        { className: 'puzzles-daily', 'aria-labelledby': 'puzzles-daily-heading' },
        el('h3', { id: 'puzzles-daily-heading', text: t('puzzles.daily') }),
        el('p', { id: 'puzzles-daily-state', text: t(done ? 'puzzles.dailyDone' : 'puzzles.dailyDate', { date }) }),
        this.button('btn-puzzles-daily', t('puzzles.dailyPlay'), () => this.start({ puzzle: dailyPuzzle(this.puzzles, day), daily: day }), done ? '' : 'primary'),
      ),
      this.runSection(),
    );
  }

  progressList() {
    const { solved, failed, streak, best } = this.progress.counts();
    const notes = [];
    if (!this.progress.keeps) notes.push(t('puzzles.notKept'));
    else if (this.unreadAtStart) notes.push(t('puzzles.keptAside'));
    return el(
      'div',
      { className: 'puzzles-progress', id: 'puzzles-progress' },
      el('ul', {}, ...[t('puzzles.solvedCount', { n: solved }), t('puzzles.failedCount', { n: failed }), t('puzzles.streak', { n: streak, best })].map((text) => el('li', { text }))),
      ...notes.map((text) => el('p', { className: 'help', text })),
    );
  }

  runSection() {
    const select = (name, values, label) => {
      const id = `puzzles-${name}`;
      const choice = el('select', { id }, el('option', { value: 'any', text: t(`puzzles.any.${name}`) }), ...values.map(([value, text]) => el('option', { value, text })));
      choice.value = this.filter[name];
      choice.addEventListener('change', () => {
        this.filter[name] = choice.value;
        this.showMatching();
      });
      return el('label', { className: 'puzzles-filter' }, el('span', { text: label }), choice);
    };
    this.matching = el('p', { id: 'puzzles-matching', role: 'status' });
    this.startRun = this.button('btn-puzzles-run', t('puzzles.start'), () => {
      const run = puzzleRun(this.puzzles, this.filter, (p) => this.gameOf(p), (id) => this.progress.result(id) === 'solved');
      if (run.length) this.start({ puzzle: run[0], run, index: 0 });
    });
    const section = el(
      'section',
      { className: 'puzzles-run', 'aria-labelledby': 'puzzles-run-heading' },
      el('h3', { id: 'puzzles-run-heading', text: t('puzzles.run') }),
      el(
        'div',
        { className: 'puzzles-filters' },
        select('game', PUZZLE_GAMES.map((g) => [g, t(`game.${g}`)]), t('puzzles.filter.game')),
        // The themes some puzzle has (no run of none: the file may have no repetition, say).
        select('theme', PUZZLE_THEMES.filter((theme) => this.puzzles.some((p) => p.themes.includes(theme))).map((theme) => [theme, t(`puzzles.theme.${theme}`)]), t('puzzles.filter.theme')),
        select('difficulty', PUZZLE_DIFFICULTIES.map((d) => [d, t(`puzzles.difficulty.${d}`)]), t('puzzles.filter.difficulty')),
      ),
      this.matching,
      this.startRun,
    );
    this.showMatching();
    return section;
  }

  showMatching() {
    const run = puzzleRun(this.puzzles, this.filter, (p) => this.gameOf(p));
    const solved = run.filter((p) => this.progress.result(puzzleId(p)) === 'solved').length;
    this.matching.textContent = t('puzzles.matching', { n: run.length, solved });
    this.startRun.disabled = run.length === 0;
  }

  // ---- one puzzle ---------------------------------------------------------------------------

  /** Opens `puzzle` on the board, for the daily puzzle of `daily` or as puzzle `index` of `run`. */
  start({ puzzle, daily = null, run = null, index = 0 }, counted = true) {
    this.token += 1;
    const holes = this.solutionHoles(puzzle);
    if (!holes) {
      this.hooks.announce(t('puzzles.unreadable'));
      return;
    }
    this.hooks.open(puzzle.position, HUMANS);
    const c = this.session.controller;
    this.current = { puzzle, holes, daily, run, index, record: c.handle.record(), values: null, tried: false, counted, phase: 'solving', said: null };
    this.askValues();
    this.renderPuzzle();
    this.hooks.announce(this.question());
    this.hooks.focusBoard();
  }

  /** The puzzle's move values from the computer, asked once a puzzle (a wrong move and the hint tell them). */
  askValues() {
    const current = this.current;
    const { computer } = this.session;
    const { engine, state } = this.session.controller;
    // The solver's tables first where the engine solves the game outright (Bakuk, Koumma).
    const prepared = engine.describeRules(state.rules).solvable ? computer.prepare(state.rules) : Promise.resolve();
    current.values = prepared.then(() => computer.moveValues(current.record, VALUE_MILLIS)).then(
      (answer) => (answer.available ? answer.moves : null),
      () => null,
    );
  }

  /** The player the puzzle asks about. */
  solver() {
    const s = this.session.controller.state;
    return playerName(s.players, this.current.start ?? s.toMove);
  }

  question() {
    return t('puzzles.question', { player: this.solver() });
  }

  /** What `move`'s value (with perfect play after it) means for the puzzle's player. */
  valueText(move) {
    return valueWords(move, this.solver());
  }

  renderPuzzle() {
    const current = this.current;
    const { puzzle, daily, run, index } = current;
    const s = this.session.controller.state;
    current.start ??= s.toMove;
    const heading = daily ? t('puzzles.daily') : t('puzzles.runHeading', { n: index + 1, total: run.length });
    const about = t('puzzles.about', { game: t(`game.${this.gameOf(puzzle)}`), difficulty: t(`puzzles.difficulty.${puzzle.difficulty}`) });
    this.feedback = el('div', { id: 'puzzles-feedback', className: 'learn-feedback', role: 'status' });
    this.actions = el('div', { className: 'actions', id: 'puzzles-actions' });
    this.panel.replaceChildren(
      el(
        'div',
        { className: 'learn-head' },
        el('h2', { id: 'puzzles-heading', text: heading }),
        el('div', { className: 'actions' }, this.button('btn-puzzles-list', t('puzzles.list'), () => this.renderHome()), this.button('btn-puzzles-leave', t('learn.leave'), () => this.leave())),
      ),
      el('p', { id: 'puzzles-question', className: 'learn-question', text: this.question() }),
      el('p', { className: 'help', text: about }),
      this.feedback,
      this.actions,
    );
    if (current.said) this.say(current.said.kind, current.said.words, false);
    this.showActions();
  }

  /** The buttons for where the puzzle is: hint and solution while it is being solved, next after. */
  showActions() {
    const { phase, run, index } = this.current;
    const buttons = [];
    if (phase === 'solving') {
      buttons.push(this.button('btn-puzzles-hint', t('puzzles.hint'), () => this.hint()));
      buttons.push(this.button('btn-puzzles-solution', t('puzzles.showSolution'), () => this.showSolution()));
    }
    if (phase === 'solved' && this.current.puzzle.solution.length > 1) buttons.push(this.button('btn-puzzles-line', t('puzzles.bestLine'), () => this.showSolution()));
    if (phase === 'solved' || phase === 'shown') buttons.push(this.button('btn-puzzles-again', t('puzzles.again'), () => this.start(this.current, false)));
    if (phase !== 'solving' && run && index + 1 < run.length) buttons.push(this.button('btn-puzzles-next', t('puzzles.next'), () => this.start({ ...this.current, puzzle: run[index + 1], index: index + 1 }), 'primary'));
    this.actions.replaceChildren(...buttons);
  }

  /** Says `words()` (its sentences, a paragraph each; again in another language) in the feedback. */
  say(kind, words, announce = true) {
    this.current.said = { kind, words };
    const sentences = words();
    setParagraphs(this.feedback, sentences);
    this.feedback.className = `learn-feedback ${kind}`;
    if (announce) sentences.forEach((text, i) => this.hooks.announce(text, i > 0));
  }

  /** An attempt's first decisive moment counts (when the attempt counts): solved at the first try or not. */
  settle(solved) {
    const current = this.current;
    if (current.counted && !current.tried) this.saved(this.progress.record(puzzleId(current.puzzle), solved, solved ? current.daily : null));
    current.tried = true;
    if (current.daily && (solved || current.phase !== 'solving')) this.saved(this.progress.markDaily(current.daily));
  }

  saved(ok) {
    if (!ok && this.progress.keeps) this.hooks.announce(t('puzzles.notSaved'));
  }

  label(hole) {
    return holeLabel(this.session.controller.state.game, hole);
  }

  /** A pit pressed: the answer is played, any other legal move is told its value. */
  onPit(hole) {
    const current = this.current;
    const c = this.session.controller;
    if (!current || current.phase !== 'solving') {
      // While the answer or the line is being sown, the press is the animation's to ignore.
      if (!current || current.phase === 'solved' || current.phase === 'shown') this.hooks.announce(t(current ? 'puzzles.over' : 'puzzles.choose'));
      return Promise.resolve(false);
    }
    const why = c.whyNot(hole);
    if (why) {
      this.say('wrong', () => [why]);
      return Promise.resolve(false);
    }
    const token = this.token;
    if (hole === current.holes[0]) {
      current.phase = 'playing';
      this.settle(true);
      this.showActions();
      return c.play(hole).then(async (completed) => {
        if (token !== this.token) return completed;
        current.phase = 'solved';
        const best = (await current.values)?.find((m) => m.hole === hole);
        if (token !== this.token) return completed;
        const themes = current.puzzle.themes.map((theme) => t(`puzzles.theme.${theme}`));
        this.say('right', () => [
          best ? t('puzzles.right', { hole: this.label(hole), value: this.valueText(best) }) : t('puzzles.rightAlone', { hole: this.label(hole) }),
          ...(themes.length ? [t('puzzles.themes', { themes: formatList(themes) })] : []),
        ]);
        this.showActions();
        this.actions.querySelector('button')?.focus({ preventScroll: true });
        return completed;
      });
    }
    this.settle(false);
    this.say('wrong', () => [t('puzzles.checking', { hole: this.label(hole) })]);
    current.values.then((moves) => {
      if (token !== this.token || current.phase !== 'solving') return;
      const move = moves?.find((m) => m.hole === hole);
      this.say('wrong', () => [move ? t('puzzles.wrong', { hole: this.label(hole), value: this.valueText(move) }) : t('puzzles.wrongAlone', { hole: this.label(hole) })]);
    });
    return Promise.resolve(false);
  }

  /** The hint: what the best move is worth, and the puzzle's first theme. */
  async hint() {
    const current = this.current;
    const token = this.token;
    const best = (await current.values)?.find((m) => m.hole === current.holes[0]);
    if (token !== this.token || current.phase !== 'solving') return;
    const theme = current.puzzle.themes[0];
    this.say('hint', () => [best ? t('puzzles.hintValue', { value: this.valueText(best) }) : t('puzzles.hintNone'), ...(theme ? [t(`puzzles.hint.${theme}`)] : [])]);
  }

  /** Plays the answer (from the puzzle's position) and the best line after it, with the animation. */
  async showSolution() {
    const current = this.current;
    const c = this.session.controller;
    if (current.phase === 'solving') {
      current.phase = 'showing';
      this.settle(false);
    } else current.phase = 'showing';
    const token = this.token;
    this.showActions();
    const moves = current.holes.slice();
    // A line shown after the answer goes on from it; otherwise from the puzzle's position.
    if (c.handle.record() !== current.record) {
      moves.shift();
    }
    const labels = current.holes.map((hole) => this.label(hole));
    this.say('hint', () => [labels.length > 1 ? t('puzzles.solution', { hole: labels[0], line: formatList(labels.slice(1)) }) : t('puzzles.solutionAlone', { hole: labels[0] })]);
    for (const hole of moves) {
      if (token !== this.token) return;
      if (!(await c.play(hole))) break;
    }
    if (token !== this.token) return;
    current.phase = 'shown';
    this.showActions();
    this.actions.querySelector('button')?.focus({ preventScroll: true });
  }
}
