//! A legal position ([`Position`]) and the unvalidated description it is made from ([`Setup`]).
//! Rule numbers are those of `docs/rules.md`.

use crate::event::{EndReason, EventSink};
use crate::holes::HoleSet;
use crate::rules::{GameKind, Rules};

/// An unvalidated position, as read from a vector, a saved game or a URL.
///
/// [`Position::from_setup`] checks it against the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Seeds in each hole, in sowing order.
    pub board: Vec<u8>,
    /// Owner of each Ba-awa pit; `None` means each seat's home holes. Bakuk ownership is fixed.
    pub owner: Option<Vec<u8>>,
    /// Seeds captured by each player (in this round, for Ba-awa).
    pub captured: Vec<u8>,
    /// The player to move, from 0 (South).
    pub to_move: u8,
    /// The player who made the round's first move (Ba-awa rule 7); `None` means `to_move`.
    /// Ignored in Bakuk and Koumma.
    pub starter: Option<u8>,
    /// The round of a Ba-awa match, from 1.
    pub round: u16,
}

impl Setup {
    /// The start of a game (or of a match's first round) with `first` to move.
    pub fn start(rules: Rules, first: u8) -> Setup {
        let kind = rules.kind();
        Setup {
            board: vec![kind.seeds_per_hole(); kind.holes()],
            owner: None,
            captured: vec![0; rules.players() as usize],
            to_move: first,
            starter: None,
            round: 1,
        }
    }
}

/// Why a [`Setup`] is not a legal position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The board must have this many holes.
    BoardLength {
        /// The game's holes: 6 in Bakuk and Koumma, 12 in Ba-awa.
        expected: usize,
        /// Holes given.
        found: usize,
    },
    /// One captured count per player.
    CapturedLength {
        /// The number of players.
        expected: usize,
        /// Counts given.
        found: usize,
    },
    /// Seeds on the board plus captured seeds may not exceed the game's total (fewer is fine:
    /// a problem or a study may leave seeds out).
    SeedTotal {
        /// The game's total: 36 in Bakuk and Koumma, 48 in Ba-awa.
        max: u32,
        /// Seeds on the board and captured, together.
        found: u32,
    },
    /// Bakuk and Koumma holes belong to fixed seats; no ownership may be given.
    OwnershipNotAllowed,
    /// One owner per pit.
    OwnerLength {
        /// The pits on the board (12).
        expected: usize,
        /// Owners given.
        found: usize,
    },
    /// A pit owned by a player who does not exist.
    OwnerOutOfRange {
        /// The first pit with such an owner.
        pit: usize,
        /// The owner given for it.
        found: u8,
        /// The number of players: owners go from 0 to one less.
        players: u8,
    },
    /// Fewer than two players own pits: the match is already over.
    TooFewOwners,
    /// The player to move does not exist or owns no pit.
    ToMove {
        /// The player given to move.
        found: u8,
    },
    /// The round's starter does not exist or owns no pit (Ba-awa).
    Starter {
        /// The starter given, or the player to move when none was.
        found: u8,
    },
    /// Rounds are numbered from 1.
    Round,
    /// The rules end this position at once, so it is never one to play from: a Ba-awa round
    /// with 8 seeds or fewer on the board, a decided game that stops when decided.
    AlreadyOver(EndReason),
    /// The player to move has no seeds where the rules pass over empty seats: the position is
    /// the same as the one with `next` to move, and only that one is written.
    Passed {
        /// The player given to move.
        found: u8,
        /// The first player after them in turn order who can move.
        next: u8,
    },
    /// A finished position whose end these rules never give (the last seeds in Bakuk).
    EndNotInRules(EndReason),
    /// A finished position whose end is not the one the rules reach on its board.
    EndContradicts(EndReason),
}

impl core::fmt::Display for SetupError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            SetupError::BoardLength { expected, found } => {
                write!(f, "expected {expected} holes on the board, got {found}")
            }
            SetupError::CapturedLength { expected, found } => {
                write!(f, "expected {expected} captured counts, one per player, got {found}")
            }
            SetupError::SeedTotal { max, found } => {
                write!(f, "expected at most {max} seeds in all, got {found}")
            }
            SetupError::OwnershipNotAllowed => {
                f.write_str("expected no pit owners: Bakuk and Koumma holes cannot change owner")
            }
            SetupError::OwnerLength { expected, found } => {
                write!(f, "expected {expected} pit owners, got {found}")
            }
            SetupError::OwnerOutOfRange { pit, found, players } => write!(
                f,
                "expected the owner of pit {pit} to be a player of this game (0 to {}), got {found}",
                players.saturating_sub(1)
            ),
            SetupError::TooFewOwners => f.write_str("expected pits owned by two players or more, got fewer"),
            SetupError::ToMove { found } => {
                write!(f, "expected a player to move who takes part, got {found}")
            }
            SetupError::Starter { found } => {
                write!(f, "expected a round starter who takes part, got {found}")
            }
            SetupError::Round => f.write_str("expected a round number from 1, got 0"),
            SetupError::AlreadyOver(reason) => write!(
                f,
                "expected a round in play, got one these rules end at once ({})",
                if reason == EndReason::Decided { "the result is decided" } else { "8 seeds or fewer left" }
            ),
            SetupError::Passed { found, next } => write!(
                f,
                "expected a player to move who has seeds (these rules pass over an empty seat), got {found}, \
                 who passes to {next}"
            ),
            SetupError::EndNotInRules(reason) => {
                write!(f, "expected an end these rules have, got {}", reason.name())
            }
            SetupError::EndContradicts(reason) => {
                write!(f, "expected the end the rules reach on this board, got {}", reason.name())
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveError {
    /// The hole index is outside the board.
    NoSuchHole,
    /// The hole belongs to another player.
    NotYours,
    /// The hole holds no seed.
    Empty,
    /// Koumma with single seeds unplayable: the hole holds one seed.
    SingleSeed,
    /// Ba-awa rule 6: the relay would repeat a state and never end.
    Endless,
    /// The game or round is already over.
    GameOver,
}

impl MoveError {
    /// The name used in the rule vectors.
    pub const fn name(self) -> &'static str {
        match self {
            MoveError::NoSuchHole => "no-such-hole",
            MoveError::NotYours => "not-yours",
            MoveError::Empty => "empty",
            MoveError::SingleSeed => "single-seed",
            MoveError::Endless => "endless",
            MoveError::GameOver => "over",
        }
    }
}

impl core::fmt::Display for MoveError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            MoveError::NoSuchHole => "expected a hole of the board, got one beyond it",
            MoveError::NotYours => "expected a hole of the player to move, got another player's",
            MoveError::Empty => "expected a hole with seeds, got an empty one",
            MoveError::SingleSeed => {
                "expected a hole with two seeds or more, got one with a single seed (unplayable in this variant)"
            }
            MoveError::Endless => "expected a move that ends, got one that would sow forever",
            MoveError::GameOver => "expected a game in play, got one that is over",
        })
    }
}

impl std::error::Error for MoveError {}

/// The result of a finished game or round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// This player has the most captured seeds (in a finished match: won the match).
    Winner(u8),
    /// The top score is shared.
    Draw,
}

/// What a played move did, for counting (perft) without a trace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveSummary {
    /// Laps sown, the first one included (always 1 in Bakuk and Koumma).
    pub laps: u16,
    /// Captures made (each group of seeds counts once).
    pub captures: u8,
}

/// A legal position: board, ownership, captures, player to move, and whether it is over.
///
/// It is small and `Copy`; search and playouts copy it freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) board: [u8; 12],
    pub(crate) owner: [u8; 12],
    pub(crate) captured: [u8; 3],
    pub(crate) to_move: u8,
    pub(crate) starter: u8,
    /// Bit `p` set: player `p` owns at least one pit (Ba-awa) or takes part (Bakuk).
    pub(crate) active: u8,
    /// Seeds on the board (between moves), kept up to date by captures and awards.
    pub(crate) on_board: u8,
    /// The owners packed two bits a pit, for the repetition key (constant through a round).
    pub(crate) owner_code: [u8; 3],
    /// Each player's holes as a bit set (constant through a round).
    pub(crate) seats: [u16; 3],
    pub(crate) round: u16,
    pub(crate) end: Option<EndReason>,
}

impl Position {
    /// The standard start with player 0 to move.
    pub fn new(rules: Rules) -> Position {
        Position::start(rules, 0).expect("player 0 always exists")
    }

    /// The standard start with `first` to move.
    pub fn start(rules: Rules, first: u8) -> Result<Position, SetupError> {
        Position::from_setup(rules, &Setup::start(rules, first))
    }

    /// Checks a setup against the rules: a position in play. (A finished one is made by
    /// [`Position::from_ended_setup`].)
    pub fn from_setup(rules: Rules, setup: &Setup) -> Result<Position, SetupError> {
        let position = Position::from_any_setup(rules, setup)?;
        if let Some(reason) = position.ends_at_once() {
            return Err(SetupError::AlreadyOver(reason));
        }
        match position.passes_at_once() {
            Some(next) => Err(SetupError::Passed { found: position.to_move, next }),
            None => Ok(position),
        }
    }

    /// The checks every setup passes, in play or finished.
    pub(crate) fn from_any_setup(rules: Rules, setup: &Setup) -> Result<Position, SetupError> {
        let holes = rules.holes();
        let players = rules.players() as usize;
        if setup.board.len() != holes {
            return Err(SetupError::BoardLength { expected: holes, found: setup.board.len() });
        }
        if setup.captured.len() != players {
            return Err(SetupError::CapturedLength { expected: players, found: setup.captured.len() });
        }
        let found: u32 = setup.board.iter().chain(&setup.captured).map(|&s| u32::from(s)).sum();
        let max = u32::from(rules.kind().total_seeds());
        if found > max {
            return Err(SetupError::SeedTotal { max, found });
        }
        let mut owner = [0u8; 12];
        for (hole, slot) in owner.iter_mut().enumerate().take(holes) {
            *slot = rules.home_owner(hole);
        }
        if let Some(given) = &setup.owner {
            if rules.kind().is_bakuk_family() {
                return Err(SetupError::OwnershipNotAllowed);
            }
            if given.len() != holes {
                return Err(SetupError::OwnerLength { expected: holes, found: given.len() });
            }
            if let Some(pit) = given.iter().position(|&p| usize::from(p) >= players) {
                return Err(SetupError::OwnerOutOfRange { pit, found: given[pit], players: rules.players() });
            }
            owner[..holes].copy_from_slice(given);
        }
        let active = owner[..holes].iter().fold(0u8, |mask, &p| mask | 1 << p);
        if active.count_ones() < 2 {
            return Err(SetupError::TooFewOwners);
        }
        let seat_ok = |p: u8| usize::from(p) < players && active & (1 << p) != 0;
        if !seat_ok(setup.to_move) {
            return Err(SetupError::ToMove { found: setup.to_move });
        }
        // Only Ba-awa needs the round's starter (Ba-awa rule 7); elsewhere it is kept canonical.
        let starter =
            if rules.kind() == GameKind::BaAwa { setup.starter.unwrap_or(setup.to_move) } else { 0 };
        if !seat_ok(starter) {
            return Err(SetupError::Starter { found: starter });
        }
        if setup.round == 0 {
            return Err(SetupError::Round);
        }
        let mut board = [0u8; 12];
        board[..holes].copy_from_slice(&setup.board);
        let mut captured = [0u8; 3];
        captured[..players].copy_from_slice(&setup.captured);
        Ok(Position {
            rules,
            board,
            owner,
            captured,
            to_move: setup.to_move,
            starter,
            active,
            on_board: setup.board.iter().sum(),
            owner_code: pack_owners(&owner),
            seats: core::array::from_fn(|player| {
                (0..holes)
                    .filter(|&hole| usize::from(owner[hole]) == player)
                    .fold(0, |set, hole| set | 1 << hole)
            }),
            round: setup.round,
            end: None,
        })
    }

    /// The setup this position was made from (or would be made from).
    pub fn to_setup(&self) -> Setup {
        let holes = self.rules.holes();
        Setup {
            board: self.board().to_vec(),
            owner: (self.rules.kind() == GameKind::BaAwa).then(|| self.owner[..holes].to_vec()),
            captured: self.captured().to_vec(),
            to_move: self.to_move,
            starter: (self.rules.kind() == GameKind::BaAwa).then_some(self.starter),
            round: self.round,
        }
    }

    /// The rules the position is played under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Seeds in each hole.
    pub fn board(&self) -> &[u8] {
        &self.board[..self.rules.holes()]
    }

    /// Owner of each hole.
    pub fn owners(&self) -> &[u8] {
        &self.owner[..self.rules.holes()]
    }

    /// Seeds captured by each player (in this round, for Ba-awa).
    pub fn captured(&self) -> &[u8] {
        &self.captured[..self.rules.players() as usize]
    }

    /// The player to move; once the game or round is over, the one who would have moved next.
    pub fn to_move(&self) -> u8 {
        self.to_move
    }

    /// The player who made the round's first move.
    pub fn starter(&self) -> u8 {
        self.starter
    }

    /// The round number, from 1: it counts the rounds of a Ba-awa match.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// True if player `player` owns a pit (Ba-awa) or is seated (Bakuk).
    pub fn is_active(&self, player: u8) -> bool {
        self.active & (1 << player) != 0
    }

    /// Seeds in play (on the board and captured); the game's total unless set up otherwise.
    pub fn total_seeds(&self) -> u8 {
        self.on_board + self.captured().iter().sum::<u8>()
    }

    /// Seeds still on the board.
    pub fn seeds_on_board(&self) -> u8 {
        self.on_board
    }

    /// Why the game (or round) ended, if it did.
    pub fn end(&self) -> Option<EndReason> {
        self.end
    }

    /// True once the game or round has ended ([`Position::end`] is set).
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The result once the game or round is over: most captured seeds wins.
    pub fn outcome(&self) -> Option<Outcome> {
        self.end?;
        let captured = self.captured();
        let best = *captured.iter().max()?;
        let mut leaders = captured.iter().enumerate().filter(|&(_, &c)| c == best);
        let (first, _) = leaders.next()?;
        Some(if leaders.next().is_some() { Outcome::Draw } else { Outcome::Winner(first as u8) })
    }

    /// Holes of `player` that hold seeds and may be lifted, before the endless-relay check.
    pub fn candidates_for(&self, player: u8) -> HoleSet {
        // Holes with at least `min_lift` seeds, eight bytes at a time (unused slots stay empty).
        let keep: u64 = if self.min_lift() > 1 { 0xFEFE_FEFE_FEFE_FEFE } else { !0 };
        let low = u64::from_le_bytes([
            self.board[0],
            self.board[1],
            self.board[2],
            self.board[3],
            self.board[4],
            self.board[5],
            self.board[6],
            self.board[7],
        ]);
        let high =
            u64::from(u32::from_le_bytes([self.board[8], self.board[9], self.board[10], self.board[11]]));
        let filled = filled_bytes(low & keep) | filled_bytes(high & keep) << 8;
        HoleSet::from_bits(filled & self.seats[usize::from(player) % 3])
    }

    /// Fewest seeds a hole must hold to be lifted: 2 in Koumma with single seeds unplayable.
    fn min_lift(&self) -> u8 {
        let unplayable = self.rules.variant().single_seed == crate::rules::SingleSeed::Unplayable;
        1 + u8::from(unplayable)
    }

    /// The holes the player to move may lift, before the endless-relay check (cheap).
    pub fn candidates(&self) -> HoleSet {
        if self.end.is_some() {
            return HoleSet::EMPTY;
        }
        self.candidates_for(self.to_move)
    }

    /// Exactly the moves that [`Position::play`] accepts. In Ba-awa this sows each candidate to rule
    /// out endless relays.
    pub fn legal_moves(&self) -> HoleSet {
        let mut moves = self.candidates();
        if self.rules.kind() == GameKind::BaAwa {
            for hole in moves {
                if self.clone().play(hole).is_err() {
                    moves.remove(hole);
                }
            }
        }
        moves
    }

    /// Checks a move without playing it.
    pub fn check_move(&self, hole: usize) -> Result<(), MoveError> {
        if self.end.is_some() {
            return Err(MoveError::GameOver);
        }
        if hole >= self.rules.holes() {
            return Err(MoveError::NoSuchHole);
        }
        if self.owner[hole] != self.to_move {
            return Err(MoveError::NotYours);
        }
        match self.board[hole] {
            0 => Err(MoveError::Empty),
            1 if self.min_lift() > 1 => Err(MoveError::SingleSeed),
            _ => Ok(()),
        }
    }

    /// Plays a move. On error the position is unchanged.
    pub fn play(&mut self, hole: usize) -> Result<MoveSummary, MoveError> {
        self.play_traced(hole, &mut ())
    }

    /// Plays a move and records every step in `sink`. On error nothing is recorded and the
    /// position is unchanged.
    pub fn play_traced<S: EventSink>(&mut self, hole: usize, sink: &mut S) -> Result<MoveSummary, MoveError> {
        self.check_move(hole)?;
        let total = self.total_seeds();
        let summary = if self.rules.kind() == GameKind::BaAwa {
            // An endless relay shows only while sowing: sow a copy, keep it if the move ends.
            let mut next = *self;
            let mark = sink.checkpoint();
            let summary = next.sow_ba_awa(hole, sink).inspect_err(|_| sink.rollback(mark))?;
            *self = next;
            summary
        } else {
            self.sow_bakuk(hole, sink)
        };
        self.finish_move(sink);
        // Nothing lost, nothing invented: every seed is on the board or captured.
        debug_assert_eq!(self.total_seeds(), total, "seeds not conserved by move {hole}");
        debug_assert_eq!(
            self.board().iter().map(|&s| u32::from(s)).sum::<u32>(),
            u32::from(self.on_board),
            "seed count out of date after move {hole}"
        );
        Ok(summary)
    }
}

/// Two bits per pit, twelve pits: three bytes.
fn pack_owners(owner: &[u8; 12]) -> [u8; 3] {
    let code = owner.iter().rev().fold(0u32, |code, &o| code << 2 | u32::from(o));
    let [a, b, c, _] = code.to_le_bytes();
    [a, b, c]
}

/// Bit `i` set when byte `i` of `word` is not zero (SWAR: no loop, no branch).
fn filled_bytes(word: u64) -> u16 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let high_bits = (((word & LOW7) + LOW7) | word) & !LOW7;
    // Gathers the eight high bits into the top byte.
    ((high_bits >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16
}
