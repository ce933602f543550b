//! What a screen reader says for a draughts square: its number (or, in Tammi, its coordinates)
//! as notation writes it, and the man or king on it.

use crate::games::draughts::Draughts;
use crate::rules::Cell;
use crate::ui::boards::names::and;
use crate::ui::words::i18n::Lexicon;

fn square_of(cell: Cell) -> u8 {
    u8::try_from(cell.0).unwrap_or(u8::MAX)
}

/// A draughts square by its notation name ("11" in English draughts, "c3" in Tammi); a square
/// no piece may stand on is "light square".
pub fn name(words: &Lexicon, game: &Draughts, cell: Cell) -> String {
    game.square_label(square_of(cell))
        .unwrap_or_else(|| words.get("board.draughts.light-square"))
}

pub fn label(words: &Lexicon, game: &Draughts, cell: Cell) -> String {
    let square = square_of(cell);
    let name = name(words, game, cell);
    if !game.is_playable_square(square) {
        return name;
    }
    let content = match game.piece_at(square) {
        None => "board.cell.empty",
        Some(piece) => match (game.plays_light(piece.seat), piece.king) {
            (true, false) => "board.draughts.white-man",
            (true, true) => "board.draughts.white-king",
            (false, false) => "board.draughts.black-man",
            (false, true) => "board.draughts.black-king",
        },
    };
    and(words, name, words.get(content))
}
