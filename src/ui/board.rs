//! The board shell: one component for every game. It hands the game's state and the derived
//! board view to that game's renderer, and turns presses on the board into cell clicks: a press
//! selects (or moves to) the cell under it, and releasing over another cell moves there, so both
//! click-click and drag-and-drop work the same way for every game. While dragging, the pressed
//! piece follows the pointer (a CSS transform; the renderer's drawing is untouched).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use super::backgammon_board::BackgammonBoard;
use super::camelot_board::CamelotBoard;
use super::chess_board::ChessBoard;
use super::draughts_board::DraughtsBoard;
use super::ludo_board::LudoBoard;
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

/// A press on the board in progress.
struct Press {
    cell: Cell,
    /// The cell was already selected: releasing on it again deselects.
    was_selected: bool,
    start: (i32, i32),
    /// The piece being dragged, and board units per screen pixel.
    piece: Option<(Element, f64)>,
}

/// The cell of the nearest element carrying `data-cell`.
fn cell_of(element: Option<Element>) -> Option<Cell> {
    let found = element?.closest("[data-cell]").ok()??;
    found.get_attribute("data-cell")?.parse().ok().map(Cell)
}

fn cell_at_point(x: i32, y: i32) -> Option<Cell> {
    let document = web_sys::window()?.document()?;
    cell_of(document.element_from_point(x as f32, y as f32))
}

/// The piece drawn in a cell, with the board's scale: viewBox units per screen pixel.
fn piece_in(target: &Element, cell: Cell) -> Option<(Element, f64)> {
    let svg = target.closest("svg").ok()??;
    let piece = svg
        .query_selector(&format!(".piece[data-cell=\"{}\"]", cell.0))
        .ok()??;
    let units: f64 = svg
        .get_attribute("viewBox")?
        .split_whitespace()
        .nth(2)?
        .parse()
        .ok()?;
    let width = svg.get_bounding_client_rect().width();
    (width > 0.0).then(|| (piece, units / width))
}

fn set_offset(piece: &Element, dx: f64, dy: f64) {
    let style = format!("transform: translate({dx:.1}px, {dy:.1}px)");
    let _ = piece.set_attribute("style", &style);
}

/// Drops a press without a click (pointer left the board, or the browser cancelled it).
fn cancel_handler(press: Rc<RefCell<Option<Press>>>) -> Callback<PointerEvent> {
    Callback::from(move |_: PointerEvent| {
        if let Some(Press {
            piece: Some((piece, _)),
            ..
        }) = press.borrow_mut().take()
        {
            let _ = piece.remove_attribute("style");
        }
    })
}

fn press_handlers(
    press: Rc<RefCell<Option<Press>>>,
    on_click: Callback<Cell>,
    selected: Option<Cell>,
) -> (
    Callback<PointerEvent>,
    Callback<PointerEvent>,
    Callback<PointerEvent>,
) {
    let down = {
        let (press, on_click) = (press.clone(), on_click.clone());
        Callback::from(move |event: PointerEvent| {
            let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            let Some(cell) = cell_of(Some(target.clone())) else {
                return;
            };
            let was_selected = selected == Some(cell);
            let piece = piece_in(&target, cell);
            *press.borrow_mut() = Some(Press {
                cell,
                was_selected,
                start: (event.client_x(), event.client_y()),
                piece,
            });
            if !was_selected {
                on_click.emit(cell);
            }
        })
    };
    let moving = {
        let press = press.clone();
        Callback::from(move |event: PointerEvent| {
            if let Some(Press {
                start,
                piece: Some((piece, scale)),
                ..
            }) = press.borrow().as_ref()
            {
                let (dx, dy) = (event.client_x() - start.0, event.client_y() - start.1);
                set_offset(piece, dx as f64 * scale, dy as f64 * scale);
            }
        })
    };
    let up = Callback::from(move |event: PointerEvent| {
        let Some(done) = press.borrow_mut().take() else {
            return;
        };
        if let Some((piece, _)) = &done.piece {
            let _ = piece.remove_attribute("style");
        }
        match cell_at_point(event.client_x(), event.client_y()) {
            Some(cell) if cell != done.cell => on_click.emit(cell),
            Some(_) if done.was_selected => on_click.emit(done.cell),
            _ => {}
        }
    });
    (down, moving, up)
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let press = use_mut_ref(|| None::<Press>);
    let onpointercancel = cancel_handler(press.clone());
    let onpointerleave = onpointercancel.clone();
    let (onpointerdown, onpointermove, onpointerup) =
        press_handlers(press, props.on_click.clone(), props.view.selected);
    let kind = props.game.kind();
    let renderer = match &props.game {
        AnyGame::Draughts(game) => html! {
            <DraughtsBoard kind={kind} game={game.clone()} view={props.view.clone()} flipped={props.flipped} />
        },
        AnyGame::Backgammon(game) => html! {
            <BackgammonBoard game={game.clone()} view={props.view.clone()} flipped={props.flipped} />
        },
        AnyGame::Ludo(game) => html! {
            <LudoBoard game={game.clone()} view={props.view.clone()} flipped={props.flipped} />
        },
        AnyGame::Chess(game) => html! {
            <ChessBoard game={game.clone()} view={props.view.clone()} flipped={props.flipped} />
        },
        AnyGame::Camelot(game) => html! {
            <CamelotBoard game={game.clone()} view={props.view.clone()} flipped={props.flipped} />
        },
    };
    html! {
        <div class="board-wrap" {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onpointerleave}>{ renderer }</div>
    }
}

/// The classes of a board cell that every renderer marks the same way: movable piece, selection,
/// legal destination, and the start or end of the last move.
pub fn marks(view: &BoardView, cell: Cell) -> Classes {
    classes!(
        "cell",
        view.movable.contains(&cell).then_some("movable"),
        (view.selected == Some(cell)).then_some("selected"),
        view.destinations.contains(&cell).then_some("dest"),
        view.last
            .as_ref()
            .is_some_and(|g| g.from == Some(cell) || g.to == Some(cell))
            .then_some("last"),
    )
}
