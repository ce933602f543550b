//! The chess board editor's position: any arrangement of the twelve pieces, the side to move,
//! castling rights, an en passant file and the move counters. It holds positions the rules
//! refuse; [`ChessSetup::build`] turns it into a game or says what makes it impossible.
//!
//! ```
//! use tabula::games::chess::setup::ChessSetup;
//! use tabula::rules::{Game, Seat};
//! let mut setup = ChessSetup::empty();
//! setup.put(4, Some((Seat(0), 'K'))); // e1
//! setup.put(60, Some((Seat(1), 'K'))); // e8
//! setup.put(0, Some((Seat(0), 'R'))); // a1
//! setup.castling = [false, true, false, false];
//! assert_eq!(setup.build().unwrap().encode(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
//! setup.put(3, Some((Seat(1), 'P'))); // a pawn on d1, where no pawn can stand
//! assert!(setup.build().is_err());
//! ```

use shakmaty::{Color, EnPassantMode, Position, Role, Square};

use super::{color_of, seat_of, Chess, ChessOptions, START_FEN};
use crate::rules::{Game, Seat, SetupError};

/// The piece letters, in the order the palette shows them.
pub const ROLES: [char; 6] = ['K', 'Q', 'R', 'B', 'N', 'P'];

/// The castling rights in FEN order: White kingside, White queenside, Black kingside, Black
/// queenside, with the king's and rook's squares each needs.
const CASTLING: [(char, Seat, u8, u8); 4] = [
    ('K', Seat(0), 4, 7),
    ('Q', Seat(0), 4, 0),
    ('k', Seat(1), 60, 63),
    ('q', Seat(1), 60, 56),
];

/// A chess position being set up (squares a1 = 0 .. h8 = 63).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChessSetup {
    /// Kept on the heap, so that [`crate::games::setup::AnySetup`] stays small.
    squares: Vec<Option<(Seat, char)>>,
    pub to_move: Seat,
    /// White kingside, White queenside, Black kingside, Black queenside.
    pub castling: [bool; 4],
    /// The file (0 = a) of a pawn that has just advanced two squares, if any.
    pub en_passant: Option<u8>,
    /// Plies since the last capture or pawn move (the fifty-move rule).
    pub halfmoves: u32,
    pub fullmoves: u32,
    pub options: ChessOptions,
}

fn square_name(square: u8) -> String {
    super::square_name(square)
}

fn side_name(seat: Seat) -> &'static str {
    if seat.0 == 0 {
        "White"
    } else {
        "Black"
    }
}

/// The name of a piece letter ("knight").
pub fn role_name(role: char) -> &'static str {
    match role {
        'K' => "king",
        'Q' => "queen",
        'R' => "rook",
        'B' => "bishop",
        'N' => "knight",
        _ => "pawn",
    }
}

impl ChessSetup {
    /// An empty board, White to move, no castling.
    pub fn empty() -> ChessSetup {
        ChessSetup {
            squares: vec![None; 64],
            to_move: Seat(0),
            castling: [false; 4],
            en_passant: None,
            halfmoves: 0,
            fullmoves: 1,
            options: ChessOptions::default(),
        }
    }

    /// The starting position.
    pub fn start() -> ChessSetup {
        match Chess::decode(START_FEN, &ChessOptions::default()) {
            Ok(game) => ChessSetup::from_game(&game),
            Err(_) => ChessSetup::empty(),
        }
    }

    /// The position of a game, to edit.
    pub fn from_game(game: &Chess) -> ChessSetup {
        let position = game.position();
        let mut setup = ChessSetup::empty();
        for square in 0..64u8 {
            setup.squares[usize::from(square)] = game.piece_at(square);
        }
        setup.to_move = seat_of(position.turn());
        let castles = position.castles();
        setup.castling = [
            castles.has(Color::White, shakmaty::CastlingSide::KingSide),
            castles.has(Color::White, shakmaty::CastlingSide::QueenSide),
            castles.has(Color::Black, shakmaty::CastlingSide::KingSide),
            castles.has(Color::Black, shakmaty::CastlingSide::QueenSide),
        ];
        setup.en_passant = position
            .ep_square(EnPassantMode::Legal)
            .map(|square| u8::from(square) % 8);
        setup.halfmoves = position.halfmoves();
        setup.fullmoves = position.fullmoves().get();
        setup.options = game.options();
        setup
    }

    /// The piece on a square: its owner and letter.
    pub fn piece_at(&self, square: u8) -> Option<(Seat, char)> {
        self.squares.get(usize::from(square)).copied().flatten()
    }

    /// Puts a piece on a square (or empties it with `None`); squares past h8 are ignored.
    pub fn put(&mut self, square: u8, piece: Option<(Seat, char)>) {
        let piece = piece.filter(|(_, role)| ROLES.contains(role));
        if let Some(slot) = self.squares.get_mut(usize::from(square)) {
            *slot = piece;
        }
    }

    /// The board part of a FEN.
    fn board_fen(&self) -> String {
        let mut ranks = Vec::new();
        for rank in (0..8u8).rev() {
            let mut text = String::new();
            let mut gap = 0;
            for file in 0..8u8 {
                match self.piece_at(rank * 8 + file) {
                    None => gap += 1,
                    Some((seat, role)) => {
                        if gap > 0 {
                            text.push(char::from(b'0' + gap));
                            gap = 0;
                        }
                        let letter = if seat.0 == 0 {
                            role
                        } else {
                            role.to_ascii_lowercase()
                        };
                        text.push(letter);
                    }
                }
            }
            if gap > 0 {
                text.push(char::from(b'0' + gap));
            }
            ranks.push(text);
        }
        ranks.join("/")
    }

    /// The square the en passant capture would land on.
    fn en_passant_square(&self) -> Option<u8> {
        let rank = if self.to_move.0 == 0 { 5 } else { 2 };
        self.en_passant.map(|file| rank * 8 + file.min(7))
    }

    /// The position as a FEN (not checked).
    pub fn fen(&self) -> String {
        let side = if self.to_move.0 == 0 { "w" } else { "b" };
        let castling: String = CASTLING
            .iter()
            .zip(self.castling)
            .filter(|(_, on)| *on)
            .map(|((letter, ..), _)| *letter)
            .collect();
        let castling = if castling.is_empty() {
            "-".to_string()
        } else {
            castling
        };
        let en_passant = self
            .en_passant_square()
            .map_or("-".to_string(), square_name);
        format!(
            "{} {side} {castling} {en_passant} {} {}",
            self.board_fen(),
            self.halfmoves,
            self.fullmoves.max(1)
        )
    }

    /// The game at this position, or why there can be none.
    pub fn build(&self) -> Result<Chess, SetupError> {
        self.check_material()?;
        self.check_pawns()?;
        self.check_castling()?;
        self.check_en_passant()?;
        self.check_checks()?;
        Ok(Chess::decode(&self.fen(), &self.options)?)
    }

    fn count(&self, seat: Seat, role: Option<char>) -> usize {
        self.squares
            .iter()
            .flatten()
            .filter(|(s, r)| *s == seat && role.is_none_or(|role| role == *r))
            .count()
    }

    /// One king a side, at most 16 pieces and 8 pawns.
    fn check_material(&self) -> Result<(), SetupError> {
        for seat in [Seat(0), Seat(1)] {
            let name = side_name(seat);
            match self.count(seat, Some('K')) {
                0 => return SetupError::refuse(format!("{name} has no king")),
                1 => {}
                n => {
                    return SetupError::refuse(format!(
                        "{name} has {n} kings; a side has exactly one"
                    ))
                }
            }
            let pieces = self.count(seat, None);
            if pieces > 16 {
                return SetupError::refuse(format!(
                    "{name} has {pieces} pieces: a side starts with 16 and never gains any"
                ));
            }
            let pawns = self.count(seat, Some('P'));
            if pawns > 8 {
                return SetupError::refuse(format!(
                    "{name} has {pawns} pawns: a side has at most 8"
                ));
            }
        }
        Ok(())
    }

    fn check_pawns(&self) -> Result<(), SetupError> {
        for square in (0..8u8).chain(56..64) {
            if let Some((seat, 'P')) = self.piece_at(square) {
                return SetupError::refuse(format!(
                    "a {} pawn stands on {}: pawns never stand on the first or last rank \
                     (they start on the second and promote on the last)",
                    side_name(seat),
                    square_name(square)
                ));
            }
        }
        Ok(())
    }

    fn check_castling(&self) -> Result<(), SetupError> {
        for ((letter, seat, king, rook), on) in CASTLING.into_iter().zip(self.castling) {
            let fits = self.piece_at(king) == Some((seat, 'K'))
                && self.piece_at(rook) == Some((seat, 'R'));
            if on && !fits {
                let wing = if letter.eq_ignore_ascii_case(&'K') {
                    "kingside"
                } else {
                    "queenside"
                };
                return SetupError::refuse(format!(
                    "{} may castle {wing} only with its king on {} and a rook on {}",
                    side_name(seat),
                    square_name(king),
                    square_name(rook)
                ));
            }
        }
        Ok(())
    }

    /// An en passant file needs the pawn that has just advanced two squares across it.
    fn check_en_passant(&self) -> Result<(), SetupError> {
        let Some(target) = self.en_passant_square() else {
            return Ok(());
        };
        let mover = Seat(1 - self.to_move.0.min(1));
        // The pawn stands one rank past the target square, seen from the side that moved it.
        let (pawn, origin) = if mover.0 == 1 {
            (target - 8, target + 8)
        } else {
            (target + 8, target - 8)
        };
        let pawn_there = self.piece_at(pawn) == Some((mover, 'P'));
        if !pawn_there || self.piece_at(target).is_some() || self.piece_at(origin).is_some() {
            return SetupError::refuse(format!(
                "en passant on {} needs a {} pawn on {} that has just come from {} \
                 ({} and {} empty)",
                square_name(target),
                side_name(mover),
                square_name(pawn),
                square_name(origin),
                square_name(target),
                square_name(origin)
            ));
        }
        Ok(())
    }

    /// The side not to move cannot be in check (its last move would have left it there).
    fn check_checks(&self) -> Result<(), SetupError> {
        let mut board = shakmaty::Board::empty();
        for square in 0..64u8 {
            if let (Some((seat, letter)), Ok(sq)) =
                (self.piece_at(square), Square::try_from(square))
            {
                if let Some(role) = Role::from_char(letter.to_ascii_lowercase()) {
                    board.set_piece_at(sq, role.of(color_of(seat)));
                }
            }
        }
        let in_check = |seat: Seat| {
            let color = color_of(seat);
            (board.kings() & board.by_color(color))
                .first()
                .is_some_and(|king| board.attacks_to(king, !color, board.occupied()).any())
        };
        let (mover, waiting) = (self.to_move, Seat(1 - self.to_move.0.min(1)));
        match (in_check(mover), in_check(waiting)) {
            (true, true) => SetupError::refuse(
                "both kings are in check: after any move the side that made it is out of check",
            ),
            (false, true) => SetupError::refuse(format!(
                "{} is in check with {} to move: {}'s last move cannot have left its own king \
                 in check",
                side_name(waiting),
                side_name(mover),
                side_name(waiting)
            )),
            _ => Ok(()),
        }
    }
}
