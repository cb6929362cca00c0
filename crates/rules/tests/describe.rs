//! What a rules header says about the game besides its rules: the option letters it may take
//! and has, and whether the game is solved outright.

use mancala_rules::{parse_rules_str, variant_letters, variant_letters_of, GameKind};

fn letters(it: impl Iterator<Item = char>) -> String {
    it.collect()
}

#[test]
fn each_game_offers_its_own_option_letters() {
    assert_eq!(letters(variant_letters_of(GameKind::Bakuk, 2)), "bod");
    assert_eq!(letters(variant_letters_of(GameKind::Bakuk, 3)), "bosd");
    assert_eq!(letters(variant_letters_of(GameKind::Koumma, 2)), "boud");
    assert_eq!(letters(variant_letters_of(GameKind::Koumma, 3)), "bosud");
    assert_eq!(letters(variant_letters_of(GameKind::BaAwa, 2)), "");
}

#[test]
fn every_offered_letter_makes_a_header_that_reads_back_with_it() {
    for (kind, code) in [(GameKind::Bakuk, "bk"), (GameKind::Koumma, "km"), (GameKind::BaAwa, "ba")] {
        for players in [2, 3] {
            for letter in variant_letters_of(kind, players) {
                let header = format!("{code}{players}{letter}");
                let rules = parse_rules_str(&header).unwrap_or_else(|e| panic!("{header}: {e}"));
                assert_eq!(letters(variant_letters(rules.variant())), letter.to_string(), "{header}");
            }
        }
    }
}

#[test]
fn the_letters_set_are_in_header_order() {
    let rules = parse_rules_str("km3dusob").unwrap();
    assert_eq!(letters(variant_letters(rules.variant())), "bosud");
    assert_eq!(letters(variant_letters(parse_rules_str("ba2m10").unwrap().variant())), "");
}

#[test]
fn two_player_bakuk_and_koumma_are_solvable() {
    for (header, solvable) in
        [("bk2", true), ("km2bou", true), ("bk3", false), ("km3s", false), ("ba2", false), ("ba2m12", false)]
    {
        assert_eq!(parse_rules_str(header).unwrap().solvable(), solvable, "{header}");
    }
}
