import { startServer, launchBrowser } from './e2e/helpers.mjs';
const server = await startServer();
const browser = await launchBrowser();
const page = await browser.context.newPage();
await page.goto(server.url);
const out = await page.evaluate(async () => {
  const mod = await import('/pkg/mancala-web.js');
  await mod.default();
  const c = new mod.Computer(7);
  const rows = [];
  let record = 'ba2~';
  for (let ply = 0; ply < 60; ply++) {
    const t0 = performance.now();
    const d = c.decide(record, 'expert', 900);
    const t1 = performance.now();
    const h = c.hints(record, 900);
    const t2 = performance.now();
    rows.push({ ply, ms: Math.round(t1 - t0), hintMs: Math.round(t2 - t1), value: d.value, nodes: d.nodes, proven: h[0]?.proven, hints: h.length });
    const b = c.decide(record, 'beginner', 5);
    if (b.hole == null) break;
    record += String.fromCharCode(97 + b.hole);
    try { c.decide(record, 'beginner', 1); } catch { break; }
  }
  return rows;
});
console.log(JSON.stringify(out));
await browser.close();
await server.close();
