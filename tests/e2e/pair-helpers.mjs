// What the tests of a game on two devices share: the browsers' flags and the
// pairing dialog's steps, the same on the page (tests/e2e/pair.test.mjs) and in
// <mancala-board pair> (tests/e2e/pair-element.test.mjs). Playwright's CSS locators
// reach into open shadow roots, so `#pair-dialog` finds the element's dialog as well.

import { CHROMIUM_ARGS, useTool } from './helpers.mjs';

// Headless Chromium gives host candidates as mDNS names (UUID.local), which it resolves on this
// machine too; these flags are only so that the loopback's address is a candidate as well, and
// that no test depends on a multicast resolver.
export const PAIR_ARGS = [
  ...CHROMIUM_ARGS,
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  // A camera that shows a test pattern, allowed without asking (the scan test stands in for
  // BarcodeDetector, which Chromium on Linux does not have).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export const dialog = (page) => page.locator('#pair-dialog');
export const bar = (page) => page.locator('#pair-bar');

/** Opens the page's pairing dialog: its button is in the More menu on a phone, behind More actions on a large screen. */
export async function openPairing(page) {
  if (!(await page.locator('#btn-pair').isVisible()) && (await page.locator('#btn-more').isVisible())) await page.locator('#btn-more').click();
  await useTool(page, '#btn-pair');
}

/** The inviter opens the dialog (with `open`) and makes an invitation (`hints`: allowed for both); resolves to { link, code }. */
export async function makeInvitation(page, seat = 0, open = openPairing, { hints = false } = {}) {
  await open(page);
  await dialog(page).locator(`input[name="pair-seat"][value="${seat}"]`).check();
  await dialog(page).locator('#pair-hints').setChecked(hints);
  await dialog(page).getByRole('button', { name: 'Make an invitation' }).click();
  const code = dialog(page).locator('#pair-code-invite');
  await code.waitFor({ timeout: 20_000 });
  return { link: await dialog(page).locator('#pair-link-invite').inputValue(), code: await code.inputValue() };
}

/** The friend accepts the invitation on the dialog; resolves to { link, code } of the answer. */
export async function acceptInvitation(page) {
  await dialog(page).getByRole('button', { name: 'Accept' }).click();
  const code = dialog(page).locator('#pair-code-answer');
  await code.waitFor({ timeout: 20_000 });
  return { link: await dialog(page).locator('#pair-link-answer').inputValue(), code: await code.inputValue() };
}

/** The inviter pastes the answer and connects; both bars then show. */
export async function connect(host, guest, answer) {
  await dialog(host).locator('#pair-paste-answer').fill(answer);
  await dialog(host).getByRole('button', { name: 'Connect' }).click();
  await bar(host).waitFor({ timeout: 30_000 });
  await bar(guest).waitFor({ timeout: 30_000 });
}
