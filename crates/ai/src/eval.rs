//! Static evaluations, always from one player's point of view (the searching player's).

use mancala_rules::{GameKind, Mode, Outcome, Position};

/// Far above any evaluation: a won or lost game.
pub(crate) const WIN: i32 = 1_000_000;

/// The engine's weights, in hundredths of a captured seed.
/// A captured seed (more than the others' average, with three players).
pub(crate) const CAPTURED_SEED: i32 = 100;
/// A seed on one's own Ba-awa pit: it goes to the owner when a round is stuck or repeats.
const OWNED_SEED: i32 = 10;
/// Match play, during a round: a pit the captures buy next round.
const PIT_BOUGHT: i32 = 60;
/// Match play, at the end of a round: a pit bought is what the round was for.
const PIT_BOUGHT_AT_END: i32 = 1000;

/// The arena's baseline evaluation.
const BASELINE_CAPTURED_SEED: i32 = 8;
const BASELINE_EVEN_PIT: i32 = 2;

/// Which evaluation a search uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// The engine's own: captures, seeds on one's own pits (Ba-awa: they go to the owner when a
    /// round is stuck or repeats) and, in match play, the pits the captures buy next round.
    Strong,
    /// The reference opponent of the arena: 8 x captured difference - 2 x difference of pits
    /// holding an even, non-zero count, on each player's own pits.
    Baseline,
}

/// `player`'s figure against the others': with three players, against their average (scaled by
/// 2 to stay whole). Measured better than against the best of the others, or one's own alone.
fn against_others(position: &Position, player: u8, per_player: impl Fn(u8) -> i32) -> i32 {
    let players = position.rules().players();
    let others: i32 = (0..players).filter(|&p| p != player).map(&per_player).sum();
    i32::from(players - 1) * per_player(player) - others
}

fn seeds_owned(position: &Position, player: u8) -> i32 {
    let board = position.board().iter().zip(position.owners());
    board.filter(|&(_, &owner)| owner == player).map(|(&seeds, _)| i32::from(seeds)).sum()
}

fn even_pits(position: &Position, player: u8) -> i32 {
    let board = position.board().iter().zip(position.owners());
    board.filter(|&(&seeds, &owner)| owner == player && seeds > 0 && seeds % 2 == 0).count() as i32
}

fn captured(position: &Position, player: u8) -> i32 {
    i32::from(position.captured()[usize::from(player)])
}

/// `player`'s view of a position that is not over.
pub(crate) fn evaluate(position: &Position, player: u8, evaluation: Evaluation) -> i32 {
    match evaluation {
        Evaluation::Baseline => {
            BASELINE_CAPTURED_SEED * against_others(position, player, |p| captured(position, p))
                - BASELINE_EVEN_PIT * against_others(position, player, |p| even_pits(position, p))
        }
        Evaluation::Strong => {
            let mut score = CAPTURED_SEED * against_others(position, player, |p| captured(position, p));
            if position.rules().kind() == GameKind::BaAwa {
                score += OWNED_SEED * against_others(position, player, |p| seeds_owned(position, p));
                if matches!(position.rules().mode(), Mode::Match { .. }) {
                    score += PIT_BOUGHT * against_others(position, player, |p| captured(position, p) / 4);
                }
            }
            score
        }
    }
}

/// `player`'s view of a finished game or round.
pub(crate) fn evaluate_end(position: &Position, player: u8, evaluation: Evaluation) -> i32 {
    let material = against_others(position, player, |p| captured(position, p));
    match evaluation {
        Evaluation::Baseline => BASELINE_CAPTURED_SEED * material,
        Evaluation::Strong if matches!(position.rules().mode(), Mode::Match { .. }) => {
            // A match is won by pits, not rounds: what counts is what the round's captures buy.
            CAPTURED_SEED * material
                + PIT_BOUGHT_AT_END * against_others(position, player, |p| captured(position, p) / 4)
        }
        // With three players the paranoid search's coalition can often force a loss; a fixed
        // score for it would make every move look alike and the search give up, so the margin
        // alone counts.
        Evaluation::Strong if position.rules().players() == 3 => CAPTURED_SEED * material,
        Evaluation::Strong => {
            let result = match position.outcome() {
                Some(Outcome::Winner(winner)) if winner == player => WIN,
                Some(Outcome::Winner(_)) => -WIN,
                // A shared top score: a draw for those who share it, a loss for the others.
                _ if position.captured().iter().any(|&c| i32::from(c) > captured(position, player)) => -WIN,
                _ => 0,
            };
            result + CAPTURED_SEED * material
        }
    }
}
