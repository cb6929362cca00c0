// Measurements shared by the end-to-end tests and the benchmarks (tests/bench/): what a first
// visit fetches, and a Lighthouse audit. The tests assert what does not depend on the machine's
// load (bytes, layout shift, accessibility); the benchmarks report the rest (scores, timings).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_ARGS, launchBrowser } from './helpers.mjs';

// ---- the first visit ------------------------------------------------------------------------

/**
 * Every response of a first visit to `url`: { ready: [[path, gz]], later: [[path, gz]] }.
 * `later` waits for the background work after the page is playable; without it, `later` holds
 * only what came before the page was left.
 */
export async function firstVisit(url, { later = true } = {}) {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const rows = [];
    let ready = false;
    // Called by the page the moment it is playable: the requests seen so far are the first load.
    await page.exposeFunction('__firstLoadReady', () => {
      ready = true;
    });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.ready !== 'true') return;
        observer.disconnect();
        window.__firstLoadReady();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    });
    const bodies = [];
    page.on('request', (request) => {
      const row = { path: new URL(request.url()).pathname, first: !ready, gz: null };
      rows.push(row);
      bodies.push(
        request
          .response()
          .then((response) => response?.body())
          .then((body) => {
            if (body) row.gz = gzipSync(body, { level: 9 }).length;
          })
          .catch(() => {}),
      );
    });
    await page.goto(url);
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
    if (later) {
      // A person reaches for the board (the computer's worker starts then); let the background
      // work start and finish, to show it.
      await page.locator('#board-wrap').hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
    }
    await Promise.all(bodies);
    const pick = (first) => rows.filter((r) => r.first === first && r.gz !== null).map((r) => [r.path, r.gz]);
    return { ready: pick(true), later: pick(false) };
  } finally {
    await browser.close();
  }
}

/** The sum of the gzipped sizes of `rows` ([path, gz] pairs). */
export const sum = (rows) => rows.reduce((total, [, gz]) => total + gz, 0);
/** True for the Arabic-script web fonts, fetched only by a device without such a font. */
export const isFont = ([path]) => path.startsWith('/www/i18n/fonts/');

// ---- Lighthouse -------------------------------------------------------------------------------
// Lighthouse 12.2.3 drives Debian's Chromium (/usr/bin/chromium, the suite's CHROMIUM_ARGS, a fresh
// profile) over its DevTools port; it downloads nothing.

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
      // Chromium's helper processes may still be writing the cache for a moment after it exits.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** One Lighthouse run of the page with `preset` ('desktop' or 'mobile'): the figures. */
export async function audit(url, preset) {
  const chromium = await launchChromium();
  try {
    const flags = { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const started = performance.now();
    const { lhr } = await lighthouse(url, flags, config);
    assert.equal(lhr.runtimeError, undefined, `Lighthouse failed: ${lhr.runtimeError?.message}`);
    const a = lhr.audits;
    return {
      preset,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
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

