//! The board shell: one component for every game. It hands the game's state and the derived
//! board view to that game's renderer, and turns presses on the board into cell clicks: a press
//! selects (or moves to) the cell under it, and releasing over another cell moves there, so both
//! click-click and drag-and-drop work the same way for every game.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::chess_board::ChessBoard;
use super::draughts_board::DraughtsBoard;
use super::session::BoardView;
use crate::games::AnyGame;
use crate::rules::Cell;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub game: AnyGame,
    pub view: BoardView,
    pub flipped: bool,
    pub on_click: Callback<Cell>,
}

/// The cell of the nearest element carrying `data-cell`.
fn cell_of(element: Option<web_sys::Element>) -> Option<Cell> {
    let found = element?.closest("[data-cell]").ok()??;
    found.get_attribute("data-cell")?.parse().ok().map(Cell)
}

fn cell_at_point(x: i32, y: i32) -> Option<Cell> {
    let document = web_sys::window()?.document()?;
    cell_of(document.element_from_point(x as f32, y as f32))
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    // The cell pressed, and whether it was already selected (then a release on it deselects).
    let pressed = use_mut_ref(|| None::<(Cell, bool)>);
    let onpointerdown = {
        let (pressed, on_click, selected) =
            (pressed.clone(), props.on_click.clone(), props.view.selected);
        Callback::from(move |event: PointerEvent| {
            let Some(cell) = cell_of(event.target().and_then(|t| t.dyn_into().ok())) else {
                return;
            };
            let was_selected = selected == Some(cell);
            *pressed.borrow_mut() = Some((cell, was_selected));
            if !was_selected {
                on_click.emit(cell);
            }
        })
    };
    let onpointerup = {
        let (pressed, on_click) = (pressed.clone(), props.on_click.clone());
        Callback::from(move |event: PointerEvent| {
            let Some((start, was_selected)) = pressed.borrow_mut().take() else {
                return;
            };
            match cell_at_point(event.client_x(), event.client_y()) {
                Some(cell) if cell != start => on_click.emit(cell),
                Some(_) if was_selected => on_click.emit(start),
                _ => {}
            }
        })
    };
    let onpointercancel = {
        let pressed = pressed.clone();
        Callback::from(move |_: PointerEvent| *pressed.borrow_mut() = None)
    };
    let kind = props.game.kind();
    let renderer = match &props.game {
        AnyGame::Draughts(game) => html! {
            <DraughtsBoard kind={kind} game={game.clone()} view={props.view.clone()} flipped={props.flipped} />
        },
        AnyGame::Chess(game) => html! {
            <ChessBoard game={game.clone()} view={props.view.clone()} flipped={props.flipped} />
        },
    };
    html! {
        <div class="board-wrap" {onpointerdown} {onpointerup} {onpointercancel}>{ renderer }</div>
    }
}
