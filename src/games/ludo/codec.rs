//! The Ludo position code, URL-safe (letters, digits and `.,:-` only), seven fields joined by
//! `.`:
//!
//! `L2.<colours>.<pieces>.<phase>.<die>.<ranking>.<left>`
//! - `L2`: the code's version;
//! - colours by seat, clockwise: letters `R`, `B`, `Y`, `G` (2 to 4, distinct);
//! - pieces: per seat four numbers joined by `,`, seats joined by `:`; each number is the
//!   piece's progress along its own way: 0 base, 1..=40 track (1 = start point), 41..=44 home
//!   line, 45 finished (a player who left has `0,0,0,0`: the pieces are off the board);
//! - phase: `s` and one character per seat while the start is thrown for (`-` out of the
//!   contest, `0` yet to throw, `1`..`6` thrown), `r<seat>` chance throws for a seat,
//!   `m<seat>` a seat moves with the die, `x` the game is over;
//! - die: the last throw, or `-` before the first;
//! - ranking: the finished seats in order as digits (every seat once the game is over, see
//!   [`super`]), or `-`;
//! - left: the seats that left the race, in the order they left, as digits, or `-`.
//!
//! Version `L1` codes, written before players could leave, have no `left` field and still
//! open. Numbers are plain decimals (no signs, no leading zeros). The colours in the code decide
//! the players (the options passed to `decode` are not used). Only positions the rules can
//! hold are accepted (the checks are listed in `consistency.rs`).
//!
//! ```
//! use tabula::games::ludo::{Ludo, LudoOptions};
//! use tabula::rules::Game;
//! let game = Ludo::new(&LudoOptions::default());
//! let code = game.encode();
//! assert_eq!(code, "L2.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.s0000.-.-.-");
//! assert_eq!(Ludo::decode(&code, &LudoOptions::default()).unwrap(), game);
//! let old = "L1.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.s0000.-.-";
//! assert_eq!(Ludo::decode(old, &LudoOptions::default()).unwrap(), game);
//! assert!(Ludo::decode("L1.RR.x", &LudoOptions::default()).is_err());
//! ```

use super::board::{Colour, FINISH};
use super::{consistency, Ludo, LudoOptions, Phase};
use crate::rules::{DecodeError, Seat};

/// The position code of a game.
pub fn encode(game: &Ludo) -> String {
    let colours: String = game.colours.iter().map(|c| c.letter()).collect();
    let pieces: Vec<String> = game
        .seats()
        .map(|s| {
            let p = game.progress(s);
            format!("{},{},{},{}", p[0], p[1], p[2], p[3])
        })
        .collect();
    let die = game.die.map_or("-".to_string(), |d| d.to_string());
    let phase = phase_text(game);
    let (ranking, left) = (seat_list(&game.ranking), seat_list(&game.left));
    format!(
        "L2.{colours}.{}.{phase}.{die}.{ranking}.{left}",
        pieces.join(":")
    )
}

/// Seats as digits, or `-` for none.
fn seat_list(seats: &[Seat]) -> String {
    if seats.is_empty() {
        return "-".into();
    }
    seats.iter().map(|s| s.0.to_string()).collect()
}

fn phase_text(game: &Ludo) -> String {
    match game.phase {
        Phase::StartRolls { contenders, rolls } => {
            let marks: String = game
                .seats()
                .map(|s| match rolls[usize::from(s.0)] {
                    _ if contenders & (1 << s.0) == 0 => '-',
                    d => char::from(b'0' + d.min(6)),
                })
                .collect();
            format!("s{marks}")
        }
        Phase::Rolling(seat) => format!("r{}", seat.0),
        Phase::Moving(seat, _) => format!("m{}", seat.0),
        Phase::Over => "x".into(),
    }
}

fn err(message: impl Into<String>) -> DecodeError {
    DecodeError::new(message)
}

/// Reads a position code, accepting only positions the rules can hold.
pub fn decode(code: &str, _options: &LudoOptions) -> Result<Ludo, DecodeError> {
    let fields: Vec<&str> = code.trim().split('.').collect();
    let (colours, pieces, phase, die, ranking, left) = match fields[..] {
        ["L2", colours, pieces, phase, die, ranking, left] => {
            (colours, pieces, phase, die, ranking, left)
        }
        ["L1", colours, pieces, phase, die, ranking] => (colours, pieces, phase, die, ranking, "-"),
        ["L1" | "L2", ..] => {
            return Err(err(
                "a Ludo code has seven parts separated by dots (six in version L1)",
            ))
        }
        [""] => return Err(err("the Ludo code is empty")),
        [version, ..] => {
            return Err(err(format!(
                "unknown Ludo code version \"{}\" (expected L2 or L1)",
                version.chars().take(12).collect::<String>()
            )))
        }
        [] => return Err(err("a Ludo code has seven parts separated by dots")),
    };
    let colours = read_colours(colours)?;
    let n = colours.len();
    let progress = read_pieces(pieces, n)?;
    let die = match die {
        "-" => None,
        d => Some(
            read_number(d, 6)
                .filter(|&d| d >= 1)
                .ok_or_else(|| err(format!("the die \"{}\" is not 1 to 6", clip(d))))?,
        ),
    };
    let ranking = read_seats(ranking, n, "ranking")?;
    let left = read_seats(left, n, "list of players who left")?;
    let phase = read_phase(phase, n, die)?;
    let game = Ludo {
        colours,
        progress,
        phase,
        die,
        ranking,
        left,
    };
    consistency::check(&game)?;
    Ok(game)
}

/// At most a few characters of bad input, for messages.
fn clip(text: &str) -> String {
    let mut short: String = text.chars().take(8).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    short
}

/// A plain decimal number up to `max`: digits only, no sign, no leading zero.
fn read_number(text: &str, max: u8) -> Option<u8> {
    let plain = !text.is_empty()
        && text.len() <= 2
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    text.parse::<u8>().ok().filter(|&v| plain && v <= max)
}

fn read_colours(text: &str) -> Result<Vec<Colour>, DecodeError> {
    let mut colours = Vec::new();
    for ch in text.chars() {
        let colour =
            Colour::from_letter(ch).ok_or_else(|| err(format!("\"{ch}\" is not a colour")))?;
        if colours.last().is_some_and(|&last| last >= colour) {
            return Err(err("colours must be distinct, in the order R, B, Y, G"));
        }
        colours.push(colour);
    }
    if colours.len() < 2 {
        return Err(err("Ludo needs 2 to 4 colours"));
    }
    Ok(colours)
}

fn read_pieces(text: &str, n: usize) -> Result<[[u8; 4]; 4], DecodeError> {
    let seats: Vec<&str> = text.split(':').collect();
    if seats.len() != n {
        return Err(err(format!("expected pieces for {n} players")));
    }
    let mut progress = [[0u8; 4]; 4];
    for (s, group) in seats.iter().enumerate() {
        let numbers: Vec<&str> = group.split(',').collect();
        if numbers.len() != 4 {
            return Err(err(format!("player {} needs exactly four pieces", s + 1)));
        }
        for (i, number) in numbers.iter().enumerate() {
            progress[s][i] = read_number(number, FINISH).ok_or_else(|| {
                err(format!(
                    "\"{}\" is not a piece position (0 to 45)",
                    clip(number)
                ))
            })?;
        }
    }
    Ok(progress)
}

/// Distinct seats as digits (`-` for none): the ranking, or the players who left.
fn read_seats(text: &str, n: usize, what: &str) -> Result<Vec<Seat>, DecodeError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut seats = Vec::new();
    for ch in text.chars() {
        let seat = ch
            .to_digit(10)
            .filter(|&d| (d as usize) < n)
            .map(|d| Seat(d as u8))
            .ok_or_else(|| err(format!("\"{ch}\" in the {what} is not a seat")))?;
        if seats.contains(&seat) {
            return Err(err(format!("a seat appears twice in the {what}")));
        }
        seats.push(seat);
    }
    if seats.is_empty() {
        return Err(err(format!("the {what} is empty: write \"-\"")));
    }
    Ok(seats)
}

fn read_phase(text: &str, n: usize, die: Option<u8>) -> Result<Phase, DecodeError> {
    let mut chars = text.chars();
    let kind = chars.next();
    let rest = chars.as_str();
    let seat = || {
        read_number(rest, 3)
            .filter(|&s| usize::from(s) < n)
            .map(Seat)
            .ok_or_else(|| err(format!("\"{}\" is not a seat", clip(rest))))
    };
    match kind {
        Some('r') => Ok(Phase::Rolling(seat()?)),
        Some('m') => {
            let die = die.ok_or_else(|| err("a player to move needs a die"))?;
            Ok(Phase::Moving(seat()?, die))
        }
        Some('x') if rest.is_empty() => Ok(Phase::Over),
        Some('s') => read_start(rest, n),
        _ => Err(err(format!("unknown phase \"{}\"", clip(text)))),
    }
}

fn read_start(marks: &str, n: usize) -> Result<Phase, DecodeError> {
    if marks.chars().count() != n {
        return Err(err("the start throws need one mark per player"));
    }
    let (mut contenders, mut rolls) = (0u8, [0u8; 4]);
    for (s, ch) in marks.chars().enumerate() {
        match ch {
            '-' => {}
            '0'..='6' => {
                contenders |= 1 << s;
                rolls[s] = ch as u8 - b'0';
            }
            _ => return Err(err(format!("\"{ch}\" is not a start throw"))),
        }
    }
    Ok(Phase::StartRolls { contenders, rolls })
}
