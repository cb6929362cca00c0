// The fonts bundled for the Arabic script (www/i18n/fonts.js), without a browser:
// every letter and mark the Urdu catalogue uses is in the cut Nastaliq font, and
// every one the Arabic catalogue and the language menu use is in the Naskh font. (The files are
// cut down to what the catalogues hold: a new letter needs the file cut again.)

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';

const FONTS = new URL('../../www/i18n/fonts/', import.meta.url);
const I18N = new URL('../../www/i18n/', import.meta.url);

// The tags a WOFF2 table directory names by number (WOFF2 spec, 5.1).
const KNOWN_TAGS = 'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'.match(/.{4} ?/g).map((t) => t.slice(0, 4));

/** The code points a WOFF2 font maps to a glyph (its cmap's format 4 subtable). */
function codePoints(file) {
  const data = readFileSync(new URL(file, FONTS));
  assert.equal(data.toString('latin1', 0, 4), 'wOF2', `${file}: a WOFF2 file`);
  const numTables = data.readUInt16BE(12);
  const compressedLength = data.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = data[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const tables = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = data[at++];
    const tag = (flags & 0x3f) === 0x3f ? data.toString('latin1', at, (at += 4)) : KNOWN_TAGS[flags & 0x3f];
    const version = flags >> 6;
    let length = base128();
    // glyf and loca are transformed unless version 3; other tables unless version 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    if (transformed) length = base128();
    tables.push({ tag, length });
  }
  const stream = brotliDecompressSync(data.subarray(at, at + compressedLength));
  let offset = 0;
  const cmapTable = tables.find((t) => {
    if (t.tag === 'cmap') return true;
    offset += t.length;
    return false;
  });
  const cmap = stream.subarray(offset, offset + cmapTable.length);
  const count = cmap.readUInt16BE(2);
  const points = new Set();
  for (let i = 0; i < count; i += 1) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(sub) !== 4) continue;
    const segments = cmap.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s += 1) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const range = cmap.readUInt16BE(ranges + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c += 1) {
        const glyph = range === 0 ? (c + delta) & 0xffff : cmap.readUInt16BE(ranges + s * 2 + range + (c - start) * 2);
        if (glyph) points.add(c);
      }
    }
  }
  assert.ok(points.size > 0, `${file}: no format 4 cmap`);
  return points;
}

/** The Arabic-script characters (letters, marks, punctuation) of a catalogue's text. */
function arabicScript(code) {
  const later = new URL(`${code}-later.js`, I18N);
  const text = readFileSync(new URL(`${code}.js`, I18N), 'utf8') + (existsSync(later) ? readFileSync(later, 'utf8') : '');
  return [...new Set(text.match(/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu))];
}

test('the Nastaliq font has every letter and mark of the Urdu catalogue', () => {
  const font = codePoints('noto-nastaliq-urdu-400.woff2');
  const missing = arabicScript('ur').filter((c) => !font.has(c.codePointAt(0)));
  assert.deepEqual(missing, [], 'cut the font again with these (see www/i18n/fonts.js)');
  // It was cut: no Arabic letter the Urdu catalogue does not use (ظ is used; ۂ, for one, is not).
  assert.ok(font.size < 120 && !font.has(0x06c2), `${font.size} code points`);
});

for (const weight of ['400']) {
  test(`the Naskh font (${weight}) has every letter and mark of the Arabic catalogue and the language menu`, () => {
    const font = codePoints(`noto-naskh-arabic-${weight}.woff2`);
    const missing = [...arabicScript('ar'), ...arabicScript('languages')].filter((c) => !font.has(c.codePointAt(0)));
    assert.deepEqual(missing, [], 'cut the font again with these (see www/i18n/fonts.js)');
    // It was cut: Arabic digits are in, but not the letters only Urdu uses (ٹ is Urdu's).
    assert.ok(font.has(0x0663) && !font.has(0x0679), `${font.size} code points`);
  });
}
