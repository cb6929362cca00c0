// Makes the sample games that kiosk mode's attract loop replays
// (www/embed/samples.js): real games played with the engine in dist/pkg, each move
// chosen by a seeded "take the biggest capture now" player, so the records are
// legal by construction and show captures. Run by hand after `cargo xtask
// dist` when the samples should change; the output is committed.
//
//   node tools/make-samples.mjs

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { default: init, GameHandle } = await import(join(ROOT, 'dist/pkg/mancala-web.js'));
await init({ module_or_path: await readFile(join(ROOT, 'dist/pkg/mancala-web_bg.wasm')) });

/** A small seeded generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function play(rules, seed) {
  const rand = random(seed);
  const game = new GameHandle(rules, 0);
  for (let ply = 0; ply < 400; ply += 1) {
    const s = game.state();
    if (s.status !== 'playing') break;
    let best = [];
    let bestGain = -1;
    for (const hole of s.legal) {
      const trial = GameHandle.fromRecord(game.record());
      trial.play(hole);
      const gain = trial.state().captured[s.toMove] - s.captured[s.toMove];
      trial.free();
      if (gain > bestGain) {
        bestGain = gain;
        best = [hole];
      } else if (gain === bestGain) best.push(hole);
    }
    game.play(best[Math.floor(rand() * best.length)]);
  }
  const s = game.state();
  const record = game.record();
  game.free();
  return { record, plies: s.plies.length, over: s.status === 'over', captured: s.captured };
}

const WANTED = [
  { game: 'bakuk', rules: 'bk2', min: 14, max: 60 },
  { game: 'ba-awa', rules: 'ba2', min: 12, max: 70 },
  { game: 'koumma', rules: 'km2', min: 14, max: 60 },
];

const samples = [];
for (const want of WANTED) {
  let chosen = null;
  for (let seed = 1; seed < 200 && !chosen; seed += 1) {
    const g = play(want.rules, seed);
    if (g.over && g.plies >= want.min && g.plies <= want.max) chosen = { ...g, seed };
  }
  if (!chosen) throw new Error(`no sample game found for ${want.rules}`);
  console.log(`${want.game}: seed ${chosen.seed}, ${chosen.plies} plies, captured ${chosen.captured.join('-')}`);
  samples.push({ game: want.game, record: chosen.record });
}

const text = `// Sample games for kiosk mode's attract loop: real games played with the
// engine (made by tools/make-samples.mjs; do not edit by hand). Each is a
// game record in the project's notation; the attract loop plays it back move
// by move through the engine and the animator.

export const SAMPLE_GAMES = ${JSON.stringify(samples, null, 2).replace(/"(\w+)":/g, '$1:').replace(/"/g, "'")};
`;
await writeFile(join(ROOT, 'www/embed/samples.js'), text);
console.log('wrote www/embed/samples.js');
