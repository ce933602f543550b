//! Camelot in the World Camelot Federation's move notation (`F6-F7`, canters `E6-C8-A8`,
//! jumps `H4xJ4xL6`, a knight's charge `F6-F8-H8xH10`), numbered a pair of moves to a number
//! with White first, in a PGN-like record: the roster tags, the result (`1-0`, `0-1`,
//! `1/2-1/2`, `*`) and, for a game not from the start, a `FEN` tag holding our Camelot
//! position code (see [`crate::games::camelot::codec`]).
//!
//! ```text
//! [Event "Casual game"]
//! [White "Person"]
//! [Black "Computer (level 3)"]
//! [Result "*"]
//!
//! 1. F6-F8 G11-G9 2. C6-E8 *
//! ```

use super::error::ImportError;
use super::file::{Export, GameInfo, Imported};
use super::replay::bare_code;
use super::two_sided::Style;
use crate::games::{AnyGame, GameKind};
use crate::rules::{Record, Seat};

fn style() -> Style {
    Style {
        kind: GameKind::Camelot,
        white: Seat(0),
        results: ["1-0", "0-1", "1/2-1/2", "*"],
        also_read: &[],
        own_tags: vec![("Game", "Camelot".to_string())],
        extension: "txt",
    }
}

pub(super) fn export(record: &Record<AnyGame>, info: &GameInfo) -> Export {
    style().export(record, info)
}

pub(super) fn import(text: &str, first_line: usize) -> Result<Imported, ImportError> {
    if !text.contains(['[', '.']) && text.contains(':') {
        return bare_code(GameKind::Camelot, text).map_err(|why| ImportError::BadStart {
            why,
            from_tag: false,
        });
    }
    style().import(text, first_line, |tags| {
        match tags.iter().find(|(n, _)| n.eq_ignore_ascii_case("Game")) {
            Some((_, game)) if !game.eq_ignore_ascii_case("Camelot") => {
                Err(ImportError::OtherGame {
                    found: game.clone(),
                    expected: GameKind::Camelot,
                })
            }
            _ => Ok(()),
        }
    })
}
