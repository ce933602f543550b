//! What a screen reader says for each place on a board: the cell's name as players write it
//! (chess squares "e4", draughts squares by their numbers, backgammon points in the numbering
//! shown, Ludo fields as counted along the way of the colour on turn), what stands there, and
//! what the board marks on it (selected, a legal destination, the last move). Every word comes
//! from the `board.*` keys; square names and numbers stay as notation writes them. Each game
//! names its own places (`<game>/names.rs`); [`crate::ui::boards::any`] picks the game's.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::Cell;
//! use tabula::ui::boards::any::{cell_label, cell_name};
//! use tabula::ui::words::i18n::Lexicon;
//! use tabula::ui::boards::marks::BoardView;
//! let words = Lexicon::english();
//! let chess = AnyGame::new_of(GameKind::Chess);
//! assert_eq!(cell_name(words, &chess, Cell(12), false), "e2");
//! assert_eq!(cell_label(words, &chess, &BoardView::default(), Cell(12), false), "e2, white pawn");
//! ```

use crate::rules::Cell;
use crate::ui::boards::marks::BoardView;
use crate::ui::words::i18n::Lexicon;

/// The id of a cell's element on the board, which the board's `aria-activedescendant` names.
pub fn cell_id(cell: Cell) -> String {
    format!("board-cell-{}", cell.0)
}

/// `label`, then a detail (the language's way of listing them: "e4, white pawn").
pub fn and(words: &Lexicon, label: String, more: String) -> String {
    words.fill("board.cell.and", &[("label", &label), ("more", &more)])
}

/// The label with what the board marks on the cell, as a sighted player sees the highlights.
pub fn with_marks(words: &Lexicon, view: &BoardView, cell: Cell, label: String) -> String {
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
