//! The solver and the proof search against a brute force of their own on every position with up
//! to 10 seeds, and against self-play; the solver of the game stopped when decided against the
//! same brute force on random positions with random capture differences.

use std::collections::HashMap;

use mancala_ai::{Ai, Budget, DecidedSolver, ExactSearch, Level, Solver};
use mancala_rules::{parse_rules_str, Game, Position, Rules, Setup, SplitMix64};

// A brute force of its own, sharing nothing with the solver or the proof search but the rules
// engine: every line played out through `Position::play` under the rules as written (the third
// occurrence of a position since the last capture ends the game by repetition), with
// alpha-beta pruning on the tree of lines and no table within a capture-free stretch. A capture
// starts a new stretch, so a position reached by one has a value of its own: those are memoised
// (searched with a full window, so exactly). Every position with up to 10 seeds takes it a
// fraction of a second.

/// The future capture difference for the player to move in `position` after playing `hole`,
/// `stretch` being the positions since the last capture (`position` last): exact if it lies in
/// `alpha..beta`, else a bound on that side.
fn move_value(
    position: &Position,
    hole: usize,
    stretch: &mut Vec<u128>,
    settled: &mut HashMap<(u128, i32), i32>,
    alpha: i32,
    beta: i32,
) -> i32 {
    let mover = usize::from(position.to_move());
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
    if next.is_over() {
        return now;
    }
    // The next position's value is for its player to move: the same one after a pass.
    let same = next.to_move() == position.to_move();
    if captured {
        let rest = line_value(&next, &mut vec![next.repetition_key()], settled, 0, 0);
        return if same { now + rest } else { now - rest };
    }
    stretch.push(next.repetition_key());
    let rest = if same {
        line_value(&next, stretch, settled, alpha - now, beta - now)
    } else {
        -line_value(&next, stretch, settled, now - beta, now - alpha)
    };
    stretch.pop();
    now + rest
}

/// What a value after a capture depends on: the position, and where the game stops once the
/// result is decided (`d`) the capture difference too (the game stops when the lead is more than
/// the seeds left, so the same board is worth less to a player who is further ahead).
fn settled_key(position: &Position) -> (u128, i32) {
    let difference = if position.rules().variant().stop_when_decided {
        let mover = usize::from(position.to_move());
        i32::from(position.captured()[mover]) - i32::from(position.captured()[1 - mover])
    } else {
        0
    };
    (position.repetition_key(), difference)
}

/// The value of the position last in `stretch` for its player to move (see [`move_value`]);
/// where a capture just started the stretch, exact whatever the window.
fn line_value(
    position: &Position,
    stretch: &mut Vec<u128>,
    settled: &mut HashMap<(u128, i32), i32>,
    mut alpha: i32,
    mut beta: i32,
) -> i32 {
    let fresh = stretch.len() == 1;
    let key = settled_key(position);
    if fresh {
        if let Some(&value) = settled.get(&key) {
            return value;
        }
        // At most the seeds on the board change hands.
        (alpha, beta) = (-i32::from(position.seeds_on_board()) - 1, i32::from(position.seeds_on_board()) + 1);
    }
    let mut best = i32::MIN;
    for hole in position.legal_moves() {
        let value = move_value(position, hole, stretch, settled, alpha, beta);
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    if fresh {
        settled.insert(key, best);
    }
    best
}

/// Each legal move's exact value, in hole order, for `position` reached after a capture (or
/// set up: its stretch is itself).
fn brute_force(position: &Position, settled: &mut HashMap<(u128, i32), i32>) -> Vec<(usize, i32)> {
    let full = i32::from(position.seeds_on_board()) + 1;
    let mut stretch = vec![position.repetition_key()];
    position
        .legal_moves()
        .iter()
        .map(|hole| (hole, move_value(position, hole, &mut stretch, settled, -full, full)))
        .collect()
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

/// Every position of `rules` with 1 to `max_seeds` seeds on the board and `captured` seeds
/// captured, either player to move, that has a legal move (and is not over already).
fn playable_positions(rules: Rules, max_seeds: u8, captured: [u8; 2]) -> impl Iterator<Item = Position> {
    (1..=max_seeds)
        .flat_map(|seeds| boards(seeds, 6))
        .flat_map(|board| [(board.clone(), 0), (board, 1)])
        .filter_map(move |(board, to_move)| {
            let setup = Setup { board, captured: captured.to_vec(), ..Setup::start(rules, to_move) };
            // A board that the rules end at once (a decided game, with `d`) is refused.
            Position::from_setup(rules, &setup).ok()
        })
        .filter(|position| !position.legal_moves().is_empty())
}

/// Every move's value from the solver and the proof search against the brute force, on every
/// position with 1 to 10 seeds on the board (either player to move, none captured: every board,
/// each reachable from others; where the game stops once decided, also with either player 3
/// seeds ahead, since the captures so far decide when it stops). The solver knows them all
/// (measured: under `leftover: own-side` too, where it may answer unknown).
fn check(header: &str) {
    let rules = parse_rules_str(header).unwrap();
    let solver = Solver::all_boards(rules).unwrap();
    let mut search = ExactSearch::new(16);
    let mut settled = HashMap::new();
    let mut checked = 0;
    let captured: &[[u8; 2]] =
        if rules.variant().stop_when_decided { &[[0, 0], [3, 0], [0, 3]] } else { &[[0, 0]] };
    for position in captured.iter().flat_map(|&c| playable_positions(rules, 10, c)) {
        let expected = brute_force(&position, &mut settled);
        let notation = position.to_notation();
        check_solver(&solver, &position, &expected);
        let exact = search.solve(&position, &[], &Budget::nodes(u64::MAX)).unwrap();
        let proven: Vec<(usize, i32)> =
            exact.moves.iter().filter_map(|m| Some((m.hole?, m.value()?))).collect();
        assert_eq!(proven, expected, "proof search, {notation}");
        checked += 1;
    }
    assert!(checked > 12_000, "{header}: {checked}");
}

/// The solver's values are the brute force's; where the game stops once decided, the solver
/// values the game played on (its boards do not hold the captures so far), which keeps every
/// move's result, win, draw or loss, though not its margin.
fn check_solver(solver: &Solver, position: &Position, expected: &[(usize, i32)]) {
    let notation = position.to_notation();
    let mut solved: Vec<(usize, i32)> =
        solver.move_values(position).unwrap().iter().map(|m| (m.hole, m.value)).collect();
    let mut expected = expected.to_vec();
    let mut value = solver.value(position);
    let mut best = expected.iter().map(|&(_, v)| v).max();
    if position.rules().variant().stop_when_decided {
        let mover = usize::from(position.to_move());
        let ahead = i32::from(position.captured()[mover]) - i32::from(position.captured()[1 - mover]);
        let result = |value: i32| (ahead + value).signum();
        for (_, value) in solved.iter_mut().chain(expected.iter_mut()) {
            *value = result(*value);
        }
        (value, best) = (value.map(result), best.map(result));
    }
    assert_eq!(solved, expected, "solver, {notation}");
    assert_eq!(value, best, "solver, {notation}");
}

/// Every value the own-side solver knows is what the expert (the solver, and the proof search
/// where the solver does not know) gets playing itself through `Game` from there; a cyclic
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
    // A cyclic board: the solver cannot know its value (its best moves repeat a cycle), and
    // the proof search's value is what the expert gets by playing itself through `Game`.
    let cyclic = Position::from_notation("bk2o_2.4.0.0.10.2_0.0_0").unwrap();
    let exact = ExactSearch::new(16).solve(&cyclic, &[], &Budget::nodes(u64::MAX)).unwrap();
    assert_eq!(solver.value(&cyclic), None);
    assert_eq!(Some(self_play(cyclic)), exact.value());
    let mut checked = 0;
    for position in playable_positions(rules, 8, [0, 0]) {
        if let Some(value) = solver.value(&position) {
            assert_eq!(self_play(position), value, "{}", position.to_notation());
            checked += 1;
        }
    }
    assert!(checked > 2000, "{checked}");
}

#[test]
fn bakuk_values_match_a_brute_force() {
    for header in ["bk2", "bk2b", "bk2o", "bk2bo", "bk2d"] {
        check(header);
    }
}

#[test]
fn koumma_values_match_a_brute_force() {
    for header in ["km2", "km2b", "km2uo", "km2bou"] {
        check(header);
    }
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

/// A random position of `rules` with 1 to `max_seeds` seeds on the board and the player to move
/// `diff` seeds ahead (`|diff|` at most the seeds on the board: a game still in play), either
/// player to move; `None` where it has no legal move.
fn random_position(rules: Rules, rng: &mut SplitMix64, max_seeds: usize) -> Option<Position> {
    let seeds = 1 + rng.below(max_seeds);
    let mut board = vec![0u8; 6];
    for _ in 0..seeds {
        board[rng.below(6)] += 1;
    }
    let diff = rng.below(2 * seeds + 1) as i32 - seeds as i32;
    let both = rng.below(4) as i32;
    let to_move = rng.below(2) as u8;
    let mut captured = [(both + diff.max(0)) as u8, (both + (-diff).max(0)) as u8];
    if to_move == 1 {
        captured.reverse();
    }
    let setup = Setup { board, captured: captured.to_vec(), ..Setup::start(rules, to_move) };
    let position = Position::from_setup(rules, &setup).expect("a game in play");
    (!position.legal_moves().is_empty()).then_some(position)
}

/// The solver of the game stopped when decided, solved from each of many random positions (as
/// for a position set up in the editor), against the brute force: every move's value and the
/// position's, which depend on the capture difference. Under `leftover: own-side` it may answer
/// unknown (a repetition's leftover depends on the history), never a wrong value.
#[test]
fn decided_values_match_a_brute_force() {
    let mut rng = SplitMix64::new(8);
    for (header, at_least_known) in
        [("bk2d", 320), ("bk2bd", 320), ("km2d", 320), ("km2ud", 180), ("bk2od", 300), ("km2bdou", 180)]
    {
        let rules = parse_rules_str(header).unwrap();
        let mut settled = HashMap::new();
        let mut known = 0;
        for _ in 0..400 {
            let Some(position) = random_position(rules, &mut rng, 10) else { continue };
            let notation = position.to_notation();
            let expected = brute_force(&position, &mut settled);
            let solver = DecidedSolver::from_position(&position).unwrap();
            let Some(solved) = solver.move_values(&position) else {
                assert!(rules.variant().leftover == mancala_rules::Leftover::OwnSide, "{notation}");
                continue;
            };
            let solved: Vec<(usize, i32)> = solved.iter().map(|m| (m.hole, m.value)).collect();
            assert_eq!(solved, expected, "{notation}");
            let best = expected.iter().map(|&(_, v)| v).max();
            assert_eq!(solver.value(&position), best, "{notation}");
            known += 1;
        }
        assert!(known >= at_least_known, "{header}: {known} known");
    }
}

/// The start's values where the game stops once decided, pinned, and checked two ways: the
/// expert (which plays the solver's best moves) playing both sides through `Game` ends the game
/// with that margin, and the proof search, which shares nothing with the solver, gives the same
/// value to every move of the line's last four positions in play.
#[test]
fn decided_start_values() {
    for (header, value, moves) in [("bk2d", 2, [-2, 0, 2]), ("km2d", 0, [-8, 0, -4])] {
        let rules = parse_rules_str(header).unwrap();
        let solver = DecidedSolver::new(rules).unwrap();
        let start = Position::new(rules);
        assert_eq!(solver.value(&start), Some(value), "{header}");
        let values: Vec<i32> = solver.move_values(&start).unwrap().iter().map(|m| m.value).collect();
        assert_eq!(values, moves, "{header}");

        let mut ai = Ai::new(1);
        let mut game = Game::new(rules);
        while !game.position().is_over() {
            let position = *game.position();
            let choice = ai.choose_move(&game, Level::Expert, &Budget::nodes(0)).unwrap();
            assert_eq!(choice.exact_value, solver.value(&position), "{header}: {}", position.to_notation());
            game.play(choice.hole, &mut ()).unwrap();
        }
        let end = game.position().captured();
        assert_eq!(i32::from(end[0]) - i32::from(end[1]), value, "{header}: {}", game.to_record());
        // The line's last four positions in play, the smallest.
        let mut search = ExactSearch::new(18);
        let line = game.positions();
        for at in line.len() - 5..line.len() - 1 {
            let (position, history) = (&line[at], &line[..at]);
            let exact = search.solve(position, history, &Budget::nodes(u64::MAX)).unwrap();
            let proven: Vec<(usize, i32)> =
                exact.moves.iter().filter_map(|m| Some((m.hole?, m.value()?))).collect();
            let solved: Vec<(usize, i32)> =
                solver.move_values(position).unwrap().iter().map(|m| (m.hole, m.value)).collect();
            assert_eq!(solved, proven, "{header}: {}", position.to_notation());
        }
    }
}

/// A state's value does not depend on the position its solve started from: the table from the
/// start (36 seeds in play) and tables solved from positions of random games (other totals, other
/// ranges of differences, other places in the table) agree on every later position of the games.
#[test]
fn decided_values_do_not_depend_on_where_the_solve_started() {
    for header in ["bk2d", "km2d"] {
        let rules = parse_rules_str(header).unwrap();
        let from_start = DecidedSolver::new(rules).unwrap();
        let mut rng = SplitMix64::new(3);
        let mut checked = 0;
        for _ in 0..4 {
            let mut game = Game::new(rules);
            let random = |game: &mut Game, rng: &mut SplitMix64| {
                let hole = mancala_ai::random_move(game.position(), rng).unwrap();
                game.play(hole, &mut ()).unwrap();
            };
            while !game.position().is_over() && game.position().seeds_on_board() > 24 {
                random(&mut game, &mut rng);
            }
            let Some(own) = DecidedSolver::from_position(game.position()) else { continue };
            while !game.position().is_over() {
                let position = game.position();
                let notation = position.to_notation();
                assert_eq!(own.move_values(position), from_start.move_values(position), "{notation}");
                assert!(own.move_values(position).is_some(), "{notation}");
                checked += 1;
                random(&mut game, &mut rng);
            }
        }
        assert!(checked >= 20, "{header}: {checked}");
    }
}
