//! The SVG board for Camelot: the 160 squares of the cut-corner board, both castles marked,
//! knights (a crest with a horse's head) and men (plain discs), the squares picked so far in a
//! canter chain, the next squares, the last move with its path, and the keyboard's cursor;
//! each square is named for screen readers.

pub mod layout;
pub mod names;

use yew::prelude::*;

use crate::games::camelot::board::{castle, on_board, square_name};
use crate::games::camelot::{Camelot, Piece};
use crate::rules::{Cell, Seat};
use crate::ui::boards::geometry::camelot::{place, FILES, RANKS};
use crate::ui::boards::marks::cursor_box;
use crate::ui::boards::marks::BoardView;
use crate::ui::boards::names::{cell_id, with_marks};
use crate::ui::words::i18n::Lexicon;

/// Side of a square in board units; the board is 12 files by 16 ranks.
const SIZE: i32 = 50;

/// What the board draws.
pub struct CamelotBoardProps {
    pub game: Camelot,
    pub view: BoardView,
    pub flipped: bool,
    /// The keyboard's cursor, drawn as a ring while the board has keyboard focus.
    pub cursor: Option<Cell>,
}

/// The board. A function [`drawing`](crate::ui::boards::any::drawing) calls, not a
/// component: it keeps no state, and each component adds its own copy of Yew's code for
/// components to the wasm.
pub fn camelot_board(words: &Lexicon, props: &CamelotBoardProps) -> Html {
    let view = &props.view;
    let last_cells = view.last_cells();
    let castles = [castle(Seat(0)), castle(Seat(1))];
    let squares = (0..(FILES * RANKS) as u16).filter(|&s| on_board(s)).map(|square| {
        let (x, y) = place(square, props.flipped);
        let (px, py) = (x * SIZE, y * SIZE);
        let cell = Cell(square);
        let castle_of = castles.iter().position(|c| c.contains(&square));
        let shade = if (x + y) % 2 == 0 { "light" } else { "dark" };
        let classes = classes!(
            "cell",
            view.movable.contains(&cell).then_some("movable"),
            (view.selected == Some(cell)).then_some("selected"),
            view.steps.contains(&cell).then_some("step"),
            view.destinations.contains(&cell).then_some("dest"),
            last_cells.contains(&cell).then_some("last"),
        );
        let square_classes = classes!(
            "square",
            shade,
            castle_of.map(|seat| if seat == 0 { "castle castle-white" } else { "castle castle-black" }),
        );
        html! {
            <g class={classes} data-cell={square.to_string()} data-square={square_name(square)}>
                <rect class={square_classes} x={px.to_string()} y={py.to_string()} width="50" height="50"
                    id={cell_id(cell)} role="button" aria-label={with_marks(words, view, cell, names::label(words, &props.game, cell))} />
                { edge_label(square, x, y, props.flipped) }
                { piece(&props.game, square, px, py) }
                if view.destinations.contains(&cell) {
                    <circle class="dest-mark" cx={(px + 25).to_string()} cy={(py + 25).to_string()} r="8" />
                }
            </g>
        }
    });
    let cursor = props.cursor.map(|cell| {
        let (x, y) = place(cell.0, props.flipped);
        cursor_box(cell, x * SIZE, y * SIZE, SIZE, SIZE)
    });
    html! {
        <svg class="board camelot" data-game="camelot" viewBox="0 0 600 800" role="group" aria-label={words.get("board.name.camelot")}>
            { for squares }
            { for cursor }
        </svg>
    }
}

/// File letters along the bottom row of full ranks and rank numbers down the left edge of each
/// row, so the cut corners keep their labels where the board has squares.
fn edge_label(square: u16, x: i32, y: i32, flipped: bool) -> Html {
    let name = square_name(square);
    let (file, rank) = (&name[..1], &name[1..]);
    let left_neighbour = if flipped {
        square + 1
    } else {
        square.wrapping_sub(1)
    };
    let leftmost = x == 0 || !on_board(left_neighbour) || left_neighbour / 12 != square / 12;
    // Ranks 4-13 have all twelve files; the lowest of them on screen carries the letters.
    let bottom_row = y == RANKS - 4;
    let mut text = String::new();
    if leftmost {
        text.push_str(rank);
    }
    if bottom_row {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(file);
    }
    let (px, py) = (x * SIZE, y * SIZE);
    html! { <text class="square-number" aria-hidden="true" x={(px + 3).to_string()} y={(py + 13).to_string()}>{ text }</text> }
}

fn piece(game: &Camelot, square: u16, px: i32, py: i32) -> Html {
    let Some((seat, kind)) = game.piece_at(square) else {
        return html! {};
    };
    let side = if seat.0 == 0 {
        "white-piece"
    } else {
        "black-piece"
    };
    let knight = kind == Piece::Knight;
    html! {
        <g class={classes!("piece", side, knight.then_some("knight"))}
           data-cell={square.to_string()} data-seat={seat.0.to_string()}
           data-piece={if knight { "knight" } else { "man" }}>
            { piece_drawing(knight, px + 25, py + 25) }
        </g>
    }
}

/// A knight or a man centred on (cx, cy), 40 units across: on the board, and alone in the
/// editor's palette. Its colour comes from the class around it (`white-piece`, `black-piece`).
pub fn piece_drawing(knight: bool, cx: i32, cy: i32) -> Html {
    let (x, y) = (cx.to_string(), cy.to_string());
    html! {
        <>
            <circle class="piece-body" cx={x.clone()} cy={y.clone()} r="20" />
            if knight {
                <path class="knight-head" d={horse_head(cx, cy)} />
            } else {
                <circle class="piece-rim" cx={x} cy={y} r="12" />
            }
        </>
    }
}

/// A horse's head in profile facing left, about 24 units tall, centred on (cx, cy): ears,
/// forehead, muzzle, jaw and neck as one closed outline.
fn horse_head(cx: i32, cy: i32) -> String {
    let points = [
        (2, -13),
        (5, -8),
        (9, -2),
        (10, 11),
        (-4, 11),
        (-1, 3),
        (-6, 4),
        (-10, 1),
        (-9, -3),
        (-3, -9),
        (-1, -13),
        (1, -9),
    ];
    let mut path = String::new();
    for (i, (dx, dy)) in points.iter().enumerate() {
        path.push_str(if i == 0 { "M" } else { " L" });
        path.push_str(&format!("{} {}", cx + dx, cy + dy));
    }
    path.push_str(" Z");
    path
}
