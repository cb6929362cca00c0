// The kiosk launch page (?view=kiosk-launch): a museum's curator chooses the game, the
// languages offered, the idle time and the sound, and gets the kiosk's address as a link and
// as a QR code to open on the screen (a kiosk's configuration lives only in its URL).

import { language, laterWords, t } from '../i18n/messages.js';
import { LANGUAGES } from '../i18n/languages.js';
import { MAX_KIOSK_IDLE, MIN_KIOSK_IDLE } from '../game/params.js';
import { encodeQr, fitQr, qrSvg } from '../board/qr.js';
import { addStylesheet } from '../board/stylesheet.js';

await laterWords();
// Its styles, fetched with it: no other visit pays for them.
await addStylesheet(document.head, new URL('./kiosk-launch.css', import.meta.url).href);

const GAMES = ['bakuk', 'koumma', 'ba-awa'];
const DEFAULT_IDLE = 90;

/** The kiosk's address for `choice` ({ game, languages, idle, sound }), beside `page` (this page's URL). */
function kioskUrl(page, { game, languages, idle, sound }) {
  const url = new URL('./', page);
  url.search = '';
  const params = new URLSearchParams({ kiosk: '1', game });
  // The first language chosen is the screen's own, the one it comes back to.
  if (languages.length) params.set('lang', languages[0]);
  if (languages.length && languages.length < LANGUAGES.length) params.set('kiosk-languages', languages.join(','));
  params.set('kiosk-idle', String(idle));
  params.set('sound', sound ? 'on' : 'off');
  url.search = params.toString();
  return url.href;
}

const make = (tag, attributes = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
};

/** Opens the launch page as a dialog over the game; `game` is chosen at first. */
export function showKioskLaunch(game) {
  const gameSelect = make('select', { id: 'launch-game' }, ...GAMES.map((g) => new Option(t(`game.${g}`), g, false, g === game)));
  // The page's own language first: the first one checked is the screen's.
  const ordered = [...LANGUAGES].sort((a, b) => Number(b.code === language()) - Number(a.code === language()));
  const languageBoxes = ordered.map(({ code, name, dir }) => {
    const box = make('input', { type: 'checkbox', value: code });
    box.checked = true;
    return make('label', { class: 'launch-language', lang: code, dir }, box, make('span', { text: name }));
  });
  const idle = make('input', { id: 'launch-idle', type: 'number', min: String(MIN_KIOSK_IDLE), max: String(MAX_KIOSK_IDLE), step: '1', value: String(DEFAULT_IDLE) });
  const sound = make('input', { id: 'launch-sound', type: 'checkbox' });
  const link = make('a', { id: 'launch-url', dir: 'ltr' });
  const qr = make('div', { class: 'launch-qr' });
  const close = make('button', { type: 'button', id: 'btn-launch-close', text: t('rules.close') });
  const dialog = make(
    'dialog',
    { id: 'kiosk-launch', class: 'kiosk-launch', 'aria-labelledby': 'launch-heading' },
    make('h2', { id: 'launch-heading', text: t('launch.heading') }),
    make('p', { text: t('launch.intro') }),
    make('p', { class: 'launch-field' }, make('label', { for: 'launch-game', text: t('launch.game') }), gameSelect),
    make('fieldset', { class: 'launch-field' }, make('legend', { text: t('launch.languages') }), ...languageBoxes),
    make('p', { class: 'launch-field' }, make('label', { for: 'launch-idle', text: t('launch.idle', { min: MIN_KIOSK_IDLE }) }), idle),
    make('p', { class: 'launch-field' }, make('label', { class: 'toggle' }, sound, make('span', { text: t('launch.sound') }))),
    make('h3', { text: t('launch.address') }),
    make('p', {}, link),
    qr,
    make('div', { class: 'actions' }, close),
  );
  let drawn = 0;
  async function update() {
    const seconds = Math.round(Number(idle.value));
    const choice = {
      game: gameSelect.value,
      languages: languageBoxes.map((label) => label.querySelector('input')).filter((box) => box.checked).map((box) => box.value),
      idle: Number.isFinite(seconds) ? Math.min(MAX_KIOSK_IDLE, Math.max(MIN_KIOSK_IDLE, seconds)) : DEFAULT_IDLE,
      sound: sound.checked,
    };
    const url = kioskUrl(location.href, choice);
    link.href = url;
    link.textContent = url;
    const ticket = ++drawn;
    const code = await encodeQr(url);
    if (ticket !== drawn) return;
    const svg = qrSvg(document, code, t('launch.qr'));
    fitQr(svg, code, devicePixelRatio, 240);
    qr.replaceChildren(svg);
  }
  dialog.addEventListener('input', update);
  dialog.addEventListener('change', update);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  document.getElementById('app').append(dialog);
  dialog.showModal();
  return update();
}
