//! An opening book for two-player Ba-awa: the proven value of every move in every game state
//! within the first plies, in a compact file the browser loads with the engine.
//!
//! A value can depend on the history since the last capture (the repetition rule), so a book
//! state is the position (board, ownership, player to move, round's starter) together with the
//! multiset of the positions before it in its capture-free stretch
//! ([`RepetitionTracker::stretch_hash`]), hashed to 64 bits.
//!
//! File format (little-endian): the magic `MBK1`, the number of entries as a `u32`, then the
//! entries sorted by key, each a `u64` key and one `i8` per pit of the player to move in pit
//! order (6 in two-player Ba-awa): the move's proven value, or `i8::MIN` where the pit is not a
//! legal move. 14 bytes an entry.

use mancala_rules::{Game, Position, RepetitionTracker, Rules};

use crate::budget::Budget;
use crate::exact::ExactSearch;

const MAGIC: &[u8; 4] = b"MBK1";
const PITS: usize = 6;
const ENTRY_BYTES: usize = 8 + PITS;
const NOT_LEGAL: i8 = i8::MIN;

/// Why a book file cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The file does not start with `MBK1`.
    NotABook,
    /// The file's length does not match its entry count.
    Length { expected: usize, found: usize },
    /// The keys are not in increasing order.
    Unsorted,
}

impl core::fmt::Display for BookError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            BookError::NotABook => f.write_str("expected an opening book (a file starting with MBK1)"),
            BookError::Length { expected, found } => {
                write!(f, "expected a book of {expected} bytes, found {found}")
            }
            BookError::Unsorted => f.write_str("expected book entries sorted by key"),
        }
    }
}

impl std::error::Error for BookError {}

/// Proven move values by game state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<(u64, [i8; PITS])>,
}

/// The book key of `position` reached after `history` (oldest first).
pub fn book_key(position: &Position, history: &[Position]) -> u64 {
    let tracker = RepetitionTracker::from_positions(history.iter().chain([position]));
    let key = position.repetition_key();
    let parts = [key as u64, (key >> 64) as u64, tracker.stretch_hash(), u64::from(position.starter())];
    parts.iter().fold(0x6d61_6e63_616c_6121, |h, &x| {
        let x = (h ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^ x >> 29
    })
}

/// The pits of the player to move, in order.
fn own_pits(position: &Position) -> impl Iterator<Item = usize> + '_ {
    let mover = position.to_move();
    position.owners().iter().enumerate().filter(move |&(_, &o)| o == mover).map(|(pit, _)| pit)
}

impl Book {
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The proven value of every legal move, as `(hole, value)` in hole order, if the state is in
    /// the book.
    pub fn move_values(&self, position: &Position, history: &[Position]) -> Option<Vec<(usize, i32)>> {
        if position.rules().players() != 2 || position.is_over() {
            return None;
        }
        let key = book_key(position, history);
        let at = self.entries.binary_search_by_key(&key, |&(k, _)| k).ok()?;
        let values = self.entries[at].1;
        let moves: Vec<(usize, i32)> = own_pits(position)
            .zip(values)
            .filter(|&(_, v)| v != NOT_LEGAL)
            .map(|(pit, v)| (pit, i32::from(v)))
            .collect();
        // A hash collision with another state would show as a different set of legal moves.
        let legal: Vec<usize> = position.legal_moves().iter().collect();
        (moves.iter().map(|&(pit, _)| pit).eq(legal)).then_some(moves)
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(8 + self.entries.len() * ENTRY_BYTES);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for (key, values) in &self.entries {
            bytes.extend_from_slice(&key.to_le_bytes());
            bytes.extend(values.iter().map(|&v| v as u8));
        }
        bytes
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        let (magic, rest) = bytes.split_at_checked(4).ok_or(BookError::NotABook)?;
        if magic != MAGIC {
            return Err(BookError::NotABook);
        }
        let (count, rest) = rest.split_at_checked(4).ok_or(BookError::NotABook)?;
        let count = u32::from_le_bytes(count.try_into().map_err(|_| BookError::NotABook)?) as usize;
        let expected = count.saturating_mul(ENTRY_BYTES).saturating_add(8);
        if rest.len() + 8 != expected {
            return Err(BookError::Length { expected, found: bytes.len() });
        }
        let entries: Vec<(u64, [i8; PITS])> = rest
            .chunks_exact(ENTRY_BYTES)
            .map(|chunk| {
                let (key, values) = chunk.split_at(8);
                let key = u64::from_le_bytes(key.try_into().unwrap_or_default());
                (key, core::array::from_fn(|i| values[i] as i8))
            })
            .collect();
        if entries.windows(2).any(|pair| pair[0].0 >= pair[1].0) {
            return Err(BookError::Unsorted);
        }
        Ok(Book { entries })
    }

    /// Proves every game state within `plies` plies of the start of two-player Ba-awa `rules`,
    /// each within `budget`. Calls `progress(done, total)` after each state. States the budget
    /// did not prove are left out; returns the book and their number.
    pub fn generate(
        rules: Rules,
        plies: u32,
        search: &mut ExactSearch,
        budget: &Budget,
        mut progress: impl FnMut(usize, usize),
    ) -> (Book, usize) {
        let mut states: Vec<Game> = Vec::new();
        let mut keys = std::collections::HashSet::new();
        let mut frontier = vec![Game::new(rules)];
        for depth in 0..=plies {
            let mut next = Vec::new();
            for game in frontier {
                if game.position().is_over() || !keys.insert(book_key_of(&game)) {
                    continue;
                }
                if depth < plies {
                    for hole in game.position().legal_moves() {
                        let mut child = game.clone();
                        if child.play(hole, &mut ()).is_ok() {
                            next.push(child);
                        }
                    }
                }
                states.push(game);
            }
            frontier = next;
        }
        let mut entries = Vec::with_capacity(states.len());
        let mut unproven = 0;
        for (done, game) in states.iter().enumerate() {
            let (position, history) = game.positions().split_last().expect("a game has a position");
            match search.solve(position, history, budget) {
                Some(result) if result.is_proven() => {
                    let mut values = [NOT_LEGAL; PITS];
                    for (slot, pit) in values.iter_mut().zip(own_pits(position)) {
                        if let Some(m) = result.moves.iter().find(|m| m.hole == Some(pit)) {
                            *slot = m.lower as i8;
                        }
                    }
                    entries.push((book_key(position, history), values));
                }
                _ => unproven += 1,
            }
            progress(done + 1, states.len());
        }
        entries.sort_unstable_by_key(|&(key, _)| key);
        entries.dedup_by_key(|&mut (key, _)| key);
        (Book { entries }, unproven)
    }
}

fn book_key_of(game: &Game) -> u64 {
    let (position, history) = game.positions().split_last().expect("a game has a position");
    book_key(position, history)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        assert_eq!(Book::from_bytes(b""), Err(BookError::NotABook));
        assert_eq!(Book::from_bytes(b"MBK2\0\0\0\0"), Err(BookError::NotABook));
        assert_eq!(Book::from_bytes(b"MBK1\x01\0\0\0"), Err(BookError::Length { expected: 22, found: 8 }));
        let empty = Book::default();
        assert_eq!(Book::from_bytes(&empty.to_bytes()), Ok(empty));
    }
}
