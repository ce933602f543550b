//! One chess move as plain data, with the squares a player drags it between.

use std::fmt;

use shakmaty::{Color, Move, Role, Square};

/// One chess move, as shakmaty describes it (castling is the king's move; promotion names the
/// new piece). Written as UCI in debug output.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChessMove(pub(crate) Move);

impl ChessMove {
    /// The square the moving piece leaves (a1 = 0 .. h8 = 63).
    pub fn from_square(&self) -> u8 {
        self.0.from().map_or(0, u8::from)
    }

    /// The square the moving piece ends on; for castling, the king's destination (g1, c1, ...).
    pub fn to_square(&self) -> u8 {
        match (self.0, self.0.castling_side()) {
            (Move::Castle { king, .. }, Some(side)) => {
                let color = if king.rank() == shakmaty::Rank::First {
                    Color::White
                } else {
                    Color::Black
                };
                u8::from(side.king_to(color))
            }
            _ => u8::from(self.0.to()),
        }
    }

    /// The promotion piece as an upper-case letter ('Q', 'R', 'B', 'N').
    pub fn promotion(&self) -> Option<char> {
        self.0.promotion().map(Role::upper_char)
    }

    pub fn is_capture(&self) -> bool {
        self.0.is_capture()
    }

    pub fn is_castle(&self) -> bool {
        self.0.is_castle()
    }

    /// For castling, the square of the rook the king castles with (h1 for White's O-O): the
    /// board lets the king be moved onto it, as lichess does.
    pub fn castling_rook(&self) -> Option<u8> {
        match self.0 {
            Move::Castle { rook, .. } => Some(u8::from(rook)),
            _ => None,
        }
    }

    pub fn is_en_passant(&self) -> bool {
        self.0.is_en_passant()
    }

    /// The move in UCI form (`e2e4`, `e7e8q`, castling as the king's move `e1g1`).
    pub fn uci(&self) -> String {
        let mut text = format!(
            "{}{}",
            square_name(self.from_square()),
            square_name(self.to_square())
        );
        if let Some(role) = self.0.promotion() {
            text.push(role.char());
        }
        text
    }

    /// The underlying shakmaty move.
    pub fn shakmaty(&self) -> Move {
        self.0
    }
}

impl fmt::Debug for ChessMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ChessMove({})", self.uci())
    }
}

impl From<Move> for ChessMove {
    fn from(mv: Move) -> Self {
        ChessMove(mv)
    }
}

/// A square's name ("e4") from its index (a1 = 0 .. h8 = 63).
pub fn square_name(square: u8) -> String {
    Square::try_from(square).map_or_else(|_| "??".into(), |sq| sq.to_string())
}
