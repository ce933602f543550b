//! Backgammon as the gnubg/Jellyfish `.mat` match text: the whole record (every game of the
//! match) through [`mat::write_mat`], read back through [`read_mat`]. A record that starts in
//! the middle of a game (a shared position) cannot be a `.mat`, which always starts a game
//! from its opening roll; it is written in the line format of [`super::ludo`] instead, as is a
//! record that `.mat` would shorten by more than a turn in progress (a refused resignation
//! offer: the format has no words for it).

use super::error::ImportError;
use super::file::{shown_moves, Export, GameInfo, Imported};
use super::ludo;
use super::mat::{self, read_mat, MatRecord};
use crate::games::backgammon::{Backgammon, BgMove, Phase};
use crate::games::{AnyGame, AnyMove, GameKind};
use crate::rules::{Record, Seat};

/// The record as `.mat` where that format holds it; with `whole_turns`, a turn in progress at
/// the end (its roll, its first steps) is left out of the `.mat` rather than giving it up, as
/// programs that read `.mat` know no half-played turns.
pub(super) fn export(record: &Record<AnyGame>, info: &GameInfo, whole_turns: bool) -> Export {
    let AnyGame::Backgammon(start) = record.start() else {
        unreachable!("export::backgammon is called for backgammon records only")
    };
    let moves: Vec<BgMove> = shown_moves(record)
        .iter()
        .filter_map(|m| match m {
            AnyMove::Backgammon(m) => Some(*m),
            _ => None,
        })
        .collect();
    let names = [name(info, Seat(0)), name(info, Seat(1))];
    let text = (start.phase() == Phase::Opening)
        .then(|| mat::write_mat(start, &moves, [&names[0], &names[1]]).ok())
        .flatten();
    // `.mat` holds whole turns and accepted resignations only: what it would lose beyond the
    // turn in progress (a refused resignation offer, say) sends the record to the line format.
    let kept = text
        .as_deref()
        .and_then(|t| read_mat(t).ok())
        .is_some_and(|read| {
            let lost = moves.get(read.moves.len()..).unwrap_or(&[]);
            let exact = read.moves.len() == moves.len();
            moves.starts_with(&read.moves) && (exact || (whole_turns && in_turn(lost)))
        });
    match text {
        Some(text) if kept => Export {
            file_name: "tabula-backgammon.mat".into(),
            mime: "text/plain",
            text: commented(&info.review) + &text,
        },
        _ => ludo::export(record, info),
    }
}

/// A review's lines as `.mat` comments, which gnubg and our reader skip (a blank comment
/// line after them).
fn commented(lines: &[String]) -> String {
    let mut text = String::new();
    for line in lines {
        text += "; ";
        text += line.trim_end();
        text += "\n";
    }
    if !text.is_empty() {
        text += ";\n";
    }
    text
}

/// Whether the moves are only the start of one turn: the roll and some steps.
fn in_turn(moves: &[BgMove]) -> bool {
    moves.iter().all(|mv| {
        matches!(
            mv,
            BgMove::RollDice | BgMove::Roll(..) | BgMove::OpeningRoll(..) | BgMove::Step { .. }
        )
    })
}

/// A player's name as the score line can hold it (no colon, no line break), or the side's.
fn name(info: &GameInfo, seat: Seat) -> String {
    let given = info.player(seat).unwrap_or("");
    let cleaned: String = given
        .chars()
        .map(|c| if c == ':' || c.is_control() { ' ' } else { c })
        .collect();
    let cleaned = cleaned.trim();
    if cleaned.is_empty() {
        Backgammon::side_name(seat).to_string()
    } else {
        cleaned.to_string()
    }
}

/// Whether the text is a `.mat` (its first line past gnubg's comments is `N point match`).
pub(super) fn is_mat(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|line| !line.is_empty() && !line.starts_with(';'))
        .is_some_and(|line| line.ends_with("point match"))
}

/// Reads a `.mat` match (or the line format), starting on line `first_line` of its file.
pub(super) fn import(text: &str, first_line: usize) -> Result<Imported, ImportError> {
    if !is_mat(text) {
        return ludo::import_lines(GameKind::Backgammon, text, first_line);
    }
    // A `.mat` is a whole file (its header first): its lines are the file's.
    let read = read_mat(text).map_err(|e| e.to_string())?;
    imported_of(read)
}

/// The record of a match read from `.mat`, with its players and length as tags.
pub(super) fn imported_of(read: MatRecord) -> Result<Imported, ImportError> {
    let mut record = Record::new(AnyGame::Backgammon(read.start.clone()));
    for (i, mv) in read.moves.iter().enumerate() {
        // read_mat has replayed every move already; this only builds the record.
        record
            .play(&AnyMove::Backgammon(*mv))
            .map_err(|e| format!("move {}: {}", i + 1, e.reason))?;
    }
    let [white, black] = read.names;
    let tags = vec![
        ("White".to_string(), white),
        ("Black".to_string(), black),
        (
            "MatchLength".to_string(),
            read.start.match_length().to_string(),
        ),
    ];
    Ok(Imported { record, tags })
}
