// A font for the Arabic script (Arabic and Urdu), for devices that have none:
// Noto Naskh Arabic (SIL Open Font License, fonts/OFL.txt), regular and bold,
// cut down to the Arabic block U+0600–06FF, which holds every letter and mark
// of both languages, with all its shaping features. Made from
// @fontsource/noto-naskh-arabic 5.3.0 with fonttools:
//   pyftsubset noto-naskh-arabic-arabic-400-normal.woff2 --flavor=woff2 --layout-features='*' \
//     --unicodes=U+0600-06FF,U+200C-200F,U+2068-2069,U+FD3E-FD3F
// A system font of the same kind is used first (local()), so most devices
// download nothing; the file is fetched only when Arabic letters are shown.
// Registered with the FontFace API so that it also serves <mancala-board> on
// other sites' pages.

export const ARABIC_FAMILY = 'Mancala Arabic';
const RANGE = 'U+0600-06FF, U+200C-200F, U+2068-2069, U+FD3E-FD3F';
const FACES = [
  { weight: '400', file: 'noto-naskh-arabic-400.woff2', local: ['Noto Naskh Arabic', 'Noto Naskh Arabic UI', 'Segoe UI', 'Geeza Pro'] },
  {
    weight: '700',
    file: 'noto-naskh-arabic-700.woff2',
    local: ['Noto Naskh Arabic Bold', 'Noto Naskh Arabic UI Bold', 'Segoe UI Bold', 'Geeza Pro Bold'],
  },
];

let added = false;

/** Adds the Arabic-script font faces to the document (once). */
export function addArabicFont() {
  if (added || typeof FontFace === 'undefined' || !globalThis.document?.fonts) return;
  added = true;
  for (const face of FACES) {
    const url = new URL(`./fonts/${face.file}`, import.meta.url).href;
    const source = [...face.local.map((name) => `local("${name}")`), `url("${url}") format("woff2")`].join(', ');
    document.fonts.add(new FontFace(ARABIC_FAMILY, source, { weight: face.weight, unicodeRange: RANGE }));
  }
}
