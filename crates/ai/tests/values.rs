//! `Ai::move_values` where the proof does not finish: every move keeps bounds that hold (checked
//! against the opening book's proven values) and an estimate within them.

use mancala_ai::{Ai, Book, Budget, NoValues};
use mancala_rules::Game;

#[test]
fn moves_not_proven_in_time_keep_true_bounds_and_an_estimate_within_them() {
    let book = Book::from_bytes(include_bytes!("../../../www/ba2-book.bin")).unwrap();
    let game = Game::from_record("ba2~fg").unwrap();
    let (position, history) = game.positions().split_last().unwrap();
    let mut with_book = Ai::new(1);
    with_book.load_book(book);
    let truth = with_book.exact_values(position, history, &Budget::nodes(0)).unwrap();
    assert!(truth.iter().all(|m| m.is_proven()), "{truth:?}");

    let quick = Ai::new(1).move_values(position, history, &Budget::nodes(1_500_000)).unwrap();
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
