// Makes docs/screenshot.jpg, the picture at the top of the README: a game of
// Ba-awa a few moves in, on the built page at a desktop size. Run by hand
// after `cargo xtask dist` when the page's look changes; the output is
// committed.
//
//   node tools/make-screenshot.mjs

import { join } from 'node:path';
import { launchBrowser, openApp, ROOT, startServer } from '../tests/e2e/helpers.mjs';

const server = await startServer();
const browser = await launchBrowser({ viewport: { width: 1100, height: 700 } });
try {
  const page = await browser.context.newPage();
  await openApp(page, `${server.url}index.html?record=ba2~agbh&seats=human,human&lang=en`);
  await page.locator('html[data-ready="true"]').waitFor();
  await page.waitForFunction(() => window.__mancala?.idle?.() ?? true);
  // Down to the narration under the board: the page's other controls are below it.
  await page.screenshot({ path: join(ROOT, 'docs/screenshot.jpg'), type: 'jpeg', quality: 82, clip: { x: 0, y: 0, width: 1100, height: 600 } });
} finally {
  await browser.close();
  await server.close();
}
