// Makes the Background view's map outlines: the land of north-west
// and west Africa from Natural Earth (public domain), through the npm
// packages world-atlas (its 1:50m TopoJSON) and topojson-client, cut to the
// region, projected, simplified and written as SVG path data into
// www/background/map-data.js, which is committed: the page fetches nothing
// and draws the map from it (www/background/map.js). Run by hand when the
// region changes:
//
//   node tools/make-map.mjs
//
// Projection: equirectangular, x scaled by the cosine of the middle latitude,
// so that the region looks about as it does on a globe; 1 unit = 0.1 degree
// of latitude. Simplified by Douglas–Peucker to 0.6 units (about 6 km),
// coordinates rounded to whole units.
//
// The land and its coasts only, no borders: the places are what the map is for, and borders
// (Western Sahara's, among others) are disputed in ways a games page should not take sides on.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../www/background/map-data.js', import.meta.url));
const atlas = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8'));

/** The region: the Jbala and Marrakesh to the north, Ghana's coast to the south. */
const REGION = { west: -18, east: 8, south: 3.5, north: 37.5 };
const UNIT = 10; // units per degree of latitude
const TOLERANCE = 0.6;

const midLat = ((REGION.north + REGION.south) / 2) * (Math.PI / 180);
const kx = Math.cos(midLat) * UNIT;
const project = ([lon, lat]) => [(lon - REGION.west) * kx, (REGION.north - lat) * UNIT];
const width = Math.round((REGION.east - REGION.west) * kx);
const height = Math.round((REGION.north - REGION.south) * UNIT);

/** A ring clipped to the rectangle [0, width] × [0, height] (Sutherland–Hodgman, one edge at a time). */
function clip(ring) {
  const edges = [
    [(p) => p[0] >= 0, (a, b) => cut(a, b, 0, 0)],
    [(p) => p[0] <= width, (a, b) => cut(a, b, 0, width)],
    [(p) => p[1] >= 0, (a, b) => cut(a, b, 1, 0)],
    [(p) => p[1] <= height, (a, b) => cut(a, b, 1, height)],
  ];
  let out = ring;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i += 1) {
      const a = input[i];
      const b = input[(i + 1) % input.length];
      if (inside(b)) {
        if (!inside(a)) out.push(cross(a, b));
        out.push(b);
      } else if (inside(a)) out.push(cross(a, b));
    }
    if (!out.length) break;
  }
  return out;
}

function cut(a, b, axis, at) {
  const t = (at - a[axis]) / (b[axis] - a[axis]);
  const p = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  p[axis] = at;
  return p;
}

/** Douglas–Peucker on a closed ring (its first point kept). */
function simplify(points) {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    let worst = -1;
    let at = -1;
    for (let i = first + 1; i < last; i += 1) {
      const d = distance(points[i], points[first], points[last]);
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > TOLERANCE) {
      keep[at] = 1;
      stack.push([first, at], [at, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function distance(p, a, b) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy);
  if (!length) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

function pathData(rings) {
  return rings
    .map((ring) => {
      const points = ring.map(([x, y]) => [Math.round(x), Math.round(y)]).filter((p, i, all) => !i || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]);
      return points.length >= 3 ? `M${points.map((p) => p.join(' ')).join('L')}Z` : '';
    })
    .join('');
}

const rings = [];
for (const land of feature(atlas, atlas.objects.land).features) {
  const polygons = land.geometry.type === 'Polygon' ? [land.geometry.coordinates] : land.geometry.coordinates;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const clipped = clip(ring.map(project));
      if (clipped.length >= 3) rings.push(simplify([...clipped, clipped[0]]).slice(0, -1));
    }
  }
}
const land = pathData(rings);

const lines = [
  '// Made by tools/make-map.mjs from Natural Earth (public domain), 1:50m land, by way of the',
  '// npm package world-atlas; do not edit by hand. The land of north-west and west Africa, cut',
  '// to the region, in the projection of REGION (www/background/map.js draws it).',
  '',
  `export const REGION = Object.freeze(${JSON.stringify({ ...REGION, width, height, unit: UNIT, kx: Number(kx.toFixed(6)) })});`,
  '',
  '/** The land (SVG path data). */',
  `export const LAND = ${JSON.stringify(land)};`,
  '',
];
writeFileSync(OUT, lines.join('\n'));
console.log(`${OUT}: ${rings.length} rings, ${lines.join('\n').length} bytes, ${width} × ${height}`);
