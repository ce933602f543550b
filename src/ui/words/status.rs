//! Sentences the players read about a game's state: whose turn, who won and why.

use super::{name_list, name_sequence, seat_name};
use crate::games::backgammon::match_state::Resignation;
use crate::games::backgammon::{Backgammon, Phase};
use crate::games::handicap::{Handicap, Odds};
use crate::games::ludo::{Ludo, Phase as LudoPhase};
use crate::games::{AnyGame, AnyOptions, GameKind};
use crate::rules::{Game, Outcome, Reason, Seat, Turn, Verdict};
use crate::ui::words::i18n::Lexicon;

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0.min(1))
}

/// The status line: whose move, or how the game ended.
pub fn status(words: &Lexicon, game: &AnyGame, verdict: Option<&Verdict>) -> String {
    if let (AnyGame::Backgammon(g), None) = (game, verdict) {
        return backgammon_status(words, game, g);
    }
    if let (AnyGame::Ludo(g), None) = (game, verdict) {
        return ludo_status(words, game, g);
    }
    match verdict {
        Some(verdict) => ending(words, game, verdict),
        None => match game.turn() {
            Turn::Player(seat) => {
                let side = seat_name(words, game, seat);
                words.fill("status.to-move", &[("side", &side)])
            }
            Turn::Chance => words.get("status.roll-the-dice"),
        },
    }
}

fn resignation_level(words: &Lexicon, level: Resignation) -> String {
    words.get(match level {
        Resignation::Single => "status.resign-level.single",
        Resignation::Gammon => "status.resign-level.gammon",
        Resignation::Backgammon => "status.resign-level.backgammon",
    })
}

/// Backgammon's turn has phases: rolling or doubling, moving, answering a double, between games.
fn backgammon_status(words: &Lexicon, any: &AnyGame, game: &Backgammon) -> String {
    let name = |seat: Seat| seat_name(words, any, seat);
    if let Some((seat, level)) = game.pending_resignation() {
        let (side, other) = (name(seat), name(other(seat)));
        let level = resignation_level(words, level);
        return words.fill(
            "status.backgammon.resigns",
            &[("side", &side), ("level", &level), ("other", &other)],
        );
    }
    let say = |key: &str, seat: Seat| words.fill(key, &[("side", &name(seat))]);
    match game.phase() {
        Phase::Opening => words.get("status.backgammon.opening"),
        Phase::OnRoll(seat) => say("status.backgammon.on-roll", seat),
        Phase::Rolling(seat) => say("status.backgammon.rolling", seat),
        Phase::Moving(seat) => match game.dice() {
            Some([a, b]) => {
                let key = if game.play_complete() {
                    "status.backgammon.confirm"
                } else {
                    "status.backgammon.to-play"
                };
                let dice = format!("{a}-{b}");
                words.fill(key, &[("side", &name(seat)), ("dice", &dice)])
            }
            None => say("status.to-move", seat),
        },
        Phase::Doubled(seat) => words.fill(
            "status.backgammon.doubles",
            &[("side", &name(seat)), ("other", &name(other(seat)))],
        ),
        Phase::GameOver(_) | Phase::MatchOver(_) => match game.last_game_result() {
            Some((winner, points)) => {
                let (white, black) = game.score();
                words.count(
                    "status.backgammon.wins",
                    u64::from(points),
                    &[
                        ("side", &name(winner)),
                        ("white", &white),
                        ("black", &black),
                    ],
                )
            }
            None => words.get("status.game-over"),
        },
    }
}

/// Ludo: who throws (for the start, or on their turn) or moves with which number.
fn ludo_status(words: &Lexicon, any: &AnyGame, game: &Ludo) -> String {
    let name = |seat: Seat| seat_name(words, any, seat);
    if let Some(seat) = game.start_thrower() {
        return words.fill("status.ludo.throws-for-start", &[("side", &name(seat))]);
    }
    match game.phase {
        LudoPhase::Rolling(seat) => words.fill("status.ludo.to-roll", &[("side", &name(seat))]),
        // issue 11, 2.7: a throw that moves nothing says so (the page then passes by itself).
        LudoPhase::Moving(seat, die) => {
            let key = if game.must_pass() {
                "status.ludo.no-move"
            } else {
                "status.ludo.move-a-piece"
            };
            words.fill(key, &[("side", &name(seat)), ("die", &die)])
        }
        _ => words.get("status.game-over"),
    }
}

/// "Black wins: White has no pieces left", "Draw: threefold repetition", ...
pub fn ending(words: &Lexicon, game: &AnyGame, verdict: &Verdict) -> String {
    let result = match &verdict.outcome {
        Outcome::Win(seat) => {
            words.fill("status.wins", &[("side", &seat_name(words, game, *seat))])
        }
        Outcome::Draw => words.get("status.draw"),
        Outcome::Ranking(seats) => {
            let names: Vec<String> = seats.iter().map(|s| seat_name(words, game, *s)).collect();
            let ranking = name_sequence(words, &names);
            words.fill("status.finished", &[("ranking", &ranking)])
        }
    };
    let reason = reason(words, game, verdict);
    words.fill("status.ending", &[("result", &result), ("reason", &reason)])
}

/// Why the game ended, as the part after the result.
fn reason(words: &Lexicon, game: &AnyGame, verdict: &Verdict) -> String {
    let loser = match &verdict.outcome {
        Outcome::Win(seat) => seat_name(words, game, other(*seat)),
        _ => String::new(),
    };
    let about_loser = |key: &str| words.fill(key, &[("side", &loser)]);
    match verdict.reason {
        Reason::NoPieces => about_loser("status.reason.no-pieces"),
        Reason::NoMoves => about_loser("status.reason.no-moves"),
        Reason::Checkmate => words.get("status.reason.checkmate"),
        Reason::Stalemate => words.get("status.reason.stalemate"),
        Reason::InsufficientMaterial => words.get("status.reason.insufficient-material"),
        // Chess with the threefold draw turned off draws at the fifth repetition.
        Reason::Repetition if game.history_rules().repetition == Some(5) => {
            words.get("status.reason.fivefold-repetition")
        }
        Reason::Repetition => words.get("status.reason.repetition"),
        Reason::MoveLimit => words.get(move_limit_key(game)),
        Reason::Agreement => words.get("status.reason.agreement"),
        Reason::Resignation => match game {
            AnyGame::Ludo(g) => left_the_race(words, game, g),
            _ => about_loser("status.reason.resigned"),
        },
        Reason::AllHome => match game {
            AnyGame::Backgammon(g) => {
                let (white, black) = g.score();
                words.fill(
                    "status.reason.match-won",
                    &[("white", &white), ("black", &black)],
                )
            }
            _ => words.get("status.reason.all-home"),
        },
        Reason::CastleTaken => about_loser("status.reason.castle-taken"),
        Reason::LonePieces => words.get("status.reason.lone-pieces"),
        Reason::TimeOut if loser.is_empty() => words.get("status.reason.time-out-draw"),
        Reason::TimeOut => about_loser("status.reason.time-out"),
    }
}

/// "Blue left the race", "Green, Yellow and Blue left the race" (latest first, as they rank).
fn left_the_race(words: &Lexicon, any: &AnyGame, game: &Ludo) -> String {
    let names: Vec<String> = game
        .leavers()
        .iter()
        .rev()
        .map(|&s| seat_name(words, any, s))
        .collect();
    let list = name_list(words, &names);
    words.count(
        "status.reason.left-the-race",
        names.len() as u64,
        &[("list", &list)],
    )
}

fn move_limit_key(game: &AnyGame) -> &'static str {
    match game.kind() {
        GameKind::EnglishDraughts => "status.reason.move-limit-english-draughts",
        GameKind::Tammi => "status.reason.move-limit-tammi",
        GameKind::Tama => "status.reason.move-limit-tama",
        GameKind::Chess => match game.options() {
            // With the fifty-move draw turned off, the seventy-five-move rule ends the game.
            AnyOptions::Chess(o) if !o.fifty_move_draw => "status.reason.move-limit-chess-75",
            _ => "status.reason.move-limit-chess",
        },
        GameKind::Camelot => "status.reason.move-limit-camelot",
        GameKind::Backgammon | GameKind::Ludo => "status.reason.move-limit",
    }
}

/// A handicap in the page's language: "White plays without the queen".
pub fn handicap_name(words: &Lexicon, game: &AnyGame, handicap: &Handicap) -> String {
    let side = seat_name(words, game, handicap.seat);
    let key = match handicap.odds {
        Odds::Piece('N') if game.kind() == GameKind::Camelot => "play.handicap.camelot-knight",
        Odds::Piece('P') => "play.handicap.pawn",
        Odds::Piece('N') => "play.handicap.knight",
        Odds::Piece('R') => "play.handicap.rook",
        Odds::Piece(_) => "play.handicap.queen",
        Odds::Draw => "play.handicap.draw",
        Odds::Men(1) => "play.handicap.men1",
        Odds::Men(_) => "play.handicap.men2",
        Odds::PointsAhead(_) => "play.handicap.ahead",
        Odds::CubeKept => "play.handicap.cube",
        Odds::PiecesOut(1) => "play.handicap.out1",
        Odds::PiecesOut(_) => "play.handicap.out2",
    };
    let n = match handicap.odds {
        Odds::PointsAhead(n) => n,
        _ => 0,
    };
    words.fill(key, &[("side", &side), ("n", &n)])
}

/// The status line with what the handicap makes of the result, where it counts it otherwise
/// than the board (draw odds): "Draw: stalemate. Black wins on draw odds."
pub fn handicap_status(
    words: &Lexicon,
    game: &AnyGame,
    verdict: Option<&Verdict>,
    handicap: Option<&Handicap>,
    status: String,
) -> String {
    let counted = verdict
        .zip(handicap)
        .and_then(|(v, h)| h.counted(&v.outcome));
    match counted {
        Some(Outcome::Win(seat)) => words.fill(
            "status.draw-odds",
            &[("status", &status), ("side", &seat_name(words, game, seat))],
        ),
        _ => status,
    }
}
