//! Names of the squares of the square boards: chess, the draughts games and Camelot.

use super::and;
use crate::games::camelot::board::{castle, on_board, square_name};
use crate::games::camelot::{Camelot, Piece};
use crate::games::chess::Chess;
use crate::games::draughts::Draughts;
use crate::rules::{Cell, Seat};
use crate::ui::words::i18n::Lexicon;

fn square_of(cell: Cell) -> u8 {
    u8::try_from(cell.0).unwrap_or(u8::MAX)
}

/// "e4": file letter and rank, as notation writes it.
pub(super) fn chess_name(cell: Cell) -> String {
    let square = cell.0.min(63) as u8;
    format!("{}{}", char::from(b'a' + square % 8), square / 8 + 1)
}

fn chess_piece_key(white: bool, role: char) -> &'static str {
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

pub(super) fn chess_label(words: &Lexicon, game: &Chess, cell: Cell) -> String {
    let square = square_of(cell);
    let name = chess_name(cell);
    let Some((seat, role)) = game.piece_at(square) else {
        return and(words, name, words.get("board.cell.empty"));
    };
    let label = and(
        words,
        name,
        words.get(chess_piece_key(seat == Seat(0), role)),
    );
    let checked = game.in_check() && game.king_square(game.side_to_move()) == Some(square);
    if checked {
        and(words, label, words.get("board.state.check"))
    } else {
        label
    }
}

/// A draughts square by its notation name ("11" in English draughts, "c3" in Tammi); a square
/// no piece may stand on is "light square".
pub(super) fn draughts_name(words: &Lexicon, game: &Draughts, cell: Cell) -> String {
    game.square_label(square_of(cell))
        .unwrap_or_else(|| words.get("board.draughts.light-square"))
}

pub(super) fn draughts_label(words: &Lexicon, game: &Draughts, cell: Cell) -> String {
    let square = square_of(cell);
    let name = draughts_name(words, game, cell);
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

/// "F6": Camelot's square names are a capital letter and the rank.
pub(super) fn camelot_name(cell: Cell) -> String {
    square_name(cell.0)
}

pub(super) fn camelot_label(words: &Lexicon, game: &Camelot, cell: Cell) -> String {
    let square = cell.0;
    let mut label = camelot_name(cell);
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
