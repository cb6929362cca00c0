//! Every move's value: where the proof does not finish, bounds that hold (checked against the
//! opening book's proven values) and an estimate within them; asked again, the proof goes on
//! to the values of every line played out and of the solved Bakuk and Koumma tables.

use mancala_ai::{Ai, Book, Budget, DecidedSolver, ExactSearch, NoValues, Solver, ValueKind, ValuedMove};
use mancala_rules::{parse_rules_str, Game, Position, Setup, SplitMix64};

#[test]
fn moves_not_proven_in_time_keep_true_bounds_and_an_estimate_within_them() {
    let book = Book::from_bytes(include_bytes!("../../../www/ba2-book.bin")).unwrap();
    let game = Game::from_record("ba2~fg").unwrap();
    let (position, history) = game.positions().split_last().unwrap();
    let mut with_book = Ai::new(1);
    with_book.load_book(book);
    let truth = with_book.exact_values(position, history, &Budget::nodes(0)).unwrap();
    assert!(truth.iter().all(|m| m.is_proven()), "{truth:?}");

    let quick = Ai::new(1).move_values(position, history, &Budget::nodes(700_000)).unwrap();
    // Enough nodes for the first move's bounds (8 to 16), too few for a proof of any move.
    assert!(quick.iter().all(|m| !m.is_proven()), "{quick:?}");
    assert!(quick.iter().any(|m| m.upper - m.lower <= 8), "{quick:?}");
    assert_eq!(quick.len(), truth.len());
    for (found, exact) in quick.iter().zip(&truth) {
        assert_eq!(found.hole, exact.hole);
        assert!((found.lower..=found.upper).contains(&exact.lower), "{found:?} against {exact:?}");
        assert!((found.lower..=found.upper).contains(&found.estimate), "{found:?}");
    }
}

#[test]
fn games_without_a_single_margin_say_why() {
    let mut ai = Ai::new(1);
    let values = |ai: &mut Ai, record: &str| {
        let game = Game::from_record(record).unwrap();
        let (position, history) = game.positions().split_last().unwrap();
        ai.move_values(position, history, &Budget::nodes(1_000))
    };
    assert_eq!(values(&mut ai, "ba3~"), Err(NoValues::ThreePlayers));
    assert_eq!(values(&mut ai, "ba2m10~"), Err(NoValues::MatchPlay));
    assert_eq!(values(&mut ai, "bk2~").map(|moves| moves.len()), Ok(3));
}

/// Where the game stops once decided, every move's value is proven at once, without a node of
/// search: at the start, after a move, and on positions set up away from it (one the start
/// reaches no board of, one with another seed total and a lead), each the solver's own from
/// that position.
#[test]
fn stopped_when_decided_every_value_is_proven_without_a_search() {
    let mut ai = Ai::new(1);
    let start: Vec<(usize, i32)> = [(0, -2), (1, 0), (2, 2)].into();
    let km_start: Vec<(usize, i32)> = [(0, -8), (1, 0), (2, -4)].into();
    for (record, expected) in [("bk2d~", Some(start)), ("km2d~", Some(km_start)), ("bk2d~c", None)] {
        let game = Game::from_record(record).unwrap();
        let (position, history) = game.positions().split_last().unwrap();
        let moves = ai.exact_values(position, history, &Budget::nodes(0)).unwrap();
        assert!(moves.iter().all(|m| m.kind(position) == ValueKind::Exact), "{record}: {moves:?}");
        if let Some(expected) = expected {
            assert_eq!(moves.iter().map(|m| (m.hole, m.lower)).collect::<Vec<_>>(), expected, "{record}");
        }
    }
    let rules = parse_rules_str("bk2d").unwrap();
    for (board, captured, to_move) in [([36, 0, 0, 0, 0, 0], [0, 0], 0), ([3, 0, 5, 2, 1, 9], [9, 7], 1)] {
        let setup = Setup { board: board.into(), captured: captured.into(), ..Setup::start(rules, to_move) };
        let position = Position::from_setup(rules, &setup).unwrap();
        let moves = ai.exact_values(&position, &[], &Budget::nodes(0)).unwrap();
        let own = DecidedSolver::from_position(&position).unwrap().move_values(&position).unwrap();
        let notation = position.to_notation();
        assert!(moves.iter().all(ValuedMove::is_proven), "{notation}: {moves:?}");
        let own: Vec<(usize, i32)> = own.iter().map(|m| (m.hole, m.value)).collect();
        assert_eq!(moves.iter().map(|m| (m.hole, m.lower)).collect::<Vec<_>>(), own, "{notation}");
    }
}

/// Each legal move's future capture difference for the player to move in `game`, every line
/// played to its end through `Game` (the repetition rule and the end of a decided game as in a
/// real game); `None` once more than `*left` moves have been played.
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
        let rest = if after.is_over() {
            Some(0)
        } else {
            brute_force_moves(game, left).map(|moves| moves.iter().map(|&(_, v)| v).max().unwrap())
        };
        game.undo();
        values.push((hole, now - rest?));
    }
    Some(values)
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

/// Calls `improve_values` with `slice` nodes, then twice as many each call (as a page asks again
/// with more time), until every move is proven (at most `calls` times).
fn improve_until_proven(
    ai: &mut Ai,
    position: &Position,
    history: &[Position],
    slice: u64,
    calls: usize,
) -> Vec<ValuedMove> {
    for call in 1..=calls {
        let moves = ai.improve_values(position, history, &Budget::nodes(slice << (call - 1))).unwrap();
        for m in &moves {
            assert!(m.lower <= m.estimate && m.estimate <= m.upper, "{}: {m:?}", position.to_notation());
        }
        if moves.iter().all(ValuedMove::is_proven) {
            return moves;
        }
    }
    panic!("{}: not proven in {calls} calls of {slice} nodes", position.to_notation());
}

#[test]
fn values_improved_in_slices_are_those_of_every_line_played_out() {
    // Lines run to the third occurrence of a position: deep recursion.
    let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(check_small_positions).unwrap();
    worker.join().unwrap();
}

/// Positions late in random games of Bakuk stopped once decided (valued by the solver of that
/// game, whose values depend on the capture difference) and of Ba-awa (the proof search), small
/// enough for a brute force. (That slices too small to prove a position add up to its values is checked on larger
/// positions against the solved tables, below.)
fn check_small_positions() {
    for (rules, plies, at_least) in [("bk2d", 24, 10), ("ba2", 200, 5)] {
        let mut rng = SplitMix64::new(7);
        let mut ai = Ai::new(1);
        let mut checked = 0;
        for _ in 0..80 {
            let plies = plies + rng.below(plies);
            let mut game = Game::from_position(random_position(rules, &mut rng, plies));
            let position = *game.position();
            if position.is_over() {
                continue;
            }
            let Some(expected) = brute_force_moves(&mut game, &mut 20_000) else { continue };
            let moves = improve_until_proven(&mut ai, &position, &[], 1_024, 14);
            let found: Vec<(usize, i32)> = moves.iter().map(|m| (m.hole, m.lower)).collect();
            assert_eq!(found, expected, "{}", position.to_notation());
            assert!(moves.iter().all(|m| m.kind(&position) == ValueKind::Exact));
            checked += 1;
        }
        assert!(checked >= at_least, "{rules}: only {checked} positions small enough");
    }
}

#[test]
fn the_proof_resumed_in_slices_agrees_with_the_solved_bakuk_and_koumma_tables() {
    // Koumma's positions are proven sooner: earlier ones, so that slices run out.
    for (rules, plies) in [("bk2", 30), ("km2", 4)] {
        let solver = Solver::new(parse_rules_str(rules).unwrap()).unwrap();
        let mut rng = SplitMix64::new(3);
        let mut search = ExactSearch::new(18);
        let (mut checked, mut resumed) = (0, 0);
        for _ in 0..12 {
            let plies = plies + rng.below(20);
            let position = random_position(rules, &mut rng, plies);
            let Some(solved) = solver.move_values(&position) else { continue };
            // Slices doubling from 1,024 nodes, as a page asks again with more time, to 2 M.
            let mut result = None;
            for slice in (10..=21).map(|bits| 1 << bits) {
                result = search.resume(&position, &[], result.as_ref(), &Budget::nodes(slice));
                if result.as_ref().is_some_and(|r| r.is_proven()) {
                    break;
                }
                resumed += 1;
            }
            let result = result.unwrap();
            let found: Vec<(usize, i32)> = result.moves.iter().map(|m| (m.hole.unwrap(), m.lower)).collect();
            let solved: Vec<(usize, i32)> = solved.iter().map(|m| (m.hole, m.value)).collect();
            for (&(hole, value), m) in solved.iter().zip(&result.moves) {
                assert_eq!(m.hole, Some(hole));
                assert!(
                    m.lower <= value && value <= m.upper,
                    "{rules} {}: {result:?}",
                    position.to_notation()
                );
            }
            if result.is_proven() {
                assert_eq!(found, solved, "{rules} {}", position.to_notation());
                checked += 1;
            }
        }
        assert!(checked >= 8, "{rules}: only {checked} positions proven");
        assert!(resumed >= 3, "{rules}: only {resumed} slices ran out of nodes");
    }
}

#[test]
fn improving_values_serves_the_solver_and_the_book_at_once_and_starts_afresh_elsewhere() {
    let mut ai = Ai::new(1);
    let bakuk = Game::from_record("bk2~").unwrap();
    let start = bakuk.position();
    let moves = ai.improve_values(start, &[], &Budget::nodes(0)).unwrap();
    let values: Vec<i32> = moves.iter().map(|m| m.lower).collect();
    assert_eq!(values, [-2, 0, 2]);
    assert!(moves.iter().all(|m| m.kind(start) == ValueKind::Exact));

    // A Ba-awa position not proven in 2,000 nodes, then a Bakuk one, then the Ba-awa one
    // again: the values are of the position asked for, each time.
    let baawa = Game::from_record("ba2~fg").unwrap();
    let (position, history) = baawa.positions().split_last().unwrap();
    let open = ai.improve_values(position, history, &Budget::nodes(2_000)).unwrap();
    assert!(open.iter().any(|m| !m.is_proven()), "{open:?}");
    assert_eq!(ai.improve_values(start, &[], &Budget::nodes(0)).unwrap(), moves);
    let again = ai.improve_values(position, history, &Budget::nodes(2_000)).unwrap();
    assert_eq!(
        again.iter().map(|m| m.hole).collect::<Vec<_>>(),
        open.iter().map(|m| m.hole).collect::<Vec<_>>()
    );
    assert_eq!(
        ai.improve_values(&Position::new(parse_rules_str("ba3").unwrap()), &[], &Budget::nodes(0)),
        Err(NoValues::ThreePlayers)
    );
}
