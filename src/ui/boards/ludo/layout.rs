//! Where the Ludo board's fields are: the 40 track fields and the home lines on an 11 x 11
//! grid, the bases in the corners, the pieces grouped by field, and the quarter turns that
//! bring the colour on turn to the bottom. Shared by the drawing ([`crate::ui::boards::ludo`]) and
//! the keyboard's cursor and cell names.

use crate::games::ludo::{Colour, Ludo, PiecePos};
use crate::rules::{Cell, Game, Seat};
use crate::ui::boards::cursor::Layout;
use crate::ui::boards::marks::BoardView;

pub(crate) const UNIT: i32 = 60;

/// The grid squares of the track, clockwise from Red's start point (field 0).
pub(crate) const TRACK: [(i32, i32); 40] = [
    (0, 4),
    (1, 4),
    (2, 4),
    (3, 4),
    (4, 4),
    (4, 3),
    (4, 2),
    (4, 1),
    (4, 0),
    (5, 0),
    (6, 0),
    (6, 1),
    (6, 2),
    (6, 3),
    (6, 4),
    (7, 4),
    (8, 4),
    (9, 4),
    (10, 4),
    (10, 5),
    (10, 6),
    (9, 6),
    (8, 6),
    (7, 6),
    (6, 6),
    (6, 7),
    (6, 8),
    (6, 9),
    (6, 10),
    (5, 10),
    (4, 10),
    (4, 9),
    (4, 8),
    (4, 7),
    (4, 6),
    (3, 6),
    (2, 6),
    (1, 6),
    (0, 6),
    (0, 5),
];

/// Each colour's home line from the track toward the centre, in `Colour::ALL` order.
pub(crate) const HOME: [[(i32, i32); 4]; 4] = [
    [(1, 5), (2, 5), (3, 5), (4, 5)],
    [(5, 1), (5, 2), (5, 3), (5, 4)],
    [(9, 5), (8, 5), (7, 5), (6, 5)],
    [(5, 9), (5, 8), (5, 7), (5, 6)],
];

/// Each base's top-left grid square (a 2 x 2 block).
pub(crate) const BASE: [(i32, i32); 4] = [(0, 0), (9, 0), (9, 9), (0, 9)];

/// The CSS class of a colour.
pub(crate) fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
    }
}

/// Quarter turns clockwise of the 11 x 11 grid about its centre square.
#[derive(Clone, Copy, PartialEq)]
pub(crate) struct Rotation(pub(crate) u8);

impl Rotation {
    /// The turn that brings a colour's side (its home line) to the bottom: Green's is there.
    pub(crate) fn bottom(colour: Colour) -> Rotation {
        Rotation((3 - colour.index()) % 4)
    }

    pub(crate) fn at(self, (x, y): (i32, i32)) -> (i32, i32) {
        (0..self.0).fold((x, y), |(x, y), _| (10 - y, x))
    }

    pub(crate) fn degrees(self) -> u16 {
        u16::from(self.0) * 90
    }
}

/// The colour at the bottom when flipped: the one on turn, else (the game over) the winner's.
pub(crate) fn bottom_colour(game: &Ludo) -> Colour {
    let seat = game
        .seat_on_turn()
        .or_else(|| game.ranking().first().copied())
        .unwrap_or(Seat(0));
    game.colour(seat)
}

/// The cell of a board square and where it is drawn.
pub(crate) fn fields() -> Vec<(Cell, (i32, i32), Option<Colour>)> {
    let mut out = Vec::new();
    for (field, &xy) in TRACK.iter().enumerate() {
        let start = Colour::ALL
            .into_iter()
            .find(|c| c.index() as usize * 10 == field);
        out.push((Cell(field as u16), xy, start));
    }
    for colour in Colour::ALL {
        let c = colour.index() as usize;
        for (i, &xy) in HOME[c].iter().enumerate() {
            out.push((Cell((100 + 10 * c + i) as u16), xy, Some(colour)));
        }
    }
    out
}

/// (cell, colour, count) of every group of pieces on the board, bases and finish included.
pub(crate) fn groups(game: &Ludo) -> Vec<(Cell, Colour, u8)> {
    let mut out: Vec<(Cell, Colour, u8)> = Vec::new();
    // A player who left the race has no pieces on the board.
    for seat in (0..game.num_players()).map(|s| Seat(s as u8)) {
        if game.has_left(seat) {
            continue;
        }
        let colour = game.colour(seat);
        let c = colour.index() as u16;
        for position in game.pieces(seat) {
            let cell = match position {
                PiecePos::Base => Cell(200 + c),
                PiecePos::Track(field) => Cell(field as u16),
                PiecePos::HomeLine(i) => Cell(100 + 10 * c + i as u16),
                PiecePos::Finished => Cell(300),
            };
            match out
                .iter_mut()
                .find(|(k, col, _)| *k == cell && *col == colour)
            {
                Some(group) => group.2 += 1,
                None => out.push((cell, colour, 1)),
            }
        }
    }
    out
}

/// The seat playing a colour (seat 0 for a colour not in the game).
pub(crate) fn seat_of(game: &Ludo, colour: Colour) -> u8 {
    (0..game.num_players())
        .find(|&s| game.colour(Seat(s as u8)) == colour)
        .unwrap_or(0) as u8
}

/// The centre of a grid square in board units.
pub(crate) fn centre((x, y): (i32, i32)) -> (i32, i32) {
    (x * UNIT + UNIT / 2, y * UNIT + UNIT / 2)
}

/// The keyboard cursor's round: the movable pieces first, then their destinations, then every
/// other piece (Ludo's track winds round the board, so arrows go round rather than across).
pub fn cursor_round(ludo: &Ludo, view: &BoardView) -> Layout {
    let pieces = groups(ludo).into_iter().map(|(cell, _, _)| cell);
    let mut round: Vec<Cell> = Vec::new();
    for cell in view
        .movable
        .iter()
        .chain(&view.destinations)
        .copied()
        .chain(pieces)
    {
        if !round.contains(&cell) {
            round.push(cell);
        }
    }
    Layout::Round(round)
}
