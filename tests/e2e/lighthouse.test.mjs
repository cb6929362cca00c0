// Lighthouse 12.2.3 on the served dist/ page, desktop and mobile presets: what does not depend
// on how busy the machine is. No layout shift (CLS <= 0.02) and accessibility 100, with no
// accessibility audit failing. The performance score, LCP and TBT are timings: the benchmark
// reports them (`cargo xtask bench`, tests/bench/lighthouse.mjs), and no test asserts them.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer } from './helpers.mjs';
import { audit } from './measure.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(() => server?.close());

for (const preset of ['desktop', 'mobile']) {
  test(`Lighthouse ${preset}: CLS <= 0.02, accessibility 100`, { timeout: 240_000 }, async () => {
    const r = await audit(server.url, preset);
    console.log(`lighthouse ${preset}: accessibility ${r.accessibility}, CLS ${r.cls.toFixed(4)} (run ${r.runSeconds.toFixed(1)} s)`);
    assert.ok(r.cls <= 0.02, `CLS ${r.cls}`);
    assert.deepEqual(r.failedAccessibility, [], 'accessibility audits that fail');
    assert.equal(r.accessibility, 100);
  });
}
