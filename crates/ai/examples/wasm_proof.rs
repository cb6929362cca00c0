//! The proof of two-player Ba-awa's start value as a bare WebAssembly export, so that the proof
//! search can be timed in a browser's worker (`node tests/bench/wasm-proof.mjs` builds it with
//! `cargo build --release --example wasm_proof --target wasm32-unknown-unknown` and runs it in
//! Chromium). The same crates and release profile as the page's engine; no clock is needed,
//! since the proof runs to the end.

use std::sync::atomic::{AtomicI32, Ordering};

use mancala_ai::{Budget, ExactSearch};
use mancala_rules::{parse_rules_str, Position};

/// The start value found by the last [`prove_start`] (`i32::MIN` if it was not proven).
static START_VALUE: AtomicI32 = AtomicI32::new(i32::MIN);

/// Proves the start of `ba2` with a table of `2^table_bits` entries; returns the nodes searched
/// (a float: JavaScript numbers hold them exactly).
#[no_mangle]
pub extern "C" fn prove_start(table_bits: u32) -> f64 {
    let Ok(rules) = parse_rules_str("ba2") else { return -1.0 };
    let mut search = ExactSearch::new(table_bits);
    let Some(result) = search.solve(&Position::new(rules), &[], &Budget::nodes(u64::MAX)) else {
        return -1.0;
    };
    START_VALUE.store(result.value().filter(|_| result.is_proven()).unwrap_or(i32::MIN), Ordering::Relaxed);
    result.nodes as f64
}

/// See [`START_VALUE`].
#[no_mangle]
pub extern "C" fn start_value() -> i32 {
    START_VALUE.load(Ordering::Relaxed)
}
