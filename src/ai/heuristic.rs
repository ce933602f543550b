//! Game knowledge kept apart from the search: a [`Heuristic`] judges positions of one game, and
//! [`GameNode`] joins it to any [`Game`] so the one search ([`super::search`]) plays that game
//! through the rules' own `legal_moves` and `apply`.
//!
//! ```
//! use tabula::ai::heuristic::GameNode;
//! use tabula::ai::draughts::DraughtsHeuristic;
//! use tabula::ai::Node;
//! use tabula::games::draughts::{Draughts, DraughtsOptions};
//! use tabula::rules::Game;
//! let node = GameNode::new(Draughts::new(&DraughtsOptions::default()), DraughtsHeuristic);
//! assert_eq!(node.evaluate(), 0); // the start is even
//! ```

use super::node::{End, Node, Score};
use crate::rules::{Game, Outcome, Turn};

/// What one game's engine knows beyond the rules.
pub trait Heuristic<G: Game>: Copy {
    /// The position's worth for the side to move.
    fn evaluate(&self, game: &G) -> Score;
    /// A Zobrist-style hash of the position, from its public state.
    fn hash(&self, game: &G) -> u64;
    /// Whether the move takes something (searched in quiescence).
    fn is_capture(&self, game: &G, mv: &G::Move) -> bool;
    /// How much the move takes, to try the biggest captures first.
    fn capture_value(&self, game: &G, mv: &G::Move) -> i32;
    /// A number below 65,536 naming the move's from and to squares (history heuristic).
    fn move_squares(&self, mv: &G::Move) -> usize;
    /// Whether the game can end without the side to move running out of moves (so quiescence
    /// must ask the rules for the outcome).
    fn ends_by_position(&self) -> bool {
        false
    }
}

/// A position of game `G` judged by heuristic `H`.
#[derive(Clone, Debug)]
pub struct GameNode<G: Game, H: Heuristic<G>> {
    pub game: G,
    heuristic: H,
    quiet_limit: Option<u32>,
}

impl<G: Game, H: Heuristic<G>> GameNode<G, H> {
    pub fn new(game: G, heuristic: H) -> Self {
        let quiet_limit = game.history_rules().quiet_plies;
        GameNode {
            game,
            heuristic,
            quiet_limit,
        }
    }

    fn end_of(&self) -> Option<End> {
        let verdict = self.game.outcome()?;
        Some(match (verdict.outcome, self.game.turn()) {
            (Outcome::Win(winner), Turn::Player(mover)) if winner == mover => End::Won,
            (Outcome::Win(_), _) => End::Lost,
            _ => End::Drawn,
        })
    }
}

impl<G: Game, H: Heuristic<G>> Node for GameNode<G, H> {
    type Move = G::Move;

    fn moves(&self, out: &mut Vec<G::Move>) {
        out.clear();
        self.game.legal_moves(out);
    }

    /// Captures; all the moves when every move captures (capture is compulsory) or there is none.
    fn tactical_moves(&self, out: &mut Vec<G::Move>) -> bool {
        self.moves(out);
        if out
            .iter()
            .all(|mv| self.heuristic.is_capture(&self.game, mv))
        {
            return true;
        }
        out.retain(|mv| self.heuristic.is_capture(&self.game, mv));
        false
    }

    fn play(&self, mv: &G::Move) -> Self {
        let mut next = self.clone();
        next.game.apply(mv);
        next
    }

    /// `Game::legal_moves` is empty once the game is over, so a position with moves goes on:
    /// the rules are asked only when there are none (asking costs a move search of its own).
    fn end(&self, moves: &[G::Move]) -> Option<End> {
        if moves.is_empty() {
            return self.end_of();
        }
        debug_assert!(self.game.outcome().is_none(), "moves in a finished game");
        None
    }

    fn quick_end(&self) -> Option<End> {
        if self.heuristic.ends_by_position() {
            self.end_of()
        } else {
            None
        }
    }

    fn evaluate(&self) -> Score {
        self.heuristic.evaluate(&self.game)
    }

    fn hash(&self) -> u64 {
        self.heuristic.hash(&self.game)
    }

    fn is_noisy(&self, mv: &G::Move) -> bool {
        self.heuristic.is_capture(&self.game, mv)
    }

    fn order_hint(&self, mv: &G::Move) -> i32 {
        self.heuristic.capture_value(&self.game, mv)
    }

    fn history_key(&self, mv: &G::Move) -> usize {
        self.heuristic.move_squares(mv)
    }

    fn is_progress(&self, mv: &G::Move) -> bool {
        self.game.is_progress(mv)
    }

    fn quiet_limit(&self) -> Option<u32> {
        self.quiet_limit
    }
}
