//! `cargo xtask e2e`, and the end-to-end step of `cargo xtask test`: the files of
//! tests/e2e/ against dist/ (built before) in headless Chromium.
//!
//! Several files run at once: each starts its own server on a free port and its
//! own Chromium (tests/e2e/helpers.mjs), so they share nothing but the machine.
//! The longest start first, so that none is left running on its own at the end.
//! A few that cannot share the machine with a file a core run after them, two at
//! a time, and Lighthouse last, alone.

use crate::util::{self, say};
use anyhow::{bail, Context, Result};
use std::{env, fs, path::PathBuf, thread};

const DIR: &str = "tests/e2e";
const SUFFIX: &str = ".test.mjs";

/// Run after the others, two at a time, the longest first: the pair files run two Chromium
/// processes each, joined over WebRTC; the computer's waits on the worker's answers. Beside two
/// other files (three at once) their waits ran out; two at a time they passed three runs in a row
/// under a load average of 7 to 13, while other worktrees' suites ran.
const PAIRED: [&str; 3] = ["computer.test.mjs", "pair.test.mjs", "pair-element.test.mjs"];

/// Run alone, last: Lighthouse drives its own Chromium through a whole page load with CPU
/// throttling and reads layout shift from the trace.
const ALONE: [&str; 1] = ["lighthouse.test.mjs"];

/// The files that take longest, longest first (as measured in a whole run): they start before the
/// others, which fill the other slots meanwhile. The rest follow in name order.
const LONGEST: [&str; 13] = [
    "phone.test.mjs",
    "study-review.test.mjs",
    "fit-screens.test.mjs",
    "fit.test.mjs",
    "a11y.test.mjs",
    "games.test.mjs",
    "startup.test.mjs",
    "embed-sizes.test.mjs",
    "kiosk.test.mjs",
    "i18n.test.mjs",
    "pair-hostile.test.mjs",
    "first-visit.test.mjs",
    "howto.test.mjs",
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
        .chain(PAIRED.iter().map(|name| (name, "to run two at a time")))
        .chain(LONGEST.iter().map(|name| (name, "to start first")))
    {
        if !files.contains(&PathBuf::from(DIR).join(name)) {
            bail!("{DIR}/{name} is listed {list} (xtask/src/e2e.rs) but does not exist");
        }
    }
    let listed = |list: &[&str], file: &PathBuf| list.iter().any(|name| file.ends_with(name));
    let (alone, rest): (Vec<_>, Vec<_>) = files.into_iter().partition(|file| listed(&ALONE, file));
    let (mut paired, mut together): (Vec<_>, Vec<_>) =
        rest.into_iter().partition(|file| listed(&PAIRED, file));
    // Stable sorts: the longest in their order, then the rest by name.
    together
        .sort_by_key(|file| LONGEST.iter().position(|name| file.ends_with(name)).unwrap_or(LONGEST.len()));
    paired.sort_by_key(|file| PAIRED.iter().position(|name| file.ends_with(name)));
    let jobs = jobs()?;
    say(format!("{} files, {jobs} at a time", together.len()));
    let shared = node_test(&together, jobs);
    // Every pass runs, so one run names every failing file.
    say(format!("{} files that need more of the machine, two at a time", paired.len()));
    let two = node_test(&paired, jobs.min(2));
    say(format!("{} file that needs the machine to itself", alone.len()));
    let own = node_test(&alone, 1);
    shared.and(two).and(own)
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
