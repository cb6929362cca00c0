//! `mancala values` against a brute force that plays every line out through the engine's own
//! `Game` (the repetition rule and the end of a decided game applied as in a real game), on
//! positions late in random games, small enough to enumerate.

use std::process::Command;

use mancala_rules::{parse_rules_str, Game, Position, SplitMix64};

/// Each legal move's future capture difference for the player to move in `game`, every line
/// played to its end; `None` once more than `*left` moves have been played.
fn brute_force_moves(game: &mut Game, left: &mut u64) -> Option<Vec<(usize, i32)>> {
    let position = *game.position();
    let mover = usize::from(position.to_move());
    let mut values = Vec::new();
    for hole in position.legal_moves() {
        *left = left.checked_sub(1)?;
        game.play(hole, &mut ()).unwrap();
        let after = *game.position();
        let took = |who: usize| i32::from(after.captured()[who]) - i32::from(position.captured()[who]);
        let now = took(mover) - took(1 - mover);
        let rest = if after.is_over() { Some(0) } else { brute_force(game, left) };
        game.undo();
        values.push((hole, now - rest?));
    }
    Some(values)
}

fn brute_force(game: &mut Game, left: &mut u64) -> Option<i32> {
    let best = brute_force_moves(game, left)?.iter().map(|&(_, v)| v).max();
    Some(best.expect("a game that is not over has a legal move"))
}

/// A position `plies` random moves into a game of `rules` (or the last one before its end).
fn random_position(rules: &str, rng: &mut SplitMix64, plies: usize) -> Position {
    let mut position = Position::new(parse_rules_str(rules).unwrap());
    for _ in 0..plies {
        let mut next = position;
        mancala_rules::play_random(&mut next, rng);
        if next.is_over() {
            break;
        }
        position = next;
    }
    position
}

/// What `mancala values TEXT` prints and its exit code.
fn values(text: &str) -> (String, String, Option<i32>) {
    let output = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["values", text, "--seconds", "20"])
        .output()
        .expect("the mancala binary runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (text(output.stdout), text(output.stderr), output.status.code())
}

#[test]
fn every_move_has_the_value_of_every_line_played_out() {
    // Lines run to the third occurrence of a position: deep recursion.
    let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(check_small_positions).unwrap();
    worker.join().unwrap();
}

/// Two-player Bakuk and Koumma (the solver), Bakuk and Koumma under `d` (stop when decided:
/// the solver of that game, whose values depend on the capture difference too), and Ba-awa (the
/// proof search).
fn check_small_positions() {
    for (rules, plies, wanted) in
        [("bk2", 30, 6), ("km2", 30, 6), ("bk2d", 20, 6), ("km2d", 20, 4), ("ba2", 200, 4)]
    {
        let mut rng = SplitMix64::new(34);
        let mut checked = 0;
        for _ in 0..200 {
            if checked == wanted {
                break;
            }
            let plies = plies + rng.below(plies);
            let position = random_position(rules, &mut rng, plies);
            let mut game = Game::from_position(position);
            let mut left = 20_000;
            if position.is_over() || position.captured().iter().all(|&c| c == 0) {
                continue;
            }
            let Some(expected) = brute_force_moves(&mut game, &mut left) else { continue };
            let mover = usize::from(position.to_move());
            let so_far = i32::from(position.captured()[mover]) - i32::from(position.captured()[1 - mover]);
            let expected: Vec<String> = expected
                .iter()
                .map(|&(hole, value)| {
                    format!("{} {:+} proven", char::from(b'a' + hole as u8), so_far + value)
                })
                .collect();
            let notation = position.to_notation();
            let (out, err, code) = values(&notation);
            assert_eq!(code, Some(0), "{notation}: {err}");
            assert_eq!(out.lines().collect::<Vec<_>>(), expected, "{notation}");
            checked += 1;
        }
        assert_eq!(checked, wanted, "{rules}: too few positions small enough");
    }
}

#[test]
fn games_without_exact_values_and_unreadable_text_exit_2_with_the_reason() {
    for (text, reason) in [
        ("ba3", "three-player"),
        ("ba2m10", "match play"),
        ("bk2~zz", "expected a move letter"),
        ("ba2_1", "(a position)"),
        ("bk2_0.0.0.0.0.0_18.18_0_xn", "over"),
    ] {
        let (out, err, code) = values(text);
        assert_eq!(code, Some(2), "{text}: {out}{err}");
        assert!(out.is_empty(), "{text}: {out}");
        assert!(err.contains(reason), "{text}: {err}");
    }
}
