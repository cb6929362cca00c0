//! Dense numbering of Bakuk boards: every board with `s` seeds on six holes gets an index in
//! `0..C(s+5, 5)`, and the layers of all seed counts up to 36 are laid end to end.
//!
//! A board is numbered by the prefix sums of its holes, `p_k = b_0 + … + b_k` for `k < 5`: the
//! numbers `p_k + k` increase strictly, so they are a 5-element subset of `0..s+5`, which the
//! combinatorial number system ranks as `Σ C(p_k + k, k + 1)`. This rank needs no seed count, and
//! one multiplication of the packed board gives all five prefix sums.

use crate::single_lap::{board_from, seeds, Board, HOLES};

/// Most seeds a Bakuk or Koumma board can hold.
pub(crate) const MAX_SEEDS: usize = 36;

const COUNTS: usize = MAX_SEEDS + 1;

/// Ranks boards of up to [`MAX_SEEDS`] seeds.
#[derive(Clone, Debug)]
pub(crate) struct BoardIndex {
    /// `term[k][p]` = C(p + k, k + 1), for every byte `p` so that lookups need no bounds check.
    term: Box<[[u32; 256]; HOLES - 1]>,
    /// First index of each seed count's layer; the last entry is the total.
    layer_start: [u32; COUNTS + 1],
}

/// C(n, k), computed exactly step by step.
fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

impl BoardIndex {
    pub(crate) fn new() -> BoardIndex {
        let mut term = Box::new([[0u32; 256]; HOLES - 1]);
        for (k, row) in term.iter_mut().enumerate() {
            for (p, entry) in row.iter_mut().enumerate().take(COUNTS) {
                *entry = choose((p + k) as u64, k as u64 + 1) as u32;
            }
        }
        let mut layer_start = [0u32; COUNTS + 1];
        for seeds in 0..COUNTS {
            layer_start[seeds + 1] = layer_start[seeds] + choose(seeds as u64 + 5, 5) as u32;
        }
        BoardIndex { term, layer_start }
    }

    /// Boards with exactly `seeds` seeds.
    pub(crate) fn layer_len(&self, seeds: usize) -> usize {
        (self.layer_start[seeds + 1] - self.layer_start[seeds]) as usize
    }

    /// Boards with up to [`MAX_SEEDS`] seeds.
    pub(crate) fn total(&self) -> usize {
        self.layer_start[COUNTS] as usize
    }

    /// Index of a board within its layer; the board must hold at most 36 seeds.
    #[inline]
    pub(crate) fn rank_in_layer(&self, board: Board) -> usize {
        // Byte k of the product is p_k: sums of at most 36 never carry into the next byte.
        let prefix = board.wrapping_mul(0x01_01_01_01_01);
        let t = &self.term;
        let p = |k: usize| usize::from((prefix >> (8 * k)) as u8);
        (t[0][p(0)] + t[1][p(1)] + t[2][p(2)] + t[3][p(3)] + t[4][p(4)]) as usize
    }

    /// Index among all boards, or `None` with more than 36 seeds.
    pub(crate) fn rank(&self, board: Board) -> Option<usize> {
        let seeds = seeds(board);
        (seeds <= MAX_SEEDS).then(|| self.layer_start[seeds] as usize + self.rank_in_layer(board))
    }

    /// First index of the layer of `seeds` seeds.
    pub(crate) fn layer_start(&self, seeds: usize) -> usize {
        self.layer_start[seeds] as usize
    }
}

/// Calls `visit` with every board of `seeds` seeds, in index order.
#[inline]
pub(crate) fn for_each_board(seeds: u8, mut visit: impl FnMut(Board)) {
    // Index order is lexicographic in (p_4, p_3, …, p_0); hole 5 takes the rest.
    for p4 in 0..=seeds {
        for p3 in 0..=p4 {
            for p2 in 0..=p3 {
                for p1 in 0..=p2 {
                    let upper = board_from(&[0, 0, p2 - p1, p3 - p2, p4 - p3, seeds - p4]);
                    for p0 in 0..=p1 {
                        visit(upper | u64::from(p1 - p0) << 8 | u64::from(p0));
                    }
                }
            }
        }
    }
}
