//! The one place that matches on the game for a board, as `games::any` does for the rules: which
//! renderer draws a position (the shell, the thumbnails and the editor all draw through it), how
//! a screen reader names its places, and where the keyboard's cursor may stand. Each game's own
//! code is in its folder (`chess/`, `draughts/`, `backgammon/`, `ludo/`, `camelot/`).

use yew::prelude::*;

use crate::games::{AnyGame, GameKind};
use crate::rules::Cell;
use crate::ui::boards::backgammon::{self, backgammon_board, BackgammonBoardProps};
use crate::ui::boards::camelot::{self, camelot_board, CamelotBoardProps};
use crate::ui::boards::chess::{self, chess_board, ChessBoardProps};
use crate::ui::boards::cursor::{square_grid, Layout};
use crate::ui::boards::draughts::{self, draughts_board, DraughtsBoardProps};
use crate::ui::boards::ludo::{self, ludo_board, LudoBoardProps};
use crate::ui::boards::marks::BoardView;
use crate::ui::boards::names::with_marks;
use crate::ui::words::i18n::Lexicon;

/// The game's own SVG drawing of `game`, with the view's marks and the keyboard's cursor.
pub fn drawing(
    words: &Lexicon,
    game: &AnyGame,
    view: BoardView,
    flipped: bool,
    cursor: Option<Cell>,
) -> Html {
    match game {
        AnyGame::Draughts(board) => draughts_board(
            words,
            &DraughtsBoardProps {
                kind: game.kind(),
                game: board.clone(),
                view,
                flipped,
                cursor,
            },
        ),
        AnyGame::Backgammon(board) => backgammon_board(
            words,
            &BackgammonBoardProps {
                game: board.clone(),
                view,
                flipped,
                cursor,
            },
        ),
        AnyGame::Ludo(board) => ludo_board(
            words,
            &LudoBoardProps {
                game: board.clone(),
                view,
                flipped,
                cursor,
            },
        ),
        AnyGame::Chess(board) => chess_board(
            words,
            &ChessBoardProps {
                game: board.clone(),
                view,
                flipped,
                cursor,
            },
        ),
        AnyGame::Camelot(board) => camelot_board(
            words,
            &CamelotBoardProps {
                game: board.clone(),
                view,
                flipped,
                cursor,
            },
        ),
    }
}

/// A cell's name alone ("e4", "11", "point 13", "field 12"): what the sentences about a
/// selection say.
pub fn cell_name(words: &Lexicon, game: &AnyGame, cell: Cell, flipped: bool) -> String {
    match game {
        AnyGame::Chess(_) => chess::names::name(cell),
        AnyGame::Draughts(g) => draughts::names::name(words, g, cell),
        AnyGame::Camelot(_) => camelot::names::name(cell),
        AnyGame::Backgammon(g) => backgammon::names::name(words, g, cell, flipped),
        AnyGame::Ludo(g) => ludo::names::name(words, g, cell),
    }
}

/// A cell's whole label: its name, what stands on it, and the board's marks on it
/// ("e4, white pawn, selected").
pub fn cell_label(
    words: &Lexicon,
    game: &AnyGame,
    view: &BoardView,
    cell: Cell,
    flipped: bool,
) -> String {
    let label = match game {
        AnyGame::Chess(g) => chess::names::label(words, g, cell),
        AnyGame::Draughts(g) => draughts::names::label(words, g, cell),
        AnyGame::Camelot(g) => camelot::names::label(words, g, cell),
        AnyGame::Backgammon(g) => backgammon::names::label(words, g, cell, flipped),
        AnyGame::Ludo(g) => ludo::names::label(words, g, cell),
    };
    with_marks(words, view, cell, label)
}

/// The cursor's places for the game as drawn (`flipped` as the board is).
pub fn cursor_layout(game: &AnyGame, flipped: bool, view: &BoardView) -> Layout {
    match game {
        AnyGame::Chess(_) => square_grid(flipped, |_| true),
        AnyGame::Draughts(draughts) => square_grid(flipped, |s| draughts.is_playable_square(s)),
        AnyGame::Camelot(_) => camelot::layout::cursor_grid(flipped),
        AnyGame::Backgammon(_) => backgammon::layout::cursor_grid(flipped),
        AnyGame::Ludo(game) => ludo::layout::cursor_round(game, view),
    }
}

/// The key of the board's name for screen readers.
pub fn board_name_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Chess => "board.name.chess",
        GameKind::Backgammon => "board.name.backgammon",
        GameKind::Ludo => "board.name.ludo",
        GameKind::Camelot => "board.name.camelot",
        GameKind::EnglishDraughts | GameKind::Tammi | GameKind::Tama => "board.name.draughts",
    }
}

/// The key of the page's shortcuts, said after the board's help: R rolls in the dice games.
pub fn shortcuts_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Backgammon | GameKind::Ludo => "board.shortcuts.dice",
        _ => "board.shortcuts",
    }
}

/// The key of the help that says how the keys play the board (Ludo's cursor goes round the
/// pieces rather than across the board).
pub fn keys_help_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Ludo => "board.keys-help.ludo",
        _ => "board.keys-help",
    }
}

/// How far (in CSS pixels) a finger's tap may land from the cell it meant: backgammon's points
/// are narrower than a finger on a phone (26 px of a 390 px screen), so a tap that misses picks
/// the nearest cell in play within about half a finger's width. The other boards' cells are wide
/// enough to be hit as they are.
pub fn tap_reach(kind: GameKind) -> f64 {
    match kind {
        GameKind::Backgammon => 22.0,
        _ => 0.0,
    }
}

#[cfg(test)]
mod name_tests {
    use super::*;
    use crate::games::backgammon::{BLACK_BAR, WHITE_OFF};
    use crate::games::GameKind;
    use crate::rules::Gesture;

    fn label(kind: GameKind, view: &BoardView, cell: u16) -> String {
        let game = AnyGame::new_of(kind);
        cell_label(Lexicon::english(), &game, view, Cell(cell), false)
    }

    #[test]
    fn squares_say_their_name_and_piece() {
        let none = BoardView::default();
        assert_eq!(label(GameKind::Chess, &none, 4), "e1, white king");
        assert_eq!(label(GameKind::Chess, &none, 60), "e8, black king");
        assert_eq!(label(GameKind::Chess, &none, 28), "e4, empty");
        // English draughts: a1 is square 29, with a white man at the start; b1 is light.
        assert_eq!(label(GameKind::EnglishDraughts, &none, 0), "29, white man");
        assert_eq!(label(GameKind::EnglishDraughts, &none, 1), "light square");
        assert_eq!(label(GameKind::Tammi, &none, 0), "a1, white man");
        assert_eq!(
            label(GameKind::Camelot, &none, 5),
            "F1, White's castle, empty"
        );
    }

    #[test]
    fn marks_follow_the_name() {
        let view = BoardView {
            selected: Some(Cell(12)),
            destinations: vec![Cell(28)],
            last: Some(Gesture {
                from: Some(Cell(28)),
                ..Gesture::default()
            }),
            ..BoardView::default()
        };
        assert_eq!(
            label(GameKind::Chess, &view, 12),
            "e2, white pawn, selected"
        );
        assert_eq!(
            label(GameKind::Chess, &view, 28),
            "e4, empty, legal destination, last move"
        );
    }

    #[test]
    fn race_places_count_their_checkers_and_pieces() {
        let none = BoardView::default();
        assert_eq!(
            label(GameKind::Backgammon, &none, 6),
            "point 6, 5 white checkers"
        );
        assert_eq!(
            label(GameKind::Backgammon, &none, 1),
            "point 1, 2 black checkers"
        );
        assert_eq!(
            label(GameKind::Backgammon, &none, BLACK_BAR.0),
            "bar (Black), empty"
        );
        assert_eq!(
            label(GameKind::Backgammon, &none, WHITE_OFF.0),
            "borne off (White), empty"
        );
        assert_eq!(label(GameKind::Ludo, &none, 200), "Red base, 4 red pieces");
        assert_eq!(
            label(GameKind::Ludo, &none, 10),
            "field 11, Blue start point, empty"
        );
        assert_eq!(label(GameKind::Ludo, &none, 101), "Red home field 2, empty");
        assert_eq!(label(GameKind::Ludo, &none, 300), "finish, empty");
    }
}

#[cfg(test)]
mod cursor_tests {
    use super::*;
    use crate::games::backgammon::{BLACK_BAR, BLACK_OFF, WHITE_BAR, WHITE_OFF};
    use crate::games::GameKind;
    use crate::rules::Cell;
    use crate::ui::boards::cursor::Arrow;

    fn walk(layout: &Layout, from: Cell, arrows: &[Arrow]) -> Cell {
        arrows
            .iter()
            .fold(from, |at, &arrow| layout.step(at, arrow).unwrap_or(at))
    }

    #[test]
    fn arrows_follow_the_screen_on_a_flipped_chess_board() {
        let chess = AnyGame::new_of(GameKind::Chess);
        let view = BoardView::default();
        let flipped = cursor_layout(&chess, true, &view);
        // Flipped, rank 8 is at the bottom: "up" from e2 goes to e1, "right" to d2.
        assert_eq!(flipped.step(Cell(12), Arrow::Up), Some(Cell(4)));
        assert_eq!(flipped.step(Cell(12), Arrow::Right), Some(Cell(11)));
        // The edge stops the cursor.
        assert_eq!(flipped.step(Cell(0), Arrow::Right), None);
        let upright = cursor_layout(&chess, false, &view);
        assert_eq!(walk(&upright, Cell(12), &[Arrow::Up, Arrow::Up]), Cell(28));
    }

    #[test]
    fn draughts_light_squares_are_passed_through_not_pressed() {
        let draughts = AnyGame::new_of(GameKind::EnglishDraughts);
        let grid = cursor_layout(&draughts, false, &BoardView::default());
        // a1 (0) is dark and used; b1 (1) is light.
        assert!(grid.pressable(Cell(0)));
        assert!(!grid.pressable(Cell(1)));
        assert_eq!(grid.step(Cell(0), Arrow::Right), Some(Cell(1)));
    }

    #[test]
    fn camelot_skips_the_cut_corners() {
        let camelot = AnyGame::new_of(GameKind::Camelot);
        let grid = cursor_layout(&camelot, false, &BoardView::default());
        // F1 (5) is on the board, E1 (4) is not: left from F1 goes nowhere.
        assert!(grid.contains(Cell(5)));
        assert_eq!(grid.step(Cell(5), Arrow::Left), None);
        assert_eq!(grid.step(Cell(5), Arrow::Right), Some(Cell(6)));
    }

    #[test]
    fn backgammon_rows_run_through_the_bar_to_the_tray() {
        let game = AnyGame::new_of(GameKind::Backgammon);
        let grid = cursor_layout(&game, false, &BoardView::default());
        // Bottom row, White's view: 12 11 10 9 8 7 | bar | 6 5 4 3 2 1 | off.
        assert_eq!(grid.step(Cell(7), Arrow::Right), Some(WHITE_BAR));
        assert_eq!(grid.step(WHITE_BAR, Arrow::Right), Some(Cell(6)));
        assert_eq!(walk(&grid, Cell(1), &[Arrow::Right]), WHITE_OFF);
        // Up from the 1-point is the 24-point; from White's tray, Black's.
        assert_eq!(grid.step(Cell(1), Arrow::Up), Some(Cell(24)));
        assert_eq!(grid.step(WHITE_OFF, Arrow::Up), Some(BLACK_OFF));
        let flipped = cursor_layout(&game, true, &BoardView::default());
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
        let round = cursor_layout(&game, false, &view);
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
        assert_eq!(
            cursor_layout(&chess, false, &view).start(&view),
            Some(Cell(8))
        );
    }
}
