// The release bindings (dist/pkg) loaded into Node, and games built through them, for the
// bindings fuzz test and the save tests.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './helpers.mjs';

/**
 * A build of the bindings instantiated from dist/: by default the worker's (pkg/computer/: the
 * rules and the computer), `dir` 'pkg' for the page's (the rules only).
 */
export async function loadBindings(dir = 'pkg/computer') {
  const glue = await import(join(DIST, dir, 'mancala-web.js'));
  glue.initSync({ module: readFileSync(join(DIST, dir, 'mancala-web_bg.wasm')) });
  return glue;
}

/**
 * The WebAssembly memory of a build that loadBindings has loaded (`initSync` gives the module's
 * exports once it is instantiated).
 */
export function wasmMemory(glue) {
  return glue.initSync().memory;
}

/** A generator of 32-bit numbers for fuzzing: the same run for the same seed. */
export function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const below = (n) => next() % n;
  return { below, pick: (list) => list[below(list.length)], chance: (p) => next() / 2 ** 32 < p };
}

/** The rules crate's SplitMix64, so the bindings replay the same random game as its tests. */
function splitMix64(seed) {
  const mask = (1n << 64n) - 1n;
  let state = BigInt(seed);
  return (n) => {
    state = (state + 0x9e3779b97f4a7c15n) & mask;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
    z ^= z >> 31n;
    return Number(((z >> 32n) * BigInt(n)) >> 32n);
  };
}

/**
 * The ba2m12 match of crates/rules/tests/contradictions.rs (seed 1934): a legal record of
 * 8,404 characters, longer than the 8,192 the parser once took. Returns its handle.
 */
export function longMatch(m) {
  const below = splitMix64(1934);
  const game = new m.GameHandle('ba2m12', 0);
  for (;;) {
    const legal = [...Array(12).keys()].filter((hole) => !game.whyIllegal(hole));
    if (legal.length) {
      game.play(legal[below(legal.length)]);
      continue;
    }
    try {
      game.nextRound(null);
    } catch {
      return game; // the match is over
    }
  }
}
