// The games' background, without a browser: every fact the view
// shows has a source that exists, every source is cited, and every language
// has the words of every fact, heading and source note (and no others), with
// the same placeholders and no English left in a translation. The first-load
// catalogues no longer call Koumma a game of the Sahara outside "sources differ".

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../www/i18n/languages.js';
import { BACKGROUND, GAMES, PLACES, SECTIONS, SOURCES, citedSource, factsOf, referencesOf } from '../../www/background/facts.js';

const texts = {};
for (const { code } of LANGUAGES) texts[code] = (await import(`../../www/background/i18n/${code}.js`)).default;
const english = texts[SOURCE_LANGUAGE];
const pageWords = {};
for (const { code } of LANGUAGES) pageWords[code] = { ...(await import(`../../www/i18n/${code}.js`)).default, ...(await import(`../../www/i18n/${code}-later.js`)).default };

/** Every key of the texts that the view can show: sections, facts, places, source notes. */
function shownKeys() {
  const keys = new Set();
  for (const game of GAMES) {
    for (const section of SECTIONS) if (BACKGROUND[game].sections[section]) keys.add(`section.${section}`);
    for (const fact of factsOf(game)) keys.add(`fact.${fact.id}`);
    for (const place of BACKGROUND[game].places) keys.add(`place.${place}`);
  }
  for (const source of Object.values(SOURCES)) if (source.note) keys.add(`note.${source.note}`);
  return keys;
}

test('every fact shown cites at least one source, and every source it cites exists', () => {
  for (const game of GAMES) {
    const facts = factsOf(game);
    assert.ok(facts.length >= 5, `${game} has its background`);
    for (const fact of facts) {
      assert.ok(fact.cites.length > 0, `${fact.id} has a source`);
      for (const cite of fact.cites) assert.ok(Object.hasOwn(SOURCES, citedSource(cite)), `${fact.id} cites ${citedSource(cite)}, which is a source`);
    }
    for (const section of Object.keys(BACKGROUND[game].sections)) assert.ok(SECTIONS.includes(section), `${game}: ${section} is a section the view shows`);
    assert.ok(facts.some((f) => f.id === BACKGROUND[game].summary), `${game}'s summary sentence is one of its facts`);
  }
});

test('each fact lives once', () => {
  const ids = GAMES.flatMap((game) => factsOf(game).map((f) => f.id));
  assert.equal(new Set(ids).size, ids.length, 'no fact id twice');
});

test('every source is cited by some fact, and says where to find it', () => {
  const cited = new Set(GAMES.flatMap((game) => factsOf(game).flatMap((f) => f.cites.map(citedSource))));
  for (const [id, source] of Object.entries(SOURCES)) {
    assert.ok(cited.has(id), `${id} is cited`);
    assert.ok(source.title, `${id} has a title`);
    // A reader can find each: a book by its author and year, anything else by its address.
    assert.ok(source.book ? source.author && source.year : source.address, `${id} can be found`);
    if (source.address) assert.match(source.address, /^https?:\/\/[^\s]+$/, `${id}'s address`);
  }
});

test('a game with sources that differ says so: Koumma’s home, Bakuk’s chain, Ba-awa’s four made in passing', () => {
  const differ = (game) => BACKGROUND[game].sections.differ.map((f) => f.id);
  assert.ok(differ('koumma').includes('koumma.home'));
  assert.ok(differ('bakuk').includes('bakuk.chain'));
  assert.ok(differ('ba-awa').includes('ba-awa.four'));
  // A disagreement names its sides: at least two sources.
  for (const game of GAMES) for (const fact of BACKGROUND[game].sections.differ) assert.ok(fact.cites.length >= 2, `${fact.id} cites both sides`);
});

test('the reference list of a game gives the pages cited from a book where they are known, and never made-up ones', () => {
  const valdez = (game) => referencesOf(game).find((r) => r.id === 'valdez');
  assert.deepEqual(valdez('bakuk').pages, ['144']);
  assert.deepEqual(valdez('ba-awa').pages, ['150']);
  const bell = referencesOf('ba-awa').find((r) => r.id === 'bell');
  assert.deepEqual(bell.pages, [], 'Bell’s page is not known');
  assert.equal(bell.year, 1969);
});

test('every place on the map is a place the facts name, with a source', () => {
  for (const game of GAMES) {
    for (const id of BACKGROUND[game].places) {
      const place = PLACES[id];
      assert.ok(place, id);
      assert.ok(Object.hasOwn(SOURCES, place.source), `${id}'s source`);
      assert.ok(Math.abs(place.lat) <= 90 && Math.abs(place.lon) <= 180);
    }
  }
});

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every language has exactly the English keys, each text filled in, with the same placeholders', () => {
  for (const key of shownKeys()) assert.ok(Object.hasOwn(english, key), `en has ${key}`);
  for (const [code, catalogue] of Object.entries(texts)) {
    assert.deepEqual(Object.keys(catalogue).sort(), Object.keys(english).sort(), `${code}: the same keys as en`);
    for (const [key, text] of Object.entries(catalogue)) {
      assert.equal(typeof text, 'string', `${code} ${key}`);
      assert.ok(text.trim().length > 0, `${code} ${key} is not empty`);
      assert.deepEqual(placeholders(text), placeholders(english[key]), `${code} ${key}: placeholders`);
    }
  }
});

test('the facts are translated: no fact, heading or note of a translation is its English text', () => {
  // Short references ("p. {pages}", "Mapa") may be the same word; a sentence may not.
  for (const [code, catalogue] of Object.entries(texts)) {
    if (code === SOURCE_LANGUAGE) continue;
    for (const key of shownKeys()) {
      if (key.startsWith('place.')) continue; // names of places, some the same in every Latin script
      assert.notEqual(catalogue[key], english[key], `${code} ${key} is translated`);
    }
  }
});

test('Koumma is not called a game of the Sahara on first load, except where the sources are said to differ', () => {
  for (const [code, catalogue] of Object.entries(pageWords)) {
    const culture = catalogue['rules.koumma.culture'];
    // The first paragraph says where it was recorded; the "Sahara" belongs only in the one that says sources differ.
    const sahara = code === 'ar' ? /الصحراء|صحراوي/ : code === 'ur' ? /صحرا/ : /Sahara|Sara\b|Sàhara/;
    assert.doesNotMatch(catalogue['game.koumma.blurb'], sahara, `${code}: the blurb`);
    assert.doesNotMatch(culture[0], sahara, `${code}: the rules' Koumma line`);
    assert.match(culture[1], sahara, `${code}: the sources-differ note names the other claim`);
    assert.ok(catalogue['background.open'].includes('{game}'), `${code}: the Background button names the game`);
  }
});

test('every game’s places fall inside its own map, away from its edges', async () => {
  const { mapPoint } = await import('../../www/background/map.js');
  const { MAPS } = await import('../../www/background/map-data.js');
  assert.deepEqual(Object.fromEntries(Object.entries(BACKGROUND).map(([game, b]) => [game, b.map])), { bakuk: 'morocco', koumma: 'morocco', 'ba-awa': 'ghana' });
  for (const [game, { map, places }] of Object.entries(BACKGROUND)) {
    const { region, land, country } = MAPS[map];
    assert.match(land, /^M[\d .LMZ]+Z$/, `${map}: the land is SVG path data`);
    assert.match(country, /^M[\d .LMZ]+Z$/, `${map}: the country is SVG path data`);
    for (const id of places) {
      const [x, y] = mapPoint(PLACES[id], region);
      assert.ok(x > 10 && x < region.width - 10 && y > 10 && y < region.height - 10, `${game}: ${id} at ${x}, ${y}`);
      assert.ok(PLACES[id].lat > region.south && PLACES[id].lat < region.north && PLACES[id].lon > region.west && PLACES[id].lon < region.east);
    }
  }
});
