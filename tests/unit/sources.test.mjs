// docs/sources.md and the Background view cite the same sources for the same
// facts: every fact and map place the view shows is listed there with the same
// sources and pages, in the same order, nothing else is listed, and every
// source of the view is in its reference table with the same address.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { GAMES, PLACES, SOURCES, factsOf } from '../../www/background/facts.js';

const DOC = 'docs/sources.md';
const text = readFileSync(new URL(`../../${DOC}`, import.meta.url), 'utf8');

/** The table rows of the doc whose first cell is an id in backticks: id -> the other cells. */
function rows() {
  const found = new Map();
  for (const [, id, rest] of text.matchAll(/^\| `([\w.-]+)` \|(.*)\|$/gm)) {
    assert.ok(!found.has(id), `${DOC} lists ${id} once`);
    found.set(id, rest.split('|').map((cell) => cell.trim()));
  }
  return found;
}

/** A citation as the doc writes it: `valdez` p. 144, `murray` pp. 185–186. */
function written(cite) {
  if (typeof cite === 'string') return cite;
  return `${cite.source} ${cite.pages.includes('–') ? 'pp.' : 'p.'} ${cite.pages}`;
}

/** The citations of a sources cell, in the same form. */
function cited(cell) {
  return cell.split(/,\s*/).map((part) => part.replace(/^`([\w-]+)`/, '$1'));
}

/** What the doc says that the view does not; empty when they agree. */
function mismatches(docRows) {
  const out = [];
  const shown = new Map();
  for (const game of GAMES) for (const fact of factsOf(game)) shown.set(fact.id, fact.cites.map(written));
  for (const [id, place] of Object.entries(PLACES)) shown.set(id, [place.source]);
  for (const [id, cites] of shown) {
    if (!docRows.has(id)) out.push(`${id}: shown, not in ${DOC}`);
    else if (cited(docRows.get(id).at(-1)).join(', ') !== cites.join(', ')) out.push(`${id}: the view cites ${cites.join(', ')}, ${DOC} ${docRows.get(id).at(-1)}`);
  }
  for (const [id, source] of Object.entries(SOURCES)) {
    if (!docRows.has(id)) out.push(`${id}: a source of the view, not in ${DOC}`);
    else if (source.address && docRows.get(id).at(-1) !== source.address) out.push(`${id}: the view's address ${source.address}, ${DOC} ${docRows.get(id).at(-1)}`);
    else if (!docRows.get(id)[0].includes(source.title)) out.push(`${id}: ${DOC} does not name "${source.title}"`);
  }
  for (const id of docRows.keys()) if (!shown.has(id) && !Object.hasOwn(SOURCES, id)) out.push(`${id}: in ${DOC}, not in the view`);
  return out;
}

test('docs/sources.md lists every fact, place and source of the Background view, with the same citations', () => {
  const docRows = rows();
  assert.ok(docRows.size >= GAMES.length * 5, `${DOC} has its tables`);
  assert.deepEqual(mismatches(docRows), []);
});

