//! Why a file or pasted text did not import. The faults a player meets most (nothing given,
//! another game's record, a move the rules refuse, a result that does not fit) carry what the
//! page needs to say them in its language; the rest keep the reader's own words (a line's
//! syntax, a position code's fault), in English.
//!
//! [`PgnError`] is the PGN reader's own, here below both the reader (`pgn`) and its lexer
//! (`pgn_lexer`), which both raise it.

use std::fmt;

use crate::games::GameKind;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Nothing was pasted or uploaded.
    Empty,
    /// A record of another game: the game the file names (its `Game` or `GameType` tag).
    OtherGame { found: String, expected: GameKind },
    /// A move the rules refuse or cannot read, on `line` of the text, written `text`;
    /// `detail` is the reader's whole message.
    IllegalMove {
        line: usize,
        text: String,
        detail: String,
    },
    /// The result written does not fit the moves: the game had ended otherwise, or cannot
    /// end that way.
    ResultMismatch {
        token: String,
        ended_otherwise: bool,
    },
    /// The start position is invalid: the decoder's reason; `from_tag` when it is a record's
    /// `FEN` tag, else a code pasted alone.
    BadStart { why: String, from_tag: bool },
    /// Neither a record nor a position code of the game: the decoder's reason.
    NotAGame { expected: GameKind, why: String },
    /// Anything else the reader could not read, in its words.
    Unreadable(String),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Empty => {
                write!(
                    f,
                    "there is nothing to import: paste or upload a game first"
                )
            }
            ImportError::OtherGame { found, expected } => {
                write!(f, "this is a record of {found}, not {}", expected.title())
            }
            ImportError::IllegalMove { detail, .. } => f.write_str(detail),
            ImportError::ResultMismatch {
                token,
                ended_otherwise,
            } => {
                let why = if *ended_otherwise {
                    "the game had ended otherwise"
                } else {
                    "this game cannot end that way"
                };
                write!(f, "the result {token} does not fit the moves: {why}")
            }
            ImportError::BadStart { why, from_tag } => match from_tag {
                true => write!(f, "the FEN tag: {why}"),
                false => f.write_str(why),
            },
            ImportError::NotAGame { expected, why } => {
                write!(
                    f,
                    "not a {} record or position code: {why}",
                    expected.title()
                )
            }
            ImportError::Unreadable(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for ImportError {}

/// A reader's own message.
impl From<String> for ImportError {
    fn from(why: String) -> Self {
        ImportError::Unreadable(why)
    }
}

/// What is wrong with a PGN (or FEN) text, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The line (from 1) the problem is on, when it has one.
    pub line: Option<usize>,
    /// The whole message, location included.
    pub message: String,
    /// The move at fault as written, when a move is (not legal, not notation, or after the
    /// end).
    pub refused: Option<String>,
}

impl PgnError {
    pub(super) fn at(line: usize, message: impl Into<String>) -> Self {
        PgnError {
            line: Some(line),
            message: format!("line {line}: {}", message.into()),
            refused: None,
        }
    }

    pub(super) fn whole(message: impl Into<String>) -> Self {
        PgnError {
            line: None,
            message: message.into(),
            refused: None,
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PgnError {}
