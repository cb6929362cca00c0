//! `cargo xtask bench [SCRIPT ...]`: every figure that depends on the machine's speed or load
//! (Lighthouse scores, load and frame timings, per-ply cost, solve and proof times, engine
//! speed), measured and reported, never asserted: `cargo xtask test` keeps only what does not
//! depend on load.
//!
//! It builds dist/, then runs each script of tests/bench/ (all of them, or the ones named, by
//! file stem) with node. A script reports a figure as a line `BENCH {"name", "value", "unit",
//! "note"}` on its standard output (tests/bench/lib/figures.mjs); the rest of what it prints is
//! passed through. At the end: a table of every figure, and `target/bench/latest.json` with the
//! figures, the commit and the machine's load, which the docs point to for today's figures.

use crate::{
    dist, setup,
    util::{self, say},
};
use anyhow::{bail, Context, Result};
use serde_json::{json, Value};
use std::{
    ffi::OsString,
    fs,
    io::{BufRead, BufReader},
    path::PathBuf,
    process::Stdio,
    time::{Instant, SystemTime, UNIX_EPOCH},
};

const MARK: &str = "BENCH ";

struct Figure {
    script: String,
    name: String,
    value: f64,
    unit: String,
    note: String,
}

pub fn run(args: &[OsString]) -> Result<()> {
    let wanted: Vec<String> = args.iter().map(|arg| arg.to_string_lossy().into_owned()).collect();
    let scripts = scripts(&wanted)?;
    setup::wasm_target()?;
    setup::node_modules()?;
    setup::chromium()?;
    dist::run()?;

    let load_before = load_average();
    let started = Instant::now();
    let mut figures = Vec::new();
    let mut failed = Vec::new();
    for script in &scripts {
        let stem = stem(script);
        say(format!("bench: {stem}"));
        let script_started = Instant::now();
        match run_script(script, &stem, &mut figures) {
            Ok(()) => say(format!("bench: {stem} done ({:.0?})", script_started.elapsed())),
            Err(err) => {
                say(format!("bench: {stem} FAILED: {err:#}"));
                failed.push(stem);
            }
        }
    }
    print_table(&figures);
    let out = write_json(&figures, load_before, started.elapsed().as_secs_f64())?;
    say(format!(
        "bench: {} figures in {:.0?}, written to {}",
        figures.len(),
        started.elapsed(),
        out.display()
    ));
    if !failed.is_empty() {
        bail!("benchmarks that failed: {}", failed.join(", "));
    }
    Ok(())
}

/// The scripts to run: every `tests/bench/*.mjs`, or those whose stems are `wanted`.
fn scripts(wanted: &[String]) -> Result<Vec<PathBuf>> {
    let dir = util::root().join("tests/bench");
    let mut all: Vec<PathBuf> = fs::read_dir(&dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    all.retain(|path| path.extension().is_some_and(|ext| ext == "mjs"));
    all.sort();
    if wanted.is_empty() {
        return Ok(all);
    }
    let known: Vec<String> = all.iter().map(|path| stem(path)).collect();
    if let Some(unknown) = wanted.iter().find(|name| !known.contains(name)) {
        bail!("no benchmark `{unknown}` in tests/bench/ (there are: {})", known.join(", "));
    }
    all.retain(|path| wanted.contains(&stem(path)));
    Ok(all)
}

fn stem(path: &std::path::Path) -> String {
    path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Runs one script, passing its output through and keeping the figures it reports.
fn run_script(script: &std::path::Path, stem: &str, figures: &mut Vec<Figure>) -> Result<()> {
    let mut child = util::command("node")
        .arg(script)
        .stdout(Stdio::piped())
        .spawn()
        .with_context(|| format!("could not start node {}", script.display()))?;
    let stdout = child.stdout.take().context("no stdout")?;
    for line in BufReader::new(stdout).lines() {
        let line = line?;
        let Some(json) = line.strip_prefix(MARK) else {
            println!("  {line}");
            continue;
        };
        let figure = parse_figure(stem, json).with_context(|| format!("a malformed figure: {line}"))?;
        println!("  {}: {} {}", figure.name, format_value(figure.value), figure.unit);
        figures.push(figure);
    }
    let status = child.wait()?;
    if !status.success() {
        bail!("node {} failed ({status})", script.display());
    }
    Ok(())
}

fn parse_figure(script: &str, json: &str) -> Result<Figure> {
    let value: Value = serde_json::from_str(json)?;
    let text = |key: &str| value.get(key).and_then(Value::as_str).map(str::to_owned);
    Ok(Figure {
        script: script.to_owned(),
        name: text("name").context("no name")?,
        value: value.get("value").and_then(Value::as_f64).context("no numeric value")?,
        unit: text("unit").unwrap_or_default(),
        note: text("note").unwrap_or_default(),
    })
}

/// A figure as a person reads it: whole numbers with thousands separators from 100 up, other
/// whole numbers as they are, one decimal from 10, two from 1, three below.
fn format_value(value: f64) -> String {
    if value.abs() >= 100.0 {
        let digits = format!("{:.0}", value.abs());
        let mut grouped = String::new();
        for (i, digit) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                grouped.push(',');
            }
            grouped.push(digit);
        }
        if value < 0.0 {
            grouped.insert(0, '-');
        }
        grouped
    } else if value == value.trunc() {
        format!("{value:.0}")
    } else if value.abs() >= 10.0 {
        format!("{value:.1}")
    } else if value.abs() >= 1.0 {
        format!("{value:.2}")
    } else {
        format!("{value:.3}")
    }
}

fn print_table(figures: &[Figure]) {
    let width = figures.iter().map(|f| f.name.chars().count()).max().unwrap_or(0);
    println!();
    println!("{:<width$}  {:>14}  {:<9}  note", "figure", "value", "unit");
    for f in figures {
        println!("{:<width$}  {:>14}  {:<9}  {}", f.name, format_value(f.value), f.unit, f.note);
    }
    println!();
}

fn write_json(figures: &[Figure], load_before: Option<String>, seconds: f64) -> Result<PathBuf> {
    let dir = util::target_dir().join("bench");
    fs::create_dir_all(&dir)?;
    let out = dir.join("latest.json");
    let commit = util::output(util::command("git").args(["rev-parse", "HEAD"])).map(|s| s.trim().to_owned());
    let dirty =
        util::output(util::command("git").args(["status", "--porcelain"])).map(|s| !s.trim().is_empty());
    let report = json!({
        "commit": commit,
        "uncommitted_changes": dirty,
        "finished_unix_seconds": SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0),
        "cores": std::thread::available_parallelism().map(usize::from).ok(),
        "load_average_before": load_before,
        "load_average_after": load_average(),
        "seconds": seconds,
        "figures": figures.iter().map(|f| json!({
            "script": f.script,
            "name": f.name,
            "value": f.value,
            "unit": f.unit,
            "note": f.note,
        })).collect::<Vec<_>>(),
    });
    fs::write(&out, serde_json::to_string_pretty(&report)? + "\n")
        .with_context(|| format!("writing {}", out.display()))?;
    Ok(out)
}

/// The 1, 5 and 15 minute load averages (Linux), which the figures depend on.
fn load_average() -> Option<String> {
    let text = fs::read_to_string("/proc/loadavg").ok()?;
    Some(text.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_as_a_person_writes_them() {
        assert_eq!(format_value(132_722.0), "132,722");
        assert_eq!(format_value(-1_234.4), "-1,234");
        assert_eq!(format_value(100.0), "100");
        assert_eq!(format_value(16.66), "16.7");
        assert_eq!(format_value(93.0), "93");
        assert_eq!(format_value(3.0), "3");
        assert_eq!(format_value(4.5), "4.50");
        assert_eq!(format_value(0.0123), "0.012");
    }

    #[test]
    fn a_figure_line_is_read_and_a_bad_one_refused() {
        let f = parse_figure("x", r#"{"name":"a","value":1.5,"unit":"ms","note":"n"}"#).unwrap();
        assert_eq!((f.name.as_str(), f.value, f.unit.as_str(), f.note.as_str()), ("a", 1.5, "ms", "n"));
        assert!(parse_figure("x", r#"{"name":"a","value":"fast"}"#).is_err());
        assert!(parse_figure("x", r#"{"value":1}"#).is_err());
    }
}
