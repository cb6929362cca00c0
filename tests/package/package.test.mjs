// The npm package as a web developer meets it: `npm install` of the packed
// tarball (cargo xtask package makes it; MANCALA_PACKAGE names it) into a
// scratch host project, then a page that imports the element through an
// import map from a plain static server, and a page whose script esbuild
// bundles with the element. In both, a person plays a move against the
// computer in Chromium and the host hears the events. The TypeScript
// declarations are checked against the element as it runs, and a host's
// TypeScript that uses them must type-check (and a misuse must not).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { after, before, test } from 'node:test';
import * as esbuild from 'esbuild';
import { collectErrors, launchBrowser, ROOT, screenshot } from '../e2e/helpers.mjs';

const PACKAGE_DIR = join(ROOT, 'target', 'package');

async function tarball() {
  if (process.env.MANCALA_PACKAGE) return process.env.MANCALA_PACKAGE;
  const packed = (await readdir(PACKAGE_DIR).catch(() => [])).filter((f) => /^mancala-board-.*\.tgz$/.test(f));
  assert.equal(packed.length, 1, `one tarball in ${PACKAGE_DIR}: run \`cargo xtask package\` first`);
  return join(PACKAGE_DIR, packed[0]);
}

// ---- the declarations, read as text -----------------------------------------------------------

function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

/** The body of `export (declare )?(interface|class) NAME ... {` up to its closing brace. */
function block(source, name) {
  const start = source.search(new RegExp(`export (?:declare )?(?:interface|class) ${name}\\b[^{]*\\{`));
  assert.ok(start >= 0, `the declarations have ${name}`);
  let depth = 0;
  for (let i = source.indexOf('{', start); i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    if (source[i] === '}' && --depth === 0) return source.slice(source.indexOf('{', start) + 1, i);
  }
  throw new Error(`${name} is not closed`);
}

/** The top-level field (or method) names of an interface or class body. */
function members(body) {
  const names = new Set();
  let depth = 0;
  for (const line of body.split('\n')) {
    const match = depth === 0 && line.match(/^\s*(?:static\s+)?(?:readonly\s+)?'?([\w-]+)'?\??\s*[:(<]/);
    if (match && !line.trim().startsWith('[')) names.add(match[1]);
    depth += (line.match(/[({]/g) ?? []).length - (line.match(/[)}]/g) ?? []).length;
  }
  return names;
}

function readDeclarations(text) {
  const source = withoutComments(text);
  const union = source.match(/export type MancalaBoardAttribute =([^;]*);/);
  assert.ok(union, 'the declarations have MancalaBoardAttribute');
  const attributes = [...union[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  const classMembers = members(block(source, 'MancalaBoard'));
  for (const name of ['observedAttributes', 'addEventListener', 'removeEventListener']) classMembers.delete(name);
  return {
    attributes,
    events: [...members(block(source, 'MancalaBoardEventMap'))],
    moveDetail: [...members(block(source, 'MancalaMoveDetail'))],
    gameOverDetail: [...members(block(source, 'MancalaGameOverDetail'))],
    classMembers: [...classMembers],
  };
}

const sorted = (names) => [...names].sort();

// ---- the host project and its server ----------------------------------------------------------

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
};

/** A plain static server of `root`: files with their types, 404 otherwise; it logs every request. */
async function serve(root) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    const file = resolve(root, normalize(`.${path}`));
    try {
      if (!file.startsWith(root + sep)) throw new Error('outside the root');
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': MIME_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
      requests.push({ path, status: 200 });
    } catch {
      res.writeHead(404).end();
      requests.push({ path, status: 404 });
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

// The host's own script: it hears the board's events as any page would.
const HOST_SCRIPT = `
  window.hostEvents = [];
  for (const type of ['ready', 'move', 'gameover']) {
    document.addEventListener(type, (e) => {
      if (e.target.localName === 'mancala-board') window.hostEvents.push({ type, detail: e.detail });
    });
  }
`;

// Every event type the element dispatches on itself, whoever listens (an init script).
function recordDispatches() {
  window.dispatchedTypes = new Set();
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event) {
    if (this.localName === 'mancala-board') window.dispatchedTypes.add(event.type);
    return dispatch.call(this, event);
  };
}

const BOARD = '<mancala-board seats="human,beginner" speed="fast"></mancala-board>';

const STATIC_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>Host page: import map</title>
  <script type="importmap">{ "imports": { "mancala-board": "/node_modules/mancala-board/dist/mancala-board.js" } }</script>
  <script type="module" src="host.js"></script>
</head>
<body>${BOARD}</body>
</html>
`;

// A strict policy, as a careful host has: the bundle needs no more than 'self' and wasm.
const BUNDLED_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'; connect-src 'self'">
  <title>Host page: bundled</title>
  <script type="module" src="app/app.js"></script>
</head>
<body>${BOARD}</body>
</html>
`;

const HOST = {
  server: null,
  dir: null,
  declarations: null,
  browser: null,
};

before(async () => {
  HOST.dir = await mkdtemp(join(tmpdir(), 'mancala-host-'));
  await writeFile(join(HOST.dir, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', await tarball()], { cwd: HOST.dir, stdio: 'inherit' });
  const installed = join(HOST.dir, 'node_modules', 'mancala-board');
  HOST.declarations = readDeclarations(await readFile(join(installed, 'mancala-board.d.ts'), 'utf8'));

  await writeFile(join(HOST.dir, 'host.js'), `import 'mancala-board';\n${HOST_SCRIPT}`);
  await writeFile(join(HOST.dir, 'index.html'), STATIC_PAGE);
  // The bundled page: the host's script imports the element by its package name; esbuild
  // bundles both, and the package's dist/ goes next to the bundle (as its README says).
  await writeFile(
    join(HOST.dir, 'app.js'),
    `import { MancalaBoard } from 'mancala-board';\nwindow.boardClass = MancalaBoard;\n${HOST_SCRIPT}`,
  );
  await esbuild.build({
    absWorkingDir: HOST.dir,
    entryPoints: ['app.js'],
    bundle: true,
    format: 'esm',
    outdir: join(HOST.dir, 'public', 'app'),
    logLevel: 'warning',
  });
  await cp(join(installed, 'dist'), join(HOST.dir, 'public', 'app'), { recursive: true });
  await writeFile(join(HOST.dir, 'public', 'index.html'), BUNDLED_PAGE);

  HOST.server = await serve(HOST.dir);
  HOST.browser = await launchBrowser();
});

after(async () => {
  await HOST.browser?.close();
  await HOST.server?.close();
  if (HOST.dir) await rm(HOST.dir, { recursive: true, force: true });
});

test('the package has the element, its engine, worker and stylesheets, and its declarations', async () => {
  const installed = join(HOST.dir, 'node_modules', 'mancala-board');
  const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.name, 'mancala-board');
  const engine = await readFile(join(ROOT, 'crates', 'web', 'Cargo.toml'), 'utf8');
  assert.equal(manifest.version, engine.match(/^version = "(.+)"$/m)[1], 'the version is the engine’s');
  assert.deepEqual(Object.keys(manifest.exports['.']), ['types', 'default'], 'types first, as TypeScript wants');
  for (const file of ['dist/mancala-board.js', 'dist/ai-worker.js', 'dist/mancala-web_bg.wasm', 'dist/board-ui.css', 'dist/mancala-board.css', 'mancala-board.d.ts', 'README.md', 'CHANGELOG.md']) {
    assert.ok((await stat(join(installed, file))).size > 0, `${file} is in the package`);
  }
  // The licence texts: the package's own (its manifest's `MIT OR Apache-2.0`), and the web fonts' next to them.
  assert.equal(manifest.license, 'MIT OR Apache-2.0');
  for (const file of ['LICENSE-MIT', 'LICENSE-APACHE']) {
    assert.equal(await readFile(join(installed, file), 'utf8'), await readFile(join(ROOT, file), 'utf8'), `${file} is in the package`);
  }
  for (const file of ['noto-naskh-arabic-400.woff2', 'noto-nastaliq-urdu-400.woff2']) assert.ok((await stat(join(installed, 'dist', 'fonts', file))).size > 0, `${file} is in the package`);
  for (const file of ['OFL.txt', 'OFL-nastaliq.txt']) assert.match(await readFile(join(installed, 'dist', 'fonts', file), 'utf8'), /SIL Open Font License/, `${file} is in the package`);
  const readme = await readFile(join(installed, 'README.md'), 'utf8');
  for (const name of [...HOST.declarations.attributes, ...HOST.declarations.events, ...HOST.declarations.classMembers]) {
    assert.ok(readme.includes(`\`${name}`), `the README describes ${name}`);
  }
});

/** Opens `path`, plays South's hole 1 by a click, and waits for the computer's answer (screenshot `name`). */
async function playAgainstComputer(path, name) {
  const page = await HOST.browser.context.newPage();
  const errors = collectErrors(page);
  const workers = [];
  page.on('worker', (worker) => workers.push(worker));
  await page.addInitScript(recordDispatches);
  const seen = HOST.server.requests.length;
  await page.goto(new URL(path, HOST.server.url).href);
  await page.waitForFunction(() => window.hostEvents?.some((e) => e.type === 'ready'), null, { timeout: 15_000 });
  await page.locator('mancala-board .pit[data-pit="1"]').click();
  await page.waitForFunction(() => window.hostEvents.filter((e) => e.type === 'move').length >= 2, null, { timeout: 20_000 });
  const moves = (await page.evaluate(() => window.hostEvents)).filter((e) => e.type === 'move');
  assert.deepEqual({ player: moves[0].detail.player, hole: moves[0].detail.hole }, { player: 0, hole: 1 });
  assert.equal(moves[1].detail.player, 1, 'the computer answered');
  assert.match(moves[1].detail.record, /^bk2~b[a-l]$/);
  assert.deepEqual(sorted(Object.keys(moves[0].detail)), sorted(HOST.declarations.moveDetail), 'move detail as declared');
  // The computer thought in its worker, which loaded: a worker that cannot load is
  // replaced by thinking on the page, so look for the worker's own files too.
  assert.ok(workers.some((w) => w.url().endsWith('/ai-worker.js')), `a worker ran ai-worker.js: ${workers.map((w) => w.url())}`);
  const requests = HOST.server.requests.slice(seen);
  assert.deepEqual(requests.filter((r) => r.status !== 200), [], 'every file was found');
  assert.ok(requests.filter((r) => r.path.endsWith('/mancala-web_bg.wasm')).length >= 2, 'the page and the worker both loaded the engine');
  const sheets = await page.evaluate(() =>
    [...document.querySelector('mancala-board').shadowRoot.querySelectorAll('link[rel=stylesheet]')].map((l) => l.sheet?.cssRules.length ?? 0),
  );
  assert.ok(sheets.length >= 2 && sheets.every((rules) => rules > 0), `both stylesheets loaded: ${sheets}`);
  await screenshot(page, name);
  return { page, errors, requests };
}

// A TypeScript host, as strict as they come, resolving the types through `exports`.
const TYPED_HOST = `
import { MancalaBoard, type MancalaBoardAttribute, type MancalaGameOverDetail } from 'mancala-board';
const board = document.querySelector('mancala-board');
if (board) {
  const element: MancalaBoard = board;
  element.addEventListener('move', (e) => {
    const hole: number = e.detail.hole;
    const record: string = e.detail.record;
    console.log(hole, record, element.state?.legal.length);
  });
  element.addEventListener('gameover', (e) => {
    const detail: MancalaGameOverDetail = e.detail;
    console.log(detail.winner ?? 'draw', detail.captured[0]);
  });
  const attribute: MancalaBoardAttribute = 'seats';
  element.setAttribute(attribute, 'human,expert');
  void element.play(2).then((played: boolean) => (played ? element.idle() : element.newGame()));
}
`;

function typeCheck(file, source) {
  return writeFile(join(HOST.dir, file), source).then(() => {
    try {
      execFileSync(join(ROOT, 'node_modules', '.bin', 'tsc'), ['--noEmit', '--strict', '--module', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom', '--skipLibCheck', 'false', file], { cwd: HOST.dir, encoding: 'utf8' });
      return '';
    } catch (error) {
      return `${error.stdout}${error.stderr}` || String(error);
    }
  });
}

test('the declarations type-check a TypeScript host, and catch its mistakes', async () => {
  assert.equal(await typeCheck('typed-host.mts', TYPED_HOST), '', 'the typed host compiles');
  const wrongDetail = TYPED_HOST.replace('const hole: number = e.detail.hole;', 'const hole: string = e.detail.hole;');
  assert.match(await typeCheck('typed-wrong.mts', wrongDetail), /typed-wrong\.mts.*error TS2322/);
  const wrongAttribute = TYPED_HOST.replace("= 'seats';", "= 'colour';");
  assert.match(await typeCheck('typed-wrong.mts', wrongAttribute), /error TS2322/);
});

test('a page served as files imports the element by its package name and plays the computer', async () => {
  const { page, errors } = await playAgainstComputer('index.html', 'package-import-map');
  const element = await page.evaluate(() => {
    const board = customElements.get('mancala-board');
    const proto = board.prototype;
    const has = (name) => name in proto;
    return {
      observed: board.observedAttributes,
      state: Object.getOwnPropertyDescriptor(proto, 'state')?.get !== undefined,
      record: Object.getOwnPropertyDescriptor(proto, 'record')?.get !== undefined,
      methods: Object.fromEntries(['play', 'newGame', 'idle'].map((n) => [n, has(n) && typeof proto[n] === 'function'])),
      members: Object.getOwnPropertyNames(proto),
    };
  });
  const declared = HOST.declarations;
  assert.deepEqual(sorted(element.observed), sorted(declared.attributes), 'observedAttributes are the declared attributes');
  for (const name of declared.classMembers) assert.ok(element.members.includes(name), `the element has ${name}, as declared`);
  assert.ok(element.state && element.record, 'state and record are read-only accessors');

  // Play the game out through the element's API (the computer answering); gameover arrives once.
  await page.evaluate(async () => {
    const board = document.querySelector('mancala-board');
    board.setAttribute('speed', 'instant');
    const deadline = performance.now() + 90_000;
    while (board.state.status === 'playing' && performance.now() < deadline) {
      await board.idle();
      const s = board.state;
      if (s.status === 'playing' && s.toMove === 0) await board.play(s.legal[0]);
      else await new Promise((done) => setTimeout(done, 20));
    }
  });
  await page.waitForFunction(() => window.hostEvents.some((e) => e.type === 'gameover'), null, { timeout: 10_000 });
  const events = await page.evaluate(() => window.hostEvents);
  const over = events.filter((e) => e.type === 'gameover');
  assert.equal(over.length, 1);
  assert.deepEqual(sorted(Object.keys(over[0].detail)), sorted(declared.gameOverDetail), 'gameover detail as declared');
  const dispatched = await page.evaluate(() => [...window.dispatchedTypes]);
  // `pair` needs a second device: tests/e2e/pair-element.test.mjs hears it, with its declared fields.
  assert.deepEqual(sorted(dispatched), sorted(declared.events.filter((type) => type !== 'pair')), 'the element dispatches exactly the declared events');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a page bundled by esbuild with the element plays the computer under a strict CSP', async () => {
  const bundle = await readFile(join(HOST.dir, 'public', 'app', 'app.js'), 'utf8');
  assert.match(bundle, /customElements\.define\(\s*["']mancala-board["']/, 'the element is in the bundle');
  const { page, errors, requests } = await playAgainstComputer('public/index.html', 'package-bundled');
  assert.deepEqual(requests.filter((r) => r.path.startsWith('/node_modules/')), [], 'nothing comes from node_modules');
  assert.equal(await page.evaluate(() => window.boardClass === customElements.get('mancala-board')), true, 'the named export is the element');
  assert.deepEqual(errors, []);
  await page.close();
});
