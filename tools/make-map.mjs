// Makes the Background view's maps: for each game's own region (northern Morocco for Bakuk
// and Koumma, Ghana for Ba-awa) the land from Natural Earth (public domain), through the npm
// packages world-atlas (its 1:10m TopoJSON) and topojson-client, cut to the region,
// projected, simplified and written as SVG path data into www/background/map-data.js,
// which is committed: the page fetches nothing and draws the maps from it
// (www/background/map.js). Run by hand when a region changes:
//
//   node tools/make-map.mjs
//
// Projection: equirectangular, x scaled by the cosine of the middle latitude, so that the
// region looks about as it does on a globe; `unit` units a degree of latitude. Simplified by
// Douglas–Peucker to 0.6 units, coordinates rounded to whole units.
//
// The land, its coasts and the outline of the one country the map is of, from Natural Earth's
// 1:10m countries; no other borders: the places are what the map is for, and borders
// (Western Sahara's, among others) are disputed in ways a games page should not take sides on.
// Northern Morocco's map stops well north of that one.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../www/background/map-data.js', import.meta.url));
const land = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
const countries = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));

/**
 * Each map: its extent in degrees, its units a degree of latitude (about 300 units high or
 * wide, as the place names' sizes expect), and the country outlined (its Natural Earth name).
 */
const MAPS = {
  morocco: { west: -10.6, east: -1.2, south: 29.6, north: 36.3, unit: 42, country: 'Morocco' },
  ghana: { west: -4.4, east: 2.2, south: 4.2, north: 11.6, unit: 40, country: 'Ghana' },
};
const TOLERANCE = 0.6;

/** The map of `region`: its size in units, and its land and country as SVG path data. */
function makeMap(region) {
  const midLat = ((region.north + region.south) / 2) * (Math.PI / 180);
  const kx = Math.cos(midLat) * region.unit;
  const project = ([lon, lat]) => [(lon - region.west) * kx, (region.north - lat) * region.unit];
  const width = Math.round((region.east - region.west) * kx);
  const height = Math.round((region.north - region.south) * region.unit);
  const shapes = (geometries) => {
    const rings = [];
    for (const { geometry } of geometries) {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      for (const polygon of polygons) {
        for (const ring of polygon) {
          const clipped = clip(ring.map(project), width, height);
          if (clipped.length >= 3) rings.push(simplify([...clipped, clipped[0]]).slice(0, -1));
        }
      }
    }
    return pathData(rings);
  };
  const country = feature(countries, countries.objects.countries).features.filter((f) => f.properties.name === region.country);
  if (country.length !== 1) throw new Error(`${region.country}: ${country.length} countries of that name`);
  return {
    region: { west: region.west, east: region.east, south: region.south, north: region.north, unit: region.unit, width, height, kx: Number(kx.toFixed(6)) },
    land: shapes(feature(land, land.objects.land).features),
    country: shapes(country),
  };
}

/** A ring clipped to the rectangle [0, width] × [0, height] (Sutherland–Hodgman, one edge at a time). */
function clip(ring, width, height) {
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

const maps = Object.fromEntries(Object.entries(MAPS).map(([name, region]) => [name, makeMap(region)]));
const lines = [
  '// Made by tools/make-map.mjs from Natural Earth (public domain), 1:10m land and countries, by',
  '// way of the npm package world-atlas; do not edit by hand. Each game\'s region (northern Morocco,',
  '// Ghana): its extent and size, its land and the outline of its country, in the projection of its',
  '// region (www/background/map.js draws them).',
  '',
  `export const MAPS = Object.freeze(${JSON.stringify(maps, null, 2)});`,
  '',
];
writeFileSync(OUT, lines.join('\n'));
for (const [name, map] of Object.entries(maps)) console.log(`${name}: ${map.region.width} × ${map.region.height}, ${map.land.length + map.country.length} bytes of paths`);
