//! What the search needs from a game: [`Node`], a position it can copy, move and judge. Most
//! games get it through [`crate::ai::heuristic::GameNode`] (any [`crate::rules::Game`] plus a
//! [`crate::ai::Heuristic`]); chess implements it over shakmaty directly ([`crate::ai::chess`]).

use std::fmt::Debug;

/// Scores are in hundredths of a man or pawn, from the side to move's point of view.
pub type Score = i32;
/// The score of a won game (less the plies it takes to win it).
pub const WIN: Score = 100_000;
/// Scores beyond this are wins or losses found by the search.
pub const WIN_BOUND: Score = WIN - 1_000;
/// Beyond any score.
pub const INFINITY: Score = 1_000_000;

/// How a game ended, from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Won,
    Lost,
    Drawn,
}

/// A two-player, alternating game position as the search sees it.
pub trait Node: Clone {
    type Move: Clone + PartialEq + Debug;

    /// Every legal move, in a deterministic order (the transposition table stores indexes).
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// The moves quiescence looks at. Returns true when those are all the legal moves and the side
    /// to move may not stand pat: in check, or a capture is compulsory.
    fn tactical_moves(&self, out: &mut Vec<Self::Move>) -> bool;
    /// The position after a legal move.
    fn play(&self, mv: &Self::Move) -> Self;
    /// The end of the game, given every legal move here (empty: no move).
    fn end(&self, moves: &[Self::Move]) -> Option<End>;
    /// An end the position shows without its moves (checked in quiescence); none by default.
    fn quick_end(&self) -> Option<End> {
        None
    }
    /// The static evaluation.
    fn evaluate(&self) -> Score;
    /// A 64-bit hash of everything that decides the legal moves and the future (side to move
    /// included).
    fn hash(&self) -> u64;
    /// Whether the move captures or promotes: it is searched in quiescence and before quiet moves.
    fn is_noisy(&self, mv: &Self::Move) -> bool;
    /// Larger for noisy moves worth trying first (the value of what is taken, say).
    fn order_hint(&self, mv: &Self::Move) -> i32;
    /// A number for the history heuristic, below 65,536 (from and to squares, say).
    fn history_key(&self, mv: &Self::Move) -> usize;
    /// Whether the move resets the no-progress count and makes earlier positions unrepeatable.
    fn is_progress(&self, mv: &Self::Move) -> bool;
    /// The no-progress draw in plies, if the game has one (chess counts it in its own position).
    fn quiet_limit(&self) -> Option<u32> {
        None
    }
    /// Whether the side to move is in check (the search extends such positions by a ply).
    fn in_check(&self) -> bool {
        false
    }
    /// The position with the turn passed, where that is a safe test of strength (null-move
    /// pruning); `None` where passing is impossible or zugzwang is common.
    fn null_move(&self) -> Option<Self> {
        None
    }
    /// Whether quiet late moves may be searched less deep (late-move reductions).
    fn reduces_late_moves(&self) -> bool {
        false
    }
}
