// The front end's layers: docs/front-end.md says, for each folder of www/, which folders it
// may import ("May import: ..."); every import of every module keeps to that, and the
// folders form layers (no cycle), so no module imports from a layer above its own.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { modules } from './www-modules.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const FOLDERS_DOC = fileURLToPath(new URL('../../docs/front-end.md', import.meta.url));

const folders = readdirSync(WWW).filter((name) => statSync(join(WWW, name)).isDirectory());

/** Each folder's allowed imports, from the "May import:" line of its section in docs/front-end.md. */
function allowed() {
  const doc = readFileSync(FOLDERS_DOC, 'utf8');
  const sections = new Map();
  for (const part of doc.split(/^## /m).slice(1)) {
    const name = part.match(/^`www\/([a-z0-9-]+)\/`/);
    if (name) sections.set(name[1], part);
  }
  const rules = new Map();
  for (const folder of folders) {
    const section = sections.get(folder);
    assert.ok(section, `docs/front-end.md has a section for www/${folder}/ that says what it holds`);
    const line = section.match(/^May import: (.*)$/m);
    assert.ok(line, `docs/front-end.md's www/${folder}/ has a "May import:" line`);
    const names = line[1].replace(/\.$/, '').split(/,\s*/).map((s) => s.replace(/`|\/$/g, '').trim()).filter((s) => s && s !== 'nothing else');
    for (const name of names) assert.ok(name === 'pkg' || folders.includes(name), `docs/front-end.md's www/${folder}/ names a folder that exists: ${name}`);
    rules.set(folder, new Set(names));
  }
  for (const folder of sections.keys()) assert.ok(folders.includes(folder), `docs/front-end.md names www/${folder}/, which exists`);
  return rules;
}

/** Static imports, re-exports and dynamic imports of string literals, outside comments. */
function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/(?:^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*|^\s*import\s*|\bimport\(\s*)(['"`])([^'"`$]+)\1/gm)].map((m) => m[2]);
}

/** The folder of www/ a path is in ('' for www/ itself), or 'pkg' for the engine's build. */
function layerOf(path) {
  const rel = relative(WWW, path).split(sep);
  if (rel[0] === '..' && rel[1] === 'pkg') return 'pkg';
  return rel.length > 1 ? rel[0] : '';
}

test('every module of www/ imports only from its own folder and the folders docs/front-end.md allows', () => {
  const rules = allowed();
  const wrong = [];
  for (const file of modules(WWW)) {
    const from = layerOf(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      assert.ok(specifier.startsWith('.'), `${relative(WWW, file)} imports by a relative path: ${specifier}`);
      const target = join(dirname(file), specifier);
      assert.ok(existsSync(target) || layerOf(target) === 'pkg', `${relative(WWW, file)}: ${specifier} exists`);
      const to = layerOf(target);
      if (to === from) continue;
      // www/ itself holds only addresses kept for hosts, each a module of embed/ re-exported.
      if (from === '' ? to === 'embed' : rules.get(from)?.has(to)) continue;
      wrong.push(`${posix.join(...relative(WWW, file).split(sep))} -> ${specifier} (${from || 'www'} may not import ${to || 'www'})`);
    }
  }
  assert.deepEqual(wrong, []);
});

/** Each folder's section of docs/front-end.md. */
function sections() {
  const doc = readFileSync(FOLDERS_DOC, 'utf8');
  return new Map(
    doc
      .split(/^## /m)
      .map((part) => [part.match(/^`www\/([a-z0-9-]+)\/`/)?.[1], part])
      .filter(([name]) => name),
  );
}

/** The files of `dir` and its folders, as paths relative to `dir`. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(dir, path)).isFile());
}

test('docs/front-end.md names every module and stylesheet of a folder in that folder\'s section', () => {
  const unnamed = [];
  for (const [folder, section] of sections()) {
    for (const path of filesUnder(join(WWW, folder))) {
      if (!/\.(js|css)$/.test(path)) continue;
      const name = posix.basename(path);
      // A language's catalogues are named by their pattern: `<code>.js`, `<code>-later.js`.
      const pattern = name.replace(/^[a-z]{2}(-later)?\.js$/, (_, later) => `<code>${later ?? ''}.js`);
      if (!section.includes(`\`${name}\``) && !section.includes(pattern === name ? `\`${name}\`` : `${pattern}\``)) unnamed.push(`www/${folder}/${path}`);
    }
  }
  assert.deepEqual(unnamed, [], 'files docs/front-end.md does not name in their folder\'s section');
});

test('the folders form layers: no folder may import, even through others, one that may import it', () => {
  const rules = allowed();
  const reaches = (from, to, seen = new Set()) =>
    [...(rules.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
  const cycles = folders.filter((folder) => reaches(folder, folder));
  assert.deepEqual(cycles, []);
});

test('the only modules at the top of www/ are the addresses kept for host pages', () => {
  const top = readdirSync(WWW).filter((name) => name.endsWith('.js'));
  assert.deepEqual(top, ['mancala-board.js']);
});
