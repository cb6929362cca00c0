//! `cargo xtask test`: install what is missing, then every check CI runs, in
//! order, stopping at the first failure.

use crate::{
    dist, e2e, package,
    setup::{self, CHROMEDRIVER, WASM_TARGET},
    tools,
    util::{self, say, Outcome},
    wasm_pack,
};
use anyhow::{bail, Result};
use std::{
    collections::BTreeSet,
    env, fs,
    path::{Path, PathBuf},
    process::Command,
    time::Instant,
};

type Action = Box<dyn Fn() -> Result<Outcome>>;

struct Step {
    name: &'static str,
    action: Action,
}

/// A step that ran: how long it took and how it ended.
struct Timed {
    name: &'static str,
    seconds: f64,
    verdict: &'static str,
}

pub fn run() -> Result<()> {
    let started = Instant::now();
    say("checking the tools the tests need");
    setup::wasm_target()?;
    setup::node_modules()?;
    setup::chromium()?;

    let steps = steps();
    let total = steps.len();
    let mut done = Vec::new();
    for (number, step) in steps.iter().enumerate() {
        say(format!("step {}/{total}: {}", number + 1, step.name));
        let step_started = Instant::now();
        let outcome = (step.action)();
        let verdict = match &outcome {
            Ok(Outcome::Passed) => "passed",
            Ok(Outcome::Skipped) => "skipped",
            Err(_) => "FAILED",
        };
        let seconds = step_started.elapsed().as_secs_f64();
        say(format!("step {}/{total} {verdict} ({seconds:.0}s)", number + 1));
        done.push(Timed { name: step.name, seconds, verdict });
        if let Err(err) = outcome {
            print_times(&done, started.elapsed().as_secs_f64());
            return Err(err.context(format!("test FAILED at step {}/{total}: {}", number + 1, step.name)));
        }
    }
    print_times(&done, started.elapsed().as_secs_f64());
    let skipped = done.iter().filter(|step| step.verdict == "skipped").count();
    say(format!(
        "test: {} steps passed, {skipped} skipped, none failed, in {:.0}s",
        total - skipped,
        started.elapsed().as_secs_f64()
    ));
    Ok(())
}

/// Each step's time, to see at a glance where a run went.
fn print_times(done: &[Timed], whole: f64) {
    say("time of each step:");
    println!("{:>4}  {:>7}  {:<7}  step", "", "seconds", "verdict");
    for (number, Timed { name, seconds, verdict }) in done.iter().enumerate() {
        println!("{:>4}  {seconds:>7.0}  {verdict:<7}  {name}", number + 1);
    }
    println!("{:>4}  {whole:>7.0}  {:<7}  the whole run (with the tools' check)", "", "");
}

const FMT: &[&str] = &["fmt", "--all", "--check"];
const CLIPPY: &[&str] = &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"];
const CLIPPY_WASM: &[&str] =
    &["clippy", "--package", "mancala-web", "--target", WASM_TARGET, "--all-targets", "--", "-D", "warnings"];
/// The page's build of the bindings: the rules only, without the computer (dist.rs).
const CLIPPY_WASM_PAGE: &[&str] = &[
    "clippy",
    "--package",
    "mancala-web",
    "--target",
    WASM_TARGET,
    "--no-default-features",
    "--",
    "-D",
    "warnings",
];
const TEST: &[&str] = &["test", "--workspace"];
const TEST_WASM: &[&str] = &["test", "--package", "mancala-web", "--target", WASM_TARGET];

fn steps() -> Vec<Step> {
    vec![
        cargo_step("formatting", FMT),
        cargo_step("clippy (native)", CLIPPY),
        cargo_step("clippy (wasm32 bindings)", CLIPPY_WASM),
        cargo_step("clippy (wasm32 bindings, the page's build)", CLIPPY_WASM_PAGE),
        cargo_step("unit and integration tests", TEST),
        Step {
            name: "message catalogues (node --test tests/unit/)",
            action: Box::new(|| passed(util::run(util::command("node").args(["--test", "tests/unit/"])))),
        },
        Step {
            name: "JavaScript linted (eslint, eslint.config.js)",
            action: Box::new(|| passed(node_tool(ESLINT, &["."]))),
        },
        Step {
            name: "bindings tests in headless Chromium",
            action: Box::new(|| {
                let mut cmd = util::cargo();
                cmd.args(TEST_WASM);
                // The runner (the xtask again) drives Chromium through it.
                if env::var_os("CHROMEDRIVER").is_none() {
                    cmd.env("CHROMEDRIVER", CHROMEDRIVER);
                }
                passed(util::run(&mut cmd))
            }),
        },
        Step { name: "release build (cargo xtask dist)", action: Box::new(|| passed(dist::run())) },
        Step { name: "end-to-end tests (cargo xtask e2e)", action: Box::new(|| passed(e2e::run())) },
        Step {
            name: "npm package in a host project (cargo xtask package, node --test tests/package/)",
            action: Box::new(|| {
                let tarball = package::build()?;
                passed(util::run(
                    util::command("node").args(["--test", "tests/package/"]).env("MANCALA_PACKAGE", tarball),
                ))
            }),
        },
        Step { name: "trunk build gives the same files", action: Box::new(trunk_matches_dist) },
        Step { name: "wasm-pack gives the same glue and module", action: Box::new(wasm_pack::matches_dist) },
        Step { name: "wasm-pack test --headless --chrome", action: Box::new(wasm_pack::test) },
        Step {
            name: "JavaScript type-checked (tsc --noEmit, checkJs, tsconfig.json)",
            action: Box::new(|| passed(node_tool(TSC, &["--project", "tsconfig.json"]))),
        },
    ]
}

/// The linter and the type checker, from node_modules (package.json pins them).
const ESLINT: &str = "node_modules/.bin/eslint";
const TSC: &str = "node_modules/.bin/tsc";

fn node_tool(tool: &str, args: &[&str]) -> Result<()> {
    util::run(util::command(util::root().join(tool)).args(args).current_dir(util::root()))
}

fn cargo_step(name: &'static str, args: &'static [&'static str]) -> Step {
    Step { name, action: Box::new(move || passed(util::run(util::cargo().args(args)))) }
}

fn passed(result: Result<()>) -> Result<Outcome> {
    result.map(|()| Outcome::Passed)
}

/// Trunk (when installed) must build the same file set as `cargo xtask dist`
/// from the same index.html, so `trunk serve` stays a faithful dev server.
fn trunk_matches_dist() -> Result<Outcome> {
    let Some(trunk) = util::find_on_path("trunk") else {
        say("trunk is not on PATH (cargo install --locked trunk --version 0.21.14)");
        return Ok(Outcome::Skipped);
    };
    let work = util::target_dir().join("xtask/trunk");
    let out = work.join("dist");
    if work.exists() {
        fs::remove_dir_all(&work)?;
    }
    // Trunk runs offline and takes `wasm-bindgen` and `wasm-opt` from PATH.
    let mut cmd = Command::new(trunk);
    cmd.current_dir(util::root())
        .args(["build", "--release", "--dist"])
        .arg(&out)
        .env("PATH", tools::path()?);
    util::run(&mut cmd)?;
    passed(compare_file_sets(&out, &dist::dist_dir()))
}

fn compare_file_sets(trunk_dist: &Path, xtask_dist: &Path) -> Result<()> {
    let (trunk, xtask) = (util::files(trunk_dist)?, util::files(xtask_dist)?);
    if trunk == xtask {
        say(format!("trunk and xtask both built the same {} files", trunk.len()));
        return Ok(());
    }
    bail!(
        "trunk and xtask dist differ; only from trunk: [{}]; only from xtask: [{}]",
        missing_from(&trunk, &xtask),
        missing_from(&xtask, &trunk)
    )
}

/// The files in `a` that `b` lacks, for the error message.
fn missing_from(a: &BTreeSet<PathBuf>, b: &BTreeSet<PathBuf>) -> String {
    a.difference(b).map(|path| path.display().to_string()).collect::<Vec<_>>().join(", ")
}
