//! Random playouts: the benchmark's workload, the property tests' game generator, and a building
//! block for search. Allocation-free once the history buffer has grown.

use crate::holes::HoleSet;
use crate::position::Position;

/// A small, fast, seedable random generator (SplitMix64); not for anything secret.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

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

/// Positions seen since the last capture, for the repetition rule without a [`crate::Game`].
#[derive(Clone, Debug, Default)]
pub struct RepetitionTracker {
    keys: Vec<u128>,
    /// One bit per hash of the keys: most positions are new, and this says so without a scan.
    seen: [u64; 4],
    seeds: u8,
    round: u16,
}

impl RepetitionTracker {
    pub fn new() -> RepetitionTracker {
        RepetitionTracker::default()
    }

    /// Records `position` and returns how often it has now occurred.
    pub fn record(&mut self, position: &Position) -> usize {
        if position.seeds_on_board() != self.seeds || position.round() != self.round {
            // Seeds only leave the board within a round: nothing older can come back.
            self.keys.clear();
            self.seen = [0; 4];
            self.seeds = position.seeds_on_board();
            self.round = position.round();
        }
        let key = position.repetition_key();
        let hash = ((key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize;
        let (word, bit) = (hash / 64, 1u64 << (hash % 64));
        let earlier =
            if self.seen[word] & bit == 0 { 0 } else { self.keys.iter().filter(|&&k| k == key).count() };
        self.seen[word] |= bit;
        self.keys.push(key);
        earlier + 1
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
    position.settle_if_stuck(&mut ());
    None
}

/// Plays random moves to the end of the game (or of the round, in a match) with the repetition
/// rule. Returns the number of moves played.
pub fn random_playout(position: &mut Position, rng: &mut SplitMix64, history: &mut RepetitionTracker) -> u32 {
    let mut moves = 0;
    history.record(position);
    while !position.is_over() {
        if play_random(position, rng).is_some() {
            moves += 1;
            if history.record(position) >= 3 {
                position.end_by_repetition(&mut ());
            }
        }
    }
    moves
}
