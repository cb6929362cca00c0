// Perfect play to watch, one move of it, or all of it as a record: from the position on the
// board, a move of the best value (www/study/values.js) for whoever is to move, sown by the
// board's own animation and narration (so the animation bar's pause and steps act on it). A
// game a person played is never overwritten: watching from its middle, or from an earlier
// position of it, goes on in a copy, and the game itself is put aside among the player's games
// (the page offers it back). Where a Ba-awa proof is not done in the time given, the move
// played is the best found, and said to be not proven.

import { Cancelled } from '../game/computer.js';
import { offerDownload } from '../board/dom.js';
import { holeLabel, laterWords, playerName, t } from '../i18n/messages.js';
import { recordFileName } from './record-link.js';
import { signed } from './value-words.js';
import { bestFirst } from './values.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

/** How long a move's proof may take before the best move found is played. */
const MOVE_MILLIS = 1500;
/** The same for each move of a downloaded line. */
const LINE_MILLIS = 500;
/** A line longer than any game: where a download gives up rather than run on. */
const MOST_PLIES = 1000;
/** Pause between two moves watched, by animation speed, so a person can follow. */
const BETWEEN_MS = { slow: 900, normal: 500, fast: 250, instant: 0 };

export class PerfectPlay {
  /**
   * @param {import('../game/board-session.js').BoardSession} session
   * @param {import('./values.js').MoveValues} values
   * @param {{ announce: (text: string) => void }} notices the page's live region
   */
  constructor(session, values, notices) {
    this.session = session;
    this.values = values;
    this.notices = notices;
    this.active = false; // watching
    this.busy = false; // a best move or a line is being worked out
    this.token = 0;
  }

  /** Starts watching from the position shown. */
  start() {
    const s = this.session;
    const c = s.controller;
    const shown = this.values.shown;
    if (this.active || !shown || !this.values.answer?.available) return;
    // The game a person played stays as it is: perfect play goes on in a copy.
    const copy = shown.past || c.state.plies.length > 0 || c.state.canRedo;
    if (copy) c.restore(structuredClone(c.settings), shown.record);
    this.active = true;
    s.watching = true;
    s.autoplay.cancel();
    this.say(t(copy ? 'watch.startedCopy' : 'watch.started'));
    this.run(++this.token);
  }

  /** Stops watching: the game on the board is an ordinary game again. */
  stop() {
    if (!this.active) return;
    this.active = false;
    this.token += 1;
    this.session.watching = false;
    this.session.autoplay.schedule();
    this.values.renderButtons();
  }

  async run(token) {
    const s = this.session;
    const c = s.controller;
    while (token === this.token) {
      await s.animator.idle();
      if (token !== this.token) return;
      if (c.state.status !== 'playing') {
        this.say(t('watch.ended', { result: c.resultText() }));
        this.stop();
        return;
      }
      const record = c.handle.record();
      let answer;
      try {
        answer = await this.values.settled(record, MOVE_MILLIS);
      } catch (e) {
        // Another position on the board (a person's move, undo, a look back): watching ends.
        if (!(e instanceof Cancelled)) console.error(e);
        if (token === this.token) this.stop();
        return;
      }
      if (token !== this.token) return;
      if (!answer.available || c.handle.record() !== record || s.browsing) {
        this.stop();
        return;
      }
      const move = bestFirst(answer)[0];
      this.tell(c.state, move, answer.complete);
      await c.play(move.hole);
      if (token !== this.token) return;
      await new Promise((resolve) => setTimeout(resolve, BETWEEN_MS[s.animator.speed] ?? 0));
    }
  }

  /** Plays one move of the best value for the person to move. */
  async playBest() {
    const s = this.session;
    const shown = this.values.shown;
    if (this.active || this.busy || !shown || shown.past) return;
    this.busy = true;
    this.values.renderButtons();
    try {
      const answer = await this.values.settled(shown.record, MOVE_MILLIS);
      if (!answer.available || s.controller.handle.record() !== shown.record) return;
      const move = bestFirst(answer)[0];
      this.tell(shown.state, move, answer.complete);
      await s.play(move.hole);
    } catch (e) {
      if (!(e instanceof Cancelled)) console.error(e);
    } finally {
      this.busy = false;
      this.values.renderButtons();
    }
  }

  /** Offers the record of the position shown followed by perfect play to the end, as the record download does. */
  async downloadLine() {
    const shown = this.values.shown;
    if (this.active || this.busy || !shown) return;
    this.busy = true;
    this.values.renderButtons();
    this.values.note(t('watch.lineWorking'));
    let record = shown.record;
    let unproven = 0;
    try {
      for (let plies = 0; plies < MOST_PLIES; plies += 1) {
        const answer = await this.values.computer.moveValues(record, LINE_MILLIS);
        if (!answer.available) break;
        if (!answer.complete) unproven += 1;
        record += bestFirst(answer)[0].ply;
      }
      offerDownload(recordFileName(shown.state.game), `${record}\n`);
      this.say(unproven ? t('watch.lineUnproven', { n: unproven }) : t('watch.lineDone'));
    } catch (e) {
      // The board moved on meanwhile (its values took the worker): no line.
      if (!(e instanceof Cancelled)) console.error(e);
      this.say(t('watch.lineStopped'));
    } finally {
      this.busy = false;
      this.values.refresh();
      this.values.renderButtons();
    }
  }

  /** Says which move is played and its value; "best found, not proven" where the proof is not done. */
  tell(state, move, proven) {
    const params = { player: playerName(state.players, state.toMove), hole: holeLabel(state.game, move.hole), value: signed(move.value) };
    const text = t(proven ? 'watch.move' : 'watch.notProven', params);
    this.values.note(text);
    this.session.emit('narrate', { text });
    if (!proven) this.notices.announce(text);
  }

  /** In the panel and to screen readers. */
  say(text) {
    this.values.note(text);
    this.notices.announce(text);
  }
}
