//! The solver against a plain exhaustive negamax on every position with few seeds.

use std::collections::HashMap;

use mancala_ai::{Ai, Budget, ExactSearch, Level, Solver};
use mancala_rules::{parse_rules_str, Game, Position, Rules, Setup};

/// Future capture difference for the player to move: every line played out, a position already on
/// the current path (since the last capture) ends the line with nothing more captured.
fn negamax(position: &Position, path: &mut Vec<u128>, settled: &mut HashMap<u128, i32>) -> i32 {
    let fresh = path.is_empty();
    let key = position.repetition_key();
    if fresh {
        if let Some(&value) = settled.get(&key) {
            return value;
        }
    }
    path.push(key);
    let mover = usize::from(position.to_move());
    let mut best = i32::MIN;
    for hole in position.legal_moves() {
        let mut next = *position;
        next.play(hole).unwrap();
        let gain =
            |p: &Position, who: usize| i32::from(p.captured()[who]) - i32::from(position.captured()[who]);
        let now = gain(&next, mover) - gain(&next, 1 - mover);
        let value = if next.is_over() {
            now
        } else if now != 0 {
            // A capture: nothing before it can come back, so the rest does not depend on the path.
            now - negamax(&next, &mut Vec::new(), settled)
        } else if path.contains(&next.repetition_key()) {
            0
        } else {
            -negamax(&next, path, settled)
        };
        best = best.max(value);
    }
    path.pop();
    if fresh {
        settled.insert(key, best);
    }
    best
}

// The rules as written, for `leftover: own-side`: a brute force of its own, sharing nothing
// with the solver or the proof search but the rules. It memoises on the whole state (the
// position and the positions of the current capture-free stretch), so it is exact.

/// The whole state of a game in progress: the position and its stretch's earlier positions.
type State = (u128, Vec<u128>);

/// Each legal move's future capture difference for the player to move in `position`, reached
/// with `stretch` (the positions since the last capture, oldest first, `position` last).
fn move_values(
    position: &Position,
    stretch: &mut Vec<u128>,
    memo: &mut HashMap<State, i32>,
    left: &mut u64,
) -> Option<Vec<(usize, i32)>> {
    let mover = usize::from(position.to_move());
    let mut values = Vec::new();
    for hole in position.legal_moves() {
        *left = left.checked_sub(1)?;
        let mut next = *position;
        next.play(hole).expect("a legal move");
        let captured = next.seeds_on_board() < position.seeds_on_board();
        let key = next.repetition_key();
        let earlier = if captured { 0 } else { stretch.iter().filter(|&&k| k == key).count() };
        if earlier >= 2 {
            next.end_by_repetition(&mut ());
        } else {
            next.settle_if_stuck(&mut ());
        }
        let took = |who: usize| i32::from(next.captured()[who]) - i32::from(position.captured()[who]);
        let now = took(mover) - took(1 - mover);
        // A settled stuck position passes the turn or ends the round: its key is the position's.
        let rest = if next.is_over() {
            0
        } else if captured {
            value(&next, &mut vec![next.repetition_key()], memo, left)?
        } else {
            stretch.push(next.repetition_key());
            let rest = value(&next, stretch, memo, left);
            stretch.pop();
            rest?
        };
        // The next position's value is for its player to move (the same one after a pass).
        let rest = if next.to_move() == position.to_move() { -rest } else { rest };
        values.push((hole, now - rest));
    }
    Some(values)
}

/// The position's value (see [`move_values`]); `None` once more than `*left` moves are played.
fn value(
    position: &Position,
    stretch: &mut Vec<u128>,
    memo: &mut HashMap<State, i32>,
    left: &mut u64,
) -> Option<i32> {
    let mut earlier = stretch[..stretch.len() - 1].to_vec();
    earlier.sort_unstable();
    let state = (position.repetition_key(), earlier);
    if let Some(&v) = memo.get(&state) {
        return Some(v);
    }
    let v = move_values(position, stretch, memo, left)?.iter().map(|&(_, v)| v).max();
    let v = v.expect("a game going on has a move");
    memo.insert(state, v);
    Some(v)
}

fn boards(seeds: u8, holes: usize) -> Vec<Vec<u8>> {
    if holes == 1 {
        return vec![vec![seeds]];
    }
    (0..=seeds)
        .flat_map(|here| {
            boards(seeds - here, holes - 1).into_iter().map(move |mut rest| {
                rest.insert(0, here);
                rest
            })
        })
        .collect()
}

/// Every position of `rules` with 1 to `max_seeds` seeds on the board and none captured, either
/// player to move, that has a legal move.
fn playable_positions(rules: Rules, max_seeds: u8) -> impl Iterator<Item = Position> {
    (1..=max_seeds)
        .flat_map(|seeds| boards(seeds, 6))
        .flat_map(|board| [(board.clone(), 0), (board, 1)])
        .map(move |(board, to_move)| {
            let setup = Setup { board, captured: vec![0, 0], ..Setup::start(rules, to_move) };
            Position::from_setup(rules, &setup).unwrap()
        })
        .filter(|position| !position.legal_moves().is_empty())
}

fn check(rules: Rules, max_seeds: u8) {
    let solver = Solver::all_boards(rules).unwrap();
    let mut settled = HashMap::new();
    let mut checked = 0;
    for position in playable_positions(rules, max_seeds) {
        let expected = negamax(&position, &mut Vec::new(), &mut settled);
        assert_eq!(solver.value(&position), Some(expected), "{}", position.to_notation());
        let best = solver.move_values(&position).unwrap().iter().map(|m| m.value).max();
        assert_eq!(best, Some(expected), "{}", position.to_notation());
        checked += 1;
    }
    assert!(checked > 300);
}

/// With `leftover: own-side` a repetition hands out the seeds of the board it ends on: wherever
/// the solver knows a value, it is the exact one (the proof search, with the history).
fn check_own_side(rules: Rules, max_seeds: u8) {
    let solver = Solver::all_boards(rules).unwrap();
    let mut search = ExactSearch::new(16);
    let (mut known, mut unknown) = (0, 0);
    for position in playable_positions(rules, max_seeds) {
        let exact = search.solve(&position, &[], &Budget::nodes(u64::MAX)).unwrap();
        assert!(exact.is_proven(), "{}", position.to_notation());
        match solver.value(&position) {
            Some(value) => {
                assert_eq!(Some(value), exact.value(), "{}", position.to_notation());
                known += 1;
            }
            None => unknown += 1,
        }
    }
    assert!(known > 10 * unknown, "{known} known, {unknown} not");
}

/// Every value the own-side solver knows is what the expert (the solver, and the proof search
/// where the solver does not know) gets playing itself through `Game` from there; the issue's
/// board too, whose best moves repeat a 14-ply cycle that the engine ends 6-12.
#[test]
fn own_side_values_are_what_self_play_gets() {
    let rules = parse_rules_str("bk2o").unwrap();
    let solver = Solver::all_boards(rules).unwrap();
    let mut ai = Ai::new(1);
    let mut self_play = |position: Position| {
        let mut game = Game::from_position(position);
        while !game.position().is_over() {
            let choice = ai.choose_move(&game, Level::Expert, &Budget::nodes(u64::MAX)).unwrap();
            game.play(choice.hole, &mut ()).unwrap();
        }
        let end = game.position().captured();
        let mover = usize::from(position.to_move());
        i32::from(end[mover]) - i32::from(end[1 - mover])
    };
    // The solver and the proof search against the brute force: every position with at most 4
    // seeds, and those with 5-6 whose brute force plays at most 20,000 moves (the others are
    // capture-free tangles too large for it).
    let mut search = ExactSearch::new(16);
    let (mut known, mut checked) = (0, 0);
    for position in playable_positions(rules, 6) {
        let mut memo = HashMap::new();
        let mut left = if position.seeds_on_board() <= 4 { u64::MAX } else { 20_000 };
        let Some(expected) =
            move_values(&position, &mut vec![position.repetition_key()], &mut memo, &mut left)
        else {
            continue;
        };
        let exact = search.solve(&position, &[], &Budget::nodes(u64::MAX)).unwrap();
        let found: Vec<(usize, i32)> =
            exact.moves.iter().filter_map(|m| Some((m.hole?, m.value()?))).collect();
        assert_eq!(found, expected, "{}", position.to_notation());
        if let Some(value) = solver.value(&position) {
            assert_eq!(Some(value), expected.iter().map(|&(_, v)| v).max(), "{}", position.to_notation());
            known += 1;
        }
        checked += 1;
    }
    assert!(checked > 1000 && known > 1000, "{checked} checked, {known} known to the solver");
    // The issue's board: the solver cannot know its value (its best moves repeat a cycle), and
    // the proof search's value is what the expert gets by playing itself through `Game`.
    let issue = Position::from_notation("bk2o_2.4.0.0.10.2_0.0_0").unwrap();
    let exact = ExactSearch::new(16).solve(&issue, &[], &Budget::nodes(u64::MAX)).unwrap();
    assert_eq!(solver.value(&issue), None);
    assert_eq!(Some(self_play(issue)), exact.value());
    let mut checked = 0;
    for position in playable_positions(rules, 8) {
        if let Some(value) = solver.value(&position) {
            assert_eq!(self_play(position), value, "{}", position.to_notation());
            checked += 1;
        }
    }
    assert!(checked > 2000, "{checked}");
}

#[test]
fn bakuk_values_match_negamax() {
    check(parse_rules_str("bk2").unwrap(), 5);
    check_own_side(parse_rules_str("bk2bo").unwrap(), 5);
}

#[test]
fn koumma_values_match_negamax() {
    check(parse_rules_str("km2b").unwrap(), 5);
    check_own_side(parse_rules_str("km2uo").unwrap(), 5);
}

#[test]
fn the_start_and_other_rules() {
    let solver = Solver::new(parse_rules_str("bk2").unwrap()).unwrap();
    let start = Position::new(solver.rules());
    let value = solver.value(&start).unwrap();
    assert_eq!(solver.best_move(&start).map(|m| m.value), Some(value));
    assert!(solver.covers(parse_rules_str("bk2d").unwrap()));
    assert_eq!(solver.value(&Position::new(parse_rules_str("km2").unwrap())), None);
    assert!(Solver::new(parse_rules_str("bk3").unwrap()).is_none());
    assert!(Solver::new(parse_rules_str("ba2").unwrap()).is_none());
}

/// The start values and the start's move values, pinned (each a solve from the start).
#[test]
fn start_values() {
    for (header, value, moves) in [("bk2", 2, [-2, 0, 2]), ("km2bou", 10, [0, 10, -12])] {
        let solver = Solver::new(parse_rules_str(header).unwrap()).unwrap();
        let start = Position::new(solver.rules());
        assert_eq!(solver.value(&start), Some(value), "{header}");
        let values: Vec<i32> = solver.move_values(&start).unwrap().iter().map(|m| m.value).collect();
        assert_eq!(values, moves, "{header}");
    }
}

/// A solver from the start answers only for the boards it solved; one over every board agrees.
#[test]
fn boards_away_from_the_start() {
    let rules = parse_rules_str("bk2").unwrap();
    let from_start = Solver::new(rules).unwrap();
    assert_eq!(from_start.stats().boards, 1_333_383);
    // South has all 36 seeds: no play from the start leads here.
    let setup = Setup { board: vec![36, 0, 0, 0, 0, 0], captured: vec![0, 0], ..Setup::start(rules, 0) };
    let away = Position::from_setup(rules, &setup).unwrap();
    assert_eq!(from_start.value(&away), None);
    let all = Solver::all_boards(rules).unwrap();
    assert_eq!(all.stats().boards, 5_245_786);
    assert!(all.value(&away).is_some());
    // Its one move leads back among the boards reachable from the start: exact all the same.
    assert_eq!(from_start.move_values(&away), all.move_values(&away));
    let start = Position::new(rules);
    assert_eq!(all.move_values(&start), from_start.move_values(&start));
}
