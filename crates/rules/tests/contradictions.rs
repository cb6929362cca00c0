//! Records the engine writes always read back, and no position says something the
//! engine would never reach (an end it would not come to, a round it would have ended, a number
//! written two ways).

use mancala_rules::{parse_rules_str, Game, Position, SplitMix64, Status};

/// A random match or game under `header`, played to its end by the game layer.
fn random_game(header: &str, seed: u64) -> Game {
    let mut game = Game::new(parse_rules_str(header).unwrap());
    let mut rng = SplitMix64::new(seed);
    loop {
        match game.status() {
            Status::Playing { legal, .. } => {
                let hole = legal.nth(rng.below(legal.len())).unwrap();
                game.play(hole, &mut ()).unwrap();
            }
            Status::RoundOver { .. } => game.next_round(None, &mut ()).unwrap(),
            Status::Over { .. } => return game,
        }
    }
}

/// Found by search: the seed gives a legal match longer than the old
/// 8,192-character limit (8,404 characters).
const LONG_MATCH_SEED: u64 = 1934;

#[test]
fn a_record_longer_than_8192_characters_reads_back() {
    let game = random_game("ba2m12", LONG_MATCH_SEED);
    let record = game.to_record();
    assert!(record.len() > 8192, "the seed must give a long match, got {} characters", record.len());
    let read = Game::from_record(&record).unwrap();
    assert_eq!(read.positions(), game.positions());
}

fn refused(text: &str) -> String {
    match Position::from_notation(text) {
        Ok(p) => panic!("{text} was accepted as {}", p.to_notation()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn an_end_marker_must_be_the_one_the_engine_would_reach() {
    // 36 seeds on the board and nobody scored: no Bakuk game ends here "by last seeds".
    assert_eq!(
        refused("bk2_6.6.6.6.6.6_0.0_0_xl"),
        "at character 24: expected an end letter of these rules: n no seeds or r repetition"
    );
    assert!(Game::from_record("bk2_6.6.6.6.6.6_0.0_0_xl~").is_err());
    // Stopping when decided is an option, and this one is not decided anyway.
    assert!(refused("bk2_6.6.6.6.6.6_0.0_0_xd")
        .starts_with("at character 24: expected an end letter of these rules"));
    assert!(refused("bk2d_6.6.6.6.6.6_0.0_0_xd").starts_with("at character 25: expected"));
    // The player to move has seeds: the game does not end for want of them.
    assert!(refused("bk2_6.6.6.6.6.6_0.0_0_xn").starts_with("at character 24: expected"));
    // Ba-awa hands out the seeds left at the end of a round: an ended board is empty.
    assert!(refused("ba2_4.4.4.4.4.4.4.4.4.4.4.4_0.0_0_000000111111_0_1_xm").contains("expected"));
    // The start can never have come round three times.
    assert!(refused("bk2_6.6.6.6.6.6_0.0_0_xr").starts_with("at character 24: expected"));

    // What the engine does reach reads back.
    for text in [
        "bk2_6.0.0.0.0.0_12.18_1_xn",
        "bk2d_1.1.0.0.0.0_19.15_1_xd",
        "bk2o_0.0.0.0.0.0_18.18_1_xn",
        "ba2_0.0.0.0.0.0.0.0.0.0.0.0_24.24_1_000000111111_0_1_xl",
        "ba2_0.0.0.0.0.0.0.0.0.0.0.0_20.28_0_000000111111_0_1_xm",
    ] {
        let position = Position::from_notation(text).unwrap();
        assert_eq!(position.to_notation(), text);
    }
}

#[test]
fn every_ended_position_of_random_games_reads_back() {
    let mut reasons = std::collections::HashSet::new();
    for header in
        ["bk2", "bk2d", "bk2o", "bk3", "bk3s", "km2", "km2u", "km3su", "ba2", "ba3", "ba2m10", "ba3m10"]
    {
        for seed in 0..40 {
            let game = random_game(header, seed);
            for position in game.positions().iter().filter(|p| p.is_over()) {
                reasons.insert(position.end());
                let text = position.to_notation();
                assert_eq!(Position::from_notation(&text).map(|p| p.to_notation()), Ok(text.clone()));
            }
            assert_eq!(Game::from_record(&game.to_record()).unwrap().positions(), game.positions());
        }
    }
    assert_eq!(reasons.len(), 5, "every end is met: {reasons:?}");
}

#[test]
fn a_ba_awa_round_with_8_seeds_or_fewer_is_over() {
    // Ba-awa rule 7 (docs/rules.md): the last 1 to 8 seeds go to the starter at once; nobody plays them.
    let e = refused("ba2_1.1.1.1.1.1.1.1.0.0.0.0_20.20_0_000000111111_0_1");
    assert_eq!(
        e,
        "at character 5: expected a round in play, got one these rules end at once (8 seeds or fewer left)"
    );
    assert!(Position::from_notation("ba2_1.1.1.1.1.1.1.1.1.0.0.0_20.19_0_000000111111_0_1").is_ok());
    assert!(refused("bk2d_0.0.0.0.1.1_30.4_0").contains("expected a round in play"));
}

#[test]
fn numbers_have_one_spelling() {
    assert_eq!(
        parse_rules_str("ba2m0010").unwrap_err().to_string(),
        "at character 5: expected a match target of 10, 11 or 12"
    );
    assert!(Game::from_record("bk2@00~").is_err());
    assert!(Game::from_record("bk2@01~").is_err());
    assert!(Position::from_notation("bk2_06.6.6.6.6.6_0.0_0").is_err());
    assert!(Position::from_notation("bk2_6.6.6.6.6.6_0.00_0").is_err());
    assert!(Position::from_notation("bk2_6.6.6.6.6.6_0.0_0").is_ok());
}

#[test]
fn round_ten_thousand_reads_back() {
    let start = "ba2m10_4.4.4.4.4.4.4.4.4.4.4.4_0.0_0_000000111111_0_9999";
    let position = Position::from_notation(start).unwrap();
    assert_eq!(position.round(), 9999);
    for round in [10_000, 12_345, 65_535] {
        let text = start.replace("_9999", &format!("_{round}"));
        assert_eq!(Position::from_notation(&text).unwrap().to_notation(), text);
    }
    assert!(Position::from_notation(&start.replace("_9999", "_65536")).is_err());
}

#[test]
fn chosen_pits_are_each_named_once() {
    // BA-5's position in a match: South wins the round and takes one pit of North's.
    let round_over = "ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i";
    assert!(Game::from_record(&format!("{round_over}.J")).is_ok());
    let e = Game::from_record(&format!("{round_over}.JJ")).unwrap_err();
    assert_eq!(e.to_string(), "at character 60: expected each pit at most once, got J twice");
    let e = Game::from_record(&format!("{round_over}.JK")).unwrap_err();
    assert_eq!(e.to_string(), "at character 58: expected exactly 1 pit, got 2");
}

#[test]
fn messages_point_at_the_fault_and_say_what_was_expected() {
    let position = |text: &str| Position::from_notation(text).unwrap_err().to_string();
    assert_eq!(
        position("bk2_6.6.6.6.6.6_0.0_2"),
        "at character 21: expected a player to move who takes part, got 2"
    );
    assert_eq!(position("bk2_6.6.6.6.6_0.0_0"), "at character 5: expected 6 holes on the board, got 5");
    assert_eq!(position("bk2_7.6.6.6.6.6_0.0_0"), "at character 5: expected at most 36 seeds in all, got 37");
    assert_eq!(
        position("bk2_6.6.6.6.6.6_0.0.0_0"),
        "at character 17: expected 2 captured counts, one per player, got 3"
    );
    assert_eq!(
        position("ba2_4.4.4.4.4.4.4.4.4.4.4.4_0.0_0_000000111112_0_1"),
        "at character 46: expected the owner of pit 11 to be a player of this game (0 to 1), got 2"
    );
    let rules = |text: &str| parse_rules_str(text).unwrap_err().to_string();
    assert_eq!(rules("ba2b"), "at character 4: expected an option of this game, got b (backward chain), which is for Bakuk and Koumma");
    assert_eq!(
        rules("bk2m10"),
        "at character 4: expected an option of this game, got m (match play), which is for Ba-awa"
    );
    assert_eq!(rules("bk2s"), "at character 4: expected an option of this game, got s (empty seats skipped), which is for three players");
    assert_eq!(rules("bk3u"), "at character 4: expected an option of this game, got u (single seeds unplayable), which is for Koumma");
    assert_eq!(rules("ba2m9"), "at character 5: expected a match target of 10, 11 or 12");
    // Offsets count characters: what comes before a fault is plain ASCII.
    assert_eq!(Game::from_record("bk2~aé").unwrap_err().at, 5);
}
