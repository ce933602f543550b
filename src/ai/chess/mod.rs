//! The chess engine. Chess gets its own [`Node`] over shakmaty's position rather than going
//! through [`crate::games::chess::Chess`] and the generic [`crate::ai::heuristic::GameNode`]: the
//! rules' position keeps a shared list of legal moves (an allocation per position) and hashes
//! by FEN text, which would cost the search most of its speed. Here a node is shakmaty's position
//! plus its Zobrist hash ([`zobrist_hash`], from our keys: shakmaty's table of them would be 6 kB
//! of the wasm; kept up move by move), and the node allows what chess search needs to be strong:
//! check extension, null-move pruning (never in check, never without pieces, where zugzwang
//! lurks), late-move reductions, pruning by the static evaluation, and static exchange
//! evaluation of captures ([`Node::exchange_at_least`]). The search itself is the shared one.
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
mod weights;

use shakmaty::{Bitboard, CastlingSide, Color, EnPassantMode, Move, Piece, Position, Role, Square};

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

/// The Zobrist key of `role` of `color` on `square` (the layout [`zobrist_hash`] uses).
fn piece_key(keys: &[u64], color: Color, role: Role, square: Square) -> u64 {
    let kind = usize::from(color.is_black()) * 6 + role as usize - 1;
    keys[kind * 64 + square as usize]
}

/// The hash after `mv`, from the hash before it: only what the move changes is XORed in or out
/// (a whole new hash costs a pass over every piece, a tenth of the search's time).
fn hash_after(before: &shakmaty::Chess, hash: u64, mv: &Move, after: &shakmaty::Chess) -> u64 {
    let keys = &zobrist::keys()[CHESS_KEYS..];
    let us = before.turn();
    let mut hash = hash ^ keys[14 * 64];
    match *mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            hash ^= piece_key(keys, us, role, from);
            hash ^= piece_key(keys, us, promotion.unwrap_or(role), to);
            if let Some(taken) = capture {
                hash ^= piece_key(keys, !us, taken, to);
            }
        }
        Move::EnPassant { from, to } => {
            hash ^= piece_key(keys, us, Role::Pawn, from);
            hash ^= piece_key(keys, us, Role::Pawn, to);
            let taken = Square::from_coords(to.file(), from.rank());
            hash ^= piece_key(keys, !us, Role::Pawn, taken);
        }
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(king < rook);
            hash ^= piece_key(keys, us, Role::King, king);
            hash ^= piece_key(keys, us, Role::Rook, rook);
            hash ^= piece_key(keys, us, Role::King, side.king_to(us));
            hash ^= piece_key(keys, us, Role::Rook, side.rook_to(us));
        }
        Move::Put { .. } => return zobrist_hash(after),
    }
    let rights = before.castles().castling_rights() ^ after.castles().castling_rights();
    for rook in rights {
        hash ^= keys[12 * 64 + rook as usize];
    }
    for position in [before, after] {
        if let Some(square) = position.ep_square(EnPassantMode::Legal) {
            hash ^= keys[13 * 64 + square as usize];
        }
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
        self.moves(out);
        if self.position.is_check() {
            return true;
        }
        // One generation, filtered: shakmaty's capture and promotion lists each generate every
        // legal move first.
        out.retain(|m| m.is_capture() || m.is_promotion());
        false
    }

    fn stands_pat_without_moves(&self) -> bool {
        !self.position.is_check()
    }

    fn play(&self, mv: &Move) -> Self {
        let mut position = self.position.clone();
        position.play_unchecked(*mv);
        let hash = hash_after(&self.position, self.hash, mv, &position);
        debug_assert_eq!(hash, zobrist_hash(&position), "incremental hash of {mv:?}");
        ChessNode { position, hash }
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

    #[inline]
    fn hash(&self) -> u64 {
        self.hash
    }

    #[inline]
    fn is_noisy(&self, mv: &Move) -> bool {
        mv.is_capture() || mv.is_promotion()
    }

    #[inline]
    fn order_hint(&self, mv: &Move) -> i32 {
        let victim = mv.capture().map_or(0, value);
        let promotion = mv.promotion().map_or(0, value);
        victim * 16 + promotion * 16 - value(mv.role()) / 10
    }

    #[inline]
    fn history_key(&self, mv: &Move) -> usize {
        let from = mv.from().map_or(0, usize::from);
        from * 64 + usize::from(mv.to())
    }

    fn is_progress(&self, mv: &Move) -> bool {
        mv.is_zeroing()
    }

    #[inline]
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
        let position = self.position.clone().swap_turn().ok()?;
        // Only the side to move and a lost en-passant chance change the hash.
        let keys = &zobrist::keys()[CHESS_KEYS..];
        let mut hash = self.hash ^ keys[14 * 64];
        if let Some(square) = self.position.ep_square(EnPassantMode::Legal) {
            hash ^= keys[13 * 64 + square as usize];
        }
        debug_assert_eq!(hash, zobrist_hash(&position), "hash after a pass");
        Some(ChessNode { position, hash })
    }

    fn reduces_late_moves(&self) -> bool {
        true
    }

    fn prunes_by_static_eval(&self) -> bool {
        true
    }

    fn escapes(&self, mv: &Move) -> bool {
        let (Some(from), role) = (mv.from(), mv.role()) else {
            return false;
        };
        let board = self.position.board();
        let us = self.position.turn();
        let occupied = board.occupied();
        let attackers = board.attacks_to(from, !us, occupied);
        let cheapest = Role::ALL
            .into_iter()
            .find(|&r| (attackers & board.by_role(r)).any());
        cheapest.is_some_and(|taker| {
            value(taker) < value(role) || board.attacks_to(from, us, occupied).is_empty()
        })
    }

    fn exchange_at_least(&self, mv: &Move, threshold: Score) -> bool {
        exchange(self.position.board(), self.position.turn(), mv) >= threshold
    }
}

/// Static exchange evaluation: what `mv` wins for `us` when both sides then take back on its
/// square, each with its least valuable attacker and each free to stop (pins are not seen).
/// Castling counts 0, en passant and promotions what they take or make.
fn exchange(board: &shakmaty::Board, us: Color, mv: &Move) -> Score {
    let Move::Normal {
        role,
        from,
        capture,
        to,
        promotion: None,
    } = *mv
    else {
        return mv.capture().map_or(0, value) + mv.promotion().map_or(0, |r| value(r) - 100);
    };
    // gains[d]: what the side making the d-th capture wins if the exchange ended there.
    let mut gains = [0; 32];
    gains[0] = capture.map_or(0, value);
    let mut at_risk = value(role);
    let mut occupied = board.occupied() ^ Bitboard::from(from);
    let mut side = !us;
    let mut d = 0;
    while d + 1 < gains.len() {
        let attackers = board.attacks_to(to, side, occupied) & occupied;
        let Some((taker, square)) = Role::ALL
            .into_iter()
            .find_map(|r| (attackers & board.by_role(r)).first().map(|sq| (r, sq)))
        else {
            break;
        };
        let without = occupied ^ Bitboard::from(square);
        if taker == Role::King && (board.attacks_to(to, !side, without) & without).any() {
            break; // the king may not take into a defended square
        }
        d += 1;
        gains[d] = at_risk - gains[d - 1];
        at_risk = value(taker);
        occupied = without;
        side = !side;
    }
    // Each side takes only when taking is better than stopping.
    while d > 0 {
        gains[d - 1] = gains[d - 1].min(-gains[d]);
        d -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::CastlingMode;

    fn node_of(fen: &str) -> ChessNode {
        let fen: Fen = fen.parse().unwrap();
        ChessNode::new(fen.into_position(CastlingMode::Standard).unwrap())
    }

    /// Which quiet moves take a piece out of danger, move by move.
    fn escaping(fen: &str) -> Vec<String> {
        let node = node_of(fen);
        let mut moves = Vec::new();
        node.moves(&mut moves);
        let mut out: Vec<String> = moves
            .iter()
            .filter(|m| !node.is_noisy(m) && node.escapes(m))
            .map(|m| m.from().unwrap().to_string())
            .collect();
        out.sort();
        out.dedup();
        out
    }

    #[test]
    fn a_piece_escapes_from_a_cheaper_attacker_or_from_an_undefended_square() {
        // Black to move: the queen on h5 is attacked by a pawn, the bishop on e3 by a rook with
        // nothing defending it; the knight on c6 is attacked by a knight but defended by a pawn,
        // and the rook on h8 by nothing.
        let fen = "6kr/1p6/2n5/7q/3N2P1/4b3/8/K3R3 b - - 0 1";
        assert_eq!(escaping(fen), ["e3", "h5"]);
    }

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

    fn position(fen: &str) -> shakmaty::Chess {
        let fen: Fen = fen.parse().unwrap();
        fen.into_position(CastlingMode::Standard).unwrap()
    }

    fn exchange_of(fen: &str, uci: &str) -> Score {
        let position = position(fen);
        let mv = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&position)
            .unwrap();
        exchange(position.board(), position.turn(), &mv)
    }

    #[test]
    fn exchanges_count_what_each_side_can_take_back() {
        // A pawn defended by a pawn: the knight is lost for it.
        let defended = "4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1";
        assert_eq!(exchange_of(defended, "f3e5"), 100 - 320);
        // Undefended: a clean pawn.
        let loose = "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1";
        assert_eq!(exchange_of(loose, "f3e5"), 100);
        // Rook takes a rook defended by a rook and the king, with a second rook behind (an
        // x-ray): two rooks for two.
        let battery = "3rk3/3r4/8/8/8/8/3R4/3RK3 w - - 0 1";
        assert_eq!(exchange_of(battery, "d2d7"), 0);
        // The king may not take back on a square the other side still guards.
        let guarded = "4k3/3p4/8/8/8/8/3Q4/3RK3 w - - 0 1";
        assert_eq!(exchange_of(guarded, "d2d7"), 100);
    }

    #[test]
    fn the_incremental_hash_follows_every_kind_of_move() {
        // Castling both ways, en passant, promotion with capture, a rook losing its right.
        let fens = [
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            // A double step that gives the other side an en-passant capture, then a pass.
            "4k1n1/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1",
        ];
        for fen in fens {
            let node = ChessNode::new(position(fen));
            let mut moves = Vec::new();
            node.moves(&mut moves);
            for mv in &moves {
                let child = node.play(mv);
                assert_eq!(child.hash(), zobrist_hash(&child.position), "{fen} {mv:?}");
                if let Some(passed) = child.null_move() {
                    assert_eq!(
                        passed.hash(),
                        zobrist_hash(&passed.position),
                        "{fen} {mv:?} pass"
                    );
                }
            }
        }
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
