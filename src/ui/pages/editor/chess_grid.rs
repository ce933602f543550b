//! The chess board as the editor draws it: straight from the set-up position, which may be one
//! the rules refuse (no king, a pawn on the last rank), so it cannot go through a game.

use yew::prelude::*;

use crate::games::chess::setup::ChessSetup;
use crate::rules::Seat;
use crate::ui::boards::chess::pieces::chess_piece;
use crate::ui::boards::geometry::squares::place;
use crate::ui::words::i18n::Lexicon;

/// The grid of `setup`. A function the editor's board calls, not a component: it keeps no
/// state, and each component adds its own copy of Yew's code for components to the wasm.
pub fn chess_grid(words: &Lexicon, setup: &ChessSetup) -> Html {
    let squares = (0u8..64).map(|square| {
        let (col, row) = place(square, false);
        let (x, y) = (col * 100, row * 100);
        let shade = if (square % 8 + square / 8) % 2 == 1 {
            "light"
        } else {
            "dark"
        };
        let piece = setup.piece_at(square);
        html! {
            <g class={classes!("cell", shade)} data-cell={square.to_string()}>
                <rect class="square" x={x.to_string()} y={y.to_string()} width="100" height="100" />
                if col == 0 {
                    <text class="coordinate" x={(x + 4).to_string()} y={(y + 20).to_string()}>{ square / 8 + 1 }</text>
                }
                if row == 7 {
                    <text class="coordinate" x={(x + 84).to_string()} y={(y + 94).to_string()}>{ char::from(b'a' + square % 8) }</text>
                }
                if let Some((Seat(seat), role)) = piece { { chess_piece(role, seat == 0, x, y, square, seat) } }
            </g>
        }
    });
    html! {
        <svg class="board chess" data-game="chess" viewBox="0 0 800 800" role="img" aria-label={words.get("editor.chess-board")}>
            { for squares }
        </svg>
    }
}
