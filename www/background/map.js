// The Background view's map of a game's own region: an SVG drawn from the outlines in
// ./map-data.js (Natural Earth's land and the region's country, made by tools/make-map.mjs),
// nothing fetched. Each place is a dot with its name in the page's language, and the
// whole map is described in words
// (role img, its label) for a screen reader.

import { MAPS } from './map-data.js';

const NS = 'http://www.w3.org/2000/svg';

/** Where a place is on the map of `region` (a map's `region` in ./map-data.js), in its units. */
export function mapPoint({ lat, lon }, region) {
  return [(lon - region.west) * region.kx, (region.north - lat) * region.unit];
}

/**
 * The map `name` (a key of MAPS) as an <svg> of `doc`: `places` ({ id, lat, lon, name }, the game's
 * own first) marked, `label` its description; `rtl` writes the names right to left.
 */
export function drawMap(doc, { name, places, label, rtl = false }) {
  const { region, land, country } = MAPS[name];
  const svg = doc.createElementNS(NS, 'svg');
  const add = (parent, tag, attrs, text) => {
    const node = doc.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    parent.append(node);
    return node;
  };
  svg.setAttribute('viewBox', `0 0 ${region.width} ${region.height}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.classList.add('bg-map-svg');
  svg.dataset.map = name;
  add(svg, 'title', {}, label);
  add(svg, 'rect', { x: 0, y: 0, width: region.width, height: region.height, class: 'bg-sea' });
  add(svg, 'path', { d: land, class: 'bg-land' });
  add(svg, 'path', { d: country, class: 'bg-country' });
  places.forEach((place, i) => {
    const [x, y] = mapPoint(place, region);
    const group = add(svg, 'g', { class: i ? 'bg-place bg-related' : 'bg-place', 'data-place': place.id });
    // The game's own place: a halo for the area it stands for, and the dot; a relative's, the dot.
    if (!i) add(group, 'circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: 14, class: 'bg-area' });
    add(group, 'circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: 4, class: 'bg-dot' });
    // The name beside the dot, on the side with room; two lines where it has a comma.
    const right = x < region.width * 0.55;
    const anchor = right === !rtl ? 'start' : 'end';
    const text = add(group, 'text', { x: (x + (right ? 7 : -7)).toFixed(1), y: (y + 3.5).toFixed(1), 'text-anchor': anchor, direction: rtl ? 'rtl' : 'ltr' });
    const [first, ...rest] = place.name.split(/[,،]\s*/);
    add(text, 'tspan', { class: 'bg-place-name' }, first);
    if (rest.length) add(text, 'tspan', { x: text.getAttribute('x'), dy: '1.2em' }, rest.join(', '));
  });
  return svg;
}

