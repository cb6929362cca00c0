//! Browser bindings for the mancala rules engine.
//!
//! This crate stays thin: the rules live in `mancala-rules`; here we only translate between
//! JavaScript values and the engine's types. JavaScript holds an opaque [`GameHandle`] and gets
//! small plain objects back: a snapshot of the game ([`GameHandle::state`]) and the event trace of
//! each move, which the page animates seed by seed.
//!
//! Every export takes whatever JavaScript may pass (`JsValue`, checked in [`args`]) and answers a
//! wrong argument, a refused move or a freed handle with a thrown `Error` whose message says what
//! was expected and what came; a refused call changes nothing. Nothing here panics on input.
//!
//! The computer player (`Computer`) comes with the default feature `computer`: the Web Worker
//! loads that build; the page's own is built without it, the rules only, at half the size.

mod args;
#[cfg(feature = "computer")]
mod book_bytes;
#[cfg(feature = "computer")]
mod clock;
#[cfg(feature = "computer")]
mod computer;
mod convert;
mod delta;
mod describe;
mod reason;
mod study;

#[cfg(feature = "computer")]
pub use computer::Computer;
pub use study::{record_problem, setup_position};

use mancala_rules::{Game, GameError, HoleSet, Position};
use wasm_bindgen::prelude::*;

use crate::convert::{coded_rules_arg, state_of, to_js, trace_to_js};
use crate::reason::Reason;

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

/// Checks a rules header (`bk2`, `ba2m10`, ...) and returns its canonical form. A refusal
/// throws an `Error` with a `code` and `params` (see `reason.rs`) besides its English message.
#[wasm_bindgen(js_name = normalizeRules)]
pub fn normalize_rules(header: JsValue) -> Result<String, JsValue> {
    Ok(mancala_rules::rules_to_string(coded_rules_arg(&header)?))
}

/// What the page needs to know of a rules header, as data: `header` (canonical), `game`,
/// `players`, `rows`, `holesPerRow`, `holes`, `owners` and `startingSeeds` (per hole, at the
/// start), `solvable`, `matchTarget` (or null), `variants` (its option letters) and `options`
/// (the letters its game and players may take). A refused header throws like `normalizeRules`.
#[wasm_bindgen(js_name = describeRules)]
pub fn describe_rules(header: JsValue) -> Result<JsValue, JsValue> {
    Ok(to_js(&describe::describe(coded_rules_arg(&header)?))?)
}

/// A game in progress: history, undo and redo, rounds of a match.
#[wasm_bindgen]
pub struct GameHandle {
    /// `None` once freed (see [`GameHandle::release`]).
    game: Option<Game>,
}

#[wasm_bindgen]
impl GameHandle {
    /// A new game under `rules` (a rules header such as `bk2` or `ba2m10`) with `first` to move
    /// (0 when left out).
    #[wasm_bindgen(constructor)]
    pub fn new(rules: JsValue, first: JsValue) -> Result<GameHandle, JsValue> {
        let rules = coded_rules_arg(&rules)?;
        let first = if first.is_undefined() {
            0
        } else {
            args::whole(&first, 2, "the first player, a whole number from 0 to 2")? as u8
        };
        let position = Position::start(rules, first).map_err(|e| Reason::setup(e).to_error(&e))?;
        Ok(GameHandle { game: Some(Game::from_position(position)) })
    }

    /// Restores a game from its record (as saved or shared in a URL); a malformed or unplayable
    /// record throws an error saying what is wrong and where (its `code` and `params` as well,
    /// see `reason.rs`; `recordProblem` gives the place in characters).
    ///
    /// `redo`, when given, is the plies that redo brings back (as `redoText` wrote them): the
    /// game is read with them and undone back to the record's end.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: JsValue, redo: JsValue) -> Result<GameHandle, JsValue> {
        let record = args::string(&record, "a game record (a string such as \"bk2~ad\")")?;
        let game = if redo.is_undefined() || redo.is_null() {
            Game::from_record(&record)
        } else {
            let redo = args::string(&redo, "the plies to redo (a string such as \"db\")")?;
            Game::from_record_with_redo(&record, &redo)
        };
        let game = game.map_err(|e| Reason::of_kind(&e.kind).to_error(&e))?;
        Ok(GameHandle { game: Some(game) })
    }

    /// Frees the game at once. Replaces the generated `free` (this method comes later in the
    /// class, so it wins) so that a call on a freed handle throws a clear error instead of a
    /// null pointer; the few bytes of the handle itself go with the garbage collector.
    #[wasm_bindgen(js_name = free)]
    pub fn release(&mut self) {
        self.game = None;
    }

    fn live(&self) -> Result<&Game, JsError> {
        self.game.as_ref().ok_or_else(freed)
    }

    fn live_mut(&mut self) -> Result<&mut Game, JsError> {
        self.game.as_mut().ok_or_else(freed)
    }

    /// The whole game in the project's notation.
    pub fn record(&self) -> Result<String, JsError> {
        Ok(self.live()?.to_record())
    }

    /// The plies undone that redo brings back, in record notation ("" when there are none).
    #[wasm_bindgen(js_name = redoText)]
    pub fn redo_text(&self) -> Result<String, JsError> {
        Ok(self.live()?.redo_text())
    }

    /// The current position in the project's notation.
    pub fn notation(&self) -> Result<String, JsError> {
        Ok(self.live()?.position().to_notation())
    }

    /// A snapshot for drawing: board, owners, captured, player to move, legal moves, status,
    /// the next round of a match, undo and redo, and the move list.
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&state_of(self.live()?, true))
    }

    /// The snapshot without the move list (`plies` empty, `plyCount` the number of plies): what
    /// the page asks for after each move, so a move costs the same however long the game.
    pub fn view(&self) -> Result<JsValue, JsError> {
        to_js(&state_of(self.live()?, false))
    }

    /// The plies from number `start` on (none past the end), each with the seeds every player
    /// gained by it and, for a new round, who chose which pits: the move list grows by these.
    #[wasm_bindgen(js_name = pliesFrom)]
    pub fn plies_from(&self, start: JsValue) -> Result<JsValue, JsError> {
        let start = args::whole(&start, u32::MAX, "a whole number of plies from 0")?;
        to_js(&delta::plies_from(self.live()?, start as usize))
    }

    /// Why `hole` cannot be played now (`"empty"`, `"not-yours"`, `"endless"`, `"no-such-hole"`,
    /// `"single-seed"`, `"over"`), or nothing (`undefined`) if it can.
    #[wasm_bindgen(js_name = whyIllegal)]
    pub fn why_illegal(&self, hole: JsValue) -> Result<Option<String>, JsError> {
        let mut position = *self.live()?.position();
        let hole = args::whole(&hole, 255, "a hole number, a whole number from 0 to 11")?;
        Ok(position.play(hole as usize).err().map(|e| e.name().to_owned()))
    }

    /// Plays `hole` for the player to move and returns the move's events, in order.
    pub fn play(&mut self, hole: JsValue) -> Result<JsValue, JsValue> {
        let game = self.live_mut()?;
        let hole = args::whole(&hole, 255, "a hole number, a whole number from 0 to 11")?;
        let mut trace = Vec::new();
        game.play(hole as usize, &mut trace).map_err(game_error)?;
        Ok(trace_to_js(&trace)?)
    }

    /// Starts the next round of a match. `chosen` lists the round winner's extra pits, or is
    /// `null`/`undefined` for the automatic choice. Returns the events (a `new-round` first).
    #[wasm_bindgen(js_name = nextRound)]
    pub fn next_round(&mut self, chosen: JsValue) -> Result<JsValue, JsValue> {
        let game = self.live_mut()?;
        let holes = game.rules().holes() as u32;
        let pits = args::array(&chosen, 12, "the chosen pits, an array of pit numbers (or null)")?;
        let chosen = match pits {
            None => None,
            Some(pits) => {
                let mut set = HoleSet::EMPTY;
                for pit in &pits {
                    let pit = args::whole(pit, holes - 1, "pit numbers from 0 to 11")? as usize;
                    if set.contains(pit) {
                        return Err(
                            args::expected_got("each pit at most once", &format!("pit {pit} twice")).into()
                        );
                    }
                    set.insert(pit);
                }
                Some(set)
            }
        };
        let mut trace = Vec::new();
        game.next_round(chosen, &mut trace).map_err(game_error)?;
        Ok(trace_to_js(&trace)?)
    }

    /// Steps back one ply; false at the start.
    pub fn undo(&mut self) -> Result<bool, JsError> {
        Ok(self.live_mut()?.undo())
    }

    /// Steps forward one undone ply; false when there is none.
    pub fn redo(&mut self) -> Result<bool, JsError> {
        Ok(self.live_mut()?.redo())
    }
}

fn freed() -> JsError {
    args::expected_got("a GameHandle that is not freed", "one already freed")
}

fn game_error(e: GameError) -> JsValue {
    Reason::game(e).to_error(&e)
}
