//! Bakuk and Koumma moves on a bare board of six holes, for the solver's inner loops.
//!
//! This mirrors the engine's single-lap sowing (`Position::play`) without its bookkeeping; the
//! test suite checks it against the engine on every board with few seeds, for every variant.

use mancala_rules::{Chain, GameKind, Rules, SingleSeed};

/// Holes on a Bakuk or Koumma board.
pub(crate) const HOLES: usize = 6;

/// A board seen by the player to move, who owns holes 0, 1 and 2.
pub(crate) type Board = [u8; HOLES];

/// The move rules of one two-player Bakuk-family rule set.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SingleLap {
    koumma: bool,
    backward: bool,
    /// Fewest seeds a hole must hold to be lifted.
    min_lift: u8,
}

impl SingleLap {
    /// `None` for Ba-awa.
    pub(crate) fn new(rules: Rules) -> Option<SingleLap> {
        if !rules.kind().is_bakuk_family() {
            return None;
        }
        let variant = rules.variant();
        Some(SingleLap {
            koumma: rules.kind() == GameKind::Koumma,
            backward: variant.chain == Chain::Backward,
            min_lift: 1 + u8::from(variant.single_seed == SingleSeed::Unplayable),
        })
    }

    /// True if the player to move may lift `hole` (one of 0, 1, 2).
    pub(crate) fn can_lift(&self, board: &Board, hole: usize) -> bool {
        board[hole] >= self.min_lift
    }

    /// Sows `origin` and makes the capture and its chain; returns the seeds captured.
    #[inline]
    pub(crate) fn sow(&self, board: &mut Board, origin: usize) -> u8 {
        let mut hand = board[origin];
        board[origin] = 0;
        if self.koumma && hand >= 2 {
            // Koumma (i): the first seed goes back into the origin.
            board[origin] = 1;
            hand -= 1;
        }
        let rounds = hand / HOLES as u8;
        if rounds > 0 {
            board.iter_mut().for_each(|seeds| *seeds += rounds);
        }
        let mut hole = origin;
        for _ in 0..hand % HOLES as u8 {
            hole = if hole + 1 == HOLES { 0 } else { hole + 1 };
            board[hole] += 1;
        }
        let mut taken = 0;
        // Captured holes are left empty, so the chain stops before it comes round again.
        while matches!(board[hole], 2 | 4) || (self.koumma && board[hole] == 6) {
            taken += board[hole];
            board[hole] = 0;
            hole = match (self.backward, hole) {
                (false, _) => (hole + 1) % HOLES,
                (true, 0) => HOLES - 1,
                (true, _) => hole - 1,
            };
        }
        taken
    }
}

/// The board as the other player sees it: their holes become 0, 1 and 2.
pub(crate) fn turned(board: &Board) -> Board {
    [board[3], board[4], board[5], board[0], board[1], board[2]]
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
                    let setup = Setup { board: board.to_vec(), ..Setup::start(rules, 0) };
                    let setup = Setup { captured: vec![0, 0], ..setup };
                    let position = Position::from_setup(rules, &setup).unwrap();
                    for hole in 0..3 {
                        let mut engine = position;
                        let legal = engine.play(hole).is_ok();
                        assert_eq!(legal, lap.can_lift(board, hole), "{header} {board:?} {hole}");
                        if legal {
                            let mut after = *board;
                            let taken = lap.sow(&mut after, hole);
                            // An own-side end also hands out the seeds left: not the sowing's job.
                            let awarded = engine.is_over() && rules.variant().leftover == Leftover::OwnSide;
                            if !awarded {
                                assert_eq!(taken, engine.captured()[0], "{header} {board:?} {hole}");
                                assert_eq!(&after[..], engine.board(), "{header} {board:?} {hole}");
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
                assert_eq!(index.rank_in_layer(board, usize::from(seeds)), expected);
                expected += 1;
            });
            assert_eq!(expected, index.layer_len(usize::from(seeds)));
        }
        assert_eq!(index.total(), 5_245_786);
        assert_eq!(index.rank(&[36, 1, 0, 0, 0, 0]), None);
    }
}
