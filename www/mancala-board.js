// The <mancala-board> element at the address host pages and the npm package use;
// it lives in embed/ (docs/embedding.md says how to use it).
export * from './embed/mancala-board.js';
