// Benchmark: the bytes of a first visit, gzipped, in each of the seven languages (the same
// measure as tests/e2e/first-load.test.mjs, which asserts the 150 KB budget): what the page
// fetches until it is playable, the Arabic-script font a device without one adds, and what the
// visit fetches after, in the background (the computer's worker and its engine, the book).
// Needs dist/ (`cargo xtask dist`). Run: node tests/bench/first-load.mjs

import { startServer } from '../e2e/helpers.mjs';
import { firstVisit, isFont, sum } from '../e2e/measure.mjs';
import { figure } from './lib/figures.mjs';

const LANGUAGES = ['en', 'fr', 'pt', 'vi', 'ca', 'ar', 'ur'];

const server = await startServer();
try {
  for (const lang of LANGUAGES) {
    const { ready, later } = await firstVisit(`${server.url}?lang=${lang}`);
    const pageBytes = sum(ready.filter((row) => !isFont(row)));
    figure(`first load, ${lang}`, pageBytes, 'B', 'gzip -9 of every response until the page is playable');
    const fontBytes = sum(ready.filter(isFont));
    if (fontBytes > 0) figure(`first load with the web font, ${lang}`, pageBytes + fontBytes, 'B', 'on a device with no Arabic-script font');
    if (lang === 'en') figure('fetched after the first load', sum(later), 'B', 'the worker, its engine and the book, once a person reaches for the board');
  }
} finally {
  await server.close();
}
