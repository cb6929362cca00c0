//! `cargo xtask serve`: build dist/ and serve it on 127.0.0.1.
//!
//! A small thread-per-connection static file server: enough for local
//! play-testing, with the MIME types browsers insist on (a module script
//! must be JavaScript, streaming instantiation needs application/wasm).

use crate::{dist, setup, util::say};
use anyhow::{Context, Result};
use std::{
    fs,
    io::{self, BufRead, BufReader, Write},
    net::{TcpListener, TcpStream},
    path::{Component, Path, PathBuf},
    thread,
};

pub const DEFAULT_PORT: u16 = 8080;

/// The same policy as the pages' `<meta http-equiv="Content-Security-Policy">`
/// (index.html, embed-demo.html): nothing from other origins, no inline
/// script, no eval except compiling the wasm module. Framing stays allowed
/// (no frame-ancestors): embedding the board is wanted.
pub const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; \
     img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; \
     object-src 'none'; base-uri 'none'; form-action 'none'";

pub fn run(port: u16) -> Result<()> {
    say("checking the tools the build needs");
    setup::wasm_target()?;
    setup::node_modules()?;
    dist::run()?;

    let root = dist::dist_dir();
    let listener = TcpListener::bind(("127.0.0.1", port))
        .with_context(|| format!("cannot listen on 127.0.0.1:{port}; try --port N"))?;
    let port = listener.local_addr()?.port();
    say(format!("serving {} at http://127.0.0.1:{port}/ (Ctrl-C stops)", root.display()));
    for stream in listener.incoming() {
        match stream {
            Ok(stream) => {
                let root = root.clone();
                thread::spawn(move || {
                    if let Err(err) = handle(stream, &root) {
                        say(format!("connection error: {err}"));
                    }
                });
            }
            Err(err) => say(format!("accept failed: {err}")),
        }
    }
    Ok(())
}

fn handle(stream: TcpStream, root: &Path) -> io::Result<()> {
    let mut reader = BufReader::new(&stream);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    skip_headers(&mut reader)?;

    let mut parts = request_line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let response = match method {
        "GET" | "HEAD" => file_response(root, target),
        _ => Response::text(405, "Method Not Allowed"),
    };
    println!("{method} {target} -> {}", response.status);
    response.send(&stream, method == "HEAD")
}

fn skip_headers(reader: &mut impl BufRead) -> io::Result<()> {
    let mut line = String::new();
    while reader.read_line(&mut line)? > 0 && line.trim_end() != "" {
        line.clear();
    }
    Ok(())
}

fn file_response(root: &Path, target: &str) -> Response {
    let Some(path) = resolve(root, target) else {
        return Response::text(404, "Not Found");
    };
    match fs::read(&path) {
        Ok(body) => Response { status: 200, content_type: content_type(&path), body },
        Err(_) => Response::text(404, "Not Found"),
    }
}

/// Maps a request target to a file under `root`; None for anything that
/// would leave it. Directories give their index.html.
fn resolve(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next()?;
    let relative = Path::new(path.strip_prefix('/')?);
    if !relative.components().all(|part| matches!(part, Component::Normal(_))) {
        return None;
    }
    let file = root.join(relative);
    Some(if file.is_dir() { file.join("index.html") } else { file })
}

fn content_type(path: &Path) -> &'static str {
    let extension = path.extension().and_then(|ext| ext.to_str()).unwrap_or("");
    match extension {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

struct Response {
    status: u16,
    content_type: &'static str,
    body: Vec<u8>,
}

impl Response {
    fn text(status: u16, reason: &str) -> Self {
        Response { status, content_type: "text/plain; charset=utf-8", body: reason.as_bytes().to_vec() }
    }

    fn send(&self, mut stream: &TcpStream, head_only: bool) -> io::Result<()> {
        let reason = match self.status {
            200 => "OK",
            404 => "Not Found",
            _ => "Method Not Allowed",
        };
        // no-cache: a rebuilt dist/ must show up on reload. Any origin may
        // load the files: a sandboxed iframe (origin "null") fetches the
        // module scripts and the wasm in CORS mode.
        write!(
            stream,
            "HTTP/1.1 {} {reason}\r\nContent-Type: {}\r\nContent-Length: {}\r\n\
             Cache-Control: no-cache\r\nAccess-Control-Allow-Origin: *\r\n\
             Content-Security-Policy: {CSP}\r\nConnection: close\r\n\r\n",
            self.status,
            self.content_type,
            self.body.len()
        )?;
        if !head_only {
            stream.write_all(&self.body)?;
        }
        stream.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util;

    #[test]
    fn resolves_files_and_directory_indexes() {
        let root = util::root();
        assert_eq!(resolve(&root, "/style.css?v=2"), Some(root.join("style.css")));
        assert_eq!(resolve(&root, "/"), Some(root.join("index.html")));
        assert_eq!(resolve(&root, "/www/"), Some(root.join("www/index.html")));
    }

    #[test]
    fn refuses_paths_that_leave_the_root() {
        let root = util::root();
        assert_eq!(resolve(&root, "/../Cargo.toml"), None);
        assert_eq!(resolve(&root, "/www/../../etc/passwd"), None);
        assert_eq!(resolve(&root, "relative"), None);
    }

    #[test]
    fn serves_modules_and_wasm_with_the_types_browsers_require() {
        assert_eq!(content_type(Path::new("pkg/a_bg.wasm")), "application/wasm");
        assert!(content_type(Path::new("www/page/main.js")).starts_with("text/javascript"));
        assert_eq!(content_type(Path::new("app.webmanifest")), "application/manifest+json");
    }

    #[test]
    fn the_header_policy_is_the_one_in_the_pages() {
        for page in ["index.html", "embed-demo.html"] {
            let html = fs::read_to_string(util::root().join(page)).unwrap();
            assert!(html.contains(&format!("content=\"{CSP}\"")), "{page} carries the CSP of serve.rs");
        }
    }
}
