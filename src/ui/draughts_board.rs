//! The SVG board for the draughts games: squares, pieces, crowns, the selection, legal
//! destinations and the last move. It only draws: the board shell finds the cell clicked.

use yew::prelude::*;

use super::geometry::place;
use super::session::BoardView;
use crate::games::draughts::Draughts;
use crate::games::GameKind;
use crate::rules::Cell;

const SIZE: i32 = 100;

#[derive(Properties, PartialEq)]
pub struct DraughtsBoardProps {
    pub kind: GameKind,
    pub game: Draughts,
    pub view: BoardView,
    pub flipped: bool,
}

#[function_component(DraughtsBoard)]
pub fn draughts_board(props: &DraughtsBoardProps) -> Html {
    let view = &props.view;
    let last_cells = view.last_cells();
    let squares = (0u8..64).map(|square| {
        let (x, y) = place(square, props.flipped);
        if !props.game.is_playable_square(square) {
            return html! { <rect class="square light" x={(x * SIZE).to_string()} y={(y * SIZE).to_string()} width="100" height="100" /> };
        }
        let cell = Cell(square as u16);
        let classes = classes!(
            "cell",
            view.movable.contains(&cell).then_some("movable"),
            (view.selected == Some(cell)).then_some("selected"),
            view.destinations.contains(&cell).then_some("dest"),
            last_cells.contains(&cell).then_some("last"),
        );
        let (px, py) = (x * SIZE, y * SIZE);
        // Every square is used in Tama: keep the chequer for the eye.
        let shade = if (square % 8 + square / 8) % 2 == 0 { "dark" } else { "light" };
        html! {
            <g class={classes} data-cell={square.to_string()}>
                <rect class={classes!("square", shade)} x={px.to_string()} y={py.to_string()} width="100" height="100" />
                <text class="square-number" x={(px + 6).to_string()} y={(py + 22).to_string()}>{ label(&props.game, square, x, y) }</text>
                { piece(&props.game, square, px, py) }
                if view.destinations.contains(&cell) {
                    <circle class="dest-mark" cx={(px + 50).to_string()} cy={(py + 50).to_string()} r="14" />
                }
            </g>
        }
    });
    html! {
        <svg class="board" data-game={props.kind.slug()} viewBox="0 0 800 800" role="img" aria-label="Draughts board">
            { for squares }
        </svg>
    }
}

/// Checkers numbers go on every square; algebraic names only along the board's left and
/// bottom edges (the file letter at the bottom, the rank number at the left).
fn label(game: &Draughts, square: u8, x: i32, y: i32) -> String {
    let Some(name) = game.square_label(square) else {
        return String::new();
    };
    if name.chars().all(|c| c.is_ascii_digit()) {
        return name;
    }
    let (file, rank) = (&name[..1], &name[1..]);
    match (x == 0, y == 7) {
        (true, true) => format!("{rank} {file}"),
        (true, false) => rank.to_string(),
        (false, true) => file.to_string(),
        _ => String::new(),
    }
}

fn piece(game: &Draughts, square: u8, px: i32, py: i32) -> Html {
    let Some(piece) = game.piece_at(square) else {
        return html! {};
    };
    let side = if piece.seat.0 == 0 {
        "dark-piece"
    } else {
        "light-piece"
    };
    let (cx, cy) = ((px + 50).to_string(), (py + 50).to_string());
    html! {
        <g class={classes!("piece", side, piece.king.then_some("king"))}
           data-cell={square.to_string()} data-seat={piece.seat.0.to_string()} data-king={piece.king.to_string()}>
            <circle class="piece-body" cx={cx.clone()} cy={cy.clone()} r="38" />
            <circle class="piece-rim" cx={cx.clone()} cy={cy.clone()} r="28" />
            if piece.king {
                <path class="crown" d={crown_path(px + 50, py + 50)} />
            }
        </g>
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
