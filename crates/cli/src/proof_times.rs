//! How long the proof search takes to prove every move of two-player Ba-awa positions, by the
//! seeds on the board, on positions of expert games: the figure the page's values mode lives by.

use std::time::{Duration, Instant};

use mancala_ai::{Budget, Evaluation, ExactSearch, Searcher};
use mancala_rules::{parse_rules_str, play_random, Game, Position, SplitMix64};

/// The seed counts measured: Ba-awa captures fours, so the board holds a multiple of 4 (below
/// 12 seeds a position is a few moves from its end).
pub const SEED_COUNTS: [u8; 10] = [12, 16, 20, 24, 28, 32, 36, 40, 44, 48];
/// The expert's search in the sampled games: nodes a move.
const EXPERT_NODES: u64 = 20_000;
/// Random plies at the start of each game (at most), so that the games differ.
const RANDOM_PLIES: usize = 6;

/// A position and the game before it.
pub struct Sample {
    pub seeds: u8,
    pub game: Game,
}

/// The proof of one position.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    pub seeds: u8,
    pub elapsed: Duration,
    pub nodes: u64,
    /// False where the cap ended it first.
    pub proven: bool,
}

/// `per_count` positions for each of [`SEED_COUNTS`], each from its own game of the expert's
/// search against itself (after up to [`RANDOM_PLIES`] random plies): a position drawn at
/// random among the game's positions with that many seeds on the board.
pub fn sample(per_count: usize, seed: u64) -> Vec<Sample> {
    let rules = parse_rules_str("ba2").expect("ba2 is a rules header");
    let mut rng = SplitMix64::new(seed);
    let mut searcher = Searcher::new();
    let mut samples: Vec<Sample> = Vec::new();
    let wanted =
        |samples: &[Sample], seeds: u8| samples.iter().filter(|s| s.seeds == seeds).count() < per_count;
    while SEED_COUNTS.iter().any(|&n| wanted(&samples, n)) {
        let random_plies = rng.below(RANDOM_PLIES + 1);
        let mut game = Game::new(rules);
        while !game.position().is_over() {
            let (position, history) = game.positions().split_last().expect("a game has a position");
            let hole = if game.plies().len() < random_plies {
                let mut next = *position;
                play_random(&mut next, &mut rng)
            } else {
                searcher
                    .best_move(position, history, Evaluation::Strong, 64, &Budget::nodes(EXPERT_NODES))
                    .map(|found| found.hole)
            };
            let Some(hole) = hole else { break };
            if game.play(hole, &mut ()).is_err() {
                break;
            }
        }
        let missing: Vec<u8> = SEED_COUNTS.into_iter().filter(|&n| wanted(&samples, n)).collect();
        for seeds in missing {
            let at: Vec<usize> = (0..game.positions().len())
                .filter(|&ply| {
                    let position = &game.positions()[ply];
                    position.seeds_on_board() == seeds && !position.is_over()
                })
                .collect();
            if at.is_empty() {
                continue;
            }
            let ply = at[rng.below(at.len())];
            let mut before = game.clone();
            while before.positions().len() > ply + 1 {
                before.undo();
            }
            samples.push(Sample { seeds, game: before });
        }
    }
    samples.sort_by_key(|s| s.seeds);
    samples
}

/// Proves every move of each sample from an empty table of `2^table_bits` entries, `cap` and
/// `cap_nodes` at most each; `progress` hears of each.
pub fn measure(
    samples: &[Sample],
    table_bits: u32,
    cap: Duration,
    cap_nodes: u64,
    mut progress: impl FnMut(&Timing),
) -> Vec<Timing> {
    let mut search = ExactSearch::new(table_bits);
    let mut timings = Vec::new();
    for sample in samples {
        let (position, history): (&Position, &[Position]) =
            sample.game.positions().split_last().expect("a game has a position");
        search.clear();
        let clock = Instant::now();
        let out_of_time = || clock.elapsed() >= cap;
        let budget = Budget { max_nodes: cap_nodes, ..Budget::until(&out_of_time) };
        let result = search.solve(position, history, &budget);
        let timing = Timing {
            seeds: sample.seeds,
            elapsed: clock.elapsed(),
            nodes: result.as_ref().map_or(0, |r| r.nodes),
            proven: result.is_some_and(|r| r.is_proven()),
        };
        progress(&timing);
        timings.push(timing);
    }
    timings
}

/// The `p`th percentile (0-100) of sorted `values`, nearest rank (as tests/bench/lib/figures.mjs).
pub fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(p * sorted.len() / 100).min(sorted.len() - 1)]
}
