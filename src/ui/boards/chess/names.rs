//! What a screen reader says for a chess square: "e4" as notation writes it, the piece on it,
//! and check on the king.

use crate::games::chess::Chess;
use crate::rules::{Cell, Seat};
use crate::ui::boards::names::and;
use crate::ui::words::i18n::Lexicon;

fn square_of(cell: Cell) -> u8 {
    u8::try_from(cell.0).unwrap_or(u8::MAX)
}

/// "e4": file letter and rank, as notation writes it.
pub fn name(cell: Cell) -> String {
    let square = cell.0.min(63) as u8;
    format!("{}{}", char::from(b'a' + square % 8), square / 8 + 1)
}

fn piece_key(white: bool, role: char) -> &'static str {
    match (white, role) {
        (true, 'K') => "board.chess.white-king",
        (true, 'Q') => "board.chess.white-queen",
        (true, 'R') => "board.chess.white-rook",
        (true, 'B') => "board.chess.white-bishop",
        (true, 'N') => "board.chess.white-knight",
        (true, _) => "board.chess.white-pawn",
        (false, 'K') => "board.chess.black-king",
        (false, 'Q') => "board.chess.black-queen",
        (false, 'R') => "board.chess.black-rook",
        (false, 'B') => "board.chess.black-bishop",
        (false, 'N') => "board.chess.black-knight",
        (false, _) => "board.chess.black-pawn",
    }
}

pub fn label(words: &Lexicon, game: &Chess, cell: Cell) -> String {
    let square = square_of(cell);
    let name = name(cell);
    let Some((seat, role)) = game.piece_at(square) else {
        return and(words, name, words.get("board.cell.empty"));
    };
    let label = and(words, name, words.get(piece_key(seat == Seat(0), role)));
    let checked = game.in_check() && game.king_square(game.side_to_move()) == Some(square);
    if checked {
        and(words, label, words.get("board.state.check"))
    } else {
        label
    }
}
