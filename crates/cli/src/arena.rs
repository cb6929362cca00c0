//! Matches between computer players: the levels of `mancala-ai` against reference players.

use std::time::{Duration, Instant};

use mancala_ai::{choose_pits, greedy_move, random_move, Ai, Budget, Evaluation, ExactSearch, Level, Mcts};
use mancala_rules::{Game, Outcome, Rules, SplitMix64, Status};

/// Depth of the baseline player's search.
pub const BASELINE_DEPTH: u32 = 7;
/// The perfect player's proof of each move: at most this many nodes (then the expert at the
/// arena's budget plays the move, and it is counted), with a 64 MB table.
pub const PERFECT_NODES: u64 = 200_000_000;
const PERFECT_TABLE_BITS: u32 = 22;

/// A player in the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Level(Level),
    /// Alpha-beta to depth 7 with the baseline evaluation (8 x captures - 2 x even pits).
    Baseline,
    /// The paranoid alpha-beta search alone (for comparisons).
    Paranoid,
    /// Monte Carlo tree search with a max-n backup alone (for comparisons).
    Mcts,
    /// Two-player Ba-awa: a move proven best by the proof search (at most [`PERFECT_NODES`]).
    Perfect,
    /// Most seeds captured right now.
    Greedy,
    Random,
}

impl Player {
    pub fn from_name(name: &str) -> Option<Player> {
        match name {
            "baseline" => Some(Player::Baseline),
            "paranoid" => Some(Player::Paranoid),
            "mcts" => Some(Player::Mcts),
            "greedy" => Some(Player::Greedy),
            "perfect" => Some(Player::Perfect),
            "random" => Some(Player::Random),
            _ => Level::from_name(name).map(Player::Level),
        }
    }
}

/// Settings of an arena run.
#[derive(Clone, Copy, Debug)]
pub struct Arena {
    pub rules: Rules,
    pub a: Player,
    /// Takes every seat that `a` does not.
    pub b: Player,
    pub games: u32,
    /// Time per move for the levels.
    pub per_move: Duration,
    /// A node budget per move instead of the clock (reproducible under load).
    pub nodes: Option<u64>,
    /// Random plies at the start of each game, for varied openings.
    pub random_plies: u32,
    /// `a` in this seat only (else in each seat in turn).
    pub seat: Option<u8>,
    pub seed: u64,
}

/// Results from `a`'s side, and `a`'s search figures.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// `a`'s wins and games in each seat.
    pub wins_by_seat: [u32; 3],
    pub games_by_seat: [u32; 3],
    pub a_moves: u64,
    pub a_nodes: u64,
    pub a_depth: u64,
    pub a_time: Duration,
    /// Moves of a perfect player (either side) whose proof did not finish.
    pub unproven_perfect_moves: u32,
}

/// Results of paired openings, from `a`'s side: each opening twice, seats swapped.
#[derive(Clone, Copy, Debug, Default)]
pub struct PairedTally {
    pub pairs: u32,
    /// Points: a win is 1, a draw a half.
    pub score: f64,
    pub won_both: u32,
    pub split: u32,
    pub lost_both: u32,
    /// `a`'s captured seeds minus the opponent's, summed over the games.
    pub margin: i64,
    pub games: u32,
    /// Moves of a perfect player whose proof did not finish (the expert played them).
    pub unproven_perfect_moves: u32,
}

struct Seats {
    ai_a: Ai,
    ai_b: Ai,
    /// The perfect player's proof search, made on first use (its table is large).
    perfect: Option<ExactSearch>,
    mcts_a: Mcts,
    mcts_b: Mcts,
    rng: SplitMix64,
}

impl Seats {
    /// The players of both sides, each seeded from the arena's seed.
    fn new(seed: u64) -> Seats {
        Seats {
            ai_a: Ai::new(seed),
            ai_b: Ai::new(seed ^ 0xb),
            perfect: None,
            mcts_a: Mcts::new(seed ^ 0xa1),
            mcts_b: Mcts::new(seed ^ 0xb1),
            rng: SplitMix64::new(seed),
        }
    }
}

impl Arena {
    /// Plays the games; `a` takes seat `game % players` in turn (or its one seat). Calls
    /// `progress` after each game.
    pub fn run(&self, mut progress: impl FnMut(u32, &Tally)) -> Tally {
        let mut tally = Tally::default();
        let mut seats = Seats::new(self.seed);
        let players = u32::from(self.rules.players());
        for number in 0..self.games {
            let a_seat = self.seat.unwrap_or((number % players) as u8);
            let outcome = self.play_one(a_seat, &mut seats, &mut tally);
            tally.games_by_seat[usize::from(a_seat)] += 1;
            match outcome {
                Some(Outcome::Winner(w)) if w == a_seat => {
                    tally.wins += 1;
                    tally.wins_by_seat[usize::from(a_seat)] += 1;
                }
                Some(Outcome::Draw) => tally.draws += 1,
                _ => tally.losses += 1,
            }
            progress(number + 1, &tally);
        }
        tally
    }

    /// Every distinct opening of `random_plies` plies (distinct by the game state they reach).
    pub fn openings(&self) -> Vec<Vec<usize>> {
        let mut openings = vec![(Game::new(self.rules), Vec::new())];
        for _ in 0..self.random_plies {
            let mut next = Vec::new();
            let mut seen = std::collections::HashSet::new();
            for (game, moves) in openings {
                if game.position().is_over() {
                    continue;
                }
                for hole in game.position().legal_moves() {
                    let mut child = game.clone();
                    if child.play(hole, &mut ()).is_ok() && !child.position().is_over() {
                        let state = (child.position().repetition_key(), child.position().captured().to_vec());
                        if seen.insert(state) {
                            let mut line = moves.clone();
                            line.push(hole);
                            next.push((child, line));
                        }
                    }
                }
            }
            openings = next;
        }
        openings.into_iter().map(|(_, moves)| moves).collect()
    }

    /// Two-player paired openings: every distinct opening, `a` in seat 0 and then in seat 1.
    pub fn run_paired(&self, mut progress: impl FnMut(u32, u32, &PairedTally)) -> PairedTally {
        let mut tally = PairedTally::default();
        let mut seats = Seats::new(self.seed);
        let openings = self.openings();
        let mut search_figures = Tally::default();
        for (number, opening) in openings.iter().enumerate() {
            let mut points = 0.0;
            for a_seat in 0..2u8 {
                let Some((outcome, margin)) =
                    self.play_game(a_seat, Some(opening), &mut seats, &mut search_figures)
                else {
                    continue;
                };
                tally.games += 1;
                tally.margin += i64::from(margin);
                points += match outcome {
                    Outcome::Winner(w) if w == a_seat => 1.0,
                    Outcome::Draw => 0.5,
                    _ => 0.0,
                };
            }
            tally.pairs += 1;
            tally.score += points;
            tally.unproven_perfect_moves = search_figures.unproven_perfect_moves;
            match points {
                p if p >= 2.0 => tally.won_both += 1,
                p if p <= 0.0 => tally.lost_both += 1,
                _ => tally.split += 1,
            }
            progress(number as u32 + 1, openings.len() as u32, &tally);
        }
        tally
    }

    /// One game (or match); the outcome with draws only when `a` shares the top score.
    fn play_one(&self, a_seat: u8, seats: &mut Seats, tally: &mut Tally) -> Option<Outcome> {
        self.play_game(a_seat, None, seats, tally).map(|(outcome, _)| outcome)
    }

    /// One game after `opening` (or `random_plies` random moves), with `a`'s seed margin.
    fn play_game(
        &self,
        a_seat: u8,
        opening: Option<&[usize]>,
        seats: &mut Seats,
        tally: &mut Tally,
    ) -> Option<(Outcome, i32)> {
        let mut game = Game::new(self.rules);
        let mut plies = 0;
        loop {
            match game.status() {
                Status::Over { outcome } => {
                    let captured = game.position().captured();
                    let mine = i32::from(captured[usize::from(a_seat)]);
                    let others: i32 = captured.iter().map(|&c| i32::from(c)).sum::<i32>() - mine;
                    let margin = mine - others / (captured.len() as i32 - 1);
                    let top = captured.iter().copied().max();
                    let outcome = match outcome {
                        Outcome::Draw if Some(captured[usize::from(a_seat)]) != top => {
                            Outcome::Winner(u8::MAX)
                        }
                        other => other,
                    };
                    return Some((outcome, margin));
                }
                Status::RoundOver { next, .. } => {
                    game.next_round(choose_pits(&next), &mut ()).ok()?;
                }
                Status::Playing { to_move, .. } => {
                    let position = *game.position();
                    let hole = if let Some(&hole) = opening.and_then(|o| o.get(plies as usize)) {
                        hole
                    } else if opening.is_none() && plies < self.random_plies {
                        random_move(&position, &mut seats.rng)?
                    } else if to_move == a_seat {
                        let side = (&mut seats.ai_a, &mut seats.mcts_a);
                        self.choose(self.a, &game, side, &mut seats.perfect, &mut seats.rng, tally, true)?
                    } else {
                        let side = (&mut seats.ai_b, &mut seats.mcts_b);
                        self.choose(self.b, &game, side, &mut seats.perfect, &mut seats.rng, tally, false)?
                    };
                    game.play(hole, &mut ()).ok()?;
                    plies += 1;
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn choose(
        &self,
        player: Player,
        game: &Game,
        (ai, mcts): (&mut Ai, &mut Mcts),
        perfect: &mut Option<ExactSearch>,
        rng: &mut SplitMix64,
        tally: &mut Tally,
        is_a: bool,
    ) -> Option<usize> {
        let position = game.position();
        let clock = Instant::now();
        let deadline = clock + self.per_move;
        let out_of_time = || Instant::now() >= deadline;
        let half_way = clock + self.per_move / 2;
        let first_phase_over = || Instant::now() >= half_way;
        let budget = match self.nodes {
            Some(nodes) => Budget::nodes(nodes),
            None => Budget::clock(u64::MAX, &out_of_time, &first_phase_over),
        };
        let mut record = |nodes: u64, depth: u32| {
            if is_a {
                tally.a_moves += 1;
                tally.a_nodes += nodes;
                tally.a_depth += u64::from(depth);
                tally.a_time += clock.elapsed();
            }
        };
        match player {
            Player::Random => random_move(position, rng),
            Player::Greedy => greedy_move(position, rng),
            Player::Baseline => {
                let (position, history) = game.positions().split_last()?;
                let budget = Budget::nodes(u64::MAX);
                let result = ai.searcher().best_move(
                    position,
                    history,
                    Evaluation::Baseline,
                    BASELINE_DEPTH,
                    &budget,
                )?;
                Some(result.hole)
            }
            Player::Paranoid => {
                let (position, history) = game.positions().split_last()?;
                let result = ai.searcher().best_move(position, history, Evaluation::Strong, 64, &budget)?;
                record(result.nodes, result.depth);
                Some(result.hole)
            }
            Player::Mcts => {
                let result = mcts.best_move(position, &budget)?;
                record(result.nodes, 0);
                Some(result.hole)
            }
            Player::Level(level) => {
                let choice = ai.choose_move(game, level, &budget)?;
                record(choice.nodes, choice.depth);
                Some(choice.hole)
            }
            Player::Perfect => {
                let (position, history) = game.positions().split_last()?;
                let proof = Budget::nodes(PERFECT_NODES);
                let perfect = perfect.get_or_insert_with(|| ExactSearch::new(PERFECT_TABLE_BITS));
                if let Some((hole, _)) = perfect.prove_best(position, history, &proof) {
                    return Some(hole);
                }
                tally.unproven_perfect_moves += 1;
                Some(ai.choose_move(game, Level::Expert, &budget)?.hole)
            }
        }
    }
}
