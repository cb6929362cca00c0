//! Whether moves that capture nothing lead from a position back to it: only then can it occur a
//! third time and end the game by repetition.
//!
//! Seeds leave a Bakuk board only by capture, so the search stays among the boards with the
//! position's seeds, the rest of the position fixed. Those boards are numbered (the board's rank
//! among all ways to put its seeds in its holes, with the player to move), so what has been seen
//! and what is still to look at are two bit sets of every board: at most 281 KB for 36 seeds in
//! six holes and three players, whatever the search meets (a hash set of the 463,000 boards one
//! start reaches took 45 MiB).

use crate::position::Position;

/// The most holes a position here has (Bakuk and Koumma: six), and seeds on its board.
const HOLES: usize = 6;
const SEEDS: usize = 48;

/// The boards with `seeds` seeds in `holes` holes and a player to move, each with a number.
struct Boards {
    holes: usize,
    seeds: usize,
    players: usize,
    /// `ways[k][m]`: the ways to put `m` seeds in `k` holes.
    ways: [[u32; SEEDS + 1]; HOLES + 1],
}

impl Boards {
    fn new(holes: usize, seeds: usize, players: usize) -> Boards {
        let mut ways = [[0u32; SEEDS + 1]; HOLES + 1];
        ways[0][0] = 1;
        for k in 1..=HOLES {
            // A k-th hole holding j of the m seeds: the sum over j of ways[k - 1][m - j].
            let fewer = ways[k - 1];
            let mut sum = 0;
            for (m, slot) in ways[k].iter_mut().enumerate() {
                sum += fewer[m];
                *slot = sum;
            }
        }
        Boards { holes, seeds, players, ways }
    }

    fn count(&self) -> usize {
        self.ways[self.holes][self.seeds] as usize * self.players
    }

    /// The number of `position`'s board and player to move.
    fn index(&self, position: &Position) -> usize {
        let mut rank = 0;
        let mut left = self.seeds;
        for (i, &seeds) in position.board[..self.holes - 1].iter().enumerate() {
            let seeds = usize::from(seeds);
            // The boards that put fewer seeds in this hole come first.
            let after = self.holes - i;
            rank += (self.ways[after][left] - self.ways[after][left - seeds]) as usize;
            left -= seeds;
        }
        rank * self.players + usize::from(position.to_move)
    }

    /// `like` with the board and player to move of number `index`.
    fn position(&self, like: &Position, index: usize) -> Position {
        let mut position = *like;
        position.to_move = (index % self.players) as u8;
        let mut rank = index / self.players;
        let mut left = self.seeds;
        for i in 0..self.holes - 1 {
            let rest = self.holes - 1 - i;
            let mut seeds = 0;
            while rank >= self.ways[rest][left - seeds] as usize {
                rank -= self.ways[rest][left - seeds] as usize;
                seeds += 1;
            }
            position.board[i] = seeds as u8;
            left -= seeds;
        }
        position.board[self.holes - 1] = left as u8;
        position
    }
}

/// A set of board numbers.
struct Bits(Vec<u64>);

impl Bits {
    fn new(count: usize) -> Bits {
        Bits(vec![0; count.div_ceil(64)])
    }

    /// Adds `i`; false if it was there.
    fn insert(&mut self, i: usize) -> bool {
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        let new = self.0[word] & bit == 0;
        self.0[word] |= bit;
        new
    }

    /// Takes out some member at `*from` words or after, else any; `None` when empty.
    fn take(&mut self, from: &mut usize) -> Option<usize> {
        let found = (*from..self.0.len()).chain(0..*from).find(|&w| self.0[w] != 0)?;
        *from = found;
        let bit = self.0[found].trailing_zeros() as usize;
        self.0[found] &= self.0[found] - 1;
        Some(found * 64 + bit)
    }
}

/// True if moves that capture nothing lead from `start` (a Bakuk or Koumma position, not over)
/// back to it.
pub(crate) fn on_capture_free_cycle(start: &Position) -> bool {
    let holes = start.rules.holes();
    let seeds = usize::from(start.on_board);
    if holes > HOLES || seeds > SEEDS {
        return false;
    }
    let boards = Boards::new(holes, seeds, usize::from(start.rules.players()));
    let target = boards.index(start);
    let mut seen = Bits::new(boards.count());
    let mut pending = Bits::new(boards.count());
    pending.insert(target);
    let mut cursor = 0;
    while let Some(index) = pending.take(&mut cursor) {
        let position = boards.position(start, index);
        for hole in position.candidates() {
            let mut next = position;
            if next.play(hole).is_err() || next.is_over() || next.on_board != start.on_board {
                continue;
            }
            let index = boards.index(&next);
            if index == target {
                return true;
            }
            if seen.insert(index) {
                pending.insert(index);
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// The search this module replaces: the same answer, by a hash set of repetition keys.
    fn by_hash_set(start: &Position) -> bool {
        let target = start.repetition_key();
        let mut seen = HashSet::new();
        let mut stack = vec![*start];
        while let Some(position) = stack.pop() {
            for hole in position.candidates() {
                let mut next = position;
                if next.play(hole).is_err() || next.is_over() || next.on_board != start.on_board {
                    continue;
                }
                let key = next.repetition_key();
                if key == target {
                    return true;
                }
                if seen.insert(key) {
                    stack.push(next);
                }
            }
        }
        false
    }

    #[test]
    fn numbers_every_board_once() {
        let start = Position::from_notation("bk3_2.0.1.0.0.1_10.10.12_1").unwrap();
        let boards = Boards::new(6, 4, 3);
        assert_eq!(boards.count(), 126 * 3);
        for index in 0..boards.count() {
            let position = boards.position(&start, index);
            assert_eq!(position.board().iter().map(|&s| usize::from(s)).sum::<usize>(), 4);
            assert_eq!(boards.index(&position), index);
        }
    }

    #[test]
    fn finds_the_cycles_a_hash_set_finds() {
        // Small boards of every Bakuk-family rule set, with and without a cycle through them.
        let mut cycles = 0;
        for rules in ["bk2", "bk2b", "bk2d", "km2u", "bk3", "bk3s", "km3su"] {
            let players = if rules.starts_with("bk3") || rules.starts_with("km3") { 3 } else { 2 };
            let captured = if players == 3 { "6.6.6" } else { "9.9" };
            for code in (0..4096u32).step_by(5) {
                let board: Vec<String> = (0..6).map(|hole| ((code >> (2 * hole)) & 3).to_string()).collect();
                let text = format!("{rules}_{}_{captured}_{}", board.join("."), code % players);
                let Ok(position) = Position::from_notation(&text) else { continue };
                if position.is_over() || position.candidates().is_empty() {
                    continue;
                }
                let found = on_capture_free_cycle(&position);
                assert_eq!(found, by_hash_set(&position), "{text}");
                cycles += usize::from(found);
            }
        }
        assert!(cycles > 0, "some of the boards are on a cycle");
    }
}
