// "Learn from the mistakes", in a review: each position where a player gave seeds away (a graded
// move of www/study/grades.js that lost any) is shown on the board, looking back, and the person
// finds the best move. A wrong try is told its value (with best play after it) and may be tried
// again; a hint says how good the best move is; "Show the answer" sows the best move with the
// board's animation, as a right answer is sown; then on to the next position. The game itself is
// untouched (the board looks back, www/study/browse.js).

import { formatList, holeLabel, laterWords, playerName, t } from '../i18n/messages.js';
import { outcomeWords } from './value-words.js';
import { el, setParagraphs } from '../board/dom.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

export class Mistakes {
  /**
   * @param {HTMLElement} panel the review's panel, which the lesson takes over while it lasts
   * @param {{ session: import('../game/board-session.js').BoardSession, browser: import('./browse.js').MoveBrowser,
   *   announce: (text: string, append?: boolean) => void }} hooks
   */
  constructor(panel, hooks) {
    this.panel = panel;
    this.hooks = hooks;
    this.heading = el('h3', { id: 'mistakes-heading' });
    this.question = el('p', { id: 'mistakes-question' });
    this.feedback = el('div', { id: 'mistakes-feedback', className: 'mistakes-feedback', role: 'status' });
    this.actions = el('div', { className: 'actions' });
    this.box = el('section', { className: 'mistakes', 'aria-labelledby': 'mistakes-heading' }, this.heading, this.question, this.feedback, this.actions);
    this.box.hidden = true;
    panel.querySelector('.review-head').after(this.box);
    this.review = null;
    this.token = 0;
  }

  /** Goes through the positions of `review` (ReviewChart's, graded) where a move gave seeds away. */
  start(review) {
    this.review = review;
    this.positions = review.grades.filter((g) => g && g.lost > 0);
    this.panel.classList.add('training');
    this.box.hidden = false;
    this.hooks.session.intercept = (hole) => this.onPit(hole);
    this.open(0);
  }

  /**
   * Back to the review: the board stays where it looks back, the pits are the game's again.
   * `refocus`: the person asked (the keyboard goes back to the button that opened the lesson).
   */
  stop(refocus = false) {
    if (!this.review) return;
    this.token += 1;
    this.review = null;
    if (this.hooks.session.intercept) this.hooks.session.intercept = null;
    this.panel.classList.remove('training');
    this.box.hidden = true;
    if (refocus) /** @type {HTMLElement | null} */ (this.panel.querySelector('#btn-mistakes'))?.focus({ preventScroll: true });
  }

  get current() {
    return this.positions[this.index];
  }

  /** The moves' values in the current position (the review's moveValues answer). */
  moves() {
    return this.review.points[this.current.ply - 1].moves;
  }

  best() {
    return Math.max(...this.moves().map((m) => m.value));
  }

  /** Shows position `index` and asks for its best move. */
  open(index) {
    this.token += 1;
    this.index = index;
    this.solved = false;
    this.hooks.browser.show(this.current.ply - 1, null);
    this.render();
    this.say(() => [], () => this.tryActions());
    this.hooks.announce(this.question.textContent);
    // The button that opened the lesson, or the last one's, is gone: the keyboard goes on here.
    this.actions.querySelector('button')?.focus({ preventScroll: true });
  }

  render() {
    const g = this.current;
    const state = this.review.state;
    this.heading.textContent = t('mistakes.heading', { n: this.index + 1, total: this.positions.length });
    this.question.textContent = t('mistakes.question', { move: g.ply, player: playerName(state.players, g.player), hole: holeLabel(state.game, g.hole), n: g.lost });
  }

  /** The language changed: the lesson's words again in it. */
  retranslate() {
    if (!this.review) return;
    this.render();
    this.say(this.said.words, this.said.actions, false);
  }

  /** Says `words()` (sentences, a paragraph each) and offers `actions()` (buttons); both made again in another language. */
  say(words, actions, announce = true) {
    this.said = { words, actions };
    const sentences = words();
    setParagraphs(this.feedback, sentences);
    this.actions.replaceChildren(...actions());
    if (announce) sentences.forEach((text, i) => this.hooks.announce(text, i > 0));
  }

  button(id, key, onClick, className = '') {
    const b = el('button', { type: 'button', id, className, text: t(key) });
    b.addEventListener('click', onClick);
    return b;
  }

  /** While the move is being looked for: a hint, the answer, or back to the review. */
  tryActions() {
    return [
      this.button('btn-mistakes-hint', 'mistakes.hintButton', () => this.say(() => this.hint(), () => this.tryActions())),
      this.button('btn-mistakes-answer', 'mistakes.show', () => this.showAnswer()),
      this.button('btn-mistakes-stop', 'mistakes.stop', () => this.stop(true)),
    ];
  }

  /** Once the move is found or shown: the next position (or the end), or back to the review. */
  doneActions() {
    if (this.index === this.positions.length - 1) return [this.button('btn-mistakes-stop', 'mistakes.stop', () => this.stop(true), 'primary')];
    return [this.button('btn-mistakes-next', 'mistakes.next', () => this.open(this.index + 1), 'primary'), this.button('btn-mistakes-stop', 'mistakes.stop', () => this.stop(true))];
  }

  /** "After h3, South wins by 4 seeds with best play." for a move's value `value` (the mover's final margin). */
  after(hole, value) {
    const state = this.review.state;
    return t('mistakes.after', { hole: holeLabel(state.game, hole), outcome: outcomeWords(value, this.player()) });
  }

  /** The name of the player whose move is asked for. */
  player() {
    return playerName(this.review.state.players, this.current.player);
  }

  /** A sentence that the values are the search's estimates, where they are. */
  estimateNote() {
    return this.moves().every((m) => m.proven) ? [] : [t('mistakes.estimate')];
  }

  hint() {
    const best = this.best();
    const count = this.moves().filter((m) => m.value === best).length;
    return [t('mistakes.hint', { outcome: outcomeWords(best, this.player()) }), t('mistakes.hintCount', { count }), ...this.estimateNote()];
  }

  /** A pit pressed: the try judged by its value. */
  onPit(hole) {
    if (this.solved) return;
    const plies = this.current.ply - 1;
    // The board was taken elsewhere meanwhile (the browse bar): the position asked about comes back first.
    if (this.hooks.browser.at !== plies) {
      this.hooks.browser.show(plies, null);
      return;
    }
    const state = this.review.state;
    const tried = this.moves().find((m) => m.hole === hole);
    if (!tried) {
      this.say(() => [t('mistakes.notMove', { hole: holeLabel(state.game, hole), player: playerName(state.players, this.current.player) })], () => this.tryActions());
      return;
    }
    if (tried.value < this.best()) {
      this.say(() => [this.after(hole, tried.value), t('mistakes.wrong'), ...this.estimateNote()], () => this.tryActions());
      return;
    }
    this.solved = true;
    this.say(() => [t('mistakes.right', { hole: holeLabel(state.game, hole) }), this.after(hole, tried.value), ...this.estimateNote()], () => this.doneActions());
    this.sow(hole);
  }

  /** Sows the best move (the first, where several are as good) and says it is the answer. */
  showAnswer() {
    const state = this.review.state;
    const best = this.best();
    const holes = this.moves().filter((m) => m.value === best).map((m) => m.hole);
    this.solved = true;
    const words = holes.map((h) => holeLabel(state.game, h));
    this.say(() => [t('mistakes.answer', { holes: formatList(words, 'disjunction') }), this.after(holes[0], best), ...this.estimateNote()], () => this.doneActions());
    this.sow(holes[0]);
  }

  /** Sows `hole` on the board from the position asked about (the game is untouched). */
  async sow(hole) {
    const token = this.token;
    await this.hooks.browser.sowFrom(this.current.ply - 1, { player: this.current.player, hole });
    if (token === this.token) this.actions.querySelector('button')?.focus({ preventScroll: true });
  }
}
