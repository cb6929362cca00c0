// The start-up check's sentences (www/page/preflight.js), fetched only when a check fails: a
// classic script, as it must load where no module can. They are the catalogues' `startup.file`
// and `startup.browser` (tests/unit/catalogues.test.mjs checks that this copy matches them).
/* exported MANCALA_STARTUP_WORDS */
var MANCALA_STARTUP_WORDS = {
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
