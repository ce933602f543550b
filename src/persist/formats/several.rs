//! A file of several games, read one game at a time: a PGN database (a lichess export), a PDN
//! database, several records of our own formats one after another, or a gnubg money session
//! (a `0 point match` whose games are money games of their own). A `.mat` match stays one
//! game: its games make one match, each scored into the next.
//!
//! The file is first cut into each game's text, which is cheap; each game is then read through
//! its format's reader, with the lines named as the file's, so that the page can read a large
//! file a few hundred games at a time. A game that does not read leaves the others alone.
//!
//! ```
//! use tabula::games::GameKind;
//! use tabula::persist::GameFile;
//! let text = "[White \"Ann\"]\n\n1. e4 e5 *\n\n[White \"Bob\"]\n\n1. e4 Nf9 *\n";
//! let games: Vec<_> = GameFile::new(GameKind::Chess, text).collect();
//! assert_eq!(games.len(), 2);
//! assert_eq!(games[0].read.as_ref().unwrap().tag("White"), Some("Ann"));
//! let fault = games[1].read.as_ref().unwrap_err().to_string();
//! assert!(fault.contains("line 7"), "{fault}");
//! ```

use std::ops::Range;

use super::backgammon;
use super::error::ImportError;
use super::file::Imported;
use super::mat::{read_header, read_session_game, MatHeader};
use super::{camelot, chess, ludo, pdn};
use crate::games::{AnyGame, GameKind};

/// One game of a file, as read.
#[derive(Clone, Debug, PartialEq)]
pub struct FileGame {
    /// Its place in the file, from 1.
    pub number: usize,
    /// The line it starts on.
    pub first_line: usize,
    pub read: Result<Imported, ImportError>,
}

/// A game's text in the file: its bytes and the line they start on.
#[derive(Clone, Debug, PartialEq)]
struct Piece {
    range: Range<usize>,
    first_line: usize,
}

/// A money session's rules and score as its games are read.
struct Session {
    header: MatHeader,
    /// The session's score before the next game; unknown after a game that did not read (the
    /// next game's score line is then taken as written).
    score: Option<(u32, u32)>,
}

/// A file's games, to read one at a time (an iterator over [`FileGame`]).
pub struct GameFile {
    kind: GameKind,
    text: String,
    pieces: Vec<Piece>,
    next: usize,
    session: Option<Session>,
}

impl GameFile {
    /// The file's text cut into its games (none when it holds only blanks).
    pub fn new(kind: GameKind, text: impl Into<String>) -> GameFile {
        let mut text: String = text.into();
        if text.starts_with('\u{feff}') {
            text.drain(..'\u{feff}'.len_utf8());
        }
        let mut session = None;
        let pieces = match kind {
            GameKind::Backgammon if backgammon::is_mat(&text) => match read_header(&text) {
                Ok(header) if header.options.match_length == 0 => {
                    let pieces = session_pieces(&text, &header);
                    session = Some(Session {
                        header,
                        score: Some((0, 0)),
                    });
                    pieces
                }
                // A match, or a header the reader will refuse with its reason: one game.
                _ => trimmed(&text, 0..text.len(), 1).into_iter().collect(),
            },
            _ => tagged_pieces(&text),
        };
        GameFile {
            kind,
            text,
            pieces,
            next: 0,
            session,
        }
    }

    /// How many games the file holds.
    pub fn len(&self) -> usize {
        self.pieces.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// How many games have been read so far.
    pub fn games_read(&self) -> usize {
        self.next
    }

    fn read_piece(&mut self, piece: &Piece) -> Result<Imported, ImportError> {
        let text = &self.text[piece.range.clone()];
        let Some(session) = &mut self.session else {
            return import_piece(self.kind, text, piece.first_line);
        };
        let mut read = read_session_game(&session.header, text, piece.first_line, session.score);
        if read.is_err() && !session.header.jacoby_written {
            // gnubg's export does not say whether the session plays the Jacoby rule (its own
            // default is on): a game that fits only the other setting shows it, and the rest
            // of the session is read with it too.
            let mut other = session.header.clone();
            other.options.jacoby = !other.options.jacoby;
            if let Ok(game) = read_session_game(&other, text, piece.first_line, session.score) {
                session.header = other;
                read = Ok(game);
            }
        }
        // The score before this game: as counted, or as written after a game that did not read.
        let before = match &read {
            Ok(game) => session.score.or(game.score_line),
            Err(_) => None,
        };
        let read = read
            .map_err(|e| ImportError::Unreadable(e.to_string()))
            .and_then(backgammon::imported_of);
        session.score = match &read {
            Ok(imported) => session_after(&imported.record, before),
            Err(_) => None,
        };
        read
    }
}

impl Iterator for GameFile {
    type Item = FileGame;

    fn next(&mut self) -> Option<FileGame> {
        let piece = self.pieces.get(self.next)?.clone();
        self.next += 1;
        let read = self.read_piece(&piece);
        Some(FileGame {
            number: self.next,
            first_line: piece.first_line,
            read,
        })
    }
}

/// Reads one game's text, which starts on line `first_line` of its file.
pub(super) fn import_piece(
    kind: GameKind,
    text: &str,
    first_line: usize,
) -> Result<Imported, ImportError> {
    match kind {
        GameKind::Chess => chess::import(text, first_line),
        GameKind::EnglishDraughts | GameKind::Tammi | GameKind::Tama => {
            pdn::import(kind, text, first_line)
        }
        GameKind::Backgammon => backgammon::import(text, first_line),
        GameKind::Ludo => ludo::import(text, first_line),
        GameKind::Camelot => camelot::import(text, first_line),
    }
}

/// The session's score after a money game: the winner's points added once it is over (a game
/// still going at the end of the file adds none).
fn session_after(
    record: &crate::rules::Record<AnyGame>,
    before: Option<(u32, u32)>,
) -> Option<(u32, u32)> {
    let (white, black) = before?;
    let AnyGame::Backgammon(game) = record.current() else {
        return before;
    };
    Some(match game.last_game_result() {
        Some((winner, points)) if winner.0 == 0 => (white + points, black),
        Some((_, points)) => (white, black + points),
        None => (white, black),
    })
}

/// The range without its blank edges, and the line it then starts on; `None` when blank.
fn trimmed(text: &str, range: Range<usize>, first_line: usize) -> Option<Piece> {
    let piece = &text[range.clone()];
    let start = piece.len() - piece.trim_start().len();
    let end = piece.trim_end().len();
    (start < end).then(|| Piece {
        range: range.start + start..range.start + end,
        first_line: first_line + piece[..start].matches('\n').count(),
    })
}

/// The games of a money session: each from its `Game N` line to the next one.
fn session_pieces(text: &str, header: &MatHeader) -> Vec<Piece> {
    let mut starts = Vec::new();
    let mut at = header.body_at;
    for (index, line) in text[header.body_at..].split_inclusive('\n').enumerate() {
        if line.trim_start().starts_with("Game ") {
            starts.push((at, header.body_line + index));
        }
        at += line.len();
    }
    let ends = starts.iter().skip(1).map(|s| s.0).chain([text.len()]);
    starts
        .iter()
        .zip(ends)
        .filter_map(|(&(start, line), end)| trimmed(text, start..end, line))
        .collect()
}

/// The tokens that end a game's movetext in the tagged formats: chess's and Camelot's results,
/// PDN's, and the Ludo record's.
const RESULTS: [&str; 9] = [
    "1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0", "end",
];

/// The games of a tagged file (PGN, PDN, the Camelot and Ludo records, the backgammon line
/// format), or of a position code alone: a game starts at a tag line that follows movetext, or
/// (in a file without tags) at a move 1 after a result. A `{...}` comment may run over lines and
/// hold `[` (lichess's `{ [%clk 0:03:00] }`), and a `;` comment runs to the end of its line;
/// neither starts a game.
fn tagged_pieces(text: &str) -> Vec<Piece> {
    let mut starts = vec![(0, 1)];
    let (mut at, mut in_comment, mut moves_seen, mut ended) = (0, false, false, false);
    for (index, line) in text.split_inclusive('\n').enumerate() {
        let trimmed = line.trim_start();
        if !in_comment && trimmed.starts_with('[') {
            if moves_seen {
                starts.push((at, index + 1));
                (moves_seen, ended) = (false, false);
            }
        } else if !trimmed.starts_with('%') || in_comment {
            let mut words = String::new();
            for ch in line.chars() {
                match (in_comment, ch) {
                    (true, '}') => in_comment = false,
                    (false, '{') => in_comment = true,
                    (false, ';') => break,
                    (false, c) => words.push(c),
                    _ => {}
                }
            }
            let first = words.split_whitespace().next();
            if ended && first.is_some_and(|w| w.starts_with("1.")) {
                starts.push((at, index + 1));
            }
            if let Some(last) = words.split_whitespace().last() {
                (moves_seen, ended) = (true, RESULTS.contains(&last));
            }
        }
        at += line.len();
    }
    let ends = starts.iter().skip(1).map(|s| s.0).chain([text.len()]);
    starts
        .iter()
        .zip(ends)
        .filter_map(|(&(start, line), end)| trimmed(text, start..end, line))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(text: &str) -> Vec<(&str, usize)> {
        tagged_pieces(text)
            .into_iter()
            .map(|p| (&text[p.range], p.first_line))
            .collect()
    }

    #[test]
    fn games_start_at_tags_after_movetext_not_inside_comments() {
        let text = "\n[Event \"a\"]\n[Site \"b\"]\n\n1. e4 { a comment\n[%clk 0:03:00] }\
                    e5 1-0\n\n\n[Event \"c\"]\n\n1. d4 ; [not a tag\n*\n";
        let games = cut(text);
        assert_eq!(games.len(), 2, "{games:?}");
        assert_eq!(games[0].1, 2);
        assert!(games[0].0.ends_with("1-0"));
        assert_eq!(games[1], ("[Event \"c\"]\n\n1. d4 ; [not a tag\n*", 9));
    }

    #[test]
    fn games_without_tags_start_at_move_one_after_a_result() {
        let text = "1. e4 e5 2. Nf3 1-0\n\n1. d4 d5\n2. c4 0-1\n1. c4 *\n";
        let games = cut(text);
        assert_eq!(
            games,
            [
                ("1. e4 e5 2. Nf3 1-0", 1),
                ("1. d4 d5\n2. c4 0-1", 3),
                ("1. c4 *", 5)
            ]
        );
        let ludo = "[Game \"Ludo\"]\n1. Red rolls 6\nend\n1. Red rolls 4\n*\n";
        assert_eq!(cut(ludo).len(), 2);
    }

    #[test]
    fn a_code_alone_or_blanks() {
        assert_eq!(
            cut("  4HPwATDgc/ABMA:cAkAAAAAAAAA \n"),
            [("4HPwATDgc/ABMA:cAkAAAAAAAAA", 1)]
        );
        assert!(cut(" \n\t\n").is_empty());
    }
}
