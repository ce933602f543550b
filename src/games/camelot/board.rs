//! Board geometry: the 160 squares of the 12 × 16 rectangle with its corners cut, square names,
//! the castles and a neighbour table, plus the two kinds of piece and the cell array the engine
//! keeps them in.
//!
//! A square is `rank0 * 12 + file0` (A1 would be 0, L16 is 191); only 160 of the 192 numbers are
//! on the board. Files A–L, ranks 1–16; White's castle is F1, G1 and Black's is F16, G16.
//!
//! ```
//! use tabula::games::camelot::board::{castle, on_board, parse_square, square_name};
//! use tabula::rules::Seat;
//! assert_eq!(parse_square("F6"), Some(5 * 12 + 5));
//! assert_eq!(square_name(5 * 12 + 5), "F6");
//! assert!(!on_board(0)); // A1 is a cut corner
//! assert_eq!(castle(Seat(1)).map(square_name), ["F16".to_string(), "G16".to_string()]);
//! ```

use serde::{Deserialize, Serialize};

use crate::rules::Seat;

/// The two kinds of piece; they move alike except that only knights charge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Piece {
    Man,
    Knight,
}

pub const FILES: u16 = 12;
pub const RANKS: u16 = 16;
/// Square numbers run `0..SQUARES`; not all of them are on the board.
pub const SQUARES: usize = (FILES * RANKS) as usize;
/// "No neighbour" in [`NEIGHBOURS`].
pub const NONE: u8 = u8::MAX;

/// The files present on a rank (0-based, inclusive): the corners are cut in steps.
const fn file_span(rank0: u16) -> (u16, u16) {
    match rank0 {
        0 | 15 => (5, 6),
        1 | 14 => (2, 9),
        2 | 13 => (1, 10),
        _ => (0, 11),
    }
}

const fn on_board_const(file0: i32, rank0: i32) -> bool {
    if file0 < 0 || rank0 < 0 || file0 >= FILES as i32 || rank0 >= RANKS as i32 {
        return false;
    }
    let (low, high) = file_span(rank0 as u16);
    file0 as u16 >= low && file0 as u16 <= high
}

/// The eight directions as (file, rank) steps; the order fixes the order moves are listed in.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// `NEIGHBOURS[square][direction]`: the adjacent square on the board, or [`NONE`].
pub static NEIGHBOURS: [[u8; 8]; SQUARES] = neighbours();

const fn neighbours() -> [[u8; 8]; SQUARES] {
    let mut table = [[NONE; 8]; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let (file0, rank0) = ((square % 12) as i32, (square / 12) as i32);
        if on_board_const(file0, rank0) {
            let mut dir = 0;
            while dir < 8 {
                let (f, r) = (file0 + DIRECTIONS[dir].0, rank0 + DIRECTIONS[dir].1);
                if on_board_const(f, r) {
                    table[square][dir] = (r * 12 + f) as u8;
                }
                dir += 1;
            }
        }
        square += 1;
    }
    table
}

/// Whether the square number is one of the 160 squares.
pub fn on_board(square: u16) -> bool {
    square < SQUARES as u16 && on_board_const((square % FILES) as i32, (square / FILES) as i32)
}

/// The square's name, file letter then rank ("F6"); numbers off the board still get a name
/// ("A1") and ones past the rectangle get "?".
pub fn square_name(square: u16) -> String {
    if square >= SQUARES as u16 {
        return "?".into();
    }
    let file = char::from(b'A' + (square % FILES) as u8);
    format!("{file}{}", square / FILES + 1)
}

/// Reads a square name ("F6", also "f6"); `None` unless it names one of the 160 squares.
pub fn parse_square(text: &str) -> Option<u16> {
    let square = parse_in_rectangle(text)?;
    on_board(square).then_some(square)
}

/// Reads a file letter and a rank 1–16 into a square number of the rectangle, on the board or not
/// (the position code reports the two cases differently).
pub(crate) fn parse_in_rectangle(text: &str) -> Option<u16> {
    let mut chars = text.chars();
    let file = chars.next()?.to_ascii_uppercase();
    if !('A'..='L').contains(&file) {
        return None;
    }
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if digits.starts_with('0') {
        return None;
    }
    let rank: u16 = digits.parse().ok()?;
    if !(1..=RANKS).contains(&rank) {
        return None;
    }
    Some((rank - 1) * FILES + (file as u16 - 'A' as u16))
}

/// The seat's castle, the two squares in the middle of its back rank: White (`Seat(0)`) F1, G1;
/// Black (`Seat(1)`) F16, G16.
pub fn castle(seat: Seat) -> [u16; 2] {
    if seat.0 & 1 == 0 {
        [5, 6]
    } else {
        [15 * FILES + 5, 15 * FILES + 6]
    }
}

pub(crate) fn in_castle(seat: Seat, square: usize) -> bool {
    castle(seat).contains(&(square as u16))
}

pub(crate) fn other(seat: Seat) -> Seat {
    Seat(1 - (seat.0 & 1))
}

/// One square's content, packed: 0 empty, else `1 + 2 * seat + knight`.
pub(crate) fn pack(seat: Seat, piece: Piece) -> u8 {
    1 + 2 * (seat.0 & 1) + u8::from(piece == Piece::Knight)
}

pub(crate) fn unpack(cell: u8) -> Option<(Seat, Piece)> {
    match cell {
        0 => None,
        _ => {
            let piece = if (cell - 1) & 1 == 1 {
                Piece::Knight
            } else {
                Piece::Man
            };
            Some((Seat((cell - 1) >> 1 & 1), piece))
        }
    }
}

/// The seat owning a packed cell (call only on an occupied cell).
pub(crate) fn owner(cell: u8) -> u8 {
    (cell.wrapping_sub(1) >> 1) & 1
}

/// All pieces, one packed cell per square number (squares off the board stay empty).
pub(crate) type Cells = [u8; SQUARES];

/// The WCF start position: knights C6, D7, I7, J6 and men D6–I6, E7–H7 for White, mirrored for
/// Black (knights C11, D10, I10, J11; men D11–I11, E10–H10).
pub(crate) fn start_cells() -> Cells {
    let mut cells = [0; SQUARES];
    let mut put = |name: &str, seat: Seat, piece: Piece| {
        if let Some(square) = parse_square(name) {
            cells[square as usize] = pack(seat, piece);
        }
    };
    for name in ["C6", "D7", "I7", "J6"] {
        put(name, Seat(0), Piece::Knight);
    }
    for name in ["D6", "E6", "F6", "G6", "H6", "I6", "E7", "F7", "G7", "H7"] {
        put(name, Seat(0), Piece::Man);
    }
    for name in ["C11", "D10", "I10", "J11"] {
        put(name, Seat(1), Piece::Knight);
    }
    for name in [
        "D11", "E11", "F11", "G11", "H11", "I11", "E10", "F10", "G10", "H10",
    ] {
        put(name, Seat(1), Piece::Man);
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_160_squares_and_names_round_trip() {
        let squares: Vec<u16> = (0..SQUARES as u16).filter(|&s| on_board(s)).collect();
        assert_eq!(squares.len(), 160);
        for square in squares {
            assert_eq!(parse_square(&square_name(square)), Some(square));
        }
        for bad in ["", "F", "F0", "F17", "M5", "A1", "E1", "F06", "F1x", "é1"] {
            assert_eq!(parse_square(bad), None, "{bad}");
        }
    }

    #[test]
    fn neighbour_table_counts_eight_in_the_middle_and_fewer_at_castles() {
        let count = |name| {
            let square = parse_square(name).unwrap() as usize;
            NEIGHBOURS[square].iter().filter(|&&n| n != NONE).count()
        };
        assert_eq!(count("F6"), 8);
        // F1 touches G1, E2, F2, G2.
        assert_eq!(count("F1"), 4);
        assert_eq!(count("A4"), 4);
    }
}
