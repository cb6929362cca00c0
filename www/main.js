// Placeholder front end: loads the engine and draws an empty board.
// The path matches dist/: www/main.js next to pkg/mancala-web.js.
import init, { engineVersion } from '../pkg/mancala-web.js';

const PITS_PER_ROW = 6;

function drawBoard(canvas) {
  const ctx = canvas.getContext('2d');
  const { width, height } = canvas;
  ctx.fillStyle = '#8b5a2b';
  ctx.fillRect(0, 0, width, height);

  const cell = width / (PITS_PER_ROW + 2);
  ctx.fillStyle = '#5c3a1a';
  for (let row = 0; row < 2; row += 1) {
    for (let col = 0; col < PITS_PER_ROW; col += 1) {
      ctx.beginPath();
      ctx.arc(cell * (col + 1.5), height * (row ? 0.72 : 0.28), cell * 0.38, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
  // The two stores at either end.
  for (const x of [cell * 0.5, width - cell * 0.5]) {
    ctx.beginPath();
    ctx.ellipse(x, height / 2, cell * 0.38, height * 0.4, 0, 0, 2 * Math.PI);
    ctx.fill();
  }
}

await init();
document.getElementById('engine-version').textContent = engineVersion();
drawBoard(document.getElementById('board'));
