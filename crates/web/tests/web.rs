//! Runs in headless Chromium: `cargo test -p mancala-web --target wasm32-unknown-unknown`
//! (the xtask is the cargo runner for that target, see .cargo/config.toml).
//! On the native target these compile but run nothing.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect};
use mancala_web::{describe_rules, engine_version, normalize_rules, GameHandle};
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
    let mut game = GameHandle::new("bk2".into(), JsValue::UNDEFINED).unwrap();
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
    let mut game = GameHandle::new("ba2".into(), JsValue::from(0)).unwrap();
    let events = Array::from(&game.play(JsValue::from(0)).unwrap());
    let relays = events.iter().filter(|e| get(e, "kind") == "relay").count();
    assert_eq!(relays, 4, "BA-1 has five laps");
    let endless = GameHandle::from_record(
        "ba2_1.2.0.2.1.0.2.1.0.2.1.0_0.36_0_000000111111_0_1~".into(),
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!(endless.why_illegal(JsValue::from(1)).unwrap().as_deref(), Some("endless"));
    assert_eq!(endless.why_illegal(JsValue::from(0)).unwrap(), None);
}

#[wasm_bindgen_test]
fn bad_input_throws_errors_and_changes_nothing() {
    let mut game = GameHandle::new("bk2".into(), JsValue::UNDEFINED).unwrap();
    assert!(game.play(JsValue::from(3)).is_err(), "not yours");
    assert!(game.play(JsValue::from_str("0")).is_err(), "a string is not a hole");
    assert!(game.play(JsValue::from(1.5)).is_err());
    assert!(game.play(JsValue::from(-1)).is_err());
    assert!(game.play(JsValue::NULL).is_err());
    assert!(game.play(JsValue::from(99)).is_err());
    assert!(game.next_round(JsValue::NULL).is_err(), "no round to end");
    assert_eq!(game.record().unwrap(), "bk2~");
    assert!(GameHandle::new("chess".into(), JsValue::UNDEFINED).is_err());
    assert!(GameHandle::new("bk2".into(), JsValue::from(5)).is_err());
    assert!(GameHandle::from_record("bk2~zz".into(), JsValue::UNDEFINED).is_err());
    assert!(GameHandle::from_record("".into(), JsValue::UNDEFINED).is_err());
    assert!(normalize_rules("ba2m9".into()).is_err());
    assert_eq!(normalize_rules("bk2ob".into()).unwrap(), "bk2bo");
}

#[wasm_bindgen_test]
fn undo_redo_and_records_restore_the_game() {
    let mut game = GameHandle::new("km2".into(), JsValue::UNDEFINED).unwrap();
    game.play(JsValue::from(1)).unwrap();
    game.play(JsValue::from(4)).unwrap();
    assert!(game.undo().unwrap());
    assert_eq!(get(&game.state().unwrap(), "canRedo"), true);
    assert!(game.redo().unwrap());
    let restored = GameHandle::from_record(game.record().unwrap().into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(restored.notation().unwrap(), game.notation().unwrap());
    let plies = Array::from(&get(&restored.state().unwrap(), "plies"));
    assert_eq!(plies.length(), 2);
    assert_eq!(get(&plies.get(1), "player"), 1);
    assert_eq!(get(&plies.get(1), "text"), "e");
}

#[wasm_bindgen_test]
fn a_game_read_with_its_redo_can_redo_what_was_undone() {
    let mut game = GameHandle::new("km2".into(), JsValue::UNDEFINED).unwrap();
    game.play(JsValue::from(1)).unwrap();
    game.play(JsValue::from(4)).unwrap();
    assert!(game.undo().unwrap());
    assert_eq!(game.redo_text().unwrap(), "e");
    let mut restored =
        GameHandle::from_record(game.record().unwrap().into(), game.redo_text().unwrap().into()).unwrap();
    assert_eq!(restored.record().unwrap(), "km2~b");
    assert!(restored.redo().unwrap());
    assert_eq!(restored.record().unwrap(), "km2~be");
    assert!(GameHandle::from_record("km2~b".into(), "zz".into()).is_err());
    assert!(GameHandle::from_record("km2~b".into(), 7.into()).is_err());
}

#[wasm_bindgen_test]
fn a_match_round_ends_and_the_winner_chooses() {
    // BA-5's position in a match: the move leaves four seeds, which the starter (South) takes.
    let mut game = GameHandle::from_record(
        "ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~".into(),
        JsValue::UNDEFINED,
    )
    .unwrap();
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
    let mut computer = mancala_web::Computer::new(7.0.into()).unwrap();
    let decision =
        computer.decide(JsValue::from("ba2~a"), JsValue::from("expert"), JsValue::from(200.0)).unwrap();
    let hole = get(&decision, "hole").as_f64().unwrap() as usize;
    assert!((6..12).contains(&hole), "North plays one of its pits, not {hole}");
    let mut game = GameHandle::from_record("ba2~a".into(), JsValue::UNDEFINED).unwrap();
    assert!(game.play(JsValue::from(hole)).is_ok());

    let hints = Array::from(&computer.hints(JsValue::from("bk2~"), JsValue::from(100.0)).unwrap());
    assert!(hints.iter().any(|h| get(&h, "best") == true));

    assert!(computer
        .decide(JsValue::from("ba2~a"), JsValue::from("grandmaster"), JsValue::from(100.0))
        .is_err());
    assert!(computer
        .decide(JsValue::from("ba2~a"), JsValue::from("expert"), JsValue::from(f64::NAN))
        .is_err());
    assert!(computer.decide(JsValue::from("ba2~a"), JsValue::from("expert"), JsValue::from(-1.0)).is_err());
    assert!(computer
        .decide(JsValue::from("not a record"), JsValue::from("expert"), JsValue::from(100.0))
        .is_err());
    assert!(computer.prepare("ba2".into()).map(|solved| !solved).unwrap());
}

#[wasm_bindgen_test]
fn the_computer_takes_its_pits_after_winning_a_match_round() {
    let mut computer = mancala_web::Computer::new(1.0.into()).unwrap();
    let round_over = "ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i";
    let decision =
        computer.decide(JsValue::from(round_over), JsValue::from("beginner"), JsValue::from(100.0)).unwrap();
    assert!(get(&decision, "hole").is_null());
    assert_eq!(numbers(&get(&decision, "pits")), vec![6.0]);
}

/// The message of a refused call.
fn message<T, E: Into<JsValue>>(result: Result<T, E>) -> String {
    let Err(error) = result else { panic!("the call must be refused") };
    let error: JsValue = error.into();
    get(&error, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn any_value_javascript_passes_gets_an_error_that_says_what_was_expected() {
    // Values of the wrong kind once trapped the module ("memory access out of bounds").
    let object = js_sys::Object::new().into();
    let big = js_sys::BigInt::from(5u32).into();
    let symbol = js_sys::Symbol::for_("x").into();
    assert_eq!(
        message(normalize_rules(5.into())),
        "expected a rules header (a string such as \"bk2\" or \"ba2m10\"), got the number 5"
    );
    assert_eq!(
        message(GameHandle::from_record(123.into(), JsValue::UNDEFINED)),
        "expected a game record (a string such as \"bk2~ad\"), got the number 123"
    );
    assert!(message(GameHandle::new(object, JsValue::UNDEFINED)).ends_with("got an object"));
    assert!(message(normalize_rules(big)).ends_with("got a BigInt"));
    assert!(message(normalize_rules(symbol)).ends_with("got a symbol"));
    assert!(message(normalize_rules(JsValue::NULL)).ends_with("got null"));
    let mut computer = mancala_web::Computer::new(1.into()).unwrap();
    assert!(message(computer.prepare(true.into())).ends_with("got true"));
    assert!(message(computer.decide(7.into(), "expert".into(), 10.into())).ends_with("got the number 7"));
    assert_eq!(
        message(computer.decide("ba2~".into(), "grandmaster".into(), 10.into())),
        "expected a level: beginner, intermediate or expert, got the string \"grandmaster\""
    );
    assert!(message(computer.decide("ba2~".into(), "expert".into(), "10".into())).contains("got the string"));
    assert!(message(mancala_web::Computer::new(JsValue::UNDEFINED)).starts_with("expected a seed"));
    let mut game = GameHandle::new("bk2".into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(
        message(game.play(1.5.into())),
        "expected a hole number, a whole number from 0 to 11, got the number 1.5"
    );
    assert_eq!(message(game.play(3.into())), "expected a hole of the player to move, got another player's");
    assert!(message(game.next_round(JsValue::NULL)).starts_with("expected a finished round"));
    assert_eq!(game.record().unwrap(), "bk2~", "a refused call changes nothing");
}

#[wasm_bindgen_test]
fn chosen_pits_are_different_pits() {
    // A repeated pit is an error of its own: [9, 9] was once taken as one pit, and [0, 0, 0]
    // answered "choose exactly 3 pits".
    let round_over = "ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i";
    let mut game = GameHandle::from_record(round_over.into(), JsValue::UNDEFINED).unwrap();
    let pits = |list: &[u32]| JsValue::from(list.iter().map(|&p| JsValue::from(p)).collect::<Array>());
    assert_eq!(message(game.next_round(pits(&[9, 9]))), "expected each pit at most once, got pit 9 twice");
    assert_eq!(message(game.next_round(pits(&[0, 0, 0]))), "expected each pit at most once, got pit 0 twice");
    assert_eq!(message(game.next_round(pits(&[9, 10]))), "expected exactly 1 pit, got 2");
    assert!(message(game.next_round(pits(&[12]))).starts_with("expected pit numbers from 0 to 11"));
    let long = Array::new_with_length(1000);
    assert!(message(game.next_round(long.into())).ends_with("got a longer array"));
    assert!(message(game.next_round(js_sys::Object::new().into())).ends_with("got an object"));
    assert_eq!(game.record().unwrap(), round_over);
    assert!(game.next_round(pits(&[9])).is_ok());
}

#[wasm_bindgen_test]
fn a_throwing_array_leaves_the_handle_usable() {
    // A getter that throws while the handle is borrowed must not leave it borrowed.
    let hostile = js_sys::Function::new_no_args(
        "const a = [9]; Object.defineProperty(a, 0, { get() { throw 1; } }); return a;",
    )
    .call0(&JsValue::NULL)
    .unwrap();
    let round_over = "ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i";
    let mut game = GameHandle::from_record(round_over.into(), JsValue::UNDEFINED).unwrap();
    assert!(message(game.next_round(hostile)).ends_with("got an array that throws when read"));
    assert!(game.next_round(JsValue::NULL).is_ok());
}

/// A value made by JavaScript source (an expression).
fn js(source: &str) -> JsValue {
    js_sys::Function::new_no_args(&format!("return {source};")).call0(&JsValue::NULL).unwrap()
}

#[wasm_bindgen_test]
fn a_book_that_is_not_a_real_uint8array_is_refused_and_the_computer_stays_usable() {
    // A spoofed length of -1 once trapped ("capacity overflow"), a throwing getter
    // left the Computer borrowed for good ("recursive use of an object detected").
    let mut computer = mancala_web::Computer::new(1.into()).unwrap();
    for (source, what) in [
        ("Object.defineProperty(new Uint8Array(8), 'length', { value: -1 })", "an empty book"),
        ("Object.defineProperty(new Uint8Array(8), 'length', { value: 1e9 })", "an empty book"),
        ("Object.create(Uint8Array.prototype)", "an object"),
        (
            "Object.defineProperty(Object.create(Uint8Array.prototype), 'length', { get() { throw 1; } })",
            "an object",
        ),
        ("new Proxy(new Uint8Array(8), {})", "a proxy"),
    ] {
        let result = computer.load_book(js(source));
        if what == "an empty book" {
            // Eight zero bytes: not a book, whatever length they claim.
            assert!(message(result).starts_with("expected an opening book"), "{source}");
        } else {
            assert!(message(result).starts_with("expected the book's bytes, a Uint8Array, got"), "{source}");
        }
        assert!(computer.decide("ba2~".into(), "beginner".into(), 0.into()).is_ok(), "{source}");
    }
}

#[wasm_bindgen_test]
fn a_clock_that_throws_or_steps_back_has_run_out() {
    // A throwing performance.now once left the Computer borrowed for good.
    let mut computer = mancala_web::Computer::new(1.into()).unwrap();
    for clock in
        ["() => { throw new Error('clock'); }", "() => NaN", "(() => { let t = 1e9; return () => t--; })()"]
    {
        js(&format!("(performance.now = {clock}, 0)"));
        let decided = computer.decide("ba2~ag".into(), "expert".into(), 50.into());
        let hinted = computer.hints("ba2~ag".into(), 50.into());
        let valued = computer.position_value("ba2~ag".into(), 50.into());
        js("delete performance.now");
        assert!(decided.is_ok() && hinted.is_ok() && valued.is_ok(), "{clock}");
        assert!(computer.decide("ba2~".into(), "beginner".into(), 0.into()).is_ok(), "{clock}");
    }
}

fn letters(value: &JsValue) -> Vec<String> {
    Array::from(value).iter().map(|v| v.as_string().unwrap()).collect()
}

#[wasm_bindgen_test]
fn a_rules_header_is_described_as_plain_data() {
    let d = describe_rules("km3us".into()).unwrap();
    assert_eq!(get(&d, "header"), "km3su");
    assert_eq!(get(&d, "game"), "koumma");
    assert_eq!(get(&d, "players"), 3);
    assert_eq!(get(&d, "rows"), 2);
    assert_eq!(get(&d, "holesPerRow"), 3);
    assert_eq!(get(&d, "holes"), 6);
    assert_eq!(numbers(&get(&d, "owners")), vec![0.0, 0.0, 1.0, 1.0, 2.0, 2.0]);
    assert_eq!(numbers(&get(&d, "startingSeeds")), vec![6.0; 6]);
    assert_eq!(get(&d, "solvable"), false);
    assert!(get(&d, "matchTarget").is_null());
    assert_eq!(letters(&get(&d, "variants")), ["s", "u"]);
    assert_eq!(letters(&get(&d, "options")), ["b", "o", "s", "u", "d"]);
    let d = describe_rules("ba2m12".into()).unwrap();
    assert_eq!(get(&d, "matchTarget"), 12);
    assert_eq!(numbers(&get(&d, "startingSeeds")), vec![4.0; 12]);
    assert_eq!(get(&describe_rules("bk2".into()).unwrap(), "solvable"), true);
    let game = GameHandle::new("km3us".into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(letters(&get(&game.view().unwrap(), "variants")), ["s", "u"], "the state has them too");
}

#[wasm_bindgen_test]
fn describing_a_wrong_header_throws_what_was_expected() {
    assert_eq!(
        message(describe_rules(JsValue::UNDEFINED)),
        "expected a rules header (a string such as \"bk2\" or \"ba2m10\"), got undefined"
    );
    assert!(message(describe_rules(js_sys::Object::new().into())).ends_with("got an object"));
    assert_eq!(message(describe_rules("ba2b".into())), "at character 4: expected an option of this game, got b (backward chain), which is for Bakuk and Koumma");
    let refused = describe_rules("chess".into()).unwrap_err();
    assert_eq!(get(&refused, "code"), "notation.gameCode");
}

#[wasm_bindgen_test]
fn a_new_round_ply_gives_the_pits_it_names() {
    let game = GameHandle::from_record(
        "ba2m10_1.3.0.2.0.0.0.0.2.3.1.0_20.16_1_000000111111_0_1~i.J".into(),
        JsValue::UNDEFINED,
    )
    .unwrap();
    let plies = Array::from(&get(&game.state().unwrap(), "plies"));
    assert!(get(&plies.get(0), "choice").is_null(), "a move names no pits");
    assert_eq!(get(&plies.get(1), "text"), ".J");
    assert_eq!(numbers(&get(&plies.get(1), "choice")), vec![9.0]);
    let delta = Array::from(&game.plies_from(1.into()).unwrap());
    assert_eq!(numbers(&get(&delta.get(0), "choice")), vec![9.0]);
}

#[wasm_bindgen_test]
fn the_computer_values_every_move_and_improves_the_values_asked_again() {
    let mut computer = mancala_web::Computer::new(1.into()).unwrap();
    // Bakuk from the solved table: the final margins, every one proven.
    let bakuk = computer.move_values("bk2~".into(), 100.into()).unwrap();
    assert_eq!(get(&bakuk, "available"), true);
    assert_eq!(get(&bakuk, "complete"), true);
    let moves = Array::from(&get(&bakuk, "moves"));
    let plies: Vec<String> = moves.iter().map(|m| get(&m, "ply").as_string().unwrap()).collect();
    assert_eq!(plies, ["a", "b", "c"]);
    let values: Vec<f64> = moves.iter().map(|m| get(&m, "value").as_f64().unwrap()).collect();
    assert_eq!(values, [-2.0, 0.0, 2.0]);
    assert!(moves.iter().all(|m| get(&m, "proven") == true && get(&m, "bound") == "exact"));

    // A Ba-awa position of 16 seeds, without the book: asked again with twice the time each
    // time, the proven bounds only narrow, every estimate lies within them, and the values end
    // proven, within every bound given before.
    let record = JsValue::from("ba2~ajdhbjfhal");
    let kinds = ["exact", "atLeast", "atMost", "estimate"];
    let mut answers: Vec<Vec<(f64, f64, f64)>> = Vec::new();
    let mut millis = 25.0;
    loop {
        let answer = computer.move_values(record.clone(), millis.into()).unwrap();
        assert_eq!(get(&answer, "available"), true);
        let moves: Vec<(f64, f64, f64)> = Array::from(&get(&answer, "moves"))
            .iter()
            .map(|m| {
                assert!(kinds.contains(&get(&m, "bound").as_string().unwrap().as_str()));
                let number = |key| get(&m, key).as_f64().unwrap();
                (number("lower"), number("value"), number("upper"))
            })
            .collect();
        assert!(moves.iter().all(|&(lower, value, upper)| lower <= value && value <= upper), "{moves:?}");
        if let Some(before) = answers.last() {
            for (&(lower, _, upper), &(now_lower, _, now_upper)) in before.iter().zip(&moves) {
                assert!(lower <= now_lower && now_upper <= upper, "{before:?} then {moves:?}");
            }
        }
        answers.push(moves);
        if get(&answer, "complete") == true || millis >= 10_000.0 {
            break;
        }
        millis *= 2.0;
    }
    let proven = answers.last().unwrap();
    assert!(proven.iter().all(|&(lower, value, upper)| lower == value && value == upper), "{answers:?}");

    // No exact values: said, not thrown.
    for (record, reason) in [("ba3~", "threePlayers"), ("ba2m10~", "matchPlay"), ("bk3~", "threePlayers")] {
        let answer = computer.move_values(record.into(), 10.into()).unwrap();
        assert_eq!(get(&answer, "available"), false, "{record}");
        assert_eq!(get(&answer, "reason"), reason, "{record}");
        assert_eq!(Array::from(&get(&answer, "moves")).length(), 0);
    }
    // A record that cannot be read, or a bad time, throws.
    assert!(message(computer.move_values("bk2~zz".into(), 10.into())).contains("expected"));
    assert!(message(computer.move_values(7.into(), 10.into())).ends_with("got the number 7"));
    assert!(message(computer.move_values("bk2~".into(), (-1).into())).contains("milliseconds"));
}
