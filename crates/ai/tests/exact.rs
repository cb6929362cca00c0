//! The Ba-awa proof search against a brute force that plays every line out through the engine's
//! own `Game` (so the repetition rule is applied exactly as in a real game), on positions small
//! enough to enumerate.

use mancala_ai::{Budget, ExactMove, ExactResult, ExactSearch};
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

/// Two-player Ba-awa positions whose every line is short enough to play out, and moves from
/// each to a state where the repetition rule decides a move's value (scoring its endings as
/// nothing would change it). Found by `cargo run --release -p mancala-ai --example
/// repetition_positions`, with South owning p0 only, then North p11 only.
///
/// Why they look like this: with at most 12 seeds on the board no pit holds 4 at rest, a
/// capture takes 4 and leaves at most 8, and Ba-awa rule 7 (`docs/rules.md`) then ends the
/// game; so every line from such a position is capture-free until its last move, and the game
/// tree is the capture-free move graph unrolled until a third occurrence. With each player
/// owning their six pits that graph is one large tangle: of the 232,672 positions with 9 seeds,
/// 226,654 can reach a cycle and every one of those reaches more than 400 others, far too many
/// lines to enumerate. Where one player owns a single pit it has at most one move, and there
/// are 9-seed positions whose whole tree is about 150 moves with a line ending in a third
/// occurrence; the rule decides values there only with the history of the moves before
/// (positions already seen once or twice).
const BA_AWA_REPETITIONS: [(&str, &[usize]); 98] = [
    ("ba2_0.0.2.2.1.1.0.1.0.1.0.1_0.39_0_100000000000_0_1", &[4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_0.2.1.1.2.0.1.0.1.0.1.0_0.39_0_100000000000_0_1", &[4, 0, 4, 0, 2, 0, 4, 0, 4, 0]),
    ("ba2_1.0.3.0.1.1.0.1.0.1.0.1_0.39_0_100000000000_0_1", &[2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_1.1.2.2.0.0.1.0.1.0.1.0_0.39_1_100000000000_0_1", &[0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_1.2.1.1.0.1.0.1.0.1.0.1_0.39_1_100000000000_0_1", &[0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_2.1.0.1.2.0.1.0.1.0.1.0_0.39_1_100000000000_0_1", &[0, 4, 0, 4, 0, 2, 0, 4, 0, 4, 0]),
    ("ba2_0.2.1.1.0.1.0.1.2.0.1.0_0.39_0_100000000000_0_1", &[8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_0.2.1.1.0.1.2.0.1.0.1.0_0.39_0_100000000000_0_1", &[6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_3.1.0.0.2.0.1.0.1.0.1.0_0.39_1_100000000000_0_1", &[0, 4, 0, 4, 0, 2, 0, 4, 0, 4, 0]),
    ("ba2_0.0.2.2.0.0.1.0.1.0.1.2_0.39_0_100000000000_0_1", &[11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_2.1.0.1.0.1.0.1.2.0.1.0_0.39_1_100000000000_0_1", &[0, 8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_2.1.0.1.0.1.2.0.1.0.1.0_0.39_1_100000000000_0_1", &[0, 6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_3.1.0.0.0.1.0.1.2.0.1.0_0.39_1_100000000000_0_1", &[0, 8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_3.1.0.0.0.1.2.0.1.0.1.0_0.39_1_100000000000_0_1", &[0, 6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_0.0.2.2.0.0.1.2.0.1.0.1_0.39_0_100000000000_0_1", &[7, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_0.0.2.2.0.2.0.1.0.1.0.1_0.39_0_100000000000_0_1", &[5, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_0.1.2.2.0.0.1.0.1.0.1.1_0.39_0_100000000000_0_1", &[11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_0.2.1.1.0.1.0.1.0.1.2.0_0.39_0_100000000000_0_1", &[10, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_1.0.2.2.0.0.1.0.1.0.1.1_0.39_1_100000000000_0_1", &[0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_0.0.2.2.0.0.1.0.1.3.0.0_0.39_0_100000000000_0_1", &[9, 0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_0.0.2.2.0.0.1.2.0.2.0.0_0.39_0_100000000000_0_1", &[7, 0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_0.0.2.2.0.2.0.1.0.2.0.0_0.39_0_100000000000_0_1", &[5, 0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_2.1.0.1.0.1.0.1.0.1.2.0_0.39_1_100000000000_0_1", &[0, 10, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_3.1.0.0.0.1.0.1.0.1.2.0_0.39_1_100000000000_0_1", &[0, 10, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_1.0.0.1.3.0.1.1.0.1.0.1_0.39_0_100000000000_0_1", &[4, 0, 6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_2.0.0.0.0.1.3.0.1.1.0.1_0.39_0_100000000000_0_1", &[6, 0, 8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_0.0.2.2.0.0.1.0.1.2.0.1_0.39_0_100000000000_0_1", &[9, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_1.0.2.2.0.2.0.1.0.1.0.0_0.39_0_100000000000_0_1", &[5, 0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_1.1.2.2.0.0.1.0.1.1.0.0_0.39_0_100000000000_0_1", &[9, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_2.0.0.0.3.0.1.1.0.1.0.1_0.39_0_100000000000_0_1", &[4, 0, 6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_1.1.2.2.0.0.1.1.0.0.1.0_0.39_0_100000000000_0_1", &[7, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_1.0.2.2.0.0.1.0.1.1.0.1_0.39_0_100000000000_0_1", &[9, 0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_1.0.2.2.0.0.1.0.1.2.0.0_0.39_0_100000000000_0_1", &[9, 0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_3.1.0.0.0.1.0.1.1.0.2.0_0.39_0_100000000000_0_1", &[8, 0, 10, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_1.0.2.2.0.0.1.2.0.1.0.0_0.39_0_100000000000_0_1", &[7, 0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_2.0.0.0.0.1.2.2.0.1.0.1_0.39_0_100000000000_0_1", &[7, 0, 6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_3.1.0.0.1.0.2.0.1.0.1.0_0.39_0_100000000000_0_1", &[4, 0, 6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_2.0.0.0.2.0.1.0.1.0.1.2_0.39_0_100000000000_0_1", &[11, 0, 4, 0, 4, 0, 2, 0, 4, 0, 4, 0]),
    ("ba2_3.1.0.0.0.1.1.0.2.0.1.0_0.39_0_100000000000_0_1", &[6, 0, 8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_1.1.2.2.0.1.0.0.1.0.1.0_0.39_0_100000000000_0_1", &[5, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_2.0.0.0.0.1.2.0.1.2.0.1_0.39_0_100000000000_0_1", &[9, 0, 6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_3.1.0.0.1.0.0.1.2.0.1.0_0.39_0_100000000000_0_1", &[4, 0, 8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_1.0.2.0.1.0.2.0.1.1.0.1_0.39_0_100000000000_0_1", &[2, 0, 8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_1.0.2.2.0.0.1.1.0.0.1.1_0.39_0_100000000000_0_1", &[7, 0, 11, 0, 2, 0, 4, 0, 4, 0, 2, 0, 4, 0]),
    ("ba2_3.1.0.0.0.1.1.0.0.1.2.0_0.39_0_100000000000_0_1", &[6, 0, 10, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_1.1.1.1.0.1.1.2.0.0.1.0_0.39_1_100000000000_0_1", &[0, 2, 0, 8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    (
        "ba2_0.0.0.1.0.1.1.2.0.0.1.3_0.39_0_100000000000_0_1",
        &[11, 0, 2, 0, 8, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0],
    ),
    ("ba2_1.0.2.0.1.0.1.0.2.0.1.1_0.39_0_100000000000_0_1", &[2, 0, 10, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_2.0.0.1.2.0.1.1.0.1.0.1_0.39_0_100000000000_0_1", &[3, 0, 6, 0, 4, 0, 2, 0, 4, 0, 4, 0, 2, 0]),
    ("ba2_0.2.2.1.1.0.1.0.1.0.1.0_0.39_1_111111111110_0_1", &[3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_0.3.0.1.1.0.1.0.1.0.1.1_0.39_1_111111111110_0_1", &[1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    ("ba2_1.0.1.2.0.1.0.1.0.1.0.2_0.39_0_111111111110_0_1", &[11, 3, 11, 3, 11, 1, 11, 3, 11, 3, 11]),
    ("ba2_1.2.2.0.0.1.0.1.0.1.0.1_0.39_0_111111111110_0_1", &[11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    ("ba2_2.1.1.0.1.0.1.0.1.0.1.1_0.39_0_111111111110_0_1", &[11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_2.1.1.2.0.1.0.1.0.1.0.0_0.39_1_111111111110_0_1", &[3, 11, 3, 11, 1, 11, 3, 11, 3, 11]),
    ("ba2_1.0.0.2.0.1.0.1.0.1.0.3_0.39_0_111111111110_0_1", &[11, 3, 11, 3, 11, 1, 11, 3, 11, 3, 11]),
    ("ba2_2.1.1.0.1.0.1.2.0.1.0.0_0.39_1_111111111110_0_1", &[7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_2.1.1.0.1.2.0.1.0.1.0.0_0.39_1_111111111110_0_1", &[5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_0.2.2.0.0.1.0.1.0.1.2.0_0.39_1_111111111110_0_1", &[10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    ("ba2_1.0.0.0.1.0.1.2.0.1.0.3_0.39_0_111111111110_0_1", &[11, 7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_1.0.0.0.1.2.0.1.0.1.0.3_0.39_0_111111111110_0_1", &[11, 5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_1.0.1.0.1.0.1.2.0.1.0.2_0.39_0_111111111110_0_1", &[11, 7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_1.0.1.0.1.2.0.1.0.1.0.2_0.39_0_111111111110_0_1", &[11, 5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_0.2.2.0.0.1.2.0.1.0.1.0_0.39_1_111111111110_0_1", &[6, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    ("ba2_0.2.2.0.2.0.1.0.1.0.1.0_0.39_1_111111111110_0_1", &[4, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    ("ba2_1.2.2.0.0.1.0.1.0.1.1.0_0.39_1_111111111110_0_1", &[10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    ("ba2_0.2.2.0.0.1.0.1.0.1.1.1_0.39_0_111111111110_0_1", &[11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    ("ba2_2.1.1.0.1.0.1.0.1.2.0.0_0.39_1_111111111110_0_1", &[9, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    (
        "ba2_0.2.2.0.0.1.0.1.3.0.0.0_0.39_1_111111111110_0_1",
        &[8, 11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11],
    ),
    (
        "ba2_0.2.2.0.0.1.2.0.2.0.0.0_0.39_1_111111111110_0_1",
        &[6, 11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11],
    ),
    (
        "ba2_0.2.2.0.2.0.1.0.2.0.0.0_0.39_1_111111111110_0_1",
        &[4, 11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11],
    ),
    ("ba2_1.0.0.0.1.0.1.0.1.2.0.3_0.39_0_111111111110_0_1", &[11, 9, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    ("ba2_1.0.1.0.1.0.1.0.1.2.0.2_0.39_0_111111111110_0_1", &[11, 9, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11]),
    (
        "ba2_0.0.0.0.1.3.0.1.1.0.1.2_0.39_1_111111111110_0_1",
        &[5, 11, 7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_0.0.1.3.0.1.1.0.1.0.1.1_0.39_1_111111111110_0_1",
        &[3, 11, 5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    ("ba2_0.2.2.0.0.1.0.1.2.0.1.0_0.39_1_111111111110_0_1", &[8, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    (
        "ba2_0.2.2.0.2.0.1.0.1.0.0.1_0.39_1_111111111110_0_1",
        &[4, 11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11],
    ),
    ("ba2_1.2.2.0.0.1.0.1.1.0.0.1_0.39_1_111111111110_0_1", &[8, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    (
        "ba2_0.0.0.3.0.1.1.0.1.0.1.2_0.39_1_111111111110_0_1",
        &[3, 11, 5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    ("ba2_1.2.2.0.0.1.1.0.0.1.0.1_0.39_1_111111111110_0_1", &[6, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    (
        "ba2_0.2.2.0.0.1.0.1.1.0.1.1_0.39_1_111111111110_0_1",
        &[8, 11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11],
    ),
    (
        "ba2_0.2.2.0.0.1.0.1.2.0.0.1_0.39_1_111111111110_0_1",
        &[8, 11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11],
    ),
    (
        "ba2_1.0.0.0.1.0.1.1.0.2.0.3_0.39_1_111111111110_0_1",
        &[7, 11, 9, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_0.2.2.0.0.1.2.0.1.0.0.1_0.39_1_111111111110_0_1",
        &[6, 11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11],
    ),
    (
        "ba2_0.0.0.0.1.2.2.0.1.0.1.2_0.39_1_111111111110_0_1",
        &[6, 11, 5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_1.0.0.1.0.2.0.1.0.1.0.3_0.39_1_111111111110_0_1",
        &[3, 11, 5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    ("ba2_0.0.0.2.0.1.0.1.0.1.2.2_0.39_1_111111111110_0_1", &[10, 11, 3, 11, 3, 11, 1, 11, 3, 11, 3, 11]),
    (
        "ba2_1.0.0.0.1.1.0.2.0.1.0.3_0.39_1_111111111110_0_1",
        &[5, 11, 7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_0.0.0.0.1.2.0.1.2.0.1.2_0.39_1_111111111110_0_1",
        &[8, 11, 5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_1.0.0.1.0.0.1.2.0.1.0.3_0.39_1_111111111110_0_1",
        &[3, 11, 7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    ("ba2_1.2.2.0.1.0.0.1.0.1.0.1_0.39_1_111111111110_0_1", &[4, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11]),
    (
        "ba2_0.2.0.1.0.2.0.1.1.0.1.1_0.39_1_111111111110_0_1",
        &[1, 11, 7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_0.2.2.0.0.1.1.0.0.1.1.1_0.39_1_111111111110_0_1",
        &[6, 11, 10, 11, 1, 11, 3, 11, 3, 11, 1, 11, 3, 11],
    ),
    (
        "ba2_1.0.0.0.1.1.0.0.1.2.0.3_0.39_1_111111111110_0_1",
        &[5, 11, 9, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_1.1.1.0.1.1.2.0.0.1.0.1_0.39_0_111111111110_0_1",
        &[11, 1, 11, 7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_0.0.1.0.1.1.2.0.0.1.3.0_0.39_1_111111111110_0_1",
        &[10, 11, 1, 11, 7, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_0.0.1.2.0.1.1.0.1.0.1.2_0.39_1_111111111110_0_1",
        &[2, 11, 5, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
    (
        "ba2_0.2.0.1.0.1.0.2.0.1.1.1_0.39_1_111111111110_0_1",
        &[1, 11, 9, 11, 3, 11, 1, 11, 3, 11, 3, 11, 1, 11],
    ),
];

#[test]
fn ba_awa_lines_ending_in_a_repetition_match_the_brute_force() {
    let mut search = ExactSearch::new(16);
    for (notation, moves) in BA_AWA_REPETITIONS {
        let mut game = Game::from_position(Position::from_notation(notation).unwrap());
        for &hole in moves {
            game.play(hole, &mut ()).unwrap();
        }
        let (position, history) = game.positions().split_last().map(|(p, h)| (*p, h.to_vec())).unwrap();
        let (mut left, mut repetitions) = (100_000, 0);
        let expected = brute_force_moves(&mut game, &mut left, &mut repetitions).unwrap();
        assert!(repetitions > 0, "{notation} {moves:?}: no line ends in a repetition");
        let result = search.solve(&position, &history, &Budget::nodes(u64::MAX)).unwrap();
        assert!(result.is_proven(), "{notation} {moves:?}: {result:?}");
        let found: Vec<(usize, i32)> = result.moves.iter().map(|m| (m.hole.unwrap(), m.lower)).collect();
        assert_eq!(found, expected, "{notation} {moves:?}");
        let (hole, value) = search.prove_best(&position, &history, &Budget::nodes(u64::MAX)).unwrap();
        assert_eq!(Some(value), expected.iter().map(|&(_, v)| v).max(), "{notation} {moves:?}");
        assert!(expected.contains(&(hole, value)), "{notation} {moves:?}");
    }
}

/// Two-player Ba-awa positions (a large pile and scattered singles, where proofs are slow) and
/// budgets within which the proof of a best move runs out after ruling some moves out (found by
/// random play; each is solved in at most 0.52 M nodes).
const CUT_SHORT: [(&str, u64); 8] = [
    ("ba2_2.1.3.2.0.3.1.1.0.3.1.11_8.12_1_000000111111_0_1", 25_000),
    ("ba2_1.1.12.1.0.2.0.0.0.2.1.0_12.16_0_000000111111_0_1", 8_000),
    ("ba2_1.12.0.1.2.0.0.2.0.1.0.1_12.16_1_000000111111_0_1", 2_500),
    ("ba2_0.3.1.0.3.12.0.1.3.1.3.1_12.8_0_000000111111_0_1", 8_000),
    ("ba2_1.1.1.12.1.0.1.0.2.1.0.0_20.8_0_000000111111_0_1", 8_000),
    ("ba2_0.2.2.0.13.0.2.1.0.1.1.2_12.12_0_000000111111_0_1", 25_000),
    ("ba2_2.0.3.1.2.3.2.0.3.2.0.14_4.12_0_000000111111_0_1", 25_000),
    ("ba2_0.11.2.1.2.0.1.1.1.0.0.1_16.12_0_000000111111_0_1", 25_000),
];

#[test]
fn a_proof_cut_short_keeps_every_move_that_may_be_best_open() {
    let mut narrowed = 0;
    for (notation, nodes) in CUT_SHORT {
        let position = Position::from_notation(notation).unwrap();
        let solved = ExactSearch::new(20).solve(&position, &[], &Budget::nodes(u64::MAX)).unwrap();
        let best = solved.value().unwrap();
        let mut cut_short = ExactSearch::new(18);
        if cut_short.prove_best(&position, &[], &Budget::nodes(nodes)).is_some() {
            continue;
        }
        let open = cut_short.open_moves();
        let legal: Vec<usize> = position.legal_moves().iter().collect();
        assert!(
            !open.is_empty() && open.iter().all(|h| legal.contains(h)),
            "{notation}: {open:?} of {legal:?}"
        );
        let open_best =
            solved.moves.iter().filter(|m| open.contains(&m.hole.unwrap())).map(|m| m.lower).max();
        assert_eq!(open_best, Some(best), "{notation}: {open:?}, values {:?}", solved.moves);
        narrowed += usize::from(open.len() < legal.len());
        // A solve cut short after it, as the expert runs one, narrows the moves further and
        // still keeps a best one.
        let open = open.to_vec();
        let bounded = cut_short.solve(&position, &[], &Budget::nodes(nodes)).unwrap();
        let kept = bounded.may_be_best(&open);
        assert!(kept.iter().all(|h| open.contains(h)), "{notation}: {kept:?} of {open:?}");
        let kept_best =
            solved.moves.iter().filter(|m| kept.contains(&m.hole.unwrap())).map(|m| m.lower).max();
        assert_eq!(kept_best, Some(best), "{notation}: {kept:?}, bounds {:?}", bounded.moves);
    }
    // The test means something only if the proofs cut short did rule moves out.
    assert!(narrowed >= 5, "only {narrowed} of {} cut-short proofs ruled a move out", CUT_SHORT.len());
}

#[test]
fn a_move_shown_no_better_than_one_that_may_be_better_is_left_out() {
    let result = |bounds: &[(usize, i32, i32)]| ExactResult {
        moves: bounds
            .iter()
            .map(|&(hole, lower, upper)| ExactMove { hole: Some(hole), lower, upper })
            .collect(),
        cap: 8,
        nodes: 0,
    };
    // `ba2~fgah` after the expert's proofs ran out: a proven 0, d between 0 and 8 (its true +8),
    // e and f unknown.
    let fgah = result(&[(0, 0, 0), (3, 0, 8), (4, -100, 100), (5, -100, 100)]);
    assert_eq!(fgah.may_be_best(&[0, 3, 4, 5]), [3, 4, 5]);
    // Only among the moves asked; a move below the best lower bound is out either way.
    assert_eq!(fgah.may_be_best(&[0, 4]), [0, 4]);
    let worse = result(&[(0, 2, 6), (1, -4, 1), (2, 2, 2)]);
    assert_eq!(worse.may_be_best(&[0, 1, 2]), [0]);
    // Equal proven values stay together, and a move that may be better than a proven one stays.
    let equal = result(&[(0, 4, 4), (1, 4, 4), (2, -8, 5)]);
    assert_eq!(equal.may_be_best(&[0, 1, 2]), [0, 1, 2]);
}
