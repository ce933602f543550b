//! The draughts board editor's position (English draughts, Tammi and Tama alike): men and kings
//! of either side on the ruleset's squares and the side to move. [`DraughtsSetup::build`] turns it
//! into a game through the position code, or says what makes it impossible: a man on the row
//! where it would have been crowned, more pieces than a side starts with, or (where men never
//! move backward) a man behind the rows men start on.
//!
//! ```
//! use tabula::games::draughts::{setup::DraughtsSetup, DraughtsOptions, Piece};
//! use tabula::rules::{Game, Seat};
//! let mut setup = DraughtsSetup::empty(DraughtsOptions::default());
//! // Black (`Seat(0)`) moves down the board and is crowned on a1's row.
//! setup.put(0, Some(Piece { seat: Seat(0), king: false })).unwrap(); // a1, square 29
//! assert!(setup.build().is_err());
//! setup.put(0, Some(Piece { seat: Seat(0), king: true })).unwrap();
//! assert_eq!(setup.build().unwrap().encode(), "B:W:BK29");
//! ```

use super::board::{squares_of, Board, Geometry};
use super::{codec, Draughts, DraughtsOptions, Piece};
use crate::rules::{Game, Seat, SetupError};

/// A draughts position being set up (squares a1 = 0 .. h8 = 63).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraughtsSetup {
    pub options: DraughtsOptions,
    board: Board,
    pub to_move: Seat,
}

impl DraughtsSetup {
    /// An empty board under the ruleset, the first player to move.
    pub fn empty(options: DraughtsOptions) -> DraughtsSetup {
        DraughtsSetup {
            options,
            board: Board::default(),
            to_move: Seat(0),
        }
    }

    /// The ruleset's starting position.
    pub fn start(options: DraughtsOptions) -> DraughtsSetup {
        DraughtsSetup::from_game(&Draughts::new(&options))
    }

    /// The position of a game, to edit.
    pub fn from_game(game: &Draughts) -> DraughtsSetup {
        DraughtsSetup {
            options: game.options(),
            board: *game.board(),
            to_move: game.side_to_move(),
        }
    }

    fn geometry(&self) -> Geometry {
        Geometry::of(self.options.ruleset.spec())
    }

    /// The side's name under the ruleset ("Black" for `Seat(0)` in English draughts).
    pub fn side_name(&self, seat: Seat) -> &'static str {
        self.options.ruleset.spec().side_names[usize::from(seat.0 & 1)]
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, square: u8) -> Option<Piece> {
        (square < 64)
            .then(|| self.board.get(square))
            .flatten()
            .map(|(seat, king)| Piece { seat, king })
    }

    /// Puts a piece on a square or empties it; pieces stand only on the ruleset's squares.
    pub fn put(&mut self, square: u8, piece: Option<Piece>) -> Result<(), String> {
        if !self.geometry().is_playable(square) {
            return Err("pieces stand only on the dark squares".into());
        }
        match piece {
            Some(piece) => self.board.put(square, Seat(piece.seat.0 & 1), piece.king),
            None => self.board.remove(square),
        }
        Ok(())
    }

    /// The position drawn as it stands, for the editor's board (not checked: only for drawing).
    #[cfg(feature = "ui")]
    pub(crate) fn preview(&self) -> Draughts {
        Draughts {
            options: self.options.clone(),
            board: self.board,
            to_move: self.to_move,
        }
    }

    /// The game at this position, or why there can be none.
    pub fn build(&self) -> Result<Draughts, SetupError> {
        let geometry = self.geometry();
        for seat in [Seat(0), Seat(1)] {
            let men = self.board.sides[usize::from(seat.0)] & !self.board.kings;
            if let Some(square) = squares_of(men & geometry.crowning_row(seat)).next() {
                let name = self.side_name(seat);
                return SetupError::refuse(format!(
                    "a {name} man stands on {}, on the row where {name} is crowned: it would \
                     be a king there",
                    geometry.label(square).unwrap_or_default()
                ));
            }
        }
        let spec = self.options.ruleset.spec();
        let code = codec::encode(spec, &geometry, &self.board, self.to_move);
        Ok(Draughts::decode(&code, &self.options)?)
    }
}
