//! The board shell: one component for every game. It hands the game's state and the derived
//! board view to that game's renderer, and turns presses on the board into cell clicks: a press
//! selects (or moves to) the cell under it, and releasing over another cell moves there, so both
//! click-click and drag-and-drop work the same way for every game. While dragging, a copy of the
//! pressed piece, drawn on top of the board, follows the pointer (a CSS transform; the
//! renderer's drawing is untouched but for fading the piece left behind).
//!
//! Where the cells are narrower than a finger (backgammon's points on a phone), a tap that
//! misses the cells in play picks the nearest of them within reach ([`tap_reach`]).
//!
//! The board is also one tab stop played with keys (see [`crate::ui::boards::keys`]): a cursor the
//! arrows move, Enter or Space to press the cell under it like a click, Escape to cancel.

use crate::rules::codec::decimal;
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::games::AnyGame;
use crate::rules::Cell;
use crate::ui::boards::any::{board_name_key, drawing, keys_help_key, shortcuts_key, tap_reach};
use crate::ui::boards::geometry::svg_scale;
use crate::ui::boards::keys::{use_board_keys, KeysInput};
use crate::ui::boards::marks::BoardView;
use crate::ui::boards::names::cell_id;
use crate::ui::settings::use_words;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub game: AnyGame,
    pub view: BoardView,
    pub flipped: bool,
    pub on_click: Callback<Cell>,
    /// Escape: cancels the selection and any choice between moves.
    #[prop_or_default]
    pub on_cancel: Option<Callback<()>>,
    /// Several moves fit the cells pressed: the player picks one (the chooser is open).
    #[prop_or_default]
    pub choosing: bool,
    /// Drawn over the board (the promotion chooser).
    #[prop_or_default]
    pub children: Html,
}

/// A press on the board in progress.
struct Press {
    /// The cell the press meant (see [`aimed_cell`]), and the one under it.
    cell: Cell,
    under: Option<Cell>,
    /// The cell was already selected: releasing on it again deselects.
    was_selected: bool,
    start: (i32, i32),
    /// The board's SVG and its viewBox units per screen pixel.
    board: Option<(Element, f64)>,
    /// The piece lifted above the board once the pointer moved.
    lifted: Option<Lifted>,
}

/// A dragged piece: a copy drawn last in the SVG, so it paints over every square (SVG paints
/// in document order, and squares above the start square come later; issue 11, 2.6), and
/// the piece left in its cell, faded.
struct Lifted {
    copy: Element,
    original: Element,
}

/// How far (in pixels) the pointer moves before a press becomes a drag.
const DRAG_THRESHOLD: i32 = 3;

/// The cell of the nearest element carrying `data-cell`.
fn cell_of(element: Option<Element>) -> Option<Cell> {
    let found = element?.closest("[data-cell]").ok()??;
    found.get_attribute("data-cell")?.parse().ok().map(Cell)
}

fn cell_at_point(x: i32, y: i32) -> Option<Cell> {
    let document = web_sys::window()?.document()?;
    cell_of(document.element_from_point(x as f32, y as f32))
}

/// The cell a press meant: the one under it when that is in play (a piece that may move, the
/// selection, a destination), or else, for a finger on a board with cells narrower than one
/// (`reach` pixels), the nearest cell it could mean (a destination while a piece is selected,
/// else a piece that may move) drawn within `reach` of the press. A mouse hits what it aims at.
fn aimed_cell(
    under: Option<Cell>,
    event: &PointerEvent,
    target: &Element,
    view: &BoardView,
    reach: f64,
) -> Option<Cell> {
    let in_play = |cell: &Cell| {
        view.movable.contains(cell)
            || view.destinations.contains(cell)
            || view.selected == Some(*cell)
    };
    if reach <= 0.0 || event.pointer_type() == "mouse" || under.as_ref().is_some_and(in_play) {
        return under;
    }
    let meant = if view.selected.is_some() {
        &view.destinations
    } else {
        &view.movable
    };
    let Some(board) = target.closest(".board-wrap").ok().flatten() else {
        return under;
    };
    let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
    let distance = |cell: &Cell| {
        let drawn = board
            .query_selector(&format!("svg [data-cell=\"{}\"]", cell.0))
            .ok()??;
        let rect = drawn.get_bounding_client_rect();
        let dx = (rect.left() - x).max(x - rect.right()).max(0.0);
        let dy = (rect.top() - y).max(y - rect.bottom()).max(0.0);
        // Squared: compared only, so no square root is needed.
        Some((dx * dx + dy * dy, *cell))
    };
    meant
        .iter()
        .filter_map(distance)
        .filter(|(away, _)| *away <= reach * reach)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, cell)| cell)
        .or(under)
}

/// Lifts the piece drawn in `cell` (looked up now: the press may have re-rendered the board).
fn lift(svg: &Element, cell: Cell) -> Option<Lifted> {
    let original = svg
        .query_selector(&format!(".piece[data-cell=\"{}\"]", cell.0))
        .ok()??;
    let copy: Element = original.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    // The copy is no cell's piece: queries for the board's pieces must not find it.
    let _ = copy.remove_attribute("data-cell");
    let class = copy.get_attribute("class").unwrap_or_default();
    let _ = copy.set_attribute("class", &format!("{class} dragging"));
    let _ = copy.set_attribute("data-testid", "dragged-piece");
    svg.append_child(&copy).ok()?;
    let _ = original.set_attribute("style", "opacity: 0.35");
    Some(Lifted { copy, original })
}

fn put_down(lifted: Option<Lifted>) {
    if let Some(Lifted { copy, original }) = lifted {
        copy.remove();
        let _ = original.remove_attribute("style");
    }
}

/// Drops a press without a click (pointer left the board, or the browser cancelled it).
fn cancel_handler(press: Rc<RefCell<Option<Press>>>) -> Callback<PointerEvent> {
    Callback::from(move |_: PointerEvent| {
        if let Some(done) = press.borrow_mut().take() {
            put_down(done.lifted);
        }
    })
}

/// Follows the pointer: past the threshold the pressed piece is lifted, then moved with it.
fn drag_handler(press: Rc<RefCell<Option<Press>>>) -> Callback<PointerEvent> {
    Callback::from(move |event: PointerEvent| {
        let mut press = press.borrow_mut();
        let Some(Press {
            cell,
            start,
            board: Some((svg, scale)),
            lifted,
            ..
        }) = press.as_mut()
        else {
            return;
        };
        let (dx, dy) = (event.client_x() - start.0, event.client_y() - start.1);
        if lifted.is_none() && dx.abs().max(dy.abs()) >= DRAG_THRESHOLD {
            *lifted = lift(svg, *cell);
        }
        if let Some(Lifted { copy, .. }) = lifted {
            let (x, y) = (f64::from(dx) * *scale, f64::from(dy) * *scale);
            let style = format!(
                "transform: translate({}px, {}px)",
                decimal(x, 1, false),
                decimal(y, 1, false)
            );
            let _ = copy.set_attribute("style", &style);
        }
    })
}

fn press_handlers(
    press: Rc<RefCell<Option<Press>>>,
    on_click: Callback<Cell>,
    view: BoardView,
    reach: f64,
    cursor: Rc<RefCell<Option<Cell>>>,
) -> (Callback<PointerEvent>, Callback<PointerEvent>) {
    let down = {
        let (press, on_click) = (press.clone(), on_click.clone());
        Callback::from(move |event: PointerEvent| {
            let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            let under = cell_of(Some(target.clone()));
            let Some(cell) = aimed_cell(under, &event, &target, &view, reach) else {
                return;
            };
            let was_selected = view.selected == Some(cell);
            // The keyboard's cursor follows the pointer, so keys go on from the cell pressed.
            *cursor.borrow_mut() = Some(cell);
            if let Some(stale) = press.borrow_mut().take() {
                put_down(stale.lifted);
            }
            *press.borrow_mut() = Some(Press {
                cell,
                under,
                was_selected,
                start: (event.client_x(), event.client_y()),
                board: svg_scale(&target),
                lifted: None,
            });
            if !was_selected {
                on_click.emit(cell);
            }
        })
    };
    let up = Callback::from(move |event: PointerEvent| {
        let Some(done) = press.borrow_mut().take() else {
            return;
        };
        put_down(done.lifted);
        let under = cell_at_point(event.client_x(), event.client_y());
        // Let go where it was pressed: the cell the press meant, not the one under the finger.
        let released = if under == done.under {
            Some(done.cell)
        } else {
            under
        };
        match released {
            Some(cell) if cell != done.cell => on_click.emit(cell),
            Some(_) if done.was_selected => on_click.emit(done.cell),
            _ => {}
        }
    });
    (down, up)
}

#[component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let words = use_words();
    let press = use_mut_ref(|| None::<Press>);
    // Slides, fades, dice and sounds after each move (src/ui/boards/motion.rs).
    crate::ui::boards::motion::use_move_motion(&props.game, &props.view);
    let keys = use_board_keys(
        words.clone(),
        KeysInput {
            game: props.game.clone(),
            view: props.view.clone(),
            flipped: props.flipped,
            on_click: props.on_click.clone(),
            on_cancel: props.on_cancel.clone(),
            choosing: props.choosing,
        },
    );
    let onpointercancel = cancel_handler(press.clone());
    let onpointerleave = onpointercancel.clone();
    let onpointermove = drag_handler(press.clone());
    let kind = props.game.kind();
    let (onpointerdown, onpointerup) = press_handlers(
        press,
        props.on_click.clone(),
        props.view.clone(),
        tap_reach(kind),
        keys.cursor_cell.clone(),
    );
    let (view, flipped, cursor) = (props.view.clone(), props.flipped, keys.cursor);
    let renderer = drawing(&words, &props.game, view, flipped, cursor);
    let help = format!(
        "{} {}",
        words.get(keys_help_key(kind)),
        words.get(shortcuts_key(kind))
    );
    // A press with the mouse leaves the keyboard's focus where it was: the page's arrow keys
    // (back and forward through the game) keep working after a click on the board.
    let onmousedown = Callback::from(|event: MouseEvent| event.prevent_default());
    html! {
        <div class="board-wrap" {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onpointerleave}>
            <div class="board-keys" tabindex="0" role="application" data-testid="board-keys"
                aria-label={words.get(board_name_key(kind))} aria-describedby="board-keys-help"
                aria-activedescendant={cursor.map(cell_id)} onkeydown={keys.onkeydown} {onmousedown}>
                { renderer }
            </div>
            <p id="board-keys-help" class="visually-hidden">{ help }</p>
            <p class="visually-hidden" aria-live="polite" data-testid="board-said">{ keys.said }</p>
            { props.children.clone() }
        </div>
    }
}
