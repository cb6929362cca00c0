//! Conversions between JavaScript values and the engine's types.

use mancala_rules::{CaptureReason, Event, Game, NextRound, Outcome, Ply, Rules, Status};
use serde::Serialize;
use wasm_bindgen::{JsError, JsValue};

/// Serializes to plain JS objects and arrays, with `None` as `null`.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&serializer).map_err(|e| JsError::new(&e.to_string()))
}

/// A rules header from JavaScript (the computer's; the page's calls use `coded_rules_arg`).
#[cfg(feature = "computer")]
pub fn rules_arg(header: &JsValue) -> Result<Rules, JsError> {
    let header = crate::args::string(header, "a rules header (a string such as \"bk2\" or \"ba2m10\")")?;
    mancala_rules::parse_rules_str(&header).map_err(|e| JsError::new(&e.to_string()))
}

/// A rules header from JavaScript; a refused one throws its reason's code (see `reason.rs`).
pub fn coded_rules_arg(header: &JsValue) -> Result<Rules, JsValue> {
    let header = crate::args::string(header, "a rules header (a string such as \"bk2\" or \"ba2m10\")")?;
    mancala_rules::parse_rules_str(&header).map_err(|e| crate::reason::Reason::of_kind(&e.kind).to_error(&e))
}

/// One event of a move's trace, as a plain object with a `kind`.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum JsEvent {
    Lift { hole: u8, seeds: u8 },
    Drop { hole: u8 },
    Capture { hole: u8, seeds: u8, by: u8, reason: &'static str },
    Relay { hole: u8, lap: u16 },
    MoveEnd { next: u8 },
    Award { hole: u8, seeds: u8, to: u8 },
    RoundEnd { reason: &'static str },
    NewRound { owner: [u8; 12], starter: u8, round: u16 },
}

impl From<&Event> for JsEvent {
    fn from(event: &Event) -> JsEvent {
        match *event {
            Event::Lift { hole, seeds } => JsEvent::Lift { hole, seeds },
            Event::Drop { hole } => JsEvent::Drop { hole },
            Event::Capture { hole, seeds, by, reason } => JsEvent::Capture {
                hole,
                seeds,
                by,
                reason: match reason {
                    CaptureReason::LastSeed => "last-seed",
                    CaptureReason::InPassing => "in-passing",
                    CaptureReason::Chain => "chain",
                },
            },
            Event::Relay { hole, lap } => JsEvent::Relay { hole, lap },
            Event::MoveEnd { next } => JsEvent::MoveEnd { next },
            Event::Award { hole, seeds, to } => JsEvent::Award { hole, seeds, to },
            Event::RoundEnd { reason } => JsEvent::RoundEnd { reason: reason.name() },
            Event::NewRound { owner, starter, round } => JsEvent::NewRound { owner, starter, round },
        }
    }
}

/// A whole trace as an array of plain objects.
pub fn trace_to_js(trace: &[Event]) -> Result<JsValue, JsError> {
    to_js(&trace.iter().map(JsEvent::from).collect::<Vec<_>>())
}

/// What the page needs to know about a finished match round.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NextRoundState {
    /// Pits each player owns next round.
    pits: Vec<u8>,
    /// The player who picks extra pits (two players, unequal pits), or null.
    chooser: Option<u8>,
    extra: u8,
    choosable: Vec<u8>,
    automatic: Vec<u8>,
    starter: u8,
    round: u16,
    match_winner: Option<u8>,
}

impl NextRoundState {
    fn new(next: &NextRound, players: u8) -> NextRoundState {
        NextRoundState {
            pits: next.pits[..usize::from(players)].to_vec(),
            chooser: next.chooser,
            extra: next.extra,
            choosable: holes(next.choosable()),
            automatic: holes(next.automatic_choice()),
            starter: next.starter,
            round: next.round,
            match_winner: next.match_winner,
        }
    }
}

/// One ply of the move list.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlyState {
    /// Who moved (for a new round: who starts it).
    player: u8,
    /// The hole lifted, or null for a new round.
    hole: Option<u8>,
    /// The ply in the project's notation.
    text: String,
    /// The pits a new round's ply names (`.GH`: `[6, 7]`), to play it again with `nextRound`;
    /// null for a move and for the automatic choice.
    choice: Option<Vec<u8>>,
}

/// The pits a ply names as the round winner's choice (see [`PlyState::choice`]).
pub fn choice_of(ply: &Ply) -> Option<Vec<u8>> {
    match *ply {
        Ply::NextRound { chosen: Some(chosen) } => Some(holes(chosen)),
        _ => None,
    }
}

/// A snapshot of the game for drawing and for the page's controls.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    rules: String,
    game: &'static str,
    players: u8,
    match_target: Option<u8>,
    /// The option letters of the rules, in header order (`["b", "o"]`).
    variants: Vec<char>,
    board: Vec<u8>,
    owners: Vec<u8>,
    captured: Vec<u8>,
    to_move: u8,
    starter: u8,
    round: u16,
    /// `"playing"`, `"round-over"` (a match goes on) or `"over"`.
    status: &'static str,
    legal: Vec<u8>,
    end_reason: Option<&'static str>,
    /// The winner of the game, of the match when it is over, or of the round just played.
    winner: Option<u8>,
    draw: bool,
    next: Option<NextRoundState>,
    can_undo: bool,
    can_redo: bool,
    /// The move list: every ply, or none in a [`state_of`] without plies (see `delta.rs`).
    plies: Vec<PlyState>,
    ply_count: usize,
    record: String,
    notation: String,
}

fn holes(set: mancala_rules::HoleSet) -> Vec<u8> {
    set.iter().map(|h| h as u8).collect()
}

/// The snapshot of `game`; `with_plies: false` leaves the move list out (the per-move view).
pub fn state_of(game: &Game, with_plies: bool) -> State {
    let position = game.position();
    let rules = position.rules();
    let (status, legal, outcome, next) = match game.status() {
        Status::Playing { legal, .. } => ("playing", holes(legal), None, None),
        Status::RoundOver { outcome, next } => ("round-over", Vec::new(), Some(outcome), Some(next)),
        Status::Over { outcome } => ("over", Vec::new(), Some(outcome), NextRound::after(position)),
    };
    let shown = if with_plies { game.plies().len() } else { 0 };
    let plies = game.plies()[..shown]
        .iter()
        .zip(game.positions())
        .zip(game.positions().iter().skip(1))
        .map(|((ply, before), after)| match *ply {
            Ply::Move(hole) => {
                PlyState { player: before.to_move(), hole: Some(hole), text: ply.to_string(), choice: None }
            }
            Ply::NextRound { .. } => PlyState {
                player: after.to_move(),
                hole: None,
                text: ply.to_string(),
                choice: choice_of(ply),
            },
        })
        .collect();
    State {
        rules: mancala_rules::rules_to_string(rules),
        game: rules.kind().name(),
        players: rules.players(),
        match_target: match rules.mode() {
            mancala_rules::Mode::Match { target } => Some(target),
            mancala_rules::Mode::Single => None,
        },
        variants: mancala_rules::variant_letters(rules.variant()).collect(),
        board: position.board().to_vec(),
        owners: position.owners().to_vec(),
        captured: position.captured().to_vec(),
        to_move: position.to_move(),
        starter: position.starter(),
        round: position.round(),
        status,
        legal,
        end_reason: position.end().map(|e| e.name()),
        winner: match outcome {
            Some(Outcome::Winner(p)) => Some(p),
            _ => None,
        },
        draw: outcome == Some(Outcome::Draw),
        next: next.map(|n| NextRoundState::new(&n, rules.players())),
        can_undo: game.can_undo(),
        can_redo: game.can_redo(),
        plies,
        ply_count: game.plies().len(),
        record: game.to_record(),
        notation: position.to_notation(),
    }
}
