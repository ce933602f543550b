//! Move notation: `11-15` for a step, `15x24` for a jump, `15x24x31` (every landing square) for
//! a multi-jump, with the ruleset's square names. Reading accepts those, the short `15x31`
//! (start and final square) for a multi-jump when only one legal move fits it, and a route other
//! than the one listed that takes the same pieces to the same square (it is the same move).
//!
//! ```
//! use tabula::games::draughts::Draughts;
//! use tabula::rules::Game;
//! # use tabula::games::draughts::DraughtsOptions;
//! let game = Draughts::decode("W:W23:B10,11,18,19", &DraughtsOptions::default()).unwrap();
//! let mv = game.parse_move("23x14x7").unwrap();
//! assert_eq!(game.notation(&mv), "23x14x7");
//! assert!(game.parse_move("23x7").is_err()); // two ways to get there
//! ```

use super::board::Geometry;
use super::DraughtsMove;
use crate::rules::NotationError;

/// The move written out: squares joined by `-` for a step, `x` for captures.
pub fn write(geometry: &Geometry, mv: &DraughtsMove) -> String {
    let separator = if mv.captured.is_empty() { "-" } else { "x" };
    mv.path
        .iter()
        .map(|&square| geometry.label(square).unwrap_or_else(|| "?".into()))
        .collect::<Vec<_>>()
        .join(separator)
}

/// Finds the legal move written as `text`.
pub fn parse(
    geometry: &Geometry,
    legal: &[DraughtsMove],
    text: &str,
) -> Result<DraughtsMove, NotationError> {
    let wanted = text.trim();
    let error = |message: String| NotationError::new(wanted, message);
    let squares = read_squares(geometry, wanted).map_err(error)?;
    if let Some(mv) = legal.iter().find(|mv| write(geometry, mv) == wanted) {
        return Ok(mv.clone());
    }
    let capture = wanted.contains('x');
    // Another route to the same result names the same move (issue 11, 2.13): only one route
    // of each is listed, but a record made elsewhere may give the other.
    if let Some(mv) = legal.iter().find(|mv| same_capture(mv, &squares)) {
        return Ok(mv.clone());
    }
    if capture && squares.len() == 2 {
        let (from, to) = (squares[0], squares[1]);
        let fits: Vec<&DraughtsMove> = legal
            .iter()
            .filter(|mv| {
                !mv.captured.is_empty()
                    && mv.path.first() == Some(&from)
                    && mv.path.last() == Some(&to)
            })
            .collect();
        match fits.as_slice() {
            [one] => return Ok((*one).clone()),
            [] => {}
            many => {
                let names: Vec<String> = many.iter().map(|mv| write(geometry, mv)).collect();
                return Err(error(format!(
                    "ambiguous: write the whole path, one of {}",
                    names.join(", ")
                )));
            }
        }
    }
    Err(error(why_illegal(geometry, legal, squares[0], capture)))
}

/// Whether `route` (start, every landing, end) takes the pieces `mv` takes, one per jump, from its
/// start to its end square: each jump runs along a straight line over exactly one of them.
fn same_capture(mv: &DraughtsMove, route: &[u8]) -> bool {
    if mv.captured.is_empty()
        || route.len() != mv.path.len()
        || route.first() != mv.path.first()
        || route.last() != mv.path.last()
    {
        return false;
    }
    let mut taken = Vec::new();
    for jump in route.windows(2) {
        let between = squares_between(jump[0], jump[1]);
        let mut over = between.iter().filter(|square| mv.captured.contains(square));
        match (over.next(), over.next()) {
            (Some(&square), None) if !taken.contains(&square) => taken.push(square),
            _ => return false,
        }
    }
    taken.len() == mv.captured.len()
}

/// The squares strictly between two squares on one rank, file or diagonal; none otherwise.
fn squares_between(from: u8, to: u8) -> Vec<u8> {
    let (file, rank) = (i16::from(from % 8), i16::from(from / 8));
    let (df, dr) = (i16::from(to % 8) - file, i16::from(to / 8) - rank);
    if (df != 0 && dr != 0 && df.abs() != dr.abs()) || (df == 0 && dr == 0) {
        return Vec::new();
    }
    let steps = df.abs().max(dr.abs());
    (1..steps)
        .map(|i| ((rank + dr.signum() * i) * 8 + file + df.signum() * i) as u8)
        .collect()
}

/// Splits the text into squares, checking its form.
fn read_squares(geometry: &Geometry, text: &str) -> Result<Vec<u8>, String> {
    if text.is_empty() {
        return Err("no move given".into());
    }
    let form = "write a step as 11-15 and a capture as 15x24 or 15x24x31";
    let step = text.contains('-');
    let capture = text.contains('x');
    let parts: Vec<&str> = text.split(['-', 'x']).collect();
    if step == capture || (step && parts.len() != 2) || parts.len() < 2 {
        return Err(format!("not draughts notation ({form})"));
    }
    parts
        .iter()
        .map(|part| {
            geometry
                .parse_label(part)
                .ok_or_else(|| format!("\"{part}\" is not a square of this board ({form})"))
        })
        .collect()
}

/// Explains why a well-formed move is not legal, to help a player see the rule at work.
fn why_illegal(geometry: &Geometry, legal: &[DraughtsMove], from: u8, capture: bool) -> String {
    let must_capture = legal.iter().any(|mv| !mv.captured.is_empty());
    let own_moves: Vec<String> = legal
        .iter()
        .filter(|mv| mv.path.first() == Some(&from))
        .map(|mv| write(geometry, mv))
        .collect();
    if legal.is_empty() {
        "there is no legal move in this position".into()
    } else if must_capture && !capture {
        "a capture is compulsory here".into()
    } else if own_moves.is_empty() {
        "not a legal move in this position (that piece has no legal move)".into()
    } else {
        format!(
            "not a legal move in this position (that piece can play {})",
            own_moves.join(", ")
        )
    }
}
