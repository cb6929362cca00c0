//! Ba-awa match play (Ba-awa rules 11 and 12 of `docs/rules.md`): the pits each player owns in the
//! next round.

use crate::holes::HoleSet;
use crate::position::Position;
use crate::rules::{GameKind, Mode, Rules};

/// What a finished match round gives each player in the next round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextRound {
    rules: Rules,
    /// Pits each player owns next round (one per four seeds captured).
    pub pits: [u8; 3],
    /// The one with more pits, who picks `extra` pits from the other's row: with two players, or
    /// with three once one is out (the other two then play on under the two-player rules).
    pub chooser: Option<u8>,
    /// Pits the chooser takes from the other's row: their pits beyond six (0 when nobody chooses).
    pub extra: u8,
    /// Who makes the next round's first move.
    pub starter: u8,
    /// The next round's number: the finished one's plus one.
    pub round: u16,
    /// Set when the match is over: a player owns at least the target, or nobody else owns a pit.
    pub match_winner: Option<u8>,
}

/// Why a winner's choice of pits cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    /// Nobody chooses after this round (a draw, equal pits, or three players all still in).
    NothingToChoose,
    /// The chooser must take exactly this many pits.
    Count {
        /// Pits to take: [`NextRound::extra`].
        expected: u8,
        /// Pits in the choice.
        found: u8,
    },
    /// Only pits of the opponent's home row can be taken.
    NotOpponentRow {
        /// The lowest chosen pit outside the opponent's row.
        pit: usize,
    },
}

impl core::fmt::Display for ChoiceError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            ChoiceError::NothingToChoose => {
                f.write_str("expected no pits (nobody chooses after this round), got some")
            }
            ChoiceError::Count { expected, found } => {
                let pits = if expected == 1 { "pit" } else { "pits" };
                write!(f, "expected exactly {expected} {pits}, got {found}")
            }
            ChoiceError::NotOpponentRow { pit } => {
                write!(f, "expected pits of the opponent's row, got pit {pit}")
            }
        }
    }
}

impl std::error::Error for ChoiceError {}

/// Pits earned for captured seeds: one per four, with the pits left over (when counts are not
/// multiples of four) going to the largest remainders, then to the higher score, then by seat,
/// among the players who earned a pit: fewer than four seeds earn none, so that player is out
/// (or, with two players, has lost the match). (The sources say only "one pit per four seeds";
/// this keeps all 12 pits owned: Ba-awa rules 11 and 12 of `docs/rules.md`.)
pub fn pits_earned(captured: &[u8]) -> [u8; 3] {
    let mut seeds = [0u8; 3];
    for (seat, &c) in seeds.iter_mut().zip(captured) {
        *seat = c;
    }
    let mut pits = seeds.map(|c| c / 4);
    // The pits left over go one by one to the seats that earned a pit, by the order below, each
    // seat once a round.
    let first = |a: usize, b: usize| (seeds[a] % 4, seeds[a], b) > (seeds[b] % 4, seeds[b], a);
    let mut order = [0, 1, 2];
    for (a, b) in [(0, 1), (1, 2), (0, 1)] {
        if !first(order[a], order[b]) {
            order.swap(a, b);
        }
    }
    let left = 12u8.saturating_sub(pits.iter().sum());
    // (An empty cycle ends at once: captures that earn no pit at all, which no round leaves.)
    for &seat in order.iter().filter(|&&seat| seeds[seat] >= 4).cycle().take(usize::from(left)) {
        pits[seat] += 1;
    }
    pits
}

/// The two seats that play under the two-player rules, as [South's row `p0`-`p5`, North's row
/// `p6`-`p11`]: with two players, both; with three, the two who still own pits once one is out
/// (Ba-awa rule 12), in seat order. `None` while three play, or when one owns every pit.
fn row_seats(rules: Rules, pits: &[u8; 3]) -> Option<[u8; 2]> {
    if rules.players() == 2 {
        return Some([0, 1]);
    }
    let mut owners = pits.iter().zip(0u8..).filter(|&(&n, _)| n > 0).map(|(_, seat)| seat);
    match (owners.next(), owners.next(), owners.next()) {
        (Some(south), Some(north), None) => Some([south, north]),
        _ => None,
    }
}

impl NextRound {
    /// The next round after a finished round of a Ba-awa match; `None` for anything else.
    pub fn after(position: &Position) -> Option<NextRound> {
        if !position.is_over() {
            return None;
        }
        NextRound::from_result(position.rules(), position.captured(), position.starter(), position.round())
    }

    /// The next round after round `round` of a Ba-awa match, which `starter` opened and which
    /// ended with `captured`; `None` if these are not match rules.
    pub fn from_result(rules: Rules, captured: &[u8], starter: u8, round: u16) -> Option<NextRound> {
        let Mode::Match { target } = rules.mode() else { return None };
        if rules.kind() != GameKind::BaAwa || captured.len() != usize::from(rules.players()) {
            return None;
        }
        let pits = pits_earned(captured);
        let owners = pits.iter().filter(|&&n| n > 0).count();
        let match_winner = (0..rules.players())
            .find(|&p| pits[usize::from(p)] >= target || (owners == 1 && pits[usize::from(p)] > 0));
        let owned = |seat: u8| pits.get(usize::from(seat)).copied().unwrap_or(0);
        let (chooser, extra) = match row_seats(rules, &pits) {
            Some([south, north]) => match owned(south).cmp(&owned(north)) {
                core::cmp::Ordering::Greater => (Some(south), owned(south).saturating_sub(6)),
                core::cmp::Ordering::Less => (Some(north), owned(north).saturating_sub(6)),
                core::cmp::Ordering::Equal => (None, 0),
            },
            None => (None, 0),
        };
        let mut starter = starter;
        loop {
            starter = (starter + 1) % rules.players();
            if pits[usize::from(starter)] > 0 {
                break;
            }
        }
        Some(NextRound { rules, pits, chooser, extra, starter, round: round.saturating_add(1), match_winner })
    }

    /// The pits the chooser may take: the opponent's home row.
    pub fn choosable(&self) -> HoleSet {
        match (self.chooser, row_seats(self.rules, &self.pits)) {
            (Some(chooser), Some([south, _])) if chooser == south => (6..12).collect(),
            (Some(_), Some(_)) => (0..6).collect(),
            _ => HoleSet::EMPTY,
        }
    }

    /// The automatic choice, also the computer's: the opponent's pits in sowing order straight
    /// after the chooser's row. With three players all still in, nothing: they own blocks.
    pub fn automatic_choice(&self) -> HoleSet {
        self.choosable().iter().take(usize::from(self.extra)).collect()
    }

    /// Ownership next round with the automatic choice.
    pub fn automatic_owner(&self) -> [u8; 12] {
        self.owner_with(self.automatic_choice()).unwrap_or_else(|_| self.unchosen())
    }

    /// Ownership next round when the chooser takes `chosen`.
    pub fn owner_with(&self, chosen: HoleSet) -> Result<[u8; 12], ChoiceError> {
        let Some(chooser) = self.chooser else {
            return if chosen.is_empty() { Ok(self.unchosen()) } else { Err(ChoiceError::NothingToChoose) };
        };
        if chosen.len() != usize::from(self.extra) {
            return Err(ChoiceError::Count { expected: self.extra, found: chosen.len() as u8 });
        }
        if let Some(pit) = chosen.iter().find(|&pit| !self.choosable().contains(pit)) {
            return Err(ChoiceError::NotOpponentRow { pit });
        }
        let mut owner = self.unchosen();
        for pit in chosen {
            owner[pit] = chooser;
        }
        Ok(owner)
    }

    /// Ownership before any choice: the two rows of the two-player rules, or three players' blocks.
    fn unchosen(&self) -> [u8; 12] {
        match row_seats(self.rules, &self.pits) {
            Some([south, north]) => core::array::from_fn(|pit| if pit < 6 { south } else { north }),
            None => self.blocks(),
        }
    }

    /// Three players (Ba-awa rule 12): each player's pits as one block, in seat order from `p0`.
    fn blocks(&self) -> [u8; 12] {
        let mut owner = [0u8; 12];
        let mut pit = 0;
        for (player, &n) in self.pits.iter().enumerate().take(usize::from(self.rules.players())) {
            for _ in 0..n {
                owner[pit] = player as u8;
                pit += 1;
            }
        }
        owner
    }
}

impl Position {
    /// The first position of a new round with this ownership, or `None` if it is not a valid one.
    pub(crate) fn next_round_position(&self, owner: [u8; 12], starter: u8, round: u16) -> Option<Position> {
        let rules = self.rules;
        let setup = crate::position::Setup {
            owner: Some(owner.to_vec()),
            starter: Some(starter),
            round,
            ..crate::position::Setup::start(rules, starter)
        };
        Position::from_setup(rules, &setup).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::pits_earned;

    #[test]
    fn pits_are_shared_out_whatever_the_captures() {
        // Not a round's result (48 seeds), but an answer and no hang for any input.
        assert_eq!(pits_earned(&[]), [0, 0, 0]);
        assert_eq!(pits_earned(&[3, 2]), [0, 0, 0]);
        assert_eq!(pits_earned(&[4, 0, 0]), [12, 0, 0]);
        assert_eq!(pits_earned(&[255, 255, 255, 255]), [63, 63, 63]);
        assert_eq!(pits_earned(&[45, 3]), [12, 0, 0]);
        assert_eq!(pits_earned(&[25, 23]), [6, 6, 0]);
    }
}
