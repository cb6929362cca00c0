//! `mancala vectors`: checks rule vector files.

use std::process::ExitCode;

use mancala_cli::vectors;

/// Check rule vector files; exit 1 on any failure.
#[derive(clap::Args)]
pub struct Args {
    /// Vector files (each a JSON array of cases, as in crates/rules/tests/vectors/).
    #[arg(required = true, value_name = "FILE")]
    files: Vec<String>,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let (mut passed, mut failed) = (0, 0);
    for file in &args.files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for case in vectors::run_text(&text).map_err(|e| format!("{file}: {e}"))? {
            match case.failure {
                None => passed += 1,
                Some(why) => {
                    failed += 1;
                    println!("FAIL {file} {}: {why}", case.id);
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    Ok(if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
