// Where the games come from: each fact once, with the sources it rests on.
// Only facts found in the sources named here; docs/sources.md lists the same
// facts and citations for readers (tests/unit/sources.test.mjs keeps the two
// in step). A fact's words, in every language, are in
// www/background/i18n/<code>.js under `fact.<id>`, loaded when the Background
// view is first opened. tests/unit/background.test.mjs checks that every fact
// has a source, every source is cited, and every language has every text.
//
// A citation is a source id, or { source, pages } where the pages are known.

/**
 * The sources, as a reference list gives them. Only what the sources
 * themselves give: no publisher, year or page that was not found.
 * `note` is a key of the texts (`note.<id>`) for what a reference needs said.
 */
export const SOURCES = Object.freeze({
  'mw-bakuk': {
    author: 'Víktor Bautista i Roca',
    title: 'Bakuk',
    publisher: 'Mancala World (Wikimanqala)',
    licence: 'CC BY-SA 2.5',
    address: 'https://mancala.fandom.com/wiki/Bakuk',
  },
  'mw-koumma': { title: 'Koumma', publisher: 'Mancala World', address: 'https://mancala.fandom.com/wiki/Koumma' },
  'mw-um-ed-dyar': { title: 'Um ed-Dyar', publisher: 'Mancala World', address: 'https://mancala.fandom.com/wiki/Um_ed-Dyar' },
  'mw-ba-awa': { title: 'Ba-awa', publisher: 'Mancala World', address: 'https://mancala.fandom.com/wiki/Ba-awa' },
  'mw-wouri': { title: 'Wouri', publisher: 'Mancala World', address: 'https://mancala.fandom.com/wiki/Wouri' },
  'wp-ba-awa': { title: 'Ba-awa', publisher: 'Wikipedia', address: 'https://en.wikipedia.org/wiki/Ba-awa' },
  'oware-nam-nam': { title: 'Nam-Nam', publisher: 'oware.org', address: 'http://oware.org/nam_nam.asp' },
  'ludii-ijaw': { title: 'Ijaw', publisher: 'Ludii', address: 'https://ludii.games/data.php?keyword=Ijaw' },
  valdez: { author: 'Jacob A. Valdez', title: '50 Ways to Play Mancala', year: 2023, book: true },
  bell: {
    author: 'R. C. Bell',
    title: 'Board and Table Games from Many Civilizations, vol. II',
    publisher: 'Oxford University Press',
    year: 1969,
    book: true,
    note: 'bell',
  },
  murray: { author: 'H. J. R. Murray', title: 'A History of Board-Games Other Than Chess', year: 1952, book: true },
  // Software, not a page: found by its source repository, where the words cited are.
  everyboard: { title: 'Ba-awa', publisher: 'EveryBoard (AwesomBoard)', note: 'everyboard', address: 'https://github.com/EveryBoard/EveryBoard' },
  mancalagames: { author: 'StoneShark', title: 'MancalaGames', note: 'mancalagames', address: 'https://github.com/StoneShark/MancalaGames' },
});

/**
 * The places the facts name, for the map: about where, in degrees (north and east positive).
 * A game's `places` list its own first; the others are its relatives' (Bakuk's and Koumma's).
 */
export const PLACES = Object.freeze({
  jbala: { lat: 35.0, lon: -5.5, game: 'bakuk', source: 'mw-bakuk' },
  'ouled-mtaa': { lat: 31.6, lon: -8.0, game: 'koumma', source: 'mw-koumma' },
  akan: { lat: 6.7, lon: -1.6, game: 'ba-awa', source: 'mw-ba-awa' },
});

/** The section order of the view; each game has the sections it has facts for. */
export const SECTIONS = Object.freeze(['where', 'who', 'with', 'record', 'related', 'differ']);

/**
 * Each game's facts by section, in the order the view shows them. A fact in
 * `differ` says where sources disagree and cites both sides. `map` is the map of the
 * game's own region (www/background/map-data.js).
 */
export const BACKGROUND = Object.freeze({
  bakuk: {
    places: ['jbala', 'ouled-mtaa'],
    map: 'morocco',
    summary: 'bakuk.where',
    sections: {
      where: [
        { id: 'bakuk.where', cites: ['mw-bakuk'] },
        { id: 'bakuk.people', cites: ['mw-bakuk'] },
      ],
      who: [
        { id: 'bakuk.who', cites: ['mw-bakuk'] },
        { id: 'bakuk.three', cites: ['mw-bakuk'] },
      ],
      with: [{ id: 'bakuk.with', cites: ['mw-bakuk'] }],
      record: [
        { id: 'bakuk.record', cites: ['mw-bakuk'] },
        { id: 'bakuk.valdez', cites: [{ source: 'valdez', pages: '144' }] },
      ],
      related: [{ id: 'bakuk.related', cites: ['mw-bakuk'] }],
      differ: [{ id: 'bakuk.chain', cites: ['mw-bakuk', { source: 'valdez', pages: '144' }, 'mancalagames'] }],
    },
  },
  koumma: {
    places: ['ouled-mtaa', 'jbala'],
    map: 'morocco',
    summary: 'koumma.where',
    sections: {
      where: [{ id: 'koumma.where', cites: ['mw-koumma'] }],
      who: [
        { id: 'koumma.who', cites: ['mw-koumma'] },
        { id: 'koumma.custom', cites: ['mw-koumma'] },
      ],
      with: [{ id: 'koumma.with', cites: ['mw-koumma'] }],
      record: [{ id: 'koumma.record', cites: ['mw-koumma'] }],
      related: [
        { id: 'koumma.bakuk', cites: ['mw-bakuk'] },
        { id: 'koumma.um-ed-dyar', cites: ['mw-um-ed-dyar'] },
      ],
      differ: [{ id: 'koumma.home', cites: ['mw-bakuk', 'mw-koumma'] }],
    },
  },
  'ba-awa': {
    places: ['akan'],
    map: 'ghana',
    summary: 'ba-awa.where',
    sections: {
      where: [{ id: 'ba-awa.where', cites: ['mw-ba-awa'] }],
      who: [{ id: 'ba-awa.who', cites: ['mw-ba-awa'] }],
      record: [
        { id: 'ba-awa.record', cites: ['bell', 'mw-ba-awa'] },
        { id: 'ba-awa.valdez', cites: [{ source: 'valdez', pages: '150' }] },
      ],
      related: [
        { id: 'ba-awa.names', cites: ['mw-ba-awa'] },
        { id: 'ba-awa.nam-nam', cites: ['oware-nam-nam'] },
        { id: 'ba-awa.adi', cites: ['everyboard'] },
        { id: 'ba-awa.relatives', cites: ['wp-ba-awa'] },
        { id: 'ba-awa.obridjie', cites: [{ source: 'murray', pages: '185–186' }, 'ludii-ijaw'] },
        { id: 'ba-awa.wouri', cites: ['mw-wouri'] },
      ],
      differ: [
        { id: 'ba-awa.four', cites: ['mw-ba-awa', 'wp-ba-awa'] },
        { id: 'ba-awa.obridjie-region', cites: ['mancalagames', { source: 'murray', pages: '185–186' }, 'ludii-ijaw'] },
      ],
    },
  },
});

export const GAMES = Object.freeze(Object.keys(BACKGROUND));

/** Every fact of `game`, in the view's order. */
export function factsOf(game) {
  const sections = BACKGROUND[game].sections;
  return SECTIONS.flatMap((section) => sections[section] ?? []);
}

/** The source id of a citation. */
export function citedSource(cite) {
  return typeof cite === 'string' ? cite : cite.source;
}

/**
 * The sources `game` cites, in the order first cited, each with the pages
 * cited from it (where known): the game's reference list.
 */
export function referencesOf(game) {
  const refs = new Map();
  for (const fact of factsOf(game)) {
    for (const cite of fact.cites) {
      const id = citedSource(cite);
      if (!refs.has(id)) refs.set(id, new Set());
      if (typeof cite !== 'string' && cite.pages) refs.get(id).add(cite.pages);
    }
  }
  return [...refs].map(([id, pages]) => ({ id, ...SOURCES[id], pages: [...pages] }));
}
