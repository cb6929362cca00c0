// QR codes encoded in JavaScript (www/board/qr-encode.js), read back by jsQR as a camera would:
// texts of every length from one byte to the most a code holds, so that every version and the
// error correction levels the encoder picks are read; the level it picks; a text too long.
// Run with `node --test tests/unit/`.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import { qrModules } from '../../www/board/qr-encode.js';

/** What jsQR reads from `code` drawn 3 px a module with the quiet zone, or null. */
function read({ size, dark }) {
  const scale = 3;
  const side = (size + 8) * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!dark[y * size + x]) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
        }
      }
    }
  }
  const found = jsQR(rgba, side, side, { inversionAttempts: 'dontInvert' });
  return found ? new TextDecoder().decode(new Uint8Array(found.binaryData)) : null;
}

const version = (code) => (code.size - 17) / 4;

test('every version from 1 to 40 is read back as written', () => {
  const seen = new Set();
  // A link's characters, and some that take two or three bytes in UTF-8.
  const alphabet = 'https://example.org/#pair=AbC-_09~é€';
  for (let length = 1; length <= 2953; length = Math.ceil(length * 1.09) + 1) {
    let text = '';
    for (let i = 0; text.length < length; i += 1) text += alphabet[(i * 7 + length) % alphabet.length];
    const bytes = new TextEncoder().encode(text).length;
    if (bytes > 2953) break;
    const code = qrModules(text);
    assert.equal(code.dark.length, code.size * code.size);
    seen.add(version(code));
    // jsQR's table puts version 23's fourth alignment pattern at 74, not at the standard's 78:
    // it misreads those modules, and at level L (the level past version 11) it cannot make up for them.
    if (version(code) === 23) continue;
    assert.equal(read(code), text, `${bytes} bytes, version ${version(code)}`);
  }
  assert.ok(seen.size >= 30, `versions read: ${[...seen].sort((a, b) => a - b).join(' ')}`);
  assert.equal(read(qrModules('a'.repeat(2953))), 'a'.repeat(2953));
});

test('the most error correction that fits version 11; past it, the least that fits', () => {
  // Version 11 holds 137 bytes at H, 321 at L; version 10 holds 151 at Q; version 12 367 at L.
  assert.equal(version(qrModules('x'.repeat(137))), 11);
  assert.equal(version(qrModules('x'.repeat(138))), 10, 'Q, at version 10');
  assert.equal(version(qrModules('x'.repeat(321))), 11, 'L at version 11');
  assert.equal(version(qrModules('x'.repeat(322))), 12, 'L at version 12');
  assert.equal(version(qrModules('x')), 1);
  assert.throws(() => qrModules('a'.repeat(2954)), /too long for a QR code/);
});
