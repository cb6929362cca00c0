// Makes tests/e2e/fixtures/ba3m12-40000-plies.txt: a three-player Ba-awa match (ba3m12) of
// 40,000 plies, for the tests and the benchmark of long records. Random
// play ends a match within a thousand plies, so each mover plays, of its legal moves, the one
// that helps most the player owning fewest pits (its captures minus the others', a little
// noise, never a move that ends the round when another will do): rounds stay even and the
// match goes on. The engine is the page's (dist/pkg, so `cargo xtask dist` first); the seed
// is fixed, so the file comes out the same. About a minute; run by hand, the file is committed.
//
//   node tools/make-long-match.mjs [PLIES]

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../tests/e2e/helpers.mjs';

const { initSync, GameHandle } = await import(join(ROOT, 'dist/pkg/mancala-web.js'));
initSync({ module: readFileSync(join(ROOT, 'dist/pkg/mancala-web_bg.wasm')) });

const plies = Number(process.argv[2] ?? 40_000);
let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed / 2 ** 32;
};

const game = new GameHandle('ba3m12', 0);
for (let n = 0; n < plies; n += 1) {
  const now = game.view();
  if (now.status === 'over') throw new Error(`the match ended at ply ${n}`);
  if (now.status === 'round-over') {
    game.nextRound(null);
    continue;
  }
  const owned = [0, 0, 0];
  for (const owner of now.owners) owned[owner] += 1;
  const poorest = owned.indexOf(Math.min(...owned));
  let best = -1;
  let bestScore = -Infinity;
  for (const hole of now.legal) {
    game.play(hole);
    const after = game.view();
    game.undo();
    let score = random() * 0.9 - (after.status === 'playing' ? 0 : 0.5);
    for (let p = 0; p < 3; p += 1) score += (after.captured[p] - now.captured[p]) * (p === poorest ? 1 : -1);
    if (score > bestScore) {
      bestScore = score;
      best = hole;
    }
  }
  game.play(best);
}
const file = join(ROOT, `tests/e2e/fixtures/ba3m12-${plies}-plies.txt`);
writeFileSync(file, `${game.record()}\n`);
console.log(`${file}: ${plies} plies, round ${game.view().round}, ${game.record().length} characters`);
