//! The keyboard's cursor over a board: the places it may stand in each game and where an arrow
//! key takes it. Square boards and backgammon are grids on the screen (an arrow goes to the next
//! place in its direction, in the board's orientation as drawn, flipped or not); Ludo's cursor
//! goes round the pieces instead, the movable ones first, since its track winds round the board.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::Cell;
//! use tabula::ui::boards::cursor::{layout, Arrow};
//! use tabula::ui::boards::marks::BoardView;
//! let chess = AnyGame::new_of(GameKind::Chess);
//! let stops = layout(&chess, false, &BoardView::default());
//! // From e2 (cell 12) up to e3, right to f2.
//! assert_eq!(stops.step(Cell(12), Arrow::Up), Some(Cell(20)));
//! assert_eq!(stops.step(Cell(12), Arrow::Right), Some(Cell(13)));
//! ```

use crate::games::backgammon::{BLACK_BAR, BLACK_OFF, WHITE_BAR, WHITE_OFF};
use crate::games::camelot::board::on_board;
use crate::games::AnyGame;
use crate::rules::{sort, Cell};
use crate::ui::boards::geometry::backgammon::point_place;
use crate::ui::boards::geometry::camelot::place as camelot_place;
use crate::ui::boards::geometry::squares::place;
use crate::ui::boards::ludo::layout::groups;
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

/// The cursor's places for the game as drawn (`flipped` as the board is).
pub fn layout(game: &AnyGame, flipped: bool, view: &BoardView) -> Layout {
    match game {
        AnyGame::Chess(_) => square_grid(flipped, |_| true),
        AnyGame::Draughts(draughts) => square_grid(flipped, |s| draughts.is_playable_square(s)),
        AnyGame::Camelot(_) => Layout::Grid(
            (0..12 * 16)
                .filter(|&s| on_board(s))
                .map(|s| Stop {
                    cell: Cell(s),
                    at: camelot_place(s, flipped),
                    pressable: true,
                })
                .collect(),
        ),
        AnyGame::Backgammon(_) => backgammon_grid(flipped),
        AnyGame::Ludo(ludo) => {
            let pieces = groups(ludo).into_iter().map(|(cell, _, _)| cell);
            let mut round: Vec<Cell> = Vec::new();
            for cell in view
                .movable
                .iter()
                .chain(&view.destinations)
                .copied()
                .chain(pieces)
            {
                if !round.contains(&cell) {
                    round.push(cell);
                }
            }
            Layout::Round(round)
        }
    }
}

/// The 64 squares of a chess or draughts board.
fn square_grid(flipped: bool, pressable: impl Fn(u8) -> bool) -> Layout {
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

/// Backgammon as two rows of fourteen: six points, the bar, six points, the off tray.
fn backgammon_grid(flipped: bool) -> Layout {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    fn walk(layout: &Layout, from: Cell, arrows: &[Arrow]) -> Cell {
        arrows
            .iter()
            .fold(from, |at, &arrow| layout.step(at, arrow).unwrap_or(at))
    }

    #[test]
    fn arrows_follow_the_screen_on_a_flipped_chess_board() {
        let chess = AnyGame::new_of(GameKind::Chess);
        let view = BoardView::default();
        let flipped = layout(&chess, true, &view);
        // Flipped, rank 8 is at the bottom: "up" from e2 goes to e1, "right" to d2.
        assert_eq!(flipped.step(Cell(12), Arrow::Up), Some(Cell(4)));
        assert_eq!(flipped.step(Cell(12), Arrow::Right), Some(Cell(11)));
        // The edge stops the cursor.
        assert_eq!(flipped.step(Cell(0), Arrow::Right), None);
        let upright = layout(&chess, false, &view);
        assert_eq!(walk(&upright, Cell(12), &[Arrow::Up, Arrow::Up]), Cell(28));
    }

    #[test]
    fn draughts_light_squares_are_passed_through_not_pressed() {
        let draughts = AnyGame::new_of(GameKind::EnglishDraughts);
        let grid = layout(&draughts, false, &BoardView::default());
        // a1 (0) is dark and used; b1 (1) is light.
        assert!(grid.pressable(Cell(0)));
        assert!(!grid.pressable(Cell(1)));
        assert_eq!(grid.step(Cell(0), Arrow::Right), Some(Cell(1)));
    }

    #[test]
    fn camelot_skips_the_cut_corners() {
        let camelot = AnyGame::new_of(GameKind::Camelot);
        let grid = layout(&camelot, false, &BoardView::default());
        // F1 (5) is on the board, E1 (4) is not: left from F1 goes nowhere.
        assert!(grid.contains(Cell(5)));
        assert_eq!(grid.step(Cell(5), Arrow::Left), None);
        assert_eq!(grid.step(Cell(5), Arrow::Right), Some(Cell(6)));
    }

    #[test]
    fn backgammon_rows_run_through_the_bar_to_the_tray() {
        let game = AnyGame::new_of(GameKind::Backgammon);
        let grid = layout(&game, false, &BoardView::default());
        // Bottom row, White's view: 12 11 10 9 8 7 | bar | 6 5 4 3 2 1 | off.
        assert_eq!(grid.step(Cell(7), Arrow::Right), Some(WHITE_BAR));
        assert_eq!(grid.step(WHITE_BAR, Arrow::Right), Some(Cell(6)));
        assert_eq!(walk(&grid, Cell(1), &[Arrow::Right]), WHITE_OFF);
        // Up from the 1-point is the 24-point; from White's tray, Black's.
        assert_eq!(grid.step(Cell(1), Arrow::Up), Some(Cell(24)));
        assert_eq!(grid.step(WHITE_OFF, Arrow::Up), Some(BLACK_OFF));
        let flipped = layout(&game, true, &BoardView::default());
        assert_eq!(flipped.step(BLACK_BAR, Arrow::Up), Some(WHITE_BAR));
    }

    #[test]
    fn ludo_goes_round_the_movable_pieces_first() {
        let game = AnyGame::new_of(GameKind::Ludo);
        let view = BoardView {
            movable: vec![Cell(200)],
            destinations: vec![Cell(0)],
            ..BoardView::default()
        };
        let round = layout(&game, false, &view);
        assert_eq!(round.start(&view), Some(Cell(200)));
        assert_eq!(round.step(Cell(200), Arrow::Right), Some(Cell(0)));
        // Left from the first goes round to the last: the other bases' pieces.
        let Layout::Round(cells) = &round else {
            panic!("Ludo's cursor goes round");
        };
        assert_eq!(round.step(Cell(200), Arrow::Left), cells.last().copied());
        assert_eq!(
            cells[..2],
            [Cell(200), Cell(0)],
            "the movable base, then its destination"
        );
        assert!(cells.len() > 2, "then the other players' bases");
    }

    #[test]
    fn the_cursor_starts_on_a_piece_that_can_move() {
        let chess = AnyGame::new_of(GameKind::Chess);
        let view = BoardView {
            movable: vec![Cell(1), Cell(8), Cell(9)],
            ..BoardView::default()
        };
        // Reading order from the top: a2 (8) comes before b1 (1).
        assert_eq!(layout(&chess, false, &view).start(&view), Some(Cell(8)));
    }
}
