//! Where the keyboard's cursor stands on Camelot's board: a grid of its 160 squares as drawn.

use crate::games::camelot::board::on_board;
use crate::rules::Cell;
use crate::ui::boards::cursor::{Layout, Stop};
use crate::ui::boards::geometry::camelot::place;

/// The cursor's grid, `flipped` as the board is drawn.
pub fn cursor_grid(flipped: bool) -> Layout {
    Layout::Grid(
        (0..12 * 16)
            .filter(|&s| on_board(s))
            .map(|s| Stop {
                cell: Cell(s),
                at: place(s, flipped),
                pressable: true,
            })
            .collect(),
    )
}
