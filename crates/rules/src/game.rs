//! The game layer: whose turn, legal moves, history with undo and redo, repetition, the end of a
//! game or round, and the rounds of a Ba-awa match.

use crate::event::{Event, EventSink};
use crate::holes::HoleSet;
use crate::matchplay::{ChoiceError, NextRound};
use crate::position::{MoveError, Outcome, Position};
use crate::repetition::RepetitionTracker;
use crate::rules::Rules;

/// One step of a game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ply {
    /// The player to move lifts this hole.
    Move(u8),
    /// A finished match round gives way to the next; `chosen` are the round winner's extra pits
    /// (`None`: the automatic choice).
    NextRound {
        /// The pits the round winner takes from the other row, or `None` for
        /// [`NextRound::automatic_choice`].
        chosen: Option<HoleSet>,
    },
}

/// Why a game-layer action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The move cannot be played in the current position.
    Move(MoveError),
    /// Starting the next round needs a finished round of an unfinished match.
    NoNextRound,
    /// The round winner's choice of pits cannot be taken.
    Choice(ChoiceError),
}

impl core::fmt::Display for GameError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GameError::Move(e) => e.fmt(f),
            GameError::NoNextRound => f.write_str("expected a finished round of a match in play, got none"),
            GameError::Choice(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

impl From<ChoiceError> for GameError {
    fn from(e: ChoiceError) -> Self {
        GameError::Choice(e)
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The player to move has these legal moves.
    Playing {
        /// The player to move.
        to_move: u8,
        /// Their legal moves, as [`Position::legal_moves`] gives them (never empty).
        legal: HoleSet,
    },
    /// A match round is over; [`Game::next_round`] starts the next one.
    RoundOver {
        /// The result of the round just finished.
        outcome: Outcome,
        /// The pits, chooser and starter of the next round.
        next: NextRound,
    },
    /// The game (or the match) is over.
    Over {
        /// The result of the game; in a match, the match winner.
        outcome: Outcome,
    },
}

/// A game from its start, with every ply, the current point in it, and redo.
#[derive(Clone, Debug)]
pub struct Game {
    plies: Vec<Ply>,
    /// `positions[i]` is the position after `i` plies; `positions[0]` is the start.
    positions: Vec<Position>,
    /// Plies currently applied; plies after it can be redone.
    cursor: usize,
    /// The positions up to the cursor, for the repetition rule.
    repetitions: RepetitionTracker,
}

impl Game {
    /// A game from the standard start, player 0 to move.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A game from any legal position (for example a puzzle or a vector).
    pub fn from_position(mut start: Position) -> Game {
        start.settle_if_stuck(&mut ());
        Game {
            plies: Vec::new(),
            positions: vec![start],
            cursor: 0,
            repetitions: RepetitionTracker::from_positions([&start]),
        }
    }

    /// The rules the game is played under (those of its start).
    pub fn rules(&self) -> Rules {
        self.start().rules()
    }

    /// The position the game started from, before any ply.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position: the start with [`Game::plies`] applied.
    pub fn position(&self) -> &Position {
        &self.positions[self.cursor]
    }

    /// The plies applied so far (redoable ones excluded).
    pub fn plies(&self) -> &[Ply] {
        &self.plies[..self.cursor]
    }

    /// The plies undone and not yet replaced: what redo brings back, in order.
    pub fn redo_plies(&self) -> &[Ply] {
        &self.plies[self.cursor..]
    }

    /// Positions from the start to the current one.
    pub fn positions(&self) -> &[Position] {
        &self.positions[..=self.cursor]
    }

    /// True unless the game is at its start.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// True if an undone ply can be played again ([`Game::redo_plies`] is not empty).
    pub fn can_redo(&self) -> bool {
        self.cursor < self.plies.len()
    }

    /// Where the current position stands. In a match, a finished round that decides the match is
    /// [`Status::Over`] with the match winner.
    pub fn status(&self) -> Status {
        let position = self.position();
        let Some(outcome) = position.outcome() else {
            return Status::Playing { to_move: position.to_move(), legal: position.legal_moves() };
        };
        match NextRound::after(position) {
            None => Status::Over { outcome },
            Some(NextRound { match_winner: Some(winner), .. }) => {
                Status::Over { outcome: Outcome::Winner(winner) }
            }
            Some(next) => Status::RoundOver { outcome, next },
        }
    }

    /// Plays a move for the player to move, recording its events (and the end of the game or
    /// round it causes) in `sink`. Redo history is dropped.
    pub fn play<S: EventSink>(&mut self, hole: usize, sink: &mut S) -> Result<(), GameError> {
        let mut next = *self.position();
        next.play_traced(hole, sink)?;
        if self.repetitions.occurrences(&next) + 1 >= 3 {
            next.end_by_repetition(sink);
        } else {
            next.settle_if_stuck(sink);
        }
        self.push(Ply::Move(hole as u8), next);
        Ok(())
    }

    /// Starts the next round of a match; `chosen` is the round winner's pick of extra pits
    /// (`None` for the automatic choice).
    pub fn next_round<S: EventSink>(
        &mut self,
        chosen: Option<HoleSet>,
        sink: &mut S,
    ) -> Result<(), GameError> {
        let Status::RoundOver { next, .. } = self.status() else {
            return Err(GameError::NoNextRound);
        };
        // With nothing to choose, an empty choice is the automatic one: keep records canonical.
        let chosen = chosen.filter(|pits| next.chooser.is_some() || !pits.is_empty());
        let owner = match chosen {
            Some(pits) => next.owner_with(pits)?,
            None => next.automatic_owner(),
        };
        let mut position = self
            .position()
            .next_round_position(owner, next.starter, next.round)
            .ok_or(GameError::NoNextRound)?;
        sink.record(Event::NewRound { owner, starter: next.starter, round: next.round });
        position.settle_if_stuck(sink);
        self.push(Ply::NextRound { chosen }, position);
        Ok(())
    }

    /// Plays a recorded ply.
    pub fn apply<S: EventSink>(&mut self, ply: Ply, sink: &mut S) -> Result<(), GameError> {
        match ply {
            Ply::Move(hole) => self.play(usize::from(hole), sink),
            Ply::NextRound { chosen } => self.next_round(chosen, sink),
        }
    }

    /// Steps back one ply; returns false at the start.
    pub fn undo(&mut self) -> bool {
        let possible = self.can_undo();
        if possible {
            self.cursor -= 1;
            self.repetitions.pop();
        }
        possible
    }

    /// Steps forward one undone ply; returns false when there is none.
    pub fn redo(&mut self) -> bool {
        let possible = self.can_redo();
        if possible {
            self.cursor += 1;
            self.repetitions.push(&self.positions[self.cursor]);
        }
        possible
    }

    fn push(&mut self, ply: Ply, position: Position) {
        self.plies.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.plies.push(ply);
        self.repetitions.push(&position);
        self.positions.push(position);
        self.cursor += 1;
    }
}

impl Position {
    /// Board, ownership and player to move, packed exactly: equal keys mean a repeated position.
    pub fn repetition_key(&self) -> u128 {
        let mut bytes = [0u8; 16];
        bytes[..12].copy_from_slice(&self.board);
        bytes[12..15].copy_from_slice(&self.owner_code);
        bytes[15] = self.to_move;
        u128::from_le_bytes(bytes)
    }
}
