//! Position codes, URL-safe (letters, digits, `,` and `:` only):
//! `<side to move>:W<White's pieces>:B<Black's pieces>:<castle moves made by White><by Black>`.
//!
//! The side to move is `W` or `B`. A piece list is squares separated by commas, a knight's square
//! with `N` before it; written knights first, then men, each group by file and then rank (the
//! order RULES.md lists the start in), so a code read and written again comes out canonical.
//! Reading also takes the lists in either order, pieces in any order and lowercase square names,
//! and refuses a side with more than the 4 knights and 10 men it starts with.
//! The castle-move counts are one digit each, 0–2. The start:
//!
//! ```
//! use tabula::games::camelot::{Camelot, CamelotOptions};
//! use tabula::rules::Game;
//! let start = Camelot::new(&CamelotOptions::default());
//! let code = "W:WNC6,ND7,NI7,NJ6,D6,E6,E7,F6,F7,G6,G7,H6,H7,I6\
//!             :BNC11,ND10,NI10,NJ11,D11,E10,E11,F10,F11,G10,G11,H10,H11,I11:00";
//! assert_eq!(start.encode(), code);
//! assert_eq!(Camelot::decode(code, &CamelotOptions::default()).unwrap(), start);
//! assert!(Camelot::decode("W:WA1:B:00", &CamelotOptions::default()).is_err());
//! ```

use super::board::{on_board, parse_in_rectangle, square_name, FILES};
use super::{Camelot, CamelotOptions, Piece};
use crate::rules::{sort, DecodeError, Seat};

/// Pieces a side starts with, and the most a code may give it.
pub const MAX_PIECES: usize = MAX_KNIGHTS + MAX_MEN;
/// Knights a side starts with: no piece ever becomes a knight, so no side has more.
pub const MAX_KNIGHTS: usize = 4;
/// Men a side starts with, and the most it can have.
pub const MAX_MEN: usize = 10;

fn side_letter(seat: Seat) -> char {
    if seat.0 & 1 == 0 {
        'W'
    } else {
        'B'
    }
}

/// Writes the position.
pub fn encode(game: &Camelot) -> String {
    let mut code = side_letter(game.side_to_move()).to_string();
    for seat in [Seat(0), Seat(1)] {
        let mut pieces: Vec<(bool, u16, u16, String)> = (0..super::board::SQUARES as u16)
            .filter_map(|square| {
                let (owner, piece) = game.piece_at(square)?;
                (owner == seat).then(|| {
                    let knight = piece == Piece::Knight;
                    let prefix = if knight { "N" } else { "" };
                    let text = format!("{prefix}{}", square_name(square));
                    (!knight, square % FILES, square / FILES, text)
                })
            })
            .collect();
        sort::all(&mut pieces);
        let list: Vec<String> = pieces.into_iter().map(|(.., text)| text).collect();
        code.push(':');
        code.push(side_letter(seat));
        code.push_str(&list.join(","));
    }
    code.push(':');
    for seat in [Seat(0), Seat(1)] {
        code.push(char::from(b'0' + game.castle_moves_made(seat).min(9)));
    }
    code
}

/// Reads a position, saying which part is wrong when it cannot.
pub fn decode(code: &str, options: &CamelotOptions) -> Result<Camelot, DecodeError> {
    let code = code.trim();
    if let Some(bad) = code
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == ',' || *c == ':'))
    {
        return Err(DecodeError::new(format!(
            "unexpected character '{bad}': a Camelot code has only letters, digits, ',' and ':'"
        )));
    }
    let fields: Vec<&str> = code.split(':').collect();
    if fields.len() != 4 {
        return Err(DecodeError::new(format!(
            "expected 4 fields separated by ':' (side to move, White's pieces, Black's pieces, \
             castle moves), found {}",
            fields.len()
        )));
    }
    let to_move = match fields[0] {
        "W" | "w" => Seat(0),
        "B" | "b" => Seat(1),
        other => {
            return Err(DecodeError::new(format!(
                "the side to move must be W or B, not \"{other}\""
            )))
        }
    };
    let mut pieces: Vec<(u16, Seat, Piece)> = Vec::new();
    let mut seen = [false; 2];
    for field in &fields[1..3] {
        let seat = match field.chars().next() {
            Some('W' | 'w') => Seat(0),
            Some('B' | 'b') => Seat(1),
            _ => {
                return Err(DecodeError::new(format!(
                    "a piece list must start with W or B, not \"{field}\""
                )))
            }
        };
        if std::mem::replace(&mut seen[usize::from(seat.0)], true) {
            return Err(DecodeError::new(format!(
                "{}'s pieces are listed twice",
                Camelot::side_name(seat)
            )));
        }
        read_list(&field[1..], seat, &mut pieces)?;
    }
    let castle_moves = read_castle_moves(fields[3])?;
    Ok(Camelot::from_parts(options, &pieces, to_move, castle_moves))
}

/// Reads one side's comma-separated pieces (after its letter) into `pieces`.
fn read_list(
    list: &str,
    seat: Seat,
    pieces: &mut Vec<(u16, Seat, Piece)>,
) -> Result<(), DecodeError> {
    let side = Camelot::side_name(seat);
    let (mut knights, mut men) = (0, 0);
    for item in list.split(',').filter(|item| !item.is_empty()) {
        let (piece, name) = match item.strip_prefix(['N', 'n']) {
            Some(rest) => (Piece::Knight, rest),
            None => (Piece::Man, item),
        };
        let square = parse_in_rectangle(name).ok_or_else(|| {
            DecodeError::new(format!(
                "unknown square \"{item}\" in {side}'s pieces \
                 (files A-L, ranks 1-16, N before a knight)"
            ))
        })?;
        if !on_board(square) {
            return Err(DecodeError::new(format!(
                "square {} in {side}'s pieces is off the board (a cut corner)",
                square_name(square)
            )));
        }
        if pieces.iter().any(|&(s, ..)| s == square) {
            return Err(DecodeError::new(format!(
                "square {} holds two pieces",
                square_name(square)
            )));
        }
        // A side never has more knights or men than it starts with (issue 11, 4.2): more would
        // be a position no game reaches, and more knights make move generation slower.
        let (count, most, kind) = match piece {
            Piece::Knight => (&mut knights, MAX_KNIGHTS, "knights"),
            Piece::Man => (&mut men, MAX_MEN, "men"),
        };
        *count += 1;
        if *count > most {
            return Err(DecodeError::new(format!(
                "{side} has more than {most} {kind}: a side starts with {MAX_KNIGHTS} knights \
                 and {MAX_MEN} men and never gains any"
            )));
        }
        pieces.push((square, seat, piece));
    }
    Ok(())
}

/// Reads the castle-move counts: two digits 0–2, White's first.
fn read_castle_moves(field: &str) -> Result<[u8; 2], DecodeError> {
    let digits: Vec<u8> = field.bytes().collect();
    match digits.as_slice() {
        [white @ b'0'..=b'2', black @ b'0'..=b'2'] => Ok([white - b'0', black - b'0']),
        _ => Err(DecodeError::new(format!(
            "castle moves must be two digits 0-2 (White's, then Black's), not \"{field}\""
        ))),
    }
}
