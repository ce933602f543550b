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
    /// Whether the quiet move takes a piece out of danger (attacked by a cheaper piece, or
    /// attacked and undefended): such moves are tried before the other quiet ones, or late-move
    /// pruning would skip the escape and a threat would look like a win. None by default.
    fn escapes(&self, _mv: &Self::Move) -> bool {
        false
    }
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
    /// Whether quiescence may stand pat here before generating any move (the moves are needed
    /// only when the evaluation does not already cut): chess out of check. Not where captures
    /// are compulsory, which only the moves tell.
    fn stands_pat_without_moves(&self) -> bool {
        false
    }
    /// Whether the search may trust the static evaluation of quiet positions enough to prune by
    /// it: cut a node whose evaluation stands far above beta (reverse futility), skip quiet moves
    /// near the leaves that could not raise alpha (futility) or that come late in the list
    /// (late-move pruning), and reduce late moves by how late and how deep they are.
    fn prunes_by_static_eval(&self) -> bool {
        false
    }
    /// Whether the noisy move wins at least `threshold` once every exchange on its square is
    /// played out (static exchange evaluation); captures that lose material are tried last and
    /// left out of quiescence. True by default (every capture is worth a look).
    fn exchange_at_least(&self, _mv: &Self::Move, _threshold: Score) -> bool {
        true
    }
}
