// Benchmark: times the proof of two-player Ba-awa's start value in Chromium, in a Web Worker running the
// engine's crates compiled to wasm32 with the release profile (the figure "in the browser
// worker"). Not a test: a measurement, about a minute. Run from the checkout:
//   node tests/bench/wasm-proof.mjs [TABLE_BITS]
// It builds the export (crates/ai/examples/wasm_proof.rs), starts Debian's Chromium with the
// guide's flags and prints the nodes, the time and the proven value. The native figure for
// the same search is `mancala solve ba2`.

import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/helpers.mjs';
import { figure } from './lib/figures.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const tableBits = Number(process.argv[2] ?? 22);

execFileSync(
  'cargo',
  ['build', '--release', '-p', 'mancala-ai', '--example', 'wasm_proof', '--target', 'wasm32-unknown-unknown'],
  { cwd: ROOT, stdio: 'inherit' },
);
const wasm = await readFile(join(ROOT, 'target/wasm32-unknown-unknown/release/examples/wasm_proof.wasm'));

const profile = await mkdtemp(join(tmpdir(), 'wasm-proof-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const page = browser.pages()[0] ?? (await browser.newPage());
  const result = await page.evaluate(
    async ({ bytes, tableBits }) => {
      const source = `onmessage = async ({ data }) => {
        const { instance } = await WebAssembly.instantiate(data.bytes);
        const started = performance.now();
        const nodes = instance.exports.prove_start(data.tableBits);
        const ms = performance.now() - started;
        postMessage({ nodes, ms, value: instance.exports.start_value() });
      };`;
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
      const answer = new Promise((resolve, reject) => {
        worker.onmessage = ({ data }) => resolve(data);
        worker.onerror = (e) => reject(new Error(e.message));
      });
      worker.postMessage({ bytes: new Uint8Array(bytes), tableBits });
      return answer;
    },
    { bytes: [...wasm], tableBits },
  );
  const value = result.value === -2147483648 ? 'not proven' : `${result.value >= 0 ? '+' : ''}${result.value}, proven`;
  console.log(
    `wasm in a Chromium worker: start value ${value}; ${result.nodes.toLocaleString('en')} nodes in ` +
      `${(result.ms / 1000).toFixed(1)} s (${Math.round(result.nodes / result.ms).toLocaleString('en')} nodes/ms), table 2^${tableBits}`,
  );
  if (result.value === -2147483648) throw new Error('the start was not proven');
  const note = `start value ${value}, table 2^${tableBits}`;
  figure('Ba-awa start proof, wasm in a Chromium worker: time', result.ms, 'ms', note);
  figure('Ba-awa start proof, wasm in a Chromium worker: nodes', result.nodes, 'nodes', note);
  figure('Ba-awa start proof, wasm in a Chromium worker: speed', result.nodes / result.ms, 'nodes/ms', note);
} finally {
  await browser.close();
  await rm(profile, { recursive: true, force: true });
}
