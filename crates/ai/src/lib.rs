//! Computer players for Bakuk, Koumma and Ba-awa (the rules of `mancala-rules`).
//!
//! - [`Solver`]: perfect play for two-player Bakuk and Koumma, by retrograde analysis of all
//!   boards reachable from the start in seed-count layers (about 0.2 s; solve once, query often).
//!   [`DecidedSolver`]: the same under "stop when decided" (option `d`), whose values depend on
//!   the capture difference as well (about a second).
//! - [`Searcher`]: iterative-deepening alpha-beta with a transposition table, for Ba-awa and
//!   anything not solved; a caller-supplied clock ([`Budget`]) bounds it, so it runs in the
//!   browser too. With three players it is a paranoid search (the two others as one opponent).
//! - [`ExactSearch`]: proven values for two-player positions under the rules as written, the
//!   repetition rule included (bounds from a cap on capture-free stretches, raised until they
//!   meet); it proves two-player Ba-awa's start (+8 for the first player). [`Book`] keeps its
//!   values for the first plies in a compact file for the browser.
//! - [`Mcts`]: Monte Carlo tree search with a max-n backup, the three-player expert (measured
//!   better than the paranoid search against random and greedy players).
//! - [`Ai`] and [`Level`]: the one entry point for a user interface: the computer's move at a
//!   level, and hints.
//!
//! # A tour
//!
//! ```
//! use mancala_ai::{Ai, Budget, Level, Solver};
//! use mancala_rules::{parse_rules_str, Game, Position};
//!
//! // Exact values: the first player of Bakuk can win 2 seeds more than the opponent.
//! let bakuk = parse_rules_str("bk2").unwrap();
//! let solver = Solver::new(bakuk).unwrap();
//! let start = Position::new(bakuk);
//! assert_eq!(solver.value(&start), Some(2));
//! let values: Vec<i32> = solver.move_values(&start).unwrap().iter().map(|m| m.value).collect();
//! assert_eq!(values, [-2, 0, 2]); // hole a loses 4 seeds against the best move, c
//!
//! // The computer's move at any level, within a budget (a node count here; a clock in the app).
//! let mut ai = Ai::new(42);
//! let game = Game::new(parse_rules_str("ba2").unwrap());
//! let choice = ai.choose_move(&game, Level::Expert, &Budget::nodes(50_000)).unwrap();
//! assert!(game.position().legal_moves().contains(choice.hole));
//!
//! // Hints: exact move values where the game is solved, the expert's move elsewhere.
//! let hints = ai.hints(&Game::new(bakuk), &Budget::nodes(1_000));
//! assert_eq!(hints.iter().filter(|h| h.best).map(|h| h.hole).collect::<Vec<_>>(), [2]);
//! ```

mod board_index;
mod book;
mod bound;
mod budget;
mod decided;
mod eval;
mod exact;
mod level;
mod mcts;
mod players;
mod search;
mod single_lap;
mod solver;
mod values;

pub use book::{
    book_key, Book, BookBudgets, BookDepth, BookError, BookSearches, StateReport, AT_MOST_BEST,
    HARD_STATE_NODES,
};
pub use budget::Budget;
pub use decided::{DecidedSolver, DecidedStats};
pub use eval::Evaluation;
pub use exact::{ExactMove, ExactResult, ExactSearch};
pub use level::{choose_pits, Ai, Choice, Hint, Level, PROOF_NODES, PROOF_TABLE_BITS};
pub use mcts::{Mcts, MctsConfig, MctsResult};
pub use players::{greedy_move, random_move};
pub use search::{SearchResult, Searcher};
pub use solver::{MoveValue, SolveStats, Solver};
pub use values::{margin_so_far, NoValues, ValueKind, ValuedMove};
