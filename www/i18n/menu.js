// The language menu in the page's top bar: each language named in itself.
// Choosing one remembers it (www/i18n/choice.js) and reloads the page, which
// restores the saved game in the new language. A `lang` URL parameter is
// replaced too, since it would win over the remembered choice.
//
// index.html mounts it with <span id="language-menu"></span> and a module script.

import { language, t } from '../messages.js';
import { LANGUAGES } from './languages.js';
import { rememberLanguage } from './choice.js';

/** Builds the menu into `mount` and returns the <select>. */
export function mountLanguageMenu(mount, { reload = () => location.reload() } = {}) {
  const select = document.createElement('select');
  select.id = 'language-select';
  select.className = 'language-menu';
  select.setAttribute('aria-label', t('language.label'));
  select.title = t('language.label');
  for (const { code, name, dir } of LANGUAGES) {
    const option = new Option(name, code, false, code === language());
    option.lang = code;
    option.dir = dir;
    select.append(option);
  }
  select.addEventListener('change', () => {
    const code = select.value;
    rememberLanguage(code);
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', code);
      history.replaceState(history.state, '', url);
    }
    reload();
  });
  mount.replaceChildren(select);
  return select;
}

const mount = document.getElementById('language-menu');
if (mount) mountLanguageMenu(mount);
