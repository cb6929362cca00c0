//! The Ba-awa proof search against a brute force that plays every line out through the engine's
//! own `Game` (so the repetition rule is applied exactly as in a real game), on positions small
//! enough to enumerate.

use mancala_ai::{Budget, ExactSearch};
use mancala_rules::{parse_rules_str, EndReason, Game, Position, SplitMix64};

/// Each legal move's future capture difference for the player to move in `game`, every line
/// played to its end; `None` once more than `*left` moves have been played.
fn brute_force_moves(game: &mut Game, left: &mut u64, repetitions: &mut u32) -> Option<Vec<(usize, i32)>> {
    let position = *game.position();
    let mover = usize::from(position.to_move());
    let mut values = Vec::new();
    for hole in position.legal_moves() {
        *left = left.checked_sub(1)?;
        game.play(hole, &mut ()).unwrap();
        let after = *game.position();
        let took = |who: usize| i32::from(after.captured()[who]) - i32::from(position.captured()[who]);
        let now = took(mover) - took(1 - mover);
        *repetitions += u32::from(after.end() == Some(EndReason::Repetition));
        let rest = if after.is_over() { Some(0) } else { brute_force(game, left, repetitions) };
        game.undo();
        let rest = rest?;
        values.push((hole, now - rest));
    }
    Some(values)
}

fn brute_force(game: &mut Game, left: &mut u64, repetitions: &mut u32) -> Option<i32> {
    let best = brute_force_moves(game, left, repetitions)?.iter().map(|&(_, v)| v).max();
    // `Game` settles a stuck position itself, so a game that goes on has a move.
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

#[test]
fn proof_search_matches_every_line_played_out() {
    // Lines run to the third occurrence of a position: deep recursion.
    let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(check_small_positions).unwrap();
    worker.join().unwrap();
}

/// Positions late in random games, where the brute force can play every line out within its
/// budget: Bakuk (where short capture-free cycles make the repetition rule decide many lines,
/// with leftovers unscored and with `own-side`, where the rule hands the seeds out) and Ba-awa
/// (whose cycles are long, so the repetition rule rarely shows in a tree this small).
fn check_small_positions() {
    let mut search = ExactSearch::new(16);
    for (rules, plies, at_least, with_repetition_at_least) in
        [("bk2", 30, 30, 15), ("bk2o", 30, 30, 15), ("ba2", 200, 5, 0)]
    {
        let mut rng = SplitMix64::new(12);
        let (mut checked, mut with_repetition) = (0, 0);
        for _ in 0..80 {
            let plies = plies + rng.below(plies);
            let mut game = Game::from_position(random_position(rules, &mut rng, plies));
            let position = *game.position();
            let (mut left, mut repetitions) = (20_000, 0);
            if position.is_over() {
                continue;
            }
            let Some(expected) = brute_force_moves(&mut game, &mut left, &mut repetitions) else { continue };
            let result = search.solve(&position, &[], &Budget::nodes(u64::MAX)).unwrap();
            assert!(result.is_proven(), "{}: {result:?}", position.to_notation());
            let found: Vec<(usize, i32)> = result.moves.iter().map(|m| (m.hole.unwrap(), m.lower)).collect();
            assert_eq!(found, expected, "{}: {result:?}", position.to_notation());
            // The cheaper proof of a best move agrees.
            let (hole, value) = search.prove_best(&position, &[], &Budget::nodes(u64::MAX)).unwrap();
            assert_eq!(Some(value), expected.iter().map(|&(_, v)| v).max());
            assert!(expected.contains(&(hole, value)), "{}", position.to_notation());
            checked += 1;
            with_repetition += u32::from(repetitions > 0);
        }
        assert!(checked >= at_least, "{rules}: only {checked} positions small enough");
        assert!(
            with_repetition >= with_repetition_at_least,
            "{rules}: only {with_repetition} with a repetition ending"
        );
    }
}
