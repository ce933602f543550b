//! The SVG Ludo board: the cross of 40 track fields on an 11 x 11 grid, each colour's base in
//! its corner, start point and home line in its colour, the finish in the centre, the die.
//! Pieces sharing a field are drawn once with their number, so they stay countable.
//!
//! Unturned, Green's side is at the bottom (Red left, Blue top, Yellow right). Flip board
//! (issue 11, 2.12) turns the board by quarter turns so that the colour on turn sits at the
//! bottom, as a device passed round the table is held; the squares are turned, not the
//! drawing, so numbers stay upright and dragging follows the pointer.

pub mod layout;
pub mod names;

use yew::prelude::*;

use crate::games::ludo::{Colour, Ludo};
use crate::rules::{Cell, Game, Seat, Turn};
use crate::ui::boards::ludo::layout::{
    bottom_colour, centre, colour_class, fields, groups, seat_of, Rotation, BASE, UNIT,
};
use crate::ui::boards::marks::marks;
use crate::ui::boards::marks::BoardView;
use crate::ui::boards::marks::{cursor_box, cursor_circle};
use crate::ui::boards::names::{cell_id, with_marks};
use crate::ui::words::i18n::Lexicon;

/// What the board draws.
pub struct LudoBoardProps {
    pub game: Ludo,
    pub view: BoardView,
    /// Turn the board so the colour on turn is at the bottom.
    pub flipped: bool,
    /// The keyboard's cursor, drawn as a ring while the board has keyboard focus.
    pub cursor: Option<Cell>,
}

fn piece_group(cell: Cell, colour: Colour, count: u8, seat: u8, cx: i32, cy: i32) -> Html {
    group_of_size(cell, colour, count, seat, (cx, cy), 21)
}

/// A group drawn `r` units round (the finish holds four colours' groups, drawn smaller).
fn group_of_size(
    cell: Cell,
    colour: Colour,
    count: u8,
    seat: u8,
    (cx, cy): (i32, i32),
    r: i32,
) -> Html {
    html! {
        <g class={classes!("piece", "ludo-piece", colour_class(colour), (r < 21).then_some("small"))}
           data-cell={cell.0.to_string()} data-seat={seat.to_string()} data-count={count.to_string()}>
            <circle cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} />
            if count > 1 {
                <text x={cx.to_string()} y={(cy + r * 8 / 21).to_string()} aria-hidden="true">{ count }</text>
            }
        </g>
    }
}

/// A base's four grid squares as turned, and the top-left one of the block they make.
fn base_squares(colour: Colour, turn: Rotation) -> ([(i32, i32); 4], (i32, i32)) {
    let (bx, by) = BASE[colour.index() as usize];
    let squares = [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(dx, dy)| turn.at((bx + dx, by + dy)));
    let corner = squares
        .iter()
        .fold((10, 10), |(x, y), &(sx, sy)| (x.min(sx), y.min(sy)));
    (squares, corner)
}

/// Where a cell is drawn, for the keyboard cursor's ring: a field's circle or a base's block.
fn cursor_html(cell: Cell, turn: Rotation) -> Html {
    if let Some((_, xy, _)) = fields().into_iter().find(|(c, _, _)| *c == cell) {
        let (cx, cy) = centre(turn.at(xy));
        return cursor_circle(cell, cx, cy, 30);
    }
    match Colour::ALL.get(usize::from(cell.0.saturating_sub(200))) {
        Some(&colour) if cell.0 >= 200 => {
            let (_, (x0, y0)) = base_squares(colour, turn);
            cursor_box(cell, x0 * UNIT, y0 * UNIT, 2 * UNIT, 2 * UNIT)
        }
        _ => {
            let (fx, fy) = centre((5, 5));
            cursor_circle(cell, fx, fy, 32)
        }
    }
}

/// A colour's base: its 2 x 2 block of spots, filled with the pieces still in it. The base of
/// a colour not in the game, or of a player who left the race, is drawn faded and empty.
fn base(
    game: &Ludo,
    view: &BoardView,
    colour: Colour,
    turn: Rotation,
    in_base: u8,
    label: String,
) -> Html {
    let c = colour.index() as usize;
    let cell = Cell(200 + c as u16);
    let seat = (0..game.num_players() as u8)
        .map(Seat)
        .find(|&s| game.colour(s) == colour);
    let left = seat.is_some_and(|s| game.has_left(s));
    let (squares, (x0, y0)) = base_squares(colour, turn);
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
                width={(2 * UNIT).to_string()} height={(2 * UNIT).to_string()} rx="12"
                id={cell_id(cell)} role="button" aria-label={label} />
            { for spots }
            if in_base > 0 {
                <g class="piece" data-cell={cell.0.to_string()} data-seat={seat_of(game, colour).to_string()} data-count={in_base.to_string()} />
            }
        </g>
    }
}

/// The finished pieces in the centre, a group per colour in a corner of the middle square,
/// small enough that four never overlap (discs of 13 units, 30 apart).
fn finished(game: &Ludo, groups: &[(Cell, Colour, u8)], (fx, fy): (i32, i32)) -> Html {
    let here = groups.iter().filter(|(k, _, _)| *k == Cell(300));
    here.enumerate()
        .map(|(i, (_, colour, n))| {
            let (dx, dy) = [(-15, -15), (15, -15), (15, 15), (-15, 15)][i % 4];
            let seat = seat_of(game, *colour);
            group_of_size(Cell(300), *colour, *n, seat, (fx + dx, fy + dy), 13)
        })
        .collect()
}

/// The board. A function [`drawing`](crate::ui::boards::any::drawing) calls, not a
/// component: it keeps no state, and each component adds its own copy of Yew's code for
/// components to the wasm.
pub fn ludo_board(words: &Lexicon, props: &LudoBoardProps) -> Html {
    let game = &props.game;
    let label = |cell: Cell| with_marks(words, &props.view, cell, names::label(words, game, cell));
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
                <circle class={classes!("field", colour.map(colour_class))} cx={cx.to_string()} cy={cy.to_string()} r="26"
                    id={cell_id(cell)} role="button" aria-label={label(cell)} />
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
        base(game, &props.view, colour, turn, in_base, label(cell))
    });
    let (fx, fy) = centre((5, 5));
    let finish = Cell(300);
    html! {
        <svg class="board ludo" data-game="ludo" data-turned={turn.degrees().to_string()} viewBox="0 0 660 660"
            role="group" aria-label={words.get("board.name.ludo")}>
            <rect class="ludo-ground" x="0" y="0" width="660" height="660" rx="16" />
            { for bases }
            { for squares }
            <g class={marks(&props.view, finish)} data-cell="300">
                <circle class="field finish" cx={fx.to_string()} cy={fy.to_string()} r="28"
                    id={cell_id(finish)} role="button" aria-label={label(finish)} />
                { finished(game, &groups, (fx, fy)) }
            </g>
            // The die shows the throw being played; while a colour is yet to throw it is empty.
            if let Some(die) = game.die().filter(|_| game.turn() != Turn::Chance) {
                <g class="die ludo-die" data-die={die.to_string()} role="img" aria-label={names::die_label(words, die)}>
                    <rect x="450" y="450" width="60" height="60" rx="10" />
                    <text x="480" y="492">{ die }</text>
                </g>
            }
            { for props.cursor.map(|cell| cursor_html(cell, turn)) }
        </svg>
    }
}
