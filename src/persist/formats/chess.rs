//! Chess as PGN: the Seven Tag Roster with the players and the date, `Termination`,
//! `SetUp`/`FEN` for a game from a set-up position, SAN movetext and the result (see
//! [`super::pgn`]). A FEN alone imports as a position to play from.

use super::error::ImportError;
use super::file::{extra_tags, shown_moves, Export, GameInfo, Imported};
use super::pgn::{export_noted_pgn, import_position, read_pgn_from, PgnError};
use super::replay::{settle, Claimed};
use crate::games::{AnyGame, AnyMove};
use crate::rules::{Record, Seat};

/// Tags written from the record or the players rather than copied from [`GameInfo::tags`].
const OURS: [&str; 10] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Termination",
    "SetUp",
    "FEN",
];

pub(super) fn export(record: &Record<AnyGame>, info: &GameInfo) -> Export {
    let AnyGame::Chess(start) = record.start() else {
        unreachable!("export::chess is called for chess records only")
    };
    let moves: Vec<_> = shown_moves(record)
        .iter()
        .filter_map(|m| match m {
            AnyMove::Chess(m) => Some(*m),
            _ => None,
        })
        .collect();
    let verdict = record.verdict();
    let mut tags = vec![
        tag("Event", info.tag("Event").unwrap_or("Casual game")),
        tag("Site", info.tag("Site").unwrap_or("Tabula")),
        tag("Round", info.tag("Round").unwrap_or("-")),
    ];
    for (seat, name) in [(0, "White"), (1, "Black")] {
        if let Some(player) = info.player(Seat(seat)) {
            tags.push(tag(name, player));
        }
    }
    if let Some(date) = &info.date {
        tags.push(tag("Date", date));
    }
    let ended = if verdict.is_some() {
        "normal"
    } else {
        "unterminated"
    };
    tags.push(tag("Termination", ended));
    tags.extend(extra_tags(info, &OURS).cloned());
    Export {
        file_name: "tabula-chess.pgn".into(),
        mime: "application/x-chess-pgn",
        text: export_noted_pgn(start, &moves, verdict.as_ref(), &tags, &info.notes),
    }
}

/// A PGN reader's fault: a move at fault is an illegal move, the rest stays in its words.
fn pgn_fault(error: PgnError) -> ImportError {
    match (error.line, error.refused) {
        (Some(line), Some(text)) => ImportError::IllegalMove {
            line,
            text,
            detail: error.message,
        },
        _ => ImportError::Unreadable(error.message),
    }
}

fn tag(name: &str, value: &str) -> (String, String) {
    (name.to_string(), value.to_string())
}

pub(super) fn import(text: &str, first_line: usize) -> Result<Imported, ImportError> {
    let first = text.split_whitespace().next().unwrap_or("");
    if !first.starts_with('[') && first.contains('/') && !first.contains('-') {
        let (start, _) = import_position(text).map_err(|e| ImportError::BadStart {
            why: e.message,
            from_tag: false,
        })?;
        return Ok(Imported {
            record: Record::new(AnyGame::Chess(start)),
            tags: Vec::new(),
        });
    }
    let game = read_pgn_from(text, first_line).map_err(pgn_fault)?;
    let mut record = Record::new(AnyGame::Chess(game.start));
    for (i, mv) in game.moves.into_iter().enumerate() {
        // read_pgn has checked every move and chosen options that let them all be played.
        record
            .play(&AnyMove::Chess(mv))
            .map_err(|e| format!("move {}: {}", i + 1, e.reason))?;
    }
    if let Some(token) = &game.result {
        let claimed = match token.as_str() {
            "1-0" => Claimed::Win(Seat(0)),
            "0-1" => Claimed::Win(Seat(1)),
            "1/2-1/2" => Claimed::Draw,
            _ => Claimed::Open,
        };
        settle(&mut record, claimed, token)?;
    }
    Ok(Imported {
        record,
        tags: game.tags,
    })
}
