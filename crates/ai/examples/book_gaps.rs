//! The states on the expert's lines within the shipped book's depth that the book lacks, and a
//! proof of each one's best move within a node budget, timed: the measure of the proof search
//! on its hardest known positions.
//!
//! `cargo run --release -p mancala-ai --example book_gaps -- [PLIES] [MILLION_NODES] [TABLE_BITS]
//! [ONLY]` (defaults 6, 20, 22; ONLY: the index of the one state to prove)

use mancala_ai::{Book, Budget, ExactSearch};
use mancala_rules::{parse_rules_str, Game};

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("numbers")).collect();
    let plies = args.first().copied().unwrap_or(6) as usize;
    let nodes = args.get(1).copied().unwrap_or(20) * 1_000_000;
    let bits = args.get(2).copied().unwrap_or(22) as u32;
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/ba2-book.bin")).unwrap();
    let book = Book::from_bytes(&bytes).unwrap();
    let start = Game::new(parse_rules_str("ba2").unwrap());
    let mut by_ply: Vec<Vec<(Game, Vec<usize>)>> = vec![Vec::new(); plies + 1];
    by_ply[0].push((start.clone(), Vec::new()));
    for hole in start.position().legal_moves() {
        let mut child = start.clone();
        child.play(hole, &mut ()).unwrap();
        by_ply[1].push((child, vec![hole]));
    }
    let mut gaps = Vec::new();
    for ply in 0..=plies {
        for (game, line) in std::mem::take(&mut by_ply[ply]) {
            let (position, history) = game.positions().split_last().unwrap();
            if position.is_over() {
                continue;
            }
            let Some((best, _)) = book.best_moves(position, history) else {
                gaps.push((ply, game, line));
                continue;
            };
            for hole in best {
                let mut after = game.clone();
                after.play(hole, &mut ()).unwrap();
                if ply + 2 > plies || after.position().is_over() {
                    continue;
                }
                for reply in after.position().legal_moves() {
                    let mut child = after.clone();
                    child.play(reply, &mut ()).unwrap();
                    let line = line.iter().copied().chain([hole, reply]).collect();
                    by_ply[ply + 2].push((child, line));
                }
            }
        }
    }
    let only = args.get(3).map(|&i| i as usize);
    for (i, (ply, game, line)) in gaps.into_iter().enumerate() {
        if only.is_some_and(|only| only != i) {
            continue;
        }
        // A fresh table for each, so that each figure stands alone.
        let mut search = ExactSearch::new(bits);
        let (position, history) = game.positions().split_last().unwrap();
        let clock = std::time::Instant::now();
        let proof = search.prove_best(position, history, &Budget::nodes(nodes));
        let moves: Vec<String> = line.iter().map(|m| m.to_string()).collect();
        println!(
            "ply {ply} after {}: {} in {} nodes, {:.1} s",
            moves.join(" "),
            proof.map_or("not proven".to_owned(), |(hole, value)| format!("best {hole} worth {value:+}")),
            search.nodes(),
            clock.elapsed().as_secs_f64()
        );
    }
}
