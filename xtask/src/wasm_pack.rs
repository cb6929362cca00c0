//! The wasm-pack checks of `cargo xtask test`, run when `wasm-pack` is on PATH.
//!
//! wasm-pack is the usual tool for a wasm-bindgen crate, and the one a newcomer
//! reaches for; `cargo xtask dist` stays the build. So `wasm-pack build` must give the same JS glue byte for byte, and a module
//! with the same code (types, imports, functions, data: every section but the
//! custom ones, which hold names and producers that the xtask strips) as the
//! one `cargo xtask dist` hands to wasm-opt. Both run offline: `--mode
//! no-install` forbids downloads, PATH has wasm-bindgen 0.2.130 (tools.rs),
//! Cargo.toml turns wasm-pack's own wasm-opt off, and chromedriver is Debian's.

use crate::{
    dist::{self, Module},
    setup::CHROMEDRIVER,
    tools,
    util::{self, say, Outcome},
};
use anyhow::{bail, ensure, Context, Result};
use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
};

/// What `.ci/run` installs.
pub const VERSION: &str = "0.15.1";
const CRATE: &str = "crates/web";
const OUT_NAME: &str = dist::PACKAGE;

fn wasm_pack() -> Option<PathBuf> {
    let found = util::find_on_path("wasm-pack");
    if found.is_none() {
        say(format!("wasm-pack is not on PATH (cargo install --locked wasm-pack --version {VERSION})"));
    }
    found
}

fn command(wasm_pack: PathBuf) -> Result<Command> {
    let mut cmd = util::command(wasm_pack);
    cmd.env("PATH", tools::path()?);
    Ok(cmd)
}

/// `wasm-pack build --target web` of each of dist's two modules (the page's,
/// rules only, and the worker's, with the computer) against the output of
/// `cargo xtask dist` (run before it).
pub fn matches_dist() -> Result<Outcome> {
    let Some(wasm_pack) = wasm_pack() else { return Ok(Outcome::Skipped) };
    for module in &dist::MODULES {
        module_matches(&wasm_pack, module)?;
    }
    Ok(Outcome::Passed)
}

fn module_matches(wasm_pack: &Path, module: &Module) -> Result<()> {
    let out = util::target_dir().join("xtask/wasm-pack").join(module.dir.replace('/', "-"));
    if out.exists() {
        fs::remove_dir_all(&out)?;
    }
    let mut build = command(wasm_pack.to_path_buf())?;
    build.args(["build", CRATE, "--target", "web"]);
    match module.profile {
        "release" => build.arg("--release"),
        profile => build.args(["--profile", profile]),
    };
    build
        .args(["--mode", "no-install", "--no-typescript", "--no-pack", "--out-name", OUT_NAME, "--out-dir"])
        .arg(&out);
    if !module.computer {
        build.args(["--", "--no-default-features"]);
    }
    util::run(&mut build)?;
    let (glue, wasm) = (Module::glue(), Module::wasm());
    let read = |path: PathBuf| fs::read(&path).with_context(|| format!("reading {}", path.display()));
    let shipped_glue = dist::dist_dir().join(module.dir).join(&glue);
    ensure!(
        read(out.join(&glue))? == read(shipped_glue.clone())?,
        "wasm-pack's {glue} differs from {}",
        shipped_glue.display()
    );
    let (ours, theirs) = (read(module.bindgen_dir().join(&wasm))?, read(out.join(&wasm))?);
    let (ours, theirs) = (code_sections(&ours)?, code_sections(&theirs)?);
    if let Some(at) = (0..ours.len().max(theirs.len())).find(|&i| ours.get(i) != theirs.get(i)) {
        bail!(
            "wasm-pack's {}/{wasm} differs from cargo xtask dist's in its section {at} (ids: {:?} vs {:?})",
            module.dir,
            ours.iter().map(|s| s[0]).collect::<Vec<_>>(),
            theirs.iter().map(|s| s[0]).collect::<Vec<_>>()
        );
    }
    say(format!(
        "wasm-pack gave the same {glue} and the same {} code sections in {}/{wasm}",
        ours.len(),
        module.dir
    ));
    Ok(())
}

/// `wasm-pack test --headless --chrome crates/web`, as docs/engine.md gives it.
pub fn test() -> Result<Outcome> {
    let Some(wasm_pack) = wasm_pack() else { return Ok(Outcome::Skipped) };
    util::run(
        command(wasm_pack)?
            .args(["test", "--headless", "--chrome", "--mode", "no-install", "--chromedriver", CHROMEDRIVER])
            .arg(CRATE),
    )?;
    Ok(Outcome::Passed)
}

/// The sections of a wasm module, each with its id and size, leaving out the
/// custom ones (id 0).
fn code_sections(module: &[u8]) -> Result<Vec<&[u8]>> {
    const HEADER: &[u8] = b"\0asm\x01\0\0\0";
    ensure!(module.starts_with(HEADER), "not a wasm module");
    let mut rest = &module[HEADER.len()..];
    let mut sections = Vec::new();
    while let Some(&id) = rest.first() {
        let (size, size_len) = leb128(&rest[1..]).context("a section size is malformed")?;
        let end = 1 + size_len + size;
        ensure!(end <= rest.len(), "section {id} runs past the end of the module");
        if id != 0 {
            sections.push(&rest[..end]);
        }
        rest = &rest[end..];
    }
    Ok(sections)
}

/// An unsigned LEB128 number (at most 32 bits) and how many bytes it took.
fn leb128(bytes: &[u8]) -> Option<(usize, usize)> {
    let mut value = 0usize;
    for (i, &byte) in bytes.iter().take(5).enumerate() {
        value |= usize::from(byte & 0x7f) << (7 * i);
        if byte & 0x80 == 0 {
            return Some((value, i + 1));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_sections_are_left_out() {
        // header, a type section of 1 byte, a custom section "n" of 2 bytes, a start section.
        let module = b"\0asm\x01\0\0\0\x01\x01\x00\x00\x02\x01n\x08\x01\x07";
        let sections = code_sections(module).unwrap();
        assert_eq!(sections, [&b"\x01\x01\x00"[..], &b"\x08\x01\x07"[..]]);
    }

    #[test]
    fn a_truncated_module_is_an_error() {
        assert!(code_sections(b"\0asm\x01\0\0\0\x01\x05\x00").is_err());
        assert!(code_sections(b"\0asm\x01\0\0\0\x01\x80").is_err());
        assert!(code_sections(b"wasm").is_err());
    }

    #[test]
    fn multi_byte_sizes() {
        assert_eq!(leb128(&[0xe5, 0x8e, 0x26]), Some((624_485, 3)));
    }
}
