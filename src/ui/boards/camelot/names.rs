//! What a screen reader says for a Camelot square: "F6" as the notation writes it, a castle,
//! and the knight or man on it.

use crate::games::camelot::board::{castle, on_board, square_name};
use crate::games::camelot::{Camelot, Piece};
use crate::rules::{Cell, Seat};
use crate::ui::boards::names::and;
use crate::ui::words::i18n::Lexicon;

/// "F6": Camelot's square names are a capital letter and the rank.
pub fn name(cell: Cell) -> String {
    square_name(cell.0)
}

pub fn label(words: &Lexicon, game: &Camelot, cell: Cell) -> String {
    let square = cell.0;
    let mut label = name(cell);
    if !on_board(square) {
        return label;
    }
    if castle(Seat(0)).contains(&square) {
        label = and(words, label, words.get("board.camelot.white-castle"));
    } else if castle(Seat(1)).contains(&square) {
        label = and(words, label, words.get("board.camelot.black-castle"));
    }
    let content = match game.piece_at(square) {
        None => "board.cell.empty",
        Some((seat, kind)) => match (seat == Seat(0), kind == Piece::Knight) {
            (true, true) => "board.camelot.white-knight",
            (true, false) => "board.camelot.white-man",
            (false, true) => "board.camelot.black-knight",
            (false, false) => "board.camelot.black-man",
        },
    };
    and(words, label, words.get(content))
}
