//! What the engine answers: its [`Reply`] (the move, its score and line, what the search cost),
//! each [`Progress`] of a search as it deepens, and the [`ThinkError`] where there is no move
//! to suggest. Every game's player answers in these, and [`super::think`] hands them on.

use std::fmt;

use super::backgammon::advice::Advice;
use super::node::Score;
use crate::games::AnyMove;

/// One completed depth, as the search goes (for "thinking" displays and UCI `info` lines).
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    pub depth: u32,
    pub score: Score,
    pub nodes: u64,
    pub elapsed_ms: f64,
    /// The expected line, in the game's notation.
    pub pv: Vec<String>,
}

/// The engine's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub best: AnyMove,
    /// `best` in the game's notation.
    pub notation: String,
    /// From the mover's point of view, in hundredths of a man or pawn; beyond
    /// [`super::node::WIN_BOUND`] a forced win.
    pub score: Score,
    /// The last depth searched in full.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed_ms: f64,
    pub pv: Vec<String>,
    /// The moves to play in order, each in the notation the game reads at its turn: one move in
    /// most games; in backgammon a whole play's steps then `Confirm` (`8/5`, `6/5`, `Confirm`).
    pub steps: Vec<String>,
    /// What the engine's judgement rests on, for a person to read (backgammon's chances and
    /// cube advice); `None` where the score says it all.
    pub advice: Option<Advice>,
}

/// Why there is no move to suggest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkError {
    GameOver,
    NoSuchLevel(u8),
    /// Chance acts next (Ludo's die): the page throws, then asks for the move.
    DieToThrow,
    /// Chance acts next in backgammon (the opening roll, the dice): the page rolls, then asks
    /// for the play.
    DiceToRoll,
}

impl fmt::Display for ThinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThinkError::GameOver => write!(f, "the game is over"),
            ThinkError::NoSuchLevel(level) => {
                write!(
                    f,
                    "no level {level}: levels go from {} to {}",
                    crate::rules::FIRST_LEVEL,
                    crate::rules::TOP_LEVEL
                )
            }
            ThinkError::DieToThrow => {
                write!(
                    f,
                    "the die is to be thrown first: a move is chosen for a throw"
                )
            }
            ThinkError::DiceToRoll => {
                write!(
                    f,
                    "the dice are to be rolled first: a play is chosen for a roll"
                )
            }
        }
    }
}

impl std::error::Error for ThinkError {}
