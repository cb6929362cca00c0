//! Every puzzle of www/puzzles.json checked: its position reads, its solution is a line of legal
//! moves, its answer is the only best move by the margin rule, its themes are in its answer's
//! events, and no two puzzles share a position.
//!
//! Bakuk and Koumma: a full proof (the solver's values of every move). Ba-awa: the proof search
//! within a node budget, which proves every move's value where that is quick and otherwise
//! leaves bounds; the check asks only that the bounds establish the margin (the answer's lower
//! bound at least 4 above every other move's upper bound). The output says how many of each.

use std::collections::HashSet;

use mancala_ai::{margin_so_far, Ai, Budget};
use mancala_cli::puzzles::PROOF_NODES;
use mancala_cli::themes::themes;
use mancala_rules::{parse_rules_str, rules_to_string, Game, GameKind, Position};
use serde_json::Value;

/// Twice the generator's budget: table contents differ from its run, so leave room.
const CHECK_NODES: u64 = 2 * PROOF_NODES;
const THEMES: [&str; 5] = ["chain", "relay", "four-given-away", "last-eight", "repetition"];

fn text<'a>(puzzle: &'a Value, key: &str) -> &'a str {
    puzzle[key].as_str().unwrap_or_else(|| panic!("{puzzle}: no {key} string"))
}

fn hole(letter: &Value) -> usize {
    match letter.as_str().map(str::as_bytes) {
        Some(&[l @ b'a'..=b'l']) => usize::from(l - b'a'),
        _ => panic!("{letter} is not a move letter"),
    }
}

#[test]
fn every_shipped_puzzle_has_a_unique_best_answer_by_its_margin() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/puzzles.json");
    let file = std::fs::read_to_string(path).expect("www/puzzles.json is in the repository");
    let puzzles: Vec<Value> = serde_json::from_str(&file).expect("www/puzzles.json is a JSON array");
    let mut ai = Ai::new(1);
    let mut positions = HashSet::new();
    let (mut ba_awa, mut bakuk_koumma, mut proven_in_full) = (0, 0, 0);
    for puzzle in &puzzles {
        let rules = parse_rules_str(text(puzzle, "game")).unwrap();
        let position = Position::from_notation(text(puzzle, "position")).unwrap();
        assert_eq!(position.rules(), rules, "{puzzle}: the position is of another game");
        assert!(positions.insert(position.to_notation()), "{puzzle}: a position seen before");
        let solution: Vec<usize> =
            puzzle["solution"].as_array().expect("a solution array").iter().map(hole).collect();
        let moves = ai.exact_values(&position, &[], &Budget::nodes(CHECK_NODES)).unwrap();
        let answer = moves.iter().find(|m| m.hole == solution[0]).expect("the answer is a legal move");
        let others = || moves.iter().filter(|m| m.hole != answer.hole);
        assert!(others().count() > 0, "{puzzle}: a single legal move is no puzzle");
        if rules.kind() == GameKind::BaAwa {
            ba_awa += 1;
            proven_in_full += usize::from(moves.iter().all(|m| m.is_proven()));
            for other in others() {
                assert!(answer.lower >= other.upper + 4, "{puzzle}: {answer:?} against {other:?}");
            }
        } else {
            bakuk_koumma += 1;
            let outcome = |value: i32| (margin_so_far(&position) + value).signum();
            assert!(moves.iter().all(|m| m.is_proven()), "{puzzle}: {moves:?}");
            for other in others() {
                assert!(
                    outcome(answer.lower) > outcome(other.lower),
                    "{puzzle}: {answer:?} against {other:?}"
                );
            }
        }
        let mut game = Game::from_position(position);
        let mut answer_events = Vec::new();
        let mut line_events = Vec::new();
        for (i, &h) in solution.iter().enumerate() {
            let mut events = Vec::new();
            game.play(h, &mut events).unwrap_or_else(|e| panic!("{puzzle}: move {i} is not legal: {e}"));
            if i == 0 {
                answer_events = events;
            } else {
                line_events.push(events);
            }
        }
        let listed: Vec<&str> =
            puzzle["themes"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
        assert!(listed.iter().all(|t| THEMES.contains(t)), "{puzzle}: an unknown theme");
        assert_eq!(listed, themes(position.to_move(), &answer_events, &line_events), "{puzzle}");
        assert!(["easy", "medium", "hard"].contains(&text(puzzle, "difficulty")), "{puzzle}");
    }
    println!(
        "{ba_awa} Ba-awa puzzles ({proven_in_full} with every move proven, the rest by bounds), {bakuk_koumma} Bakuk or Koumma (proven)"
    );
    assert!(
        ba_awa >= 200 && bakuk_koumma >= 100,
        "{ba_awa} Ba-awa and {bakuk_koumma} Bakuk or Koumma puzzles"
    );
    assert!(puzzles
        .iter()
        .all(|p| rules_to_string(parse_rules_str(text(p, "game")).unwrap()) == text(p, "game")));
}
