// The engine is the one source of game knowledge: the page asks it (describeRules, a ply's
// `choice`, the state's `variants`) and never reads a ply's text or a rules header itself, nor
// keeps its own table of boards. Each pattern below is a way such a copy was once written.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { modules } from './www-modules.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

const COPIES = [
  // `.GH` -> [6, 7]: a ply's letters turned into hole numbers.
  { what: 'a ply letter turned into a hole number', pattern: /charCodeAt\(\s*0\s*\)\s*-\s*(?:65|97)\b/ },
  // /^(bk|km)2/, /^ba2m/: a rules header's game code read by a regular expression.
  { what: "a rules header's game code matched by a regular expression", pattern: /\/\^\(?(?:\?:)?(?:bk|km|ba)/ },
  // rules.replace(/^[a-z]{2}\d/, '').replace(/m\d+$/, ''): its option letters and match target.
  { what: "a rules header's game and players cut off by a regular expression", pattern: /\/\^\[a-z\]\{2\}\\d/ },
  { what: "a rules header's match target matched by a regular expression", pattern: /\/m\\d\+\$\// },
  { what: "a rules header's option letters cut out by position", pattern: /\b(?:rules|header)\.slice\(\s*3\s*\)/ },
  // /^(?:[a-l]|\.[A-L]{0,12})$/: a ply's syntax.
  { what: 'a move letter or chosen pit matched by a regular expression', pattern: /\[a-l\]|\[A-L\]/ },
  // { bakuk: { holes: 3, seeds: 6 }, ... }: a board's shape and starting seeds by game.
  { what: "a table of the boards' holes and starting seeds", pattern: /\bholes:\s*\d+,\s*seeds:\s*\d+/ },
  // ['b', 'o', 'd'], then 's' for three players: which variant letters a game takes (describeRules' options).
  { what: 'a list of variant letters', pattern: /\[\s*(['"])[bodsu]\1(?:\s*,\s*(['"])[bodsu]\2)+\s*\]/ },
];

test('no module of www/ reads ply text or rules headers, or keeps a board table, itself', () => {
  const found = [];
  for (const path of modules(WWW)) {
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const { what, pattern } of COPIES) {
        if (pattern.test(line)) found.push(`www/${relative(WWW, path)}:${i + 1}: ${what}: ${line.trim()}`);
      }
    });
  }
  assert.deepEqual(found, [], 'ask the engine instead (describeRules, a ply\'s choice, the state\'s variants)');
});
