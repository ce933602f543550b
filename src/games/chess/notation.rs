//! Moves in Standard Algebraic Notation (SAN), with `+` for check and `#` for mate, and reading
//! them back: SAN as players write it (also without the suffix, with `0-0` for castling, with
//! annotation marks such as `!?`, or `e.p.`), and UCI (`e2e4`, `e7e8q`).
//!
//! ```
//! use tabula::games::chess::{Chess, ChessOptions};
//! use tabula::rules::Game;
//! let chess = Chess::new(&ChessOptions::default());
//! let mv = chess.parse_move("g1f3").unwrap();
//! assert_eq!(chess.notation(&mv), "Nf3");
//! assert_eq!(chess.parse_move("Nf3!?").unwrap(), mv);
//! ```

use shakmaty::san::{San, SanError, SanPlus};
use shakmaty::uci::UciMove;

use super::ChessMove;
use crate::rules::NotationError;

/// The move in SAN with its check or mate suffix.
pub fn san(position: &shakmaty::Chess, mv: &ChessMove) -> String {
    SanPlus::from_move(position.clone(), mv.0).to_string()
}

/// Reads a move in SAN or UCI and finds it among the legal moves.
pub fn parse(
    position: &shakmaty::Chess,
    legal: &[ChessMove],
    text: &str,
) -> Result<ChessMove, NotationError> {
    let original = text.trim();
    let cleaned = clean(original);
    if cleaned.is_empty() {
        return Err(NotationError::new(original, "no move given"));
    }
    let found = if looks_like_uci(&cleaned) {
        UciMove::from_ascii(cleaned.as_bytes())
            .ok()
            .and_then(|uci| uci.to_move(position).ok())
            .ok_or_else(|| NotationError::new(original, "not a legal move in this position"))
    } else {
        let san = San::from_ascii(cleaned.as_bytes()).map_err(|_| {
            NotationError::new(
                original,
                "not chess notation (write SAN such as Nf3, exd5, O-O or e8=Q, or from and to \
                 squares such as e2e4)",
            )
        })?;
        from_san(position, san).map_err(|error| match error {
            SanError::AmbiguousSan => NotationError::new(
                original,
                "more than one piece can make this move: add the file or rank it starts from",
            ),
            SanError::IllegalSan => {
                NotationError::new(original, "not a legal move in this position")
            }
        })
    }?;
    let mv = ChessMove(found);
    if legal.contains(&mv) {
        Ok(mv)
    } else {
        Err(NotationError::new(
            original,
            "not a legal move in this position",
        ))
    }
}

/// From and to squares, and a promotion letter: `e2e4`, `e7e8q`.
fn looks_like_uci(text: &str) -> bool {
    let bytes = text.as_bytes();
    let square = |at: usize| {
        matches!(bytes.get(at), Some(b'a'..=b'h')) && matches!(bytes.get(at + 1), Some(b'1'..=b'8'))
    };
    square(0)
        && square(2)
        && match bytes.len() {
            4 => true,
            5 => matches!(bytes[4], b'q' | b'r' | b'b' | b'n'),
            _ => false,
        }
}

/// A SAN move; a capture written without its `x` (or with an `x` that captures nothing) is
/// accepted when only one legal move fits otherwise.
fn from_san(position: &shakmaty::Chess, san: San) -> Result<shakmaty::Move, SanError> {
    match san.to_move(position) {
        Err(SanError::IllegalSan) => match san {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => San::Normal {
                role,
                file,
                rank,
                capture: !capture,
                to,
                promotion,
            }
            .to_move(position),
            _ => Err(SanError::IllegalSan),
        },
        result => result,
    }
}

/// Drops what players add around a move: annotation marks, `e.p.`, zeros for castling's `O`,
/// and a doubled check sign.
fn clean(text: &str) -> String {
    let mut move_text = text.trim();
    for suffix in ["e.p.", "ep"] {
        if let Some(stripped) = move_text.strip_suffix(suffix) {
            if stripped.len() >= 2 {
                move_text = stripped.trim_end();
            }
        }
    }
    let move_text = move_text.trim_end_matches(['!', '?']);
    let move_text = move_text.trim_end_matches(['+', '#']);
    let move_text = move_text.trim_end_matches(['!', '?']);
    let long = long_algebraic(move_text);
    match long.as_deref().unwrap_or(move_text) {
        "0-0" | "o-o" => "O-O".into(),
        "0-0-0" | "o-o-o" => "O-O-O".into(),
        other => with_promotion_sign(other),
    }
}

/// Long algebraic `e2-e4`, `e4xd5`, `e7-e8=Q` read as UCI `e2e4`, `e4d5`, `e7e8q`.
fn long_algebraic(text: &str) -> Option<String> {
    if !text.is_ascii() {
        return None;
    }
    let bytes = text.as_bytes();
    let rest = text.get(5..)?;
    if !matches!(bytes[2], b'-' | b'x')
        || !looks_like_uci(&format!("{}{}", &text[..2], &text[3..5]))
    {
        return None;
    }
    let promotion = match rest.trim_start_matches('=') {
        "" => "",
        "Q" | "q" => "q",
        "R" | "r" => "r",
        "B" | "b" => "b",
        "N" | "n" => "n",
        _ => return None,
    };
    Some(format!("{}{}{promotion}", &text[..2], &text[3..5]))
}

/// `e8Q` and `exd8N` are read as `e8=Q` and `exd8=N`.
fn with_promotion_sign(text: &str) -> String {
    let bytes = text.as_bytes();
    match bytes {
        [.., b'1' | b'8', b'Q' | b'R' | b'B' | b'N'] if bytes[0].is_ascii_lowercase() => {
            let (head, piece) = text.split_at(text.len() - 1);
            format!("{head}={piece}")
        }
        _ => text.to_string(),
    }
}
