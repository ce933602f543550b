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
mod file;
pub mod ludo;
pub mod mat;
mod mat_import;
mod mat_lines;
mod pdn;
pub mod pgn;
mod pgn_lexer;
mod replay;
mod several;
pub mod tagged;
mod two_sided;
mod which_game;

pub use error::ImportError;
pub use file::{Eval, Export, GameInfo, Imported, MoveNote, COMPUTERS_TAG, HANDICAP_TAG};
pub use several::{FileGame, GameFile};
pub use which_game::which_game;

use crate::games::{AnyGame, GameKind};
use crate::rules::Record;

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
/// code to play on from. Of a file of several games this is the first (see [`GameFile`] for
/// them all).
pub fn import_record(kind: GameKind, text: &str) -> Result<Imported, ImportError> {
    match GameFile::new(kind, text).next() {
        Some(game) => game.read,
        None => Err(ImportError::Empty),
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
