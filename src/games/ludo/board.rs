//! Board geometry: colours, start points, and the piece's progress counted from its own base.
//!
//! A piece's *progress* `r` is counted along its own way (see the module docs of [`super`]):
//! 0 in base, 1..=40 on the track (1 = its start point), 41..=44 on its home line, 45 finished.
//!
//! ```
//! use tabula::games::ludo::board::{track_field, Colour};
//! assert_eq!(track_field(Colour::Blue, 1), Some(10));
//! assert_eq!(track_field(Colour::Green, 15), Some(4));
//! ```

use serde::{Deserialize, Serialize};

use crate::rules::Cell;

/// Fields on the shared track.
pub const TRACK: u8 = 40;
/// Fields on each home line.
pub const HOME_LINE: u8 = 4;
/// Progress of a piece that has finished.
pub const FINISH: u8 = TRACK + HOME_LINE + 1;
/// The finish point in the centre, shared by all colours.
pub const FINISH_CELL: Cell = Cell(300);

/// The four colours, in clockwise order around the board (Red's start point is field 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Blue,
    Yellow,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green];

    /// 0..=3 in clockwise order.
    pub fn index(self) -> u8 {
        self as u8
    }

    /// The colour's name for players ("Red").
    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "Red",
            Colour::Blue => "Blue",
            Colour::Yellow => "Yellow",
            Colour::Green => "Green",
        }
    }

    /// One letter, as in the position code: `R`, `B`, `Y`, `G`.
    pub fn letter(self) -> char {
        self.name().chars().next().unwrap_or('?')
    }

    pub fn from_letter(letter: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.letter() == letter)
    }
}

/// Where a piece is, as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PiecePos {
    Base,
    /// An absolute track field, 0..=39 (field 0 is Red's start point).
    Track(u8),
    /// A field of the piece's own home line, 0..=3 (3 is next to the finish).
    HomeLine(u8),
    Finished,
}

/// The absolute track field of a colour's start point.
pub fn start_field(colour: Colour) -> u8 {
    colour.index() * 10
}

/// The absolute track field of progress `r` of a colour's piece, if `r` is on the track.
pub fn track_field(colour: Colour, r: u8) -> Option<u8> {
    (1..=TRACK)
        .contains(&r)
        .then(|| (start_field(colour) + r - 1) % TRACK)
}

/// Where progress `r` of a colour's piece is.
pub fn piece_pos(colour: Colour, r: u8) -> PiecePos {
    match r {
        0 => PiecePos::Base,
        r if r <= TRACK => PiecePos::Track(track_field(colour, r).unwrap_or(0)),
        r if r < FINISH => PiecePos::HomeLine(r - TRACK - 1),
        _ => PiecePos::Finished,
    }
}

/// The board cell of a colour's piece at progress `r`: track fields are `Cell(0..40)`, home
/// line field i is `Cell(100 + 10 * colour + i)`, a base is `Cell(200 + colour)`, the finish
/// is `Cell(300)`.
pub fn cell_of(colour: Colour, r: u8) -> Cell {
    let c = u16::from(colour.index());
    match piece_pos(colour, r) {
        PiecePos::Base => Cell(200 + c),
        PiecePos::Track(field) => Cell(u16::from(field)),
        PiecePos::HomeLine(i) => Cell(100 + 10 * c + u16::from(i)),
        PiecePos::Finished => FINISH_CELL,
    }
}

/// Where a piece at progress `r` ends after moving `die` fields: the finish needs the exact
/// number; a throw too high goes to the finish and back by the excess (RULES.md, seed 002). The
/// longest bounce, a 6 from the last home field, ends on progress 40, the track field before
/// the start point, where it knocks out like any other landing (RULES-NOTES §7.3, the literal
/// reading). `None` only for a piece in base or already finished.
pub fn advance(r: u8, die: u8) -> Option<u8> {
    if r == 0 || r >= FINISH {
        return None;
    }
    let target = r + die;
    Some(if target <= FINISH {
        target
    } else {
        2 * FINISH - target
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_and_bounce() {
        assert_eq!(piece_pos(Colour::Red, 40), PiecePos::Track(39));
        assert_eq!(piece_pos(Colour::Yellow, 41), PiecePos::HomeLine(0));
        assert_eq!(cell_of(Colour::Blue, 44), Cell(113));
        assert_eq!(cell_of(Colour::Green, 0), Cell(203));
        assert_eq!(advance(43, 2), Some(45));
        assert_eq!(advance(43, 4), Some(43));
        assert_eq!(advance(44, 5), Some(41));
        // issue 11, 2.15: a 6 from h4 bounces back onto the track.
        assert_eq!(advance(44, 6), Some(40));
        assert_eq!(advance(0, 6), None);
        assert_eq!(advance(45, 1), None);
        assert_eq!(advance(40, 6), Some(44));
    }
}
