// Lighthouse 12.2.3 on the served dist/ page, desktop and mobile presets (issue 9's targets):
// CLS <= 0.02 on both, LCP <= 2.5 s on mobile, accessibility 100 and performance >= 95 on both.
// Lighthouse drives Debian's Chromium (/usr/bin/chromium, the guide's flags, a fresh profile)
// over its DevTools port; it downloads nothing. One run a preset; performance is measured on a
// shared machine, so a preset that misses the performance target is run once more (and says so).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_ARGS, startServer } from './helpers.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(() => server?.close());

/** Starts Chromium with a fresh profile and a DevTools port; resolves to { port, close }. */
async function launchChromium() {
  const profile = await mkdtemp(join(tmpdir(), 'mancala-lighthouse-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no DevTools port from Chromium: ${text}`)), 20_000);
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${text}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run of the page with `preset` ('desktop' or 'mobile'): the figures. */
async function audit(preset) {
  const chromium = await launchChromium();
  try {
    const flags = { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const started = performance.now();
    const { lhr } = await lighthouse(server.url, flags, config);
    assert.equal(lhr.runtimeError, undefined, `Lighthouse failed: ${lhr.runtimeError?.message}`);
    const a = lhr.audits;
    return {
      preset,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      cls: a['cumulative-layout-shift'].numericValue,
      lcpSeconds: a['largest-contentful-paint'].numericValue / 1000,
      tbtMillis: a['total-blocking-time'].numericValue,
      failedAccessibility: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && a[ref.id].score !== null && a[ref.id].score < 1)
        .map((ref) => ref.id),
      runSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await chromium.close();
  }
}

function report(r, note = '') {
  console.log(
    `lighthouse ${r.preset}${note}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
      `CLS ${r.cls.toFixed(4)}, LCP ${r.lcpSeconds.toFixed(2)} s, TBT ${Math.round(r.tbtMillis)} ms (run ${r.runSeconds.toFixed(1)} s)`,
  );
}

for (const preset of ['desktop', 'mobile']) {
  test(`Lighthouse ${preset}: CLS <= 0.02, accessibility 100, performance >= 95${preset === 'mobile' ? ', LCP <= 2.5 s' : ''}`, { timeout: 240_000 }, async () => {
    let r = await audit(preset);
    report(r);
    if (r.performance < 95) {
      // The machine is shared: one more run before the figure counts.
      r = await audit(preset);
      report(r, ' (second run: the first scored under 95)');
    }
    assert.ok(r.cls <= 0.02, `CLS ${r.cls}`);
    if (preset === 'mobile') assert.ok(r.lcpSeconds <= 2.5, `LCP ${r.lcpSeconds} s`);
    assert.deepEqual(r.failedAccessibility, [], 'accessibility audits that fail');
    assert.equal(r.accessibility, 100);
    assert.ok(r.performance >= 95, `performance ${r.performance}`);
  });
}
