// A QR code encoder (ISO/IEC 18004), byte mode only: the text's UTF-8 bytes, Reed-Solomon
// error correction, the eight masks tried and the one with the lowest penalty kept. Small
// enough to load with the code that draws it (www/board/qr.js), so that a QR code needs
// neither the engine nor anything of the first load.

/** Error correction codewords per block, and blocks, by level (L, M, Q, H) and version (1-40). */
const ECC_PER_BLOCK = {
  L: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  M: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  Q: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  H: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
};
const BLOCKS = {
  L: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  M: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  Q: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  H: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
};
/** The format's two bits for each level. */
const FORMAT_BITS = { L: 1, M: 0, Q: 3, H: 2 };
/** The most modules a side given more error correction than it needs: version 11. */
const READABLE_SIZE = 61;

/**
 * The modules of a QR code for `text` (its UTF-8 bytes): { size, dark } with `dark` a
 * Uint8Array of size * size, row by row, 1 for dark, without the quiet zone. The error
 * correction is the highest level at which the text fits a code of at most 61 modules a side
 * (version 11), which a phone reads from a screen at arm's length; past that the lowest level
 * that fits any version. Throws for a text too long for any QR code (2,953 bytes).
 */
export function qrModules(text) {
  if (typeof text !== 'string') throw new TypeError(`expected the text of the QR code, a string, got ${text === null ? 'null' : typeof text}`);
  const bytes = new TextEncoder().encode(text);
  let lowest = null;
  for (const level of ['H', 'Q', 'M', 'L']) {
    const version = smallestVersion(bytes.length, level);
    if (!version) continue;
    if (17 + 4 * version <= READABLE_SIZE) return encode(bytes, version, level);
    lowest = [version, level];
  }
  if (!lowest) throw new Error('the text is too long for a QR code (2,953 bytes at most)');
  return encode(bytes, ...lowest);
}

/** Modules for data and error correction in a version, every function pattern left out. */
function rawDataModules(version) {
  let n = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    n -= (25 * align - 10) * align - 55;
    if (version >= 7) n -= 36;
  }
  return n;
}

function dataCodewords(version, level) {
  return Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[level][version - 1] * BLOCKS[level][version - 1];
}

/** The smallest version holding `length` bytes at `level` (mode, count and data), or 0. */
function smallestVersion(length, level) {
  for (let version = 1; version <= 40; version += 1) {
    const bits = 4 + (version < 10 ? 8 : 16) + 8 * length;
    if (length < (version < 10 ? 256 : 65536) && bits <= dataCodewords(version, level) * 8) return version;
  }
  return 0;
}

function encode(bytes, version, level) {
  const capacity = dataCodewords(version, level);
  const bits = [];
  const push = (value, count) => {
    for (let i = count - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacity * 8; pad ^= 0xec ^ 0x11) push(pad, 8);
  const data = new Uint8Array(capacity);
  bits.forEach((bit, i) => (data[i >>> 3] |= bit << (7 - (i & 7))));
  const code = new QrGrid(version);
  code.place(interleave(data, version, level));
  let best = null;
  for (let mask = 0; mask < 8; mask += 1) {
    const masked = code.masked(mask, FORMAT_BITS[level]);
    const score = penalty(masked, code.size);
    if (!best || score < best.score) best = { score, masked };
  }
  return { size: code.size, dark: best.masked };
}

// ---- Reed-Solomon over GF(256), the polynomial x^8 + x^4 + x^3 + x^2 + 1 ----------------------------

function multiply(x, y) {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function generator(degree) {
  const result = new Uint8Array(degree);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = multiply(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = multiply(root, 0x02);
  }
  return result;
}

function remainder(data, divisor) {
  const result = new Uint8Array(divisor.length);
  for (const b of data) {
    const factor = b ^ result[0];
    result.copyWithin(0, 1);
    result[result.length - 1] = 0;
    for (let i = 0; i < divisor.length; i += 1) result[i] ^= multiply(divisor[i], factor);
  }
  return result;
}

/** The data split into blocks, each with its error correction, interleaved as the standard says. */
function interleave(data, version, level) {
  const blocks = BLOCKS[level][version - 1];
  const ecc = ECC_PER_BLOCK[level][version - 1];
  const raw = Math.floor(rawDataModules(version) / 8);
  const short = blocks - (raw % blocks);
  const shortLength = Math.floor(raw / blocks);
  const divisor = generator(ecc);
  const parts = [];
  for (let i = 0, k = 0; i < blocks; i += 1) {
    const length = shortLength - ecc + (i < short ? 0 : 1);
    const block = data.slice(k, k + length);
    k += length;
    parts.push({ data: block, ecc: remainder(block, divisor) });
  }
  const out = [];
  for (let i = 0; i <= shortLength - ecc; i += 1) for (const p of parts) if (i < p.data.length) out.push(p.data[i]);
  for (let i = 0; i < ecc; i += 1) for (const p of parts) out.push(p.ecc[i]);
  return out;
}

// ---- the grid -------------------------------------------------------------------------------------------

class QrGrid {
  constructor(version) {
    this.version = version;
    this.size = 17 + 4 * version;
    this.dark = new Uint8Array(this.size * this.size);
    this.fixed = new Uint8Array(this.size * this.size);
    this.drawPatterns();
  }

  set(x, y, dark) {
    this.dark[y * this.size + x] = dark ? 1 : 0;
    this.fixed[y * this.size + x] = 1;
  }

  drawPatterns() {
    const size = this.size;
    for (let i = 0; i < size; i += 1) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [x, y] of [[3, 3], [size - 4, 3], [3, size - 4]]) {
      for (let dy = -4; dy <= 4; dy += 1) {
        for (let dx = -4; dx <= 4; dx += 1) {
          const d = Math.max(Math.abs(dx), Math.abs(dy));
          if (x + dx >= 0 && x + dx < size && y + dy >= 0 && y + dy < size) this.set(x + dx, y + dy, d !== 2 && d !== 4);
        }
      }
    }
    const at = alignmentPositions(this.version);
    for (const y of at) {
      for (const x of at) {
        const corner = (x === 6 && y === 6) || (x === 6 && y === at.at(-1)) || (x === at.at(-1) && y === 6);
        if (corner) continue;
        for (let dy = -2; dy <= 2; dy += 1) for (let dx = -2; dx <= 2; dx += 1) this.set(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
    // The format's modules, reserved now and written with each mask.
    this.drawFormat(this.dark, 0);
    if (this.version >= 7) {
      let rem = this.version;
      for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
      const bits = (this.version << 12) | rem;
      for (let i = 0; i < 18; i += 1) {
        const bit = (bits >>> i) & 1;
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.set(a, b, bit);
        this.set(b, a, bit);
      }
    }
  }

  /** Writes the format (level and mask, BCH-coded) into `grid`. */
  drawFormat(grid, format) {
    const size = this.size;
    let rem = format;
    for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((format << 10) | rem) ^ 0x5412;
    const put = (x, y, i) => {
      grid[y * size + x] = (bits >>> i) & 1;
      this.fixed[y * size + x] = 1;
    };
    for (let i = 0; i <= 5; i += 1) put(8, i, i);
    put(8, 7, 6);
    put(8, 8, 7);
    put(7, 8, 8);
    for (let i = 9; i < 15; i += 1) put(14 - i, 8, i);
    for (let i = 0; i < 8; i += 1) put(size - 1 - i, 8, i);
    for (let i = 8; i < 15; i += 1) put(8, size - 15 + i, i);
    grid[(size - 8) * size + 8] = 1; // the dark module
    this.fixed[(size - 8) * size + 8] = 1;
  }

  /** The codewords in the zigzag of two-module columns, from the bottom right. */
  place(codewords) {
    const size = this.size;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vert = 0; vert < size; vert += 1) {
        for (let j = 0; j < 2; j += 1) {
          const x = right - j;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? size - 1 - vert : vert;
          if (this.fixed[y * size + x]) continue;
          if (i < codewords.length * 8) this.dark[y * size + x] = (codewords[i >>> 3] >>> (7 - (i & 7))) & 1;
          i += 1;
        }
      }
    }
  }

  /** A copy with data modules flipped by `mask` and the format written for it. */
  masked(mask, levelBits) {
    const size = this.size;
    const grid = this.dark.slice();
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        if (this.fixed[y * size + x]) continue;
        if (MASKS[mask](x, y)) grid[y * size + x] ^= 1;
      }
    }
    this.drawFormat(grid, (levelBits << 3) | mask);
    return grid;
  }
}

const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function alignmentPositions(version) {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let pos = version * 4 + 10; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

/** The standard's penalty: runs, 2x2 blocks, finder-like patterns and the balance of dark modules. */
function penalty(grid, size) {
  let score = 0;
  const line = (get) => {
    let runColour = -1;
    let run = 0;
    const seq = [];
    for (let i = 0; i < size; i += 1) {
      const c = get(i);
      if (c === runColour) {
        run += 1;
        if (run === 5) score += 3;
        else if (run > 5) score += 1;
      } else {
        runColour = c;
        run = 1;
      }
      seq.push(c);
    }
    // 1:1:3:1:1 with four light modules on either side.
    const text = seq.join('');
    for (const pattern of ['10111010000', '00001011101']) {
      for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) score += 40;
    }
  };
  for (let y = 0; y < size; y += 1) line((x) => grid[y * size + x]);
  for (let x = 0; x < size; x += 1) line((y) => grid[y * size + x]);
  let dark = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const c = grid[y * size + x];
      dark += c;
      if (x < size - 1 && y < size - 1 && c === grid[y * size + x + 1] && c === grid[(y + 1) * size + x] && c === grid[(y + 1) * size + x + 1]) score += 3;
    }
  }
  const total = size * size;
  score += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return score;
}
