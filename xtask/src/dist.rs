//! `cargo xtask dist`: the release build of the web app, laid out in dist/.
//!
//! dist/index.html, dist/style.css, dist/www/** (copied as they are) and two
//! builds of the bindings (crates/web), each a glue and a module: the page's,
//! rules only, in dist/pkg/ (mancala-web.js + mancala-web_bg.wasm), and the
//! computer's worker's, with the search and solver, in dist/pkg/computer/
//! (same names); also the web app manifest, icons/, embed-demo.html, and
//! dist/sw.js (see pwa.rs), written last because its version is a hash of all
//! the other files. The modules are named after the package because that is
//! what Trunk calls them, so `trunk build` gives the same files (Trunk.toml,
//! index.html).
//!
//! Next to the build, outside dist/, wasm-bindgen's TypeScript declarations of
//! both modules (see `declarations_dir`), for the type check of www/.

use crate::{
    pwa,
    setup::WASM_TARGET,
    util::{self, say},
};
use anyhow::{bail, Context, Result};
use flate2::{write::GzEncoder, Compression};
use std::{
    fs,
    io::Write,
    path::{Path, PathBuf},
};
use wasm_bindgen_cli_support::Bindgen;

pub const PACKAGE: &str = "mancala-web";
/// Cargo's file name for the package's cdylib.
const CARGO_ARTIFACT: &str = "mancala_web.wasm";

/// One build of the bindings.
pub struct Module {
    /// Where its glue and module go, in dist/.
    pub dir: &'static str,
    /// The cargo profile (its own folder in target/, so the two builds never
    /// overwrite each other's artifact).
    pub profile: &'static str,
    /// With the crate's default features (the computer) or none.
    pub computer: bool,
}

/// The page loads the first (www/page/main.js); only the computer's worker loads
/// the second (www/game/ai-worker.js), when the computer is first asked.
pub const MODULES: [Module; 2] = [
    Module { dir: "pkg", profile: "release", computer: false },
    Module { dir: "pkg/computer", profile: "release-computer", computer: true },
];

impl Module {
    /// The glue's file name (the module's is `{PACKAGE}_bg.wasm`).
    pub fn glue() -> String {
        format!("{PACKAGE}.js")
    }

    pub fn wasm() -> String {
        format!("{PACKAGE}_bg.wasm")
    }

    /// wasm-bindgen's output before wasm-opt: the glue and the module as generated.
    pub fn bindgen_dir(&self) -> PathBuf {
        util::target_dir().join("xtask/bindgen").join(self.dir.replace('/', "-"))
    }
}

/// The modules' declarations, laid out as in dist/ (`pkg/mancala-web.d.ts`,
/// `pkg/computer/mancala-web.d.ts`): tsconfig.json names this folder in its `rootDirs`, so
/// www/'s imports of `../../pkg/...` find their types. Below the workspace's own target/
/// even when CARGO_TARGET_DIR points elsewhere, because tsconfig.json cannot follow it.
pub fn declarations_dir() -> PathBuf {
    util::root().join("target/xtask/types")
}
/// Copied into dist/ as they are.
const STATIC_FILES: [&str; 4] = ["index.html", "style.css", "manifest.webmanifest", "embed-demo.html"];
const STATIC_DIRS: [&str; 2] = ["www", "icons"];
/// Debian's binaryen 108 produces a module that fails to instantiate.
const MIN_WASM_OPT: u32 = 116;

pub fn dist_dir() -> PathBuf {
    util::root().join("dist")
}

pub fn run() -> Result<()> {
    let wasm_opt = find_wasm_opt()?;
    recreate_dir(&declarations_dir())?;
    for module in &MODULES {
        let wasm = build_wasm(module)?;
        bindgen(&wasm, &module.bindgen_dir())?;
        write_declarations(&wasm, module)?;
    }

    let dist = dist_dir();
    say(format!("laying out {}", dist.display()));
    recreate_dir(&dist)?;
    for module in &MODULES {
        let (staging, pkg) = (module.bindgen_dir(), dist.join(module.dir));
        fs::create_dir_all(&pkg)?;
        let (js, bg_wasm) = (Module::glue(), Module::wasm());
        fs::copy(staging.join(&js), pkg.join(&js)).context("copying the JS glue")?;
        optimize(&wasm_opt, &staging.join(&bg_wasm), &pkg.join(&bg_wasm))?;
    }
    copy_static(&dist)?;
    minify(&dist)?;
    // Last: the worker's version is a hash of every other file.
    let version = pwa::write_service_worker(&dist)?;
    say(format!("service worker: cache version {version}"));

    report_sizes(&dist)
}

fn build_wasm(module: &Module) -> Result<PathBuf> {
    let Module { profile, computer, .. } = *module;
    let what = if computer { "with the computer" } else { "rules only" };
    say(format!("building {PACKAGE} for {WASM_TARGET} ({profile}, {what})"));
    let mut cargo = util::cargo();
    cargo.args(["build", "--package", PACKAGE, "--lib", "--profile", profile, "--target", WASM_TARGET]);
    if !computer {
        cargo.arg("--no-default-features");
    }
    util::run(&mut cargo)?;
    Ok(util::target_dir().join(WASM_TARGET).join(profile).join(CARGO_ARTIFACT))
}

fn bindgen(wasm: &Path, out_dir: &Path) -> Result<()> {
    say("generating the JS bindings (wasm-bindgen --target web)");
    recreate_dir(out_dir)?;
    // No declarations here: they would add a `@ts-self-types` line to the glue.
    configured_bindgen(wasm)?.typescript(false).generate(out_dir).context("wasm-bindgen failed")
}

/// The glue's TypeScript declarations, alone (see `declarations_dir`); never shipped.
fn write_declarations(wasm: &Path, module: &Module) -> Result<()> {
    let output =
        configured_bindgen(wasm)?.typescript(true).generate_output().context("wasm-bindgen failed")?;
    let declarations = output.ts().context("wasm-bindgen gave no TypeScript declarations")?;
    let dir = declarations_dir().join(module.dir);
    fs::create_dir_all(&dir)?;
    fs::write(dir.join(format!("{PACKAGE}.d.ts")), declarations).context("writing the declarations")
}

fn configured_bindgen(wasm: &Path) -> Result<Bindgen> {
    let mut bindgen = Bindgen::new();
    bindgen
        .input_path(wasm)
        .out_name(PACKAGE)
        .web(true)?
        // init() with no argument fetches the .wasm next to the .js.
        .omit_default_module_path(false)
        .debug(false)
        .keep_debug(false)
        .remove_name_section(true)
        .remove_producers_section(true);
    Ok(bindgen)
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

/// esbuild from node_modules (package.json pins it).
const ESBUILD: &str = "node_modules/.bin/esbuild";
/// What is minified in place: the page's and the element's scripts and stylesheets (comments
/// and long names are a third of their gzipped bytes). Not pkg/, whose glue must stay
/// wasm-bindgen's byte for byte (the wasm-pack check), nor index.html or sw.js.
const MINIFIED_DIR: &str = "www";
const MINIFIED_FILES: [&str; 1] = ["style.css"];
const MINIFIED_KINDS: [&str; 2] = ["js", "css"];

/// Minifies dist/'s scripts and stylesheets in place, one file each (no bundling: the modules
/// keep their names and imports, and load each other, lazily too, as in www/). `trunk serve`
/// serves www/ as written, for development.
fn minify(dist: &Path) -> Result<()> {
    let esbuild = util::root().join(ESBUILD);
    if !esbuild.is_file() {
        bail!("{} is missing; run `npm ci` to install esbuild", esbuild.display());
    }
    let mut entries: Vec<PathBuf> = MINIFIED_FILES.iter().map(PathBuf::from).collect();
    for file in util::files(&dist.join(MINIFIED_DIR))? {
        let kind = file.extension().and_then(|e| e.to_str()).unwrap_or("");
        if MINIFIED_KINDS.contains(&kind) {
            entries.push(Path::new(MINIFIED_DIR).join(file));
        }
    }
    say(format!("minifying {} scripts and stylesheets (esbuild)", entries.len()));
    util::run(util::command(esbuild).current_dir(dist).args(&entries).args([
        "--minify",
        "--charset=utf8",
        "--outdir=.",
        "--outbase=.",
        "--allow-overwrite",
        "--log-level=warning",
    ]))
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

/// What a visitor downloads: every file's size raw and gzipped.
fn report_sizes(dist: &Path) -> Result<()> {
    say(format!("built {}:", dist.display()));
    println!("{:>10} {:>10}  file", "bytes", "gzipped");
    let (mut raw_total, mut gz_total) = (0, 0);
    for file in util::files(dist)? {
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
