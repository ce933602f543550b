//! The SVG board for the draughts games: squares, pieces, crowns, the selection, legal
//! destinations, the last move and the keyboard's cursor; each square is named for screen
//! readers. It only draws: the board shell finds the cell clicked.

pub mod names;

use yew::prelude::*;

use crate::games::draughts::Draughts;
use crate::games::GameKind;
use crate::rules::Cell;
use crate::ui::boards::geometry::squares::place;
use crate::ui::boards::marks::cursor_box;
use crate::ui::boards::marks::BoardView;
use crate::ui::boards::names::{cell_id, with_marks};
use crate::ui::words::i18n::Lexicon;

const SIZE: i32 = 100;

/// What the board draws.
pub struct DraughtsBoardProps {
    pub kind: GameKind,
    pub game: Draughts,
    pub view: BoardView,
    pub flipped: bool,
    /// The keyboard's cursor, drawn as a ring while the board has keyboard focus.
    pub cursor: Option<Cell>,
}

/// The board. A function [`drawing`](crate::ui::boards::any::drawing) calls, not a
/// component: it keeps no state, and each component adds its own copy of Yew's code for
/// components to the wasm.
pub fn draughts_board(words: &Lexicon, props: &DraughtsBoardProps) -> Html {
    let view = &props.view;
    let last_cells = view.last_cells();
    let squares = (0u8..64).map(|square| {
        let (x, y) = place(square, props.flipped);
        let (px, py) = (x * SIZE, y * SIZE);
        let cell = Cell(square as u16);
        // Light squares are named too: the keyboard's cursor passes over them.
        let label = with_marks(words, view, cell, names::label(words, &props.game, cell));
        // Every square is used in Tama: keep the chequer for the eye.
        let shade = if (square % 8 + square / 8) % 2 == 0 { "dark" } else { "light" };
        let edges = edge_coordinates(&props.game, square, x, y, shade);
        if !props.game.is_playable_square(square) {
            return html! {
                <g class="edge">
                    <rect class="square light" x={px.to_string()} y={py.to_string()} width="100" height="100"
                        id={cell_id(cell)} role="button" aria-label={label} aria-disabled="true" />
                    { edges }
                </g>
            };
        }
        let classes = classes!(
            "cell",
            view.movable.contains(&cell).then_some("movable"),
            (view.selected == Some(cell)).then_some("selected"),
            view.destinations.contains(&cell).then_some("dest"),
            last_cells.contains(&cell).then_some("last"),
        );
        html! {
            <g class={classes} data-cell={square.to_string()}>
                <rect class={classes!("square", shade)} x={px.to_string()} y={py.to_string()} width="100" height="100"
                    id={cell_id(cell)} role="button" aria-label={label} />
                { number(&props.game, square, px, py) }
                { edges }
                { piece(&props.game, square, px, py) }
                if view.destinations.contains(&cell) {
                    <circle class="dest-mark" cx={(px + 50).to_string()} cy={(py + 50).to_string()} r="14" />
                }
            </g>
        }
    });
    let cursor = props.cursor.map(|cell| {
        let (x, y) = place(cell.0.min(63) as u8, props.flipped);
        cursor_box(cell, x * SIZE, y * SIZE, SIZE, SIZE)
    });
    html! {
        <svg class="board" data-game={props.kind.slug()} viewBox="0 0 800 800" role="group" aria-label={words.get("board.name.draughts")}>
            { for squares }
            { for cursor }
        </svg>
    }
}

/// Checkers numbers go on every playable square, as printed boards have them.
fn number(game: &Draughts, square: u8, px: i32, py: i32) -> Html {
    match game.square_label(square) {
        Some(name) if name.chars().all(|c| c.is_ascii_digit()) => html! {
            <text class="square-number" aria-hidden="true" x={(px + 6).to_string()} y={(py + 22).to_string()}>{ name }</text>
        },
        _ => html! {},
    }
}

/// Where squares have algebraic names (Tammi, Tama), the rank number goes on every square of the
/// left edge and the file letter on every square of the bottom edge, light squares included, as
/// on the chess board (issue 11, 2.11).
fn edge_coordinates(game: &Draughts, square: u8, x: i32, y: i32, shade: &str) -> Html {
    if game.numbered_squares() {
        return html! {};
    }
    let (px, py) = (x * SIZE, y * SIZE);
    let text = |content: String, tx: i32, ty: i32, edge: &'static str| {
        html! {
            <text class={classes!("coordinate", edge, format!("on-{shade}"))} aria-hidden="true" x={tx.to_string()} y={ty.to_string()}>{ content }</text>
        }
    };
    html! {
        <>
            if x == 0 { { text((square / 8 + 1).to_string(), px + 4, py + 20, "rank") } }
            if y == 7 { { text(((b'a' + square % 8) as char).to_string(), px + 84, py + 94, "file") } }
        </>
    }
}

fn piece(game: &Draughts, square: u8, px: i32, py: i32) -> Html {
    let Some(piece) = game.piece_at(square) else {
        return html! {};
    };
    // White's pieces are light in every ruleset (issue 11, 2.1).
    let side = if game.plays_light(piece.seat) {
        "light-piece"
    } else {
        "dark-piece"
    };
    html! {
        <g class={classes!("piece", side, piece.king.then_some("king"))}
           data-cell={square.to_string()} data-seat={piece.seat.0.to_string()} data-king={piece.king.to_string()}>
            { man_drawing(piece.king, px + 50, py + 50) }
        </g>
    }
}

/// A man (or, crowned, a king) centred on (cx, cy), 76 units across: on the board, and alone in
/// the editor's palette. Its colour comes from the class around it (`light-piece`, `dark-piece`).
pub fn man_drawing(king: bool, cx: i32, cy: i32) -> Html {
    let (x, y) = (cx.to_string(), cy.to_string());
    html! {
        <>
            <circle class="piece-body" cx={x.clone()} cy={y.clone()} r="38" />
            <circle class="piece-rim" cx={x} cy={y} r="28" />
            if king {
                <path class="crown" d={crown_path(cx, cy)} />
            }
        </>
    }
}

/// A small three-pointed crown centred on (cx, cy).
fn crown_path(cx: i32, cy: i32) -> String {
    let (l, r, t, b) = (cx - 18, cx + 18, cy - 14, cy + 12);
    format!(
        "M{l} {b} L{l} {t} L{} {} L{cx} {t} L{} {} L{r} {t} L{r} {b} Z",
        cx - 9,
        cy - 2,
        cx + 9,
        cy - 2
    )
}
