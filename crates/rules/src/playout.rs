//! Random playouts: the benchmark's workload, the property tests' game generator, and a building
//! block for search. Allocation-free once the history buffer has grown.

use crate::holes::HoleSet;
use crate::position::Position;
use crate::repetition::RepetitionTracker;

/// A small, fast, seedable random generator (SplitMix64); not for anything secret.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`: the same seed always gives the same numbers.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// Plays one uniformly random legal move, or applies the end rule when there is none.
/// Returns the hole played.
pub fn play_random(position: &mut Position, rng: &mut SplitMix64) -> Option<usize> {
    let mut candidates: HoleSet = position.candidates();
    while !candidates.is_empty() {
        let hole = candidates.nth(rng.below(candidates.len()))?;
        if position.play(hole).is_ok() {
            return Some(hole);
        }
        // Only an endless relay fails here; try another.
        candidates.remove(hole);
    }
    position.settle_stuck(&mut ());
    None
}

/// Plays random moves to the end of the game (or of the round, in a match) with the repetition
/// rule. Returns the number of moves played.
pub fn random_playout(position: &mut Position, rng: &mut SplitMix64, history: &mut RepetitionTracker) -> u32 {
    let mut moves = 0;
    history.clear();
    history.push(position);
    while !position.is_over() {
        if play_random(position, rng).is_some() {
            moves += 1;
            if history.push(position) >= 3 {
                position.end_by_repetition(&mut ());
            }
        }
    }
    moves
}
