//! Finds two-player Ba-awa positions for the proof search's brute-force test
//! (`crates/ai/tests/exact.rs`, `BA_AWA_REPETITIONS`): small enough that every line can be played
//! out, with a state in their tree where the repetition rule decides a move's value.
//!
//! `cargo run --release -p mancala-ai --example repetition_positions [SEEDS [OWNERS [LIMIT]]]`
//! (defaults 9, `100000000000`: South owns p0 only, and 60). Every board of SEEDS seeds with at
//! most 3 in a pit (with at most 12 seeds no pit holds 4 at rest) is a node of the capture-free
//! move graph, either player to move; a capture leaves at most 8 seeds and ends the game
//! (Ba-awa rule 7 of `docs/rules.md`). Nodes that can reach a cycle and reach at most LIMIT
//! others without a capture are played out through `Game` (at most 100,000 moves); those with a
//! repetition ending are kept if, at some state of their tree, scoring repetition endings as
//! nothing changes a move's value. Prints the notation, the moves to that state and the tree's
//! size.

use std::collections::{HashMap, HashSet};

use mancala_rules::{parse_rules_str, EndReason, Game, Position, Setup};

/// Boards of `seeds` seeds from `pit` on, at most 3 a pit.
fn boards(seeds: u32, pit: usize, board: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
    if pit == 12 {
        if seeds == 0 {
            out.push(board.clone());
        }
        return;
    }
    for count in 0..=seeds.min(3) {
        board.push(count as u8);
        boards(seeds - count, pit + 1, board, out);
        board.pop();
    }
}

/// Moves in the whole tree and repetition endings; `None` past `*left` moves.
fn tree_size(game: &mut Game, left: &mut u64, repetitions: &mut u32) -> Option<()> {
    for hole in game.position().legal_moves() {
        *left = left.checked_sub(1)?;
        game.play(hole, &mut ()).ok()?;
        *repetitions += u32::from(game.position().end() == Some(EndReason::Repetition));
        let rest = if game.position().is_over() { Some(()) } else { tree_size(game, left, repetitions) };
        game.undo();
        rest?;
    }
    Some(())
}

/// Each move's value for the player to move, every line played out; with `blind`, repetition
/// endings score nothing (as a solver that ignored the rule's handing out of seeds would).
fn move_values(game: &mut Game, blind: bool) -> Vec<i32> {
    let before = *game.position();
    let mover = usize::from(before.to_move());
    let mut values = Vec::new();
    for hole in before.legal_moves() {
        game.play(hole, &mut ()).unwrap();
        let after = *game.position();
        let took = |who: usize| i32::from(after.captured()[who]) - i32::from(before.captured()[who]);
        values.push(if blind && after.end() == Some(EndReason::Repetition) {
            0
        } else if after.is_over() {
            took(mover) - took(1 - mover)
        } else {
            took(mover) - took(1 - mover) - move_values(game, blind).into_iter().max().unwrap_or(0)
        });
        game.undo();
    }
    values
}

/// The moves to the shallowest state of the tree where the repetition rule decides a value.
fn deciding_state(game: &mut Game, path: &mut Vec<usize>, best: &mut Option<Vec<usize>>) {
    if best.as_ref().is_some_and(|b| b.len() <= path.len()) {
        return;
    }
    if move_values(game, false) != move_values(game, true) {
        *best = Some(path.clone());
        return;
    }
    for hole in game.position().legal_moves() {
        game.play(hole, &mut ()).unwrap();
        path.push(hole);
        if !game.position().is_over() {
            deciding_state(game, path, best);
        }
        path.pop();
        game.undo();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seeds: u32 = args.first().map_or(9, |a| a.parse().expect("SEEDS: 9 to 12"));
    let owners: Vec<u8> =
        args.get(1).map_or("100000000000", String::as_str).bytes().map(|b| b - b'0').collect();
    let limit: usize = args.get(2).map_or(60, |a| a.parse().expect("LIMIT: a number"));
    let rules = parse_rules_str("ba2").expect("ba2 is a rule set");
    let mut all = Vec::new();
    boards(seeds, 0, &mut Vec::new(), &mut all);
    let mut nodes = Vec::new();
    let mut index = HashMap::new();
    for board in &all {
        for to_move in 0..2 {
            let captured = vec![0, 48 - seeds as u8];
            let setup = Setup {
                board: board.clone(),
                owner: Some(owners.clone()),
                captured,
                to_move,
                starter: Some(0),
                round: 1,
            };
            if let Ok(position) = Position::from_setup(rules, &setup) {
                index.insert(position.repetition_key(), nodes.len());
                nodes.push(position);
            }
        }
    }
    let edges: Vec<Vec<usize>> = nodes
        .iter()
        .map(|p| {
            p.successors()
                .filter(|s| !s.position.is_over() && s.gained.iter().all(|&g| g == 0))
                .filter_map(|s| index.get(&s.position.repetition_key()).copied())
                .collect()
        })
        .collect();
    // Nodes that can reach a cycle: peel off those whose every move leads out of the rest.
    let mut alive = vec![true; nodes.len()];
    let mut out_degree: Vec<usize> = edges.iter().map(Vec::len).collect();
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    for (from, to) in edges.iter().enumerate() {
        for &t in to {
            into[t].push(from);
        }
    }
    let mut dead: Vec<usize> = (0..nodes.len()).filter(|&i| out_degree[i] == 0).collect();
    while let Some(node) = dead.pop() {
        alive[node] = false;
        for &from in &into[node] {
            out_degree[from] -= 1;
            if out_degree[from] == 0 && alive[from] {
                dead.push(from);
            }
        }
    }
    let mut small = Vec::new();
    for start in (0..nodes.len()).filter(|&i| alive[i]) {
        let mut seen = HashSet::from([start]);
        let mut todo = vec![start];
        while let Some(node) = todo.pop() {
            todo.extend(edges[node].iter().filter(|&&n| seen.insert(n)));
            if seen.len() > limit {
                break;
            }
        }
        if seen.len() <= limit {
            small.push((seen.len(), start));
        }
    }
    small.sort_unstable();
    eprintln!(
        "{} positions, {} can reach a cycle, {} reach at most {limit}",
        nodes.len(),
        alive.iter().filter(|&&a| a).count(),
        small.len()
    );
    for &(_, node) in &small {
        let mut game = Game::from_position(nodes[node]);
        let (mut left, mut repetitions) = (100_000, 0);
        if tree_size(&mut game, &mut left, &mut repetitions).is_none() || repetitions == 0 {
            continue;
        }
        let mut path = None;
        deciding_state(&mut game, &mut Vec::new(), &mut path);
        if let Some(path) = path {
            println!("{} {path:?} moves {}", nodes[node].to_notation(), 100_000 - left);
        }
    }
}
