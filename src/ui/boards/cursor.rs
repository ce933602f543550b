//! The keyboard's cursor over a board: the places it may stand in each game and where an arrow
//! key takes it. Square boards and backgammon are grids on the screen (an arrow goes to the next
//! place in its direction, in the board's orientation as drawn, flipped or not); Ludo's cursor
//! goes round the pieces instead, the movable ones first, since its track winds round the board.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::Cell;
//! use tabula::ui::boards::any::cursor_layout;
//! use tabula::ui::boards::cursor::Arrow;
//! use tabula::ui::boards::marks::BoardView;
//! let chess = AnyGame::new_of(GameKind::Chess);
//! let stops = cursor_layout(&chess, false, &BoardView::default());
//! // From e2 (cell 12) up to e3, right to f2.
//! assert_eq!(stops.step(Cell(12), Arrow::Up), Some(Cell(20)));
//! assert_eq!(stops.step(Cell(12), Arrow::Right), Some(Cell(13)));
//! ```

use crate::rules::{sort, Cell};
use crate::ui::boards::geometry::squares::place;
use crate::ui::boards::marks::BoardView;

/// An arrow key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    Left,
    Right,
    Up,
    Down,
}

impl Arrow {
    /// The arrow of a `KeyboardEvent.key` value.
    pub fn from_key(key: &str) -> Option<Arrow> {
        match key {
            "ArrowLeft" => Some(Arrow::Left),
            "ArrowRight" => Some(Arrow::Right),
            "ArrowUp" => Some(Arrow::Up),
            "ArrowDown" => Some(Arrow::Down),
            _ => None,
        }
    }

    /// Screen direction: x to the right, y down.
    fn delta(self) -> (i32, i32) {
        match self {
            Arrow::Left => (-1, 0),
            Arrow::Right => (1, 0),
            Arrow::Up => (0, -1),
            Arrow::Down => (0, 1),
        }
    }
}

/// A place on a grid board: its cell, its column and row on the screen, and whether Enter
/// presses it (a light square of a draughts board is a place to pass through, not a cell).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    pub cell: Cell,
    pub at: (i32, i32),
    pub pressable: bool,
}

/// Where the cursor may stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Places on the screen's grid.
    Grid(Vec<Stop>),
    /// A round of cells: right and down go to the next, left and up to the one before.
    Round(Vec<Cell>),
}

impl Layout {
    /// Whether the cursor may stand on `cell`.
    pub fn contains(&self, cell: Cell) -> bool {
        match self {
            Layout::Grid(stops) => stops.iter().any(|s| s.cell == cell),
            Layout::Round(cells) => cells.contains(&cell),
        }
    }

    /// Whether Enter on `cell` is a press on the board.
    pub fn pressable(&self, cell: Cell) -> bool {
        match self {
            Layout::Grid(stops) => stops.iter().any(|s| s.cell == cell && s.pressable),
            Layout::Round(cells) => cells.contains(&cell),
        }
    }

    pub fn is_round(&self) -> bool {
        matches!(self, Layout::Round(_))
    }

    /// Where an arrow takes the cursor from `from`; `None` at the board's edge. On a grid it is
    /// the nearest place straight in the arrow's direction (same row or same column).
    pub fn step(&self, from: Cell, arrow: Arrow) -> Option<Cell> {
        match self {
            Layout::Grid(stops) => {
                let here = stops.iter().find(|s| s.cell == from)?.at;
                let (dx, dy) = arrow.delta();
                stops
                    .iter()
                    .filter_map(|s| {
                        let (ox, oy) = (s.at.0 - here.0, s.at.1 - here.1);
                        let ahead = ox * dx + oy * dy;
                        let aside = ox * dy + oy * dx;
                        (ahead > 0 && aside == 0).then_some((ahead, s.cell))
                    })
                    .min()
                    .map(|(_, cell)| cell)
            }
            Layout::Round(cells) => {
                let i = cells.iter().position(|&c| c == from)?;
                let n = cells.len();
                let next = match arrow {
                    Arrow::Right | Arrow::Down => (i + 1) % n,
                    Arrow::Left | Arrow::Up => (i + n - 1) % n,
                };
                Some(cells[next])
            }
        }
    }

    /// Where the cursor starts: the selected piece, else the first piece that can move (in
    /// reading order on a grid), else the first place.
    pub fn start(&self, view: &BoardView) -> Option<Cell> {
        if let Some(selected) = view.selected.filter(|&c| self.contains(c)) {
            return Some(selected);
        }
        match self {
            Layout::Grid(stops) => {
                let mut reading: Vec<&Stop> = stops.iter().collect();
                sort::by_key(&mut reading, |s| (s.at.1, s.at.0));
                reading
                    .iter()
                    .find(|s| view.movable.contains(&s.cell))
                    .or_else(|| reading.first())
                    .map(|s| s.cell)
            }
            Layout::Round(cells) => cells.first().copied(),
        }
    }
}

/// The 64 squares of a chess or draughts board.
pub fn square_grid(flipped: bool, pressable: impl Fn(u8) -> bool) -> Layout {
    Layout::Grid(
        (0u8..64)
            .map(|s| Stop {
                cell: Cell(u16::from(s)),
                at: place(s, flipped),
                pressable: pressable(s),
            })
            .collect(),
    )
}
