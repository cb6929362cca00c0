//! Every legal move's value in a two-player single game: what the hints, the page's values
//! and `mancala values` show. Proven where the solver, the opening book or the proof search
//! settles it; otherwise the proof's bounds and, within them, the search's estimate.

use mancala_rules::{Mode, Position};

use crate::book::Book;
use crate::budget::Budget;
use crate::eval::{Evaluation, CAPTURED_SEED, WIN};
use crate::exact::ExactSearch;
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
    if let Some(moves) = solved {
        return Ok(moves.iter().map(|m| ValuedMove::proven(m.hole, m.value)).collect());
    }
    if let Some(moves) = book.move_values(position, history) {
        return Ok(moves.iter().map(|&(hole, value)| ValuedMove::proven(hole, value)).collect());
    }
    let bounds = exact.solve(position, history, budget).ok_or(NoValues::Over)?;
    Ok(bounds
        .moves
        .iter()
        .filter_map(|m| {
            let hole = m.hole?;
            // Until a search says more: no change of the margin, as far as the bounds allow.
            let estimate = within(0, m.lower, m.upper, position);
            Some(ValuedMove { hole, lower: m.lower, upper: m.upper, estimate })
        })
        .collect())
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
