//! Browser bindings for the mancala rules engine.
//!
//! This crate stays thin: the rules live in `mancala-rules`; here we only translate between
//! JavaScript values and the engine's types. JavaScript holds an opaque [`GameHandle`] and gets
//! small plain objects back: a snapshot of the game ([`GameHandle::state`]) and the event trace of
//! each move, which the page animates seed by seed. Every error reaches JavaScript as a thrown
//! `Error` with a message; nothing here panics on input.

mod computer;
mod convert;
mod study;

pub use computer::Computer;
pub use study::{record_problem, setup_position};

use mancala_rules::{Game, GameError, HoleSet, Position};
use wasm_bindgen::prelude::*;

use crate::convert::{hole_arg, rules_arg, state_of, to_js, trace_to_js};

/// Runs once when the JS glue instantiates the module.
#[wasm_bindgen(start)]
pub fn start() {
    // Turn any Rust panic into a readable `console.error` instead of a bare "unreachable".
    console_error_panic_hook::set_once();
}

/// Version of the engine build, shown by the page so a deployed bundle can be matched to its
/// source.
#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}

/// Checks a rules header (`bk2`, `ba2m10`, ...) and returns its canonical form.
#[wasm_bindgen(js_name = normalizeRules)]
pub fn normalize_rules(header: &str) -> Result<String, JsError> {
    Ok(mancala_rules::rules_to_string(rules_arg(header)?))
}

/// A game in progress: history, undo and redo, rounds of a match.
#[wasm_bindgen]
pub struct GameHandle {
    game: Game,
}

#[wasm_bindgen]
impl GameHandle {
    /// A new game under `rules` (a rules header such as `bk2` or `ba2m10`) with `first` to move.
    #[wasm_bindgen(constructor)]
    pub fn new(rules: &str, first: JsValue) -> Result<GameHandle, JsError> {
        let rules = rules_arg(rules)?;
        let first = if first.is_undefined() { 0 } else { hole_arg(&first, "first player")? };
        let position = Position::start(rules, first as u8).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(GameHandle { game: Game::from_position(position) })
    }

    /// Restores a game from its record (as saved or shared in a URL); a malformed or unplayable
    /// record throws an error saying what is wrong and where.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: &str) -> Result<GameHandle, JsError> {
        let game = Game::from_record(record).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(GameHandle { game })
    }

    /// The whole game in the project's notation.
    pub fn record(&self) -> String {
        self.game.to_record()
    }

    /// The current position in the project's notation.
    pub fn notation(&self) -> String {
        self.game.position().to_notation()
    }

    /// A snapshot for drawing: board, owners, captured, player to move, legal moves, status,
    /// the next round of a match, undo and redo, and the move list.
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&state_of(&self.game))
    }

    /// Why `hole` cannot be played now (`"empty"`, `"not-yours"`, `"endless"`, `"no-such-hole"`,
    /// `"single-seed"`, `"over"`), or `null` if it can.
    #[wasm_bindgen(js_name = whyIllegal)]
    pub fn why_illegal(&self, hole: JsValue) -> Result<Option<String>, JsError> {
        let hole = hole_arg(&hole, "hole")?;
        let mut position = *self.game.position();
        Ok(position.play(hole).err().map(|e| e.name().to_owned()))
    }

    /// Plays `hole` for the player to move and returns the move's events, in order.
    pub fn play(&mut self, hole: JsValue) -> Result<JsValue, JsError> {
        let hole = hole_arg(&hole, "hole")?;
        let mut trace = Vec::new();
        self.game.play(hole, &mut trace).map_err(game_error)?;
        trace_to_js(&trace)
    }

    /// Starts the next round of a match. `chosen` lists the round winner's extra pits, or is
    /// `null`/`undefined` for the automatic choice. Returns the events (a `new-round` first).
    #[wasm_bindgen(js_name = nextRound)]
    pub fn next_round(&mut self, chosen: JsValue) -> Result<JsValue, JsError> {
        let chosen = if chosen.is_null() || chosen.is_undefined() {
            None
        } else {
            if !js_sys::Array::is_array(&chosen) {
                return Err(JsError::new("chosen pits must be an array of pit numbers"));
            }
            let mut set = HoleSet::EMPTY;
            for pit in js_sys::Array::from(&chosen).iter() {
                let pit = hole_arg(&pit, "pit")?;
                if pit >= self.game.rules().holes() {
                    return Err(JsError::new("there is no such pit"));
                }
                set.insert(pit);
            }
            Some(set)
        };
        let mut trace = Vec::new();
        self.game.next_round(chosen, &mut trace).map_err(game_error)?;
        trace_to_js(&trace)
    }

    /// Steps back one ply; false at the start.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Steps forward one undone ply; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }
}

fn game_error(e: GameError) -> JsError {
    JsError::new(&e.to_string())
}
