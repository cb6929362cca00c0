//! Simple reference players for the arena and the tests.

use mancala_rules::{Position, SplitMix64};

/// A uniformly random legal move.
pub fn random_move(position: &Position, rng: &mut SplitMix64) -> Option<usize> {
    let moves = position.legal_moves();
    moves.nth(rng.below(moves.len().max(1)))
}

/// A move that captures the most seeds for the mover right now (random among equals).
pub fn greedy_move(position: &Position, rng: &mut SplitMix64) -> Option<usize> {
    let mover = usize::from(position.to_move());
    let mut best: Vec<usize> = Vec::new();
    let mut best_gain = 0;
    for successor in position.successors() {
        let Some(hole) = successor.hole else { continue };
        let gain = successor.gained[mover];
        if gain > best_gain || best.is_empty() {
            best_gain = gain;
            best.clear();
        }
        if gain == best_gain {
            best.push(hole);
        }
    }
    best.get(rng.below(best.len().max(1))).copied()
}
