//! What a proof costs two ways, from an empty table each: `prove_best` (a best move: its value
//! and a null window on each other move) and `solve` (every move's value); and the expert's move
//! at a node budget, against the solve's values.
//!
//! `cargo run --release -p mancala-ai --example proof_costs -- EXPERT_NODES RECORD...`

use mancala_ai::{Ai, Budget, ExactSearch, Level, PROOF_TABLE_BITS};
use mancala_rules::Game;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [nodes, records @ ..] = args.as_slice() else {
        eprintln!("usage: proof_costs EXPERT_NODES RECORD...");
        std::process::exit(2);
    };
    let nodes = nodes.parse::<u64>().expect("a number of nodes");
    let limit = Budget::nodes(100_000_000);
    for record in records {
        let game = Game::from_record(record).expect("a game record");
        let (position, history) = game.positions().split_last().expect("a game has a position");
        let mut search = ExactSearch::new(PROOF_TABLE_BITS);
        let best = search.prove_best(position, history, &limit);
        let best_nodes = search.nodes();
        let mut search = ExactSearch::new(PROOF_TABLE_BITS);
        let solved = search.solve(position, history, &limit).expect("a game that goes on");
        let values: Vec<String> = solved
            .moves
            .iter()
            .map(|m| format!("{}:{}", m.hole.map_or('-', |h| (b'a' + h as u8) as char), m.lower))
            .collect();
        let choice = Ai::new(1).choose_move_in(position, history, Level::Expert, &Budget::nodes(nodes));
        let played = choice.and_then(|c| solved.moves.iter().find(|m| m.hole == Some(c.hole)));
        println!(
            "{record}: prove_best {:?} in {best_nodes} nodes; solve {} in {} nodes ({}); expert at {nodes}: {:?} worth {:?}",
            best,
            if solved.is_proven() { "proven" } else { "not proven" },
            solved.nodes,
            values.join(" "),
            choice.map(|c| c.hole),
            played.and_then(|m| m.value()),
        );
    }
}
