//! Random-playout speed per game: the engine's throughput figure.

use std::time::{Duration, Instant};

use mancala_rules::{random_playout, Position, RepetitionTracker, Rules, SplitMix64};

/// Moves and games played in one timed run.
#[derive(Clone, Copy, Debug)]
pub struct BenchResult {
    pub moves: u64,
    pub games: u64,
    pub elapsed: Duration,
}

impl BenchResult {
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.elapsed.as_secs_f64()
    }
}

/// Plays random games (with the repetition and endless-relay rules) from the start for about
/// `budget`, on one core.
pub fn bench(rules: Rules, budget: Duration, seed: u64) -> BenchResult {
    let start = Position::new(rules);
    let mut rng = SplitMix64::new(seed);
    let mut history = RepetitionTracker::new();
    let mut moves = 0u64;
    let mut games = 0u64;
    let clock = Instant::now();
    // Check the clock once per batch so timing stays out of the measured loop.
    while clock.elapsed() < budget {
        for _ in 0..256 {
            let mut position = start;
            moves += u64::from(random_playout(&mut position, &mut rng, &mut history));
            games += 1;
        }
    }
    BenchResult { moves, games, elapsed: clock.elapsed() }
}
