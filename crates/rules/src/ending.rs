//! The end of a game as a position states it: a finished position carries the end the engine
//! itself reaches on that board, and a position in play is not one the rules end at once.

use crate::event::EndReason;
use crate::position::{Position, Setup, SetupError};
use crate::rules::{EmptySeat, GameKind, Leftover, Rules};

/// True if games under `rules` can end for `reason`.
pub fn rules_end_with(rules: Rules, reason: EndReason) -> bool {
    let bakuk = rules.kind().is_bakuk_family();
    match reason {
        EndReason::Repetition => true,
        EndReason::NoSeeds => bakuk,
        EndReason::Decided => bakuk && rules.variant().stop_when_decided,
        EndReason::LastSeeds | EndReason::NoMove => !bakuk,
    }
}

impl Position {
    /// Checks a finished position: `setup` as the end left it (after the seeds left were handed
    /// out), ended by `reason`. Refused unless the engine's own end rules end that board that way.
    pub fn from_ended_setup(rules: Rules, setup: &Setup, reason: EndReason) -> Result<Position, SetupError> {
        if !rules_end_with(rules, reason) {
            return Err(SetupError::EndNotInRules(reason));
        }
        let mut position = Position::from_any_setup(rules, setup)?;
        if !position.could_end_by(reason) {
            return Err(SetupError::EndContradicts(reason));
        }
        position.end = Some(reason);
        Ok(position)
    }

    /// The end the rules apply to this board before anyone moves, if any: what
    /// [`Position::from_setup`] refuses.
    pub(crate) fn ends_at_once(&self) -> Option<EndReason> {
        let rules = self.rules;
        if rules.kind() == GameKind::BaAwa && (1..=8).contains(&self.seeds_on_board()) {
            Some(EndReason::LastSeeds)
        } else if rules.kind().is_bakuk_family() && rules.variant().stop_when_decided && self.is_decided() {
            Some(EndReason::Decided)
        } else {
            None
        }
    }

    /// The player the rules pass the move to at once, when they pass over empty seats and the
    /// player to move has no seeds: the engine never rests on such a position (see
    /// [`Position::settle_if_stuck`]).
    pub(crate) fn passes_at_once(&self) -> Option<u8> {
        let skip = self.rules.kind().is_bakuk_family() && self.rules.variant().empty_seat == EmptySeat::Skip;
        if !skip || !self.candidates().is_empty() {
            return None;
        }
        self.next_able(self.to_move).filter(|&next| next != self.to_move)
    }

    /// True if this board (not ended yet) is one the engine leaves when it ends a game by `reason`.
    fn could_end_by(&self, reason: EndReason) -> bool {
        let rules = self.rules;
        let hands_out = rules.kind() == GameKind::BaAwa || rules.variant().leftover == Leftover::OwnSide;
        if hands_out {
            // The seeds left went to their owners (or the starter): only the empty board remains,
            // and a decided game still has its leader.
            return self.seeds_on_board() == 0 && (reason != EndReason::Decided || self.outcome_leader());
        }
        let decided = rules.variant().stop_when_decided && self.is_decided();
        let skip = rules.variant().empty_seat == EmptySeat::Skip;
        match reason {
            EndReason::Decided => self.is_decided(),
            EndReason::NoSeeds if skip => !decided && self.next_able(self.to_move).is_none(),
            EndReason::NoSeeds => !decided && self.candidates().is_empty(),
            EndReason::Repetition => {
                !decided && !self.candidates().is_empty() && crate::cycle::on_capture_free_cycle(self)
            }
            EndReason::LastSeeds | EndReason::NoMove => false,
        }
    }

    /// One player has strictly more captured seeds than any other.
    fn outcome_leader(&self) -> bool {
        let best = self.captured().iter().copied().max().unwrap_or(0);
        self.captured().iter().filter(|&&c| c == best).count() == 1
    }
}
