//! `cargo xtask fuzz [CALLS]`: the bindings fuzz test of `cargo xtask test`
//! (tests/e2e/bindings-fuzz.test.mjs) at length, 1,000,000 calls unless told.

use crate::{dist, util};
use anyhow::{Context, Result};
use std::ffi::OsString;

const DEFAULT_CALLS: u64 = 1_000_000;

pub fn run(rest: &[OsString]) -> Result<()> {
    let calls = match rest {
        [] => DEFAULT_CALLS,
        [calls] => calls
            .to_str()
            .and_then(|c| c.replace('_', "").parse().ok())
            .with_context(|| format!("fuzz takes a number of calls, got {calls:?}"))?,
        _ => anyhow::bail!("fuzz takes at most one argument, the number of calls"),
    };
    dist::run()?;
    util::run(
        util::command("node")
            .args(["--test", "tests/e2e/bindings-fuzz.test.mjs"])
            .env("FUZZ_CALLS", calls.to_string()),
    )
}
