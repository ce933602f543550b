//! Move notation, WCF style: the starting square, then every square landed on, each after `-`
//! when the piece got there by a step or a canter and after `x` when by a jump.
//! - plain move `F6-F7`, castle move `F16-G16`;
//! - canter chain `F6-F8-F10`;
//! - jump chain `F6xF8xF10`;
//! - knight's charge `F6-F8xF10` (canters first, then jumps).
//!
//! Reading takes the written form of a legal move (any letter case). Since a move is its result,
//! it also takes the short form, start and final square only (`F6-F10` for a canter chain,
//! `F6xF10` for a capture), when exactly one legal move fits.
//!
//! ```
//! use tabula::games::camelot::{Camelot, CamelotOptions};
//! use tabula::rules::Game;
//! let game = Camelot::new(&CamelotOptions::default());
//! let mv = game.parse_move("c6-e8").unwrap(); // the knight canters over D7
//! assert_eq!(game.notation(&mv), "C6-E8");
//! assert!(game.parse_move("C6-C7-C8").is_err()); // not a canter path
//! ```

use super::board::{parse_square, square_name};
use super::CamelotMove;
use crate::rules::NotationError;

/// The move written out.
pub fn write(mv: &CamelotMove) -> String {
    let canters = mv.canter_steps();
    let mut text = square_name(mv.from);
    for (i, &square) in mv.landings.iter().enumerate() {
        text.push(if i < canters { '-' } else { 'x' });
        text.push_str(&square_name(square));
    }
    text
}

/// Finds the legal move written as `text`.
pub fn parse(legal: &[CamelotMove], text: &str) -> Result<CamelotMove, NotationError> {
    let wanted = text.trim().to_ascii_uppercase();
    let error = |message: &str| NotationError::new(text.trim(), message);
    if let Some(mv) = legal
        .iter()
        .find(|mv| write(mv).eq_ignore_ascii_case(&wanted))
    {
        return Ok(mv.clone());
    }
    let squares: Option<Vec<u16>> = wanted.split(['-', 'X']).map(parse_square).collect();
    let squares = match squares {
        Some(list) if list.len() >= 2 => list,
        _ => return Err(error("write squares such as F6 joined by '-' or 'x'")),
    };
    let capture = wanted.contains('X');
    let (from, to) = (squares[0], squares[squares.len() - 1]);
    let fits: Vec<&CamelotMove> = legal
        .iter()
        .filter(|mv| mv.from == from && mv.to() == to && mv.captured.is_empty() != capture)
        .collect();
    match fits.as_slice() {
        [one] if squares.len() == 2 => Ok((*one).clone()),
        [] | [_] => Err(error("not a legal move in this position")),
        many => {
            let names: Vec<String> = many.iter().map(|mv| write(mv)).collect();
            Err(error(&format!(
                "ambiguous: write the whole path, one of {}",
                names.join(", ")
            )))
        }
    }
}
