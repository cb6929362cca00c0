//! One module a subcommand: its arguments (clap) and what it prints.

pub mod accuracy;
pub mod arena;
pub mod bench;
mod bounds;
pub mod perft;
pub mod play;
pub mod proofs;
pub mod puzzles;
pub mod solve;
pub mod values;
pub mod vectors;

use mancala_rules::{parse_rules_str, Game, GameKind, Position, Rules};

/// A game name (`bakuk`, `koumma`, `ba-awa`) or a rules header such as `bk3` or `ba2m10`.
pub fn rules_arg(text: &str) -> Result<Rules, String> {
    match GameKind::from_name(text) {
        Some(kind) => Ok(Rules::standard(kind)),
        None => parse_rules_str(text).map_err(|e| format!("{text}: {e}")),
    }
}

/// A game record (with a `~`), a position, or rules alone for their start.
pub fn game_arg(text: &str) -> Result<Game, String> {
    if text.contains('~') {
        Game::from_record(text).map_err(|e| format!("{text} (a record): {e}"))
    } else if text.contains('_') {
        Position::from_notation(text)
            .map(Game::from_position)
            .map_err(|e| format!("{text} (a position): {e}"))
    } else {
        rules_arg(text).map(Game::new)
    }
}

/// A value, or its proven bounds.
pub fn value_text(lower: i32, upper: i32) -> String {
    if lower == upper {
        format!("{lower:+}")
    } else {
        format!("{lower:+}..{upper:+}")
    }
}

/// A book file written by `mancala solve ba2 --book N`.
pub fn read_book(path: &str) -> Result<mancala_ai::Book, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    mancala_ai::Book::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
}
