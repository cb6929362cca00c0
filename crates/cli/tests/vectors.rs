//! Every rule vector, through the same code as `mancala vectors`.

use std::path::{Path, PathBuf};

use mancala_cli::vectors::run_text;

fn project_vectors() -> PathBuf {
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

#[test]
fn every_vector_passes() {
    let mut passed = 0;
    for file in json_files(&project_vectors()) {
        let text = std::fs::read_to_string(&file).unwrap();
        for case in run_text(&text).unwrap() {
            assert_eq!(case.failure, None, "{} {}", file.display(), case.id);
            passed += 1;
        }
    }
    assert!(passed >= 37, "only {passed} vectors found");
}

/// The project's copy must stay identical to the rules' own vectors, when those are at hand
/// (beside the checkout, as on the team's machines and in CI).
#[test]
fn vectors_are_in_sync_with_the_shared_rules() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/rules/vectors");
    if !shared.is_dir() {
        eprintln!("no shared/rules/vectors beside the checkout; sync not checked");
        return;
    }
    let names = |dir: &Path| -> Vec<_> {
        let mut names: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        names.sort();
        names
    };
    assert_eq!(names(&shared), names(&project_vectors()), "vector files differ");
    for name in names(&shared) {
        let ours = std::fs::read(project_vectors().join(&name)).unwrap();
        let theirs = std::fs::read(shared.join(&name)).unwrap();
        assert!(ours == theirs, "{name:?} differs from shared/rules/vectors; copy it again");
    }
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
