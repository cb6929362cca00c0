// The <mancala-board> element at the address host pages and the npm package use;
// it lives in embed/ (embed/README.md).
export * from './embed/mancala-board.js';
