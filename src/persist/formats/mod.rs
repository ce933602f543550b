//! Whole games as files other programs read, and back: PGN for chess, PDN 3.0 for the draughts
//! games, the gnubg/Jellyfish `.mat` match text for backgammon, a PGN-like record in the World
//! Camelot Federation's notation for Camelot, and a documented text of our own for Ludo (see
//! [`ludo`]). Every import replays the moves through the rules, so a file that names an illegal
//! move is refused with the line and the move at fault. [`pgn`] and [`mat`] are those two
//! formats' own readers and writers over one game's engine; the position codes a file may
//! carry (FEN, gnubg's IDs, PDN's FEN) are the games' own and stay in [`crate::games`].
//!
//! An export carries the players ([`GameInfo`]); an import returns the record with the tags it
//! read ([`Imported`]). A result written on a game the moves leave unfinished becomes the
//! record's declared end (the loser resigned, or a draw was agreed).
//!
//! ```
//! use tabula::games::GameKind;
//! use tabula::persist::{export_record, import_record, GameInfo};
//! let imported = import_record(GameKind::Chess, "[White \"Ann\"]\n\n1. e4 e5 2. Nf3 *").unwrap();
//! assert_eq!(imported.record.notations(), vec!["e4", "e5", "Nf3"]);
//! assert_eq!(imported.tag("White"), Some("Ann"));
//! let info = GameInfo::named(&["Ann", "Bob"]);
//! let export = export_record(&imported.record, &info);
//! assert!(export.text.contains("[Black \"Bob\"]") && export.text.contains("2. Nf3 *"));
//! assert_eq!(export.file_name, "tabula-chess.pgn");
//! ```

mod backgammon;
mod camelot;
mod chess;
mod error;
pub mod ludo;
pub mod mat;
mod mat_import;
mod pdn;
pub mod pgn;
mod pgn_lexer;
pub mod tagged;
mod two_sided;

pub use error::ImportError;

use crate::games::{AnyGame, AnyMove, GameKind};
use crate::persist::Computers;
use crate::rules::{Game, Outcome, Record, RecordEnd, Seat};

/// A file ready to download.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    pub file_name: String,
    pub mime: &'static str,
    pub text: String,
}

/// What an export says about the game besides its moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameInfo {
    /// The players' names by seat (seat 0 first); a missing or empty name is written unknown.
    pub players: Vec<String>,
    /// The day the game was played, written `YYYY.MM.DD` as PGN and PDN have it.
    pub date: Option<String>,
    /// More tags to write (`Event`, `Site`, ...), where the format has tags.
    pub tags: Vec<(String, String)>,
}

impl GameInfo {
    /// Players by seat, no date, no other tags.
    pub fn named(players: &[&str]) -> Self {
        GameInfo {
            players: players.iter().map(|p| p.to_string()).collect(),
            ..GameInfo::default()
        }
    }

    /// The seats of `game` named for who plays them: "Person", or "Computer (level N)".
    pub fn from_seats(game: &AnyGame, computers: &Computers, date: Option<String>) -> Self {
        let players = (0..game.num_players() as u8)
            .map(|seat| match computers.level_of(seat) {
                Some(level) => format!("Computer (level {level})"),
                None => "Person".to_string(),
            })
            .collect();
        GameInfo {
            players,
            date,
            tags: Vec::new(),
        }
    }

    /// The name of the player on `seat`, if one is given.
    pub fn player(&self, seat: Seat) -> Option<&str> {
        self.players
            .get(usize::from(seat.0))
            .map(|p| p.trim())
            .filter(|p| !p.is_empty())
    }

    /// The value of the extra tag `name`, if given.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A game read from a file: the record, played to its last move, and the file's tags.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub record: Record<AnyGame>,
    pub tags: Vec<(String, String)>,
}

impl Imported {
    /// The value of the first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The game up to the move shown, in its kind's format. A backgammon turn in progress at the
/// end is not in the `.mat` (see [`export_game`] for a text that keeps every move).
pub fn export_record(record: &Record<AnyGame>, info: &GameInfo) -> Export {
    match record.start().kind() {
        GameKind::Chess => chess::export(record, info),
        GameKind::EnglishDraughts | GameKind::Tammi | GameKind::Tama => pdn::export(record, info),
        GameKind::Backgammon => backgammon::export(record, info, true),
        GameKind::Ludo => ludo::export(record, info),
        GameKind::Camelot => camelot::export(record, info),
    }
}

/// Reads a file (or pasted text) of a game of `kind`: the game's format, or a bare position
/// code to play on from.
pub fn import_record(kind: GameKind, text: &str) -> Result<Imported, ImportError> {
    let text = text.trim_start_matches('\u{feff}').trim();
    if text.is_empty() {
        return Err(ImportError::Empty);
    }
    match kind {
        GameKind::Chess => chess::import(text),
        GameKind::EnglishDraughts | GameKind::Tammi | GameKind::Tama => pdn::import(kind, text),
        GameKind::Backgammon => backgammon::import(text),
        GameKind::Ludo => ludo::import(text),
        GameKind::Camelot => camelot::import(text),
    }
}

/// The game up to the move shown with no player names, every move kept: a backgammon turn
/// in progress sends the record to the line format rather than out of the `.mat`, so the text
/// always imports back to the position shown.
pub fn export_game(record: &Record<AnyGame>) -> Export {
    match record.start().kind() {
        GameKind::Backgammon => backgammon::export(record, &GameInfo::default(), false),
        _ => export_record(record, &GameInfo::default()),
    }
}

/// [`import_record`] without the tags.
pub fn import_game(kind: GameKind, text: &str) -> Result<Record<AnyGame>, ImportError> {
    import_record(kind, text).map(|imported| imported.record)
}

/// The moves up to the cursor, those an export writes.
fn shown_moves(record: &Record<AnyGame>) -> &[AnyMove] {
    &record.moves()[..record.cursor()]
}

/// A position code alone: a game with no moves yet, or the decoder's reason it is none.
fn bare_code(kind: GameKind, text: &str) -> Result<Imported, String> {
    let game = AnyGame::decode(text, &kind.default_options()).map_err(|e| e.to_string())?;
    Ok(Imported {
        record: Record::new(game),
        tags: Vec::new(),
    })
}

/// Plays moves written in notation from `start`; an error names the line and the move.
fn replay(start: AnyGame, moves: &[(String, usize)]) -> Result<Record<AnyGame>, ImportError> {
    let mut record = Record::new(start);
    for (index, (text, line)) in moves.iter().enumerate() {
        let refused = |why: &str| ImportError::IllegalMove {
            line: *line,
            text: text.clone(),
            detail: format!("line {line}, move {} \"{text}\": {why}", index + 1),
        };
        let mv = record
            .current()
            .parse_move(text)
            .map_err(|e| refused(&e.message))?;
        record.play(&mv).map_err(|e| refused(&e.reason))?;
    }
    Ok(record)
}

/// The start position of a record's `FEN` tag.
fn start_from_tag(kind: GameKind, code: &str) -> Result<AnyGame, ImportError> {
    AnyGame::decode(code.trim(), &kind.default_options()).map_err(|e| ImportError::BadStart {
        why: e.to_string(),
        from_tag: true,
    })
}

/// What a result token says: who won, a draw, or nothing yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Claimed {
    Win(Seat),
    Draw,
    Open,
}

/// Checks a written result against the replayed game: on a finished game it must agree; on an
/// unfinished one a win is the loser's resignation and a draw an agreed one.
fn settle(record: &mut Record<AnyGame>, claimed: Claimed, token: &str) -> Result<(), ImportError> {
    let disagree = |ended_otherwise| ImportError::ResultMismatch {
        token: token.to_string(),
        ended_otherwise,
    };
    match (record.verdict(), claimed) {
        (_, Claimed::Open) => Ok(()),
        (Some(verdict), Claimed::Win(seat)) if verdict.outcome == Outcome::Win(seat) => Ok(()),
        (Some(verdict), Claimed::Draw) if verdict.outcome == Outcome::Draw => Ok(()),
        (Some(_), _) => Err(disagree(true)),
        (None, Claimed::Win(seat)) if record.current().num_players() == 2 => {
            record.declare(RecordEnd::Resigned(Seat(1 - seat.0.min(1))));
            Ok(())
        }
        (None, Claimed::Draw) if record.current().draws_by_agreement() => {
            record.declare(RecordEnd::DrawAgreed);
            Ok(())
        }
        (None, _) => Err(disagree(false)),
    }
}

/// Tags with the names the format writes itself left out (they are written from the record).
fn extra_tags<'a>(
    info: &'a GameInfo,
    ours: &'a [&str],
) -> impl Iterator<Item = &'a (String, String)> + 'a {
    info.tags.iter().filter(move |(name, _)| {
        !ours.iter().any(|o| o.eq_ignore_ascii_case(name))
            && !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}
