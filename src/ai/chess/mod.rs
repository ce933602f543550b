//! The chess engine. Chess gets its own [`Node`] over shakmaty's position rather than going
//! through [`crate::games::chess::Chess`] and the generic [`crate::ai::heuristic::GameNode`]: the
//! rules' position keeps a shared list of legal moves (an allocation per position) and hashes
//! by FEN text, which would cost the search most of its speed. Here a node is shakmaty's position
//! plus its Zobrist hash ([`zobrist_hash`], from our keys: shakmaty's table of them would be 6 kB
//! of the wasm), and the node allows what chess search needs
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

use shakmaty::{Color, EnPassantMode, Move, Piece, Position, Role};

use super::node::{End, Node, Score};
use super::zobrist::{self, CHESS_KEYS};

/// A chess position for the search, with its hash.
#[derive(Clone, Debug)]
pub struct ChessNode {
    pub position: shakmaty::Chess,
    hash: u64,
}

impl ChessNode {
    pub fn new(position: shakmaty::Chess) -> Self {
        let hash = zobrist_hash(&position);
        ChessNode { position, hash }
    }
}

/// The position's Zobrist hash: its pieces, castling rights, legal en-passant square and side
/// to move, each XORed in as a key of its own.
pub fn zobrist_hash(position: &shakmaty::Chess) -> u64 {
    let keys = &zobrist::keys()[CHESS_KEYS..];
    let board = position.board();
    let mut hash = 0;
    for (kind, piece) in Color::ALL
        .into_iter()
        .flat_map(|color| Role::ALL.map(|role| Piece { color, role }))
        .enumerate()
    {
        for square in board.by_piece(piece) {
            hash ^= keys[kind * 64 + square as usize];
        }
    }
    for rook in position.castles().castling_rights() {
        hash ^= keys[12 * 64 + rook as usize];
    }
    if let Some(square) = position.ep_square(EnPassantMode::Legal) {
        hash ^= keys[13 * 64 + square as usize];
    }
    if position.turn().is_black() {
        hash ^= keys[14 * 64];
    }
    hash
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

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::CastlingMode;

    fn hash_of(fen: &str) -> u64 {
        let fen: Fen = fen.parse().unwrap();
        zobrist_hash(&fen.into_position(CastlingMode::Standard).unwrap())
    }

    fn after(moves: &[&str]) -> u64 {
        let mut position = shakmaty::Chess::default();
        for san in moves {
            let san: shakmaty::san::San = san.parse().unwrap();
            let mv = san.to_move(&position).unwrap();
            position.play_unchecked(mv);
        }
        zobrist_hash(&position)
    }

    #[test]
    fn the_same_position_by_two_move_orders_hashes_alike() {
        assert_eq!(
            after(&["Nf3", "Nf6", "Nc3", "Nc6"]),
            after(&["Nc3", "Nc6", "Nf3", "Nf6"])
        );
        assert_ne!(
            after(&["Nf3", "Nf6", "Nc3"]),
            after(&["Nf3", "Nf6", "Nc3", "Nc6"])
        );
    }

    #[test]
    fn side_to_move_castling_and_en_passant_are_in_the_hash() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let black = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
        let no_white_short = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1";
        assert_ne!(hash_of(start), hash_of(black));
        assert_ne!(hash_of(start), hash_of(no_white_short));
        // An en-passant square counts only where the capture is legal.
        let takeable = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
        let not_there = "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1";
        assert_ne!(hash_of(takeable), hash_of(not_there));
        let idle = "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1";
        let idle_none = "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1";
        assert_eq!(hash_of(idle), hash_of(idle_none));
    }
}
