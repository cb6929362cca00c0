//! Every rule vector, through the same code as `mancala vectors`: the published ones in
//! `crates/rules/tests/vectors/` and the project's own in its `project/` folder. Missing data is a
//! failure, never a skip. That the published ones are an exact copy is checked by `.ci/run`,
//! where the published folder is at hand.

use std::path::{Path, PathBuf};

use mancala_cli::vectors::run_text;

fn vectors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/tests/vectors")
}

fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
}

/// Runs every vector of the JSON files in `dir` and returns how many passed.
fn run_all(dir: &Path) -> usize {
    let mut passed = 0;
    for file in json_files(dir) {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for case in run_text(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display())) {
            assert_eq!(case.failure, None, "{} {}", file.display(), case.id);
            passed += 1;
        }
    }
    passed
}

#[test]
fn every_published_vector_passes() {
    let passed = run_all(&vectors_dir());
    assert!(passed >= 37, "only {passed} published vectors found");
}

#[test]
fn every_project_vector_passes() {
    let passed = run_all(&vectors_dir().join("project"));
    assert!(passed >= 1, "no project vectors found");
}

#[test]
fn a_wrong_expectation_is_reported() {
    let text = r#"[{"id": "X", "game": "bakuk", "players": 2, "variant": {},
        "position": {"board": [6,6,6,6,6,6], "captured": [0,0], "to_move": 0}, "move": 0,
        "after": {"board": [1,7,7,7,7,8], "captured": [0,0], "to_move": 1, "captures": [], "over": false}}]"#;
    let results = run_text(text).unwrap();
    assert_eq!(results[0].failure.as_deref(), Some("board: expected [1,7,7,7,7,8], got [1,7,7,7,7,7]"));
    assert!(run_text("{").is_err());
    let unknown = r#"[{"id": "Y", "game": "bakuk", "variant": {"chain": "sideways"}}]"#;
    assert!(run_text(unknown).unwrap()[0].failure.as_deref().unwrap().contains("unknown variant option"));
}
