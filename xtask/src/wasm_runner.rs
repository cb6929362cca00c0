//! `cargo xtask wasm-test-runner <file.wasm> [args]`: cargo's runner for the
//! wasm32 target (.cargo/config.toml).
//!
//! This is wasm-bindgen-test-runner itself, linked as a library at the exact
//! wasm-bindgen version of the workspace: it runs wasm-bindgen over the test
//! module, serves it on a local port and drives headless Chromium through
//! chromedriver. We only point it at Debian's chromium and chromedriver.

use crate::{
    setup::{CHROMEDRIVER, CHROMIUM},
    util,
};
use anyhow::{Context, Result};
use std::{env, ffi::OsString, fs, path::Path};

pub fn run(args: &[OsString]) -> Result<()> {
    if env::var_os("CHROMEDRIVER").is_none() && Path::new(CHROMEDRIVER).exists() {
        env::set_var("CHROMEDRIVER", CHROMEDRIVER);
    }
    if env::var_os("WASM_BINDGEN_TEST_WEBDRIVER_JSON").is_none() {
        let capabilities = write_capabilities()?;
        env::set_var("WASM_BINDGEN_TEST_WEBDRIVER_JSON", capabilities);
    }
    let argv = std::iter::once(OsString::from("wasm-bindgen-test-runner")).chain(args.to_vec());
    wasm_bindgen_cli::wasm_bindgen_test_runner::run_cli_with_args(argv)
}

/// WebDriver capabilities: which browser binary, and flags that keep a
/// headless run quiet and offline. The runner adds --headless and --no-sandbox.
fn write_capabilities() -> Result<std::path::PathBuf> {
    let json = format!(
        r#"{{"goog:chromeOptions": {{"binary": "{CHROMIUM}", "args": [
  "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"
]}}}}
"#
    );
    let dir = util::target_dir().join("xtask");
    fs::create_dir_all(&dir)?;
    let path = dir.join("webdriver.json");
    fs::write(&path, json).with_context(|| format!("writing {}", path.display()))?;
    Ok(path)
}
