//! Runs in headless Chromium: `cargo test -p mancala-web --target wasm32-unknown-unknown`
//! (the xtask is the cargo runner for that target, see .cargo/config.toml).
//! On the native target these compile but run nothing.

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn engine_version_is_the_crate_version() {
    assert_eq!(mancala_web::engine_version(), env!("CARGO_PKG_VERSION"));
}
