// Sample games for kiosk mode's attract loop: real games played with the
// engine (made by tools/make-samples.mjs; do not edit by hand). Each is a
// game record in the project's notation; the attract loop plays it back move
// by move through the engine and the animator.

export const SAMPLE_GAMES = [
  {
    game: 'bakuk',
    record: 'bk2~bdbfcebfceaecdcdadbfadcdbecd'
  },
  {
    game: 'ba-awa',
    record: 'ba2~dgegcielblchd'
  },
  {
    game: 'koumma',
    record: 'km2~cdbfceadbeadafc'
  }
];
