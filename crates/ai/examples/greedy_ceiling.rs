//! The most a three-player seat can win against two greedy players (each takes a move that
//! captures most now, random among equals, as `mancala arena --b greedy` plays): an exact
//! expectimax over the greedy players' ties, for every opening of the arena's random plies
//! (each ply a uniformly random move), weighted by its chance. The seat knows how its
//! opponents choose, which no real player does, so this bounds what the arena can measure.
//!
//! A line that comes back to a position still on the search path ends there as a repetition
//! would (a slight simplification of the third-occurrence rule, for a memo by position).
//!
//! `cargo run --release -p mancala-ai --example greedy_ceiling -- [RULES [SEAT [RANDOM_PLIES]]]`
//! (defaults `ba3 2 2`; about 4 GB of memory for `ba3`).

use std::collections::{HashMap, HashSet};

use mancala_rules::{parse_rules_str, Position};

/// The seat's chances: of the sole top score, and of a top score sole or shared.
#[derive(Clone, Copy, Default, PartialEq, PartialOrd)]
struct Chances {
    sole: f64,
    top: f64,
}

struct Ceiling {
    seat: u8,
    memo: HashMap<Position, Chances>,
    on_path: HashSet<Position>,
}

impl Ceiling {
    /// The seat's best chances from here: it plays for the sole top score, then for a share.
    fn chances(&mut self, position: &Position) -> Chances {
        if position.is_over() {
            let captured = position.captured();
            let top = captured.iter().copied().max().unwrap_or(0);
            let leaders = captured.iter().filter(|&&c| c == top).count();
            return match (captured[usize::from(self.seat)] == top, leaders) {
                (false, _) => Chances::default(),
                (true, 1) => Chances { sole: 1.0, top: 1.0 },
                (true, _) => Chances { sole: 0.0, top: 1.0 },
            };
        }
        if let Some(&known) = self.memo.get(position) {
            return known;
        }
        if !self.on_path.insert(*position) {
            let mut ended = *position;
            ended.end_by_repetition(&mut ());
            return self.chances(&ended);
        }
        let mover = position.to_move();
        let successors: Vec<_> = position.successors().collect();
        let chances = if mover == self.seat {
            let mut best = Chances { sole: -1.0, top: -1.0 };
            for successor in &successors {
                let c = self.chances(&successor.position);
                if c > best {
                    best = c;
                }
            }
            best
        } else {
            // `greedy_move`: the most seeds now, among the moves (a stuck position's settlement
            // is its only successor).
            let gain = |s: &&mancala_rules::Successor| s.gained[usize::from(mover)];
            let most = successors.iter().map(|s| gain(&s)).max().unwrap_or(0);
            let ties: Vec<_> = successors.iter().filter(|s| gain(s) == most).collect();
            let weight = 1.0 / ties.len() as f64;
            let mut sum = Chances::default();
            for successor in ties {
                let c = self.chances(&successor.position);
                sum.sole += weight * c.sole;
                sum.top += weight * c.top;
            }
            sum
        };
        self.on_path.remove(position);
        self.memo.insert(*position, chances);
        chances
    }
}

fn main() {
    // Lines run hundreds of plies deep.
    let deep = std::thread::Builder::new().stack_size(4 << 30).spawn(run);
    deep.expect("a thread").join().expect("the search");
}

fn run() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rules = parse_rules_str(args.first().map_or("ba3", String::as_str)).expect("rules");
    let seat: u8 = args.get(1).map_or(2, |s| s.parse().expect("a seat"));
    let random_plies: usize = args.get(2).map_or(2, |s| s.parse().expect("a ply count"));
    let mut openings = vec![(Position::new(rules), 1.0f64)];
    for _ in 0..random_plies {
        let mut next = Vec::new();
        for (position, chance) in openings {
            let moves: Vec<usize> = position.legal_moves().iter().collect();
            for &hole in &moves {
                let mut after = position;
                after.play(hole).expect("a legal move");
                next.push((after, chance / moves.len() as f64));
            }
        }
        openings = next;
    }
    let mut ceiling = Ceiling { seat, memo: HashMap::new(), on_path: HashSet::new() };
    let mut total = Chances::default();
    for (position, chance) in &openings {
        let c = ceiling.chances(position);
        total.sole += chance * c.sole;
        total.top += chance * c.top;
    }
    println!(
        "{} seat {seat} against two greedy players after {random_plies} random plies ({} openings, {} positions): sole top score {:.1} %, a top score {:.1} %",
        args.first().map_or("ba3", String::as_str),
        openings.len(),
        ceiling.memo.len(),
        100.0 * total.sole,
        100.0 * total.top
    );
}
