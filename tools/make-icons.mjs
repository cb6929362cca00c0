// Makes the app's icons from its own artwork: the board renderer (www/board/board.js)
// draws a Bakuk board with pebbles in headless Chromium, and the icons are
// crops of it. Run by hand when the artwork changes; the PNGs are committed.
// Then each goes through Debian's pngquant (48 colours for the favicon and the
// 192 px icon the page asks for as its apple-touch-icon, 64 for the two 512 px
// ones; no dithering, which would only add noise to the grain) and optipng:
// icon-192.png 28.9 KB to 7.9 KB, the favicon 2.1 KB to 0.8 KB, no difference to see.
//
//   node tools/make-icons.mjs    (apt-get install pngquant optipng)
//
// icons/icon-192.png, icon-512.png   four hollows with pebbles, rounded corners
// icons/icon-maskable-512.png        full bleed, the hollows on a round patch inside the 80 % safe circle
// icons/favicon-32.png               one hollow with pebbles

import { spawnSync } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { ROOT, launchBrowser, startServer } from '../tests/e2e/helpers.mjs';

const OUT = join(ROOT, 'icons');

const server = await startServer(resolve(ROOT));
const browser = await launchBrowser();
try {
  const page = await browser.context.newPage();
  // Any page of the origin will do: the modules are imported from it.
  await page.goto(`${server.url}manifest.webmanifest`);
  const icons = await page.evaluate(async () => {
    const { BoardRenderer } = await import('/www/board/board.js');
    const { BoardModel } = await import('/www/board/model.js');
    const renderer = new BoardRenderer(document.createElement('canvas'));
    // A board of two rows of two: four hollows, no neighbours cut at the edges.
    renderer.configure('bakuk', 4, 2);
    renderer.setOwners([0, 0, 1, 1]);
    // Drawn large and scaled down: the earth's fine grain averages out (smaller PNGs).
    renderer.resize(3240, 2304, 1);
    const model = new BoardModel();
    model.reset({ board: [5, 7, 6, 4], captured: [0, 0], owners: [0, 0, 1, 1], players: 2 });
    const view = {
      toMove: -1,
      showLegal: false,
      legal: new Uint8Array(12),
      choosing: false,
      chosen: new Uint8Array(12),
      choosable: new Uint8Array(12),
      lifted: -1,
      showCounts: false,
      handCount: 0,
      flightCount: 0,
      flights: [],
    };
    // A softened earth under crisp pebbles: the grain that reads well on a
    // big board is only noise (and bytes) in an icon.
    const soft = document.createElement('canvas');
    soft.width = renderer.background.width;
    soft.height = renderer.background.height;
    const sg = soft.getContext('2d');
    sg.filter = 'blur(3px)';
    sg.drawImage(renderer.background, 0, 0);
    renderer.background = soft;
    renderer.draw(model, view, 0);
    const board = renderer.canvas;
    const [p1, p2, p3, p4] = [0, 1, 2, 3].map((i) => renderer.pits[i]);
    const centre = { x: (p1.x + p2.x + p3.x + p4.x) / 4, y: (p1.y + p2.y + p3.y + p4.y) / 4 };
    const pitReach = Math.hypot(p2.x - centre.x, p2.y - centre.y) + p2.r * 1.2;

    function crop(size, cx, cy, half, radius) {
      const c = document.createElement('canvas');
      c.width = size;
      c.height = size;
      const g = c.getContext('2d');
      if (radius) {
        g.beginPath();
        g.roundRect(0, 0, size, size, radius * size);
        g.clip();
      }
      g.imageSmoothingQuality = 'high';
      g.drawImage(board, cx - half, cy - half, 2 * half, 2 * half, 0, 0, size, size);
      return pixels(c);
    }
    // Maskable: plain earth to the edges, the hollows on a round patch
    // within the central circle of 80 % diameter that every mask keeps.
    function maskable(size, cx, cy, half) {
      const c = document.createElement('canvas');
      c.width = size;
      c.height = size;
      const g = c.getContext('2d');
      g.fillStyle = '#c99c66';
      g.fillRect(0, 0, size, size);
      const r = size * 0.4;
      g.save();
      g.shadowColor = 'rgba(70, 40, 15, 0.45)';
      g.shadowBlur = size * 0.03;
      g.shadowOffsetY = size * 0.01;
      g.beginPath();
      g.arc(size / 2, size / 2, r, 0, Math.PI * 2);
      g.fillStyle = '#b98a58';
      g.fill();
      g.restore();
      g.beginPath();
      g.arc(size / 2, size / 2, r, 0, Math.PI * 2);
      g.clip();
      g.imageSmoothingQuality = 'high';
      const s = (half / r) * (size / 2);
      g.drawImage(board, cx - s, cy - s, 2 * s, 2 * s, 0, 0, size, size);
      return pixels(c);
    }
    function pixels(c) {
      const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let text = '';
      for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return { size: c.width, rgba: btoa(text) };
    }
    // Any-purpose icons: the four hollows fill the square.
    const half = pitReach * 1.04;
    // Favicon: the fullest hollow, alone.
    const one = renderer.pits[1];
    return {
      'icon-192.png': crop(192, centre.x, centre.y, half, 0.2),
      'icon-512.png': crop(512, centre.x, centre.y, half, 0.2),
      'icon-maskable-512.png': maskable(512, centre.x, centre.y, pitReach * 1.02),
      'favicon-32.png': crop(32, one.x, one.y, one.r * 1.18, 0.25),
    };
  });
  for (const [name, { size, rgba }] of Object.entries(icons)) {
    const path = join(OUT, name);
    const png = encodePng(size, Buffer.from(rgba, 'base64'));
    await writeFile(path, png);
    const colours = name.endsWith('-512.png') ? '64' : '48';
    for (const [tool, args] of [['pngquant', ['--force', '--speed', '1', '--strip', '--nofs', '--output', path, colours, path]], ['optipng', ['-quiet', '-o7', path]]]) {
      const run = spawnSync(tool, args, { stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`${tool} failed on ${name}: is it installed (apt-get install pngquant optipng)?`);
    }
    console.log(`wrote ${path} (${(await stat(path)).size} bytes)`);
  }
} finally {
  await browser.close();
  await server.close();
}

// ---- a small PNG encoder: the browser's is quick, not small -----------------------------

/**
 * RGBA pixels to PNG: colour channels rounded to 6 bits (invisible on these
 * soft gradients, and far fewer distinct bytes), each row with the filter
 * that leaves the smallest residues, deflated at the best level.
 */
function encodePng(size, rgba) {
  const stride = size * 4;
  for (let i = 0; i < rgba.length; i += 1) if (i % 4 !== 3) rgba[i] = Math.min(255, Math.round(rgba[i] / 4) * 4);
  const rows = [];
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < size; y += 1) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    let best = null;
    let bestScore = Infinity;
    for (let filter = 0; filter < 5; filter += 1) {
      const out = Buffer.alloc(stride + 1);
      out[0] = filter;
      let score = 0;
      for (let x = 0; x < stride; x += 1) {
        const a = x >= 4 ? row[x - 4] : 0;
        const b = prev[x];
        const c = x >= 4 ? prev[x - 4] : 0;
        let predicted = 0;
        if (filter === 1) predicted = a;
        else if (filter === 2) predicted = b;
        else if (filter === 3) predicted = (a + b) >> 1;
        else if (filter === 4) {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        const v = (row[x] - predicted) & 0xff;
        out[x + 1] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        best = out;
      }
    }
    rows.push(best);
    prev = row;
  }
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crcTable() {
  return Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
  });
}

function crc32(bytes) {
  const CRC_TABLE = (crc32.table ??= crcTable());
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
