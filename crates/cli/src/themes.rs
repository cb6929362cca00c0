//! A puzzle's themes: what the engine's event trace of its answer (and of the best line after
//! it) shows, named as in www/puzzles.json.

use mancala_rules::{EndReason, Event};

/// Laps of one move from which its relay is a theme.
pub const MANY_LAPS: u16 = 4;
/// Moves of the best line after the answer (the opponent's reply and the solver's next move)
/// within which an end by the last-eight rule is what the answer plays for.
pub const LAST_EIGHT_PLIES: usize = 2;

/// The themes of a move by `mover` whose events are `answer`, followed by the moves of the best
/// line whose events are `line` (a list a move): `chain` (two or more captures for the mover in
/// the move), `relay` (at least [`MANY_LAPS`] laps), `four-given-away` (a four made in passing in
/// an opponent's pit, so the opponent takes it), `last-eight` (the move, or one of the next
/// [`LAST_EIGHT_PLIES`] of the line, leaves 1 to 8 seeds and the round's starter takes them),
/// `repetition` (the best line ends on a third occurrence).
pub fn themes(mover: u8, answer: &[Event], line: &[Vec<Event>]) -> Vec<&'static str> {
    let mut themes = Vec::new();
    let captures = answer.iter().filter(|e| matches!(e, Event::Capture { by, .. } if *by == mover)).count();
    if captures >= 2 {
        themes.push("chain");
    }
    if answer.iter().any(|e| matches!(e, Event::Relay { lap, .. } if *lap >= MANY_LAPS)) {
        themes.push("relay");
    }
    if answer.iter().any(|e| matches!(e, Event::Capture { by, .. } if *by != mover)) {
        themes.push("four-given-away");
    }
    let ends = |events: &[Event], why: EndReason| {
        events.iter().any(|e| matches!(e, Event::RoundEnd { reason } if *reason == why))
    };
    let soon = line.iter().take(LAST_EIGHT_PLIES);
    if ends(answer, EndReason::LastSeeds) || soon.clone().any(|events| ends(events, EndReason::LastSeeds)) {
        themes.push("last-eight");
    }
    if ends(answer, EndReason::Repetition) || line.iter().any(|events| ends(events, EndReason::Repetition)) {
        themes.push("repetition");
    }
    themes
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::CaptureReason;

    #[test]
    fn each_theme_comes_from_its_own_events() {
        let capture = |by, reason| Event::Capture { hole: 3, seeds: 4, by, reason };
        let answer = [
            Event::Relay { hole: 2, lap: 4 },
            capture(0, CaptureReason::LastSeed),
            capture(0, CaptureReason::Chain),
            capture(1, CaptureReason::InPassing),
            Event::RoundEnd { reason: EndReason::LastSeeds },
        ];
        assert_eq!(themes(0, &answer, &[]), ["chain", "relay", "four-given-away", "last-eight"]);
        // Seen from the other player: one capture of their own, two given away.
        assert_eq!(themes(1, &answer, &[]), ["relay", "four-given-away", "last-eight"]);
        assert_eq!(themes(0, &answer[..2], &[]), ["relay"]);
        assert_eq!(themes(0, &[Event::Relay { hole: 2, lap: 3 }], &[]), Vec::<&str>::new());
        let repeated = vec![Event::RoundEnd { reason: EndReason::Repetition }];
        assert_eq!(themes(0, &[], &[vec![], vec![], repeated]), ["repetition"]);
        // The last eight seeds taken after the opponent's reply or the solver's next move, not later.
        let last_seeds = vec![Event::RoundEnd { reason: EndReason::LastSeeds }];
        assert_eq!(themes(0, &[], &[vec![], last_seeds.clone()]), ["last-eight"]);
        assert_eq!(themes(0, &[], &[vec![], vec![], last_seeds]), Vec::<&str>::new());
    }
}
