// The bar over the board while two devices play: whose turn it is, the connection's state,
// a question from the friend, and Leave or Invite again. What its buttons do is the
// pairing's (www/pair/pair-ui.js, `ui` here).

import { laterWords, playerName, t } from '../i18n/messages.js';
import { el } from '../board/dom.js';
import { roundStarter } from './pair-session.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

export class PairBar {
  /** @param {HTMLElement} bar @param {any} ui the PairUi whose game this shows */
  constructor(bar, ui) {
    this.bar = bar;
    this.ui = ui;
  }

  /** Whose turn it is, said from this device's seat. */
  turnText() {
    const g = this.ui.game;
    const s = this.ui.controller.state;
    const you = playerName(2, g.mySeat);
    const friend = playerName(2, g.friendSeat);
    if (s.status === 'over') return t('pair.bar.over', { you });
    if (s.status === 'round-over') return t(roundStarter(s) === g.mySeat ? 'pair.bar.yourRound' : 'pair.bar.friendsRound', { you, friend });
    return t(s.toMove === g.mySeat ? 'pair.bar.yourTurn' : 'pair.bar.friendsTurn', { you, friend });
  }

  button(key, onClick, primary = false) {
    const b = el('button', { type: 'button', className: primary ? 'primary' : null, text: t(key) });
    b.addEventListener('click', onClick);
    return b;
  }

  render() {
    const { bar, ui } = this;
    const g = ui.game;
    bar.hidden = !g;
    if (!g) {
      bar.replaceChildren();
      return;
    }
    const session = ui.pairing;
    let text;
    const buttons = [];
    if (g.state === 'lost') {
      text = t('pair.bar.lost');
      buttons.push(this.button('pair.inviteAgain', () => ui.open(), true), this.button('pair.leave', () => ui.leave()));
    } else if (session?.state === 'asking') {
      text = t(`pair.ask.${session.asking.what}.friend`);
      buttons.push(this.button('pair.allow', () => ui.reply(true), true), this.button('pair.refuse', () => ui.reply(false)));
    } else if (session?.state === 'asked') {
      text = t(`pair.ask.${session.asked.what}.sent`);
    } else {
      text = g.state === 'quiet' ? t('pair.bar.quiet') : this.turnText();
      buttons.push(this.button('pair.leave', () => ui.leave()));
    }
    bar.dataset.state = g.state;
    bar.dataset.turn = ui.controller.state.toMove === g.mySeat ? 'you' : 'friend';
    bar.replaceChildren(el('p', { className: 'pair-status', text }), ...buttons);
  }
}
