//! `cargo xtask e2e`, and the end-to-end step of `cargo xtask test`: the files of
//! tests/e2e/ against dist/ (built before) in headless Chromium.
//!
//! Several files run at once: each starts its own server on a free port and its
//! own browser with a fresh profile (tests/e2e/helpers.mjs), so they share
//! nothing but the machine. The longest start first, so that none is left running
//! on its own at the end. The few that need the machine to themselves run after
//! them, one at a time.

use crate::util::{self, say};
use anyhow::{bail, Context, Result};
use std::{env, fs, path::PathBuf, thread};

const DIR: &str = "tests/e2e";
const SUFFIX: &str = ".test.mjs";

/// Run one at a time, after the others: Lighthouse drives its own Chromium through a
/// whole page load with CPU throttling and reads layout shift from the trace; the pair files run
/// two Chromium processes each, joined over WebRTC; the computer's and the text's step with the
/// sowing wait on the worker's answers and on animation frames, which a busy machine delayed past
/// their waits (seen failing beside other files, passing alone). The first visit's and the
/// element's sizes, which failed beside two other files, passed beside one under a load average
/// of 20: with a file a core they run with the others.
const ALONE: [&str; 5] = [
    "lighthouse.test.mjs",
    "pair.test.mjs",
    "pair-element.test.mjs",
    "computer.test.mjs",
    "text-sync.test.mjs",
];

/// The files that take longest, longest first: they start before the others, which fill the
/// other slots meanwhile. The rest follow in name order.
const LONGEST: [&str; 9] = [
    "phone.test.mjs",
    "fit.test.mjs",
    "study-review.test.mjs",
    "startup.test.mjs",
    "fit-screens.test.mjs",
    "kiosk.test.mjs",
    "games.test.mjs",
    "howto.test.mjs",
    "pair-hostile.test.mjs",
];

/// How many files run at once unless MANCALA_E2E_JOBS says otherwise.
fn jobs() -> Result<usize> {
    match env::var("MANCALA_E2E_JOBS") {
        Ok(value) => value
            .parse()
            .ok()
            .filter(|&jobs| jobs > 0)
            .with_context(|| format!("MANCALA_E2E_JOBS must be a number of files above 0, got {value:?}")),
        // A file a core. Three at a time on the project's 2-core machine passed one whole run,
        // then a second tab's page load ran past its 30 s wait in the next.
        Err(_) => Ok(thread::available_parallelism().map_or(1, |cores| cores.get())),
    }
}

pub fn run() -> Result<()> {
    let files = test_files()?;
    for (name, list) in ALONE
        .iter()
        .map(|name| (name, "to run alone"))
        .chain(LONGEST.iter().map(|name| (name, "to start first")))
    {
        if !files.contains(&PathBuf::from(DIR).join(name)) {
            bail!("{DIR}/{name} is listed {list} (xtask/src/e2e.rs) but does not exist");
        }
    }
    let (alone, mut together): (Vec<_>, Vec<_>) =
        files.into_iter().partition(|file| ALONE.iter().any(|name| file.ends_with(name)));
    // A stable sort: the longest in their order, then the rest by name.
    together
        .sort_by_key(|file| LONGEST.iter().position(|name| file.ends_with(name)).unwrap_or(LONGEST.len()));
    let jobs = jobs()?;
    say(format!("{} files, {jobs} at a time", together.len()));
    let shared = node_test(&together, jobs);
    // Both passes run, so one run names every failing file.
    say(format!("{} files that need the machine to themselves, one at a time", alone.len()));
    let own = node_test(&alone, 1);
    shared.and(own)
}

/// tests/e2e/*.test.mjs, relative to the workspace root, sorted.
fn test_files() -> Result<Vec<PathBuf>> {
    let dir = util::root().join(DIR);
    let mut files = Vec::new();
    for entry in fs::read_dir(&dir).with_context(|| format!("listing {}", dir.display()))? {
        let name = entry?.file_name();
        let name = name.to_string_lossy();
        if name.ends_with(SUFFIX) {
            files.push(PathBuf::from(DIR).join(&*name));
        }
    }
    files.sort();
    Ok(files)
}

fn node_test(files: &[PathBuf], jobs: usize) -> Result<()> {
    util::run(util::command("node").arg("--test").arg(format!("--test-concurrency={jobs}")).args(files))
}
