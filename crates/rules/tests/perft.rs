//! The move generator against stored perft figures (`tests/data/perft.txt`).

use mancala_rules::{parse_rules_str, perft, Position};

#[test]
fn perft_matches_the_stored_figures() {
    let data = include_str!("data/perft.txt");
    let mut checked = 0;
    let mut by_rules: Vec<(&str, Vec<[u64; 5]>)> = Vec::new();
    for line in data.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let numbers: Vec<u64> = fields[1..].iter().map(|f| f.parse().unwrap()).collect();
        let row = [numbers[0], numbers[1], numbers[2], numbers[3], numbers[4]];
        match by_rules.last_mut() {
            Some((header, rows)) if *header == fields[0] => rows.push(row),
            _ => by_rules.push((fields[0], vec![row])),
        }
    }
    for (header, rows) in by_rules {
        let rules = parse_rules_str(header).unwrap();
        let computed = perft(&Position::new(rules), rows.len());
        for (row, got) in rows.iter().zip(&computed) {
            let got = [row[0], got.positions, got.captures, got.laps, got.ends];
            assert_eq!(&got, row, "{header} depth {}", row[0]);
            checked += 1;
        }
    }
    assert!(checked >= 100, "only {checked} perft rows checked");
}
