//! English draughts, Tammi and Tama as PDN 3.0: the roster tags, `[GameType]`, `[FEN]` (the
//! PDN position) when the game did not start from the start, and numbered movetext in our
//! notation (`11-15`, `15x22`; `c3-d4`, `d4xf6xd8` in Tammi and Tama) with the PDN result
//! (`2-0` White wins, `0-2` Black wins, `1-1` a draw, `*` unfinished; White's score first).
//!
//! `GameType` 21 is English draughts in PDN 3.0. PDN assigns no number to Finnish or Armenian
//! draughts, so we write the extended form with numbers of our own that no defined type uses:
//! `97,W,8,8,A0,0` for Tammi and `98,W,8,8,A0,0` for Tama (White moves first, an 8×8 board,
//! algebraic squares with a1 at the bottom left, a playing square). Reading takes our files
//! and ordinary PDN from other programs (comments, variations, move numbers, strength marks,
//! `1-0`/`0-1`/`1/2-1/2`) and refuses a file whose `GameType` names another game.

use super::error::ImportError;
use super::file::{Export, GameInfo, Imported};
use super::replay::bare_code;
use super::two_sided::Style;
use crate::games::{AnyGame, GameKind};
use crate::rules::{Record, Seat};

/// The `GameType` value written for each of the draughts games.
pub fn game_type(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Tammi => "97,W,8,8,A0,0",
        GameKind::Tama => "98,W,8,8,A0,0",
        _ => "21",
    }
}

/// Names of the PDN types a player may meet, for a clear refusal.
fn type_name(number: u32) -> Option<&'static str> {
    Some(match number {
        0 => "chess",
        20 => "International draughts",
        21 => "English draughts",
        22 => "Italian draughts",
        23 => "American pool checkers",
        24 => "Spanish draughts",
        25 => "Russian draughts",
        26 => "Brazilian draughts",
        27 => "Canadian draughts",
        28 => "Portuguese draughts",
        29 => "Czech draughts",
        30 => "Turkish draughts",
        31 => "Thai draughts",
        40 => "Frisian draughts",
        97 => "Finnish draughts (Tammi)",
        98 => "Armenian draughts (Tama)",
        _ => return None,
    })
}

fn style(kind: GameKind) -> Style {
    let white = match AnyGame::new_of(kind) {
        AnyGame::Draughts(game) if game.side_name(Seat(0)) != "White" => Seat(1),
        _ => Seat(0),
    };
    Style {
        kind,
        white,
        results: ["2-0", "0-2", "1-1", "*"],
        also_read: &[("1-0", 0), ("0-1", 1), ("1/2-1/2", 2), ("0-0", 3)],
        own_tags: vec![("GameType", game_type(kind).to_string())],
        extension: "pdn",
    }
}

pub(super) fn export(record: &Record<AnyGame>, info: &GameInfo) -> Export {
    style(record.start().kind()).export(record, info)
}

pub(super) fn import(
    kind: GameKind,
    text: &str,
    first_line: usize,
) -> Result<Imported, ImportError> {
    if !text.contains(['[', '.']) && text.contains(':') {
        return bare_code(kind, text).map_err(|why| ImportError::BadStart {
            why,
            from_tag: false,
        });
    }
    style(kind).import(text, first_line, |tags| check_game_type(kind, tags))
}

/// Refuses a PDN whose `GameType` is another game's (a missing tag is taken as this game).
fn check_game_type(kind: GameKind, tags: &[(String, String)]) -> Result<(), ImportError> {
    let Some((_, value)) = tags
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("GameType"))
    else {
        return Ok(());
    };
    let number = value.split(',').next().unwrap_or("").trim();
    let ours = game_type(kind).split(',').next().unwrap_or("");
    if number == ours {
        return Ok(());
    }
    let found = match number.parse().ok().and_then(type_name) {
        Some(name) => format!("{name} (PDN game type {number})"),
        None => format!("PDN game type \"{value}\""),
    };
    Err(ImportError::OtherGame {
        found,
        expected: kind,
    })
}
