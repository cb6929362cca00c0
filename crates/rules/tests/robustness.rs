//! Bad input gets an error, never a panic: notation, records and setups from anywhere; and the
//! endless-relay rule is exact.

mod common;

use std::collections::HashSet;

use mancala_rules::{Game, GameKind, MoveError, Position, Rules, Setup, SplitMix64};
use proptest::prelude::*;

const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL0123456789_.~@-x";

/// Valid strings to mutate: positions and records from random games.
fn samples() -> Vec<String> {
    let mut out = Vec::new();
    let mut rng = SplitMix64::new(7);
    for rules in common::all_rules() {
        let mut game = Game::new(rules);
        for _ in 0..12 {
            let legal = game.position().legal_moves();
            let Some(hole) = legal.nth(rng.below(legal.len().max(1))) else { break };
            game.play(hole, &mut ()).unwrap();
            out.push(game.position().to_notation());
        }
        out.push(game.to_record());
    }
    out
}

fn check_text(text: &str) {
    if let Ok(position) = Position::from_notation(text) {
        assert_eq!(Position::from_notation(&position.to_notation()), Ok(position));
    }
    if let Ok(game) = Game::from_record(text) {
        assert_eq!(Game::from_record(&game.to_record()).unwrap().positions(), game.positions());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn any_string_is_parsed_or_refused(text in "\\PC{0,80}") {
        check_text(&text);
    }

    #[test]
    fn mutated_notation_is_parsed_or_refused(
        sample in 0usize..1000,
        edits in prop::collection::vec((0usize..200, 0usize..ALPHABET.len(), 0u8..3), 1..6),
    ) {
        let samples = samples();
        let mut bytes = samples[sample % samples.len()].clone().into_bytes();
        for (at, letter, op) in edits {
            let at = at % (bytes.len() + 1);
            match op {
                0 => bytes.insert(at, ALPHABET[letter]),
                1 if at < bytes.len() => { bytes.remove(at); }
                _ if at < bytes.len() => bytes[at] = ALPHABET[letter],
                _ => {}
            }
        }
        check_text(std::str::from_utf8(&bytes).unwrap());
    }

    #[test]
    fn any_setup_is_validated_without_panic(
        header in 0usize..100,
        board in prop::collection::vec(0u8..=60, 0..14),
        owner in prop::option::of(prop::collection::vec(0u8..4, 0..14)),
        captured in prop::collection::vec(0u8..=60, 0..4),
        to_move in 0u8..4,
        starter in prop::option::of(0u8..4),
        round in 0u16..3,
        hole in 0usize..14,
    ) {
        let rules = common::all_rules()[header % common::HEADERS.len()];
        let setup = Setup { board, owner, captured, to_move, starter, round };
        if let Ok(position) = Position::from_setup(rules, &setup) {
            assert_eq!(Position::from_setup(rules, &position.to_setup()), Ok(position));
            let mut game = Game::from_position(position);
            let _ = game.play(hole, &mut Vec::new());
        }
    }
}

#[test]
fn malformed_text_says_what_and_where() {
    let e = Position::from_notation("bk2_6.6.6.6.6_0.0_0").unwrap_err();
    assert_eq!(e.to_string(), "at character 5: expected 6 holes on the board, got 5");
    let e = Position::from_notation("bk2_6.6.6.6.6.6_0.0_7").unwrap_err();
    assert_eq!(e.to_string(), "at character 21: expected the player to move (0 to 2)");
    let e = Game::from_record("bk2~ad z").unwrap_err();
    assert_eq!(e.to_string(), "at character 7: expected a move letter a to l, or . for the next round");
    let e = Game::from_record("bk2~aa").unwrap_err();
    assert_eq!(e.to_string(), "at character 6: expected a hole of the player to move, got another player's");
    let e = Game::from_record("zz9~").unwrap_err();
    assert_eq!(e.to_string(), "at character 1: expected a game code: bk, km or ba");
}

/// The relay of a Ba-awa move, with every lap state remembered (the obvious, slow way).
fn endless_by_brute_force(position: &Position, pit: usize) -> bool {
    let mut board: Vec<u8> = position.board().to_vec();
    let mut origin = pit;
    let mut seen = HashSet::new();
    loop {
        if !seen.insert((board.clone(), origin)) {
            return true;
        }
        let mut hand = std::mem::take(&mut board[origin]);
        let mut hole = origin;
        while hand > 0 {
            hole = (hole + 1) % 12;
            board[hole] += 1;
            hand -= 1;
            if hand > 0 && board[hole] == 4 {
                board[hole] = 0;
            }
        }
        if board[hole] == 4 || board[hole] == 1 {
            return false;
        }
        origin = hole;
    }
}

#[test]
fn endless_relays_are_found_exactly() {
    let rules = Rules::standard(GameKind::BaAwa);
    let mut rng = SplitMix64::new(99);
    let (mut endless, mut finite) = (0, 0);
    for _ in 0..100_000 {
        // Small counts repeating round the board, the stuff of endless relays like BA-7,
        // sometimes with one pit changed.
        let period = [1, 2, 3, 4, 6, 12][rng.below(6)];
        let pattern: Vec<u8> = (0..period).map(|_| rng.below(4) as u8).collect();
        let mut board: Vec<u8> = (0..12).map(|pit| pattern[pit % period]).collect();
        if rng.below(2) == 0 {
            board[rng.below(12)] = rng.below(4) as u8;
        }
        let seeds: u8 = board.iter().sum();
        let captured = vec![0, 48 - seeds];
        let setup = Setup { board, owner: None, captured, to_move: 0, starter: None, round: 1 };
        let Ok(position) = Position::from_setup(rules, &setup) else { continue };
        for pit in position.candidates() {
            let result = position.clone().play(pit);
            let expected = endless_by_brute_force(&position, pit);
            assert_eq!(result == Err(MoveError::Endless), expected, "{} pit {pit}", position.to_notation());
            if expected {
                endless += 1
            } else {
                finite += 1
            }
        }
    }
    assert!(endless >= 30 && finite > 1000, "{endless} endless, {finite} finite");
}
