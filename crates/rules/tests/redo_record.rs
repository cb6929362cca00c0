//! A game saved with its redo history reads back exactly: the record, the plies redo brings
//! back, and the position at the cursor.

use mancala_rules::{parse_rules_str, Expected, Game, HoleSet, NotationErrorKind, Ply, SplitMix64, Status};

/// A game of up to `plies` random plies under `rules`, rounds of a match included.
fn random_game(rules: &str, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(parse_rules_str(rules).expect("rules"));
    let mut rng = SplitMix64::new(seed);
    for _ in 0..plies {
        match game.status() {
            Status::Playing { legal, .. } => {
                let holes: Vec<usize> = legal.iter().collect();
                game.play(holes[rng.below(holes.len())], &mut ()).expect("a legal move");
            }
            Status::RoundOver { .. } => game.next_round(None, &mut ()).expect("the next round"),
            Status::Over { .. } => break,
        }
    }
    game
}

#[test]
fn redo_text_and_record_read_back_to_the_same_game() {
    let mut rounds = 0;
    for (rules, seed) in [("bk2", 1), ("km2u", 2), ("bk3s", 3), ("ba2", 4), ("ba2m10", 5), ("ba3m12", 6)] {
        let whole = random_game(rules, 400, seed);
        let record = whole.to_record();
        rounds += record.matches('.').count();
        for undone in 0..=whole.plies().len() {
            let mut game = whole.clone();
            for _ in 0..undone {
                assert!(game.undo());
            }
            let (text, redo) = (game.to_record(), game.redo_text());
            assert_eq!(format!("{text}{redo}"), record, "{record} with {undone} undone");
            let back = Game::from_record_with_redo(&text, &redo).expect("reads back");
            assert_eq!(back.to_record(), text);
            assert_eq!(back.redo_text(), redo);
            assert_eq!(back.position(), game.position());
        }
    }
    assert!(rounds > 0, "the match records cross a round");
}

#[test]
fn a_round_marker_is_written_as_a_record_writes_it() {
    assert_eq!(Ply::Move(0).to_string(), "a");
    assert_eq!(Ply::Move(11).to_string(), "l");
    assert_eq!(Ply::NextRound { chosen: None }.to_string(), ".");
}

#[test]
fn ply_text_reads_back_as_the_ply_it_was_written_from() {
    let mut chosen = HoleSet::EMPTY;
    chosen.insert(6);
    chosen.insert(10);
    let plies = [
        Ply::Move(0),
        Ply::Move(11),
        Ply::NextRound { chosen: None },
        Ply::NextRound { chosen: Some(chosen) },
    ];
    for ply in plies {
        assert_eq!(ply.to_string().parse::<Ply>(), Ok(ply), "{ply}");
    }
    assert_eq!(Ply::NextRound { chosen: Some(chosen) }.to_string(), ".GK");
}

#[test]
fn a_wrong_ply_text_is_an_error_at_its_place() {
    let error = |text: &str| text.parse::<Ply>().map(|_| ()).map_err(|e| (e.at, e.kind));
    let expected = |at, what| Err((at, NotationErrorKind::Expected(what)));
    assert_eq!(error(""), expected(0, Expected::MoveLetter));
    assert_eq!(error("m"), expected(0, Expected::MoveLetter));
    assert_eq!(error("A"), expected(0, Expected::MoveLetter));
    assert_eq!(error("ab"), expected(1, Expected::EndOfPly));
    assert_eq!(error(".GM"), expected(2, Expected::EndOfPly));
    assert_eq!(error(".GHG"), expected(3, Expected::PitOnce(6)));
}

#[test]
fn a_bad_redo_is_an_error_not_a_shorter_game() {
    assert!(Game::from_record_with_redo("bk2~ad", "z").is_err());
    assert!(Game::from_record_with_redo("bk2~zz", "").is_err());
}
