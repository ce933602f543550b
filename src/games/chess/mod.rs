//! Chess by the FIDE Laws, on top of the `shakmaty` crate (which generates the legal moves):
//! castling, en passant, promotion to any piece, check, checkmate, stalemate, insufficient
//! material and the fifty-move rule here; threefold repetition through [`crate::rules::Record`].
//! Moves are written in SAN ([`notation`]), positions in FEN ([`codec`]); whole games in PGN are
//! files, read and written in [`crate::persist::pgn`].
//!
//! ```
//! use tabula::games::chess::{Chess, ChessOptions};
//! use tabula::rules::{Game, Record};
//! let mut record = Record::new(Chess::new(&ChessOptions::default()));
//! for san in ["f3", "e5", "g4", "Qh4"] {
//!     let mv = record.current().parse_move(san).unwrap();
//!     record.play(&mv).unwrap();
//! }
//! assert_eq!(record.notations().last().unwrap(), "Qh4#");
//! assert!(record.verdict().is_some());
//! ```

mod chess_move;
pub mod codec;
pub mod notation;
pub mod setup;

use std::fmt;
use std::sync::Arc;

pub use chess_move::{square_name, ChessMove};

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Move, Position, Square};

use crate::rules::{
    Cell, DecodeError, Game, Gesture, HistoryRules, NotationError, Outcome, Reason, Seat, Turn,
    Verdict,
};

/// The standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Rule options. FIDE makes threefold repetition and the fifty-move rule draws a player may
/// claim, and fivefold repetition and the seventy-five-move rule automatic; with an option on
/// (the default, as most apps do) the claimable draw happens automatically. With it off, the
/// claimable draw is left to the players (see [`Chess::fifty_moves_claimable`] and
/// [`crate::rules::Record::repetitions`]) and only FIDE's automatic limit ends the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct ChessOptions {
    /// Draw automatically at the third occurrence of a position (else at the fifth).
    pub repetition_draw: bool,
    /// Draw automatically after fifty moves each without a capture or a pawn move (else 75).
    pub fifty_move_draw: bool,
}

impl Default for ChessOptions {
    fn default() -> Self {
        ChessOptions {
            repetition_draw: true,
            fifty_move_draw: true,
        }
    }
}

/// A chess position with its rule options. The legal moves are computed once per position, when
/// it is made, and kept: the outcome needs them as well as the move list, and clones share them.
pub struct Chess {
    position: shakmaty::Chess,
    options: ChessOptions,
    legal: Arc<[ChessMove]>,
}

impl Clone for Chess {
    fn clone(&self) -> Self {
        Chess {
            position: self.position.clone(),
            options: self.options.clone(),
            legal: self.legal.clone(),
        }
    }
}

/// Two positions are equal when their FENs and options are: shakmaty's own equality leaves out
/// the move counters, which matter for the fifty-move rule.
impl PartialEq for Chess {
    fn eq(&self, other: &Self) -> bool {
        self.position == other.position
            && self.position.halfmoves() == other.position.halfmoves()
            && self.position.fullmoves() == other.position.fullmoves()
            && self.options == other.options
    }
}

impl fmt::Debug for Chess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Chess")
            .field("fen", &self.encode())
            .field("options", &self.options)
            .finish()
    }
}

/// The seat of a colour: White is `Seat(0)`, Black `Seat(1)`.
pub fn seat_of(color: Color) -> Seat {
    match color {
        Color::White => Seat(0),
        Color::Black => Seat(1),
    }
}

/// The colour of a seat (any seat but 0 is Black).
pub fn color_of(seat: Seat) -> Color {
    if seat.0 == 0 {
        Color::White
    } else {
        Color::Black
    }
}

impl Chess {
    pub(crate) fn from_position(position: shakmaty::Chess, options: ChessOptions) -> Self {
        let legal = position
            .legal_moves()
            .iter()
            .map(|&mv| ChessMove(mv))
            .collect();
        Chess {
            position,
            options,
            legal,
        }
    }

    /// The underlying shakmaty position.
    pub fn position(&self) -> &shakmaty::Chess {
        &self.position
    }

    /// The piece on a square (a1 = 0 .. h8 = 63): its owner and letter 'K','Q','R','B','N','P'.
    pub fn piece_at(&self, square: u8) -> Option<(Seat, char)> {
        let square = Square::try_from(square).ok()?;
        let piece = self.position.board().piece_at(square)?;
        Some((seat_of(piece.color), piece.role.upper_char()))
    }

    /// "White" or "Black".
    pub fn side_name(&self, seat: Seat) -> &'static str {
        match color_of(seat) {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// The seat to move (also when the game is over).
    pub fn side_to_move(&self) -> Seat {
        seat_of(self.position.turn())
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.position.is_check()
    }

    /// Where a side's king stands.
    pub fn king_square(&self, seat: Seat) -> Option<u8> {
        self.position.board().king_of(color_of(seat)).map(u8::from)
    }

    /// Plies since the last capture or pawn move (the FEN's fifth field).
    pub fn halfmove_clock(&self) -> u32 {
        self.position.halfmoves()
    }

    /// The move number (the FEN's sixth field): 1 at the start, up by one after Black moves.
    pub fn fullmove_number(&self) -> u32 {
        self.position.fullmoves().get()
    }

    /// Whether a player may claim a draw by the fifty-move rule now (FIDE 9.3): useful when
    /// `fifty_move_draw` is off and the draw is not automatic.
    pub fn fifty_moves_claimable(&self) -> bool {
        self.position.halfmoves() >= 100 && self.outcome().is_none()
    }

    /// Whether this is the standard starting position (counters aside).
    pub fn is_standard_start(&self) -> bool {
        self.position == shakmaty::Chess::default()
    }

    /// The legal moves of this position.
    fn legal(&self) -> &[ChessMove] {
        &self.legal
    }
}

impl Game for Chess {
    type Move = ChessMove;
    type Options = ChessOptions;

    fn new(options: &ChessOptions) -> Self {
        Chess::from_position(shakmaty::Chess::default(), options.clone())
    }

    fn options(&self) -> ChessOptions {
        self.options.clone()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        Turn::Player(self.side_to_move())
    }

    /// Checkmate wins; stalemate, insufficient material and the move limit (fifty moves each
    /// with the option, else seventy-five) draw. Mate on the move that reaches the limit wins.
    fn outcome(&self) -> Option<Verdict> {
        if self.legal().is_empty() {
            return Some(if self.position.is_check() {
                let winner = seat_of(!self.position.turn());
                Verdict::new(Outcome::Win(winner), Reason::Checkmate)
            } else {
                Verdict::new(Outcome::Draw, Reason::Stalemate)
            });
        }
        if self.position.is_insufficient_material() {
            return Some(Verdict::new(Outcome::Draw, Reason::InsufficientMaterial));
        }
        let limit = if self.options.fifty_move_draw {
            100
        } else {
            150
        };
        if self.position.halfmoves() >= limit {
            return Some(Verdict::new(Outcome::Draw, Reason::MoveLimit));
        }
        None
    }

    fn legal_moves(&self, out: &mut Vec<ChessMove>) {
        out.extend_from_slice(self.legal());
    }

    fn apply(&mut self, mv: &ChessMove) {
        // shakmaty may only play legal moves; an illegal one is ignored (`play` reports it).
        if self.legal.contains(mv) {
            self.position.play_unchecked(mv.0);
            self.legal = self
                .position
                .legal_moves()
                .iter()
                .map(|&m| ChessMove(m))
                .collect();
        }
    }

    /// SAN with `+` or `#`; a move that is not legal here (a caller's mistake) is written in
    /// UCI, since SAN needs the position to play it.
    fn notation(&self, mv: &ChessMove) -> String {
        if self.legal.contains(mv) {
            notation::san(&self.position, mv)
        } else {
            mv.uci()
        }
    }

    fn parse_move(&self, text: &str) -> Result<ChessMove, NotationError> {
        notation::parse(&self.position, self.legal(), text)
    }

    fn encode(&self) -> String {
        codec::encode(&self.position)
    }

    fn decode(code: &str, options: &ChessOptions) -> Result<Self, DecodeError> {
        codec::decode(code).map(|position| Chess::from_position(position, options.clone()))
    }

    /// From and to squares as a player drags them: castling is the king's two-square move,
    /// en passant captures the pawn beside, promotions share from/to.
    fn gesture(&self, mv: &ChessMove) -> Option<Gesture> {
        let captured = match mv.0 {
            Move::EnPassant { from, to } => {
                vec![Square::from_coords(to.file(), from.rank())]
            }
            Move::Normal {
                capture: Some(_),
                to,
                ..
            } => vec![to],
            _ => Vec::new(),
        };
        Some(Gesture {
            from: Some(Cell(u16::from(mv.from_square()))),
            to: Some(Cell(u16::from(mv.to_square()))),
            via: Vec::new(),
            captured: captured.into_iter().map(|sq| Cell(u16::from(sq))).collect(),
        })
    }

    fn history_rules(&self) -> HistoryRules {
        HistoryRules {
            repetition: Some(if self.options.repetition_draw { 3 } else { 5 }),
            quiet_plies: None,
        }
    }

    /// The FEN without its move counters; the en passant square only when a capture there is legal.
    fn repetition_key(&self) -> String {
        codec::repetition_key(&self.position)
    }

    /// Captures, pawn moves and moves that lose castling rights or an en passant chance: no
    /// earlier position can come back after them.
    fn is_progress(&self, mv: &ChessMove) -> bool {
        self.position.is_irreversible(mv.0)
    }

    /// FIDE 6.9: a side out of time still draws where the other could not checkmate by any
    /// series of legal moves (a lone king, king and minor piece; shakmaty's reading).
    fn can_win(&self, seat: Seat) -> bool {
        let color = if seat.0 == 0 {
            Color::White
        } else {
            Color::Black
        };
        !self.position.has_insufficient_material(color)
    }
}
