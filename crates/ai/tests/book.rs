//! The shipped opening book (`www/ba2-book.bin`): it reads, it holds the proven start, and it
//! covers the expert's lines to its depth.

use mancala_ai::Book;
use mancala_rules::{parse_rules_str, Game};

/// The book's depth (`mancala solve ba2 --book 6 --keep`); every state on the expert's lines
/// within it is proven.
const PLIES: u32 = 6;

fn shipped() -> Book {
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/ba2-book.bin")).unwrap();
    Book::from_bytes(&bytes).unwrap()
}

#[test]
fn the_book_holds_the_start_with_every_value() {
    let game = Game::new(parse_rules_str("ba2").unwrap());
    let values = shipped().move_values(game.position(), &[]).unwrap();
    assert_eq!(values, vec![(0, 8), (1, 0), (2, 0), (3, 0), (4, 0), (5, -8)]);
}

#[test]
fn the_book_covers_the_expert_lines() {
    let book = shipped();
    let start = Game::new(parse_rules_str("ba2").unwrap());
    // The expert moving first meets the start; moving second, every state after one move.
    let mut by_ply: Vec<Vec<Game>> = vec![Vec::new(); PLIES as usize + 1];
    by_ply[0].push(start.clone());
    for hole in start.position().legal_moves() {
        let mut child = start.clone();
        child.play(hole, &mut ()).unwrap();
        by_ply[1].push(child);
    }
    let mut missing = [0; PLIES as usize + 1];
    for ply in 0..=PLIES as usize {
        for game in std::mem::take(&mut by_ply[ply]) {
            let (position, history) = game.positions().split_last().unwrap();
            if position.is_over() {
                continue;
            }
            let Some((best, _)) = book.best_moves(position, history) else {
                missing[ply] += 1;
                continue;
            };
            for hole in best {
                let mut after = game.clone();
                after.play(hole, &mut ()).unwrap();
                if ply + 2 > PLIES as usize || after.position().is_over() {
                    continue;
                }
                for reply in after.position().legal_moves() {
                    let mut child = after.clone();
                    child.play(reply, &mut ()).unwrap();
                    by_ply[ply + 2].push(child);
                }
            }
        }
    }
    assert_eq!(missing, [0; PLIES as usize + 1]);
}
