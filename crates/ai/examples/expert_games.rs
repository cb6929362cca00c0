//! Whole two-player Ba-awa games of the expert, checked move by move: how often it plays a move
//! it has proven best (book or its own proof), and whether every move, proven or chosen by the
//! search among the moves the proof left open, is of maximal value (checked by an independent
//! full solve with its own 128 MB table, kept from move to move, not by the expert's word; a move
//! whose check does not finish within `CHECK` million nodes is counted as not checked).
//!
//! The expert keeps its tables from move to move, as in the browser, and has `NODES` nodes a move
//! (the browser's 900 ms give it about 936,000 for its proof, then the search). Its opponent is
//! the search at 50,000 nodes a move, after 2 random plies and with one move in four random, so
//! that the games are many and different. The expert takes each seat in turn.
//!
//! `cargo run --release -p mancala-ai --example expert_games -- [GAMES [NODES [SEED [CHECK]]]]`
//! (defaults 10, 900000, 1, 5: 10 games took 230 s on a busy core)

use mancala_ai::{Ai, Book, Budget, Evaluation, ExactSearch, Level};
use mancala_rules::{parse_rules_str, Game, SplitMix64};

/// Plies reported apart: the book's full depth, its hard-states depth, the rest.
const RANGES: [(usize, usize, &str); 3] =
    [(0, 6, "plies 0-6"), (7, 12, "plies 7-12"), (13, 999, "plies 13-")];

#[derive(Default)]
struct Row {
    moves: u32,
    proven: u32,
    /// Proven by the expert and confirmed by the check (value and maximality).
    proven_confirmed: u32,
    /// Proven by the expert, but the check found another value or a better move.
    proven_wrong: u32,
    open_maximal: u32,
    open_worse: u32,
    unchecked: u32,
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("numbers")).collect();
    let games = args.first().copied().unwrap_or(10) as usize;
    let nodes = args.get(1).copied().unwrap_or(900_000);
    let seed = args.get(2).copied().unwrap_or(1);
    let check_nodes = args.get(3).copied().unwrap_or(5) * 1_000_000;
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/ba2-book.bin")).unwrap();
    let book = Book::from_bytes(&bytes).unwrap();
    let rules = parse_rules_str("ba2").unwrap();
    let mut rng = SplitMix64::new(seed);
    let mut opponent = Ai::new(seed);
    let mut check = ExactSearch::new(23);
    let mut rows: [Row; 3] = Default::default();
    let clock = std::time::Instant::now();
    for g in 0..games {
        let expert_seat = (g % 2) as u8;
        let mut expert = Ai::new(seed ^ g as u64);
        expert.load_book(book.clone());
        let mut game = Game::new(rules);
        while !game.position().is_over() {
            let ply = game.plies().len();
            let (position, history) = game.positions().split_last().unwrap();
            let hole = if position.to_move() == expert_seat {
                let choice =
                    expert.choose_move_in(position, history, Level::Expert, &Budget::nodes(nodes)).unwrap();
                let row = &mut rows[RANGES.iter().position(|&(lo, hi, _)| (lo..=hi).contains(&ply)).unwrap()];
                row.moves += 1;
                let proof = check.solve(position, history, &Budget::nodes(check_nodes)).unwrap();
                // The check's bounds settle the move once its lower bound reaches every move's
                // upper bound (maximal, and then its value is exact) or its upper bound is below
                // another's lower bound (worse); a check out of budget may settle neither.
                let (floor, ceiling) = proof.bounds();
                let played = proof.moves.iter().find(|m| m.hole == Some(choice.hole)).unwrap();
                let maximal = played.lower >= ceiling;
                let worse = played.upper < floor;
                let record = game.to_record();
                match choice.exact_value {
                    Some(claimed) => {
                        row.proven += 1;
                        if maximal && played.lower == claimed {
                            row.proven_confirmed += 1;
                        } else if maximal || worse {
                            row.proven_wrong += 1;
                            println!(
                                "{record}: proven {} worth {claimed:+}, but worth {}..{}, best {floor}..{ceiling}",
                                choice.hole, played.lower, played.upper
                            );
                        } else {
                            row.unchecked += 1;
                        }
                    }
                    None if maximal => row.open_maximal += 1,
                    None if worse => {
                        row.open_worse += 1;
                        println!(
                            "{record}: played {} worth {}..{}, best {floor}..{ceiling}",
                            choice.hole, played.lower, played.upper
                        );
                    }
                    None => row.unchecked += 1,
                }
                choice.hole
            } else if ply < 2 || rng.below(4) == 0 {
                let legal = position.legal_moves();
                legal.nth(rng.below(legal.len())).unwrap()
            } else {
                opponent
                    .searcher()
                    .best_move(position, history, Evaluation::Strong, 64, &Budget::nodes(50_000))
                    .unwrap()
                    .hole
            };
            game.play(hole, &mut ()).unwrap();
        }
        eprintln!("game {} of {games} done, {:.0} s", g + 1, clock.elapsed().as_secs_f64());
    }
    println!(
        "ba2 expert at {nodes} nodes a move, {games} games against the search, one move in four random (seed {seed}); checks within {} M nodes",
        check_nodes / 1_000_000
    );
    println!(
        "plies       expert moves  proven  proven: confirmed  proven: wrong  search: maximal  search: worse  not checked"
    );
    for (row, (_, _, name)) in rows.iter().zip(RANGES) {
        println!(
            "{name:<10}  {:>12}  {:>6}  {:>17}  {:>13}  {:>15}  {:>13}  {:>11}",
            row.moves,
            row.proven,
            row.proven_confirmed,
            row.proven_wrong,
            row.open_maximal,
            row.open_worse,
            row.unchecked
        );
    }
}
