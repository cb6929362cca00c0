//! Paths and process helpers shared by the commands.

use anyhow::{bail, Context, Result};
use std::{
    collections::BTreeSet,
    env,
    ffi::OsStr,
    fs,
    path::{Path, PathBuf},
    process::Command,
};

/// What a check of `cargo xtask test` did: passed, or skipped because the tool it
/// needs is not installed.
pub enum Outcome {
    Passed,
    Skipped,
}

/// The workspace root (xtask lives one level below it).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask sits inside the workspace").to_path_buf()
}

/// Cargo's target directory, honouring CARGO_TARGET_DIR like cargo does.
pub fn target_dir() -> PathBuf {
    env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| root().join("target"))
}

/// A command that runs from the workspace root.
pub fn command(program: impl AsRef<OsStr>) -> Command {
    let mut cmd = Command::new(program);
    cmd.current_dir(root());
    cmd
}

/// `cargo`, the same one that started us when there is one.
pub fn cargo() -> Command {
    command(env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// Prints what runs, runs it with inherited stdio, and fails on a non-zero exit.
pub fn run(cmd: &mut Command) -> Result<()> {
    let shown = describe(cmd);
    println!("$ {shown}");
    let status = cmd.status().with_context(|| format!("could not start `{shown}`"))?;
    if !status.success() {
        bail!("`{shown}` failed ({status})");
    }
    Ok(())
}

/// Runs a command and returns its stdout, or None when it cannot start or fails.
pub fn output(cmd: &mut Command) -> Option<String> {
    let out = cmd.output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The first executable called `name` on PATH.
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = env::var_os("PATH")?;
    env::split_paths(&path).map(|dir| dir.join(name)).find(|candidate| candidate.is_file())
}

/// Every file under `dir`, as paths relative to it.
pub fn files(dir: &Path) -> Result<BTreeSet<PathBuf>> {
    let mut found = BTreeSet::new();
    collect_files(dir, dir, &mut found)?;
    Ok(found)
}

fn collect_files(base: &Path, dir: &Path, found: &mut BTreeSet<PathBuf>) -> Result<()> {
    for entry in fs::read_dir(dir).with_context(|| format!("listing {}", dir.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            collect_files(base, &path, found)?;
        } else {
            found.insert(path.strip_prefix(base)?.to_path_buf());
        }
    }
    Ok(())
}

pub fn say(message: impl std::fmt::Display) {
    println!("xtask: {message}");
}

fn describe(cmd: &Command) -> String {
    let program = Path::new(cmd.get_program());
    // Show `cargo`, not the absolute path from $CARGO.
    let program = program.file_name().unwrap_or(program.as_os_str());
    std::iter::once(program)
        .chain(cmd.get_args())
        .map(|part| part.to_string_lossy())
        .collect::<Vec<_>>()
        .join(" ")
}
