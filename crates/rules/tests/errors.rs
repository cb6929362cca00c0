//! Each kind of illegal input gets its own typed error.

use mancala_rules::{
    parse_rules_str, Game, GameError, GameKind, Mode, MoveError, NotationErrorKind, Position, Rules,
    RulesError, Setup, SetupError, Variant,
};

fn setup(board: &[u8], captured: &[u8]) -> Setup {
    Setup {
        board: board.to_vec(),
        owner: None,
        captured: captured.to_vec(),
        to_move: 0,
        starter: None,
        round: 1,
    }
}

#[test]
fn setups_are_validated() {
    let bakuk = Rules::standard(GameKind::Bakuk);
    let ba_awa = Rules::standard(GameKind::BaAwa);
    let check = |rules, setup: &Setup| Position::from_setup(rules, setup).unwrap_err();
    assert_eq!(check(bakuk, &setup(&[6; 5], &[0, 0])), SetupError::BoardLength { expected: 6, found: 5 });
    assert_eq!(check(bakuk, &setup(&[6; 6], &[0])), SetupError::CapturedLength { expected: 2, found: 1 });
    assert_eq!(check(bakuk, &setup(&[7; 6], &[0, 0])), SetupError::SeedTotal { max: 36, found: 42 });
    assert_eq!(check(bakuk, &setup(&[255; 6], &[255, 255])), SetupError::SeedTotal { max: 36, found: 2040 });
    let owned = Setup { owner: Some(vec![0; 6]), ..setup(&[6; 6], &[0, 0]) };
    assert_eq!(check(bakuk, &owned), SetupError::OwnershipNotAllowed);
    let short = Setup { owner: Some(vec![0; 11]), ..setup(&[4; 12], &[0, 0]) };
    assert_eq!(check(ba_awa, &short), SetupError::OwnerLength { expected: 12, found: 11 });
    let foreign = Setup { owner: Some(vec![0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2]), ..setup(&[4; 12], &[0, 0]) };
    assert_eq!(check(ba_awa, &foreign), SetupError::OwnerOutOfRange { pit: 11, found: 2, players: 2 });
    let lonely = Setup { owner: Some(vec![0; 12]), ..setup(&[4; 12], &[0, 0]) };
    assert_eq!(check(ba_awa, &lonely), SetupError::TooFewOwners);
    assert_eq!(
        check(bakuk, &Setup { to_move: 2, ..setup(&[6; 6], &[0, 0]) }),
        SetupError::ToMove { found: 2 }
    );
    assert_eq!(
        check(ba_awa, &Setup { starter: Some(3), ..setup(&[4; 12], &[0, 0]) }),
        SetupError::Starter { found: 3 }
    );
    assert_eq!(check(bakuk, &Setup { round: 0, ..setup(&[6; 6], &[0, 0]) }), SetupError::Round);
}

#[test]
fn rules_combinations_are_validated() {
    let v = Variant::default();
    assert_eq!(Rules::new(GameKind::Bakuk, 4, v, Default::default()), Err(RulesError::Players));
    assert_eq!(Rules::new(GameKind::Bakuk, 2, v, Mode::Match { target: 10 }), Err(RulesError::Mode));
    assert_eq!(parse_rules_str("bk2m10").unwrap_err().at, 3, "the m is at fault");
    assert!(parse_rules_str("ba2m9").is_err());
    assert!(parse_rules_str("ba2b").is_err(), "no chains in Ba-awa");
    assert!(parse_rules_str("bk2u").is_err(), "single seeds are a Koumma option");
    assert!(parse_rules_str("bk2s").is_err(), "empty seats need three players");
    assert!(parse_rules_str("bk2bb").is_err());
}

#[test]
fn no_move_after_the_end() {
    // BK-6: South's capture leaves North without seeds.
    let rules = Rules::standard(GameKind::Bakuk);
    let position = Position::from_setup(rules, &setup(&[2, 0, 1, 4, 2, 0], &[9, 18])).unwrap();
    let mut game = Game::from_position(position);
    game.play(0, &mut ()).unwrap();
    assert!(game.position().is_over());
    assert_eq!(game.play(1, &mut ()), Err(GameError::Move(MoveError::GameOver)));
    assert_eq!(game.next_round(None, &mut ()), Err(GameError::NoNextRound));
}

#[test]
fn a_round_marker_with_no_finished_round_is_the_first_fault() {
    // The error points at the first fault: the `.` (character 5) comes before the repeated pit
    // after it (character 7).
    for (record, at) in [("bk2~.JJ", 4), ("bk2~.J", 4), ("bk2~.", 4), ("ba2m10~.GG", 7), ("ba2m10~a.GGH", 8)]
    {
        let e = Game::from_record(record).unwrap_err();
        assert_eq!(e.at, at, "{record}");
        assert_eq!(e.kind, NotationErrorKind::Ply(GameError::NoNextRound), "{record}");
    }
    assert_eq!(
        Game::from_record("bk2~.JJ").unwrap_err().to_string(),
        "at character 5: expected a finished round of a match in play, got none"
    );
    // The text before the fault opens.
    assert!(Game::from_record("bk2~").is_ok());
}

#[test]
fn koumma_single_seeds_can_be_made_unplayable() {
    let rules = parse_rules_str("km2u").unwrap();
    let position = Position::from_setup(rules, &setup(&[1, 5, 1, 4, 2, 6], &[8, 9])).unwrap();
    assert_eq!(position.clone().play(0), Err(MoveError::SingleSeed));
    assert_eq!(position.legal_moves().iter().collect::<Vec<_>>(), vec![1]);
}

/// The named variants of `docs/rules.md`, each on a worked example.
mod variants {
    use super::*;
    use mancala_rules::{EndReason, Outcome};

    fn play(header: &str, board: &[u8], captured: &[u8], hole: usize) -> Position {
        let rules = parse_rules_str(header).unwrap();
        let mut game = Game::from_position(Position::from_setup(rules, &setup(board, captured)).unwrap());
        game.play(hole, &mut ()).unwrap();
        *game.position()
    }

    #[test]
    fn leftover_own_side_gives_the_last_seeds_to_their_owner() {
        // BK-6 again: South's leftover seed in h1 now counts, and 18-18 is a draw.
        let after = play("bk2o", &[2, 0, 1, 4, 2, 0], &[9, 18], 0);
        assert_eq!(after.captured(), &[18, 18]);
        assert_eq!(after.board(), &[0; 6]);
        assert_eq!(after.outcome(), Some(Outcome::Draw));
    }

    #[test]
    fn empty_seats_can_be_skipped() {
        // BK-11b: seat B has no seeds; by default the game ends, with `skip` C plays on.
        let ends = play("bk3b", &[0, 2, 1, 1, 3, 2], &[0, 0, 0], 1);
        assert_eq!(ends.end(), Some(EndReason::NoSeeds));
        let skips = play("bk3bs", &[0, 2, 1, 1, 3, 2], &[0, 0, 0], 1);
        assert_eq!((skips.end(), skips.to_move()), (None, 2));
    }

    #[test]
    fn a_decided_game_can_stop_at_once() {
        // BK-3 takes 6: from 10 South cannot yet be sure, from 13 the 19 of 36 decide.
        let undecided = play("bk2d", &[3, 3, 1, 1, 4, 3], &[10, 11], 0);
        assert_eq!(undecided.end(), None);
        let decided = play("bk2d", &[3, 3, 1, 1, 4, 3], &[13, 8], 0);
        assert_eq!(decided.captured(), &[19, 8]);
        assert_eq!(decided.end(), Some(EndReason::Decided));
        assert_eq!(decided.outcome(), Some(Outcome::Winner(0)));
    }
}

#[test]
fn a_seat_the_rules_pass_over_is_not_written_as_the_one_to_move() {
    // With empty seats skipped, player 0 (no seeds) is passed over: this position is the one with
    // player 2 to move, and one position must have one notation.
    let e = Position::from_notation("bk3s_0.0.0.0.0.6_10.10.10_0").unwrap_err();
    assert_eq!(e.kind, NotationErrorKind::Setup(SetupError::Passed { found: 0, next: 2 }));
    assert_eq!(e.at, 26, "the player to move");
    assert!(Game::from_record("bk3s_0.0.0.0.0.6_10.10.10_1~").is_err());
    let record = "bk3s_0.0.0.0.0.6_10.10.10_2~";
    assert_eq!(Game::from_record(record).unwrap().to_record(), record);
    // Without the skip, player 0 is not passed over: the game ends there (unchanged here).
    assert!(Position::from_notation("bk3_0.0.0.0.0.6_10.10.10_0").is_ok());
}
