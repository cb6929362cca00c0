//! A compact text notation for rules, positions and whole game records, safe in a URL as is
//! (only letters, digits and `_ . ~ @`).
//!
//! **Rules**: a game code, the number of players, then option letters in any order:
//! `bk` Bakuk, `km` Koumma, `ba` Ba-awa; `b` backward chain, `o` leftover seeds to their own side,
//! `s` empty seats skipped, `u` single seeds unplayable (Koumma), `d` stop when decided,
//! `m` and a target (Ba-awa match play, `m10`). Examples: `bk2`, `bk3bs`, `km2u`, `ba2m10`.
//!
//! **Position**: fields joined by `_`: rules, board (seeds per hole joined by `.`), captured (per
//! player, joined by `.`), player to move; then for Ba-awa the owner of each pit (one digit each),
//! the round's starter and the round number; then, if the game or round is over, `x` and a reason
//! letter (`n` no seeds, `r` repetition, `d` decided, `l` last seeds, `m` no move).
//! The Bakuk start is `bk2_6.6.6.6.6.6_0.0_0`.
//!
//! **Game record**: a start, `~`, then the plies. The start is a position, or just the rules for
//! the standard start (`@` and a player for another first player: `ba2m10@1`). A move is a letter
//! `a` to `l` for hole 0 to 11. In a match, `.` ends a finished round with the automatic choice of
//! pits; the round winner's own choice follows it in capitals (`.GHK`).
//! Example: `bk2~adbecf`.

use crate::event::EndReason;
use crate::game::{Game, GameError, Ply, Status};
use crate::holes::HoleSet;
use crate::position::{Position, Setup, SetupError};
use crate::rules::{Chain, EmptySeat, GameKind, Leftover, Mode, Rules, RulesError, SingleSeed, Variant};
use core::fmt::{self, Write as _};
use core::str::FromStr;

/// What is wrong with a notation string, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// Offset in the string where the problem starts. Everything before it is plain ASCII, so
    /// this counts characters (and UTF-16 code units) as well as bytes.
    pub at: usize,
    /// The problem found at [`NotationError::at`].
    pub kind: NotationErrorKind,
}

/// The problem a [`NotationError`] reports: text that breaks the notation, or well-formed text
/// that the rules refuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotationErrorKind {
    /// The text does not follow the notation; says what was expected.
    Expected(Expected),
    /// The rules header names a combination that cannot be played.
    Rules(RulesError),
    /// The fields describe an impossible position.
    Setup(SetupError),
    /// A ply of a record cannot be played.
    Ply(GameError),
}

/// What the notation expected where the text holds something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// `bk`, `km` or `ba`.
    GameCode,
    /// `2` or `3`.
    Players,
    /// An option letter given twice.
    OptionOnce,
    /// An option letter of another game or number of players.
    ForeignOption(ForeignOption),
    /// `m` and 10, 11 or 12.
    MatchTarget,
    /// One of `b o s u d m`.
    OptionLetter,
    /// Text after a whole rules header.
    EndOfRules,
    /// Text after a whole position.
    EndOfPosition,
    /// Text after a whole ply.
    EndOfPly,
    /// The separator before a field of a position, or the `~` before the moves.
    Separator(Field),
    /// A number for a field: missing, too large, or written with a leading zero.
    Number(Field),
    /// More than 12 numbers joined by `.`.
    TooManyNumbers,
    /// More than 12 pit owners.
    TooManyOwners,
    /// One of the end letters `n r d l m`.
    EndLetter,
    /// An end letter that these rules have.
    EndLetterOfRules(EndLetters),
    /// A pit (0 to 11) named twice in a winner's choice.
    PitOnce(u8),
    /// A move letter `a` to `l`, or `.`.
    MoveLetter,
}

/// A field of a position or record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The board: the seeds in each hole, joined by `.`.
    Board,
    /// The seeds captured by each player, joined by `.`.
    Captured,
    /// The player to move.
    ToMove,
    /// Ba-awa: the owner of each pit, one digit per pit.
    Owners,
    /// Ba-awa: the player who made the round's first move.
    Starter,
    /// Ba-awa: the round number, from 1.
    Round,
    /// A record's first player, after `@`, for the standard start.
    FirstPlayer,
    /// A record's plies, after `~`.
    Moves,
}

impl Field {
    /// The smallest and largest number the field takes.
    pub const fn range(self) -> (u32, u32) {
        match self {
            Field::Board | Field::Captured => (0, 48),
            Field::ToMove | Field::Starter | Field::FirstPlayer | Field::Owners => (0, 2),
            Field::Round => (1, u16::MAX as u32),
            Field::Moves => (0, 0),
        }
    }

    /// The separator written before the field.
    pub const fn separator(self) -> char {
        match self {
            Field::Moves => '~',
            _ => '_',
        }
    }
}

/// An option letter that belongs elsewhere, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForeignOption {
    /// `b`, `o`, `d` or `s` outside Bakuk and Koumma.
    BakukFamily(u8),
    /// `s` with two players.
    ThreePlayers,
    /// `u` outside Koumma.
    Koumma,
    /// `m` outside Ba-awa.
    BaAwa,
}

/// The end letters of a set of rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndLetters {
    /// Ba-awa: `l m r`.
    BaAwa,
    /// Bakuk and Koumma that stop when decided: `n d r`.
    Decided,
    /// Bakuk and Koumma: `n r`.
    NoSeeds,
}

impl EndLetters {
    /// The letters, in the notation's order.
    pub const fn letters(self) -> &'static [&'static str] {
        match self {
            EndLetters::BaAwa => &["l", "m", "r"],
            EndLetters::Decided => &["n", "d", "r"],
            EndLetters::NoSeeds => &["n", "r"],
        }
    }
}

impl core::fmt::Display for Expected {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match *self {
            Expected::GameCode => "a game code: bk, km or ba",
            Expected::Players => "the number of players, 2 or 3",
            Expected::OptionOnce => "each option at most once",
            Expected::ForeignOption(ForeignOption::BakukFamily(b'b')) => {
                "an option of this game, got b (backward chain), which is for Bakuk and Koumma"
            }
            Expected::ForeignOption(ForeignOption::BakukFamily(b'o')) => {
                "an option of this game, got o (leftover to own side), which is for Bakuk and Koumma"
            }
            Expected::ForeignOption(ForeignOption::BakukFamily(b'd')) => {
                "an option of this game, got d (stop when decided), which is for Bakuk and Koumma"
            }
            Expected::ForeignOption(ForeignOption::BakukFamily(_)) => {
                "an option of this game, got s (empty seats skipped), which is for Bakuk and Koumma"
            }
            Expected::ForeignOption(ForeignOption::ThreePlayers) => {
                "an option of this game, got s (empty seats skipped), which is for three players"
            }
            Expected::ForeignOption(ForeignOption::Koumma) => {
                "an option of this game, got u (single seeds unplayable), which is for Koumma"
            }
            Expected::ForeignOption(ForeignOption::BaAwa) => {
                "an option of this game, got m (match play), which is for Ba-awa"
            }
            Expected::MatchTarget => "a match target of 10, 11 or 12",
            Expected::OptionLetter => "an option letter: b, o, s, u, d or m",
            Expected::EndOfRules => "the end of the rules",
            Expected::EndOfPosition => "the end of the position",
            Expected::EndOfPly => "the end of the ply",
            Expected::Separator(field) => match field {
                Field::Board => "_ and the board",
                Field::Captured => "_ and the captured seeds",
                Field::ToMove => "_ and the player to move",
                Field::Owners => "_ and the owner of each pit",
                Field::Starter => "_ and the round's starter",
                Field::Round => "_ and the round number",
                Field::FirstPlayer => "@ and the first player",
                Field::Moves => "~ and the moves",
            },
            Expected::Number(field) => match field {
                Field::Board => "a seed count (0 to 48)",
                Field::Captured => "a captured count (0 to 48)",
                Field::ToMove => "the player to move (0 to 2)",
                Field::Starter => "the round's starter (0 to 2)",
                Field::Round => "a round number (1 to 65535)",
                Field::FirstPlayer => "the first player (0 to 2)",
                Field::Owners => "an owner (0 to 2)",
                Field::Moves => "a move",
            },
            Expected::TooManyNumbers => "at most 12 numbers",
            Expected::TooManyOwners => "12 owners",
            Expected::EndLetter => "an end letter: n, r, d, l or m",
            Expected::EndLetterOfRules(EndLetters::BaAwa) => {
                "an end letter of these rules: l last seeds, m no move or r repetition"
            }
            Expected::EndLetterOfRules(EndLetters::Decided) => {
                "an end letter of these rules: n no seeds, d decided or r repetition"
            }
            Expected::EndLetterOfRules(EndLetters::NoSeeds) => {
                "an end letter of these rules: n no seeds or r repetition"
            }
            Expected::PitOnce(pit) => {
                return write!(f, "each pit at most once, got {} twice", char::from(b'A' + pit))
            }
            Expected::MoveLetter => "a move letter a to l, or . for the next round",
        })
    }
}

impl core::fmt::Display for NotationError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "at character {}: ", self.at + 1)?;
        match &self.kind {
            NotationErrorKind::Expected(what) => write!(f, "expected {what}"),
            NotationErrorKind::Rules(e) => e.fmt(f),
            NotationErrorKind::Setup(e) => e.fmt(f),
            NotationErrorKind::Ply(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NotationError {}

struct Cursor<'a> {
    text: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    /// Strings of any length: the parsers read each character once and stop at the first
    /// fault, so a record the engine writes, however long, always reads back.
    fn new(text: &'a str) -> Cursor<'a> {
        Cursor { text: text.as_bytes(), at: 0 }
    }

    fn error_at(&self, at: usize, what: Expected) -> NotationError {
        NotationError { at, kind: NotationErrorKind::Expected(what) }
    }

    fn error(&self, what: Expected) -> NotationError {
        self.error_at(self.at, what)
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        self.at += usize::from(found);
        found
    }

    fn expect(&mut self, byte: u8, what: Expected) -> Result<(), NotationError> {
        if self.eat(byte) {
            Ok(())
        } else {
            Err(self.error(what))
        }
    }

    fn done(&self) -> bool {
        self.at == self.text.len()
    }

    /// A decimal number of at most `max`, written without leading zeros.
    fn number(&mut self, max: u32, what: Expected) -> Result<u32, NotationError> {
        let start = self.at;
        let mut value: u32 = 0;
        while let Some(digit @ b'0'..=b'9') = self.peek() {
            let leading_zero = self.at > start && self.text[start] == b'0';
            value = value * 10 + u32::from(digit - b'0');
            self.at += 1;
            if value > max || leading_zero {
                return Err(self.error_at(start, what));
            }
        }
        if self.at == start {
            return Err(self.error(what));
        }
        Ok(value)
    }

    /// Numbers joined by `.`.
    fn numbers(&mut self, max: u32, what: Expected) -> Result<Vec<u8>, NotationError> {
        let mut values = vec![self.number(max, what)? as u8];
        while self.eat(b'.') {
            values.push(self.number(max, what)? as u8);
            if values.len() > 12 {
                return Err(self.error(Expected::TooManyNumbers));
            }
        }
        Ok(values)
    }
}

fn rules_error(at: usize, e: RulesError) -> NotationError {
    NotationError { at, kind: NotationErrorKind::Rules(e) }
}

fn parse_rules(c: &mut Cursor) -> Result<Rules, NotationError> {
    let start = c.at;
    let kind = match c.text.get(c.at..c.at + 2) {
        Some(b"bk") => GameKind::Bakuk,
        Some(b"km") => GameKind::Koumma,
        Some(b"ba") => GameKind::BaAwa,
        _ => return Err(c.error(Expected::GameCode)),
    };
    c.at += 2;
    let players = match c.peek() {
        Some(digit @ b'2'..=b'3') => digit - b'0',
        _ => return Err(c.error(Expected::Players)),
    };
    c.at += 1;
    let mut variant = Variant::default();
    let mut mode = Mode::Single;
    let mut seen = 0u32;
    while let Some(letter @ b'a'..=b'z') = c.peek() {
        let bit = 1 << (letter - b'a');
        if seen & bit != 0 {
            return Err(c.error(Expected::OptionOnce));
        }
        seen |= bit;
        if let Some(foreign) = foreign_option(kind, players, letter) {
            return Err(c.error(Expected::ForeignOption(foreign)));
        }
        c.at += 1;
        match letter {
            b'b' => variant.chain = Chain::Backward,
            b'o' => variant.leftover = Leftover::OwnSide,
            b's' => variant.empty_seat = EmptySeat::Skip,
            b'u' => variant.single_seed = SingleSeed::Unplayable,
            b'd' => variant.stop_when_decided = true,
            b'm' => {
                let at = c.at;
                let target = c.number(12, Expected::MatchTarget)?;
                if target < 10 {
                    return Err(c.error_at(at, Expected::MatchTarget));
                }
                mode = Mode::Match { target: target as u8 };
            }
            _ => return Err(c.error_at(c.at - 1, Expected::OptionLetter)),
        }
    }
    Rules::new(kind, players, variant, mode).map_err(|e| rules_error(start, e))
}

/// Where option `letter` belongs when it does not belong to `kind` with `players` players.
fn foreign_option(kind: GameKind, players: u8, letter: u8) -> Option<ForeignOption> {
    let bakuk = kind.is_bakuk_family();
    match letter {
        b'b' | b'o' | b'd' | b's' if !bakuk => Some(ForeignOption::BakukFamily(letter)),
        b's' if players != 3 => Some(ForeignOption::ThreePlayers),
        b'u' if kind != GameKind::Koumma => Some(ForeignOption::Koumma),
        b'm' if bakuk => Some(ForeignOption::BaAwa),
        _ => None,
    }
}

/// The option letters of a [`Variant`], in the order a rules header writes them.
const VARIANT_LETTERS: [char; 5] = ['b', 'o', 's', 'u', 'd'];

/// Whether `variant` has the option of `letter` (one of [`VARIANT_LETTERS`]).
fn has_option(variant: Variant, letter: char) -> bool {
    match letter {
        'b' => variant.chain == Chain::Backward,
        'o' => variant.leftover == Leftover::OwnSide,
        's' => variant.empty_seat == EmptySeat::Skip,
        'u' => variant.single_seed == SingleSeed::Unplayable,
        _ => variant.stop_when_decided,
    }
}

/// The option letters set in `variant`, in the order a rules header writes them (`bo` of
/// `bk2bo`); match play (`m`) is a mode, not among them.
pub fn variant_letters(variant: Variant) -> impl Iterator<Item = char> {
    VARIANT_LETTERS.into_iter().filter(move |&letter| has_option(variant, letter))
}

/// The option letters a rules header of `kind` with `players` players may take, in header
/// order (match play aside): what a settings screen offers.
pub fn variant_letters_of(kind: GameKind, players: u8) -> impl Iterator<Item = char> {
    VARIANT_LETTERS.into_iter().filter(move |&letter| foreign_option(kind, players, letter as u8).is_none())
}

/// Writes the rules header.
pub fn write_rules(rules: Rules, out: &mut String) {
    out.push_str(match rules.kind() {
        GameKind::Bakuk => "bk",
        GameKind::Koumma => "km",
        GameKind::BaAwa => "ba",
    });
    out.push(char::from(b'0' + rules.players()));
    out.extend(variant_letters(rules.variant()));
    if let Mode::Match { target } = rules.mode() {
        out.push('m');
        push_number(out, target.into());
    }
}

fn push_number(out: &mut String, n: u32) {
    if n >= 10 {
        push_number(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

fn push_numbers(out: &mut String, values: &[u8]) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            out.push('.');
        }
        push_number(out, v.into());
    }
}

const END_LETTERS: [(EndReason, u8); 5] = [
    (EndReason::NoSeeds, b'n'),
    (EndReason::Repetition, b'r'),
    (EndReason::Decided, b'd'),
    (EndReason::LastSeeds, b'l'),
    (EndReason::NoMove, b'm'),
];

/// The rules header alone, for example `ba2m10`.
pub fn rules_to_string(rules: Rules) -> String {
    let mut out = String::new();
    write_rules(rules, &mut out);
    out
}

/// Runs `parse` over the whole of `text`: anything left over is an error (`end` says what
/// was expected instead).
fn parse_all<T>(
    text: &str,
    end: Expected,
    parse: impl FnOnce(&mut Cursor) -> Result<T, NotationError>,
) -> Result<T, NotationError> {
    let mut c = Cursor::new(text);
    let value = parse(&mut c)?;
    if !c.done() {
        return Err(c.error(end));
    }
    Ok(value)
}

/// Parses a rules header.
pub fn parse_rules_str(text: &str) -> Result<Rules, NotationError> {
    parse_all(text, Expected::EndOfRules, parse_rules)
}

impl Position {
    /// The position in the notation of this module.
    pub fn to_notation(&self) -> String {
        let mut out = String::with_capacity(64);
        write_rules(self.rules, &mut out);
        out.push('_');
        push_numbers(&mut out, self.board());
        out.push('_');
        push_numbers(&mut out, self.captured());
        out.push('_');
        push_number(&mut out, self.to_move.into());
        if self.rules.kind() == GameKind::BaAwa {
            out.push('_');
            out.extend(self.owners().iter().map(|&o| char::from(b'0' + o)));
            out.push('_');
            push_number(&mut out, self.starter.into());
            out.push('_');
            push_number(&mut out, self.round.into());
        }
        if let Some(end) = self.end {
            out.push_str("_x");
            out.extend(END_LETTERS.iter().filter(|(r, _)| *r == end).map(|&(_, l)| char::from(l)));
        }
        out
    }

    /// Parses [`Position::to_notation`].
    pub fn from_notation(text: &str) -> Result<Position, NotationError> {
        parse_all(text, Expected::EndOfPosition, parse_position)
    }
}

fn parse_position(c: &mut Cursor) -> Result<Position, NotationError> {
    let rules = parse_rules(c)?;
    parse_position_fields(c, rules)
}

/// Where each field of a position starts, to point at the one a setup error is about.
#[derive(Default)]
struct Fields {
    board: usize,
    captured: usize,
    to_move: usize,
    owner: usize,
    starter: usize,
    round: usize,
}

impl Fields {
    fn error(&self, e: SetupError) -> NotationError {
        let at = match e {
            SetupError::BoardLength { .. } | SetupError::SeedTotal { .. } | SetupError::AlreadyOver(_) => {
                self.board
            }
            SetupError::CapturedLength { .. } => self.captured,
            SetupError::ToMove { .. } | SetupError::Passed { .. } => self.to_move,
            SetupError::OwnerOutOfRange { pit, .. } => self.owner + pit,
            SetupError::OwnershipNotAllowed | SetupError::OwnerLength { .. } | SetupError::TooFewOwners => {
                self.owner
            }
            SetupError::Starter { .. } => self.starter,
            SetupError::Round => self.round,
            // Only `from_ended_setup` gives these, and the caller points at the end letter.
            SetupError::EndNotInRules(_) | SetupError::EndContradicts(_) => self.board,
        };
        NotationError { at, kind: NotationErrorKind::Setup(e) }
    }
}

/// The end letters of `rules`.
fn end_letters(rules: Rules) -> EndLetters {
    match rules.kind() {
        GameKind::BaAwa => EndLetters::BaAwa,
        _ if rules.variant().stop_when_decided => EndLetters::Decided,
        _ => EndLetters::NoSeeds,
    }
}

fn parse_position_fields(c: &mut Cursor, rules: Rules) -> Result<Position, NotationError> {
    let mut fields = Fields::default();
    c.expect(b'_', Expected::Separator(Field::Board))?;
    fields.board = c.at;
    let board = c.numbers(48, Expected::Number(Field::Board))?;
    c.expect(b'_', Expected::Separator(Field::Captured))?;
    fields.captured = c.at;
    let captured = c.numbers(48, Expected::Number(Field::Captured))?;
    c.expect(b'_', Expected::Separator(Field::ToMove))?;
    fields.to_move = c.at;
    let to_move = c.number(2, Expected::Number(Field::ToMove))? as u8;
    let mut setup = Setup { board, owner: None, captured, to_move, starter: None, round: 1 };
    if rules.kind() == GameKind::BaAwa {
        c.expect(b'_', Expected::Separator(Field::Owners))?;
        fields.owner = c.at;
        let mut owner = Vec::with_capacity(12);
        while let Some(digit @ b'0'..=b'2') = c.peek() {
            owner.push(digit - b'0');
            c.at += 1;
            if owner.len() > 12 {
                return Err(c.error(Expected::TooManyOwners));
            }
        }
        setup.owner = Some(owner);
        c.expect(b'_', Expected::Separator(Field::Starter))?;
        fields.starter = c.at;
        setup.starter = Some(c.number(2, Expected::Number(Field::Starter))? as u8);
        c.expect(b'_', Expected::Separator(Field::Round))?;
        fields.round = c.at;
        setup.round = c.number(u16::MAX.into(), Expected::Number(Field::Round))? as u16;
    }
    if !(c.peek() == Some(b'_') && c.text.get(c.at + 1) == Some(&b'x')) {
        return Position::from_setup(rules, &setup).map_err(|e| fields.error(e));
    }
    c.at += 2;
    let at = c.at;
    let letter = c.peek();
    let (reason, _) =
        END_LETTERS.iter().find(|(_, l)| Some(*l) == letter).ok_or_else(|| c.error(Expected::EndLetter))?;
    if !crate::ending::rules_end_with(rules, *reason) {
        return Err(c.error(Expected::EndLetterOfRules(end_letters(rules))));
    }
    c.at += 1;
    Position::from_ended_setup(rules, &setup, *reason).map_err(|e| match e {
        SetupError::EndNotInRules(_) | SetupError::EndContradicts(_) => {
            NotationError { at, kind: NotationErrorKind::Setup(e) }
        }
        _ => fields.error(e),
    })
}

/// A ply as a record writes it: a move letter `a` to `l`, or `.` and the round winner's chosen
/// pits in capitals.
impl fmt::Display for Ply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Ply::Move(hole) => f.write_char(char::from(b'a' + hole)),
            Ply::NextRound { chosen } => {
                f.write_char('.')?;
                chosen
                    .unwrap_or_default()
                    .iter()
                    .try_for_each(|pit| f.write_char(char::from(b'A' + pit as u8)))
            }
        }
    }
}

/// Reads one ply as [`Ply`]'s `Display` writes it: a move letter, or `.` and the chosen pits
/// in capitals, each at most once. Whether the ply can be played is the game's question.
fn parse_ply(c: &mut Cursor) -> Result<Ply, NotationError> {
    match c.peek() {
        Some(letter @ b'a'..=b'l') => {
            c.at += 1;
            Ok(Ply::Move(letter - b'a'))
        }
        Some(b'.') => {
            c.at += 1;
            let mut chosen = HoleSet::EMPTY;
            while let Some(pit @ b'A'..=b'L') = c.peek() {
                let pit = pit - b'A';
                if chosen.contains(usize::from(pit)) {
                    return Err(c.error(Expected::PitOnce(pit)));
                }
                chosen.insert(usize::from(pit));
                c.at += 1;
            }
            Ok(Ply::NextRound { chosen: (!chosen.is_empty()).then_some(chosen) })
        }
        _ => Err(c.error(Expected::MoveLetter)),
    }
}

/// Reads a ply's text (`d`, `.`, `.GHK`): the one reader of the plies of a record.
impl FromStr for Ply {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Ply, NotationError> {
        parse_all(text, Expected::EndOfPly, parse_ply)
    }
}

fn push_plies(plies: &[Ply], out: &mut String) {
    for ply in plies {
        // Writing to a String cannot fail.
        let _ = write!(out, "{ply}");
    }
}

impl Game {
    /// The whole game as a record: start, then every ply applied so far.
    pub fn to_record(&self) -> String {
        let start = self.start();
        let mut out = String::with_capacity(32 + self.plies().len());
        let standard = Position::start(start.rules(), start.to_move()).ok();
        if standard.as_ref() == Some(start) {
            write_rules(start.rules(), &mut out);
            if start.to_move() != 0 {
                out.push('@');
                push_number(&mut out, start.to_move().into());
            }
        } else {
            out.push_str(&start.to_notation());
        }
        out.push('~');
        push_plies(self.plies(), &mut out);
        out
    }

    /// The plies that redo would bring back, in record notation (empty when there are none):
    /// appended to [`Game::to_record`], they give the whole line as played before the undos.
    pub fn redo_text(&self) -> String {
        let mut out = String::new();
        push_plies(self.redo_plies(), &mut out);
        out
    }

    /// A game read from its record with `redo` (plies in record notation) after it, undone back
    /// to the record's end: the game as saved with its redo history.
    pub fn from_record_with_redo(record: &str, redo: &str) -> Result<Game, NotationError> {
        let applied = Game::from_record(record)?.plies().len();
        let mut whole = String::with_capacity(record.len() + redo.len());
        whole.push_str(record);
        whole.push_str(redo);
        let mut game = Game::from_record(&whole)?;
        while game.plies().len() > applied && game.undo() {}
        Ok(game)
    }

    /// Parses and replays a record; an unplayable ply is an error at its place in the text.
    pub fn from_record(text: &str) -> Result<Game, NotationError> {
        let mut c = Cursor::new(text);
        let rules = parse_rules(&mut c)?;
        let start = if c.eat(b'@') {
            let at = c.at;
            let first = c.number(2, Expected::Number(Field::FirstPlayer))? as u8;
            Position::start(rules, first)
                .map_err(|e| NotationError { at, kind: NotationErrorKind::Setup(e) })?
        } else if c.peek() == Some(b'_') {
            parse_position_fields(&mut c, rules)?
        } else {
            Position::new(rules)
        };
        c.expect(b'~', Expected::Separator(Field::Moves))?;
        let mut game = Game::from_position(start);
        while let Some(letter) = c.peek() {
            let at = c.at;
            // A marker where no round has finished is the fault, whatever pits follow it.
            if letter == b'.' && !matches!(game.status(), Status::RoundOver { .. }) {
                return Err(NotationError { at, kind: NotationErrorKind::Ply(GameError::NoNextRound) });
            }
            let ply = parse_ply(&mut c)?;
            game.apply(ply, &mut ()).map_err(|e| NotationError { at, kind: NotationErrorKind::Ply(e) })?;
        }
        Ok(game)
    }
}
