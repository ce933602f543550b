//! Where the keyboard's cursor stands on the backgammon board: a grid of the points, the bars
//! and the off trays as drawn.

use crate::games::backgammon::{BLACK_BAR, BLACK_OFF, WHITE_BAR, WHITE_OFF};
use crate::rules::Cell;
use crate::ui::boards::cursor::{Layout, Stop};
use crate::ui::boards::geometry::backgammon::point_place;

/// Backgammon as two rows of fourteen: six points, the bar, six points, the off tray.
pub fn cursor_grid(flipped: bool) -> Layout {
    let column = |x: i32| match x {
        x if x < 420 => x / 70,
        x if x < 500 => 6,
        x => 7 + (x - 500) / 70,
    };
    let mut stops: Vec<Stop> = (1u8..=24)
        .map(|point| {
            let (x, top) = point_place(point, flipped);
            Stop {
                cell: Cell(u16::from(point)),
                at: (column(x), i32::from(!top)),
                pressable: true,
            }
        })
        .collect();
    // The board draws White's bar and tray at the bottom, Black's at the top, unless flipped.
    let bottom = i32::from(!flipped);
    for (cell, col, row) in [
        (WHITE_BAR, 6, bottom),
        (BLACK_BAR, 6, 1 - bottom),
        (WHITE_OFF, 13, bottom),
        (BLACK_OFF, 13, 1 - bottom),
    ] {
        stops.push(Stop {
            cell,
            at: (col, row),
            pressable: true,
        });
    }
    Layout::Grid(stops)
}
