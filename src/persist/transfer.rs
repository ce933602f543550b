//! Importing and exporting whole games as text a player pastes or downloads: PGN (or a FEN)
//! for chess, a position code or a PDN-style game for the draughts games and Camelot, and for
//! backgammon and Ludo (whose move notation has spaces) the start code in a `[FEN "..."]` tag
//! and then one move per line (`12. 8/5`), chance's throws included, replayed and checked on
//! import. (Their standard formats come later; until then what we export we import.)
//!
//! ```
//! use tabula::games::GameKind;
//! use tabula::persist::{export_game, import_game};
//! let record = import_game(GameKind::Chess, "1. e4 e5 2. Nf3 *").unwrap();
//! assert_eq!(record.notations(), vec!["e4", "e5", "Nf3"]);
//! assert!(export_game(&record).text.contains("2. Nf3"));
//! ```

use crate::games::chess::pgn::{export_pgn, import_position, result_token};
use crate::games::{AnyGame, AnyMove, GameKind};
use crate::rules::{Game, Record};

/// A file ready to download.
pub struct Export {
    pub file_name: String,
    pub mime: &'static str,
    pub text: String,
}

/// Reads pasted text into a game record, played on to its last position.
pub fn import_game(kind: GameKind, text: &str) -> Result<Record<AnyGame>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("there is nothing to import: paste a position or a game first".into());
    }
    match kind {
        GameKind::Chess => {
            let (start, moves) = import_position(text).map_err(|e| e.to_string())?;
            let mut record = Record::new(AnyGame::Chess(start));
            for (i, mv) in moves.into_iter().enumerate() {
                record
                    .play(&AnyMove::Chess(mv))
                    .map_err(|e| format!("move {}: {}", i + 1, e.reason))?;
            }
            Ok(record)
        }
        GameKind::EnglishDraughts | GameKind::Tammi | GameKind::Tama | GameKind::Camelot => {
            import_notated(kind, text)
        }
        GameKind::Backgammon | GameKind::Ludo => import_move_lines(kind, text),
    }
}

/// A backgammon or Ludo position code alone, or a game as [`export_game`] writes it: tags
/// (`[FEN "..."]` the start; without it the game's start), then one move per line with an
/// optional `N.` before it, and an optional result line.
fn import_move_lines(kind: GameKind, text: &str) -> Result<Record<AnyGame>, String> {
    let options = kind.default_options();
    if !text.lines().any(|line| line.trim_start().starts_with('[')) {
        return AnyGame::decode(text, &options)
            .map(Record::new)
            .map_err(|e| e.to_string());
    }
    let mut start = AnyGame::new(&options);
    let mut moves = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(tag) = line.strip_prefix('[') {
            if let Some(code) = tag
                .strip_prefix("FEN \"")
                .and_then(|t| t.strip_suffix("\"]"))
            {
                start = AnyGame::decode(code, &options).map_err(|e| format!("the FEN tag: {e}"))?;
            }
        } else if !is_result(line) {
            moves.push(without_move_number(line));
        }
    }
    let mut record = Record::new(start);
    for (i, text) in moves.into_iter().enumerate() {
        let mv = record
            .current()
            .parse_move(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        record
            .play(&mv)
            .map_err(|e| format!("move {} \"{text}\": {}", i + 1, e.reason))?;
    }
    Ok(record)
}

/// A move line without its leading `N.` (the move's number).
fn without_move_number(line: &str) -> &str {
    match line.split_once('.') {
        Some((number, rest))
            if !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()) =>
        {
            rest.trim()
        }
        _ => line,
    }
}

/// A draughts or Camelot position code, or a game in its notation (PDN for draughts): an optional
/// `[FEN "..."]` tag, then moves with optional move numbers and a result token.
fn import_notated(kind: GameKind, text: &str) -> Result<Record<AnyGame>, String> {
    let options = kind.default_options();
    if !text.contains('[') && !text.contains('.') && text.contains(':') {
        return AnyGame::decode(text, &options)
            .map(Record::new)
            .map_err(|e| e.to_string());
    }
    let mut start = AnyGame::new(&options);
    let mut body = String::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(tag) = line
            .strip_prefix("[FEN \"")
            .and_then(|t| t.strip_suffix("\"]"))
        {
            start = AnyGame::decode(tag, &options).map_err(|e| format!("the FEN tag: {e}"))?;
        } else if !line.starts_with('[') {
            body.push_str(line);
            body.push(' ');
        }
    }
    let mut record = Record::new(start);
    let words = body
        .split_whitespace()
        .filter(|w| !is_move_number(w) && !is_result(w));
    for (i, word) in words.enumerate() {
        let mv = record
            .current()
            .parse_move(word)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        record
            .play(&mv)
            .map_err(|e| format!("move {}: {}", i + 1, e.reason))?;
    }
    Ok(record)
}

fn is_move_number(word: &str) -> bool {
    word.ends_with('.')
        && word
            .trim_end_matches('.')
            .chars()
            .all(|c| c.is_ascii_digit())
}

fn is_result(word: &str) -> bool {
    matches!(
        word,
        "1-0" | "0-1" | "2-0" | "0-2" | "1-1" | "1/2-1/2" | "*"
    )
}

/// The whole game (every recorded move up to the cursor) as a downloadable text.
pub fn export_game(record: &Record<AnyGame>) -> Export {
    let moves = &record.moves()[..record.cursor()];
    let verdict = record.verdict();
    match record.start() {
        AnyGame::Chess(start) => {
            let moves: Vec<_> = moves
                .iter()
                .filter_map(|m| match m {
                    AnyMove::Chess(m) => Some(*m),
                    _ => None,
                })
                .collect();
            let tags = [("Site".to_string(), "Tabula".to_string())];
            Export {
                file_name: "tabula-chess.pgn".into(),
                mime: "application/x-chess-pgn",
                text: export_pgn(start, &moves, verdict.as_ref(), &tags),
            }
        }
        start @ (AnyGame::Backgammon(_) | AnyGame::Ludo(_)) => {
            let result = result_token(verdict.as_ref());
            let mut text = header(start, result);
            for (i, notation) in record.notations()[..record.cursor()].iter().enumerate() {
                text.push_str(&format!("{}. {notation}\n", i + 1));
            }
            text.push_str(result);
            text.push('\n');
            Export {
                file_name: format!("tabula-{}.txt", start.kind().slug()),
                mime: "text/plain",
                text,
            }
        }
        start => {
            let result = result_token(verdict.as_ref());
            let mut text = header(start, result);
            for (i, notation) in record.notations()[..record.cursor()].iter().enumerate() {
                if i % 2 == 0 {
                    text.push_str(&format!("{}. ", i / 2 + 1));
                }
                text.push_str(notation);
                text.push(' ');
            }
            text.push_str(result);
            text.push('\n');
            Export {
                file_name: format!("tabula-{}.pdn", start.kind().slug()),
                mime: "text/plain",
                text,
            }
        }
    }
}

/// The tags before the moves: the game, the result and the start position's code.
fn header(start: &AnyGame, result: &str) -> String {
    format!(
        "[Event \"{}\"]\n[Site \"Tabula\"]\n[Result \"{result}\"]\n[FEN \"{}\"]\n\n",
        start.kind().title(),
        start.encode()
    )
}
