// Before any module: what the page needs and this browser or this way of opening it lacks,
// said in the page's language instead of "Loading the engine…" for ever. A classic script, so
// that it runs where modules cannot: opened from a file (file://), or in a browser without
// module scripts. Its sentences come from www/page/preflight-words.js, fetched only then.
/* global MANCALA_STARTUP_WORDS */
(function () {
  'use strict';
  var LANGUAGES = ['en', 'pt', 'vi', 'ur', 'ca', 'ar', 'fr'];

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

  function say(text) {
    var lang = language();
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' || lang === 'ur' ? 'rtl' : 'ltr';
    document.documentElement.dataset.startup = 'failed';
    var place = function () {
      var status = document.getElementById('engine-version');
      var narration = document.getElementById('narration');
      if (status) status.textContent = text;
      if (narration) narration.textContent = text;
      var screen = document.getElementById('game-screen');
      if (screen) screen.removeAttribute('aria-busy');
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
  if (lacks.length) sayWhy('browser', lacks);
})();
