//! Every legal move's value in a two-player single game: what the hints, the page's values
//! and `mancala values` show. Proven where the solver, the opening book or the proof search
//! settles it; otherwise the proof's bounds and, within them, the search's estimate.

use mancala_rules::{Mode, Position};

use crate::book::{book_key, Book};
use crate::budget::Budget;
use crate::eval::{Evaluation, CAPTURED_SEED, WIN};
use crate::exact::{ExactResult, ExactSearch};
use crate::search::Searcher;
use crate::solver::MoveValue;

/// One move's value: the mover's future capture difference if the move is played and both
/// sides then play perfectly (add [`margin_so_far`] for the game's final margin).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValuedMove {
    pub hole: usize,
    /// The value lies in `lower..=upper` (equal once proven).
    pub lower: i32,
    pub upper: i32,
    /// The value where proven; otherwise the search's estimate, kept within the bounds.
    pub estimate: i32,
}

impl ValuedMove {
    pub fn is_proven(&self) -> bool {
        self.lower == self.upper
    }

    fn proven(hole: usize, value: i32) -> ValuedMove {
        ValuedMove { hole, lower: value, upper: value, estimate: value }
    }

    /// What is known of the value in `position` (the position the move is played from): the
    /// estimate is the value where proven, a proven lower or upper bound where the search's
    /// estimate lay outside the bounds and was brought back to one, else just an estimate.
    pub fn kind(&self, position: &Position) -> ValueKind {
        let seeds = i32::from(position.seeds_on_board());
        if self.is_proven() {
            ValueKind::Exact
        } else if self.estimate == self.lower && self.lower > -seeds {
            ValueKind::AtLeast
        } else if self.estimate == self.upper && self.upper < seeds {
            ValueKind::AtMost
        } else {
            ValueKind::Estimate
        }
    }
}

/// How much of a move's value ([`ValuedMove::estimate`]) is proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// The value itself.
    Exact,
    /// The value is at least this.
    AtLeast,
    /// The value is at most this.
    AtMost,
    /// The search's guess, within looser proven bounds.
    Estimate,
}

impl ValueKind {
    pub const fn name(self) -> &'static str {
        match self {
            ValueKind::Exact => "exact",
            ValueKind::AtLeast => "atLeast",
            ValueKind::AtMost => "atMost",
            ValueKind::Estimate => "estimate",
        }
    }
}

/// The values of one position as far as they are known, kept so that asking again goes on
/// from there (see [`crate::Ai::improve_values`]).
#[derive(Clone, Debug)]
pub(crate) struct ValuesProgress {
    position: Position,
    /// The position's history as far as the repetition rule sees it ([`book_key`]).
    key: u64,
    /// The proof search's result so far; `None` where the solver or the book gave every value.
    proof: Option<ExactResult>,
    pub(crate) moves: Vec<ValuedMove>,
}

impl ValuesProgress {
    pub(crate) fn new(position: &Position, history: &[Position]) -> ValuesProgress {
        ValuesProgress {
            position: *position,
            key: book_key(position, history),
            proof: None,
            moves: Vec::new(),
        }
    }

    /// Whether this is the progress of `position` after `history`.
    pub(crate) fn is_of(&self, position: &Position, history: &[Position]) -> bool {
        self.position == *position && self.key == book_key(position, history)
    }

    pub(crate) fn is_done(&self) -> bool {
        !self.moves.is_empty() && self.moves.iter().all(ValuedMove::is_proven)
    }

    /// The first values where the `solved` ones or the book's give them all; false otherwise.
    pub(crate) fn start_known(
        &mut self,
        history: &[Position],
        solved: Option<Vec<MoveValue>>,
        book: &Book,
    ) -> bool {
        match known_values(&self.position, history, solved, book) {
            Some(moves) => {
                self.moves = moves;
                true
            }
            None => false,
        }
    }

    /// The first values by the proof search within `budget`'s first phase, then the search's
    /// estimates of the moves it left open.
    pub(crate) fn start_proof(
        &mut self,
        history: &[Position],
        exact: &mut ExactSearch,
        searcher: &mut Searcher,
        budget: &Budget,
    ) -> Result<(), NoValues> {
        let position = self.position;
        let result =
            exact.resume(&position, history, None, &budget.first_phase(u64::MAX)).ok_or(NoValues::Over)?;
        self.moves = from_bounds(&position, &result, &[]);
        self.proof = Some(result);
        estimate_open(&position, history, searcher, budget, &mut self.moves);
        Ok(())
    }

    /// Goes on with the proof within `budget`; the estimates stay, kept within the new bounds.
    pub(crate) fn improve(&mut self, history: &[Position], exact: &mut ExactSearch, budget: &Budget) {
        let Some(proof) = &self.proof else { return };
        if let Some(result) = exact.resume(&self.position, history, Some(proof), budget) {
            self.moves = from_bounds(&self.position, &result, &self.moves);
            self.proof = Some(result);
        }
    }
}

/// Why a position has no exact move values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoValues {
    /// Three players: no single margin to maximise.
    ThreePlayers,
    /// Match play: a round is played for the pits its captures buy, not for a margin.
    MatchPlay,
    /// The game (or the round) is over: no move to value.
    Over,
}

impl core::fmt::Display for NoValues {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            NoValues::ThreePlayers => "a three-player game has no exact move values",
            NoValues::MatchPlay => "match play has no exact move values (a round is played for pits)",
            NoValues::Over => "the game is over: there is no move to value",
        })
    }
}

impl std::error::Error for NoValues {}

/// The seeds the player to move has captured so far less the opponent's: a move's value plus
/// this is the game's final margin for the mover.
pub fn margin_so_far(position: &Position) -> i32 {
    let mover = usize::from(position.to_move());
    let captured = position.captured();
    i32::from(captured[mover]) - i32::from(captured[1 - mover])
}

/// Whether `position` has exact move values at all.
pub(crate) fn values_apply(position: &Position) -> Result<(), NoValues> {
    if position.rules().players() != 2 {
        return Err(NoValues::ThreePlayers);
    }
    if position.rules().mode() != Mode::Single {
        return Err(NoValues::MatchPlay);
    }
    if position.is_over() || position.legal_moves().is_empty() {
        return Err(NoValues::Over);
    }
    Ok(())
}

/// Every legal move's value in hole order: the `solved` values where the solver has them, the
/// book's, or the proof search's bounds within `budget` (proven where it finishes).
pub(crate) fn exact_values(
    position: &Position,
    history: &[Position],
    solved: Option<Vec<MoveValue>>,
    book: &Book,
    exact: &mut ExactSearch,
    budget: &Budget,
) -> Result<Vec<ValuedMove>, NoValues> {
    values_apply(position)?;
    if let Some(moves) = known_values(position, history, solved, book) {
        return Ok(moves);
    }
    let bounds = exact.solve(position, history, budget).ok_or(NoValues::Over)?;
    Ok(from_bounds(position, &bounds, &[]))
}

/// Every move's proven value from the `solved` ones or the book, where either has them all.
fn known_values(
    position: &Position,
    history: &[Position],
    solved: Option<Vec<MoveValue>>,
    book: &Book,
) -> Option<Vec<ValuedMove>> {
    if let Some(moves) = solved {
        return Some(moves.iter().map(|m| ValuedMove::proven(m.hole, m.value)).collect());
    }
    let moves = book.move_values(position, history)?;
    Some(moves.iter().map(|&(hole, value)| ValuedMove::proven(hole, value)).collect())
}

/// The moves with the proof's bounds, each with its `earlier` estimate (of the same move) or,
/// until a search says more, no change of the margin, as far as the bounds allow.
fn from_bounds(position: &Position, bounds: &ExactResult, earlier: &[ValuedMove]) -> Vec<ValuedMove> {
    bounds
        .moves
        .iter()
        .filter_map(|m| {
            let hole = m.hole?;
            let guess = earlier.iter().find(|e| e.hole == hole).map_or(0, |e| e.estimate);
            let estimate = within(guess, m.lower, m.upper, position);
            Some(ValuedMove { hole, lower: m.lower, upper: m.upper, estimate })
        })
        .collect()
}

/// Gives the moves not proven the search's estimate (deepening until `budget` ends, which it
/// must: the last depth searched to the end counts), kept within their proven bounds and the
/// seeds left.
pub(crate) fn estimate_open(
    position: &Position,
    history: &[Position],
    searcher: &mut Searcher,
    budget: &Budget,
    moves: &mut [ValuedMove],
) {
    if moves.iter().all(ValuedMove::is_proven) {
        return;
    }
    let mut scores = Vec::new();
    for depth in 1..=64 {
        let deeper = searcher.move_scores(position, history, Evaluation::Strong, depth, budget);
        if deeper.len() < moves.len() {
            break;
        }
        scores = deeper;
    }
    let so_far = margin_so_far(position);
    for m in moves.iter_mut().filter(|m| !m.is_proven()) {
        let Some(&(_, score)) = scores.iter().find(|&&(hole, _)| hole == m.hole) else { continue };
        let score = match score {
            s if s >= WIN / 2 => s - WIN,
            s if s <= -WIN / 2 => s + WIN,
            s => s,
        };
        // The search scores the whole game (the captures so far too); a value is what is to come.
        let future = (f64::from(score) / f64::from(CAPTURED_SEED)).round() as i32 - so_far;
        m.estimate = within(future, m.lower, m.upper, position);
    }
}

/// `value` kept within the bounds `lower..=upper` and the seeds left on the board (no more can
/// still change hands).
fn within(value: i32, lower: i32, upper: i32, position: &Position) -> i32 {
    let seeds = i32::from(position.seeds_on_board());
    let lowest = lower.max(-seeds);
    value.clamp(lowest, upper.min(seeds).max(lowest))
}
