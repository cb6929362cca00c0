// TypeScript declarations for <mancala-board> (the package's entry point).
// tests/package/ checks them against the element itself: the attribute names
// against its observedAttributes, the events and their detail fields against
// what it dispatches, the members against its prototype.

/** The attributes the element reads (the iframe page's URL parameters); a change to a game attribute starts a new game. */
export type MancalaBoardAttribute =
  | 'game' // bakuk | koumma | ba-awa
  | 'players' // 2 | 3
  | 'variant' // rule variant letters, e.g. "bo"
  | 'mode' // single | match (Ba-awa)
  | 'target' // 10 | 11 | 12: pits to win a Ba-awa match
  | 'first' // 0 | 1 | 2 | random
  | 'seats' // one per seat, comma-separated: human | beginner | intermediate | expert
  | 'lang' // en | pt | vi | ur | ca | ar | fr
  | 'speed' // slow | normal | fast | instant
  | 'controls' // full | minimal
  | 'kiosk' // 1: kiosk mode
  | 'kiosk-idle' // seconds without input before the attract loop
  | 'record' // a game record to open at its last position, e.g. "bk2~adb"
  | 'position' // a set-up position to open, e.g. "bk2_1.7.7.7.7.7_0.0_1"
  | 'sound' // on | 1 | present without a value: synthesized pebble sounds (off by default in an embed)
  | 'hint' // off: no Hint button (the element has one by default)
  | 'view' // background: the game's background (where it comes from, its sources) in place of the board
  | 'background' // off: no background, and no button for it
  | 'pair' // on | 1 | present without a value: "Play a friend on another device" (never in kiosk mode)
  | 'ice' // STUN or TURN servers for pairing, e.g. "stun:stun.example.org turn:user:secret@turn.example.org:3478"
  | 'save'; // a storage key: the game is kept across reloads under "mancala-board.<key>" in localStorage

/** `move`: after each move has been sown. */
export interface MancalaMoveDetail {
  /** The seat that moved (0 is South). */
  player: number;
  /** The hole it lifted, counted from the mover's first hole. */
  hole: number;
  /** The game so far in the project's notation, e.g. `bk2~b`. */
  record: string;
}

/** `gameover`: once, when the game (or a Ba-awa match) is over. */
export interface MancalaGameOverDetail {
  /** The winning seat, or null (a draw). */
  winner: number | null;
  draw: boolean;
  /** Why it ended (`match` when a match is over), or null. */
  reason: string | null;
  /** Seeds (Ba-awa: pits) each seat holds at the end. */
  captured: number[];
}

/** `pair`: a game with a friend on another device (the `pair` attribute) changed state. */
export interface MancalaPairDetail {
  /** open: connected; quiet: nothing heard for 15 s; lost: the connection closed (the game is kept); closed: the paired game is over. */
  state: 'open' | 'quiet' | 'lost' | 'closed';
  /** This device's seat in the paired game (0 is South), null once it is closed. */
  seat: number | null;
}

/** The events the element dispatches; all bubble and are composed (they leave the shadow root). */
export interface MancalaBoardEventMap {
  /** The engine has loaded and the first game is on the board. */
  ready: CustomEvent<null>;
  move: CustomEvent<MancalaMoveDetail>;
  gameover: CustomEvent<MancalaGameOverDetail>;
  pair: CustomEvent<MancalaPairDetail>;
}

/** The engine's snapshot of the game on the board (the fields a host is likely to read). */
export interface MancalaState {
  game: 'bakuk' | 'koumma' | 'ba-awa';
  players: number;
  /** Seeds in each hole, South's first. */
  board: number[];
  captured: number[];
  toMove: number;
  status: 'playing' | 'round-over' | 'over';
  /** The holes the player to move may lift. */
  legal: number[];
  winner: number | null;
  draw: boolean;
  record: string;
  [field: string]: unknown;
}

export declare class MancalaBoard extends HTMLElement {
  static readonly observedAttributes: readonly MancalaBoardAttribute[];
  /** The engine's snapshot, or null before the engine has loaded. */
  readonly state: MancalaState | null;
  /** The game record in the project's notation ('' before the engine has loaded). */
  readonly record: string;
  /**
   * Plays `hole` for the person to move; resolves once it has been sown, to false when it is
   * refused (not a legal move, or a computer seat is to move).
   */
  play(hole: number): Promise<boolean>;
  /** Starts a new game from the attributes. */
  newGame(): void;
  /** Resolves when no move is being sown. */
  idle(): Promise<void>;

  addEventListener<K extends keyof MancalaBoardEventMap>(
    type: K,
    listener: (this: MancalaBoard, event: MancalaBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof MancalaBoardEventMap>(
    type: K,
    listener: (this: MancalaBoard, event: MancalaBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'mancala-board': MancalaBoard;
  }
}
