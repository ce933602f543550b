//! Sentences the players read about a game's state: whose turn, who won and why.

use crate::games::backgammon::{Backgammon, Phase};
use crate::games::ludo::{Ludo, Phase as LudoPhase};
use crate::games::{AnyGame, GameKind};
use crate::rules::{Game, Outcome, Reason, Seat, Turn, Verdict};

/// The name a game gives a seat ("Black", "White").
pub fn seat_name(game: &AnyGame, seat: Seat) -> &'static str {
    match game {
        AnyGame::Draughts(g) => g.side_name(seat),
        AnyGame::Chess(g) => g.side_name(seat),
        AnyGame::Backgammon(_) => Backgammon::side_name(seat),
        AnyGame::Ludo(g) => g.side_name(seat),
        AnyGame::Camelot(_) => ["White", "Black"][usize::from(seat.0.min(1))],
    }
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0.min(1))
}

/// The status line: whose move, or how the game ended.
pub fn status(game: &AnyGame, verdict: Option<&Verdict>) -> String {
    if let (AnyGame::Backgammon(g), None) = (game, verdict) {
        return backgammon_status(g);
    }
    if let (AnyGame::Ludo(g), None) = (game, verdict) {
        return ludo_status(g);
    }
    match verdict {
        Some(verdict) => ending(game, verdict),
        None => match game.turn() {
            Turn::Player(seat) => format!("{} to move", seat_name(game, seat)),
            Turn::Chance => "Roll the dice".to_string(),
        },
    }
}

/// Backgammon's turn has phases: rolling or doubling, moving, answering a double, between games.
fn backgammon_status(game: &Backgammon) -> String {
    let name = Backgammon::side_name;
    if let Some((seat, level)) = game.pending_resignation() {
        let other = name(Seat(1 - seat.0.min(1)));
        let what = level.name();
        return format!(
            "{} resigns ({what}): {other} to accept or reject",
            name(seat)
        );
    }
    match game.phase() {
        Phase::Opening => "Opening roll: each side rolls one die".to_string(),
        Phase::OnRoll(seat) => format!("{} to roll (or double)", name(seat)),
        Phase::Rolling(seat) => format!("{} is rolling", name(seat)),
        Phase::Moving(seat) => match game.dice() {
            Some([a, b]) if game.play_complete() => {
                format!("{} rolled {a}-{b}: confirm the move", name(seat))
            }
            Some([a, b]) => format!("{} to play {a}-{b}", name(seat)),
            None => format!("{} to move", name(seat)),
        },
        Phase::Doubled(seat) => format!(
            "{} doubles: {} to take or pass",
            name(seat),
            name(Seat(1 - seat.0.min(1)))
        ),
        Phase::GameOver(_) | Phase::MatchOver(_) => match game.last_game_result() {
            Some((winner, points)) => {
                let (w, b) = game.score();
                format!(
                    "{} wins {points} point{} (score {w}-{b})",
                    name(winner),
                    if points == 1 { "" } else { "s" }
                )
            }
            None => "Game over".to_string(),
        },
    }
}

/// Ludo: who throws (for the start, or on their turn) or moves with which number.
fn ludo_status(game: &Ludo) -> String {
    if let Some(seat) = game.start_thrower() {
        return format!("{} throws for the start", game.side_name(seat));
    }
    match game.phase {
        LudoPhase::Rolling(seat) => format!("{} to roll", game.side_name(seat)),
        // issue 11, 2.7: a throw that moves nothing says so (the page then passes by itself).
        LudoPhase::Moving(seat, die) if game.must_pass() => {
            format!("{} threw {die}: no move with a {die}", game.side_name(seat))
        }
        LudoPhase::Moving(seat, die) => {
            format!("{} threw {die}: move a piece", game.side_name(seat))
        }
        _ => "Game over".to_string(),
    }
}

/// "Black wins: White has no pieces left", "Draw: threefold repetition", ...
pub fn ending(game: &AnyGame, verdict: &Verdict) -> String {
    let result = match &verdict.outcome {
        Outcome::Win(seat) => format!("{} wins", seat_name(game, *seat)),
        Outcome::Draw => "Draw".to_string(),
        Outcome::Ranking(seats) => {
            let names: Vec<&str> = seats.iter().map(|s| seat_name(game, *s)).collect();
            format!("Finished: {}", names.join(", "))
        }
    };
    let loser = match &verdict.outcome {
        Outcome::Win(seat) => seat_name(game, other(*seat)),
        _ => "",
    };
    let why = match verdict.reason {
        Reason::NoPieces => format!("{loser} has no pieces left"),
        Reason::NoMoves => format!("{loser} has no legal move"),
        Reason::Checkmate => "checkmate".to_string(),
        Reason::Stalemate => "stalemate".to_string(),
        Reason::InsufficientMaterial => "insufficient material".to_string(),
        Reason::Repetition => "threefold repetition".to_string(),
        Reason::MoveLimit => move_limit(game.kind()).to_string(),
        Reason::Agreement => "agreed by the players".to_string(),
        Reason::Resignation => match game {
            AnyGame::Ludo(g) => left_the_race(g),
            _ => format!("{loser} resigned"),
        },
        Reason::AllHome => match game {
            AnyGame::Backgammon(g) => {
                let (w, b) = g.score();
                format!("the match, {w}-{b}")
            }
            _ => "all pieces home".to_string(),
        },
        Reason::CastleTaken => format!("two pieces in {loser}'s castle"),
        Reason::LonePieces => "neither side has more than one piece".to_string(),
    };
    format!("{result}: {why}")
}

/// "Blue left the race", "Green, Yellow and Blue left the race" (latest first, as they rank).
fn left_the_race(game: &Ludo) -> String {
    let names: Vec<&str> = game
        .leavers()
        .iter()
        .rev()
        .map(|&s| game.side_name(s))
        .collect();
    let list = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    };
    format!("{list} left the race")
}

fn move_limit(kind: GameKind) -> &'static str {
    match kind {
        GameKind::EnglishDraughts => "40 moves each without a capture or a man moving",
        GameKind::Backgammon => "move limit",
        GameKind::Tammi => "15 moves each without a capture",
        GameKind::Ludo => "move limit",
        GameKind::Tama => "50 moves each without a capture or a man moving forward",
        GameKind::Chess => "fifty moves without a capture or a pawn move",
        GameKind::Camelot => "50 moves each without a capture or a castle entered",
    }
}
