//! A rules header described as data: what the page draws, offers and says about a game
//! without knowing any rule itself (the board's shape, who owns which hole, the seeds at the
//! start, the option letters, whether the game is solved).

use mancala_rules::{variant_letters, variant_letters_of, Mode, Position, Rules};
use serde::Serialize;

/// Everything the page asks of a rules header.
#[derive(Serialize, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RulesDescription {
    /// The header as the engine writes it (`bk2bo`).
    header: String,
    /// `bakuk`, `koumma` or `ba-awa`.
    game: &'static str,
    players: u8,
    rows: u8,
    holes_per_row: u8,
    holes: u8,
    /// The seat that owns each hole at the start (a match's later rounds move pits).
    owners: Vec<u8>,
    /// The seeds in each hole at the start.
    starting_seeds: Vec<u8>,
    /// Whether the computer knows every position's exact value (it solves the game outright).
    solvable: bool,
    /// The pits a match is played to, or null for a single game.
    match_target: Option<u8>,
    /// The option letters this header has, in header order (`["b", "o"]`).
    variants: Vec<char>,
    /// The option letters its game and number of players may take (what a settings screen offers).
    options: Vec<char>,
}

/// The description of `rules`.
pub fn describe(rules: Rules) -> RulesDescription {
    let kind = rules.kind();
    let holes = rules.holes();
    let rows = kind.rows();
    RulesDescription {
        header: mancala_rules::rules_to_string(rules),
        game: kind.name(),
        players: rules.players(),
        rows: rows as u8,
        holes_per_row: (holes / rows) as u8,
        holes: holes as u8,
        owners: (0..holes).map(|hole| rules.home_owner(hole)).collect(),
        starting_seeds: Position::new(rules).board().to_vec(),
        solvable: rules.solvable(),
        match_target: match rules.mode() {
            Mode::Match { target } => Some(target),
            Mode::Single => None,
        },
        variants: variant_letters(rules.variant()).collect(),
        options: variant_letters_of(kind, rules.players()).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::parse_rules_str;

    fn of(header: &str) -> RulesDescription {
        describe(parse_rules_str(header).unwrap())
    }

    #[test]
    fn bakuk_for_two() {
        let d = of("bk2ob");
        assert_eq!(d.header, "bk2bo");
        assert_eq!((d.game, d.players, d.rows, d.holes_per_row, d.holes), ("bakuk", 2, 2, 3, 6));
        assert_eq!(d.owners, [0, 0, 0, 1, 1, 1]);
        assert_eq!(d.starting_seeds, [6; 6]);
        assert!(d.solvable);
        assert_eq!(d.match_target, None);
        assert_eq!(d.variants, ['b', 'o']);
        assert_eq!(d.options, ['b', 'o', 'd']);
    }

    #[test]
    fn koumma_for_three_owns_two_holes_a_seat() {
        let d = of("km3su");
        assert_eq!(d.owners, [0, 0, 1, 1, 2, 2]);
        assert!(!d.solvable);
        assert_eq!(d.variants, ['s', 'u']);
        assert_eq!(d.options, ['b', 'o', 's', 'u', 'd']);
    }

    #[test]
    fn ba_awa_match_for_three() {
        let d = of("ba3m11");
        assert_eq!((d.game, d.holes_per_row, d.holes), ("ba-awa", 6, 12));
        assert_eq!(d.owners, [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
        assert_eq!(d.starting_seeds, [4; 12]);
        assert_eq!(d.match_target, Some(11));
        assert!(d.variants.is_empty() && d.options.is_empty() && !d.solvable);
    }
}
