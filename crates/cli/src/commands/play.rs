//! `mancala play`: a hot-seat game in the terminal.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use mancala_rules::{Event, Game, GameKind, Outcome, Ply, Position, Rules, Status};

use super::rules_arg;

/// A hot-seat game in the terminal: type a hole letter, u to undo, r to redo, q to quit.
#[derive(clap::Args)]
pub struct Args {
    /// bakuk, koumma, ba-awa or a rules header such as bk3 or ba2m10.
    #[arg(value_name = "GAME", default_value = "bakuk", value_parser = rules_arg)]
    rules: Rules,
}

fn player_name(rules: Rules, player: u8) -> &'static str {
    match (rules.players(), player) {
        (2, 0) => "South",
        (2, _) => "North",
        (_, 0) => "A",
        (_, 1) => "B",
        _ => "C",
    }
}

fn print_board(position: &Position) {
    let holes = position.board().len();
    let half = holes / 2;
    let cell = |h: usize| format!("{}{:>2}", char::from(b'a' + h as u8), position.board()[h]);
    let top: Vec<String> = (half..holes).rev().map(cell).collect();
    let bottom: Vec<String> = (0..half).map(cell).collect();
    println!("  {}", top.join("  "));
    println!("  {}", bottom.join("  "));
    if position.rules().kind() == GameKind::BaAwa {
        let owners: String = position.owners().iter().map(|o| char::from(b'0' + o)).collect();
        println!("  owners by pit a..l: {owners}");
    }
    let captured: Vec<String> = position
        .captured()
        .iter()
        .enumerate()
        .map(|(p, c)| format!("{} {c}", player_name(position.rules(), p as u8)))
        .collect();
    println!("  captured: {}", captured.join(", "));
}

fn narrate(rules: Rules, trace: &[Event]) {
    for event in trace {
        match *event {
            Event::Capture { hole, seeds, by, .. } => {
                println!("  {} captures {seeds} from {}", player_name(rules, by), char::from(b'a' + hole))
            }
            Event::Relay { hole, lap } => println!("  lap {lap} from {}", char::from(b'a' + hole)),
            Event::Award { hole, seeds, to } => {
                println!("  {} takes the {seeds} left in {}", player_name(rules, to), char::from(b'a' + hole))
            }
            Event::RoundEnd { reason } => println!("  over: {}", reason.name()),
            _ => {}
        }
    }
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let rules = args.rules;
    let mut game = Game::new(rules);
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        print_board(game.position());
        let status = game.status();
        match status {
            Status::Over { outcome } => {
                match outcome {
                    Outcome::Winner(p) => {
                        println!("{} wins. Record: {}", player_name(rules, p), game.to_record())
                    }
                    Outcome::Draw => println!("A draw. Record: {}", game.to_record()),
                }
                return Ok(ExitCode::SUCCESS);
            }
            Status::RoundOver { next, .. } => {
                println!("Round over; next round: {:?} pits. Press enter.", &next.pits)
            }
            Status::Playing { to_move, legal } => {
                let letters: String = legal.iter().map(|h| char::from(b'a' + h as u8)).collect();
                print!("{} to move [{letters}], u undo, r redo, q quit: ", player_name(rules, to_move));
            }
        }
        std::io::stdout().flush().map_err(|e| e.to_string())?;
        let Some(Ok(line)) = lines.next() else { return Ok(ExitCode::SUCCESS) };
        let mut trace = Vec::new();
        let result = match (line.trim(), status) {
            ("q", _) => return Ok(ExitCode::SUCCESS),
            ("u", _) => {
                game.undo();
                continue;
            }
            ("r", _) => {
                game.redo();
                continue;
            }
            (_, Status::RoundOver { .. }) => game.next_round(None, &mut trace),
            (text, _) => match text.parse() {
                Ok(Ply::Move(hole)) => game.play(usize::from(hole), &mut trace),
                _ => {
                    println!("  type a hole letter");
                    continue;
                }
            },
        };
        match result {
            Ok(()) => narrate(rules, &trace),
            Err(e) => println!("  {e}"),
        }
    }
}
