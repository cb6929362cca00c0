//! The engine's refusals as codes with parameters, for the page to word in its visitor's
//! language (`www/i18n/reasons.js`): `{ code: "setup.seedTotal", params: { max: 48, found: 50 },
//! message }`, where `message` is the engine's English, for developers and the console only.
//!
//! Each code comes from a typed error of the rules crate, never from its text. [`CODES`] lists
//! every code the bindings give with the names of its parameters: the page's unit test
//! (`tests/unit/reasons.test.mjs`) reads it from this file and checks that every catalogue
//! words each code with exactly those placeholders.

use mancala_rules::{
    ChoiceError, EndLetters, EndReason, Expected, ForeignOption, GameError, MoveError, NotationErrorKind,
    RulesError, SetupError,
};

/// Every code, with its parameters' names: the list the catalogues are checked against, kept
/// in step with [`Reason::of_kind`] by the test below (so it is needed by tests only).
#[cfg(test)]
pub const CODES: &[(&str, &[&str])] = &[
    ("notation.gameCode", &[]),
    ("notation.players", &[]),
    ("notation.optionTwice", &[]),
    ("notation.foreignOption", &["letter", "home"]),
    ("notation.matchTarget", &[]),
    ("notation.optionLetter", &["letters"]),
    ("notation.trailing", &[]),
    ("notation.separator", &["char"]),
    ("notation.number", &["min", "max"]),
    ("notation.tooManyNumbers", &["max"]),
    ("notation.tooManyOwners", &["max"]),
    ("notation.endLetter", &["letters"]),
    ("notation.pitTwice", &["pit"]),
    ("notation.moveLetter", &[]),
    ("rules.players", &[]),
    ("rules.mode", &[]),
    ("rules.variant", &[]),
    ("setup.boardLength", &["expected", "found"]),
    ("setup.capturedLength", &["expected", "found"]),
    ("setup.seedTotal", &["max", "found"]),
    ("setup.ownersNotAllowed", &[]),
    ("setup.ownerLength", &["expected", "found"]),
    ("setup.ownerOutOfRange", &["pit", "found", "max"]),
    ("setup.tooFewOwners", &[]),
    ("setup.toMove", &["found"]),
    ("setup.starter", &["found"]),
    ("setup.round", &[]),
    ("setup.alreadyOver", &["end"]),
    ("setup.passed", &["found", "next"]),
    ("setup.endNotInRules", &[]),
    ("setup.endContradicts", &[]),
    ("move.noSuchHole", &[]),
    ("move.notYours", &[]),
    ("move.empty", &[]),
    ("move.singleSeed", &[]),
    ("move.endless", &[]),
    ("move.over", &[]),
    ("game.noNextRound", &[]),
    ("choice.nothingToChoose", &[]),
    ("choice.count", &["expected", "found"]),
    ("choice.notOpponentRow", &["pit"]),
];

/// A parameter's value: a number (written by the page in its language), a piece of the
/// notation (shown as it is), or letters of the notation (a list).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Number(u32),
    Text(&'static str),
    Char(char),
    Letters(&'static [&'static str]),
}

/// A refusal: its code and parameters (at most three).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reason {
    pub code: &'static str,
    pub params: [Option<(&'static str, Value)>; 3],
}

impl Reason {
    const fn new(code: &'static str) -> Reason {
        Reason { code, params: [None; 3] }
    }

    const fn with(mut self, name: &'static str, value: Value) -> Reason {
        let mut i = 0;
        while i < self.params.len() {
            if self.params[i].is_none() {
                self.params[i] = Some((name, value));
                return self;
            }
            i += 1;
        }
        self
    }

    const fn number(self, name: &'static str, n: u32) -> Reason {
        self.with(name, Value::Number(n))
    }

    /// The reason for what a notation error says (its place is the caller's business).
    pub fn of_kind(kind: &NotationErrorKind) -> Reason {
        match *kind {
            NotationErrorKind::Expected(what) => Reason::expected(what),
            NotationErrorKind::Rules(e) => Reason::rules(e),
            NotationErrorKind::Setup(e) => Reason::setup(e),
            NotationErrorKind::Ply(e) => Reason::game(e),
        }
    }

    fn expected(what: Expected) -> Reason {
        match what {
            Expected::GameCode => Reason::new("notation.gameCode"),
            Expected::Players => Reason::new("notation.players"),
            Expected::OptionOnce => Reason::new("notation.optionTwice"),
            Expected::ForeignOption(foreign) => {
                let (letter, home) = match foreign {
                    ForeignOption::BakukFamily(b'b') => ('b', "bakuk"),
                    ForeignOption::BakukFamily(b'o') => ('o', "bakuk"),
                    ForeignOption::BakukFamily(b'd') => ('d', "bakuk"),
                    ForeignOption::BakukFamily(_) => ('s', "bakuk"),
                    ForeignOption::ThreePlayers => ('s', "three"),
                    ForeignOption::Koumma => ('u', "koumma"),
                    ForeignOption::BaAwa => ('m', "ba-awa"),
                };
                Reason::new("notation.foreignOption")
                    .with("letter", Value::Char(letter))
                    .with("home", Value::Text(home))
            }
            Expected::MatchTarget => Reason::new("notation.matchTarget"),
            Expected::OptionLetter => Reason::new("notation.optionLetter")
                .with("letters", Value::Letters(&["b", "o", "s", "u", "d", "m"])),
            Expected::EndOfRules | Expected::EndOfPosition | Expected::EndOfPly => {
                Reason::new("notation.trailing")
            }
            Expected::Separator(field) => {
                Reason::new("notation.separator").with("char", Value::Char(field.separator()))
            }
            Expected::Number(field) => {
                let (min, max) = field.range();
                Reason::new("notation.number").number("min", min).number("max", max)
            }
            Expected::TooManyNumbers => Reason::new("notation.tooManyNumbers").number("max", 12),
            Expected::TooManyOwners => Reason::new("notation.tooManyOwners").number("max", 12),
            Expected::EndLetter => {
                Reason::new("notation.endLetter").with("letters", Value::Letters(&["n", "r", "d", "l", "m"]))
            }
            Expected::EndLetterOfRules(letters) => Reason::new("notation.endLetter")
                .with("letters", Value::Letters(EndLetters::letters(letters))),
            Expected::PitOnce(pit) => {
                Reason::new("notation.pitTwice").with("pit", Value::Char(char::from(b'A' + pit)))
            }
            Expected::MoveLetter => Reason::new("notation.moveLetter"),
        }
    }

    pub fn rules(e: RulesError) -> Reason {
        Reason::new(match e {
            RulesError::Players => "rules.players",
            RulesError::Mode => "rules.mode",
            RulesError::Variant => "rules.variant",
        })
    }

    pub fn setup(e: SetupError) -> Reason {
        let count = |code, expected: usize, found: usize| {
            Reason::new(code).number("expected", expected as u32).number("found", found as u32)
        };
        match e {
            SetupError::BoardLength { expected, found } => count("setup.boardLength", expected, found),
            SetupError::CapturedLength { expected, found } => count("setup.capturedLength", expected, found),
            SetupError::SeedTotal { max, found } => {
                Reason::new("setup.seedTotal").number("max", max).number("found", found)
            }
            SetupError::OwnershipNotAllowed => Reason::new("setup.ownersNotAllowed"),
            SetupError::OwnerLength { expected, found } => count("setup.ownerLength", expected, found),
            SetupError::OwnerOutOfRange { pit, found, players } => Reason::new("setup.ownerOutOfRange")
                .number("pit", pit as u32)
                .number("found", found.into())
                .number("max", u32::from(players.saturating_sub(1))),
            SetupError::TooFewOwners => Reason::new("setup.tooFewOwners"),
            SetupError::ToMove { found } => Reason::new("setup.toMove").number("found", found.into()),
            SetupError::Starter { found } => Reason::new("setup.starter").number("found", found.into()),
            SetupError::Round => Reason::new("setup.round"),
            SetupError::AlreadyOver(end) => Reason::new("setup.alreadyOver")
                .with("end", Value::Text(if end == EndReason::Decided { "decided" } else { "last-seeds" })),
            SetupError::Passed { found, next } => {
                Reason::new("setup.passed").number("found", found.into()).number("next", next.into())
            }
            SetupError::EndNotInRules(_) => Reason::new("setup.endNotInRules"),
            SetupError::EndContradicts(_) => Reason::new("setup.endContradicts"),
        }
    }

    pub fn game(e: GameError) -> Reason {
        match e {
            GameError::Move(m) => Reason::new(match m {
                MoveError::NoSuchHole => "move.noSuchHole",
                MoveError::NotYours => "move.notYours",
                MoveError::Empty => "move.empty",
                MoveError::SingleSeed => "move.singleSeed",
                MoveError::Endless => "move.endless",
                MoveError::GameOver => "move.over",
            }),
            GameError::NoNextRound => Reason::new("game.noNextRound"),
            GameError::Choice(ChoiceError::NothingToChoose) => Reason::new("choice.nothingToChoose"),
            GameError::Choice(ChoiceError::Count { expected, found }) => {
                Reason::new("choice.count").number("expected", expected.into()).number("found", found.into())
            }
            GameError::Choice(ChoiceError::NotOpponentRow { pit }) => {
                Reason::new("choice.notOpponentRow").number("pit", pit as u32)
            }
        }
    }
}

/// The reason as a plain object, and as a thrown `Error`.
mod js {
    use super::{Reason, Value};
    use js_sys::{Array, Object, Reflect};
    use wasm_bindgen::JsValue;

    impl Reason {
        /// `{ code, params, message }`; `message` is the English of `source`, for developers.
        pub fn to_js(self, source: &dyn core::fmt::Display) -> JsValue {
            let object = Object::new();
            self.fill(&object);
            let _ = Reflect::set(&object, &JsValue::from_str("message"), &JsValue::from(source.to_string()));
            object.into()
        }

        /// An `Error` whose message is `source`'s English, with the reason's `code` and `params`.
        pub fn to_error(self, source: &dyn core::fmt::Display) -> JsValue {
            let error = js_sys::Error::new(&source.to_string());
            self.fill(&error);
            error.into()
        }

        fn fill(&self, target: &Object) {
            let params = Object::new();
            for (name, value) in self.params.iter().flatten() {
                let value = match *value {
                    Value::Number(n) => JsValue::from(n),
                    Value::Text(text) => JsValue::from_str(text),
                    Value::Char(c) => JsValue::from(String::from(c)),
                    Value::Letters(letters) => {
                        letters.iter().map(|l| JsValue::from_str(l)).collect::<Array>().into()
                    }
                };
                // Setting a property of a fresh plain object cannot fail.
                let _ = Reflect::set(&params, &JsValue::from_str(name), &value);
            }
            let _ = Reflect::set(target, &JsValue::from_str("code"), &JsValue::from_str(self.code));
            let _ = Reflect::set(target, &JsValue::from_str("params"), &params);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Field, Game, Position, Rules, Setup};

    fn check(reason: Reason) {
        let (_, names) = CODES
            .iter()
            .find(|(code, _)| *code == reason.code)
            .unwrap_or_else(|| panic!("{} not in CODES", reason.code));
        let given: Vec<&str> = reason.params.iter().flatten().map(|(name, _)| *name).collect();
        assert_eq!(&given, names, "{}", reason.code);
    }

    #[test]
    fn every_error_gives_a_listed_code_with_its_parameters() {
        use Expected::*;
        let fields = [
            Field::Board,
            Field::Captured,
            Field::ToMove,
            Field::Owners,
            Field::Starter,
            Field::Round,
            Field::FirstPlayer,
            Field::Moves,
        ];
        let mut expected = vec![
            GameCode,
            Players,
            OptionOnce,
            MatchTarget,
            OptionLetter,
            EndOfRules,
            EndOfPosition,
            EndOfPly,
            TooManyNumbers,
            TooManyOwners,
            EndLetter,
            PitOnce(11),
            MoveLetter,
        ];
        expected.extend(fields.iter().flat_map(|&f| [Separator(f), Number(f)]));
        expected.extend(
            [b'b', b'o', b'd', b's'].map(|l| ForeignOption(mancala_rules::ForeignOption::BakukFamily(l))),
        );
        expected.extend(
            [
                mancala_rules::ForeignOption::ThreePlayers,
                mancala_rules::ForeignOption::Koumma,
                mancala_rules::ForeignOption::BaAwa,
            ]
            .map(ForeignOption),
        );
        expected.extend([EndLetters::BaAwa, EndLetters::Decided, EndLetters::NoSeeds].map(EndLetterOfRules));
        let mut seen: Vec<&str> = Vec::new();
        let mut note = |r: Reason| {
            check(r);
            seen.push(r.code);
        };
        for what in expected {
            note(Reason::of_kind(&NotationErrorKind::Expected(what)));
        }
        for e in [RulesError::Players, RulesError::Mode, RulesError::Variant] {
            note(Reason::of_kind(&NotationErrorKind::Rules(e)));
        }
        let setups = [
            SetupError::BoardLength { expected: 6, found: 5 },
            SetupError::CapturedLength { expected: 2, found: 3 },
            SetupError::SeedTotal { max: 48, found: 50 },
            SetupError::OwnershipNotAllowed,
            SetupError::OwnerLength { expected: 12, found: 3 },
            SetupError::OwnerOutOfRange { pit: 4, found: 2, players: 2 },
            SetupError::TooFewOwners,
            SetupError::ToMove { found: 2 },
            SetupError::Starter { found: 2 },
            SetupError::Round,
            SetupError::AlreadyOver(EndReason::Decided),
            SetupError::AlreadyOver(EndReason::LastSeeds),
            SetupError::Passed { found: 0, next: 2 },
            SetupError::EndNotInRules(EndReason::LastSeeds),
            SetupError::EndContradicts(EndReason::NoSeeds),
        ];
        for e in setups {
            note(Reason::of_kind(&NotationErrorKind::Setup(e)));
        }
        let moves = [
            MoveError::NoSuchHole,
            MoveError::NotYours,
            MoveError::Empty,
            MoveError::SingleSeed,
            MoveError::Endless,
            MoveError::GameOver,
        ];
        for e in moves.map(GameError::Move).into_iter().chain([
            GameError::NoNextRound,
            GameError::Choice(ChoiceError::NothingToChoose),
            GameError::Choice(ChoiceError::Count { expected: 1, found: 2 }),
            GameError::Choice(ChoiceError::NotOpponentRow { pit: 3 }),
        ]) {
            note(Reason::of_kind(&NotationErrorKind::Ply(e)));
        }
        // Every listed code can be given: none is left over for the catalogues to word in vain.
        for (code, _) in CODES {
            assert!(seen.contains(code), "{code} is never given");
        }
    }

    #[test]
    fn real_errors_map_to_their_codes() {
        let code = |record: &str| {
            Reason::of_kind(&Game::from_record(record).map(drop).expect_err("refused").kind).code
        };
        assert_eq!(code("xx2~"), "notation.gameCode");
        assert_eq!(code("bk2~az"), "notation.moveLetter");
        assert_eq!(code("bk2_7.6.6.6.6.6_0.0_0~"), "setup.seedTotal");
        assert_eq!(code("bk2m10~"), "notation.foreignOption");
        assert_eq!(code("bk3s_0.0.0.0.0.6_10.10.10_0~"), "setup.passed");
        let setup = Setup {
            board: vec![9; 6],
            owner: None,
            captured: vec![0, 0],
            to_move: 0,
            starter: None,
            round: 1,
        };
        let e = Position::from_setup(Rules::standard(mancala_rules::GameKind::Bakuk), &setup).unwrap_err();
        let reason = Reason::setup(e);
        assert_eq!(reason.code, "setup.seedTotal");
        assert_eq!(reason.params[0], Some(("max", Value::Number(36))));
        assert_eq!(reason.params[1], Some(("found", Value::Number(54))));
    }
}
