//! A proof of the best move in each of the hardest known states, timed: those the book generator
//! could not prove (`mancala solve ba2 --book` prints their records), to measure the proof search
//! where it struggles.
//!
//! `cargo run --release -p mancala-ai --example book_gaps -- MILLION_NODES TABLE_BITS RECORD...`

use mancala_ai::{Budget, ExactSearch};
use mancala_rules::Game;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [nodes, bits, records @ ..] = args.as_slice() else {
        eprintln!("usage: book_gaps MILLION_NODES TABLE_BITS RECORD...");
        std::process::exit(2);
    };
    let nodes = nodes.parse::<u64>().expect("a number of million nodes") * 1_000_000;
    let bits = bits.parse::<u32>().expect("a number of table bits");
    for record in records {
        let game = Game::from_record(record).expect("a game record");
        // A fresh table for each, so that each figure stands alone.
        let mut search = ExactSearch::new(bits);
        let (position, history) = game.positions().split_last().expect("a game has a position");
        let clock = std::time::Instant::now();
        let proof = search.prove_best(position, history, &Budget::nodes(nodes));
        println!(
            "{record}: {} in {} nodes, {:.1} s",
            proof.map_or("not proven".to_owned(), |(hole, value)| format!("best {hole} worth {value:+}")),
            search.nodes(),
            clock.elapsed().as_secs_f64()
        );
    }
}
