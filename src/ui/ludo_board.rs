//! The SVG Ludo board: the cross of 40 track fields on an 11 x 11 grid, each colour's base in
//! its corner, start point and home line in its colour, the finish in the centre, the die.
//! Pieces sharing a field are drawn once with their number, so they stay countable.
//!
//! Unturned, Green's side is at the bottom (Red left, Blue top, Yellow right). Flip board
//! (issue 11, 2.12) turns the board by quarter turns so that the colour on turn sits at the
//! bottom, as a device passed round the table is held; the squares are turned, not the
//! drawing, so numbers stay upright and dragging follows the pointer.

use yew::prelude::*;

use super::board::marks;
use super::session::BoardView;
use crate::games::ludo::{Colour, Ludo, PiecePos};
use crate::rules::{Cell, Game, Seat};

const UNIT: i32 = 60;

/// The grid squares of the track, clockwise from Red's start point (field 0).
const TRACK: [(i32, i32); 40] = [
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
const HOME: [[(i32, i32); 4]; 4] = [
    [(1, 5), (2, 5), (3, 5), (4, 5)],
    [(5, 1), (5, 2), (5, 3), (5, 4)],
    [(9, 5), (8, 5), (7, 5), (6, 5)],
    [(5, 9), (5, 8), (5, 7), (5, 6)],
];

/// Each base's top-left grid square (a 2 x 2 block).
const BASE: [(i32, i32); 4] = [(0, 0), (9, 0), (9, 9), (0, 9)];

fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
        Colour::Green => "green",
    }
}

#[derive(Properties, PartialEq)]
pub struct LudoBoardProps {
    pub game: Ludo,
    pub view: BoardView,
    /// Turn the board so the colour on turn is at the bottom.
    #[prop_or_default]
    pub flipped: bool,
}

/// Quarter turns clockwise of the 11 x 11 grid about its centre square.
#[derive(Clone, Copy, PartialEq)]
struct Rotation(u8);

impl Rotation {
    /// The turn that brings a colour's side (its home line) to the bottom: Green's is there.
    fn bottom(colour: Colour) -> Rotation {
        Rotation((3 - colour.index()) % 4)
    }

    fn at(self, (x, y): (i32, i32)) -> (i32, i32) {
        (0..self.0).fold((x, y), |(x, y), _| (10 - y, x))
    }

    fn degrees(self) -> u16 {
        u16::from(self.0) * 90
    }
}

/// The colour at the bottom when flipped: the one on turn, else (the game over) the winner's.
fn bottom_colour(game: &Ludo) -> Colour {
    let seat = game
        .seat_on_turn()
        .or_else(|| game.ranking().first().copied())
        .unwrap_or(Seat(0));
    game.colour(seat)
}

/// The cell of a board square and where it is drawn.
fn fields() -> Vec<(Cell, (i32, i32), Option<Colour>)> {
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
fn groups(game: &Ludo) -> Vec<(Cell, Colour, u8)> {
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

fn piece_group(cell: Cell, colour: Colour, count: u8, seat: u8, cx: i32, cy: i32) -> Html {
    html! {
        <g class={classes!("piece", "ludo-piece", colour_class(colour))} data-cell={cell.0.to_string()}
           data-seat={seat.to_string()} data-count={count.to_string()}>
            <circle cx={cx.to_string()} cy={cy.to_string()} r="21" />
            if count > 1 {
                <text x={cx.to_string()} y={(cy + 8).to_string()}>{ count }</text>
            }
        </g>
    }
}

fn seat_of(game: &Ludo, colour: Colour) -> u8 {
    (0..game.num_players())
        .find(|&s| game.colour(Seat(s as u8)) == colour)
        .unwrap_or(0) as u8
}

fn centre((x, y): (i32, i32)) -> (i32, i32) {
    (x * UNIT + UNIT / 2, y * UNIT + UNIT / 2)
}

/// A colour's base: its 2 x 2 block of spots, filled with the pieces still in it. The base of
/// a colour not in the game, or of a player who left the race, is drawn faded and empty.
fn base(game: &Ludo, view: &BoardView, colour: Colour, turn: Rotation, in_base: u8) -> Html {
    let c = colour.index() as usize;
    let cell = Cell(200 + c as u16);
    let (bx, by) = BASE[c];
    let seat = (0..game.num_players() as u8)
        .map(Seat)
        .find(|&s| game.colour(s) == colour);
    let left = seat.is_some_and(|s| game.has_left(s));
    let squares = [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(dx, dy)| turn.at((bx + dx, by + dy)));
    let (x0, y0) = squares
        .iter()
        .fold((10, 10), |(x, y), &(sx, sy)| (x.min(sx), y.min(sy)));
    let spots = squares.into_iter().enumerate().map(|(i, xy)| {
        let (cx, cy) = centre(xy);
        html! {
            <>
                <circle class={classes!("field", "base-spot", colour_class(colour))} cx={cx.to_string()} cy={cy.to_string()} r="24" />
                if (i as u8) < in_base {
                    <circle class={classes!("ludo-piece-disc", colour_class(colour))} cx={cx.to_string()} cy={cy.to_string()} r="21" />
                }
            </>
        }
    });
    html! {
        <g class={classes!(marks(view, cell), "base", (seat.is_none() || left).then_some("unused"), left.then_some("left"))} data-cell={cell.0.to_string()}>
            <rect class={classes!("base-area", colour_class(colour))} x={(x0 * UNIT).to_string()} y={(y0 * UNIT).to_string()}
                width={(2 * UNIT).to_string()} height={(2 * UNIT).to_string()} rx="12" />
            { for spots }
            if in_base > 0 {
                <g class="piece" data-cell={cell.0.to_string()} data-seat={seat_of(game, colour).to_string()} data-count={in_base.to_string()} />
            }
        </g>
    }
}

/// The finished pieces in the centre, a group per colour round the middle.
fn finished(game: &Ludo, groups: &[(Cell, Colour, u8)], (fx, fy): (i32, i32)) -> Html {
    let here = groups.iter().filter(|(k, _, _)| *k == Cell(300));
    here.enumerate()
        .map(|(i, (_, colour, n))| {
            let (dx, dy) = [(-14, -14), (14, -14), (14, 14), (-14, 14)][i % 4];
            piece_group(
                Cell(300),
                *colour,
                *n,
                seat_of(game, *colour),
                fx + dx,
                fy + dy,
            )
        })
        .collect()
}

#[component(LudoBoard)]
pub fn ludo_board(props: &LudoBoardProps) -> Html {
    let game = &props.game;
    let groups = groups(game);
    let turn = if props.flipped {
        Rotation::bottom(bottom_colour(game))
    } else {
        Rotation(0)
    };
    let on_field = |cell: Cell, (cx, cy): (i32, i32)| {
        // Up to two colours can share a field only in passing; draw them side by side.
        let here: Vec<&(Cell, Colour, u8)> = groups.iter().filter(|(k, _, _)| *k == cell).collect();
        let shift = if here.len() > 1 { 10 } else { 0 };
        here.iter()
            .enumerate()
            .map(|(i, (k, colour, n))| {
                let dx = if i == 0 { -shift } else { shift };
                piece_group(*k, *colour, *n, seat_of(game, *colour), cx + dx, cy)
            })
            .collect::<Html>()
    };
    let squares = fields().into_iter().map(|(cell, xy, colour)| {
        let (cx, cy) = centre(turn.at(xy));
        html! {
            <g class={marks(&props.view, cell)} data-cell={cell.0.to_string()}>
                <circle class={classes!("field", colour.map(colour_class))} cx={cx.to_string()} cy={cy.to_string()} r="26" />
                { on_field(cell, (cx, cy)) }
            </g>
        }
    });
    let bases = Colour::ALL.into_iter().map(|colour| {
        let cell = Cell(200 + colour.index() as u16);
        let in_base = groups
            .iter()
            .find(|(k, col, _)| *k == cell && *col == colour)
            .map_or(0, |g| g.2);
        base(game, &props.view, colour, turn, in_base)
    });
    let (fx, fy) = centre((5, 5));
    html! {
        <svg class="board ludo" data-game="ludo" data-turned={turn.degrees().to_string()} viewBox="0 0 660 660" role="img" aria-label="Ludo board">
            <rect class="ludo-ground" x="0" y="0" width="660" height="660" rx="16" />
            { for bases }
            { for squares }
            <g class={marks(&props.view, Cell(300))} data-cell="300">
                <circle class="field finish" cx={fx.to_string()} cy={fy.to_string()} r="28" />
                { finished(game, &groups, (fx, fy)) }
            </g>
            if let Some(die) = game.die() {
                <g class="die ludo-die" data-die={die.to_string()}>
                    <rect x="450" y="450" width="60" height="60" rx="10" />
                    <text x="480" y="492">{ die }</text>
                </g>
            }
        </svg>
    }
}
