// The language menu in the page's top bar: each language named in itself.
// Choosing one remembers it (www/i18n/choice.js) and switches the page in
// place (www/i18n/messages.js setLanguage: only the new catalogue is loaded, and
// everything on the page is shown again in it; the game stays as it is). A
// `lang` URL parameter is replaced too, since it would win over the
// remembered choice on the next visit.
//
// index.html mounts it with <span id="language-menu"></span> and a module script.

import { language, onLanguageChange, setLanguage, t } from './messages.js';
import { LANGUAGES } from './languages.js';
import { rememberLanguage } from './choice.js';

/** Builds the menu into `mount` and returns the <select>. */
function mountLanguageMenu(mount) {
  const select = document.createElement('select');
  select.id = 'language-select';
  select.className = 'language-menu';
  for (const { code, name, dir } of LANGUAGES) {
    const option = new Option(name, code, false, code === language());
    option.lang = code;
    option.dir = dir;
    select.append(option);
  }
  const label = () => {
    select.setAttribute('aria-label', t('language.label'));
    select.title = t('language.label');
    select.value = language();
  };
  label();
  onLanguageChange(label);
  select.addEventListener('change', () => {
    const code = select.value;
    rememberLanguage(code);
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', code);
      history.replaceState(history.state, '', url);
    }
    setLanguage(code).catch((e) => {
      // The catalogue did not load (offline, say): the page stays in its language.
      console.error(e);
      select.value = language();
    });
  });
  mount.replaceChildren(select);
  return select;
}

const mount = document.getElementById('language-menu');
if (mount) mountLanguageMenu(mount);
