//! The chess engine. Chess gets its own [`Node`] over shakmaty's position rather than going
//! through [`crate::games::chess::Chess`] and the generic [`crate::ai::heuristic::GameNode`]: the
//! rules' position keeps a shared list of legal moves (an allocation per position) and hashes
//! by FEN text, which would cost the search most of its speed. Here a node is shakmaty's position
//! plus its Zobrist hash (shakmaty's `zobrist_hash`), and the node allows what chess search needs
//! to be strong: check extension, null-move pruning (never in check, never without pieces, where
//! zugzwang lurks) and late-move reductions. The search itself is the shared one.
//!
//! ```
//! use tabula::ai::chess::ChessNode;
//! use tabula::ai::Node;
//! let node = ChessNode::new(shakmaty::Chess::default());
//! let mut moves = Vec::new();
//! node.moves(&mut moves);
//! assert_eq!(moves.len(), 20);
//! ```

pub mod eval;
mod pst;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{EnPassantMode, Move, Position, Role};

use super::node::{End, Node, Score};

/// A chess position for the search, with its hash.
#[derive(Clone, Debug)]
pub struct ChessNode {
    pub position: shakmaty::Chess,
    hash: u64,
}

impl ChessNode {
    pub fn new(position: shakmaty::Chess) -> Self {
        let hash = position.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
        ChessNode { position, hash }
    }
}

/// Rough piece values for ordering captures (most valuable victim first).
fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight | Role::Bishop => 320,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 2000,
    }
}

impl Node for ChessNode {
    type Move = Move;

    fn moves(&self, out: &mut Vec<Move>) {
        out.clear();
        out.extend(self.position.legal_moves());
    }

    fn tactical_moves(&self, out: &mut Vec<Move>) -> bool {
        if self.position.is_check() {
            self.moves(out);
            return true;
        }
        out.clear();
        out.extend(self.position.capture_moves());
        out.extend(
            self.position
                .promotion_moves()
                .into_iter()
                .filter(|m| !m.is_capture()),
        );
        false
    }

    fn play(&self, mv: &Move) -> Self {
        let mut position = self.position.clone();
        position.play_unchecked(*mv);
        ChessNode::new(position)
    }

    fn end(&self, moves: &[Move]) -> Option<End> {
        if moves.is_empty() {
            return Some(if self.position.is_check() {
                End::Lost
            } else {
                End::Drawn
            });
        }
        let drawn = self.position.halfmoves() >= 100 || self.position.is_insufficient_material();
        drawn.then_some(End::Drawn)
    }

    fn evaluate(&self) -> Score {
        eval::evaluate(&self.position)
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn is_noisy(&self, mv: &Move) -> bool {
        mv.is_capture() || mv.is_promotion()
    }

    fn order_hint(&self, mv: &Move) -> i32 {
        let victim = mv.capture().map_or(0, value);
        let promotion = mv.promotion().map_or(0, value);
        victim * 16 + promotion * 16 - value(mv.role()) / 10
    }

    fn history_key(&self, mv: &Move) -> usize {
        let from = mv.from().map_or(0, usize::from);
        from * 64 + usize::from(mv.to())
    }

    fn is_progress(&self, mv: &Move) -> bool {
        mv.is_zeroing()
    }

    fn in_check(&self) -> bool {
        self.position.is_check()
    }

    fn null_move(&self) -> Option<Self> {
        let board = self.position.board();
        let own = board.by_color(self.position.turn());
        let pieces = own & !(board.pawns() | board.kings());
        if pieces.is_empty() {
            return None;
        }
        self.position.clone().swap_turn().ok().map(ChessNode::new)
    }

    fn reduces_late_moves(&self) -> bool {
        true
    }
}
