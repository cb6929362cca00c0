//! `cargo xtask dist`: the release build of the web app, laid out in dist/.
//!
//! dist/index.html, dist/style.css, dist/www/** (copied as they are) and
//! dist/pkg/mancala-web.js + dist/pkg/mancala-web_bg.wasm; also the web app
//! manifest, icons/, embed-demo.html, and dist/sw.js (see pwa.rs), written
//! last because its version is a hash of all the other files. The module is
//! named after the package because that is what Trunk calls it, so
//! `trunk build` gives the same files (Trunk.toml, index.html).

use crate::{
    pwa,
    setup::WASM_TARGET,
    util::{self, say},
};
use anyhow::{bail, Context, Result};
use flate2::{write::GzEncoder, Compression};
use std::{
    collections::BTreeSet,
    fs,
    io::Write,
    path::{Path, PathBuf},
};
use wasm_bindgen_cli_support::Bindgen;

const PACKAGE: &str = "mancala-web";
/// Cargo's file name for the package's cdylib.
const CARGO_ARTIFACT: &str = "mancala_web.wasm";
/// Copied into dist/ as they are.
const STATIC_FILES: [&str; 4] = ["index.html", "style.css", "manifest.webmanifest", "embed-demo.html"];
const STATIC_DIRS: [&str; 2] = ["www", "icons"];
/// Debian's binaryen 108 produces a module that fails to instantiate.
const MIN_WASM_OPT: u32 = 116;

pub fn dist_dir() -> PathBuf {
    util::root().join("dist")
}

/// wasm-bindgen's output before wasm-opt: the glue and the module as generated.
pub fn bindgen_dir() -> PathBuf {
    util::target_dir().join("xtask/bindgen")
}

pub fn run() -> Result<()> {
    let wasm_opt = find_wasm_opt()?;
    let wasm = build_wasm()?;
    let staging = bindgen_dir();
    bindgen(&wasm, &staging)?;

    let dist = dist_dir();
    say(format!("laying out {}", dist.display()));
    recreate_dir(&dist)?;
    let pkg = dist.join("pkg");
    fs::create_dir_all(&pkg)?;
    let js = format!("{PACKAGE}.js");
    let bg_wasm = format!("{PACKAGE}_bg.wasm");
    fs::copy(staging.join(&js), pkg.join(&js)).context("copying the JS glue")?;
    optimize(&wasm_opt, &staging.join(&bg_wasm), &pkg.join(&bg_wasm))?;
    copy_static(&dist)?;
    // Last: the worker's version is a hash of every other file.
    let version = pwa::write_service_worker(&dist)?;
    say(format!("service worker: cache version {version}"));

    report_sizes(&dist)
}

/// Every file under `dir`, as paths relative to it.
pub fn files(dir: &Path) -> Result<BTreeSet<PathBuf>> {
    let mut found = BTreeSet::new();
    collect_files(dir, dir, &mut found)?;
    Ok(found)
}

fn build_wasm() -> Result<PathBuf> {
    say(format!("building {PACKAGE} for {WASM_TARGET} (release)"));
    util::run(util::cargo().args([
        "build",
        "--package",
        PACKAGE,
        "--lib",
        "--release",
        "--target",
        WASM_TARGET,
    ]))?;
    Ok(util::target_dir().join(WASM_TARGET).join("release").join(CARGO_ARTIFACT))
}

fn bindgen(wasm: &Path, out_dir: &Path) -> Result<()> {
    say("generating the JS bindings (wasm-bindgen --target web)");
    recreate_dir(out_dir)?;
    Bindgen::new()
        .input_path(wasm)
        .out_name(PACKAGE)
        .web(true)?
        // init() with no argument fetches the .wasm next to the .js.
        .omit_default_module_path(false)
        .typescript(false)
        .debug(false)
        .keep_debug(false)
        .remove_name_section(true)
        .remove_producers_section(true)
        .generate(out_dir)
        .context("wasm-bindgen failed")
}

/// binaryen's wasm-opt from node_modules, else from PATH; never one older than 116.
fn find_wasm_opt() -> Result<PathBuf> {
    let candidates = [Some(util::root().join("node_modules/.bin/wasm-opt")), util::find_on_path("wasm-opt")];
    let mut refused = Vec::new();
    for path in candidates.into_iter().flatten().filter(|p| p.is_file()) {
        match wasm_opt_version(&path) {
            Some(version) if version >= MIN_WASM_OPT => return Ok(path),
            version => refused.push(format!("{} (version {version:?})", path.display())),
        }
    }
    bail!(
        "no wasm-opt of version {MIN_WASM_OPT} or later found{}; run `npm ci` \
         to install binaryen 132 into node_modules",
        if refused.is_empty() { String::new() } else { format!(", refused: {}", refused.join(", ")) }
    )
}

/// Parses `wasm-opt version 132 (version_132)`.
fn wasm_opt_version(path: &Path) -> Option<u32> {
    let text = util::output(util::command(path).arg("--version"))?;
    text.split_whitespace().nth(2)?.parse().ok()
}

fn optimize(wasm_opt: &Path, input: &Path, output: &Path) -> Result<()> {
    say("shrinking the module (wasm-opt -Oz)");
    util::run(util::command(wasm_opt).arg("-Oz").arg(input).arg("--output").arg(output))
}

fn copy_static(dist: &Path) -> Result<()> {
    let root = util::root();
    for file in STATIC_FILES {
        fs::copy(root.join(file), dist.join(file)).with_context(|| format!("copying {file}"))?;
    }
    for dir in STATIC_DIRS {
        copy_dir(&root.join(dir), &dist.join(dir)).with_context(|| format!("copying {dir}/"))?;
    }
    Ok(())
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

fn recreate_dir(dir: &Path) -> Result<()> {
    if dir.exists() {
        fs::remove_dir_all(dir).with_context(|| format!("removing {}", dir.display()))?;
    }
    fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))
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

/// What a visitor downloads: every file's size raw and gzipped.
fn report_sizes(dist: &Path) -> Result<()> {
    say(format!("built {}:", dist.display()));
    println!("{:>10} {:>10}  file", "bytes", "gzipped");
    let (mut raw_total, mut gz_total) = (0, 0);
    for file in files(dist)? {
        let bytes = fs::read(dist.join(&file))?;
        let gz = gzipped_len(&bytes)?;
        println!("{:>10} {:>10}  {}", bytes.len(), gz, file.display());
        raw_total += bytes.len();
        gz_total += gz;
    }
    println!("{raw_total:>10} {gz_total:>10}  total");
    Ok(())
}

fn gzipped_len(bytes: &[u8]) -> Result<usize> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?.len())
}
