//! An engine's evaluation of a position as files write it (PGN's `[%eval]`): the engine's layer
//! makes it from a review, the formats write it.

/// An engine's evaluation, from the first player's side (White in chess and draughts' files).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Hundredths of a pawn or man.
    Units(i32),
    /// A forced win in this many moves: positive for the first player, negative for the other.
    Win(i32),
}
