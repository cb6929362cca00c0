//! Rule sets every property test runs over: each game, player count, variant and mode.

use mancala_rules::{parse_rules_str, Rules};

pub const HEADERS: &[&str] = &[
    "bk2", "bk2b", "bk2o", "bk2bo", "bk2d", "bk3", "bk3b", "bk3s", "bk3bos", "km2", "km2b", "km2u", "km2o",
    "km3", "km3su", "ba2", "ba3", "ba2m10", "ba2m12", "ba3m10",
];

pub fn all_rules() -> Vec<Rules> {
    HEADERS.iter().map(|h| parse_rules_str(h).unwrap()).collect()
}
