// The message catalogues (www/i18n/*.js), without a browser: every catalogue has
// exactly the English keys, the same placeholders, every plural category that
// Intl.PluralRules gives for its language, the same choices and paragraphs, and
// no empty or untranslated text. Then messages.js formats with each of them.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../www/i18n/languages.js';
import { chooseLanguage, supportedLanguage } from '../../www/i18n/choice.js';
import { direction, holeLabel, language, laterWords, setLanguage, t } from '../../www/i18n/messages.js';

const I18N = fileURLToPath(new URL('../../www/i18n/', import.meta.url));
const catalogues = {};
// A language's catalogue is its first visit's words and the later words, loaded with the parts that show them.
const wholeCatalogue = async (code) => ({ ...(await import(`../../www/i18n/${code}.js`)).default, ...(await import(`../../www/i18n/${code}-later.js`)).default });
for (const { code } of LANGUAGES) catalogues[code] = await wholeCatalogue(code);
const firstWords = (await import(`../../www/i18n/${SOURCE_LANGUAGE}.js`)).default;
const source = catalogues[SOURCE_LANGUAGE];

// Texts that are the same in English and a translation on purpose: names, notation, pure placeholders.
const SAME_EVERYWHERE = new Set([
  'game.bakuk',
  'game.koumma',
  'game.ba-awa',
  'hole.bakuk',
  'hole.ba-awa',
  'end.score',
  'end.scoreItem',
  'hint.badge.worse',
  'pit.name',
  'pit.nameWithState',
]);
// Words that are the same in English and in a language (cognates), by language.
const COGNATES = {
  pt: ['speed.normal', 'demo.frameHeading'],
  ca: ['speed.normal', 'demo.frameHeading', 'start.level.expert'],
  fr: ['start.mode.match', 'start.level.expert', 'controls.pause', 'controls.animation', 'demo.frameHeading'],
};
// Words a translation may keep from English (names of people, books and sites, and loanwords).
const KEPT_WORDS = /^(Bakuk|Koumma|Ba-awa|Mancala|World|Valdez|Bell|Ways|Play|Board|Table|Games|from|Many|Civilizations|iframe|Intl)$/;

/** The placeholders of a message (every branch of a choice). */
function placeholders(entry, into = new Set()) {
  if (typeof entry === 'string') for (const [, name] of entry.matchAll(/\{(\w+)\}/g)) into.add(name);
  else if (Array.isArray(entry)) entry.forEach((e) => placeholders(e, into));
  else for (const [k, v] of Object.entries(entry)) if (k !== 'plural' && k !== 'select') placeholders(v, into);
  return into;
}

/** Every text of a message. */
function leaves(entry) {
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.flatMap(leaves);
  return Object.entries(entry).flatMap(([k, v]) => (k === 'plural' || k === 'select' ? [] : leaves(v)));
}

/** Problems of `entry` (language `code`) against the English `model`, as strings. */
function compare(key, model, entry, code) {
  const problems = [];
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories.slice().sort();
  const check = (m, e, where) => {
    if (typeof e === 'string') {
      if (typeof m === 'object' && !Array.isArray(m)) problems.push(`${where}: a text where English has a choice`);
      return;
    }
    if (Array.isArray(e) || Array.isArray(m)) {
      if (!Array.isArray(e) || !Array.isArray(m) || e.length !== m.length) problems.push(`${where}: not the ${m.length} paragraphs of English`);
      else e.forEach((x, i) => check(m[i], x, `${where}[${i}]`));
      return;
    }
    if (e === null || typeof e !== 'object') return problems.push(`${where}: not a message`);
    if (e.plural) {
      const given = Object.keys(e).filter((k) => k !== 'plural').sort();
      if (given.join() !== categories.join()) problems.push(`${where}: plural forms ${given} instead of ${categories}`);
      const modelParam = typeof m === 'object' && m.plural;
      if (modelParam && modelParam !== e.plural) problems.push(`${where}: plural on ${e.plural}, English on ${modelParam}`);
      if (!placeholders(m).has(e.plural)) problems.push(`${where}: plural on ${e.plural}, which is no parameter`);
      for (const c of given) check(modelParam ? m.other : m, e[c], `${where}.${c}`);
    } else if (e.select) {
      const cases = (x) => Object.keys(x).filter((k) => k !== 'select').sort().join();
      if (m.select !== e.select || cases(m) !== cases(e)) problems.push(`${where}: not the cases of English`);
      else for (const c of Object.keys(e)) if (c !== 'select') check(m[c], e[c], `${where}.${c}`);
    } else problems.push(`${where}: neither plural nor select`);
  };
  check(model, entry, key);
  const want = [...placeholders(model)].sort().join();
  const have = [...placeholders(entry)].sort().join();
  if (want !== have) problems.push(`${key}: placeholders {${have}} instead of {${want}}`);
  for (const text of leaves(entry)) {
    if (!text.trim()) problems.push(`${key}: an empty text`);
    if (/[{}]/.test(text.replace(/\{\w+\}/g, ''))) problems.push(`${key}: a stray brace in “${text}”`);
  }
  return problems;
}

test('every language in the list has a catalogue file, and every file is in the list', () => {
  const files = readdirSync(I18N)
    .filter((f) => /^[a-z]{2,3}\.js$/.test(f))
    .map((f) => f.replace('.js', ''))
    .sort();
  assert.deepEqual(files, LANGUAGES.map((l) => l.code).sort());
  const later = readdirSync(I18N).filter((f) => /^[a-z]{2,3}-later\.js$/.test(f)).sort();
  assert.deepEqual(later, LANGUAGES.map((l) => `${l.code}-later.js`).sort(), 'each language has its later words');
  for (const l of LANGUAGES) assert.ok(['ltr', 'rtl'].includes(l.dir), l.code);
  assert.deepEqual(
    LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code),
    ['ur', 'ar'],
  );
});

for (const { code } of LANGUAGES) {
  test(`${code}: exactly the English keys, placeholders, plural forms, paragraphs, no empty text`, () => {
    const catalogue = catalogues[code];
    const missing = Object.keys(source).filter((k) => !(k in catalogue));
    const extra = Object.keys(catalogue).filter((k) => !(k in source));
    assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
    const problems = Object.keys(source).flatMap((k) => compare(k, source[k], catalogue[k], code));
    assert.deepEqual(problems, []);
  });

  if (code !== SOURCE_LANGUAGE) {
    test(`${code}: nothing left in English`, () => {
      const catalogue = catalogues[code];
      const untranslated = Object.keys(source).filter((k) => {
        if (SAME_EVERYWHERE.has(k) || COGNATES[code]?.includes(k)) return false;
        const english = new Set(leaves(source[k]));
        // A text still in English: the same as English and with an English word in it.
        return leaves(catalogue[k]).some((text) => english.has(text) && text.replace(/\{\w+\}/g, '').split(/[^\p{L}-]+/u).some((w) => w.length > 2 && !KEPT_WORDS.test(w)));
      });
      assert.deepEqual(untranslated, []);
    });
  }
}

// Every key the page names is in the English catalogue: t('…') and any other key-shaped
// string in the modules of www/ (keys handed to helpers, notes, the ADAPT table's targets), the
// data-msg, data-msg-label and data-msg-title attributes of the pages, and the fixed
// start of a key built in a template literal (`save.dropped.${part}`).
test('every key named in www/ and the pages is in the English catalogue', () => {
  const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
  const ROOT = fileURLToPath(new URL('../../', import.meta.url));
  // Every module of www/ but the catalogues themselves and the Background view's, which has
  // catalogues of its own (tests/unit/background.test.mjs).
  const catalogueFiles = new Set(LANGUAGES.flatMap(({ code }) => [`i18n/${code}.js`, `i18n/${code}-later.js`]));
  const sources = readdirSync(WWW, { recursive: true })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => f.endsWith('.js') && !catalogueFiles.has(f) && !f.startsWith('background/'))
    .map((f) => [f, readFileSync(WWW + f, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')]);
  const messages = sources.find(([f]) => f === 'i18n/messages.js')[1];
  // Keys the ADAPT table in messages.js answers for itself (it picks the catalogue key).
  const adapted = new Set([...messages.matchAll(/^ {2}'([\w.-]+)': \(p\) =>/gm)].map((m) => m[1]));
  assert.ok(adapted.has('hint.move') && adapted.has('end.score'), 'the ADAPT table is found');
  const namespaces = new Set(Object.keys(source).map((k) => k.split('.')[0]));
  const known = (key) => key in source || adapted.has(key);
  const unknown = [];
  let calls = 0;
  for (const [file, text] of sources) {
    for (const [, key] of text.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) {
      calls += 1;
      if (!known(key)) unknown.push(`${file}: t('${key}')`);
    }
    for (const [, key] of text.matchAll(/['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g)) {
      if (!namespaces.has(key.split('.')[0]) || /\.(js|css|json|txt|wasm|png|svg|html)$/.test(key)) continue;
      if (!known(key)) unknown.push(`${file}: '${key}'`);
    }
    for (const [, prefix] of text.matchAll(/`([a-z][\w-]*\.[\w.-]*)\$\{/g)) {
      if (!Object.keys(source).some((k) => k.startsWith(prefix))) unknown.push(`${file}: \`${prefix}\${…}\``);
    }
  }
  assert.ok(calls > 100, `t() calls found: ${calls}`);
  for (const page of ['index.html', 'embed-demo.html']) {
    const html = readFileSync(ROOT + page, 'utf8');
    const named = [...html.matchAll(/\bdata-msg(?:-label|-title)?="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(named.length > 0, `${page} names keys`);
    for (const key of named) if (!(key in source)) unknown.push(`${page}: ${key}`);
  }
  assert.deepEqual(unknown, []);
});

test('the language comes from the URL, then the element, the memory, the browser, else English', () => {
  assert.equal(supportedLanguage('pt-BR'), 'pt');
  assert.equal(supportedLanguage('AR'), 'ar');
  assert.equal(supportedLanguage('fr_CA'), 'fr');
  assert.equal(supportedLanguage('de'), null);
  assert.equal(supportedLanguage(''), null);
  assert.equal(chooseLanguage({ url: 'ur', attribute: 'fr', remembered: 'ca', preferred: ['vi'] }), 'ur');
  assert.equal(chooseLanguage({ url: 'xx', attribute: 'fr', remembered: 'ca', preferred: ['vi'] }), 'fr');
  assert.equal(chooseLanguage({ remembered: 'ca', preferred: ['vi'] }), 'ca');
  assert.equal(chooseLanguage({ preferred: ['de-DE', 'vi-VN', 'fr'] }), 'vi');
  assert.equal(chooseLanguage({ preferred: ['de', 'ja'] }), 'en');
  assert.equal(chooseLanguage(), 'en');
});

test('messages.js formats plurals, numbers, lists and isolates values in right-to-left text', async () => {
  await setLanguage('en');
  // The review's words come with its module (laterWords), and stay for every language after.
  await laterWords();
  assert.equal(language(), 'en');
  assert.equal(t('seeds', { n: 1 }), '1 seed');
  assert.equal(t('seeds', { n: 1234 }), '1,234 seeds');
  assert.equal(t('pit.name', { kind: 'ba-awa', label: 'p3', owner: 'yours', n: 4, state: 'playable' }), 'Pit p3, yours, 4 seeds, playable');
  assert.equal(t('pit.name', { kind: 'bakuk', label: 'h0', owner: 'North’s', n: 1, state: '' }), 'Hole h0, North’s, 1 seed');
  assert.equal(t('round.computerChose', { player: 'South', pits: ['p6', 'p7', 'p8'] }), 'South (computer) takes p6, p7, and p8.');
  assert.equal(t('end.score', { parts: ['South 20', 'North 16'] }), 'South 20, North 16');
  assert.equal(t('hint.badge', { diff: 0 }), 'best');
  assert.equal(t('hint.badge', { diff: 4 }), '−4');
  assert.equal(t('hint.outcome', { value: -1, other: 'North' }), 'you end up capturing 1 seed fewer than North');
  assert.equal(t('review.best', { move: 3, holes: ['p3', 'p5'] }), 'After move 3, the best move: p3 or p5.');
  const outcome = t('hint.outcome', { value: 2, other: 'North' });
  assert.equal(t('hint.pit', { diff: 0, outcome }), 'hint: best move, you end up capturing 2 seeds more than North');
  assert.equal(t('hint.pit', { diff: 1, outcome }), 'hint: 1 seed worse than the best, you end up capturing 2 seeds more than North');
  const choose = t('round.choose', { player: 'South', extra: 1 });
  assert.equal(t('round.choosing', { choose, chosen: t('round.chosen', { n: 0, extra: 1 }) }), `${choose} Chosen 0 of 1.`);
  assert.equal(t('moves.mover', { player: 'South', hole: 'p3' }), 'South · p3');
  assert.equal(t('moves.captures', { parts: ['South took 4', 'North took 4'] }), '· South took 4; North took 4');
  assert.equal(t('computer.paused', { player: 'North' }), 'After an undo the computer waits: press “Computer, play” to let North move.');
  assert.equal(t('summary.move', { parts: [t('summary.sowed', { player: 'South', hole: 'p0', laps: 5 }), t('summary.noCapture')] }), 'South sowed p0: 5 laps; no capture.');
  assert.equal(t('summary.sowed', { player: 'South', hole: 'h1', laps: 1 }), 'South sowed h1');
  assert.equal(t('match.standing', { target: 10, parts: ['South owns 7 pits', 'North owns 5 pits'] }), 'Match to 10 pits: South owns 7 pits, North owns 5 pits.');
  assert.equal(t('moves.roundTakes', { round: 2, player: 'South', pits: ['p6', 'p7'] }), 'Round 2: South takes p6, p7');
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.equal(holeLabel('ba-awa', 11), 'p11');

  await setLanguage('ar');
  assert.equal(direction(), 'rtl');
  const forms = [1, 2, 3, 11, 100].map((n) => t('seeds', { n }).replace(/[\u2068\u2069\d]/g, ''));
  assert.equal(new Set(forms).size, 4, `Arabic: one, two, few, many and other (the same word as many): ${forms}`);
  assert.equal(holeLabel('ba-awa', 11), 'p11');
  const named = t('pit.name', { kind: 'ba-awa', label: 'p11', owner: 'x', n: 3, state: '' });
  assert.match(named, /\u2068p11\u2069/);
  assert.match(t('seeds', { n: 12 }), /12/, 'Western digits');
  assert.match(t('summary.move', { parts: ['a', 'b'] }), /^\u2068a؛ b\u2069\.$/, 'Arabic semicolon between clauses');

  await setLanguage('vi');
  assert.equal(t('seeds', { n: 1 }).replace('1', ''), t('seeds', { n: 5 }).replace('5', ''), 'one form in Vietnamese');
  assert.doesNotMatch(t('pit.name', { kind: 'ba-awa', label: 'p11', owner: 'x', n: 3, state: '' }), /\u2068/);

  await setLanguage('de');
  assert.equal(language(), 'en', 'an unknown language falls back to English');
});

test('the manifest names and describes the app in every language, right to left where the language is', async () => {
  const { readFile } = await import('node:fs/promises');
  const manifest = JSON.parse(await readFile(new URL('../../manifest.webmanifest', import.meta.url), 'utf8'));
  assert.equal(manifest.lang, SOURCE_LANGUAGE);
  assert.equal(manifest.dir, 'ltr');
  for (const member of ['name_localized', 'short_name_localized', 'description_localized']) {
    const others = LANGUAGES.filter((l) => l.code !== SOURCE_LANGUAGE);
    assert.deepEqual(Object.keys(manifest[member]).sort(), others.map((l) => l.code).sort(), member);
    for (const { code, dir } of others) {
      const value = manifest[member][code];
      const text = typeof value === 'string' ? value : value.value;
      assert.ok(text.trim(), `${member}.${code}`);
      assert.equal(typeof value === 'string' ? 'ltr' : value.dir, dir, `${member}.${code} direction`);
    }
  }
  assert.equal(manifest.name_localized.fr, catalogues.fr['app.title']);
});

test('the start-up check speaks the catalogues’ own sentences, in every language', async () => {
  // www/page/preflight.js runs where no module can (a file opened from disk): its words are a copy.
  const source = readFileSync(new URL('../../www/page/preflight-words.js', import.meta.url), 'utf8');
  const copy = JSON.parse(source.match(/MANCALA_STARTUP_WORDS = (\{[\s\S]*?\n\});/)[1]);
  assert.deepEqual(Object.keys(copy).sort(), LANGUAGES.map((l) => l.code).sort());
  const check = readFileSync(new URL('../../www/page/preflight.js', import.meta.url), 'utf8');
  assert.deepEqual(JSON.parse(check.match(/var LANGUAGES = (\[.*?\]);/)[1].replaceAll("'", '"')).sort(), LANGUAGES.map((l) => l.code).sort());
  // The words for a start that failed half-way, when nothing more can be fetched: in the script itself.
  const unloaded = JSON.parse(check.match(/var UNLOADED = (\{[\s\S]*?\n {2}\});/)[1]);
  assert.deepEqual(Object.keys(unloaded).sort(), LANGUAGES.map((l) => l.code).sort());
  for (const { code } of LANGUAGES) {
    const catalogue = await wholeCatalogue(code);
    assert.deepEqual(copy[code], { file: catalogue['startup.file'], browser: catalogue['startup.browser'] }, code);
    assert.deepEqual(unloaded[code], { text: catalogue['startup.unloaded'], reload: catalogue['pwa.reload'] }, code);
  }
});

test('the later words are used only by modules that load them', () => {
  // A module that shows later words awaits laterWords() when it is imported (a study view through
  // viewNeeds(), www/study/view-needs.js); no other module (nor
  // index.html) may name one, or a first visit would show the key instead of the words.
  const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
  const ROOT = fileURLToPath(new URL('../../', import.meta.url));
  const later = Object.keys(catalogues[SOURCE_LANGUAGE]).filter((key) => !Object.hasOwn(firstWords, key));
  assert.ok(later.includes('games.heading') && !later.includes('games.open'), 'the later words are told apart');
  const sources = readdirSync(WWW, { recursive: true })
    .map((f) => f.split(sep).join('/'))
    .filter((f) => f.endsWith('.js') && !f.startsWith('i18n/') && !f.startsWith('background/i18n/'))
    .map((f) => [f, readFileSync(WWW + f, 'utf8')])
    .filter(([, text]) => !/^await (laterWords|viewNeeds)\(\);$/m.test(text));
  sources.push(['index.html', readFileSync(ROOT + 'index.html', 'utf8')]);
  const named = [];
  for (const [file, text] of sources) {
    for (const key of later) if (text.includes(`'${key}'`) || text.includes(`"${key}"`)) named.push(`${file}: ${key}`);
  }
  assert.deepEqual(named, []);
});

test('French puts a narrow no-break space before ; : ! and ? and inside « », so that no line starts or ends with one', async () => {
  const background = (await import('../../www/background/i18n/fr.js')).default;
  const loose = [];
  const walk = (key, value) => {
    if (typeof value === 'string') {
      for (const m of value.matchAll(/(^|[^\u202f])([;:!?])(?=\s|$)/g)) loose.push(`${key}: …${value.slice(Math.max(0, m.index - 12), m.index + 2)}`);
      for (const m of value.matchAll(/«(?!\u202f)|(?<!\u202f)»/g)) loose.push(`${key}: …${value.slice(Math.max(0, m.index - 12), m.index + 12)}`);
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${key}.${k}`, v);
  };
  for (const [key, value] of Object.entries({ ...catalogues.fr, ...background })) walk(key, value);
  assert.deepEqual(loose, []);
});
