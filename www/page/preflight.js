// Before any module: what the page needs and this browser or this way of opening it lacks,
// said in the page's language instead of "Loading the engine…" for ever. A classic script, so
// that it runs where modules cannot: opened from a file (file://), or in a browser without
// module scripts. Its sentences are the catalogues' `startup.file` and `startup.browser`
// (tests/unit/catalogues.test.mjs checks that the copy below matches them).
(function () {
  'use strict';
  var MESSAGES = {
  "en": {
    "file": "This page cannot run from a file opened on this device: browsers load its modules and its engine only from a web server. Serve the folder over http (for example with cargo xtask serve) and open it from there.",
    "browser": "This browser lacks what the game needs ({missing}). Open the page in a newer browser."
  },
  "pt": {
    "file": "Esta página não funciona a partir de um ficheiro aberto neste dispositivo: os navegadores só carregam os seus módulos e o motor a partir de um servidor web. Serve a pasta por http (por exemplo com cargo xtask serve) e abre-a a partir daí.",
    "browser": "Falta a este navegador o que o jogo precisa ({missing}). Abre a página num navegador mais recente."
  },
  "vi": {
    "file": "Trang này không chạy được từ một tệp mở trên thiết bị: trình duyệt chỉ tải các mô-đun và bộ máy của nó từ một máy chủ web. Hãy phục vụ thư mục qua http (ví dụ bằng cargo xtask serve) rồi mở từ đó.",
    "browser": "Trình duyệt này thiếu những gì trò chơi cần ({missing}). Hãy mở trang bằng một trình duyệt mới hơn."
  },
  "ur": {
    "file": "یہ صفحہ اس آلے پر کھولی گئی فائل سے نہیں چل سکتا: براؤزر اس کے ماڈیول اور انجن صرف ویب سرور سے لوڈ کرتے ہیں۔ فولڈر کو http پر پیش کریں (مثلاً cargo xtask serve سے) اور وہیں سے کھولیں۔",
    "browser": "اس براؤزر میں وہ نہیں جو کھیل کو چاہیے ({missing})۔ صفحہ کسی نئے براؤزر میں کھولیں۔"
  },
  "ca": {
    "file": "Aquesta pàgina no pot funcionar des d’un fitxer obert en aquest dispositiu: els navegadors només en carreguen els mòduls i el motor des d’un servidor web. Serveix la carpeta per http (per exemple amb cargo xtask serve) i obre-la des d’allà.",
    "browser": "A aquest navegador li falta el que necessita el joc ({missing}). Obre la pàgina en un navegador més nou."
  },
  "ar": {
    "file": "لا يمكن تشغيل هذه الصفحة من ملف مفتوح على هذا الجهاز: لا تحمّل المتصفحات وحداتها ومحرّكها إلا من خادم ويب. قدّم المجلد عبر http (مثلًا بالأمر cargo xtask serve) وافتحه من هناك.",
    "browser": "ينقص هذا المتصفح ما تحتاجه اللعبة ({missing}). افتح الصفحة في متصفح أحدث."
  },
  "fr": {
    "file": "Cette page ne peut pas fonctionner depuis un fichier ouvert sur cet appareil : les navigateurs ne chargent ses modules et son moteur que depuis un serveur web. Sers le dossier en http (par exemple avec cargo xtask serve) et ouvre-le depuis là.",
    "browser": "Il manque à ce navigateur ce dont le jeu a besoin ({missing}). Ouvre la page dans un navigateur plus récent."
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
      if (Object.prototype.hasOwnProperty.call(MESSAGES, code)) return code;
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

  var words = MESSAGES[language()];
  if (location.protocol === 'file:') {
    say(words.file);
    return;
  }
  var lacks = missing();
  if (lacks.length) say(words.browser.replace('{missing}', lacks.join(', ')));
})();
