//! Which game is played, by how many, and with which variant of each marked choice (the options of
//! a rules header in `docs/rules.md`, whose rule numbers the comments cite).

/// The three games the engine knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Morocco: 2x3 holes, single-lap sowing, forward chains of 2s and 4s.
    Bakuk,
    /// Saharan relative of Bakuk: first seed back into the origin, 2s, 4s and 6s captured.
    Koumma,
    /// Ghana: 2x6 pits, relay sowing, fours captured during sowing.
    BaAwa,
}

impl GameKind {
    /// Holes (pits) on the board.
    pub const fn holes(self) -> usize {
        match self {
            GameKind::Bakuk | GameKind::Koumma => 6,
            GameKind::BaAwa => 12,
        }
    }

    /// Rows of holes: every game here is played on two, South's and North's.
    pub const fn rows(self) -> usize {
        2
    }

    /// Seeds in play at the start of a game (or a round).
    pub const fn total_seeds(self) -> u8 {
        match self {
            GameKind::Bakuk | GameKind::Koumma => 36,
            GameKind::BaAwa => 48,
        }
    }

    /// Seeds in each hole at the start.
    pub const fn seeds_per_hole(self) -> u8 {
        match self {
            GameKind::Bakuk | GameKind::Koumma => 6,
            GameKind::BaAwa => 4,
        }
    }

    /// True for the single-lap family (Bakuk and Koumma).
    pub const fn is_bakuk_family(self) -> bool {
        matches!(self, GameKind::Bakuk | GameKind::Koumma)
    }

    /// The name used in notation, vectors and URLs.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Bakuk => "bakuk",
            GameKind::Koumma => "koumma",
            GameKind::BaAwa => "ba-awa",
        }
    }

    /// Parses [`GameKind::name`].
    pub fn from_name(name: &str) -> Option<GameKind> {
        match name {
            "bakuk" => Some(GameKind::Bakuk),
            "koumma" => Some(GameKind::Koumma),
            "ba-awa" => Some(GameKind::BaAwa),
            _ => None,
        }
    }
}

/// Direction of a Bakuk or Koumma capture chain (Bakuk rule 5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Chain {
    /// Mancala World: the following holes `k+1, k+2, ...`.
    #[default]
    Forward,
    /// Valdez: the preceding holes `k-1, k-2, ...`.
    Backward,
}

/// What happens to seeds left on the board when a Bakuk or Koumma game ends (Bakuk rule 8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Leftover {
    /// Valdez: they are not scored.
    #[default]
    NotScored,
    /// Each player takes the seeds in their own holes.
    OwnSide,
}

/// A three-player Bakuk seat without seeds (Bakuk rule 9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EmptySeat {
    /// The game ends when the player to move has no seeds.
    #[default]
    EndsGame,
    /// That player is passed; the game ends when nobody can move.
    Skip,
}

/// A Koumma hole holding a single seed (Koumma rule iii).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SingleSeed {
    /// The seed moves to the next hole.
    #[default]
    MovesOn,
    /// Such a hole cannot be played.
    Unplayable,
}

/// Every option of the rules header in `docs/rules.md`; `Variant::default()` is the normative rule set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variant {
    /// Direction of a capture chain (Bakuk rule 5; option `b`).
    pub chain: Chain,
    /// Who gets the seeds left when a Bakuk or Koumma game ends (Bakuk rule 8; option `o`).
    pub leftover: Leftover,
    /// What a three-player Bakuk or Koumma seat without seeds does (Bakuk rule 9; option `s`).
    pub empty_seat: EmptySeat,
    /// Whether a Koumma hole with a single seed can be played (Koumma rule iii; option `u`).
    pub single_seed: SingleSeed,
    /// Bakuk's optional setting: stop as soon as the result is decided.
    pub stop_when_decided: bool,
}

/// A single game or a match (Ba-awa rules 10 and 11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// One game (one round, in Ba-awa).
    #[default]
    Single,
    /// Rounds are played until a player owns at least `target` pits (10, 11 or 12).
    Match {
        /// Pits a player must own to win the match: 10, 11 or 12 (option `m10`, `m11`, `m12`).
        target: u8,
    },
}

/// Why a combination of game, players, variant and mode cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// Only 2 or 3 players.
    Players,
    /// Match play is Ba-awa only, with a target of 10, 11 or 12 pits.
    Mode,
    /// A variant option that does not belong to this game (for example a chain direction in Ba-awa).
    Variant,
}

impl core::fmt::Display for RulesError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            RulesError::Players => "expected 2 or 3 players",
            RulesError::Mode => "expected match play only in Ba-awa, with a target of 10, 11 or 12 pits",
            RulesError::Variant => "expected only variant options of this game",
        })
    }
}

impl std::error::Error for RulesError {}

/// A validated rule set: the game, the number of players, the variant and the mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    kind: GameKind,
    players: u8,
    variant: Variant,
    mode: Mode,
}

impl Rules {
    /// The normative two-player single game.
    pub const fn standard(kind: GameKind) -> Rules {
        Rules {
            kind,
            players: 2,
            variant: Variant {
                chain: Chain::Forward,
                leftover: Leftover::NotScored,
                empty_seat: EmptySeat::EndsGame,
                single_seed: SingleSeed::MovesOn,
                stop_when_decided: false,
            },
            mode: Mode::Single,
        }
    }

    /// Checks that the combination can be played.
    pub fn new(kind: GameKind, players: u8, variant: Variant, mode: Mode) -> Result<Rules, RulesError> {
        if !(2..=3).contains(&players) {
            return Err(RulesError::Players);
        }
        match mode {
            Mode::Single => {}
            Mode::Match { target } if kind == GameKind::BaAwa && (10..=12).contains(&target) => {}
            Mode::Match { .. } => return Err(RulesError::Mode),
        }
        let bakuk_only = variant.chain != Chain::Forward
            || variant.leftover != Leftover::NotScored
            || variant.stop_when_decided;
        let foreign = (kind == GameKind::BaAwa && (bakuk_only || variant.empty_seat != EmptySeat::EndsGame))
            || (kind != GameKind::Koumma && variant.single_seed != SingleSeed::MovesOn)
            || (players == 2 && variant.empty_seat != EmptySeat::EndsGame);
        if foreign {
            return Err(RulesError::Variant);
        }
        Ok(Rules { kind, players, variant, mode })
    }

    /// The game played.
    pub const fn kind(&self) -> GameKind {
        self.kind
    }

    /// The number of players: 2 or 3.
    pub const fn players(&self) -> u8 {
        self.players
    }

    /// The options of the rules header; [`Variant::default`] for the normative rules.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// A single game or a match; only Ba-awa has match play.
    pub const fn mode(&self) -> Mode {
        self.mode
    }

    /// Holes on the board: 6 in Bakuk and Koumma, 12 in Ba-awa.
    pub const fn holes(&self) -> usize {
        self.kind.holes()
    }

    /// Whether every position of these rules has a known exact value: two-player Bakuk and
    /// Koumma, whose few million boards the computer player solves outright.
    pub const fn solvable(&self) -> bool {
        self.players == 2 && self.kind.is_bakuk_family()
    }

    /// The seat that owns hole `hole` at the start (always, in Bakuk and Koumma).
    pub const fn home_owner(&self, hole: usize) -> u8 {
        let per_seat = self.kind.holes() / self.players as usize;
        (hole / per_seat) as u8
    }
}
