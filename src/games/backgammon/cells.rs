//! Board cells for the UI, numbered from White's side: White's point p is `Cell(p)` (Black's
//! point p is `Cell(25 - p)`), White's off tray `Cell(0)`, Black's `Cell(25)`, White's bar
//! `Cell(26)`, Black's `Cell(27)`.
//!
//! ```
//! use tabula::games::backgammon::{cell_of, point_of};
//! use tabula::rules::{Cell, Seat};
//! assert_eq!(cell_of(Seat(1), 6), Cell(19));
//! assert_eq!(point_of(Seat(1), Cell(19)), Some(6));
//! ```

use super::board::{BAR, OFF};
use crate::rules::{Cell, Seat};

/// White's cell for checkers borne off (the UI's board cells: see [`cell_of`]).
pub const WHITE_OFF: Cell = Cell(0);
/// Black's cell for checkers borne off.
pub const BLACK_OFF: Cell = Cell(25);
/// White's bar.
pub const WHITE_BAR: Cell = Cell(26);
/// Black's bar.
pub const BLACK_BAR: Cell = Cell(27);

/// The board cell of `seat`'s point (1..=24, 25 bar, 0 off). Cells number the points from
/// White's side: White's point p is `Cell(p)`, Black's point p is `Cell(25 - p)`; White's off
/// tray is 0, Black's 25 (where each side's checkers leave); the bars are 26 (White) and 27.
pub fn cell_of(seat: Seat, point: u8) -> Cell {
    let white = seat.0 == 0;
    match point {
        OFF => [BLACK_OFF, WHITE_OFF][usize::from(white)],
        BAR => [BLACK_BAR, WHITE_BAR][usize::from(white)],
        p if white => Cell(u16::from(p)),
        p => Cell(25 - u16::from(p)),
    }
}

/// The point in `seat`'s numbering of a board cell (`None`: the other side's bar or tray).
pub fn point_of(seat: Seat, cell: Cell) -> Option<u8> {
    (0..=25).find(|&p| cell_of(seat, p) == cell)
}
