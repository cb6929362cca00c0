//! Runs rule vectors (the format of `crates/rules/tests/vectors/README.md`) through the engine.
//!
//! The test suite and `mancala vectors` share this code, so both judge the engine the same way.

use mancala_rules::{
    Chain, EmptySeat, Event, Game, GameKind, Leftover, Mode, NextRound, Outcome, Position, Rules, Setup,
    SingleSeed, Variant,
};
use serde_json::Value;

/// The verdict on one case.
#[derive(Debug)]
pub struct CaseResult {
    pub id: String,
    /// `None` when the case passed; otherwise what differed.
    pub failure: Option<String>,
}

/// Checks every case of a vector file (a JSON array).
pub fn run_text(text: &str) -> Result<Vec<CaseResult>, String> {
    let cases: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let cases = cases.as_array().ok_or("a vector file is a JSON array")?;
    Ok(cases
        .iter()
        .enumerate()
        .map(|(i, case)| CaseResult {
            id: case["id"].as_str().map_or_else(|| format!("case #{}", i + 1), str::to_owned),
            failure: check_case(case).err(),
        })
        .collect())
}

/// Checks one case of any kind: a single move, a whole game or a match allocation.
pub fn check_case(case: &Value) -> Result<(), String> {
    if case.get("next_owner").is_some() {
        check_allocation(case)
    } else if case.get("moves").is_some() {
        check_game(case)
    } else {
        check_move(case)
    }
}

fn field<'a>(value: &'a Value, key: &str) -> Result<&'a Value, String> {
    value.get(key).ok_or_else(|| format!("missing \"{key}\""))
}

fn small(value: &Value, what: &str) -> Result<u8, String> {
    value
        .as_u64()
        .and_then(|n| u8::try_from(n).ok())
        .ok_or_else(|| format!("\"{what}\" is not a small number"))
}

fn bytes(value: &Value, what: &str) -> Result<Vec<u8>, String> {
    value
        .as_array()
        .ok_or_else(|| format!("\"{what}\" is not an array"))?
        .iter()
        .map(|v| small(v, what))
        .collect()
}

fn rules_of(case: &Value) -> Result<Rules, String> {
    let name = field(case, "game")?.as_str().ok_or("\"game\" is not a string")?;
    let kind = GameKind::from_name(name).ok_or_else(|| format!("unknown game \"{name}\""))?;
    let players = case.get("players").map_or(Ok(2), |p| small(p, "players"))?;
    let mut variant = Variant::default();
    let mut mode = Mode::Single;
    if let Some(options) = case.get("variant") {
        let options = options.as_object().ok_or("\"variant\" is not an object")?;
        for (key, value) in options {
            let text = value.as_str().unwrap_or_default();
            match (key.as_str(), text) {
                ("chain", "forward") => variant.chain = Chain::Forward,
                ("chain", "backward") => variant.chain = Chain::Backward,
                ("leftover", "not-scored") => variant.leftover = Leftover::NotScored,
                ("leftover", "own-side") => variant.leftover = Leftover::OwnSide,
                ("empty-seat", "ends-game") => variant.empty_seat = EmptySeat::EndsGame,
                ("empty-seat", "skip") => variant.empty_seat = EmptySeat::Skip,
                ("single-seed", "moves-on") => variant.single_seed = SingleSeed::MovesOn,
                ("single-seed", "unplayable") => variant.single_seed = SingleSeed::Unplayable,
                ("stop-when-decided", _) => variant.stop_when_decided = value.as_bool() == Some(true),
                ("target", _) => mode = Mode::Match { target: small(value, "target")? },
                _ => return Err(format!("unknown variant option {key}: {value}")),
            }
        }
    }
    Rules::new(kind, players, variant, mode).map_err(|e| e.to_string())
}

fn position_of(rules: Rules, value: &Value) -> Result<Position, String> {
    let setup = Setup {
        board: bytes(field(value, "board")?, "board")?,
        owner: value.get("owner").map(|o| bytes(o, "owner")).transpose()?,
        captured: bytes(field(value, "captured")?, "captured")?,
        to_move: small(field(value, "to_move")?, "to_move")?,
        starter: value.get("starter").map(|s| small(s, "starter")).transpose()?,
        round: 1,
    };
    Position::from_setup(rules, &setup).map_err(|e| format!("bad position: {e}"))
}

/// Compares one expected field with what the engine gave.
fn expect(what: &str, expected: &Value, actual: Value) -> Result<(), String> {
    if *expected == actual {
        Ok(())
    } else {
        Err(format!("{what}: expected {expected}, got {actual}"))
    }
}

fn winner_value(position: &Position) -> Value {
    match position.outcome() {
        Some(Outcome::Winner(p)) => Value::from(p),
        _ => Value::Null,
    }
}

fn check_move(case: &Value) -> Result<(), String> {
    let rules = rules_of(case)?;
    let mut game = Game::from_position(position_of(rules, field(case, "position")?)?);
    let hole = field(case, "move")?.as_u64().ok_or("\"move\" is not a number")?;
    let hole = usize::try_from(hole).unwrap_or(usize::MAX);
    let mut trace = Vec::new();
    let played = game.play(hole, &mut trace);
    if let Some(error) = case.get("error") {
        return match played {
            Err(mancala_rules::GameError::Move(e)) => expect("error", error, Value::from(e.name())),
            Err(e) => Err(format!("error: expected {error}, got {e}")),
            Ok(()) => Err(format!("error: expected {error}, the move was played")),
        };
    }
    played.map_err(|e| format!("the move was refused: {e}"))?;
    let after = field(case, "after")?;
    let position = game.position();
    expect("board", field(after, "board")?, Value::from(position.board()))?;
    expect("captured", field(after, "captured")?, Value::from(position.captured()))?;
    expect("to_move", field(after, "to_move")?, Value::from(position.to_move()))?;
    let ba_awa = rules.kind() == GameKind::BaAwa;
    let captures: Vec<Value> = trace
        .iter()
        .filter_map(|event| match *event {
            Event::Capture { hole, seeds, by, .. } if ba_awa => Some(Value::from(vec![hole, seeds, by])),
            Event::Capture { hole, seeds, .. } => Some(Value::from(vec![hole, seeds])),
            _ => None,
        })
        .collect();
    expect("captures", field(after, "captures")?, Value::from(captures))?;
    let over_key = if ba_awa { "round_over" } else { "over" };
    expect(over_key, field(after, over_key)?, Value::from(position.is_over()))?;
    if let Some(laps) = after.get("laps") {
        let relays = trace.iter().filter(|e| matches!(e, Event::Relay { .. })).count();
        expect("laps", laps, Value::from(relays + 1))?;
    }
    if let Some(end) = after.get("end") {
        expect("end", end, Value::from(position.end().map(|e| e.name())))?;
    }
    if let Some(winner) = after.get("winner") {
        expect("winner", winner, winner_value(position))?;
    }
    Ok(())
}

fn check_game(case: &Value) -> Result<(), String> {
    let rules = rules_of(case)?;
    let mut game = Game::from_position(position_of(rules, field(case, "start")?)?);
    let expected = field(case, "final")?;
    let moves = field(case, "moves")?.as_array().ok_or("\"moves\" is not an array")?;
    for (i, hole) in moves.iter().enumerate() {
        if game.position().is_over() {
            return Err(format!("the game ended after {i} moves"));
        }
        let hole = usize::from(small(hole, "moves")?);
        game.play(hole, &mut ()).map_err(|e| format!("move {} ({hole}) was refused: {e}", i + 1))?;
    }
    let position = game.position();
    if let Some(after) = expected.get("after_moves") {
        let ended = if position.is_over() { Value::from(game.plies().len()) } else { Value::Null };
        expect("after_moves", after, ended)?;
    }
    expect("over", field(expected, "over")?, Value::from(position.is_over()))?;
    if let Some(end) = expected.get("end") {
        expect("end", end, Value::from(position.end().map(|e| e.name())))?;
    }
    expect("captured", field(expected, "captured")?, Value::from(position.captured()))?;
    if let Some(winner) = expected.get("winner") {
        expect("winner", winner, winner_value(position))?;
    }
    Ok(())
}

fn check_allocation(case: &Value) -> Result<(), String> {
    let players = case.get("players").map_or(Ok(2), |p| small(p, "players"))?;
    let target = case.get("target").map_or(Ok(10), |t| small(t, "target"))?;
    let rules = Rules::new(GameKind::BaAwa, players, Variant::default(), Mode::Match { target })
        .map_err(|e| e.to_string())?;
    let captured = bytes(field(case, "captured")?, "captured")?;
    let starter = small(field(case, "starter")?, "starter")?;
    let next = NextRound::from_result(rules, &captured, starter, 1).ok_or("not a match result")?;
    expect("next_owner", field(case, "next_owner")?, Value::from(&next.automatic_owner()[..]))?;
    expect("next_starter", field(case, "next_starter")?, Value::from(next.starter))?;
    expect("match_over", field(case, "match_over")?, Value::from(next.match_winner.is_some()))?;
    expect("match_winner", field(case, "match_winner")?, Value::from(next.match_winner))?;
    Ok(())
}
