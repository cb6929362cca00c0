//! Dense numbering of Bakuk boards: every board with `s` seeds on six holes gets an index in
//! `0..C(s+5, 5)` (lexicographic order of the hole counts), and the layers of all seed counts
//! up to 36 are laid end to end.

use crate::single_lap::{Board, HOLES};

/// Most seeds a Bakuk or Koumma board can hold.
pub(crate) const MAX_SEEDS: usize = 36;

const COUNTS: usize = MAX_SEEDS + 1;

/// Ranks and unranks boards of up to [`MAX_SEEDS`] seeds.
#[derive(Clone, Debug)]
pub(crate) struct BoardIndex {
    /// `skip[(hole * COUNTS + left) * COUNTS + seeds]`: boards that come before those whose
    /// hole `hole` holds `seeds`, when `left` seeds are shared by this hole and the following ones.
    skip: Vec<u32>,
    /// First index of each seed count's layer; the last entry is the total.
    layer_start: [u32; COUNTS + 1],
}

/// Ways to share `seeds` among `holes` holes (`holes >= 1`).
fn shares(seeds: usize, holes: usize) -> u64 {
    // C(seeds + holes - 1, holes - 1), computed exactly step by step.
    (1..holes as u64).fold(1, |acc, k| acc * (seeds as u64 + k) / k)
}

impl BoardIndex {
    pub(crate) fn new() -> BoardIndex {
        let mut skip = vec![0u32; (HOLES - 1) * COUNTS * COUNTS];
        for hole in 0..HOLES - 1 {
            for left in 0..COUNTS {
                let mut before = 0u64;
                for seeds in 0..=left {
                    skip[(hole * COUNTS + left) * COUNTS + seeds] = before as u32;
                    before += shares(left - seeds, HOLES - 1 - hole);
                }
            }
        }
        let mut layer_start = [0u32; COUNTS + 1];
        for seeds in 0..COUNTS {
            layer_start[seeds + 1] = layer_start[seeds] + shares(seeds, HOLES) as u32;
        }
        BoardIndex { skip, layer_start }
    }

    /// Boards with exactly `seeds` seeds.
    pub(crate) fn layer_len(&self, seeds: usize) -> usize {
        (self.layer_start[seeds + 1] - self.layer_start[seeds]) as usize
    }

    /// Boards with up to [`MAX_SEEDS`] seeds.
    pub(crate) fn total(&self) -> usize {
        self.layer_start[COUNTS] as usize
    }

    /// Index of a board within its layer. The board must hold `seeds` seeds, at most 36.
    #[inline]
    pub(crate) fn rank_in_layer(&self, board: &Board, seeds: usize) -> usize {
        let mut left = seeds;
        let mut rank = 0;
        for (hole, &here) in board.iter().enumerate().take(HOLES - 1) {
            rank += self.skip[(hole * COUNTS + left) * COUNTS + usize::from(here)];
            left -= usize::from(here);
        }
        rank as usize
    }

    /// Index among all boards, or `None` with more than 36 seeds.
    pub(crate) fn rank(&self, board: &Board) -> Option<usize> {
        let seeds: usize = board.iter().map(|&s| usize::from(s)).sum();
        (seeds <= MAX_SEEDS).then(|| self.layer_start[seeds] as usize + self.rank_in_layer(board, seeds))
    }

    /// First index of the layer of `seeds` seeds.
    pub(crate) fn layer_start(&self, seeds: usize) -> usize {
        self.layer_start[seeds] as usize
    }
}

/// Calls `visit` with every board of `seeds` seeds, in index order.
#[inline]
pub(crate) fn for_each_board(seeds: u8, mut visit: impl FnMut(&Board)) {
    // Lexicographic order of holes 0-4; hole 5 takes the rest.
    for h0 in 0..=seeds {
        for h1 in 0..=seeds - h0 {
            for h2 in 0..=seeds - h0 - h1 {
                for h3 in 0..=seeds - h0 - h1 - h2 {
                    let left = seeds - h0 - h1 - h2 - h3;
                    for h4 in 0..=left {
                        visit(&[h0, h1, h2, h3, h4, left - h4]);
                    }
                }
            }
        }
    }
}
