//! What can go wrong reading saves and links, said plainly.

use std::fmt;

/// A saved game could not be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// Not JSON, or not the shape of a saved game.
    Malformed(String),
    /// Saved by a newer version of the app.
    UnknownVersion(u32),
    UnknownGame(String),
    BadStart(String),
    /// Move `index` (1-based) could not be replayed.
    BadMove {
        index: usize,
        message: String,
    },
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RestoreError::Malformed(why) => write!(f, "the saved data is damaged ({why})"),
            RestoreError::UnknownVersion(v) => {
                write!(f, "it was saved in a newer format (version {v})")
            }
            RestoreError::UnknownGame(slug) => write!(f, "unknown game \"{slug}\""),
            RestoreError::BadStart(why) => write!(f, "its start position is invalid ({why})"),
            RestoreError::BadMove { index, message } => {
                write!(f, "move {index} cannot be replayed ({message})")
            }
        }
    }
}

/// A share link could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    UnknownGame(String),
    BadCode(String),
    BadMove { index: usize, message: String },
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::UnknownGame(slug) => {
                write!(f, "this link names an unknown game \"{slug}\"")
            }
            ShareError::BadCode(why) => write!(f, "this link's position is invalid: {why}"),
            ShareError::BadMove { index, message } => {
                write!(f, "this link's move {index} is not playable: {message}")
            }
        }
    }
}

/// Storage refused a write (full, or disabled by the browser).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError(pub String);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the game could not be saved: {}", self.0)
    }
}

/// Why a library entry did not open.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// No entry has this id (deleted, or a link from another browser).
    Missing(String),
    Damaged(RestoreError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Missing(id) => {
                write!(f, "no saved game in this browser has the id \"{id}\"")
            }
            LoadError::Damaged(error) => write!(f, "the saved game could not be read: {error}"),
        }
    }
}
