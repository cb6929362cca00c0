// QR codes drawn offline (www/board/qr.js, encoded by www/board/qr-encode.js): each code is
// drawn as the page draws it, rasterized in the browser, and read back with jsQR; a text too
// long and a wrong argument get clear errors.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openBlank, readQrCode, useBrowser, useFreshPage } from './helpers.mjs';

const env = useBrowser();
const session = useFreshPage(env);

/** Draws `text`'s code as the page does and reads it back: { size, read }. */
async function roundTrip(page, text) {
  const size = await page.evaluate(async (text) => {
    const { encodeQr, qrSvg } = await import('./www/board/qr.js');
    const code = await encodeQr(text);
    document.getElementById('qr-under-test')?.remove();
    document.body.append(qrSvg(document, code, 'code'));
    document.body.lastElementChild.id = 'qr-under-test';
    return code.size;
  }, text);
  return { size, read: await readQrCode(page, '#qr-under-test', 6) };
}

test('codes read back as their text: a link, a long invitation, words in Arabic and Vietnamese', async () => {
  const { page } = session;
  const link = `${env.server.url}index.html?lang=ar&game=ba-awa`;
  const invitation = `${env.server.url}#join=${'Ab3_-x'.repeat(150)}`;
  for (const text of [link, invitation, 'باكوك و با-آوا', 'Bakuk: lỗ và sỏi', 'x']) {
    const { size, read } = await roundTrip(page, text);
    assert.equal(read, text, `${text.slice(0, 40)}… (${size} modules a side)`);
  }
  // The short link gets more error correction than the long one needs: a bigger code for fewer bytes.
  assert.ok((await roundTrip(page, link)).size >= 33, 'a short text is given a high error correction level');
  assert.ok((await roundTrip(page, invitation)).size <= 121, 'an invitation of 900 bytes stays readable');
});

test('a text too long for any QR code and a wrong argument are refused with a clear error', async () => {
  const { page } = session;
  // On a blank page of the origin: nothing of the app loads there on its own meanwhile.
  await openBlank(page, env.server.url);
  const errors = await page.evaluate(async () => {
    const loaded = () => performance.getEntriesByType('resource').map((e) => e.name);
    const before = new Set(loaded());
    const { encodeQr } = await import('./www/board/qr.js');
    await encodeQr('a link');
    window.qrLoaded = loaded().filter((name) => !before.has(name));
    const caught = async (f) => {
      try {
        await f();
        return null;
      } catch (e) {
        return e.message;
      }
    };
    return [await caught(() => encodeQr('a'.repeat(3000))), await caught(() => encodeQr(42)), await caught(() => encodeQr())];
  });
  assert.match(errors[0], /too long for a QR code/);
  assert.match(errors[1], /expected the text of the QR code, a string, got number/);
  assert.match(errors[2], /expected the text of the QR code, a string, got undefined/);
  // Nothing of the engine is loaded to draw a code: only the drawing and its encoder. Meanwhile
  // the browser may fetch the manifest's icon, and the page may start the computer's worker (its
  // script and its own engine), on their own.
  const loaded = await page.evaluate(() => window.qrLoaded.map((name) => new URL(name).pathname));
  const unrelated = /^\/www\/board\/qr(-encode)?\.js$|^\/icons\/|^\/manifest\.webmanifest$|^\/www\/game\/ai-worker\.js$|^\/pkg\/computer\//;
  assert.deepEqual(loaded.filter((path) => !unrelated.test(path)), []);
  // The encoder still works after the refusals.
  assert.equal((await roundTrip(page, 'after')).read, 'after');
});
