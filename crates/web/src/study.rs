//! Bindings for studying games: what is wrong with a shared record or position, in terms a page
//! can show (the character at fault, the move at fault), and a board set up by hand checked into
//! a legal position.

use mancala_rules::{Game, NotationErrorKind, Position, Setup};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::args;
use crate::convert::{coded_rules_arg, to_js};
use crate::reason::Reason;

/// What is wrong with a record, and where.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RecordProblem {
    /// Place of the fault in the text, counted in characters from 1.
    at: usize,
    /// The character found there, or null at the end of the text.
    found: Option<String>,
    /// For a move that cannot be played: its number in the record, from 1; else null.
    ply: Option<usize>,
    /// What is wrong: `{ code, params, message }` (see `reason.rs`), without the place.
    #[serde(with = "serde_wasm_bindgen::preserve")]
    reason: JsValue,
}

/// Checks a game record (`bk2~adb`, or a position then `~` and moves); returns null when it
/// opens, else `{ at, found, ply, reason }`, the reason a code for the page to word.
#[wasm_bindgen(js_name = recordProblem)]
pub fn record_problem(record: JsValue) -> Result<JsValue, JsError> {
    let record = args::string(&record, "a game record (a string such as \"bk2~ad\")")?;
    let record = record.as_str();
    let Err(e) = Game::from_record(record) else { return Ok(JsValue::NULL) };
    // Everything before the fault is ASCII, but count characters anyway: the page does.
    let at = e.at.min(record.len());
    let before = record.get(..at).unwrap_or(record);
    let found = record.get(at..).and_then(|rest| rest.chars().next()).map(String::from);
    let ply = match e.kind {
        NotationErrorKind::Ply(_) => {
            let moves = before.find('~').map_or("", |tilde| &before[tilde + 1..]);
            Some(moves.chars().filter(|c| matches!(c, 'a'..='l' | '.')).count() + 1)
        }
        _ => None,
    };
    let reason = Reason::of_kind(&e.kind).to_js(&ReasonText(&e.kind));
    to_js(&RecordProblem { at: before.chars().count() + 1, found, ply, reason })
}

/// A board set up by hand, checked by the engine: `rules` a header (`bk2`, `ba2m10`), `board`
/// the seeds per hole, `captured` per player, `owners` the owner of each pit (Ba-awa; null for
/// the seats' home rows), `starter` the round's starter (Ba-awa; null for the player to move).
/// Returns the position's notation, or throws what is wrong (too many seeds, a player to move who
/// owns no pit, ...): an `Error` with the reason's `code` and `params`.
#[wasm_bindgen(js_name = setupPosition)]
pub fn setup_position(
    rules: JsValue,
    board: JsValue,
    captured: JsValue,
    to_move: JsValue,
    owners: JsValue,
    starter: JsValue,
) -> Result<String, JsValue> {
    let rules = coded_rules_arg(&rules)?;
    let board = seed_counts(&board, 12, "the seeds of each hole, an array of up to 12 whole numbers")?
        .ok_or_else(|| args::expected("the seeds of each hole, an array", &board))?;
    let captured =
        seed_counts(&captured, 3, "the captured seeds of each player, an array of up to 3 whole numbers")?
            .ok_or_else(|| args::expected("the captured seeds of each player, an array", &captured))?;
    let to_move = args::whole(&to_move, 2, "the player to move, a whole number from 0 to 2")? as u8;
    let owners = seed_counts(&owners, 12, "the owner of each pit, an array of player numbers (or null)")?;
    let starter = if starter.is_null() || starter.is_undefined() {
        None
    } else {
        Some(args::whole(&starter, 2, "the round's starter, a whole number from 0 to 2 (or null)")? as u8)
    };
    let setup = Setup { board, owner: owners, captured, to_move, starter, round: 1 };
    let position = Position::from_setup(rules, &setup).map_err(|e| Reason::setup(e).to_error(&e))?;
    Ok(position.to_notation())
}

/// A notation error's English without its place (the page gives the place in characters).
struct ReasonText<'a>(&'a NotationErrorKind);

impl core::fmt::Display for ReasonText<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            NotationErrorKind::Expected(what) => write!(f, "expected {what}"),
            NotationErrorKind::Rules(e) => e.fmt(f),
            NotationErrorKind::Setup(e) => e.fmt(f),
            NotationErrorKind::Ply(e) => e.fmt(f),
        }
    }
}

/// An array of small whole numbers (seeds, players) of at most `max` elements; `None` for null.
fn seed_counts(value: &JsValue, max: u32, what: &str) -> Result<Option<Vec<u8>>, JsError> {
    let Some(items) = args::array(value, max, what)? else { return Ok(None) };
    items.iter().map(|item| args::whole(item, 255, what).map(|n| n as u8)).collect::<Result<_, _>>().map(Some)
}
