//! The one place that matches on the game for a board, as `games::any` does for the rules: which
//! renderer draws a position. The shell, the thumbnails and the editor all draw through it.

use yew::prelude::*;

use crate::games::AnyGame;
use crate::rules::Cell;
use crate::ui::boards::backgammon::BackgammonBoard;
use crate::ui::boards::camelot::CamelotBoard;
use crate::ui::boards::chess::ChessBoard;
use crate::ui::boards::draughts::DraughtsBoard;
use crate::ui::boards::ludo::LudoBoard;
use crate::ui::boards::marks::BoardView;

/// The game's own SVG drawing of `game`, with the view's marks and the keyboard's cursor.
pub fn drawing(game: &AnyGame, view: BoardView, flipped: bool, cursor: Option<Cell>) -> Html {
    match game {
        AnyGame::Draughts(board) => html! {
            <DraughtsBoard kind={game.kind()} game={board.clone()} {view} {flipped} {cursor} />
        },
        AnyGame::Backgammon(board) => html! {
            <BackgammonBoard game={board.clone()} {view} {flipped} {cursor} />
        },
        AnyGame::Ludo(board) => html! {
            <LudoBoard game={board.clone()} {view} {flipped} {cursor} />
        },
        AnyGame::Chess(board) => html! {
            <ChessBoard game={board.clone()} {view} {flipped} {cursor} />
        },
        AnyGame::Camelot(board) => html! {
            <CamelotBoard game={board.clone()} {view} {flipped} {cursor} />
        },
    }
}
