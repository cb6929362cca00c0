// Benchmark: Lighthouse 12.2.3 on the served dist/ page, desktop and mobile presets, RUNS runs
// each (default 3); the median of each figure is reported. tests/e2e/lighthouse.test.mjs asserts
// what does not depend on the machine's load (CLS, accessibility); the scores and timings here
// do, so they are reported and never asserted.
// Needs dist/ (`cargo xtask dist`). Run: node tests/bench/lighthouse.mjs [RUNS]

import { startServer } from '../e2e/helpers.mjs';
import { audit } from '../e2e/measure.mjs';
import { figure, percentile } from './lib/figures.mjs';

const runs = Number(process.argv[2] ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`RUNS must be a whole number from 1: ${process.argv[2]}`);

const server = await startServer();
try {
  for (const preset of ['desktop', 'mobile']) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(server.url, preset));
    const median = (key) => percentile(results.map((r) => r[key]), 50);
    const note = `median of ${runs} run${runs === 1 ? '' : 's'}`;
    figure(`Lighthouse ${preset}: performance`, median('performance'), 'score', note);
    figure(`Lighthouse ${preset}: accessibility`, median('accessibility'), 'score', note);
    figure(`Lighthouse ${preset}: best practices`, median('bestPractices'), 'score', note);
    figure(`Lighthouse ${preset}: SEO`, median('seo'), 'score', note);
    figure(`Lighthouse ${preset}: LCP`, median('lcpSeconds') * 1000, 'ms', note);
    figure(`Lighthouse ${preset}: TBT`, median('tbtMillis'), 'ms', note);
    figure(`Lighthouse ${preset}: CLS`, median('cls'), '', note);
  }
} finally {
  await server.close();
}
