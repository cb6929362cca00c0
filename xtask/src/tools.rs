//! `cargo xtask tools`: a directory of the tools that Trunk and wasm-pack take
//! from PATH, at the versions this build uses, so they never download one.
//!
//! `wasm-bindgen` and `wasm-bindgen-test-runner` are this binary under those
//! names (main.rs dispatches on the name it is called by), so they are the
//! wasm-bindgen-cli that Cargo.lock pins; `wasm-opt` is binaryen's from
//! node_modules (version 132; Debian's 108 emits a broken module).

use crate::util;
use anyhow::{Context, Result};
use std::{env, ffi::OsString, fs, os::unix::fs::symlink, path::PathBuf};

const LINKED_NAMES: [&str; 2] = ["wasm-bindgen", "wasm-bindgen-test-runner"];

/// Prints the PATH entries to put first, for a shell: `PATH="$(cargo xtask tools):$PATH"`.
pub fn run() -> Result<()> {
    let path = env::join_paths(dirs()?).context("a tool directory has a `:` in its name")?;
    println!("{}", path.to_string_lossy());
    Ok(())
}

/// PATH with the tool directories in front of the current one.
pub fn path() -> Result<OsString> {
    let current = env::var_os("PATH").unwrap_or_default();
    Ok(env::join_paths(dirs()?.into_iter().chain(env::split_paths(&current)))?)
}

/// target/xtask/bin (the wasm-bindgen links, made afresh) and node_modules/.bin (wasm-opt).
fn dirs() -> Result<Vec<PathBuf>> {
    let bin = util::target_dir().join("xtask/bin");
    fs::create_dir_all(&bin).with_context(|| format!("creating {}", bin.display()))?;
    let exe = env::current_exe().context("locating the xtask binary")?;
    for name in LINKED_NAMES {
        let link = bin.join(name);
        if link.symlink_metadata().is_ok() {
            fs::remove_file(&link).with_context(|| format!("replacing {}", link.display()))?;
        }
        symlink(&exe, &link).with_context(|| format!("linking {}", link.display()))?;
    }
    Ok(vec![bin, util::root().join("node_modules/.bin")])
}
