//! The editor's board: the game's own renderer over the position being set up (drawn as it
//! stands, checked or not), reporting the cell under a click, and under a right-click or a long
//! press as a removal.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::games::setup::AnySetup;
use crate::games::AnyGame;
use crate::rules::Cell;
use crate::ui::boards::any::drawing;
use crate::ui::boards::marks::BoardView;
use crate::ui::pages::editor::chess_grid::chess_grid;
use crate::ui::settings::use_words;

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

/// How long a press held still takes the piece off: iOS Safari shows no context menu on a long
/// press, so the right button's removal needs a gesture of its own there.
const LONG_PRESS_MS: u32 = 500;
/// How far (in pixels) a finger may drift and still hold still.
const STILL_PX: i32 = 10;

/// A press being timed for a long press, and whether the last one took a piece off (then the
/// click that may follow it places nothing, and a context menu of the same press takes off
/// nothing more).
#[derive(Default)]
struct Holding {
    timer: Option<(Timeout, (i32, i32))>,
    took_off: bool,
}

/// The cell of the nearest element (from the event's target up) that carries `data-cell`.
fn clicked_cell(event: &MouseEvent) -> Option<Cell> {
    let target: Element = event.target()?.dyn_into().ok()?;
    let found = target.closest("[data-cell]").ok()??;
    found.get_attribute("data-cell")?.parse().ok().map(Cell)
}

/// Starts timing a press on a cell with the main button (or a finger).
fn hold_handler(
    holding: Rc<RefCell<Holding>>,
    on_click: Callback<CellClick>,
) -> Callback<PointerEvent> {
    Callback::from(move |event: PointerEvent| {
        let mut held = holding.borrow_mut();
        *held = Holding::default();
        let Some(cell) = clicked_cell(&event).filter(|_| event.button() == 0) else {
            return;
        };
        let (holding, on_click) = (holding.clone(), on_click.clone());
        let timer = Timeout::new(LONG_PRESS_MS, move || {
            // The spent timer stays until the next pointer event: a closure cannot drop itself.
            holding.borrow_mut().took_off = true;
            on_click.emit(CellClick { cell, remove: true });
        });
        held.timer = Some((timer, (event.client_x(), event.client_y())));
    })
}

/// Stops the timing when the press ends, or (`moving`) when the pointer drifts too far.
fn release_handler(holding: Rc<RefCell<Holding>>, moving: bool) -> Callback<PointerEvent> {
    Callback::from(move |event: PointerEvent| {
        let mut held = holding.borrow_mut();
        let drifted = held.timer.as_ref().is_some_and(|(_, (x, y))| {
            (event.client_x() - x)
                .abs()
                .max((event.client_y() - y).abs())
                > STILL_PX
        });
        if !moving || drifted {
            held.timer = None;
        }
    })
}

#[component(EditorBoard)]
pub fn editor_board(props: &EditorBoardProps) -> Html {
    let words = use_words();
    let holding = use_mut_ref(Holding::default);
    let report = |remove: bool| {
        let (on_click, holding) = (props.on_click.clone(), holding.clone());
        Callback::from(move |event: MouseEvent| {
            if remove {
                // The right button takes a piece off; the browser's menu would hide the board.
                event.prevent_default();
            }
            let mut held = holding.borrow_mut();
            // A long press took the piece off already: neither its click nor its menu (Android
            // opens one on a long press) adds to that, until the next press.
            if held.took_off {
                return;
            }
            held.timer = None;
            drop(held);
            if let Some(cell) = clicked_cell(&event) {
                on_click.emit(CellClick { cell, remove });
            }
        })
    };
    let onpointerdown = hold_handler(holding.clone(), props.on_click.clone());
    let onpointermove = release_handler(holding.clone(), true);
    let onpointerup = release_handler(holding.clone(), false);
    let (onpointercancel, onpointerleave) = (onpointerup.clone(), onpointerup.clone());
    let view = BoardView::default();
    let picture = match &props.setup {
        AnySetup::Chess(setup) => chess_grid(&words, setup),
        AnySetup::Draughts(setup) => drawing(
            &words,
            &AnyGame::Draughts(setup.preview()),
            view,
            false,
            None,
        ),
        AnySetup::Backgammon(setup) => drawing(
            &words,
            &AnyGame::Backgammon(setup.preview()),
            view,
            false,
            None,
        ),
        AnySetup::Ludo(setup) => {
            drawing(&words, &AnyGame::Ludo(setup.preview()), view, false, None)
        }
        AnySetup::Camelot(setup) => drawing(
            &words,
            &AnyGame::Camelot(setup.preview()),
            view,
            false,
            None,
        ),
    };
    html! {
        <div class="board-wrap editor-board" data-testid="editor-board"
             onclick={report(false)} oncontextmenu={report(true)}
             {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onpointerleave}>
            { picture }
        </div>
    }
}
