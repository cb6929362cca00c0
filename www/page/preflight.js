// Before any module: what the page needs and this browser or this way of opening it lacks,
// said in the page's language instead of "Loading the engine…" for ever. A classic script, so
// that it runs where modules cannot: opened from a file (file://), or in a browser without
// module scripts. Its sentences come from www/page/preflight-words.js, fetched only then.
// It also watches the start: if the page's modules cannot be fetched (the connection lost
// while they load), it says so and offers a reload; those words are here, as nothing more
// can be fetched then.
/* global MANCALA_STARTUP_WORDS */
(function () {
  'use strict';
  var LANGUAGES = ['en', 'pt', 'vi', 'ur', 'ca', 'ar', 'fr'];
  // The catalogues' `startup.unloaded` and `pwa.reload` (tests/unit/catalogues.test.mjs checks the copy).
  var UNLOADED = {
    "en": {
      "text": "The page could not finish loading: some of its files did not arrive. Check the connection and reload the page.",
      "reload": "Reload"
    },
    "pt": {
      "text": "A página não acabou de carregar: alguns dos seus ficheiros não chegaram. Verifica a ligação e recarrega a página.",
      "reload": "Recarregar"
    },
    "vi": {
      "text": "Trang chưa tải xong: một số tệp của trang không tải về được. Hãy kiểm tra kết nối rồi tải lại trang.",
      "reload": "Tải lại"
    },
    "ur": {
      "text": "صفحہ پوری طرح لوڈ نہیں ہو سکا: اس کی کچھ فائلیں نہیں پہنچیں۔ کنکشن دیکھیں اور صفحہ دوبارہ لوڈ کریں۔",
      "reload": "دوبارہ لوڈ کریں"
    },
    "ca": {
      "text": "La pàgina no s’ha pogut acabar de carregar: alguns dels seus fitxers no han arribat. Comprova la connexió i torna a carregar la pàgina.",
      "reload": "Tornar a carregar"
    },
    "ar": {
      "text": "تعذّر إكمال تحميل الصفحة: لم تصل بعض ملفاتها. تحقّق من الاتصال وأعد تحميل الصفحة.",
      "reload": "إعادة التحميل"
    },
    "fr": {
      "text": "La page n’a pas pu finir de se charger : certains de ses fichiers ne sont pas arrivés. Vérifie la connexion et recharge la page.",
      "reload": "Recharger"
    }
  };

  /** The page's language as www/i18n/choice.js would choose it, from what a classic script can read. */
  function language() {
    var asked = [];
    try {
      asked.push(new URLSearchParams(location.search).get('lang'));
    } catch (e) {}
    try {
      asked.push(localStorage.getItem('mancala-web.lang'));
    } catch (e) {}
    asked = asked.concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < asked.length; i += 1) {
      var code = String(asked[i] || '').toLowerCase().split(/[-_]/)[0];
      if (LANGUAGES.indexOf(code) >= 0) return code;
    }
    return 'en';
  }

  /** What the page uses that this browser lacks, by name. */
  function missing() {
    var lacks = [];
    if (typeof WebAssembly !== 'object') lacks.push('WebAssembly');
    if (typeof Intl !== 'object' || !Intl.ListFormat) lacks.push('Intl.ListFormat');
    if (typeof Intl !== 'object' || !Intl.PluralRules) lacks.push('Intl.PluralRules');
    if (!('noModule' in document.createElement('script'))) lacks.push('JavaScript modules');
    var moduleWorkers = false;
    try {
      // The type is read before the address, which is refused: nothing starts or loads.
      new Worker('http://[', {
        /** @returns {WorkerType} */
        get type() {
          moduleWorkers = true;
          return 'module';
        },
      });
    } catch (e) {}
    if (!moduleWorkers) lacks.push('module workers');
    if (typeof HTMLDialogElement !== 'function') lacks.push('<dialog>');
    return lacks;
  }

  /** Says `text` where the page says it is loading; with `reload`, a button of that name reloads. */
  function say(text, reload) {
    var lang = language();
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' || lang === 'ur' ? 'rtl' : 'ltr';
    document.documentElement.dataset.startup = 'failed';
    var place = function () {
      var status = document.getElementById('engine-version');
      var narration = document.getElementById('narration');
      if (status) status.textContent = text;
      if (narration) {
        narration.setAttribute('role', 'alert');
        narration.textContent = text;
        if (reload) {
          var button = document.createElement('button');
          button.type = 'button';
          button.className = 'primary startup-reload';
          button.textContent = reload;
          button.addEventListener('click', function () {
            location.reload();
          });
          narration.append(' ', button);
        }
      }
      var screen = document.getElementById('game-screen');
      if (screen) screen.removeAttribute('aria-busy');
      // Without the modules no control can act: they look it, as while the engine loads.
      var controls = document.querySelectorAll('button:not(.startup-reload), select, input, fieldset');
      for (var i = 0; i < controls.length; i += 1) /** @type {HTMLButtonElement} */ (controls[i]).disabled = true;
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', place);
    else place();
  }

  /** Fetches the sentences (a classic script beside this one), then says the one for `kind`. */
  function sayWhy(kind, missingNames) {
    var script = document.createElement('script');
    var current = /** @type {HTMLScriptElement | null} */ (document.currentScript);
    script.src = new URL('preflight-words.js', current ? current.src : location.href).href;
    script.onload = function () {
      var words = MANCALA_STARTUP_WORDS[language()];
      say(kind === 'file' ? words.file : words.browser.replace('{missing}', missingNames.join(', ')));
    };
    document.head.appendChild(script);
  }

  if (location.protocol === 'file:') {
    sayWhy('file', []);
    return;
  }
  var lacks = missing();
  if (lacks.length) {
    sayWhy('browser', lacks);
    return;
  }

  /** The start failed while the page still shows that it is loading (main.js says its own failures). */
  function unloaded() {
    var screen = document.getElementById('game-screen');
    if (!screen || screen.getAttribute('aria-busy') !== 'true') return;
    var words = UNLOADED[language()];
    say(words.text, words.reload);
    // The page never became playable: loading it again once the connection is back loses nothing.
    window.addEventListener('online', function () {
      location.reload();
    });
  }
  // A module that cannot be fetched fails the script element; a language's words that cannot be
  // fetched fail the modules' evaluation, which is reported to the window.
  var main = document.querySelector('script[type="module"][src$="page/main.js"]');
  if (main) main.addEventListener('error', unloaded);
  window.addEventListener('error', function (event) {
    // An exception only: the browser's own notices (a ResizeObserver loop, say) carry none.
    if (event.error) unloaded();
  });
})();
