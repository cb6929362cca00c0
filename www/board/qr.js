// QR codes, drawn offline: the modules come from www/board/qr-encode.js, a few kilobytes of
// JavaScript loaded with this module the first time a code is drawn (nothing of it in the first
// load, and not the computer's build). Codes are black on white in every theme: a phone's camera
// reads dark modules on a light ground.

import { qrModules } from './qr-encode.js';

const QUIET_ZONE = 4; // modules of white around the code, as the standard asks
const SVG = 'http://www.w3.org/2000/svg';

/**
 * Resolves to { size, dark, version }: the code for `text`, `size` modules a side, `dark` a
 * Uint8Array of size * size (row by row, 1 for dark). Rejects with an Error (English, for the
 * console) when the text does not fit a QR code.
 */
export async function encodeQr(text) {
  const { size, dark } = qrModules(text);
  return { size, dark, version: (size - 17) / 4 };
}

/**
 * An <svg> drawing `code` (from encodeQr): one path of dark squares on a white ground with
 * the quiet zone, scaled by its container (crisp edges); role img, named `label`.
 */
export function qrSvg(doc, code, label) {
  const { size, dark } = code;
  const side = size + 2 * QUIET_ZONE;
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.classList.add('qr-code');
  const ground = doc.createElementNS(SVG, 'rect');
  ground.setAttribute('width', String(side));
  ground.setAttribute('height', String(side));
  ground.setAttribute('fill', '#fff');
  const modules = doc.createElementNS(SVG, 'path');
  modules.setAttribute('fill', '#000');
  modules.setAttribute('d', darkPath(size, dark));
  svg.append(ground, modules);
  return svg;
}

/**
 * Sizes `svg` (from qrSvg) so that each module is a whole number of device pixels at
 * `pixelRatio`, as large as fits `maxCss` CSS px (one device pixel a module at the least): a
 * module drawn across pixel edges blurs, and a camera then misreads a large code.
 */
export function fitQr(svg, code, pixelRatio, maxCss) {
  const side = code.size + 2 * QUIET_ZONE;
  const perModule = Math.max(1, Math.floor((maxCss * pixelRatio) / side));
  // Attributes, not a style: a copy of the drawing (cloneNode) keeps them under the page's CSP.
  const css = String((side * perModule) / pixelRatio);
  svg.setAttribute('width', css);
  svg.setAttribute('height', css);
  svg.dataset.modulePixels = String(perModule);
}

/** The dark modules as one path: each row's runs of dark modules as rectangles. */
function darkPath(size, dark) {
  const parts = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!dark[y * size + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && dark[y * size + x]) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join('');
}
