//! The SVG chess board: squares, coordinates, pieces, check on the king, the last move, the
//! selection and legal destinations (a ring where the destination holds a piece to capture),
//! and the keyboard's cursor. Each square is named for screen readers ("e4, white pawn").

pub mod names;
pub mod pieces;
pub mod promotion;

use yew::prelude::*;

use crate::games::chess::Chess;
use crate::rules::{Cell, Seat};
use crate::ui::boards::chess::pieces::chess_piece;
use crate::ui::boards::geometry::squares::place;
use crate::ui::boards::marks::cursor_box;
use crate::ui::boards::marks::BoardView;
use crate::ui::boards::names::{cell_id, with_marks};
use crate::ui::words::i18n::Lexicon;

/// What the board draws.
pub struct ChessBoardProps {
    pub game: Chess,
    pub view: BoardView,
    pub flipped: bool,
    /// The keyboard's cursor, drawn as a ring while the board has keyboard focus.
    pub cursor: Option<Cell>,
}

/// The board. A function [`drawing`](crate::ui::boards::any::drawing) calls, not a
/// component: it keeps no state, and each component adds its own copy of Yew's code for
/// components to the wasm.
pub fn chess_board(words: &Lexicon, props: &ChessBoardProps) -> Html {
    let game = &props.game;
    let check_square = game
        .in_check()
        .then(|| game.king_square(game.side_to_move()))
        .flatten();
    let squares = (0u8..64).map(|square| {
        let cell = Cell(u16::from(square));
        let label = with_marks(words, &props.view, cell, names::label(words, game, cell));
        square_html(props, square, check_square == Some(square), label)
    });
    let cursor = props.cursor.map(|cell| {
        let (col, row) = place(cell.0.min(63) as u8, props.flipped);
        cursor_box(cell, col * 100, row * 100, 100, 100)
    });
    html! {
        <svg class="board chess" data-game="chess" viewBox="0 0 800 800" role="group" aria-label={words.get("board.name.chess")}>
            { for squares }
            { for cursor }
        </svg>
    }
}

fn square_html(props: &ChessBoardProps, square: u8, in_check: bool, label: String) -> Html {
    let view = &props.view;
    let cell = Cell(square as u16);
    let (col, row) = place(square, props.flipped);
    let (x, y) = (col * 100, row * 100);
    let light = (square % 8 + square / 8) % 2 == 1;
    let last = view
        .last
        .as_ref()
        .is_some_and(|g| g.from == Some(cell) || g.to == Some(cell));
    let piece = props.game.piece_at(square);
    let classes = classes!(
        "cell",
        if light { "light" } else { "dark" },
        last.then_some("last"),
        in_check.then_some("check"),
        view.movable.contains(&cell).then_some("movable"),
        (view.selected == Some(cell)).then_some("selected"),
        view.destinations.contains(&cell).then_some("dest"),
    );
    let dest = view.destinations.contains(&cell);
    let coordinate = |text: String, tx: i32, ty: i32| {
        html! {
            <text class="coordinate" aria-hidden="true" x={tx.to_string()} y={ty.to_string()}>{ text }</text>
        }
    };
    html! {
        <g class={classes} data-cell={square.to_string()}>
            <rect class="square" x={x.to_string()} y={y.to_string()} width="100" height="100"
                id={cell_id(cell)} role="button" aria-label={label} />
            if col == 0 { { coordinate(((square / 8) + 1).to_string(), x + 4, y + 20) } }
            if row == 7 { { coordinate(((b'a' + square % 8) as char).to_string(), x + 84, y + 94) } }
            if let Some((Seat(seat), role)) = piece { { chess_piece(role, seat == 0, x, y, square, seat) } }
            if dest && piece.is_some() {
                <circle class="dest-ring" cx={(x + 50).to_string()} cy={(y + 50).to_string()} r="46" />
            } else if dest {
                <circle class="dest-mark" cx={(x + 50).to_string()} cy={(y + 50).to_string()} r="14" />
            }
        </g>
    }
}
