//! The service worker of the release build: dist/sw.js, written from the
//! template pwa/sw.js with the build's version and the files to precache.
//!
//! The version is a hash of every file in dist/ (path and contents), so any
//! change to the site gives a new version, hence a new cache name
//! (`mancala-web-<version>`), and browsers see a changed sw.js and offer the
//! update. An unchanged build gives the same sw.js, and nothing is offered.

use crate::util;
use anyhow::{bail, Context, Result};
use std::{fs, path::Path};

/// Where the template lives, from the workspace root.
pub const TEMPLATE: &str = "pwa/sw.js";
/// The worker's name in dist/ (at the root: its scope is the whole site).
pub const WORKER: &str = "sw.js";
const VERSION_LINE: &str = "const VERSION = 'dev'; // xtask: version";
const PRECACHE_LINE: &str = "const PRECACHE = []; // xtask: precache";

/// Writes dist/sw.js for the files now in `dist`; returns the version.
pub fn write_service_worker(dist: &Path) -> Result<String> {
    let template =
        fs::read_to_string(util::root().join(TEMPLATE)).with_context(|| format!("reading {TEMPLATE}"))?;
    let mut files = Vec::new();
    for path in util::files(dist)? {
        let name = path.to_string_lossy().replace('\\', "/");
        if name == WORKER {
            continue;
        }
        let bytes = fs::read(dist.join(&path))?;
        files.push((name, bytes));
    }
    let version = version_of(&files);
    let names: Vec<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
    let worker = fill(&template, &version, &names)?;
    fs::write(dist.join(WORKER), worker).context("writing dist/sw.js")?;
    Ok(version)
}

/// 16 hex digits of a 64-bit FNV-1a hash over every (path, contents), in order.
fn version_of(files: &[(String, Vec<u8>)]) -> String {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash = OFFSET;
    let mut eat = |bytes: &[u8]| {
        for &byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(PRIME);
        }
    };
    for (name, bytes) in files {
        eat(name.as_bytes());
        eat(&[0]);
        eat(&(bytes.len() as u64).to_le_bytes());
        eat(bytes);
    }
    format!("{hash:016x}")
}

/// The template with its two marked lines replaced.
fn fill(template: &str, version: &str, files: &[&str]) -> Result<String> {
    for line in [VERSION_LINE, PRECACHE_LINE] {
        if template.matches(line).count() != 1 {
            bail!("{TEMPLATE} must contain the line `{line}` exactly once");
        }
    }
    let list = files.iter().map(|name| format!("  {},\n", json_string(name))).collect::<String>();
    Ok(template
        .replace(VERSION_LINE, &format!("const VERSION = '{version}';"))
        .replace(PRECACHE_LINE, &format!("const PRECACHE = [\n{list}];")))
}

/// A JSON (and JavaScript) string literal.
fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(pairs: &[(&str, &str)]) -> Vec<(String, Vec<u8>)> {
        pairs.iter().map(|(n, b)| (n.to_string(), b.as_bytes().to_vec())).collect()
    }

    #[test]
    fn the_version_follows_every_byte_and_name() {
        let a = version_of(&files(&[("index.html", "<p>"), ("www/page/main.js", "x")]));
        assert_eq!(a.len(), 16);
        assert_eq!(a, version_of(&files(&[("index.html", "<p>"), ("www/page/main.js", "x")])));
        assert_ne!(a, version_of(&files(&[("index.html", "<p>"), ("www/page/main.js", "y")])));
        assert_ne!(a, version_of(&files(&[("index.html", "<p>"), ("www/main2.js", "x")])));
        // Moving a byte from one file to the next is a change too.
        assert_ne!(
            version_of(&files(&[("a", "xy"), ("b", "")])),
            version_of(&files(&[("a", "x"), ("b", "y")]))
        );
    }

    #[test]
    fn the_template_gets_the_version_and_the_list() {
        let template = fs::read_to_string(util::root().join(TEMPLATE)).unwrap();
        let filled = fill(&template, "0123456789abcdef", &["index.html", "www/page/main.js"]).unwrap();
        assert!(filled.contains("const VERSION = '0123456789abcdef';"));
        assert!(filled.contains("const PRECACHE = [\n  \"index.html\",\n  \"www/page/main.js\",\n];"));
        assert!(!filled.contains("xtask: version"));
        assert!(fill("no markers", "v", &[]).is_err());
    }
}
