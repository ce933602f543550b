//! FEN, the position code of chess: reading it with messages that say which field is wrong and
//! why, and writing it (the en passant square only when an en passant capture is legal, as
//! lichess does, so that equal positions have equal codes).
//!
//! ```
//! use tabula::games::chess::codec::{decode, encode};
//! let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
//! assert_eq!(encode(&decode(fen).unwrap()), fen);
//! let error = decode("8/8/8/8/8/8/8/8 x - - 0 1").unwrap_err();
//! assert_eq!(error.message, "FEN field 2 (side to move) must be w or b, found 'x'");
//! ```

use shakmaty::fen::{Epd, Fen};
use shakmaty::{CastlingMode, Color, EnPassantMode, PositionErrorKinds, Rank, Role, Square};

use crate::rules::DecodeError;

/// The position as a full FEN with its move counters.
pub fn encode(position: &shakmaty::Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

/// The FEN without its two move counters: what makes positions "the same" for repetition.
pub fn repetition_key(position: &shakmaty::Chess) -> String {
    Epd::from_position(position, EnPassantMode::Legal).to_string()
}

/// Reads a FEN. Accepts `_` for spaces (as in links) and a FEN without its two counters (then
/// `0 1`). Every rejection names the field or the rule that is broken.
pub fn decode(text: &str) -> Result<shakmaty::Chess, DecodeError> {
    let normalized = text.trim().replace('_', " ");
    let fields: Vec<&str> = normalized.split_whitespace().collect();
    check_fields(&fields)?;
    let full = if fields.len() == 4 {
        format!("{} 0 1", fields.join(" "))
    } else {
        fields.join(" ")
    };
    let fen = Fen::from_ascii(full.as_bytes())
        .map_err(|error| DecodeError::new(format!("the FEN is malformed ({error})")))?;
    let setup = fen.as_setup().clone();
    fen.into_position(CastlingMode::Standard)
        .map_err(|error| DecodeError::new(position_message(&setup, error.kinds(), &fields)))
}

fn error(message: String) -> Result<(), DecodeError> {
    Err(DecodeError::new(message))
}

/// Checks each field's syntax, so that the message can say which field is wrong.
fn check_fields(fields: &[&str]) -> Result<(), DecodeError> {
    if fields.is_empty() {
        return error("the FEN is empty".into());
    }
    if !fields.iter().all(|f| f.is_ascii()) {
        return error("the FEN contains characters other than letters, digits, '/' and '-'".into());
    }
    if fields.len() < 4 || fields.len() > 6 {
        return error(format!(
            "a FEN has 6 fields separated by spaces (board, side to move, castling, en passant, \
             halfmove clock, move number); found {}",
            fields.len()
        ));
    }
    check_board(fields[0])?;
    if fields[1] != "w" && fields[1] != "b" {
        return error(format!(
            "FEN field 2 (side to move) must be w or b, found '{}'",
            fields[1]
        ));
    }
    check_castling(fields[2])?;
    check_en_passant(fields[3], fields[1] == "w")?;
    if let Some(clock) = fields.get(4) {
        if clock.parse::<u32>().is_err() {
            return error(format!(
                "FEN field 5 (halfmove clock) must be a number of plies, found '{clock}'"
            ));
        }
    }
    if let Some(number) = fields.get(5) {
        if number.parse::<u32>().map_or(true, |n| n == 0) {
            return error(format!(
                "FEN field 6 (move number) must be a number from 1, found '{number}'"
            ));
        }
    }
    Ok(())
}

fn check_board(board: &str) -> Result<(), DecodeError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 8 {
        return error(format!(
            "FEN field 1 (board) must have 8 ranks separated by '/', found {}",
            ranks.len()
        ));
    }
    for (i, rank) in ranks.iter().enumerate() {
        let number = 8 - i;
        let mut squares = 0;
        for ch in rank.chars() {
            match ch {
                '1'..='8' => squares += ch as usize - '0' as usize,
                'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' => {
                    squares += 1
                }
                _ => {
                    return error(format!(
                        "FEN field 1 (board), rank {number} ('{rank}'): '{ch}' is neither a \
                         piece letter (KQRBNP, kqrbnp) nor a count of empty squares (1-8)"
                    ))
                }
            }
        }
        if squares != 8 {
            return error(format!(
                "FEN field 1 (board), rank {number} ('{rank}') covers {squares} squares, not 8"
            ));
        }
    }
    Ok(())
}

fn check_castling(castling: &str) -> Result<(), DecodeError> {
    if castling == "-" {
        return Ok(());
    }
    for (i, ch) in castling.char_indices() {
        if !"KQkq".contains(ch) {
            return error(format!(
                "FEN field 3 (castling) may hold only K, Q, k, q or '-', found '{castling}'"
            ));
        }
        if castling[..i].contains(ch) {
            return error(format!(
                "FEN field 3 (castling) names '{ch}' twice in '{castling}'"
            ));
        }
    }
    Ok(())
}

fn check_en_passant(field: &str, white_to_move: bool) -> Result<(), DecodeError> {
    if field == "-" {
        return Ok(());
    }
    let square = Square::from_ascii(field.as_bytes()).map_err(|_| {
        DecodeError::new(format!(
            "FEN field 4 (en passant) must be a square such as e3 or '-', found '{field}'"
        ))
    })?;
    let (rank, wanted) = if white_to_move {
        (Rank::Sixth, "6")
    } else {
        (Rank::Third, "3")
    };
    if square.rank() != rank {
        let side = if white_to_move { "White" } else { "Black" };
        return error(format!(
            "FEN field 4 (en passant) '{field}' must be on rank {wanted} when {side} is to move"
        ));
    }
    Ok(())
}

/// Words for what shakmaty found wrong with a syntactically valid FEN.
fn position_message(setup: &shakmaty::Setup, kinds: PositionErrorKinds, fields: &[&str]) -> String {
    let board = &setup.board;
    let name = |color: Color| if color.is_white() { "White" } else { "Black" };
    if kinds.contains(PositionErrorKinds::EMPTY_BOARD) {
        return "the board is empty: each side needs a king".into();
    }
    for color in Color::ALL {
        let kings = (board.kings() & board.by_color(color)).count();
        if kings == 0 {
            return format!("{} has no king", name(color));
        }
        if kings > 1 {
            return format!("{} has {kings} kings; a side has exactly one", name(color));
        }
    }
    if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
        let square = (board.pawns() & shakmaty::Bitboard::BACKRANKS).first();
        let at = square.map_or_else(String::new, |sq| format!(" (on {sq})"));
        return format!("a pawn stands on the first or last rank{at}, where no pawn can be");
    }
    if kinds.contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) {
        return castling_message(board, fields[2]);
    }
    if kinds.contains(PositionErrorKinds::INVALID_EP_SQUARE) {
        return format!(
            "FEN field 4 (en passant) '{}': no pawn stands where a two-square advance across it \
             would have left it, or the squares it crossed are not empty",
            fields[3]
        );
    }
    if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
        return format!(
            "{} is in check but it is {}'s turn: the side not to move cannot be in check",
            name(!setup.turn),
            name(setup.turn)
        );
    }
    if kinds.contains(PositionErrorKinds::IMPOSSIBLE_CHECK) {
        return format!(
            "{}'s king is in check in a way no legal move could give (too many or aligned \
             checkers, or a check the en passant square rules out)",
            name(setup.turn)
        );
    }
    if kinds.contains(PositionErrorKinds::TOO_MUCH_MATERIAL) {
        return "a side has more pieces than its pawns could have promoted to".into();
    }
    "the position is not a legal chess position".into()
}

/// Says which castling right does not fit the board.
fn castling_message(board: &shakmaty::Board, field: &str) -> String {
    for ch in field.chars() {
        let (color, king, rook) = match ch {
            'K' => (Color::White, Square::E1, Square::H1),
            'Q' => (Color::White, Square::E1, Square::A1),
            'k' => (Color::Black, Square::E8, Square::H8),
            'q' => (Color::Black, Square::E8, Square::A8),
            _ => continue,
        };
        let has = |sq: Square, role: Role| board.piece_at(sq) == Some(role.of(color));
        if !has(king, Role::King) || !has(rook, Role::Rook) {
            let side = if color.is_white() { "White" } else { "Black" };
            return format!(
                "FEN field 3 (castling) '{field}': the right '{ch}' needs {side}'s king on \
                 {king} and a rook on {rook}"
            );
        }
    }
    format!("FEN field 3 (castling) '{field}' does not fit the board")
}
