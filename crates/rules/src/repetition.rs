//! The repetition rule's memory (Bakuk rule 7, Ba-awa rule 8 of `docs/rules.md`): the positions of
//! the current capture-free stretch, shared by the game layer, playouts and search.
//!
//! Seeds only leave the board within a round, so a position can only recur while the round and
//! the seeds on the board stay the same: a *stretch*. The tracker keeps every recorded position
//! (so [`RepetitionTracker::pop`] can step back over a capture, for undo and for a search path),
//! but counts and hashes only the current stretch.

use crate::position::Position;

/// Buckets of the per-stretch count filter (a power of two).
const BUCKETS: usize = 64;

/// Positions recorded so far, with the occurrences of the current stretch counted.
#[derive(Clone, Debug)]
pub struct RepetitionTracker {
    /// Every recorded position's repetition key, oldest first.
    keys: Vec<u128>,
    /// Where each stretch starts in `keys`, with its round and seeds on the board; the last one
    /// is the current stretch.
    stretches: Vec<Stretch>,
    /// Positions of the current stretch per bucket of their key's hash: most positions are new,
    /// and an empty bucket says so without a scan.
    buckets: [u16; BUCKETS],
    /// Sum of the mixed keys of the current stretch: equal for equal multisets of positions.
    stretch_hash: u64,
}

#[derive(Clone, Copy, Debug)]
struct Stretch {
    start: usize,
    seeds: u8,
    round: u16,
}

/// A key mixed to 64 well-spread bits.
fn mix(key: u128) -> u64 {
    let x = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let x = (x ^ x >> 31).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ x >> 29
}

fn bucket(mixed: u64) -> usize {
    (mixed >> 58) as usize % BUCKETS
}

impl Default for RepetitionTracker {
    fn default() -> Self {
        RepetitionTracker::new()
    }
}

impl RepetitionTracker {
    /// A tracker with no position recorded.
    pub fn new() -> RepetitionTracker {
        RepetitionTracker { keys: Vec::new(), stretches: Vec::new(), buckets: [0; BUCKETS], stretch_hash: 0 }
    }

    /// A tracker that has recorded `positions` in order (a game's positions from its start).
    pub fn from_positions<'a>(positions: impl IntoIterator<Item = &'a Position>) -> RepetitionTracker {
        let mut tracker = RepetitionTracker::new();
        for position in positions {
            tracker.push(position);
        }
        tracker
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.keys.clear();
        self.stretches.clear();
        self.buckets = [0; BUCKETS];
        self.stretch_hash = 0;
    }

    /// True if `position` belongs to the current stretch (same round, same seeds on the board).
    fn in_stretch(&self, position: &Position) -> bool {
        self.stretches
            .last()
            .is_some_and(|s| s.seeds == position.seeds_on_board() && s.round == position.round())
    }

    /// How often `position` occurred in the current stretch so far (0 after a capture).
    pub fn occurrences(&self, position: &Position) -> usize {
        if !self.in_stretch(position) {
            return 0;
        }
        let key = position.repetition_key();
        if self.buckets[bucket(mix(key))] == 0 {
            return 0;
        }
        let start = self.stretches.last().map_or(0, |s| s.start);
        self.keys[start..].iter().filter(|&&k| k == key).count()
    }

    /// Records `position` and returns how often it has now occurred (1 for a new one; 3 means
    /// the repetition rule ends the game).
    pub fn push(&mut self, position: &Position) -> usize {
        let earlier = self.occurrences(position);
        if !self.in_stretch(position) {
            self.stretches.push(Stretch {
                start: self.keys.len(),
                seeds: position.seeds_on_board(),
                round: position.round(),
            });
            self.buckets = [0; BUCKETS];
            self.stretch_hash = 0;
        }
        let key = position.repetition_key();
        let mixed = mix(key);
        self.buckets[bucket(mixed)] += 1;
        self.stretch_hash = self.stretch_hash.wrapping_add(mixed);
        self.keys.push(key);
        earlier + 1
    }

    /// Forgets the position recorded last (undo, or a search stepping back).
    pub fn pop(&mut self) {
        let Some(key) = self.keys.pop() else { return };
        let mixed = mix(key);
        self.buckets[bucket(mixed)] -= 1;
        self.stretch_hash = self.stretch_hash.wrapping_sub(mixed);
        if self.stretches.last().is_some_and(|s| s.start == self.keys.len()) {
            // Back over the start of a stretch: count the one before again.
            self.stretches.pop();
            self.buckets = [0; BUCKETS];
            self.stretch_hash = 0;
            let start = self.stretches.last().map_or(self.keys.len(), |s| s.start);
            for &key in &self.keys[start..] {
                let mixed = mix(key);
                self.buckets[bucket(mixed)] += 1;
                self.stretch_hash = self.stretch_hash.wrapping_add(mixed);
            }
        }
    }

    /// Positions in the current stretch.
    pub fn stretch_len(&self) -> usize {
        self.keys.len() - self.stretches.last().map_or(self.keys.len(), |s| s.start)
    }

    /// A hash of the current stretch's positions as a multiset (order does not matter): with the
    /// position itself, all the repetition rule needs to know of the past.
    pub fn stretch_hash(&self) -> u64 {
        self.stretch_hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameKind, Rules};

    #[test]
    fn counts_within_a_stretch_and_steps_back_over_a_capture() {
        let start = Position::new(Rules::standard(GameKind::Bakuk));
        let mut tracker = RepetitionTracker::new();
        assert_eq!(tracker.push(&start), 1);
        assert_eq!(tracker.push(&start), 2);
        let hash_two = tracker.stretch_hash();
        // A capture (fewer seeds on the board) starts a new stretch.
        let mut captured = start;
        captured.board[0] = 4;
        captured.on_board -= 2;
        assert_eq!(tracker.push(&captured), 1);
        assert_eq!(tracker.occurrences(&start), 0);
        assert_eq!(tracker.stretch_len(), 1);
        tracker.pop();
        assert_eq!(tracker.occurrences(&start), 2);
        assert_eq!(tracker.stretch_hash(), hash_two);
        assert_eq!(tracker.push(&start), 3);
        tracker.pop();
        tracker.pop();
        tracker.pop();
        assert_eq!(tracker.stretch_len(), 0);
        assert_eq!(tracker.occurrences(&start), 0);
    }
}
