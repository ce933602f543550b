//! What every board renderer marks the same way, at the bottom of the boards (it imports none
//! of its siblings): the [`BoardView`] the session derives for a render (what may move, what is
//! selected, where it may go, the last move), the classes that show it on a cell, and the
//! keyboard cursor's rings.

use yew::prelude::*;

use crate::rules::{Cell, Gesture};

/// What the board shows, derived from the session.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct BoardView {
    pub movable: Vec<Cell>,
    pub selected: Option<Cell>,
    pub destinations: Vec<Cell>,
    /// Cells picked along the path so far (after the selected piece).
    pub steps: Vec<Cell>,
    pub last: Option<Gesture>,
}

impl BoardView {
    /// The cells the last move touched: where it started, where it landed on the way, where it
    /// ended (highlighted on the board).
    pub fn last_cells(&self) -> Vec<Cell> {
        self.last
            .iter()
            .flat_map(|g| g.from.into_iter().chain(g.to).chain(g.via.iter().copied()))
            .collect()
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

/// The keyboard cursor's ring round a box: a dark outline with a light one inside it, so it
/// shows on light and dark squares alike (CSS shows it only while the board has keyboard focus).
pub fn cursor_box(cell: Cell, x: i32, y: i32, width: i32, height: i32) -> Html {
    let shape = |class: &'static str, inset: i32| {
        html! {
            <rect class={classes!("cursor-ring", class)} x={(x + inset).to_string()} y={(y + inset).to_string()}
                width={(width - 2 * inset).to_string()} height={(height - 2 * inset).to_string()} rx="6" />
        }
    };
    // Insets in proportion to the cell (a chess square is 100 units, a Camelot square 50).
    let outer = (width.min(height) / 25).max(2);
    let inner = outer + (width.min(height) / 16).max(3);
    html! {
        <g class="board-cursor" data-testid="board-cursor" data-at={cell.0.to_string()} aria-hidden="true">
            { shape("outer", outer) }{ shape("inner", inner) }
        </g>
    }
}

/// The cursor's ring round a round field (Ludo).
pub fn cursor_circle(cell: Cell, cx: i32, cy: i32, r: i32) -> Html {
    let shape = |class: &'static str, radius: i32| {
        html! {
            <circle class={classes!("cursor-ring", class)} cx={cx.to_string()} cy={cy.to_string()} r={radius.to_string()} />
        }
    };
    html! {
        <g class="board-cursor" data-testid="board-cursor" data-at={cell.0.to_string()} aria-hidden="true">
            { shape("outer", r) }{ shape("inner", r - 5) }
        </g>
    }
}
