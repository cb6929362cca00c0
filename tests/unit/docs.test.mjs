// The README and docs/ point at real things: every relative link reaches a file
// (and a heading of it, for a #fragment), and every path of the tree written in
// backticks exists, so a moved file cannot leave the docs behind.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file) {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1])));
}

/** The text outside fenced code blocks, where a link is a link. */
const prose = (file) => readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');

test('every relative link of the README and docs/ reaches its file and heading', () => {
  const broken = [];
  for (const file of DOCS) {
    for (const [, target] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, fragment] = target.split('#');
      const resolved = path ? relative(ROOT, join(ROOT, dirname(file), path)) : file;
      if (!existsSync(join(ROOT, resolved))) broken.push(`${file}: ${target} (no ${resolved})`);
      else if (fragment && resolved.endsWith('.md') && !anchorsOf(resolved).has(fragment)) broken.push(`${file}: ${target} (no heading #${fragment})`);
    }
  }
  assert.deepEqual(broken, []);
});

test('every path of the tree the README and docs/ name in backticks exists', () => {
  const missing = [];
  const tree = /^(?:www|tests|crates|tools|xtask|pwa|package|docs|icons)\/[\w./-]*[\w/]$/;
  for (const file of DOCS) {
    for (const [, code] of readFileSync(join(ROOT, file), 'utf8').matchAll(/`([^`\n]+)`/g)) {
      // Paths only: no placeholders (<code>), wildcards, braces or build outputs.
      if (!tree.test(code) || /[<>*{}]/.test(code)) continue;
      if (!existsSync(join(ROOT, code))) missing.push(`${file}: ${code}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('no file of the repository but .ci/run points outside it at the shared folder', () => {
  // Built from parts so that this file does not match itself.
  const outside = ['..', 'shared'].join('/');
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const pointing = files.filter((file) => file !== '.ci/run' && existsSync(join(ROOT, file)) && readFileSync(join(ROOT, file), 'latin1').includes(outside));
  assert.deepEqual(pointing, []);
});
