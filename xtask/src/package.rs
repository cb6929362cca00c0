//! `cargo xtask package`: the `<mancala-board>` custom element as an npm
//! package, packed by `npm pack` into target/package/.
//!
//! The package is made from `cargo xtask dist`'s output, not wasm-pack's: the
//! same glue (the wasm-pack check proves it) but a module shrunk by binaryen
//! 132, files the web app itself serves and its tests cover, and no wasm-pack
//! needed to make it.
//!
//! Which files: the element's module www/embed/mancala-board.js and everything it
//! refers to, followed from file to file. A reference is any string literal
//! that starts with `./` or `../` in a module or stylesheet: static and dynamic
//! imports, `new URL('./ai-worker.js', import.meta.url)`, stylesheet lists. In
//! a template literal each `${…}` matches any name (`./i18n/${lang}.json` takes
//! every catalogue). A reference to a folder below the file's own
//! (`'./i18n/'`) takes every file in it; `'./'` and `'../'` are addresses (a
//! base URL, a scope), not files. A reference to a file that does not exist
//! stops the build.
//! pkg/ is wasm-bindgen's output: each of its folders (pkg/ itself, the
//! page's rules; pkg/computer/, the worker's) is one unit, a reference into it
//! takes all of it (the glue and its module), and the glue itself is not read.
//!
//! Where: every file in one folder, `dist/` (www/, its folders by role and
//! pkg/ flattened; the references are rewritten to match), so the element finds its
//! engine, worker and stylesheets next to itself, and a bundled page finds
//! them next to the bundle once that folder is copied there. The package's
//! own files (package.json without its version, README, TypeScript
//! declarations) live in package/; the version is the engine's (crates/web);
//! the licence texts are the repository's.

use crate::{
    dist,
    util::{self, say},
};
use anyhow::{bail, ensure, Context, Result};
use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Component, Path, PathBuf},
};

pub const NAME: &str = "mancala-board";
/// The element, relative to the web app's dist/ (host pages load it through
/// www/mancala-board.js, which re-exports it; the package's entry is the
/// module itself, flattened to dist/mancala-board.js).
const ENTRY: &str = "www/embed/mancala-board.js";
/// The web app's folders whose files go flat into the package's folder.
const FLATTENED: [&str; 2] = [ROLES, "pkg"];
/// The web app's modules, in folders by role, whose folders are flattened too.
const ROLES: &str = "www";
/// wasm-bindgen's output in the web app.
const GENERATED: &str = "pkg";
/// In the package.
const FOLDER: &str = "dist";
/// Copied from package/ as they are.
const OWN_FILES: [&str; 3] = ["README.md", "CHANGELOG.md", "mancala-board.d.ts"];
/// The licence texts, copied from the repository's top as they are (the web fonts'
/// own licences are in dist/fonts/, next to the fonts).
const LICENCES: [&str; 2] = ["LICENSE-MIT", "LICENSE-APACHE"];
/// Text files whose references are followed (and rewritten).
const FOLLOWED: [&str; 3] = ["js", "mjs", "css"];

/// Builds dist/, then the package from it; returns the tarball.
pub fn run() -> Result<PathBuf> {
    dist::run()?;
    build()
}

pub fn out_dir() -> PathBuf {
    util::target_dir().join("package")
}

/// The package from the current dist/ (built before): target/package/mancala-board/
/// and the tarball next to it.
pub fn build() -> Result<PathBuf> {
    let app = dist::dist_dir();
    ensure!(
        app.join(ENTRY).is_file(),
        "{} is missing: run `cargo xtask dist` first",
        app.join(ENTRY).display()
    );
    let out = out_dir();
    let staging = out.join(NAME);
    if out.exists() {
        fs::remove_dir_all(&out).with_context(|| format!("removing {}", out.display()))?;
    }
    let folder = staging.join(FOLDER);
    fs::create_dir_all(&folder)?;

    let files = element_files(&app)?;
    let places = package_places(&files)?;
    for (file, references) in &files {
        let target = folder.join(&places[file]);
        fs::create_dir_all(target.parent().expect("a file has a folder"))?;
        if references.is_empty() {
            fs::copy(app.join(file), &target).with_context(|| format!("copying {}", file.display()))?;
        } else {
            let text = fs::read_to_string(app.join(file))?;
            fs::write(&target, relocate(&text, file, references, &places)?)?;
        }
    }
    let own = util::root().join("package");
    for file in OWN_FILES {
        fs::copy(own.join(file), staging.join(file)).with_context(|| format!("copying package/{file}"))?;
    }
    for file in LICENCES {
        fs::copy(util::root().join(file), staging.join(file)).with_context(|| format!("copying {file}"))?;
    }
    let version = engine_version()?;
    fs::write(staging.join("package.json"), manifest(&own.join("package.json"), &version)?)?;
    say(format!("{NAME} {version}: {} files from the web app in {FOLDER}/", files.len()));

    let tarball = pack(&staging, &out)?;
    let size = fs::metadata(&tarball)?.len();
    say(format!("packed {} ({size} bytes)", tarball.display()));
    Ok(tarball)
}

/// A file of the element (relative to dist/) and the references in it, each
/// with the files it matched.
type Files = BTreeMap<PathBuf, Vec<Reference>>;

struct Reference {
    literal: String,
    targets: Vec<PathBuf>,
}

/// The entry and every file reachable from it.
fn element_files(app: &Path) -> Result<Files> {
    let mut files = Files::new();
    let mut queue = vec![PathBuf::from(ENTRY)];
    while let Some(file) = queue.pop() {
        if files.contains_key(&file) {
            continue;
        }
        let generated = file.starts_with(GENERATED);
        if generated {
            // One build's glue and module (pkg/, or the computer's pkg/computer/).
            let unit = file.parent().unwrap_or(Path::new(GENERATED));
            for entry in fs::read_dir(app.join(unit))? {
                let entry = entry?;
                if entry.file_type()?.is_file() {
                    queue.push(unit.join(entry.file_name()));
                }
            }
        }
        let followed = file.extension().and_then(|e| e.to_str()).is_some_and(|e| FOLLOWED.contains(&e));
        let mut references = Vec::new();
        if followed && !generated {
            let text =
                fs::read_to_string(app.join(&file)).with_context(|| format!("reading {}", file.display()))?;
            for literal in relative_literals(&text) {
                let targets = resolve(app, &file, &literal)?;
                if !targets.is_empty() {
                    queue.extend(targets.iter().cloned());
                    references.push(Reference { literal, targets });
                }
            }
        }
        files.insert(file, references);
    }
    Ok(files)
}

/// The string literals in `text` that start with `./` or `../` (quotes, double
/// quotes or backticks, on one line).
fn relative_literals(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (start, quote) in text.char_indices().filter(|(_, c)| matches!(c, '\'' | '"' | '`')) {
        let body = &text[start + 1..];
        if !(body.starts_with("./") || body.starts_with("../")) {
            continue;
        }
        let Some(end) = body.find([quote, '\n']) else { continue };
        if body[end..].starts_with(quote) {
            found.push(body[..end].to_owned());
        }
    }
    found
}

/// The files (relative to dist/) that `literal` in `from` names: one; for a
/// template with `${…}` every match, for a folder every file (at least one);
/// none for an address.
fn resolve(app: &Path, from: &Path, literal: &str) -> Result<Vec<PathBuf>> {
    let mut segments = Vec::new();
    for part in from.parent().unwrap_or(Path::new("")).join(literal).components() {
        match part {
            Component::Normal(name) => segments.push(name.to_string_lossy().into_owned()),
            Component::ParentDir if segments.pop().is_some() => {}
            Component::CurDir => {}
            _ => bail!("{}: `{literal}` points outside the web app", from.display()),
        }
    }
    if literal.ends_with('/') {
        let folder: PathBuf = segments.iter().collect();
        let own = from.parent().unwrap_or(Path::new(""));
        if folder == own || !folder.starts_with(own) {
            return Ok(Vec::new());
        }
        let files: Vec<_> =
            util::files(&app.join(&folder))?.into_iter().map(|file| folder.join(file)).collect();
        ensure!(!files.is_empty(), "{} refers to `{literal}`, an empty folder", from.display());
        return Ok(files);
    }
    let mut matches = vec![PathBuf::new()];
    for segment in &segments {
        let pattern = wildcard_pattern(segment);
        let mut next = Vec::new();
        for base in matches {
            if pattern.len() == 1 {
                next.push(base.join(segment));
                continue;
            }
            let Ok(entries) = fs::read_dir(app.join(&base)) else { continue };
            for entry in entries {
                let name = entry?.file_name().to_string_lossy().into_owned();
                if glob_matches(&pattern, &name) {
                    next.push(base.join(name));
                }
            }
        }
        matches = next;
    }
    matches.retain(|path| app.join(path).is_file());
    matches.sort();
    if matches.is_empty() {
        bail!("{} refers to `{literal}`, which is no file of the web app (dist/)", from.display());
    }
    Ok(matches)
}

/// A path segment split at its `${…}` parts: ["a", "b"] for `a${x}b`.
fn wildcard_pattern(segment: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut rest = segment;
    while let Some(open) = rest.find("${") {
        parts.push(&rest[..open]);
        rest = rest[open..].find('}').map_or("", |close| &rest[open + close + 1..]);
    }
    parts.push(rest);
    parts
}

/// Whether `name` is the pattern's parts in order, with something (at least
/// one character) in each gap between them.
fn glob_matches(parts: &[&str], name: &str) -> bool {
    let (first, rest) = parts.split_first().expect("a pattern has a part");
    let Some(mut name) = name.strip_prefix(first) else { return false };
    let Some((last, middle)) = rest.split_last() else { return name.is_empty() };
    for part in middle {
        match name.get(1..).and_then(|after| after.find(part)) {
            Some(at) => name = &name[1 + at + part.len()..],
            None => return false,
        }
    }
    name.len() > last.len() && name.ends_with(last)
}

/// Where each file goes inside the package's folder: www/ and pkg/ flattened,
/// and www/'s folders by role too (`www/game/computer.js` is `computer.js`;
/// a folder within one stays, `www/background/i18n/en.js` is `i18n/en.js`).
/// Every module that finds a file by `import.meta.url` is then in one folder
/// with the element, which a bundle needs: bundled, each of them has the
/// bundle's address.
fn package_places(files: &Files) -> Result<BTreeMap<PathBuf, PathBuf>> {
    let mut places = BTreeMap::new();
    let mut taken = BTreeMap::new();
    for file in files.keys() {
        let (dir, inside) = FLATTENED
            .iter()
            .find_map(|dir| file.strip_prefix(dir).ok().map(|inside| (*dir, inside)))
            .with_context(|| {
                format!("the element needs {}, outside {}", file.display(), FLATTENED.join("/ and "))
            })?;
        let mut parts = inside.components();
        let place = match (dir, parts.next()) {
            (ROLES, Some(Component::Normal(_))) if inside.components().count() > 1 => parts.as_path(),
            _ => inside,
        }
        .to_path_buf();
        if let Some(other) = taken.insert(place.clone(), file.clone()) {
            bail!("{} and {} would both be {FOLDER}/{}", other.display(), file.display(), place.display());
        }
        places.insert(file.clone(), place);
    }
    Ok(places)
}

/// `text` of `file` with each reference rewritten for the file's new place
/// (most stay as they are: only those that crossed from www/ to pkg/ change).
fn relocate(
    text: &str,
    file: &Path,
    references: &[Reference],
    places: &BTreeMap<PathBuf, PathBuf>,
) -> Result<String> {
    let mut out = text.to_owned();
    let here = places[file].parent().unwrap_or(Path::new("")).to_path_buf();
    for reference in references {
        if reference.literal.contains("${") || reference.literal.ends_with('/') {
            // A template or a folder keeps its shape; its files must keep their place.
            let moved = reference
                .targets
                .iter()
                .any(|t| relative(&here, &places[t]) != relative(file.parent().unwrap_or(Path::new("")), t));
            ensure!(
                !moved,
                "{}: `{}` would point elsewhere in the package",
                file.display(),
                reference.literal
            );
            continue;
        }
        let target = &reference.targets[0];
        let rewritten = relative(&here, &places[target]);
        if rewritten != reference.literal {
            for quote in ['\'', '"'] {
                out = out.replace(
                    &format!("{quote}{}{quote}", reference.literal),
                    &format!("{quote}{rewritten}{quote}"),
                );
            }
        }
    }
    Ok(out)
}

/// A `./` or `../` reference from folder `from` to file `to` (both relative to one root).
fn relative(from: &Path, to: &Path) -> String {
    let from: Vec<_> = from.components().collect();
    let to: Vec<_> = to.components().collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let ups = from.len() - common;
    let down: Vec<_> = to[common..].iter().map(|c| c.as_os_str().to_string_lossy()).collect();
    let prefix = if ups == 0 { "./".to_owned() } else { "../".repeat(ups) };
    format!("{prefix}{}", down.join("/"))
}

/// The engine's version (crates/web/Cargo.toml), which engineVersion() reports.
fn engine_version() -> Result<String> {
    let manifest = fs::read_to_string(util::root().join("crates/web/Cargo.toml"))?;
    manifest
        .lines()
        .find_map(|line| line.strip_prefix("version = \"")?.strip_suffix('"'))
        .map(str::to_owned)
        .context("crates/web/Cargo.toml has no version")
}

/// package/package.json with the version filled in after the name. (Written
/// as text: a JSON map would sort the keys, and the order of `exports`
/// conditions matters, `types` first.)
fn manifest(template: &Path, version: &str) -> Result<String> {
    let text = fs::read_to_string(template).with_context(|| format!("reading {}", template.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text).context("package/package.json is not JSON")?;
    ensure!(json["name"] == NAME, "package/package.json must name the package {NAME}");
    ensure!(json.get("version").is_none(), "package/package.json must leave the version to the xtask");
    let name_line = format!("  \"name\": \"{NAME}\",\n");
    let at = text.find(&name_line).context("package/package.json must have its name on a line of its own")?;
    let at = at + name_line.len();
    Ok(format!("{}  \"version\": \"{version}\",\n{}", &text[..at], &text[at..]))
}

/// `npm pack` of the staged package into `dest`; the tarball's path.
fn pack(staging: &Path, dest: &Path) -> Result<PathBuf> {
    let mut cmd = util::command("npm");
    cmd.current_dir(staging).args(["pack", "--json", "--pack-destination"]).arg(dest);
    let shown = "npm pack";
    let output = cmd.output().with_context(|| format!("could not start `{shown}`: is npm installed?"))?;
    ensure!(output.status.success(), "`{shown}` failed: {}", String::from_utf8_lossy(&output.stderr));
    let report: serde_json::Value =
        serde_json::from_slice(&output.stdout).context("reading npm pack's report")?;
    let name = report[0]["filename"].as_str().context("npm pack named no tarball")?;
    let listed: BTreeSet<&str> =
        report[0]["files"].as_array().into_iter().flatten().filter_map(|f| f["path"].as_str()).collect();
    ensure!(
        listed.contains("package.json") && listed.contains(&*format!("{FOLDER}/mancala-board.js")),
        "npm pack left out the element: {listed:?}"
    );
    Ok(dest.join(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_that_name_files() {
        let text = "import a from './a.js';\n// the computer's './b.js' seat\nnew URL(\"../pkg/c.wasm\", x); `./i18n/${lang}.json`; 'x/./y' \"./no\nend\"";
        assert_eq!(relative_literals(text), ["./a.js", "./b.js", "../pkg/c.wasm", "./i18n/${lang}.json"]);
    }

    #[test]
    fn wildcards() {
        assert_eq!(wildcard_pattern("${lang}.json"), ["", ".json"]);
        assert!(glob_matches(&wildcard_pattern("${lang}.json"), "fr.json"));
        assert!(!glob_matches(&wildcard_pattern("${lang}.json"), ".json"));
        assert!(!glob_matches(&wildcard_pattern("${lang}.json"), "fr.js"));
        assert!(glob_matches(&wildcard_pattern("m-${a}-${b}.js"), "m-x-y.js"));
        assert!(!glob_matches(&wildcard_pattern("m-${a}-${b}.js"), "m--y.js"));
    }

    #[test]
    fn references_resolve_to_files() {
        let app = std::env::temp_dir().join(format!("xtask-package-{}", std::process::id()));
        for file in ["www/a.js", "www/i18n/en.json", "www/i18n/fr.json", "pkg/glue.js"] {
            fs::create_dir_all(app.join(file).parent().unwrap()).unwrap();
            fs::write(app.join(file), "").unwrap();
        }
        let from = Path::new("www/a.js");
        let resolved =
            |literal| resolve(&app, from, literal).map(|files| files.into_iter().collect::<Vec<_>>());
        let catalogues = vec![PathBuf::from("www/i18n/en.json"), PathBuf::from("www/i18n/fr.json")];
        assert_eq!(resolved("../pkg/glue.js").unwrap(), [PathBuf::from("pkg/glue.js")]);
        assert_eq!(resolved("./i18n/${lang}.json").unwrap(), catalogues);
        assert_eq!(resolved("./i18n/").unwrap(), catalogues);
        assert_eq!(resolved("./").unwrap(), Vec::<PathBuf>::new());
        assert_eq!(resolved("../").unwrap(), Vec::<PathBuf>::new());
        assert!(resolved("./missing.js").is_err());
        assert!(resolved("./i18n/${lang}.js").is_err());
        assert!(resolved("../../outside.js").is_err());
        fs::remove_dir_all(&app).unwrap();
    }

    #[test]
    fn places_flatten_the_folders_by_role() {
        let files: Files = [
            "www/embed/mancala-board.js",
            "www/game/computer.js",
            "www/background/i18n/en.js",
            "www/i18n/en.js",
            "pkg/computer/glue.js",
            "pkg/glue.js",
        ]
        .into_iter()
        .map(|f| (PathBuf::from(f), Vec::new()))
        .collect();
        let places = package_places(&files).unwrap();
        let place = |f: &str| places[Path::new(f)].to_string_lossy().into_owned();
        assert_eq!(place("www/embed/mancala-board.js"), "mancala-board.js");
        assert_eq!(place("www/game/computer.js"), "computer.js");
        assert_eq!(place("www/background/i18n/en.js"), "i18n/en.js");
        assert_eq!(place("www/i18n/en.js"), "en.js");
        assert_eq!(place("pkg/computer/glue.js"), "computer/glue.js");
        let clash: Files =
            ["www/a/x.js", "www/b/x.js"].into_iter().map(|f| (PathBuf::from(f), Vec::new())).collect();
        assert!(package_places(&clash).is_err());
    }

    #[test]
    fn relative_references() {
        assert_eq!(relative(Path::new(""), Path::new("mancala-web.js")), "./mancala-web.js");
        assert_eq!(relative(Path::new("i18n"), Path::new("a.js")), "../a.js");
        assert_eq!(relative(Path::new(""), Path::new("i18n/fr.json")), "./i18n/fr.json");
    }
}
