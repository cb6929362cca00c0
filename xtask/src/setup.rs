//! Installs what the build and the tests need, when it is missing.

use crate::util::{self, say};
use anyhow::{bail, Context, Result};
use std::{fs, path::Path, time::SystemTime};

pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The Rust standard library for the browser target, through rustup.
pub fn wasm_target() -> Result<()> {
    let installed = util::output(util::command("rustup").args(["target", "list", "--installed"]))
        .context("could not list rustup targets: is rustup installed?")?;
    if installed.lines().any(|line| line.trim() == WASM_TARGET) {
        return Ok(());
    }
    say(format!("installing the {WASM_TARGET} target"));
    util::run(util::command("rustup").args(["target", "add", WASM_TARGET]))
}

/// node_modules from package-lock.json (binaryen's wasm-opt, playwright-core).
pub fn node_modules() -> Result<()> {
    let root = util::root();
    // npm writes this copy of the lock file on every install.
    let installed = root.join("node_modules/.package-lock.json");
    if modified(&installed)? >= modified(&root.join("package-lock.json"))? {
        return Ok(());
    }
    say("installing npm packages (npm ci)");
    util::run(
        util::command("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            // playwright-core downloads nothing, but make sure no package does.
            .env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1"),
    )
    .context("npm ci failed: is Node.js (with npm) installed?")
}

/// Debian's Chromium and its WebDriver, for the wasm tests and the end-to-end tests.
pub fn chromium() -> Result<()> {
    if Path::new(CHROMIUM).exists() && Path::new(CHROMEDRIVER).exists() {
        return Ok(());
    }
    if !is_root() {
        bail!(
            "{CHROMIUM} and {CHROMEDRIVER} are needed; install them with\n    \
             sudo apt-get update && sudo apt-get install -y chromium chromium-driver"
        );
    }
    say("installing Debian's chromium and chromium-driver");
    util::run(util::command("apt-get").arg("update"))?;
    util::run(
        util::command("apt-get")
            .args(["install", "-y", "--no-install-recommends", "chromium", "chromium-driver"])
            .env("DEBIAN_FRONTEND", "noninteractive"),
    )
}

/// Modification time, or the epoch for a missing file so it counts as stale.
fn modified(path: &Path) -> Result<SystemTime> {
    match fs::metadata(path) {
        Ok(meta) => Ok(meta.modified()?),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(SystemTime::UNIX_EPOCH),
        Err(err) => Err(err).with_context(|| format!("reading {}", path.display())),
    }
}

fn is_root() -> bool {
    util::output(util::command("id").arg("-u")).is_some_and(|uid| uid.trim() == "0")
}
