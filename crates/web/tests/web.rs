//! Runs in headless Chromium: `cargo test -p mancala-web --target wasm32-unknown-unknown`
//! (the xtask is the cargo runner for that target, see .cargo/config.toml).
//! On the native target these compile but run nothing.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect};
use mancala_web::{engine_version, normalize_rules, GameHandle};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).unwrap()
}

fn numbers(value: &JsValue) -> Vec<f64> {
    Array::from(value).iter().map(|v| v.as_f64().unwrap()).collect()
}

#[wasm_bindgen_test]
fn engine_version_is_the_crate_version() {
    assert_eq!(engine_version(), env!("CARGO_PKG_VERSION"));
}

#[wasm_bindgen_test]
fn a_move_returns_its_trace_and_changes_the_state() {
    let mut game = GameHandle::new("bk2", JsValue::UNDEFINED).unwrap();
    let events = game.play(JsValue::from(0)).unwrap();
    let events = Array::from(&events);
    assert_eq!(get(&events.get(0), "kind"), "lift");
    assert_eq!(get(&events.get(0), "seeds"), 6);
    assert_eq!(get(&events.get(events.length() - 1), "kind"), "move-end");
    let state = game.state().unwrap();
    assert_eq!(numbers(&get(&state, "board")), vec![1.0, 7.0, 7.0, 7.0, 7.0, 7.0]);
    assert_eq!(get(&state, "toMove"), 1);
    assert_eq!(get(&state, "status"), "playing");
    assert_eq!(numbers(&get(&state, "legal")), vec![3.0, 4.0, 5.0]);
    assert_eq!(get(&state, "record"), "bk2~a");
    assert!(get(&state, "endReason").is_null());
}

#[wasm_bindgen_test]
fn ba_awa_relays_and_endless_moves() {
    let mut game = GameHandle::new("ba2", JsValue::from(0)).unwrap();
    let events = Array::from(&game.play(JsValue::from(0)).unwrap());
    let relays = events.iter().filter(|e| get(e, "kind") == "relay").count();
    assert_eq!(relays, 4, "BA-1 has five laps");
    let endless = GameHandle::from_record("ba2_1.2.0.2.1.0.2.1.0.2.1.0_0.36_0_000000111111_0_1~").unwrap();
    assert_eq!(endless.why_illegal(JsValue::from(1)).unwrap().as_deref(), Some("endless"));
    assert_eq!(endless.why_illegal(JsValue::from(0)).unwrap(), None);
}

#[wasm_bindgen_test]
fn bad_input_throws_errors_and_changes_nothing() {
    let mut game = GameHandle::new("bk2", JsValue::UNDEFINED).unwrap();
    assert!(game.play(JsValue::from(3)).is_err(), "not yours");
    assert!(game.play(JsValue::from_str("0")).is_err(), "a string is not a hole");
    assert!(game.play(JsValue::from(1.5)).is_err());
    assert!(game.play(JsValue::from(-1)).is_err());
    assert!(game.play(JsValue::NULL).is_err());
    assert!(game.play(JsValue::from(99)).is_err());
    assert!(game.next_round(JsValue::NULL).is_err(), "no round to end");
    assert_eq!(game.record(), "bk2~");
    assert!(GameHandle::new("chess", JsValue::UNDEFINED).is_err());
    assert!(GameHandle::new("bk2", JsValue::from(5)).is_err());
    assert!(GameHandle::from_record("bk2~zz").is_err());
    assert!(GameHandle::from_record("").is_err());
    assert!(normalize_rules("ba2m9").is_err());
    assert_eq!(normalize_rules("bk2ob").unwrap(), "bk2bo");
}

#[wasm_bindgen_test]
fn undo_redo_and_records_restore_the_game() {
    let mut game = GameHandle::new("km2", JsValue::UNDEFINED).unwrap();
    game.play(JsValue::from(1)).unwrap();
    game.play(JsValue::from(4)).unwrap();
    assert!(game.undo());
    assert_eq!(get(&game.state().unwrap(), "canRedo"), true);
    assert!(game.redo());
    let restored = GameHandle::from_record(&game.record()).unwrap();
    assert_eq!(restored.notation(), game.notation());
    let plies = Array::from(&get(&restored.state().unwrap(), "plies"));
    assert_eq!(plies.length(), 2);
    assert_eq!(get(&plies.get(1), "player"), 1);
    assert_eq!(get(&plies.get(1), "text"), "e");
}

#[wasm_bindgen_test]
fn a_match_round_ends_and_the_winner_chooses() {
    // BA-5's position in a match: the move leaves four seeds, which the starter (South) takes.
    let mut game =
        GameHandle::from_record("ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~").unwrap();
    game.play(JsValue::from(8)).unwrap();
    let state = game.state().unwrap();
    assert_eq!(get(&state, "status"), "round-over");
    let next = get(&state, "next");
    assert_eq!(get(&next, "chooser"), 0);
    assert_eq!(get(&next, "extra"), 1);
    assert!(game.next_round(Array::of1(&JsValue::from(3)).into()).is_err(), "own row");
    assert!(game.next_round(Array::of2(&JsValue::from(7), &JsValue::from(8)).into()).is_err(), "one pit");
    let events = Array::from(&game.next_round(Array::of1(&JsValue::from(9)).into()).unwrap());
    assert_eq!(get(&events.get(0), "kind"), "new-round");
    let state = game.state().unwrap();
    assert_eq!(numbers(&get(&state, "owners"))[9], 0.0);
    assert_eq!(get(&state, "round"), 2);
    assert_eq!(get(&state, "toMove"), 1);
}

#[wasm_bindgen_test]
fn the_computer_decides_within_its_time_and_refuses_bad_requests() {
    let mut computer = mancala_web::Computer::new(7.0);
    let decision = computer.decide("ba2~a", "expert", 200.0).unwrap();
    let hole = get(&decision, "hole").as_f64().unwrap() as usize;
    assert!((6..12).contains(&hole), "North plays one of its pits, not {hole}");
    let mut game = GameHandle::from_record("ba2~a").unwrap();
    assert!(game.play(JsValue::from(hole)).is_ok());

    let hints = Array::from(&computer.hints("bk2~", 100.0).unwrap());
    assert!(hints.iter().any(|h| get(&h, "best") == true));

    assert!(computer.decide("ba2~a", "grandmaster", 100.0).is_err());
    assert!(computer.decide("ba2~a", "expert", f64::NAN).is_err());
    assert!(computer.decide("ba2~a", "expert", -1.0).is_err());
    assert!(computer.decide("not a record", "expert", 100.0).is_err());
    assert!(computer.prepare("ba2").map(|solved| !solved).unwrap());
}

#[wasm_bindgen_test]
fn the_computer_takes_its_pits_after_winning_a_match_round() {
    let mut computer = mancala_web::Computer::new(1.0);
    let round_over = "ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i";
    let decision = computer.decide(round_over, "beginner", 100.0).unwrap();
    assert!(get(&decision, "hole").is_null());
    assert_eq!(numbers(&get(&decision, "pits")), vec![6.0]);
}
