//! How often the expert plays a move of maximal value in two-player Ba-awa, measured against the
//! proof search on positions from varied games, by seeds on the board.
//!
//! **The sample.** Games start with 4-12 random plies, then go on with mixed players (each ply
//! the search at 20,000 nodes, a greedy move or a random one, with chances 2:1:1) to the end.
//! From each game at most one position per range of seeds on the board is drawn (at random
//! among the game's positions in the range after its random plies), until each range has a
//! quarter of the sample; a position already drawn (same board, captures and player to move)
//! is not drawn again. So the sample spreads over seed counts evenly and over plies as the
//! games do, and a hard position counts once.
//!
//! **The answer.** Each position is solved (every move's value), with a time limit; the expert
//! is asked at each node budget. Positions the proof does not settle in time are reported with
//! their records, not dropped silently.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use mancala_ai::{greedy_move, random_move, Ai, Book, Budget, Evaluation, ExactSearch, Level};
use mancala_rules::{parse_rules_str, Game, SplitMix64};

/// Settings of a measurement.
#[derive(Clone, Debug)]
pub struct Accuracy {
    /// Positions to sample.
    pub positions: usize,
    /// The expert's node budgets per move, each asked on every position.
    pub nodes: Vec<u64>,
    /// Longest proof of one position.
    pub proof: Duration,
    pub seed: u64,
}

/// Results for one range of seeds on the board and one node budget.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bucket {
    pub positions: u32,
    /// The expert's move had the position's value.
    pub maximal: u32,
    /// The expert's move kept the result (win, draw or loss) the position's value gives.
    pub kept: u32,
    /// The expert's move was proven before it was played (book or proof within the budget).
    pub proven: u32,
    /// Seeds given up: the position's value minus the move's, summed.
    pub seeds_lost: u32,
}

/// Seed ranges reported: 12-19, 20-27, 28-35, 36-48.
pub const RANGES: [(u8, u8); 4] = [(12, 19), (20, 27), (28, 35), (36, 48)];

/// A position where the expert gave up value.
#[derive(Clone, Debug)]
pub struct Miss {
    pub record: String,
    pub nodes: u64,
    pub played: usize,
    pub played_value: i32,
    pub best: i32,
}

/// Figures by range and node budget (`buckets[budget][range]`), the positions the proof did
/// not settle in time, every position where the expert gave up value, and the plies sampled.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub buckets: Vec<[Bucket; 4]>,
    pub unproven: Vec<String>,
    pub misses: Vec<Miss>,
    /// Plies of the sampled positions, by range.
    pub plies: [Vec<u32>; 4],
}

fn sign(x: i32) -> i32 {
    x.signum()
}

/// A sampled position: its game (the position is the last), its range and ply.
struct Sample {
    game: Game,
    range: usize,
}

impl Accuracy {
    /// Samples the positions (see the module doc), proves each and asks the expert at each
    /// budget; `progress` after each position.
    pub fn run(&self, book: Option<Book>, mut progress: impl FnMut(usize, &Report)) -> Report {
        let mut rng = SplitMix64::new(self.seed);
        let mut proof = ExactSearch::new(22);
        let mut report =
            Report { buckets: vec![[Bucket::default(); 4]; self.nodes.len()], ..Report::default() };
        let samples = self.sample(&mut rng);
        for (number, sample) in samples.iter().enumerate() {
            let (position, history) = sample.game.positions().split_last().expect("a game has a position");
            report.plies[sample.range].push(history.len() as u32);
            let deadline = Instant::now() + self.proof;
            let out_of_time = || Instant::now() >= deadline;
            let result = proof.solve(position, history, &Budget::until(&out_of_time));
            let Some(result) = result.filter(|r| r.is_proven()) else {
                report.unproven.push(sample.game.to_record());
                progress(number + 1, &report);
                continue;
            };
            let best = result.value().expect("proven");
            let mover = usize::from(position.to_move());
            let now = i32::from(position.captured()[mover]) - i32::from(position.captured()[1 - mover]);
            for (budget, &nodes) in self.nodes.iter().enumerate() {
                let mut expert = Ai::new(self.seed ^ number as u64);
                if let Some(book) = &book {
                    expert.load_book(book.clone());
                }
                let choice = expert
                    .choose_move_in(position, history, Level::Expert, &Budget::nodes(nodes))
                    .expect("a position that goes on has a move");
                let played =
                    result.moves.iter().find(|m| m.hole == Some(choice.hole)).and_then(|m| m.value());
                let played = played.expect("the expert plays a legal move");
                let bucket = &mut report.buckets[budget][sample.range];
                bucket.positions += 1;
                bucket.maximal += u32::from(played == best);
                bucket.kept += u32::from(sign(now + played) == sign(now + best));
                bucket.proven += u32::from(choice.exact_value.is_some());
                bucket.seeds_lost += (best - played) as u32;
                if played != best {
                    report.misses.push(Miss {
                        record: sample.game.to_record(),
                        nodes,
                        played: choice.hole,
                        played_value: played,
                        best,
                    });
                }
            }
            progress(number + 1, &report);
        }
        report
    }

    /// The sample: distinct positions, a quarter in each seed range.
    fn sample(&self, rng: &mut SplitMix64) -> Vec<Sample> {
        let rules = parse_rules_str("ba2").expect("ba2 is a rule set");
        let mut player = Ai::new(self.seed);
        let quota = self.positions.div_ceil(RANGES.len());
        let mut counts = [0; 4];
        let mut seen = HashSet::new();
        let mut samples = Vec::new();
        while samples.len() < self.positions {
            let game = mixed_game(rules, rng, &mut player);
            let random_plies = game.random_plies;
            let game = game.game;
            let positions = game.positions();
            for (range, &(lo, hi)) in RANGES.iter().enumerate() {
                if counts[range] >= quota || samples.len() >= self.positions {
                    continue;
                }
                let candidates: Vec<usize> = (random_plies..positions.len())
                    .filter(|&ply| {
                        let p = &positions[ply];
                        !p.is_over()
                            && (lo..=hi).contains(&p.seeds_on_board())
                            && !seen.contains(&(p.repetition_key(), p.captured().to_vec()))
                    })
                    .collect();
                if candidates.is_empty() {
                    continue;
                }
                let ply = candidates[rng.below(candidates.len())];
                let p = &positions[ply];
                seen.insert((p.repetition_key(), p.captured().to_vec()));
                let mut prefix = game.clone();
                while prefix.plies().len() > ply {
                    prefix.undo();
                }
                counts[range] += 1;
                samples.push(Sample { game: prefix, range });
            }
        }
        samples
    }
}

struct MixedGame {
    game: Game,
    random_plies: usize,
}

/// A whole game: 4-12 random plies, then each ply the search (20,000 nodes), a greedy or a
/// random move, with chances 2:1:1.
fn mixed_game(rules: mancala_rules::Rules, rng: &mut SplitMix64, player: &mut Ai) -> MixedGame {
    let random_plies = 4 + rng.below(9);
    let mut game = Game::new(rules);
    while !game.position().is_over() {
        let (position, history) = game.positions().split_last().expect("a game has a position");
        let hole = if game.plies().len() < random_plies {
            random_move(position, rng)
        } else {
            match rng.below(4) {
                0 => random_move(position, rng),
                1 => greedy_move(position, rng),
                _ => player
                    .searcher()
                    .best_move(position, history, Evaluation::Strong, 64, &Budget::nodes(20_000))
                    .map(|r| r.hole),
            }
        };
        let Some(hole) = hole else { break };
        if game.play(hole, &mut ()).is_err() {
            break;
        }
    }
    MixedGame { game, random_plies }
}
