//! What a screen reader says for each place on a board: the cell's name as players write it
//! (chess squares "e4", draughts squares by their numbers, backgammon points in the numbering
//! shown, Ludo fields as counted along the way of the colour on turn), what stands there, and
//! what the board marks on it (selected, a legal destination, the last move). Every word comes
//! from the `board.*` keys; square names and numbers stay as notation writes them.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::Cell;
//! use tabula::ui::boards::names::{cell_label, cell_name};
//! use tabula::ui::words::i18n::Lexicon;
//! use tabula::ui::boards::marks::BoardView;
//! let words = Lexicon::english();
//! let chess = AnyGame::new_of(GameKind::Chess);
//! assert_eq!(cell_name(words, &chess, Cell(12), false), "e2");
//! assert_eq!(cell_label(words, &chess, &BoardView::default(), Cell(12), false), "e2, white pawn");
//! ```

mod races;
mod squares;

pub use races::{backgammon_cube_label, backgammon_dice_label, ludo_die_label};

use crate::games::AnyGame;
use crate::rules::Cell;
use crate::ui::boards::marks::BoardView;
use crate::ui::words::i18n::Lexicon;

/// The id of a cell's element on the board, which the board's `aria-activedescendant` names.
pub fn cell_id(cell: Cell) -> String {
    format!("board-cell-{}", cell.0)
}

/// A cell's name alone ("e4", "11", "point 13", "field 12"): what the sentences about a
/// selection say.
pub fn cell_name(words: &Lexicon, game: &AnyGame, cell: Cell, flipped: bool) -> String {
    match game {
        AnyGame::Chess(_) => squares::chess_name(cell),
        AnyGame::Draughts(g) => squares::draughts_name(words, g, cell),
        AnyGame::Camelot(_) => squares::camelot_name(cell),
        AnyGame::Backgammon(g) => races::backgammon_name(words, g, cell, flipped),
        AnyGame::Ludo(g) => races::ludo_name(words, g, cell),
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
        AnyGame::Chess(g) => squares::chess_label(words, g, cell),
        AnyGame::Draughts(g) => squares::draughts_label(words, g, cell),
        AnyGame::Camelot(g) => squares::camelot_label(words, g, cell),
        AnyGame::Backgammon(g) => races::backgammon_label(words, g, cell, flipped),
        AnyGame::Ludo(g) => races::ludo_label(words, g, cell),
    };
    with_marks(words, view, cell, label)
}

/// `label`, then a detail (the language's way of listing them: "e4, white pawn").
fn and(words: &Lexicon, label: String, more: String) -> String {
    words.fill("board.cell.and", &[("label", &label), ("more", &more)])
}

/// The label with what the board marks on the cell, as a sighted player sees the highlights.
fn with_marks(words: &Lexicon, view: &BoardView, cell: Cell, label: String) -> String {
    let marks = [
        (view.selected == Some(cell), "board.state.selected"),
        (view.steps.contains(&cell), "board.state.on-path"),
        (view.destinations.contains(&cell), "board.state.destination"),
        (view.last_cells().contains(&cell), "board.state.last-move"),
    ];
    marks
        .into_iter()
        .filter(|(on, _)| *on)
        .fold(label, |label, (_, key)| and(words, label, words.get(key)))
}

#[cfg(test)]
mod tests {
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
