//! Browser bindings for the mancala rules engine.
//!
//! This crate stays thin: game logic lives in `mancala-rules`; here we only
//! translate between JavaScript values and the engine's types.

use wasm_bindgen::prelude::*;

/// Runs once when the JS glue instantiates the module.
#[wasm_bindgen(start)]
pub fn start() {
    // Turn Rust panics into readable `console.error` messages instead of
    // a bare "unreachable executed".
    console_error_panic_hook::set_once();
}

/// Version of the engine build, shown by the page so a deployed bundle can
/// be matched to its source.
#[wasm_bindgen]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}
