//! Properties over random games of every game, variant and mode.

mod common;

use mancala_rules::{Game, GameKind, HoleSet, Outcome, Ply, Position, Replay, Rules, SplitMix64, Status};

/// No real game comes near this; reaching it means a game that does not end.
const MAX_PLIES: usize = 20_000;

/// A random legal ply for a game that is not over, or `None` at the end.
fn random_ply(game: &Game, rng: &mut SplitMix64) -> Option<Ply> {
    match game.status() {
        Status::Over { .. } => None,
        Status::Playing { legal, .. } => Some(Ply::Move(legal.nth(rng.below(legal.len()))? as u8)),
        Status::RoundOver { next, .. } => {
            // Half the time the winner picks their own pits.
            let chosen = (next.chooser.is_some() && rng.below(2) == 0).then(|| {
                let mut pool: Vec<usize> = next.choosable().iter().collect();
                let mut set = HoleSet::EMPTY;
                for _ in 0..next.extra {
                    set.insert(pool.swap_remove(rng.below(pool.len())));
                }
                set
            });
            Some(Ply::NextRound { chosen })
        }
    }
}

/// Plays a random game, checking every property at every ply; returns the game.
fn checked_game(rules: Rules, seed: u64) -> Game {
    let mut rng = SplitMix64::new(seed);
    let first = rng.below(usize::from(rules.players())) as u8;
    let mut game = Game::from_position(Position::start(rules, first).unwrap());
    while let Some(ply) = random_ply(&game, &mut rng) {
        let before = *game.position();
        if matches!(ply, Ply::Move(_)) {
            legal_moves_are_exactly_the_playable_ones(&before);
        }
        let mut trace = Vec::new();
        game.apply(ply, &mut trace)
            .unwrap_or_else(|e| panic!("{ply:?} refused in {}: {e}", before.to_notation()));
        trace_replays_to_the_position(&before, &trace, game.position());
        let after = game.position();
        assert_eq!(Position::from_notation(&after.to_notation()), Ok(*after), "{}", after.to_notation());
        assert!(game.plies().len() < MAX_PLIES, "the game does not end: {}", game.to_record());
    }
    game
}

fn legal_moves_are_exactly_the_playable_ones(position: &Position) {
    let legal = position.legal_moves();
    for hole in 0..16 {
        let mut quick = *position;
        let played = quick.play(hole);
        // The untraced fast path and the traced one must agree.
        let mut traced = *position;
        assert_eq!(traced.play_traced(hole, &mut Vec::new()), played);
        assert_eq!(traced, quick, "hole {hole} in {}", position.to_notation());
        assert_eq!(
            legal.contains(hole),
            played.is_ok(),
            "hole {hole} in {}: {played:?}",
            position.to_notation()
        );
    }
}

fn trace_replays_to_the_position(before: &Position, trace: &[mancala_rules::Event], after: &Position) {
    let mut replay = Replay::new(*before);
    let total = replay.seeds_accounted();
    for &event in trace {
        replay.apply(event).unwrap_or_else(|e| panic!("{e} in {}", before.to_notation()));
        if !matches!(event, mancala_rules::Event::NewRound { .. }) {
            assert_eq!(replay.seeds_accounted(), total, "seeds not conserved at {event:?}");
        }
    }
    assert_eq!(replay.hand, 0);
    assert_eq!(&replay.position, after, "trace {trace:?} from {}", before.to_notation());
}

fn undo_redo_and_record_round_trip(game: &Game) {
    let record = game.to_record();
    let replayed = Game::from_record(&record).unwrap_or_else(|e| panic!("{record}: {e}"));
    assert_eq!(replayed.positions(), game.positions(), "{record}");
    assert_eq!(replayed.to_record(), record);

    let mut walker = game.clone();
    let mut back = game.positions().len() - 1;
    while walker.undo() {
        back -= 1;
        assert_eq!(walker.position(), &game.positions()[back]);
    }
    assert_eq!(back, 0);
    while walker.redo() {}
    assert_eq!(walker.position(), game.position());
    assert_eq!(walker.to_record(), record);
}

#[test]
fn random_games_of_every_rule_set() {
    let mut games = 0;
    for rules in common::all_rules() {
        let count = if rules.kind() == GameKind::BaAwa { 120 } else { 250 };
        for seed in 0..count {
            let game = checked_game(rules, seed);
            assert!(game.position().is_over());
            assert!(!matches!(game.status(), Status::Playing { .. }));
            undo_redo_and_record_round_trip(&game);
            games += 1;
        }
    }
    assert!(games >= 4000, "{games}");
}

#[test]
fn a_match_is_played_to_its_end_with_ownership_changing() {
    let rules = mancala_rules::parse_rules_str("ba2m10").unwrap();
    let mut saw_new_ownership = false;
    for seed in 0..40 {
        let game = checked_game(rules, 1000 + seed);
        let Status::Over { outcome: Outcome::Winner(winner) } = game.status() else {
            panic!("a match ends with a winner: {}", game.to_record())
        };
        let last = game.position();
        let pits = mancala_rules::pits_earned(last.captured());
        assert!(pits[usize::from(winner)] >= 10 || pits.iter().filter(|&&p| p > 0).count() == 1);
        saw_new_ownership |=
            game.positions().iter().any(|p| p.round() > 1 && p.owners() != Position::new(rules).owners());
    }
    assert!(saw_new_ownership);
}

#[test]
fn a_three_player_match_plays_on_with_two_once_one_is_out() {
    let rules = mancala_rules::parse_rules_str("ba3m10").unwrap();
    let mut eliminations = 0;
    let mut choices = 0;
    for seed in 0..60 {
        let game = checked_game(rules, 2000 + seed);
        // Once two are left, the one with more pits chooses which of the other's row to take.
        choices +=
            game.plies().iter().filter(|ply| matches!(ply, Ply::NextRound { chosen: Some(_) })).count();
        assert!(
            matches!(game.status(), Status::Over { outcome: Outcome::Winner(_) }),
            "{}",
            game.to_record()
        );
        let mut out = [false; 3];
        for position in game.positions().iter().filter(|p| p.round() > 1) {
            let owners = position.owners();
            let owns = |seat: u8| owners.contains(&seat);
            // A player who is out never owns a pit again.
            for seat in 0..3u8 {
                assert!(!(out[usize::from(seat)] && owns(seat)), "seat {seat} back in: {}", game.to_record());
                out[usize::from(seat)] |= !owns(seat);
            }
            // Two left: each has a row of the two-player rules, the one with more pits some of the other's.
            let left: Vec<u8> = (0..3).filter(|&seat| owns(seat)).collect();
            if let [south, north] = left[..] {
                assert!(
                    owners[..6].iter().all(|&o| o == south) || owners[6..].iter().all(|&o| o == north),
                    "{owners:?}: one of the two rows whole: {}",
                    game.to_record()
                );
            }
        }
        eliminations += usize::from(out.iter().any(|&o| o));
    }
    assert!(eliminations >= 10, "{eliminations} matches with a player out");
    assert!(choices >= 10, "{choices} choices of pits between rounds");
}

#[test]
fn undo_then_a_new_move_drops_the_redo_tail() {
    let mut game = Game::new(Rules::standard(GameKind::Bakuk));
    game.play(0, &mut ()).unwrap();
    game.play(3, &mut ()).unwrap();
    assert!(game.undo());
    game.play(4, &mut ()).unwrap();
    assert!(!game.can_redo());
    assert_eq!(game.to_record(), "bk2~ae");
}
