//! The Camelot board editor's position: knights and men of either side on the 160 squares, the
//! side to move and the castle moves each side has made. [`CamelotSetup::build`] turns it into a
//! game through the position code, or says what makes it impossible (more knights or men than a
//! side starts with).
//!
//! ```
//! use tabula::games::camelot::{board::parse_square, setup::CamelotSetup, CamelotOptions, Piece};
//! use tabula::rules::{Game, Seat};
//! let mut setup = CamelotSetup::empty(CamelotOptions::default());
//! let f8 = parse_square("F8").unwrap();
//! setup.put(f8, Some((Seat(0), Piece::Knight))).unwrap();
//! assert_eq!(setup.build().unwrap().encode(), "W:WNF8:B:00");
//! ```

use super::board::{on_board, square_name, SQUARES};
use super::codec::{MAX_KNIGHTS, MAX_MEN};
use super::movegen::CASTLE_MOVE_LIMIT;
use super::{Camelot, CamelotOptions, Piece};
use crate::rules::{Game, Seat, SetupError};

/// A Camelot position being set up (squares numbered as in [`super::board`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CamelotSetup {
    pub options: CamelotOptions,
    squares: Vec<Option<(Seat, Piece)>>,
    pub to_move: Seat,
    /// Castle moves made so far by White and by Black (at most two each).
    pub castle_moves: [u8; 2],
}

impl CamelotSetup {
    /// An empty board, White to move, no castle moves made.
    pub fn empty(options: CamelotOptions) -> CamelotSetup {
        CamelotSetup {
            options,
            squares: vec![None; SQUARES],
            to_move: Seat(0),
            castle_moves: [0, 0],
        }
    }

    /// The starting position.
    pub fn start(options: CamelotOptions) -> CamelotSetup {
        CamelotSetup::from_game(&Camelot::new(&options))
    }

    /// The position of a game, to edit.
    pub fn from_game(game: &Camelot) -> CamelotSetup {
        CamelotSetup {
            options: game.options(),
            squares: (0..SQUARES as u16).map(|sq| game.piece_at(sq)).collect(),
            to_move: game.side_to_move(),
            castle_moves: [
                game.castle_moves_made(Seat(0)),
                game.castle_moves_made(Seat(1)),
            ],
        }
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, square: u16) -> Option<(Seat, Piece)> {
        self.squares.get(usize::from(square)).copied().flatten()
    }

    /// Puts a piece on a square of the board, or empties it.
    pub fn put(&mut self, square: u16, piece: Option<(Seat, Piece)>) -> Result<(), String> {
        match self.squares.get_mut(usize::from(square)) {
            Some(slot) if on_board(square) => {
                *slot = piece.map(|(seat, kind)| (Seat(seat.0 & 1), kind));
                Ok(())
            }
            _ => Err("that square is off the board".into()),
        }
    }

    fn pieces(&self) -> Vec<(u16, Seat, Piece)> {
        (0..SQUARES as u16)
            .filter_map(|sq| self.piece_at(sq).map(|(seat, piece)| (sq, seat, piece)))
            .collect()
    }

    /// The position drawn as it stands, for the editor's board (not checked: only for drawing).
    #[cfg(feature = "ui")]
    pub(crate) fn preview(&self) -> Camelot {
        let moves = self.castle_moves.map(|n| n.min(CASTLE_MOVE_LIMIT));
        Camelot::from_parts(&self.options, &self.pieces(), self.to_move, moves)
    }

    /// The position code (not checked).
    fn code(&self) -> String {
        let side = if self.to_move.0 & 1 == 0 { 'W' } else { 'B' };
        let mut lists = Vec::new();
        for seat in [Seat(0), Seat(1)] {
            let names: Vec<String> = self
                .pieces()
                .into_iter()
                .filter(|&(_, owner, _)| owner == seat)
                .map(|(sq, _, piece)| match piece {
                    Piece::Knight => format!("N{}", square_name(sq)),
                    Piece::Man => square_name(sq),
                })
                .collect();
            lists.push(format!(
                "{}{}",
                &Camelot::side_name(seat)[..1],
                names.join(",")
            ));
        }
        let [white, black] = self.castle_moves.map(|n| n.min(9));
        format!("{side}:{}:{}:{white}{black}", lists[0], lists[1])
    }

    /// The game at this position, or why there can be none.
    pub fn build(&self) -> Result<Camelot, SetupError> {
        for seat in [Seat(0), Seat(1)] {
            let count = |kind: Piece| {
                self.pieces()
                    .iter()
                    .filter(|&&(_, owner, piece)| owner == seat && piece == kind)
                    .count()
            };
            let name = Camelot::side_name(seat);
            let knights = count(Piece::Knight);
            if knights > MAX_KNIGHTS {
                return SetupError::refuse(format!(
                    "{name} has {knights} knights: a side starts with {MAX_KNIGHTS} and no piece \
                     ever becomes a knight"
                ));
            }
            let men = count(Piece::Man);
            if men > MAX_MEN {
                return SetupError::refuse(format!(
                    "{name} has {men} men: a side starts with {MAX_MEN} and never gains any"
                ));
            }
            let castle_moves = self.castle_moves[usize::from(seat.0)];
            if castle_moves > CASTLE_MOVE_LIMIT {
                return SetupError::refuse(format!(
                    "{name} has made {castle_moves} castle moves: a side may make at most \
                     {CASTLE_MOVE_LIMIT} in a game"
                ));
            }
        }
        Ok(Camelot::decode(&self.code(), &self.options)?)
    }
}
