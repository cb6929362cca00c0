// No front-end module is longer than 500 lines: a module that grows past that has taken on a
// second job, and is split by role (docs/front-end.md lists each module with its job). The
// message catalogues (www/i18n/) are data, one line a message, and are not counted.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { modules } from './www-modules.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const MAX_LINES = 500;
const EXEMPT = 'i18n';

/** Lines as an editor numbers them: a last line with no newline still counts. */
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

test(`every module of www/ but the catalogues has at most ${MAX_LINES} lines`, () => {
  const files = modules(WWW).map((file) => posix.join(...relative(WWW, file).split(sep)));
  assert.ok(files.length > 50, `the modules of www/ are found (${files.length})`);
  const long = files
    .filter((file) => !file.startsWith(`${EXEMPT}/`))
    .map((file) => [file, lineCount(readFileSync(join(WWW, file), 'utf8'))])
    .filter(([, lines]) => lines > MAX_LINES)
    .map(([file, lines]) => `www/${file}: ${lines} lines`);
  assert.deepEqual(long, []);
});
