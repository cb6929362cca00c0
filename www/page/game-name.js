// The game being played, named in the title bar (on a phone in the site title's place):
// "Playing: Ba-awa", or "Playing: a Ba-awa match" in match play.

import { onLanguageChange, t } from '../i18n/messages.js';

/** Keeps `element` naming the game of `session` (a BoardSession), in the page's language. */
export function showGameName(element, session) {
  const show = () => {
    const state = session.controller.state;
    element.hidden = !state;
    if (!state) return;
    const text = t('play.gameName', { game: t(`game.${state.game}`), mode: state.matchTarget ? 'match' : 'single' });
    if (element.textContent !== text) element.textContent = text;
  };
  session.addEventListener('update', (e) => {
    if (e.detail.reason !== 'animation') show();
  });
  onLanguageChange(show);
  show();
}
