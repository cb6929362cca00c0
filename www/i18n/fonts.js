// Fonts for the Arabic script, for devices that have none. A system font of the
// same kind is used first (local()), so most devices download nothing, and a
// file is fetched only when its letters are shown (unicode-range). Registered
// with the FontFace API so that they also serve <mancala-board> on other sites'
// pages. Both are under the SIL Open Font License (fonts/OFL.txt, fonts/OFL-nastaliq.txt).
//
// Arabic: Noto Naskh Arabic, regular only (a bold file would take Arabic's first
// load over 150 KB on a device with no Arabic font; a device's own bold is used
// where it has one), cut down to the letters and marks the Arabic catalogue and the
// language menu use (www/i18n/ar.js, languages.js), with Arabic digits and
// punctuation and all the shaping features (11.7 KB, against 25 KB for the whole
// Arabic block). Made from
// @fontsource/noto-naskh-arabic 5.3.0 with fonttools:
//   pyftsubset noto-naskh-arabic-arabic-400-normal.woff2 --flavor=woff2 --layout-features='*' \
//     --unicodes=<every Arabic-script character of ar.js and languages.js>,U+060C,U+061B,U+061C,\
//       U+061F,U+0640,U+0660-066D,U+06D4,U+200C-200F,U+2068-2069,U+FD3E-FD3F
// (Urdu has its own font below; a new letter in ar.js needs the file cut again.)
//
// Urdu: Nastaliq, the style Urdu is written and read in (Naskh looks foreign
// to its readers). Noto Nastaliq Urdu, regular only (bold is synthesized: the
// regular face alone is 93 KB, its contextual forms are many), cut down to the
// 46 letters and marks the Urdu catalogue uses (www/i18n/ur.js). Made from
// @fontsource/noto-nastaliq-urdu 5.3.0 with fonttools:
//   pyftsubset noto-nastaliq-urdu-arabic-400-normal.woff2 --flavor=woff2 --layout-features='*' \
//     --unicodes=<every Arabic-script character of ur.js>,U+2068,U+2069
// A new letter in ur.js needs the file cut again: tests/unit/fonts.test.mjs says so.

export const ARABIC_FAMILY = 'Mancala Arabic';
export const NASTALIQ_FAMILY = 'Mancala Nastaliq';

const ARABIC_RANGE = 'U+0600-06FF, U+200C-200F, U+2068-2069, U+FD3E-FD3F';
const FACES = {
  [ARABIC_FAMILY]: [
    { weight: '400', file: 'noto-naskh-arabic-400.woff2', range: ARABIC_RANGE, local: ['Noto Naskh Arabic', 'Noto Naskh Arabic UI', 'Segoe UI', 'Geeza Pro'] },
    // A device's own bold, only where it has one (no file: bold is synthesized from the regular).
    { weight: '700', file: null, range: ARABIC_RANGE, local: ['Noto Naskh Arabic Bold', 'Noto Naskh Arabic UI Bold', 'Segoe UI Bold', 'Geeza Pro Bold'] },
  ],
  [NASTALIQ_FAMILY]: [
    {
      weight: '400',
      file: 'noto-nastaliq-urdu-400.woff2',
      // The Arabic and Urdu letters; the rest of a line (Latin, digits) comes from the fallbacks.
      range: 'U+0600-06FF, U+0750-077F, U+FB50-FDFF, U+FE70-FEFF, U+200C-200F, U+2068-2069',
      local: [
        'Noto Nastaliq Urdu',
        'Noto Nastaliq Urdu Regular',
        'NotoNastaliqUrdu-Regular',
        'Jameel Noori Nastaleeq',
        'Jameel Noori Nastaleeq Regular',
        'Urdu Typesetting',
        'Awami Nastaliq',
        'Awami Nastaliq Regular',
        'AwamiNastaliq-Regular',
        'Gulzar',
        'Gulzar Regular',
      ],
    },
  ],
};

const added = new Set();

/** Adds the faces of `family` (ARABIC_FAMILY or NASTALIQ_FAMILY) to the document (once). */
export function addScriptFont(family) {
  if (added.has(family) || typeof FontFace === 'undefined' || !globalThis.document?.fonts) return;
  added.add(family);
  for (const face of FACES[family]) {
    const local = face.local.map((name) => `local("${name}")`);
    const descriptors = { weight: face.weight, unicodeRange: face.range };
    if (!face.file) {
      // A face that fails to load would hide the family's others at its weight: added only once
      // it is known to be on the device.
      const own = new FontFace(family, local.join(', '), descriptors);
      own.load().then(() => document.fonts.add(own), () => {});
      continue;
    }
    const url = new URL(`./fonts/${face.file}`, import.meta.url).href;
    document.fonts.add(new FontFace(family, [...local, `url("${url}") format("woff2")`].join(', '), descriptors));
  }
}
