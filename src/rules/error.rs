//! One small error type per boundary, each saying what was wrong.

use std::fmt;

/// A position code could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    pub message: String,
}

impl DecodeError {
    pub fn new(message: impl Into<String>) -> Self {
        DecodeError {
            message: message.into(),
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad position code: {}", self.message)
    }
}

impl std::error::Error for DecodeError {}

/// A move in notation could not be read or is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub text: String,
    pub message: String,
}

impl NotationError {
    pub fn new(text: impl Into<String>, message: impl Into<String>) -> Self {
        NotationError {
            text: text.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move \"{}\": {}", self.text, self.message)
    }
}

impl std::error::Error for NotationError {}

/// A move was refused; the game comes back unchanged.
#[derive(Clone, Debug, PartialEq)]
pub struct IllegalMove<G> {
    pub game: G,
    pub reason: String,
}

impl<G> fmt::Display for IllegalMove<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move: {}", self.reason)
    }
}

/// Why a set-up position cannot be played (the board editor's boundary: every game's setup
/// raises it, and the editor's `games::setup::AnySetup` hands it on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    pub message: String,
}

impl SetupError {
    /// A refusal with this reason.
    pub fn refuse<T>(message: impl Into<String>) -> Result<T, SetupError> {
        Err(SetupError {
            message: message.into(),
        })
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "impossible position: {}", self.message)
    }
}

impl std::error::Error for SetupError {}

/// The position code's own checks speak for the editor too.
impl From<DecodeError> for SetupError {
    fn from(error: DecodeError) -> Self {
        SetupError {
            message: error.message,
        }
    }
}
