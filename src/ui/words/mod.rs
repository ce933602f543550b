//! The play page's names in the page's language: games, sides, computer levels, lists of names,
//! and the buttons of moves made off the board. The sentences about a game's state (whose turn,
//! who won and why) are in [`status`].
//!
//! The rules library keeps its English names (notation, file tags and the command-line tool use
//! them); the page maps them to keys of the word tables here.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::Seat;
//! use tabula::ui::words::i18n::Lexicon;
//! use tabula::ui::words::{game_name, seat_name};
//! let words = Lexicon::english();
//! assert_eq!(game_name(words, GameKind::Tammi), "Finnish draughts (Tammi)");
//! assert_eq!(seat_name(words, &AnyGame::new_of(GameKind::Ludo), Seat(1)), "Blue");
//! ```

pub mod file_words;
pub mod i18n;
pub mod library_messages;
pub mod moves;
pub mod phrase;
pub mod piece_letters;
pub mod rules_text;
mod status;

pub use status::{ending, handicap_name, handicap_status, status};

use crate::ai::review::Mark;
use crate::games::backgammon::match_state::Resignation;
use crate::games::backgammon::BgMove;
use crate::games::ludo::LudoMove;
use crate::games::{AnyGame, AnyMove, GameKind};
use crate::rules::{Game, Seat};
use crate::ui::words::i18n::Lexicon;

/// The key of a game's name.
pub fn game_name_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::EnglishDraughts => "games.english-draughts.name",
        GameKind::Tammi => "games.tammi.name",
        GameKind::Tama => "games.tama.name",
        GameKind::Chess => "games.chess.name",
        GameKind::Backgammon => "games.backgammon.name",
        GameKind::Ludo => "games.ludo.name",
        GameKind::Camelot => "games.camelot.name",
    }
}

/// The game's name for players ("Chess", "Finnish draughts (Tammi)").
pub fn game_name(words: &Lexicon, kind: GameKind) -> String {
    words.get(game_name_key(kind))
}

/// The key of a side's name, from the rules' English name.
pub fn side_key(rules_name: &str) -> Option<&'static str> {
    match rules_name {
        "White" => Some("games.side.white"),
        "Black" => Some("games.side.black"),
        "Red" => Some("games.side.red"),
        "Blue" => Some("games.side.blue"),
        "Yellow" => Some("games.side.yellow"),
        "Green" => Some("games.side.green"),
        _ => None,
    }
}

/// The name of a seat's side in the page's language ("White", "Valkea").
pub fn seat_name(words: &Lexicon, game: &AnyGame, seat: Seat) -> String {
    let english = game.side_name(seat);
    // Every side of every game has a key (tests/session.rs checks); the English name is only
    // a safety net for a side added to the rules without one.
    side_key(english).map_or_else(|| english.to_string(), |key| words.get(key))
}

/// A review's mark in the page's language: "blunder", or in backgammon gnubg's "very bad".
pub fn mark_word(words: &Lexicon, kind: GameKind, mark: Mark) -> String {
    let backgammon = kind == GameKind::Backgammon;
    words.get(match (mark, backgammon) {
        (Mark::Inaccuracy, false) => "play.review-inaccuracy",
        (Mark::Mistake, false) => "play.review-mistake",
        (Mark::Blunder, false) => "play.review-blunder",
        (Mark::Inaccuracy, true) => "play.review-doubtful",
        (Mark::Mistake, true) => "play.review-bad",
        (Mark::Blunder, true) => "play.review-very-bad",
    })
}

/// The number the page shows for a computer level: the levels are 0 to 7 inside (the first
/// six were 1 to 6, and saves keep their numbers), 1 to 8 for people.
pub fn level_number(level: u8) -> u8 {
    level.saturating_add(1)
}

/// The name of a computer level, [`crate::ai::FIRST_LEVEL`] (weakest) to
/// [`crate::ai::TOP_LEVEL`] ("Casual").
pub fn level_name(words: &Lexicon, level: u8) -> String {
    let key = match level {
        0 => "play.level-0",
        1 => "play.level-1",
        2 => "play.level-2",
        3 => "play.level-3",
        4 => "play.level-4",
        5 => "play.level-5",
        6 => "play.level-6",
        7 => "play.level-7",
        _ => return level_number(level).to_string(),
    };
    words.get(key)
}

/// "Red", "Red and Blue", "Red, Blue and Green" (the way the language joins a list).
pub fn name_list(words: &Lexicon, names: &[String]) -> String {
    let Some((last, rest)) = names.split_last() else {
        return String::new();
    };
    let Some((first, middle)) = rest.split_first() else {
        return last.clone();
    };
    let list = middle.iter().fold(first.clone(), |list, next| {
        words.fill("status.list-comma", &[("list", &list), ("next", next)])
    });
    words.fill("status.list-and", &[("list", &list), ("last", last)])
}

/// "Red, Blue, Green": names one after the other, without "and" (a ranking).
pub fn name_sequence(words: &Lexicon, names: &[String]) -> String {
    let mut names = names.iter();
    let first = names.next().cloned().unwrap_or_default();
    names.fold(first, |list, next| {
        words.fill("status.list-comma", &[("list", &list), ("next", next)])
    })
}

fn resign_level_key(level: Resignation) -> &'static str {
    match level {
        Resignation::Single => "play.action.resign-single",
        Resignation::Gammon => "play.action.resign-gammon",
        Resignation::Backgammon => "play.action.resign-backgammon",
    }
}

/// A button's words for a move made off the board (roll, double, confirm, a resignation
/// level, leaving a Ludo race...). The button's test id keeps the move's notation.
pub fn off_board_label(words: &Lexicon, game: &AnyGame, mv: &AnyMove) -> String {
    let key = match mv {
        AnyMove::Backgammon(bg) => match bg {
            BgMove::RollDice => "play.action.roll",
            BgMove::Double => "play.action.double",
            BgMove::Take => "play.action.take",
            BgMove::Pass => "play.action.pass",
            BgMove::ConfirmTurn => "play.action.confirm",
            BgMove::NextGame => "play.action.next-game",
            BgMove::Resign(level) => resign_level_key(*level),
            BgMove::AcceptResignation => "play.action.accept-resignation",
            BgMove::RejectResignation => "play.action.reject-resignation",
            _ => return game.notation(mv),
        },
        AnyMove::Ludo(ludo) => {
            let AnyGame::Ludo(race) = game else {
                return game.notation(mv);
            };
            let Some(seat) = race.seat_on_turn() else {
                return game.notation(mv);
            };
            let side = seat_name(words, game, seat);
            return match ludo {
                LudoMove::Leave => words.fill("play.action.leave-race", &[("side", &side)]),
                LudoMove::Pass => words.fill("play.action.ludo-pass", &[("side", &side)]),
                _ => game.notation(mv),
            };
        }
        _ => return game.notation(mv),
    };
    words.get(key)
}

/// A seat's name: as the players typed it, or the side's name.
pub fn friend_name(
    words: &Lexicon,
    game: &AnyGame,
    friend: &crate::persist::friend::Friend,
    seat: u8,
) -> String {
    friend
        .names
        .get(usize::from(seat))
        .filter(|name| !name.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| seat_name(words, game, Seat(seat)))
}

/// gnubg's ratings by the error rate a decision in mEMG (see `ai::review::report::RATINGS`), as
/// the page's keys.
const RATING_KEYS: [&str; 8] = [
    "play.rating-supernatural",
    "play.rating-world-class",
    "play.rating-expert",
    "play.rating-advanced",
    "play.rating-intermediate",
    "play.rating-casual",
    "play.rating-beginner",
    "play.rating-awful",
];

/// gnubg's rating of an error rate (mEMG a decision), in the page's language.
pub fn rating(words: &Lexicon, rate: f64) -> String {
    let place = crate::ai::review::report::RATINGS
        .iter()
        .position(|(bound, _)| rate < *bound)
        .unwrap_or(RATING_KEYS.len() - 1);
    words.get(RATING_KEYS[place])
}

/// What a computer level measured (see [`crate::ai::levels::measured`]), for the level chooser:
/// "about 1650 on Stockfish's scale", "gnubg: Advanced (10 mEMG a decision)".
pub fn level_strength(words: &Lexicon, kind: GameKind, level: u8) -> Option<String> {
    use crate::ai::levels::{measured, Measured};
    Some(match measured(kind, level)? {
        Measured::Elo(elo) => words.fill("play.level-elo", &[("elo", &elo)]),
        Measured::AgainstBelow(pct) => words.fill(
            "play.level-beats",
            &[
                ("pct", &pct),
                ("below", &level_number(level.saturating_sub(1))),
            ],
        ),
        Measured::ErrorRate(tenths) => words.fill(
            "play.level-gnubg",
            &[
                ("rating", &rating(words, f64::from(tenths) / 10.0)),
                ("rate", &(tenths.saturating_add(5) / 10)),
            ],
        ),
        Measured::AgainstRandom(pct) => words.fill("play.level-ludo", &[("pct", &pct)]),
    })
}
