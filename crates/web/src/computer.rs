//! The computer player for the page's Web Worker: one opaque handle that keeps the solved tables
//! and the search's memory between requests.

use mancala_ai::{choose_pits, Ai, Budget, Level};
use mancala_rules::{Game, Status};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::convert::to_js;

/// The longest a caller may let the computer think, whatever it asks for.
const MAX_MILLIS: f64 = 10_000.0;

/// What the computer does in the game's current state.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Decision {
    /// The hole to play, or null at the end of a match round.
    hole: Option<u8>,
    /// At the end of a match round, the extra pits the computer takes (empty if it does not
    /// choose).
    pits: Vec<u8>,
    /// The exact value of the move, where the game is solved.
    value: Option<i32>,
    depth: u32,
    nodes: f64,
}

/// Advice on one legal move.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HintValue {
    hole: u8,
    /// Exact future capture difference for the mover (two-player Bakuk and Koumma), or null.
    value: Option<i32>,
    best: bool,
}

/// A computer player.
#[wasm_bindgen]
pub struct Computer {
    /// `None` once freed (see [`crate::GameHandle::release`]): every later call throws.
    ai: Option<Ai>,
}

fn game_of(record: &JsValue) -> Result<Game, JsError> {
    let record = crate::args::string(record, "a game record (a string such as \"bk2~ad\")")?;
    Game::from_record(&record).map_err(|e| JsError::new(&e.to_string()))
}

fn millis_arg(millis: &JsValue) -> Result<f64, JsError> {
    const WHAT: &str = "the thinking time, a number of milliseconds from 0";
    let millis = crate::args::finite(millis, WHAT)?;
    if millis >= 0.0 {
        Ok(millis.min(MAX_MILLIS))
    } else {
        Err(crate::args::expected(WHAT, &millis.into()))
    }
}

fn level_arg(level: &JsValue) -> Result<Level, JsError> {
    const WHAT: &str = "a level: beginner, intermediate or expert";
    Level::from_name(&crate::args::string(level, WHAT)?).ok_or_else(|| crate::args::expected(WHAT, level))
}

#[wasm_bindgen]
impl Computer {
    /// `seed` drives the random choices of the weaker levels.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: JsValue) -> Result<Computer, JsError> {
        let seed = crate::args::finite(&seed, "a seed, a number")?;
        Ok(Computer { ai: Some(Ai::new(seed.to_bits())) })
    }

    /// Frees the solved tables and the search's memory at once; later calls throw.
    #[wasm_bindgen(js_name = free)]
    pub fn release(&mut self) {
        self.ai = None;
    }

    fn live(&mut self) -> Result<&mut Ai, JsError> {
        self.ai
            .as_mut()
            .ok_or_else(|| crate::args::expected_got("a Computer that is not freed", "one already freed"))
    }

    /// Solves the game ahead of time where it can be solved (two-player Bakuk and Koumma), so the
    /// first move comes at once. Returns true if there is a solver for these rules.
    pub fn prepare(&mut self, rules: JsValue) -> Result<bool, JsError> {
        let ai = self.live()?;
        let rules = crate::convert::rules_arg(&rules)?;
        Ok(ai.solver(rules).is_some())
    }

    /// The computer's decision in the current state of the game given by `record`, at `level`
    /// (`beginner`, `intermediate`, `expert`), thinking for at most `millis` milliseconds.
    pub fn decide(&mut self, record: JsValue, level: JsValue, millis: JsValue) -> Result<JsValue, JsError> {
        let ai = self.live()?;
        let game = game_of(&record)?;
        let level = level_arg(&level)?;
        let deadline = js_sys::Date::now() + millis_arg(&millis)?;
        let out_of_time = || js_sys::Date::now() >= deadline;
        let decision = match game.status() {
            Status::Playing { .. } => {
                let choice = ai
                    .choose_move(&game, level, &Budget::until(&out_of_time))
                    .ok_or_else(|| crate::args::expected_got("a position with a move", "none to choose"))?;
                Decision {
                    hole: Some(choice.hole as u8),
                    pits: Vec::new(),
                    value: choice.exact_value,
                    depth: choice.depth,
                    nodes: choice.nodes as f64,
                }
            }
            Status::RoundOver { next, .. } => Decision {
                hole: None,
                pits: choose_pits(&next).unwrap_or_default().iter().map(|pit| pit as u8).collect(),
                value: None,
                depth: 0,
                nodes: 0.0,
            },
            Status::Over { .. } => {
                return Err(crate::args::expected_got("a game in play", "one that is over"));
            }
        };
        to_js(&decision)
    }

    /// Advice on every legal move of the current position: exact values where the game is
    /// solved, otherwise the best move found in `millis` milliseconds.
    pub fn hints(&mut self, record: JsValue, millis: JsValue) -> Result<JsValue, JsError> {
        let ai = self.live()?;
        let game = game_of(&record)?;
        let deadline = js_sys::Date::now() + millis_arg(&millis)?;
        let out_of_time = || js_sys::Date::now() >= deadline;
        let hints: Vec<HintValue> = ai
            .hints(&game, &Budget::until(&out_of_time))
            .iter()
            .map(|h| HintValue { hole: h.hole as u8, value: h.value, best: h.best })
            .collect();
        to_js(&hints)
    }
}
