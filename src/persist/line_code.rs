//! Whole games in a link: every move of a record in a compact coding, so that a long game (a
//! backgammon match, a Ludo race of hundreds of throws) still fits a link that a chat or mail
//! program keeps whole.
//!
//! Version 1 reads `1.<moves>.<digits>[.<end>]`:
//! - `<moves>` is how many moves follow, in decimal;
//! - each move is its place among the distinct notations of every move that could come next
//!   (chance's results when chance acts, else the legal moves and the side moves), sorted as
//!   text; written in base 64 (`A-Z a-z 0-9 - ~`, none of which a link escapes) with as many
//!   digits as that number of choices needs: none for a forced move, one up to 64 choices, two
//!   up to 4,096;
//! - `<end>` is a declared end: `d` a draw agreed, `r<seat>` a resignation, `t<seat>` a side
//!   out of time.
//!
//! The choices are ordered by notation, which is part of the published formats, not by the
//! move generator's order, which may change: a link keeps opening the same game.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::line_code::{decode_line, encode_line};
//! use tabula::rules::{Game, Record};
//! let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
//! for san in ["e4", "e5", "Nf3"] {
//!     let mv = record.current().parse_move(san).unwrap();
//!     record.play(&mv).unwrap();
//! }
//! let line = encode_line(&record);
//! let opened = decode_line(record.start().clone(), &line).unwrap();
//! assert_eq!(opened.notations(), ["e4", "e5", "Nf3"]);
//! assert_eq!(opened.cursor(), 0); // opened at the start, ready to replay
//! ```

use super::error::ShareError;
use crate::games::{AnyGame, AnyMove};
use crate::rules::{sort, Game, Record, RecordEnd, Seat};

/// The coding's version, the first field of every line.
const VERSION: &str = "1";

/// The 64 digits, in order. None of them is escaped in a link (see `url_escape`).
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-~";

/// Every move that could be played in `game`, with its notation, sorted by notation; of moves
/// that share a notation only the first is kept, as reading that notation would pick it.
fn choices(game: &AnyGame) -> Vec<(String, AnyMove)> {
    let mut moves = game.next_moves();
    game.side_moves(&mut moves);
    let mut named: Vec<(String, AnyMove)> = moves
        .into_iter()
        .map(|mv| (game.notation(&mv), mv))
        .collect();
    // A stable sort keeps the generator's first move among equal notations.
    sort::by(&mut named, |a, b| a.0.cmp(&b.0));
    named.dedup_by(|later, earlier| later.0 == earlier.0);
    named
}

/// How many base-64 digits tell apart `count` choices.
fn width(count: usize) -> usize {
    let mut width = 0;
    let mut reach = 1usize;
    while reach < count {
        reach = reach.saturating_mul(64);
        width += 1;
    }
    width
}

fn push_number(out: &mut String, mut value: usize, width: usize) {
    let mut digits = vec![b'A'; width];
    for digit in digits.iter_mut().rev() {
        *digit = DIGITS[value % 64];
        value /= 64;
    }
    out.extend(digits.into_iter().map(char::from));
}

fn digit_value(digit: u8) -> Option<usize> {
    DIGITS.iter().position(|&d| d == digit)
}

/// Every recorded move of the record (the moves after its cursor too) and its declared end.
pub fn encode_line(record: &Record<AnyGame>) -> String {
    let moves = record.moves();
    let mut digits = String::new();
    for (i, mv) in moves.iter().enumerate() {
        let Some(before) = record.position_before(i) else {
            break;
        };
        let notation = before.notation(mv);
        let choices = choices(before);
        let index = choices
            .iter()
            .position(|(text, _)| *text == notation)
            .unwrap_or(0);
        push_number(&mut digits, index, width(choices.len()));
    }
    let mut line = format!("{VERSION}.{}.{digits}", moves.len());
    match record.declared() {
        Some(RecordEnd::DrawAgreed) => line.push_str(".d"),
        Some(RecordEnd::Resigned(seat)) => line.push_str(&format!(".r{}", seat.0)),
        Some(RecordEnd::TimeOut(seat)) => line.push_str(&format!(".t{}", seat.0)),
        None => {}
    }
    line
}

/// Replays a line from `start`, checking every move; the record is opened at its start.
pub fn decode_line(start: AnyGame, line: &str) -> Result<Record<AnyGame>, ShareError> {
    let read = read_line(start, line)?;
    match read.cut {
        Some(cut) => Err(cut.why),
        None => Ok(read.record),
    }
}

/// Where a whole game's moves stopped being readable (a link cut short in a message, a move
/// misspelt): the moves before it are kept.
#[derive(Clone, Debug, PartialEq)]
pub struct LineCut {
    /// How many moves were read.
    pub kept: usize,
    /// Why the next one could not be.
    pub why: ShareError,
}

/// A whole game read as far as its moves go, at the start (see [`read_line`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ReadLine {
    pub record: Record<AnyGame>,
    /// Where the moves stopped, if they did before the end.
    pub cut: Option<LineCut>,
}

/// Reads a whole game's moves after `start` as far as they can be read: a damaged coding (its
/// version, its count, its fields) is refused whole, but moves cut short or misspelt keep the
/// moves before them, and say where they stopped. A link cut in a message still opens the game
/// it carried up to there.
pub fn read_line(start: AnyGame, line: &str) -> Result<ReadLine, ShareError> {
    let bad = |why: &str| ShareError::BadCode(format!("the game's moves are damaged ({why})"));
    if line.is_empty() {
        return Err(bad("empty"));
    }
    let mut fields = line.split('.');
    match fields.next() {
        Some(VERSION) => {}
        other => {
            let version = other.unwrap_or_default();
            return Err(bad(&format!("unknown coding version \"{version}\"")));
        }
    }
    let count: usize = fields
        .next()
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| bad("no move count"))?;
    let digits = fields.next().unwrap_or("").as_bytes();
    let end = fields.next();
    if fields.next().is_some() {
        return Err(bad("more fields than the coding has"));
    }
    let mut record = Record::new(start);
    let mut at = 0;
    for index in 1..=count {
        let choices = choices(record.current());
        let width = width(choices.len());
        let chosen = digits.get(at..at + width).and_then(|number| {
            number.iter().try_fold(0usize, |value, &digit| {
                Some(value * 64 + digit_value(digit)?)
            })
        });
        at += width;
        let played = match chosen.map(|chosen| choices.get(chosen)) {
            None => Err(bad(&format!("move {index} is cut short or misspelt"))),
            Some(None) => Err(ShareError::BadMove {
                index,
                message: "there is no such move in this position".into(),
            }),
            Some(Some((_, mv))) => record.play(mv).map_err(|e| ShareError::BadMove {
                index,
                message: e.reason,
            }),
        };
        if let Err(why) = played {
            record.goto(0);
            let cut = LineCut {
                kept: index - 1,
                why,
            };
            return Ok(ReadLine {
                record,
                cut: Some(cut),
            });
        }
    }
    if at != digits.len() {
        return Err(bad("characters left after the last move"));
    }
    if let Some(end) = end {
        record.declare(read_end(end, record.start().num_players()).ok_or_else(|| bad(end))?);
    }
    record.goto(0);
    Ok(ReadLine { record, cut: None })
}

/// `d`, or `r<seat>` (resigned) or `t<seat>` (out of time) for a seat the game has.
fn read_end(text: &str, players: usize) -> Option<RecordEnd> {
    if text == "d" {
        return Some(RecordEnd::DrawAgreed);
    }
    let (end, seat): (fn(Seat) -> RecordEnd, &str) = match text.split_at_checked(1)? {
        ("r", seat) => (RecordEnd::Resigned, seat),
        ("t", seat) => (RecordEnd::TimeOut, seat),
        _ => return None,
    };
    let seat: u8 = seat.parse().ok()?;
    (usize::from(seat) < players).then_some(end(Seat(seat)))
}
