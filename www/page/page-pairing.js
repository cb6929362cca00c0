// The page's side of a game with a friend on another device (www/pair/pair-ui.js, loaded when
// first used, at once for an invitation or an answer in the URL's fragment, which no server
// sees, or for a saved game that is paired): the pairing's dialog and bar, and its ways to the
// player's games: a pairing's game brought back for its friend's invitation, another record of
// it put in its place, a copy kept aside before a record replaces it.

import { takePairCode } from '../game/params.js';

/**
 * The page's element with `id`, typed as its use asks (as querySelector is): index.html has each.
 * @template {HTMLElement} [E=HTMLElement]
 * @param {string} id
 * @returns {E}
 */
const $ = (id) => /** @type {E} */ (document.getElementById(id));

/**
 * Wires the pairing into the page; returns the part as `later` makes it (a function giving a
 * promise of the PairUi, its `.current` once made). `keeper`, `store` and `tab` are the
 * player's games (www/page/keeping.js, games-store.js, tab-game.js); `resumeGame(id)` brings
 * a saved game back to the board (false when it cannot).
 */
export function pagePairing({ session, keeper, store, tab, options, later, notices, notice, save, focusBoard, resumeGame }) {
  const pair = later(async () => {
    const { PairUi } = await import('../pair/pair-ui.js');
    return new PairUi(
      { dialog: $('pair-dialog'), bar: $('pair-bar'), root: document },
      {
        session,
        announce: (text) => notices.announce(text),
        notice,
        save,
        focusBoard,
        inPlace: (restore) => keeper.inPlace(restore),
        keepCopy: () => keeper.keepCopy(unpaired),
        findPairing,
      },
      { iceText: options.ice },
    );
  });

  /** A pairing's saved game: brought onto the board ('here'), played in another tab ('elsewhere'), or none kept (null). */
  async function findPairing(id) {
    const found = store.list().find((game) => game.entry?.settings?.pairing?.id === id);
    if (!found) return null;
    if (found.id === keeper.id) return 'here';
    if (await tab.heldElsewhere(found.id)) return 'elsewhere';
    return (await resumeGame(found.id)) ? 'here' : null;
  }

  /** A game paired with a friend's device (a reload, a game brought back) waits for it: neither device plays alone. */
  function resumePairing() {
    if (session.controller.settings?.pairing && !options.kiosk) pair().then((part) => part?.resume());
  }

  /** An invitation or an answer in the fragment (a link opened, here or in this tab), read once. */
  function readPairFragment() {
    const found = options.kiosk ? null : takePairCode();
    if (found) pair().then((part) => part?.openLinked(found));
  }

  $('btn-pair').hidden = options.kiosk;
  $('btn-pair').addEventListener('click', async () => (await pair())?.open());
  readPairFragment();
  window.addEventListener('hashchange', readPairFragment);
  session.addEventListener('update', (e) => {
    if (e.detail.reason === 'new') resumePairing();
  });
  resumePairing();
  return pair;
}

/** A game's settings without its pairing (a copy kept aside is an ordinary game). */
function unpaired(settings) {
  delete settings.pairing;
  settings.seats = settings.seats.map((seat) => ({ kind: 'human', level: seat.level }));
  return settings;
}
