// Learn mode: short lessons on the board of the page. Each opens a worked
// example of the rules (www/study/lessons-data.js) and asks a question; the
// learner's move is judged from the engine's own trace of it (tried first on a
// second handle), then sown on the board and explained, and a wrong try gets a
// hint and another go. The game that was on the board comes back after.
// Progress is remembered in this browser.

import { holeLabel, playerName, t } from '../i18n/messages.js';
import { LESSONS, reached } from './lessons-data.js';
import { browserStorage, el, setParagraphs } from '../board/dom.js';
import { viewNeeds } from './view-needs.js';

// Its words and styles come with it (neither is part of a first visit).
await viewNeeds();

const PROGRESS_KEY = 'mancala-lessons-v1';

/** The ids of the lessons done, as remembered (empty where storage is not available). */
function loadProgress() {
  try {
    const done = JSON.parse(browserStorage('localStorage')?.getItem(PROGRESS_KEY) ?? '[]');
    return new Set(Array.isArray(done) ? done.filter((id) => LESSONS.some((l) => l.id === id)) : []);
  } catch {
    return new Set();
  }
}

function saveProgress(done) {
  try {
    browserStorage('localStorage')?.setItem(PROGRESS_KEY, JSON.stringify([...done]));
  } catch {
    // Not remembered in this browser (private mode, storage full): the lessons still work.
  }
}

const HUMANS = [0, 1, 2].map(() => ({ kind: 'human', level: 'intermediate' }));

export class Lessons {
  /**
   * @param {HTMLElement} panel an empty section the lessons fill
   * @param {import('../game/board-session.js').BoardSession} session
   * @param {{ open: (lesson: { position: string }, seats: { kind: string, level: string }[]) => void,
   *   restore: (previous: { settings: import('../game/game-controller.js').Settings, record: string }) => void,
   *   announce: (text: string, append?: boolean) => void, focusBoard: () => void }} hooks
   */
  constructor(panel, session, hooks) {
    this.panel = panel;
    this.session = session;
    this.hooks = hooks;
    this.done = loadProgress();
    this.lesson = null;
    this.previous = null;
    this.answered = false;
    this.token = 0;
    this.puzzles = null; // the puzzles view, once opened
    this.puzzlesPart = null;
  }

  /** True while Learn mode or its puzzles hold the board. */
  get active() {
    return this.previous !== null || !!this.puzzles?.active;
  }

  /** Learn mode: the list of lessons, the game on the board (or the one the puzzles held) kept to come back to. */
  show() {
    const c = this.session.controller;
    if (this.puzzles?.active) this.previous = this.puzzles.leave(false);
    else if (!this.active) this.previous = { settings: c.settings, record: c.handle.record() };
    this.session.intercept = (hole) => this.onPit(hole);
    this.renderList();
    this.panel.hidden = false;
    this.panel.querySelector('button')?.focus();
  }

  /**
   * Leaves Learn mode: the game that was on the board comes back, unless `restore` is false (the
   * puzzles take the board over); returns that game.
   */
  leave(restore = true) {
    this.token += 1;
    this.session.intercept = null;
    this.panel.hidden = true;
    this.lesson = null;
    const previous = this.previous;
    this.previous = null;
    if (previous && restore) this.hooks.restore(previous);
    return previous;
  }

  /** The puzzles view (its module and puzzles loaded now) takes the board over, with the game Learn would give back. */
  async openPuzzles() {
    try {
      this.puzzlesPart ??= import('./puzzles.js').then(
        ({ PuzzlesView }) =>
          (this.puzzles = new PuzzlesView(this.panel, this.session, {
            open: (position, seats) => this.hooks.open({ position }, seats),
            restore: (previous) => this.hooks.restore(previous),
            announce: (text, append) => this.hooks.announce(text, append),
            focusBoard: () => this.hooks.focusBoard(),
          })),
      );
      await this.puzzlesPart;
    } catch (e) {
      // Offline before the service worker stored it: said, and the next press tries again.
      console.warn(e);
      this.puzzlesPart = null;
      this.hooks.announce(t('app.partFailed'));
      return;
    }
    if (this.previous) this.puzzles.show(this.leave(false));
  }

  renderList() {
    const games = ['bakuk', 'koumma', 'ba-awa'];
    const count = this.done.size;
    this.panel.replaceChildren(
      el(
        'div',
        { className: 'learn-head' },
        el('h2', { id: 'learn-heading', text: t('learn.heading') }),
        this.button('btn-learn-leave', t('learn.leave'), () => this.leave()),
      ),
      el('p', { id: 'learn-progress', text: t('learn.progress', { done: count, total: LESSONS.length }) }),
      ...games.map((game) =>
        el(
          'section',
          { className: 'learn-game' },
          el('h3', { text: t(`game.${game}`) }),
          el(
            'ol',
            { className: 'learn-list' },
            ...LESSONS.filter((l) => l.game === game).map((lesson) => {
              const done = this.done.has(lesson.id);
              const b = this.button(null, t(`lesson.${lesson.id}.title`), () => this.start(lesson));
              b.dataset.lesson = lesson.id;
              if (done) b.setAttribute('aria-describedby', 'learn-done-note');
              return el('li', { className: done ? 'done' : '' }, b, done ? el('span', { className: 'tick', text: t('learn.done') }) : null);
            }),
          ),
        ),
      ),
      el('p', { id: 'learn-done-note', className: 'visually-hidden', text: t('learn.doneNote') }),
      el(
        'section',
        { className: 'learn-game' },
        el('h3', { text: t('puzzles.heading') }),
        el('p', { text: t('puzzles.intro') }),
        this.button('btn-puzzles', t('puzzles.open'), () => this.openPuzzles()),
      ),
    );
  }

  button(id, text, onClick, className = '') {
    const b = el('button', { type: 'button', id, className, text });
    b.addEventListener('click', onClick);
    return b;
  }

  /** The language changed: the panel again in it (the lesson on the board stays as it is). */
  retranslate() {
    if (this.panel.hidden) return;
    if (!this.lesson || !this.panel.querySelector('#learn-question')) {
      this.renderList();
      return;
    }
    this.renderLesson(this.lesson);
    if (this.said) this.showFeedback(this.said.kind, this.said.words, this.said.actions, false);
  }

  /** Opens `lesson`: its position on the board, its question in the panel. */
  start(lesson) {
    this.token += 1;
    this.lesson = lesson;
    this.answered = false;
    this.said = null;
    this.hooks.open(lesson, HUMANS);
    this.feedback = el('div', { id: 'learn-feedback', className: 'learn-feedback', role: 'status' });
    this.actions = el('div', { className: 'actions' });
    this.renderLesson(lesson);
    this.hooks.announce(t(`lesson.${lesson.id}.question`));
    this.hooks.focusBoard();
  }

  renderLesson(lesson) {
    const index = LESSONS.indexOf(lesson);
    this.panel.replaceChildren(
      el(
        'div',
        { className: 'learn-head' },
        el('h2', { id: 'learn-heading', text: t('learn.lessonHeading', { n: index + 1, total: LESSONS.length, title: t(`lesson.${lesson.id}.title`) }) }),
        this.button('btn-learn-list', t('learn.list'), () => this.renderList()),
      ),
      el('p', { id: 'learn-question', className: 'learn-question', text: t(`lesson.${lesson.id}.question`) }),
      this.feedback,
      this.actions,
      el('p', { className: 'help', text: t('learn.source', { vector: lesson.vector }) }),
    );
  }

  /** A pit was pressed during a lesson: judge the move with the engine, sow it, explain. */
  onPit(hole) {
    const lesson = this.lesson;
    const c = this.session.controller;
    if (!lesson) {
      this.hooks.announce(t('learn.choose'));
      return Promise.resolve(false);
    }
    if (this.answered || c.busy) return Promise.resolve(false);
    const state = c.state;
    if (lesson.goal === 'choice') return this.choose(hole, state);
    if (c.whyNot(hole)) {
      this.wrong(() => [c.whyNot(hole)]);
      return Promise.resolve(false);
    }
    const probe = c.engine.GameHandle.fromRecord(c.handle.record());
    let events;
    try {
      events = probe.play(hole);
    } finally {
      probe.free?.();
    }
    const right = reached(lesson.goal, events, state.toMove);
    this.answered = true;
    const token = this.token;
    return c.play(hole).then((completed) => {
      if (token !== this.token) return completed;
      const played = () => [t('learn.played', { player: playerName(state.players, state.toMove), hole: holeLabel(state.game, hole) })];
      if (right) this.right(played);
      else this.wrong(() => [...played(), t(`lesson.${lesson.id}.missed`)]);
      return completed;
    });
  }

  /** The winner's choice of pits: the engine's list of pits that may be chosen decides. */
  choose(hole, state) {
    const next = state.next;
    const label = holeLabel(state.game, hole);
    if (!next || !next.choosable.includes(hole)) {
      this.wrong(() => [t('learn.notChoosable', { hole: label, player: playerName(state.players, next?.chooser ?? 0) })]);
      return Promise.resolve(false);
    }
    this.answered = true;
    const token = this.token;
    this.session.setChoice({ chooser: next.chooser, extra: next.extra, choosable: next.choosable.slice(), chosen: [hole] });
    return this.session.startNextRound().then((completed) => {
      if (token === this.token) this.right(() => [t('learn.chosen', { hole: label })]);
      return completed;
    });
  }

  /** A right answer; `played()` says what was played (its sentences). */
  right(played) {
    const lesson = this.lesson;
    this.done.add(lesson.id);
    saveProgress(this.done);
    const next = LESSONS[LESSONS.indexOf(lesson) + 1];
    this.showFeedback(
      'right',
      () => [...played(), t(`lesson.${lesson.id}.explain`)],
      () => [
        next ? this.button('btn-learn-next', t('learn.next'), () => this.start(next), 'primary') : this.button('btn-learn-next', t('learn.finished'), () => this.renderList(), 'primary'),
        this.button('btn-learn-again', t('learn.again'), () => this.start(lesson)),
      ],
    );
    this.actions.querySelector('button').focus({ preventScroll: true });
  }

  /** A wrong answer; `reason()` says why (its sentences). */
  wrong(reason) {
    const lesson = this.lesson;
    // A wrong move that was sown: show it, then offer to try again from the lesson's position.
    const actions = this.answered ? () => [this.button('btn-learn-retry', t('learn.retry'), () => this.start(lesson), 'primary')] : null;
    this.showFeedback('wrong', () => [...reason(), t(`lesson.${lesson.id}.hint`)], actions);
    if (actions) this.actions.querySelector('button').focus({ preventScroll: true });
  }

  /**
   * Says how the answer went, a paragraph a sentence (what was played, then the
   * lesson's explanation or hint); `words()` and `actions()` make it again in another language.
   */
  showFeedback(kind, words, actions, announce = true) {
    this.said = { kind, words, actions };
    const sentences = words();
    setParagraphs(this.feedback, sentences);
    this.feedback.className = `learn-feedback ${kind}`;
    if (actions) this.actions.replaceChildren(...actions());
    if (announce) sentences.forEach((text, i) => this.hooks.announce(text, i > 0));
  }
}
