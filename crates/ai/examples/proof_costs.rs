//! What a proof costs two ways, from an empty table each: `ExactSearch::prove_best` (one move's
//! value and a null window on each other move) and `ExactSearch::solve` (every move's value),
//! on given records or on positions from games of the search (4-12 random plies, then the search
//! at 20,000 nodes a move, stopped at a random ply). Prints each position's figures and how
//! often each way is cheaper, for the split of the expert's proof budget.
//!
//! `cargo run --release -p mancala-ai --example proof_costs -- MILLION_NODES (RECORD... | POSITIONS SEED)`

use mancala_ai::{Budget, Evaluation, ExactSearch, Searcher, PROOF_TABLE_BITS};
use mancala_rules::{parse_rules_str, play_random, Game, SplitMix64};

fn sampled(count: usize, seed: u64) -> Vec<Game> {
    let rules = parse_rules_str("ba2").unwrap();
    let mut rng = SplitMix64::new(seed);
    let mut searcher = Searcher::new();
    let mut games = Vec::new();
    while games.len() < count {
        let random_plies = 4 + rng.below(9);
        let stop = random_plies + rng.below(30);
        let mut game = Game::new(rules);
        while game.plies().len() < stop && !game.position().is_over() {
            let (position, history) = game.positions().split_last().unwrap();
            let hole = if game.plies().len() < random_plies {
                let mut next = *position;
                play_random(&mut next, &mut rng).unwrap()
            } else {
                searcher
                    .best_move(position, history, Evaluation::Strong, 64, &Budget::nodes(20_000))
                    .unwrap()
                    .hole
            };
            game.play(hole, &mut ()).unwrap();
        }
        if !game.position().is_over() {
            games.push(game);
        }
    }
    games
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [nodes, rest @ ..] = args.as_slice() else {
        eprintln!("usage: proof_costs MILLION_NODES (RECORD... | POSITIONS SEED)");
        std::process::exit(2);
    };
    let limit = Budget::nodes(nodes.parse::<u64>().expect("a number") * 1_000_000);
    let games: Vec<Game> = match rest {
        [count, seed] if count.parse::<usize>().is_ok() => {
            sampled(count.parse().unwrap(), seed.parse().expect("a seed"))
        }
        records => records.iter().map(|r| Game::from_record(r).expect("a game record")).collect(),
    };
    let (mut best_cheaper, mut solve_cheaper, mut neither) = (0, 0, 0);
    let mut costs = Vec::new();
    for game in &games {
        let (position, history) = game.positions().split_last().unwrap();
        let mut search = ExactSearch::new(PROOF_TABLE_BITS);
        let best = search.prove_best(position, history, &limit);
        let best_nodes = best.map(|_| search.nodes());
        let mut search = ExactSearch::new(PROOF_TABLE_BITS);
        let solved = search.solve(position, history, &limit).unwrap();
        let solve_nodes = solved.is_proven().then_some(solved.nodes);
        match (best_nodes, solve_nodes) {
            (Some(b), Some(s)) if s < b => solve_cheaper += 1,
            (None, Some(_)) => solve_cheaper += 1,
            (None, None) => neither += 1,
            _ => best_cheaper += 1,
        }
        costs.push((best_nodes, solve_nodes));
        println!(
            "{} ({} seeds): prove_best {} nodes, solve {} nodes",
            game.to_record(),
            position.seeds_on_board(),
            best_nodes.map_or("not proven".to_owned(), |n| n.to_string()),
            solve_nodes.map_or("not proven".to_owned(), |n| n.to_string()),
        );
    }
    println!(
        "{} positions: prove_best cheaper {best_cheaper}, solve cheaper {solve_cheaper}, neither within {nodes} M nodes {neither}",
        games.len()
    );
    // Which of the expert's ways settles a position within a proof budget: all of it to
    // prove_best, or half to prove_best and the rest to solve (which only counts alone here,
    // from an empty table, so it understates the split).
    for budget in [300_000u64, 900_000, 1_500_000] {
        let alone = costs.iter().filter(|(b, _)| b.is_some_and(|b| b <= budget)).count();
        let split = costs
            .iter()
            .filter(|(b, s)| b.is_some_and(|b| b <= budget / 2) || s.is_some_and(|s| s <= budget / 2))
            .count();
        let either = costs
            .iter()
            .filter(|(b, s)| b.is_some_and(|b| b <= budget) || s.is_some_and(|s| s <= budget))
            .count();
        println!("within {budget} nodes: prove_best alone {alone}, half each {split} (at least), the cheaper one {either}");
    }
}
