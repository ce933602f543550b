//! Position codes in PDN 3.0 draughts FEN: the side to move, then each side's piece list with a
//! `K` before kings, e.g. `W:WK3,21:B1,K30`. Written sorted and without ranges, White's list first,
//! so a code read and written again comes out canonical. Reading is lenient about form (ranges such
//! as `21-32`, either list first, whitespace, a final `.`) and strict about content (real squares,
//! each once, no man on its crowning row or behind its starting rows, no more pieces on a side
//! than it starts with).
//!
//! ```
//! use tabula::games::draughts::{Draughts, DraughtsOptions};
//! use tabula::rules::Game;
//! let game = Draughts::decode("B:B1-12:W21-32.", &DraughtsOptions::default()).unwrap();
//! assert_eq!(game, Draughts::new(&DraughtsOptions::default()));
//! ```

use super::board::{squares_of, Board, Geometry};
use super::ruleset::RuleSpec;
use crate::rules::{sort, DecodeError, Seat};

/// The letter of a seat's piece list: the first letter of its side's name ('B' or 'W').
fn letter(spec: &RuleSpec, seat: Seat) -> char {
    spec.side_names[usize::from(seat.0 & 1)]
        .chars()
        .next()
        .unwrap_or('?')
}

/// The seats in the order their lists are written: White's first, as PDN does.
fn list_order(spec: &RuleSpec) -> [Seat; 2] {
    if letter(spec, Seat(0)) == 'W' {
        [Seat(0), Seat(1)]
    } else {
        [Seat(1), Seat(0)]
    }
}

/// Writes the position.
pub fn encode(spec: &RuleSpec, geometry: &Geometry, board: &Board, to_move: Seat) -> String {
    let mut code = letter(spec, to_move).to_string();
    for seat in list_order(spec) {
        let mut pieces: Vec<(u32, String)> = squares_of(board.sides[usize::from(seat.0)])
            .filter_map(|square| {
                let label = geometry.label(square)?;
                let key = label.parse::<u32>().unwrap_or(u32::from(square));
                let king = if board.kings & (1 << square) != 0 {
                    "K"
                } else {
                    ""
                };
                Some((key, format!("{king}{label}")))
            })
            .collect();
        sort::all(&mut pieces);
        let list: Vec<String> = pieces.into_iter().map(|(_, text)| text).collect();
        code.push(':');
        code.push(letter(spec, seat));
        code.push_str(&list.join(","));
    }
    code
}

/// Reads a position: the board and the side to move.
pub fn decode(
    spec: &RuleSpec,
    geometry: &Geometry,
    code: &str,
) -> Result<(Board, Seat), DecodeError> {
    let compact: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let compact = compact.strip_suffix('.').unwrap_or(&compact);
    if compact.is_empty() {
        return Err(DecodeError::new("the code is empty"));
    }
    let shape = "expected the side to move and both piece lists, as in B:W21,22:B1,2";
    let parts: Vec<&str> = compact.split(':').collect();
    let [side, first, second] = parts.as_slice() else {
        return Err(DecodeError::new(format!(
            "{shape} (found {} part(s) separated by ':')",
            parts.len()
        )));
    };
    let seat_of = |text: &str| {
        let mut chars = text.chars();
        let letter_found = chars.next()?.to_ascii_uppercase();
        [Seat(0), Seat(1)]
            .into_iter()
            .find(|&seat| letter(spec, seat) == letter_found)
    };
    let to_move = match seat_of(side) {
        Some(seat) if side.len() == 1 => seat,
        _ => {
            return Err(DecodeError::new(format!(
                "the side to move must be B or W, not \"{side}\" ({shape})"
            )))
        }
    };
    let mut board = Board::default();
    let mut seen = [false; 2];
    for list in [first, second] {
        let seat = seat_of(list).ok_or_else(|| {
            DecodeError::new(format!(
                "a piece list must start with W or B, not \"{list}\" ({shape})"
            ))
        })?;
        let name = spec.side_names[usize::from(seat.0)];
        if std::mem::replace(&mut seen[usize::from(seat.0)], true) {
            return Err(DecodeError::new(format!("two piece lists for {name}")));
        }
        read_list(spec, geometry, &list[1..], seat, &mut board)?;
    }
    check_possible(spec, geometry, &board)?;
    Ok((board, to_move))
}

/// Refuses positions the rules can never reach: more pieces on a side than it starts with (the
/// engine's work grows with them; issue 11, 4.2), or a man behind the rows men start on, where
/// men that never move backward cannot go (a Tama man on its own first row).
fn check_possible(spec: &RuleSpec, geometry: &Geometry, board: &Board) -> Result<(), DecodeError> {
    let start = Board::start(spec);
    let backward = spec
        .man_steps
        .iter()
        .chain(spec.man_captures)
        .any(|dir| dir.forward < 0);
    let first_row = spec.start_rows.iter().copied().min().unwrap_or(0);
    for seat in [Seat(0), Seat(1)] {
        let side = usize::from(seat.0);
        let name = spec.side_names[side];
        let (count, most) = (
            board.sides[side].count_ones(),
            start.sides[side].count_ones(),
        );
        if count > most {
            return Err(DecodeError::new(format!(
                "{name} has {count} pieces, but a side has at most {most} (the number it starts with)"
            )));
        }
        if backward {
            continue;
        }
        let men = board.sides[side] & !board.kings;
        for row in 0..first_row {
            let rank = geometry.rank_of_row(seat, row);
            if let Some(square) = squares_of(men & (0xFFu64 << (rank * 8))).next() {
                let label = geometry.label(square).unwrap_or_default();
                return Err(DecodeError::new(format!(
                    "{name} man on {label} stands behind the rows men start on, and men never \
                     move backward"
                )));
            }
        }
    }
    Ok(())
}

/// Reads one side's comma-separated pieces onto the board.
fn read_list(
    spec: &RuleSpec,
    geometry: &Geometry,
    list: &str,
    seat: Seat,
    board: &mut Board,
) -> Result<(), DecodeError> {
    if list.is_empty() {
        return Ok(());
    }
    let name = spec.side_names[usize::from(seat.0)];
    for item in list.split(',') {
        let (king, squares) = match item.strip_prefix(['K', 'k']) {
            Some(rest) => (true, rest),
            None => (false, item),
        };
        for square in read_squares(geometry, squares, name)? {
            let label = geometry.label(square).unwrap_or_default();
            if let Some((owner, _)) = board.get(square) {
                return Err(DecodeError::new(if owner == seat {
                    format!("square {label} is listed twice for {name}")
                } else {
                    format!("square {label} holds pieces of both sides")
                }));
            }
            if !king && geometry.crowning_row(seat) & (1 << square) != 0 {
                return Err(DecodeError::new(format!(
                    "{name} man on square {label} should be a king (it stands on the row where \
                     {name} is crowned): write K{label}"
                )));
            }
            board.put(square, seat, king);
        }
    }
    Ok(())
}

/// One square, or a range of numbered squares such as `21-32`.
fn read_squares(geometry: &Geometry, text: &str, name: &str) -> Result<Vec<u8>, DecodeError> {
    let square = |label: &str| {
        geometry.parse_label(label).ok_or_else(|| {
            DecodeError::new(if label.is_empty() {
                format!("an empty entry in {name}'s piece list")
            } else {
                format!("\"{label}\" in {name}'s piece list is not a square of this board")
            })
        })
    };
    let Some((low, high)) = text.split_once('-') else {
        return Ok(vec![square(text)?]);
    };
    let range_error = || DecodeError::new(format!("\"{text}\" in {name}'s list is not a range"));
    if !geometry.numbered() {
        return Err(range_error());
    }
    let (low, high) = (square(low)?, square(high)?);
    let number = |sq: u8| {
        geometry
            .label(sq)
            .and_then(|label| label.parse::<u8>().ok())
            .unwrap_or(0)
    };
    let (from, to) = (number(low), number(high));
    if from > to {
        return Err(DecodeError::new(format!(
            "the range \"{text}\" in {name}'s list runs backwards"
        )));
    }
    (from..=to)
        .map(|n| square(&n.to_string()))
        .collect::<Result<Vec<u8>, DecodeError>>()
        .map_err(|_| range_error())
}
