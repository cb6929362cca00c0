//! Bakuk and Koumma moves on a bare board of six holes, for the solver's inner loops.
//!
//! This mirrors the engine's single-lap sowing (`Position::play`) without its bookkeeping; the
//! test suite checks it against the engine on every board with few seeds, for every variant.

use mancala_rules::{Chain, GameKind, Rules, SingleSeed};

/// Holes on a Bakuk or Koumma board.
pub(crate) const HOLES: usize = 6;

/// A board seen by the player to move, who owns holes 0, 1 and 2: hole `k`'s seeds are byte `k`,
/// so that a whole sowing is one addition.
pub(crate) type Board = u64;

/// Hands a hole can hold (up to 36 seeds).
const HANDS: usize = 37;

pub(crate) fn board_from(holes: &[u8; HOLES]) -> Board {
    let mut bytes = [0; 8];
    bytes[..HOLES].copy_from_slice(holes);
    u64::from_le_bytes(bytes)
}

pub(crate) fn holes(board: Board) -> [u8; HOLES] {
    let bytes = board.to_le_bytes();
    [bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5]]
}

#[inline]
pub(crate) fn seeds_in(board: Board, hole: usize) -> u8 {
    (board >> (8 * hole)) as u8
}

/// Seeds on the whole board.
pub(crate) fn seeds(board: Board) -> usize {
    // Byte 5 of the product sums the six holes (36 seeds at most, so no byte carries).
    usize::from((board.wrapping_mul(0x01_01_01_01_01_01) >> 40) as u8)
}

/// What sowing a hand from one hole does, whatever the other holes hold.
#[derive(Clone, Copy, Debug, Default)]
struct Sowing {
    /// Added to the packed board (wrapping: the origin loses its seeds).
    delta: u64,
    /// Hole of the last seed sown.
    last: u8,
}

impl Sowing {
    fn new(koumma: bool, origin: usize, hand: u8) -> Sowing {
        let mut after = [0u8; HOLES];
        let mut left = hand;
        if koumma && left >= 2 {
            // Koumma (i): the first seed goes back into the origin.
            after[origin] = 1;
            left -= 1;
        }
        after.iter_mut().for_each(|seeds| *seeds += left / HOLES as u8);
        let mut hole = origin;
        for _ in 0..left % HOLES as u8 {
            hole = (hole + 1) % HOLES;
            after[hole] += 1;
        }
        let delta = (0..HOLES).fold(0i64, |delta, k| {
            let before = if k == origin { hand } else { 0 };
            delta + ((i64::from(after[k]) - i64::from(before)) << (8 * k))
        });
        Sowing { delta: delta as u64, last: hole as u8 }
    }
}

/// The move rules of one two-player Bakuk-family rule set.
#[derive(Clone, Debug)]
pub(crate) struct SingleLap {
    koumma: bool,
    /// Holes the capture chain moves on: 1 forward, 5 (one back) backward.
    chain_step: usize,
    /// Fewest seeds a hole must hold to be lifted.
    min_lift: u8,
    /// By origin (0-2) and hand.
    sowings: [[Sowing; HANDS]; 3],
}

impl SingleLap {
    /// `None` for Ba-awa.
    pub(crate) fn new(rules: Rules) -> Option<SingleLap> {
        if !rules.kind().is_bakuk_family() {
            return None;
        }
        let variant = rules.variant();
        let koumma = rules.kind() == GameKind::Koumma;
        let mut sowings = [[Sowing::default(); HANDS]; 3];
        for (origin, by_hand) in sowings.iter_mut().enumerate() {
            for (hand, sowing) in by_hand.iter_mut().enumerate() {
                *sowing = Sowing::new(koumma, origin, hand as u8);
            }
        }
        Some(SingleLap {
            koumma,
            chain_step: if variant.chain == Chain::Backward { HOLES - 1 } else { 1 },
            min_lift: 1 + u8::from(variant.single_seed == SingleSeed::Unplayable),
            sowings,
        })
    }

    /// True if the player to move may lift `hole` (one of 0, 1, 2).
    #[inline]
    pub(crate) fn can_lift(&self, board: Board, hole: usize) -> bool {
        seeds_in(board, hole) >= self.min_lift
    }

    /// Sows `origin` and makes the capture and its chain; returns the board after and the seeds
    /// captured. The board must hold at most 36 seeds.
    #[inline]
    pub(crate) fn sow(&self, board: Board, origin: usize) -> (Board, u8) {
        let sowing = self.sowings[origin][usize::from(seeds_in(board, origin))];
        let mut board = board.wrapping_add(sowing.delta);
        let mut hole = usize::from(sowing.last);
        let mut taken = 0;
        // Captured holes are left empty, so the chain stops before it comes round again.
        loop {
            let here = seeds_in(board, hole);
            if !(matches!(here, 2 | 4) || (self.koumma && here == 6)) {
                return (board, taken);
            }
            taken += here;
            board &= !(0xFF << (8 * hole));
            hole = (hole + self.chain_step) % HOLES;
        }
    }
}

/// The board as the other player sees it: their holes become 0, 1 and 2.
#[inline]
pub(crate) fn turned(board: Board) -> Board {
    (board >> 24 | board << 24) & 0xFFFF_FFFF_FFFF
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board_index::{for_each_board, BoardIndex};
    use mancala_rules::{parse_rules_str, Leftover, Position, Setup};

    /// Every move on every board of up to 10 seeds, against the engine, in every variant.
    #[test]
    fn sowing_matches_the_engine() {
        for header in ["bk2", "bk2b", "bk2o", "km2", "km2b", "km2u", "km2bu"] {
            let rules = parse_rules_str(header).unwrap();
            let lap = SingleLap::new(rules).unwrap();
            for seeds in 0..=10 {
                for_each_board(seeds, |board| {
                    let setup = Setup { board: holes(board).to_vec(), ..Setup::start(rules, 0) };
                    let setup = Setup { captured: vec![0, 0], ..setup };
                    let position = Position::from_setup(rules, &setup).unwrap();
                    for hole in 0..3 {
                        let mut engine = position;
                        let legal = engine.play(hole).is_ok();
                        let shown = holes(board);
                        assert_eq!(legal, lap.can_lift(board, hole), "{header} {shown:?} {hole}");
                        if legal {
                            let (after, taken) = lap.sow(board, hole);
                            // An own-side end also hands out the seeds left: not the sowing's job.
                            let awarded = engine.is_over() && rules.variant().leftover == Leftover::OwnSide;
                            if !awarded {
                                assert_eq!(taken, engine.captured()[0], "{header} {shown:?} {hole}");
                                assert_eq!(&holes(after)[..], engine.board(), "{header} {shown:?} {hole}");
                            }
                        }
                    }
                });
            }
        }
    }

    #[test]
    fn boards_are_numbered_densely_in_order() {
        let index = BoardIndex::new();
        for seeds in [0u8, 1, 5, 12] {
            let mut expected = 0;
            for_each_board(seeds, |board| {
                assert_eq!(index.rank_in_layer(board), expected);
                expected += 1;
            });
            assert_eq!(expected, index.layer_len(usize::from(seeds)));
        }
        assert_eq!(index.total(), 5_245_786);
        assert_eq!(index.rank(board_from(&[36, 1, 0, 0, 0, 0])), None);
    }
}
