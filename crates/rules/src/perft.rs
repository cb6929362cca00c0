//! Perft: counts of move sequences from a position, per depth, to check the move generator
//! against stored figures. The repetition rule is left out (it depends on history, not on the
//! position); every other end rule applies.

use crate::position::Position;

/// Totals for the moves played at one depth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PerftRow {
    /// Positions reached (move sequences of this length).
    pub positions: u64,
    /// Captures made by the moves of this depth.
    pub captures: u64,
    /// Laps sown by the moves of this depth.
    pub laps: u64,
    /// Positions of this depth where the game (or round) is over.
    pub ends: u64,
}

/// One row per depth, from 1 to `depth`.
pub fn perft(position: &Position, depth: usize) -> Vec<PerftRow> {
    let mut rows = vec![PerftRow::default(); depth];
    walk(position, &mut rows, 0);
    rows
}

fn walk(position: &Position, rows: &mut [PerftRow], ply: usize) {
    if ply == rows.len() {
        return;
    }
    for hole in position.candidates() {
        let mut next = *position;
        let Ok(summary) = next.play(hole) else { continue };
        next.settle_if_stuck(&mut ());
        let row = &mut rows[ply];
        row.positions += 1;
        row.captures += u64::from(summary.captures);
        row.laps += u64::from(summary.laps);
        row.ends += u64::from(next.is_over());
        walk(&next, rows, ply + 1);
    }
}
