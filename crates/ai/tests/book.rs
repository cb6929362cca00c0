//! The shipped opening book (`www/ba2-book.bin`): it reads, it holds the proven start, it covers
//! the expert's lines to its full depth, and beyond that to its hard-states depth it holds every
//! state that the expert's own proof does not settle.

use mancala_ai::{Book, Budget, ExactSearch, HARD_STATE_NODES, PROOF_TABLE_BITS};
use mancala_rules::{parse_rules_str, Game, SplitMix64};

/// The book's full depth (`mancala solve ba2 --book 6 --hard 12`); every state on the expert's
/// lines within it is proven.
const PLIES: u32 = 6;
/// Its hard-states depth.
const HARD_PLIES: usize = 12;
/// Random lines followed to the hard-states depth, half with the expert moving first.
const LINES: usize = 400;

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

#[test]
fn past_its_full_depth_the_book_holds_what_the_expert_cannot_prove() {
    let book = shipped();
    let rules = parse_rules_str("ba2").unwrap();
    let mut rng = SplitMix64::new(0x6261_2d61_7761);
    let mut search = ExactSearch::new(PROOF_TABLE_BITS);
    let (mut proven_by_expert, mut from_book) = (0, 0);
    let mut unsettled = Vec::new();
    for line in 0..LINES {
        let expert = (line % 2) as u8;
        let mut game = Game::new(rules);
        for ply in 0..=HARD_PLIES {
            let (position, history) = game.positions().split_last().unwrap();
            let legal = position.legal_moves();
            if position.is_over() || legal.is_empty() {
                break;
            }
            let hole = if position.to_move() != expert {
                legal.nth(rng.below(legal.len())).unwrap()
            } else if let Some((best, _)) = book.best_moves(position, history) {
                from_book += usize::from(ply > PLIES as usize);
                best[rng.below(best.len())]
            } else {
                // As the generator measured it: from an empty table.
                search.clear();
                match search.prove_best(position, history, &Budget::nodes(HARD_STATE_NODES)) {
                    Some((hole, _)) => {
                        proven_by_expert += 1;
                        hole
                    }
                    None => {
                        unsettled.push(game.to_record());
                        break;
                    }
                }
            };
            game.play(hole, &mut ()).unwrap();
        }
    }
    assert_eq!(unsettled, Vec::<String>::new(), "neither in the book nor proven by the expert");
    // The lines do reach past the full depth, and the book's hard states are met too.
    assert!(proven_by_expert >= LINES, "{proven_by_expert} states proven by the expert");
    assert!(from_book > 0, "no hard state from the book");
}
