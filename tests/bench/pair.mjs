// A game on two devices: two Chromium processes paired over the loopback, as in
// tests/e2e/pair.test.mjs. Figures: the sizes of the invitation and the answer (code and link),
// the time to make an invitation and to connect once the answer is pasted, and how long a move
// takes from the click on one device until the other has it on its board (p50, p95 of 30).

import { CHROMIUM_ARGS, launchBrowser, openApp, setSpeed, startServer, useTool } from '../e2e/helpers.mjs';
import { figure, percentile } from './lib/figures.mjs';

const ARGS = [...CHROMIUM_ARGS, '--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];
const MOVES = 30;

const server = await startServer();
const devices = await Promise.all([launchBrowser({ args: ARGS }), launchBrowser({ args: ARGS })]);
try {
  const [host, guest] = await Promise.all(devices.map((d) => d.context.newPage()));
  for (const page of [host, guest]) {
    await openApp(page, server.url);
    await setSpeed(page, 'instant');
  }
  const dialog = (page) => page.locator('#pair-dialog');

  // In the More popover on a large screen, as a person finds it.
  await useTool(host, '#btn-pair');
  let t0 = Date.now();
  await dialog(host).getByRole('button', { name: 'Make an invitation' }).click();
  await dialog(host).locator('#pair-code-invite').waitFor({ timeout: 30_000 });
  figure('pair: make an invitation', Date.now() - t0, 'ms', 'click to the code shown (ICE gathering, host candidates only, and the QR code)');
  const code = await dialog(host).locator('#pair-code-invite').inputValue();
  const link = await dialog(host).locator('#pair-link-invite').inputValue();
  figure('pair: invitation code', code.length, 'B', 'a new Bakuk game, deflate-raw + base64url');
  figure('pair: invitation link', link.length, 'B', `on ${server.url}`);
  const qr = await dialog(host).locator('.pair-qr svg').evaluate((svg) => ({ version: Number(svg.dataset.version), pixels: Number(svg.dataset.modulePixels) }));
  figure('pair: invitation QR code version', qr.version, '', `${qr.pixels} device px a module at devicePixelRatio ${await host.evaluate(() => devicePixelRatio)}`);

  await guest.goto(link);
  await dialog(guest).getByRole('button', { name: 'Accept' }).click();
  await dialog(guest).locator('#pair-code-answer').waitFor({ timeout: 30_000 });
  const answer = await dialog(guest).locator('#pair-link-answer').inputValue();
  figure('pair: answer link', answer.length, 'B', `on ${server.url}`);

  await dialog(host).locator('#pair-paste-answer').fill(answer);
  t0 = Date.now();
  await dialog(host).getByRole('button', { name: 'Connect' }).click();
  for (const page of [host, guest]) await page.locator('#pair-bar:not([hidden])').waitFor({ state: 'attached', timeout: 60_000 });
  figure('pair: connect', Date.now() - t0, 'ms', 'Connect to both devices paired, over the loopback');

  const times = [];
  const bySeat = [host, guest];
  for (let i = 0; i < MOVES; i += 1) {
    const s = await host.evaluate(() => window.__mancala.state());
    if (s.status !== 'playing') break;
    const mover = bySeat[s.toMove];
    const other = bySeat[1 - s.toMove];
    const n = s.plies.length;
    const start = Date.now();
    await mover.locator(`#pit-layer .pit[data-pit="${s.legal[n % s.legal.length]}"]`).click();
    await other.waitForFunction((count) => window.__mancala.state().plies.length === count && !window.__mancala.busy(), n + 1, { timeout: 30_000 });
    times.push(Date.now() - start);
    await mover.waitForFunction((count) => !window.__mancala.busy() && window.__mancala.state().plies.length === count, n + 1);
  }
  figure('pair: a move to the other device (p50)', percentile(times, 50), 'ms', `click to drawn on the other device, instant speed, ${times.length} moves`);
  figure('pair: a move to the other device (p95)', percentile(times, 95), 'ms', `the same ${times.length} moves`);
} finally {
  for (const d of devices) await d.close();
  await server.close();
}
