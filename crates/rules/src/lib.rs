//! Exact rules of three mancala games: **Bakuk** (Morocco), its relative **Koumma**, and
//! **Ba-awa** (Ghana), with an event trace of every move, seed by seed.
//!
//! The rules are those of the repository's `docs/rules.md`, numbered per game there ("Bakuk
//! rule 7", "Ba-awa rule 6"), as the comments here cite them; every option of a rules header is a
//! named field of [`Variant`] or [`Mode`]. In short:
//!
//! - Holes are numbered counter-clockwise, the sowing direction; player 0 is South (seat A).
//! - A move lifts every seed of one of the mover's holes and sows them one by one from the next
//!   hole; the origin is never skipped.
//! - Bakuk: one lap; if the last hole now holds 2 or 4, the mover takes it and the chain of
//!   following holes holding 2 or 4 ([`Chain`]). Koumma: the first seed goes back into the origin,
//!   and 6s are taken too.
//! - Ba-awa: a lap ending in an occupied pit is relayed from that pit; a four made in passing goes
//!   to the pit's owner; a four made by a lap's last seed goes to the mover and ends the move; a
//!   lap ending in an empty pit ends the move. A relay that repeats a state never ends, and such
//!   a move is illegal ([`MoveError::Endless`]), found exactly by cycle detection.
//! - Ends: the player to move has no move; the third occurrence of a position ([`Game`]);
//!   Ba-awa: 1 to 8 seeds left go to the round's starter. Most captured seeds wins.
//! - Ba-awa match play: one pit per four seeds captured next round; the round winner picks the
//!   extra pits from the other row ([`NextRound`]).
//!
//! # A tour
//!
//! ```
//! use mancala_rules::{Event, Game, GameKind, MoveError, Position, Rules};
//!
//! // A position is always legal; play returns a typed error and leaves it unchanged.
//! let mut position = Position::new(Rules::standard(GameKind::Bakuk));
//! assert_eq!(position.play(3), Err(MoveError::NotYours));
//!
//! // Every move can be traced seed by seed.
//! let mut trace = Vec::new();
//! position.play_traced(0, &mut trace).unwrap();
//! assert_eq!(position.board(), &[1, 7, 7, 7, 7, 7]);
//! assert_eq!(trace[0], Event::Lift { hole: 0, seeds: 6 });
//! assert_eq!(trace.iter().filter(|e| matches!(e, Event::Drop { .. })).count(), 6);
//!
//! // Positions and whole games have a compact notation that fits in a URL.
//! assert_eq!(position.to_notation(), "bk2_1.7.7.7.7.7_0.0_1");
//! assert_eq!(Position::from_notation(&position.to_notation()), Ok(position));
//!
//! // The game layer keeps history, undo and redo, and ends games by repetition.
//! let mut game = Game::from_record("bk2~a").unwrap();
//! game.play(3, &mut ()).unwrap();
//! assert!(game.undo());
//! assert!(game.redo());
//! assert_eq!(game.to_record(), "bk2~ad");
//! ```

#![warn(missing_docs)]

mod cycle;
mod ending;
mod event;
mod game;
mod holes;
mod matchplay;
mod notation;
mod perft;
mod playout;
mod position;
mod repetition;
mod replay;
mod rules;
mod sowing;
mod successors;

pub use event::{CaptureReason, EndReason, Event, EventSink};
pub use game::{Game, GameError, Ply, Status};
pub use holes::{HoleSet, HoleSetIter};
pub use matchplay::{pits_earned, ChoiceError, NextRound};
pub use notation::{
    parse_rules_str, rules_to_string, variant_letters, variant_letters_of, EndLetters, Expected, Field,
    ForeignOption, NotationError, NotationErrorKind,
};
pub use perft::{perft, PerftRow};
pub use playout::{play_random, random_playout, SplitMix64};
pub use position::{MoveError, MoveSummary, Outcome, Position, Setup, SetupError};
pub use repetition::RepetitionTracker;
pub use replay::{Replay, ReplayError};
pub use rules::{Chain, EmptySeat, GameKind, Leftover, Mode, Rules, RulesError, SingleSeed, Variant};
pub use successors::{Successor, Successors};
