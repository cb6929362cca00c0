//! Project automation, run as `cargo xtask <command>` (alias in .cargo/config.toml).

mod bench;
mod dist;
mod e2e;
mod fuzz;
mod package;
mod pwa;
mod serve;
mod setup;
mod test;
mod tools;
mod util;
mod wasm_pack;
mod wasm_runner;

use anyhow::{bail, Context, Result};
use std::{env, ffi::OsString, path::Path, process::ExitCode};

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  bench [SCRIPT ...]  build dist/ and run the benchmarks of tests/bench/ (all, or those named):
                      a table of every figure, and target/bench/latest.json
  dist                build the web app into dist/ (release wasm, wasm-bindgen, wasm-opt)
  e2e                 the end-to-end tests of tests/e2e/ against dist/ (build it first), several
                      files at once (MANCALA_E2E_JOBS, default one a core)
  fuzz [CALLS]        build dist/ and fuzz every export of the bindings (default 1000000 calls)
  serve [--port N]    install what is missing, build dist/ and serve it (default port 8080)
  test                install what is missing, then run every check the CI runs
  package             build the <mancala-board> npm package (target/package/, npm pack)
  tools               print PATH entries with wasm-bindgen 0.2.130 and wasm-opt 132 for
                      Trunk and wasm-pack: PATH=\"$(cargo xtask tools):$PATH\" wasm-pack ...
  wasm-test-runner    cargo's runner for wasm32 tests (see .cargo/config.toml)";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("xtask: error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<()> {
    let args: Vec<OsString> = env::args_os().collect();
    // Trunk and wasm-pack want `wasm-bindgen` (and wasm-pack test its
    // `wasm-bindgen-test-runner`) of the locked version on PATH: this binary
    // answers to both names (see `tools::link_locked_wasm_bindgen`).
    if invoked_as(&args, "wasm-bindgen") {
        return wasm_bindgen_cli::wasm_bindgen::run_cli_with_args(args);
    }
    if invoked_as(&args, "wasm-bindgen-test-runner") {
        return wasm_runner::run(args.get(1..).unwrap_or_default());
    }
    let command = args.get(1).and_then(|arg| arg.to_str()).unwrap_or("help");
    let rest = args.get(2..).unwrap_or_default();
    match command {
        "bench" => bench::run(rest),
        "dist" => {
            no_options(rest)?;
            dist::run()
        }
        "e2e" => {
            no_options(rest)?;
            e2e::run()
        }
        "fuzz" => fuzz::run(rest),
        "serve" => serve::run(port_option(rest)?),
        "test" => {
            no_options(rest)?;
            test::run()
        }
        "package" => {
            no_options(rest)?;
            package::run().map(|_| ())
        }
        "tools" => {
            no_options(rest)?;
            tools::run()
        }
        "wasm-test-runner" => wasm_runner::run(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => bail!("unknown command `{other}`\n\n{USAGE}"),
    }
}

fn invoked_as(args: &[OsString], name: &str) -> bool {
    args.first().and_then(|argv0| Path::new(argv0).file_stem()).is_some_and(|stem| stem == name)
}

fn no_options(rest: &[OsString]) -> Result<()> {
    match rest.first() {
        Some(arg) => bail!("unexpected argument {arg:?}\n\n{USAGE}"),
        None => Ok(()),
    }
}

fn port_option(rest: &[OsString]) -> Result<u16> {
    match rest {
        [] => Ok(serve::DEFAULT_PORT),
        [flag, value] if flag == "--port" => value
            .to_str()
            .and_then(|v| v.parse().ok())
            .with_context(|| format!("--port needs a number from 0 to 65535, got {value:?}")),
        _ => bail!("serve takes only `--port N`\n\n{USAGE}"),
    }
}
