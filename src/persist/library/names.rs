//! The names of the library's games: the names it gives them itself (a new game's, a branch's,
//! a copy's), which the page words in its language, and the checks on a name a player gives.

use std::fmt;

use crate::games::GameKind;
use crate::persist::error::{LoadError, StoreError};

/// The longest name a player may give a game.
pub const MAX_NAME_CHARS: usize = 80;

/// The names the library gives games itself. The page words them in its language
/// ([`super::Library::named_by`]); [`EnglishNaming`] otherwise.
pub trait Naming {
    /// A new game: its game's name and a number one past the games of that kind kept
    /// ("Chess 3").
    fn numbered(&self, kind: GameKind, number: usize) -> String;
    /// The old continuation kept when a move from an earlier point replaces it; `move_number`
    /// is the first move that differs ("Chess 3 (branch at move 12)").
    fn branch(&self, name: &str, move_number: usize) -> String;
    /// A save kept beside an entry it could not overwrite ("Chess 3 (copy)").
    fn copy(&self, name: &str) -> String;
}

/// The library's own names, in English with the games' English titles.
pub struct EnglishNaming;

impl Naming for EnglishNaming {
    fn numbered(&self, kind: GameKind, number: usize) -> String {
        format!("{} {number}", kind.title())
    }

    fn branch(&self, name: &str, move_number: usize) -> String {
        format!("{name} (branch at move {move_number})")
    }

    fn copy(&self, name: &str) -> String {
        format!("{name} (copy)")
    }
}

/// Why a game was not renamed.
#[derive(Clone, Debug, PartialEq)]
pub enum RenameError {
    Empty,
    /// Over [`MAX_NAME_CHARS`] characters.
    TooLong,
    NotOpened(LoadError),
    NotSaved(StoreError),
}

impl fmt::Display for RenameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenameError::Empty => write!(f, "a game's name cannot be empty"),
            RenameError::TooLong => write!(f, "a name has at most {MAX_NAME_CHARS} characters"),
            RenameError::NotOpened(error) => error.fmt(f),
            RenameError::NotSaved(error) => error.fmt(f),
        }
    }
}

/// A name as the player typed it, trimmed and checked.
pub fn checked_name(name: &str) -> Result<String, RenameError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(RenameError::Empty);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(RenameError::TooLong);
    }
    Ok(name.to_string())
}
