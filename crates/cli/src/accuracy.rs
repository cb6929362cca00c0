//! How often the expert plays a move of maximal value in two-player Ba-awa, measured against the
//! proof search on positions from real games, by seeds on the board.

use std::time::{Duration, Instant};

use mancala_ai::{Ai, Budget, Evaluation, ExactSearch, Level};
use mancala_rules::{parse_rules_str, Game, SplitMix64};

/// Settings of a measurement.
#[derive(Clone, Copy, Debug)]
pub struct Accuracy {
    /// Positions to sample.
    pub positions: usize,
    /// The expert's node budget per move.
    pub nodes: u64,
    /// Longest proof of one position; positions not proven in time are left out (and counted).
    pub proof: Duration,
    pub seed: u64,
}

/// Results for one range of seeds on the board.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bucket {
    pub positions: u32,
    /// The expert's move had the position's value.
    pub maximal: u32,
    /// The expert's move kept the result (win, draw or loss) the position's value gives.
    pub kept: u32,
    /// The expert's move was proven before it was played (book or proof within the budget).
    pub proven: u32,
}

/// Seed ranges reported: 12-19, 20-27, 28-35, 36-48.
pub const RANGES: [(u8, u8); 4] = [(12, 19), (20, 27), (28, 35), (36, 48)];

/// Figures by range, and positions left out because the proof ran out of time.
#[derive(Clone, Copy, Debug, Default)]
pub struct Report {
    pub buckets: [Bucket; 4],
    pub unproven: u32,
}

fn sign(x: i32) -> i32 {
    x.signum()
}

impl Accuracy {
    /// Samples positions with 12-48 seeds from games of the search against itself (a few random
    /// plies first, one position a game at a random point), proves each, and asks the expert.
    pub fn run(&self, book: Option<mancala_ai::Book>, mut progress: impl FnMut(usize, &Report)) -> Report {
        let rules = parse_rules_str("ba2").expect("ba2 is a rule set");
        let mut rng = SplitMix64::new(self.seed);
        let mut player = Ai::new(self.seed);
        let mut proof = ExactSearch::new(22);
        let mut report = Report::default();
        let mut sampled = 0;
        while sampled < self.positions {
            let Some(game) = sample_game(rules, &mut rng, &mut player) else { continue };
            let (position, history) = game.positions().split_last().expect("a game has a position");
            let Some(range) =
                RANGES.iter().position(|&(lo, hi)| (lo..=hi).contains(&position.seeds_on_board()))
            else {
                continue;
            };
            sampled += 1;
            let deadline = Instant::now() + self.proof;
            let out_of_time = || Instant::now() >= deadline;
            let result = proof.solve(position, history, &Budget::until(&out_of_time));
            let Some(result) = result.filter(|r| r.is_proven()) else {
                report.unproven += 1;
                progress(sampled, &report);
                continue;
            };
            let best = result.value().expect("proven");
            let mut expert = Ai::new(self.seed ^ sampled as u64);
            if let Some(book) = &book {
                expert.load_book(book.clone());
            }
            let choice = expert
                .choose_move_in(position, history, Level::Expert, &Budget::nodes(self.nodes))
                .expect("a position that goes on has a move");
            let played = result.moves.iter().find(|m| m.hole == Some(choice.hole)).and_then(|m| m.value());
            let played = played.expect("the expert plays a legal move");
            let mover = usize::from(position.to_move());
            let now = i32::from(position.captured()[mover]) - i32::from(position.captured()[1 - mover]);
            let bucket = &mut report.buckets[range];
            bucket.positions += 1;
            bucket.maximal += u32::from(played == best);
            bucket.kept += u32::from(sign(now + played) == sign(now + best));
            bucket.proven += u32::from(choice.exact_value.is_some());
            progress(sampled, &report);
        }
        report
    }
}

/// A game of the search against itself (50,000 nodes a move) after 4 random plies, stopped at a
/// random ply; `None` if it ended first.
fn sample_game(rules: mancala_rules::Rules, rng: &mut SplitMix64, player: &mut Ai) -> Option<Game> {
    let stop = 4 + rng.below(60);
    let mut game = Game::new(rules);
    for ply in 0..stop {
        if game.position().is_over() {
            return None;
        }
        let hole = if ply < 4 {
            let legal = game.position().legal_moves();
            legal.nth(rng.below(legal.len()))?
        } else {
            let (position, history) = game.positions().split_last()?;
            player
                .searcher()
                .best_move(position, history, Evaluation::Strong, 64, &Budget::nodes(50_000))?
                .hole
        };
        game.play(hole, &mut ()).ok()?;
    }
    (!game.position().is_over()).then_some(game)
}
