//! The editor's board: the game's own renderer over the position being set up (drawn as it
//! stands, checked or not), reporting the cell under a click, and under a right-click as a
//! removal.

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::games::setup::AnySetup;
use crate::games::AnyGame;
use crate::rules::Cell;
use crate::ui::boards::any::drawing;
use crate::ui::boards::marks::BoardView;
use crate::ui::pages::editor::chess_grid::ChessGrid;

/// A click on the board: the cell, and whether it asks to take a piece off (right-click).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellClick {
    pub cell: Cell,
    pub remove: bool,
}

#[derive(Properties, PartialEq)]
pub struct EditorBoardProps {
    pub setup: AnySetup,
    pub on_click: Callback<CellClick>,
}

/// The cell of the nearest element (from the event's target up) that carries `data-cell`.
fn clicked_cell(event: &MouseEvent) -> Option<Cell> {
    let target: Element = event.target()?.dyn_into().ok()?;
    let found = target.closest("[data-cell]").ok()??;
    found.get_attribute("data-cell")?.parse().ok().map(Cell)
}

#[component(EditorBoard)]
pub fn editor_board(props: &EditorBoardProps) -> Html {
    let report = |remove: bool| {
        let on_click = props.on_click.clone();
        Callback::from(move |event: MouseEvent| {
            if remove {
                // The right button takes a piece off; the browser's menu would hide the board.
                event.prevent_default();
            }
            if let Some(cell) = clicked_cell(&event) {
                on_click.emit(CellClick { cell, remove });
            }
        })
    };
    let view = BoardView::default();
    let picture = match &props.setup {
        AnySetup::Chess(setup) => html! { <ChessGrid setup={setup.clone()} /> },
        AnySetup::Draughts(setup) => {
            drawing(&AnyGame::Draughts(setup.preview()), view, false, None)
        }
        AnySetup::Backgammon(setup) => {
            drawing(&AnyGame::Backgammon(setup.preview()), view, false, None)
        }
        AnySetup::Ludo(setup) => drawing(&AnyGame::Ludo(setup.preview()), view, false, None),
        AnySetup::Camelot(setup) => drawing(&AnyGame::Camelot(setup.preview()), view, false, None),
    };
    html! {
        <div class="board-wrap editor-board" data-testid="editor-board"
             onclick={report(false)} oncontextmenu={report(true)}>
            { picture }
        </div>
    }
}
