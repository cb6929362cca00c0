//! `mancala bench proofs`: the proof search's time to prove every move of two-player Ba-awa
//! positions, by seed count.

use std::process::ExitCode;
use std::time::Duration;

use mancala_cli::proof_times::{measure, percentile, sample, Timing, SEED_COUNTS};

/// The proof search's time to prove every move of two-player Ba-awa positions of expert games,
/// by the seeds on the board: a line per seed count (median, p95, max).
#[derive(clap::Args)]
pub struct Args {
    /// Positions for each seed count (12, 16, ... 48), each from its own game (1 to 1,000).
    #[arg(long, value_name = "N", default_value_t = 10,
          value_parser = clap::value_parser!(u32).range(1..=1000))]
    positions: u32,
    /// Longest proof of one position; one cut off counts at this time and as not proven.
    #[arg(long, value_name = "S", default_value_t = 20.0)]
    cap_seconds: f64,
    /// Most nodes of one position's proof, beside the time: a cap that a busy machine does not
    /// move, for comparing two versions of the search on a shared machine.
    #[arg(long, value_name = "N")]
    cap_nodes: Option<u64>,
    /// The proof table: 2^BITS entries of 16 bytes (16 to 26; 22 is 64 MB, as `mancala values`).
    #[arg(long, value_name = "BITS", default_value_t = 22,
          value_parser = clap::value_parser!(u32).range(16..=26))]
    table_bits: u32,
    #[arg(long, value_name = "N", default_value_t = 1)]
    seed: u64,
    /// Print the positions' records instead (`seeds N: RECORD`, a line each), for measuring the
    /// same positions elsewhere (tests/bench/values-worker.mjs, in the page's worker).
    #[arg(long)]
    records: bool,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let samples = sample(args.positions as usize, args.seed);
    if args.records {
        for s in &samples {
            println!("seeds {}: {}", s.seeds, s.game.to_record());
        }
        return Ok(ExitCode::SUCCESS);
    }
    let cap = Duration::from_secs_f64(args.cap_seconds.clamp(0.01, 3600.0));
    let mut done = 0;
    let timings = measure(&samples, args.table_bits, cap, args.cap_nodes.unwrap_or(u64::MAX), |_| {
        done += 1;
        eprint!("\r{done} of {} positions", samples.len());
    });
    eprintln!();
    println!(
        "ba2 proof of every move from an empty 2^{} table, {} positions of expert games a seed count, seed {}",
        args.table_bits, args.positions, args.seed
    );
    for seeds in SEED_COUNTS {
        let at: Vec<_> = timings.iter().filter(|t| t.seeds == seeds).collect();
        let mut times: Vec<Duration> = at.iter().map(|t| t.elapsed).collect();
        times.sort_unstable();
        let proven = at.iter().filter(|t| t.proven).count();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "seeds {seeds}: median {:.1} ms, p95 {:.1} ms, max {:.1} ms; {proven} of {} proven, {} nodes at most, median {} nodes, p95 {} nodes",
            ms(percentile(&times, 50)),
            ms(percentile(&times, 95)),
            ms(*times.last().unwrap_or(&Duration::ZERO)),
            at.len(),
            at.iter().map(|t| t.nodes).max().unwrap_or(0),
            nodes_percentile(&at, 50),
            nodes_percentile(&at, 95)
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The `p`th percentile of the positions' node counts (as [`percentile`]): the cost of a proof
/// whatever the machine's load.
fn nodes_percentile(at: &[&Timing], p: usize) -> u64 {
    let mut nodes: Vec<u64> = at.iter().map(|t| t.nodes).collect();
    nodes.sort_unstable();
    nodes.get((p * nodes.len() / 100).min(nodes.len().saturating_sub(1))).copied().unwrap_or(0)
}
