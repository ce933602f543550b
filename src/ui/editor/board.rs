//! The editor's board: the game's own renderer over the position being set up (drawn as it
//! stands, checked or not), reporting the cell under a click, and under a right-click as a
//! removal.

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use super::chess_grid::ChessGrid;
use crate::games::setup::AnySetup;
use crate::rules::Cell;
use crate::ui::backgammon_board::BackgammonBoard;
use crate::ui::camelot_board::CamelotBoard;
use crate::ui::draughts_board::DraughtsBoard;
use crate::ui::ludo_board::LudoBoard;
use crate::ui::session::BoardView;

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
    let kind = props.setup.kind();
    let drawing = match &props.setup {
        AnySetup::Chess(setup) => html! { <ChessGrid setup={setup.clone()} /> },
        AnySetup::Draughts(setup) => html! {
            <DraughtsBoard {kind} game={setup.preview()} {view} flipped={false} />
        },
        AnySetup::Backgammon(setup) => html! {
            <BackgammonBoard game={setup.preview()} {view} flipped={false} />
        },
        AnySetup::Ludo(setup) => html! {
            <LudoBoard game={setup.preview()} {view} flipped={false} />
        },
        AnySetup::Camelot(setup) => html! {
            <CamelotBoard game={setup.preview()} {view} flipped={false} />
        },
    };
    html! {
        <div class="board-wrap editor-board" data-testid="editor-board"
             onclick={report(false)} oncontextmenu={report(true)}>
            { drawing }
        </div>
    }
}
