//! The Ludo position code, URL-safe (letters, digits and `.,:-` only), six fields joined by `.`:
//!
//! `L1.<colours>.<pieces>.<phase>.<die>.<ranking>`
//! - `L1`: the code's version;
//! - colours by seat, clockwise: letters `R`, `B`, `Y`, `G` (2 to 4, distinct);
//! - pieces: per seat four numbers joined by `,`, seats joined by `:`; each number is the
//!   piece's progress along its own way: 0 base, 1..=40 track (1 = start point), 41..=44 home
//!   line, 45 finished;
//! - phase: `s` and one character per seat while the start is thrown for (`-` out of the
//!   contest, `0` yet to throw, `1`..`6` thrown), `r<seat>` chance throws for a seat,
//!   `m<seat>` a seat moves with the die, `x` the game is over;
//! - die: the last throw, or `-`;
//! - ranking: the finished seats in order as digits, or `-`.
//!
//! The colours in the code decide the players (the options passed to `decode` are not used).
//!
//! ```
//! use tabula::games::ludo::{Ludo, LudoOptions};
//! use tabula::rules::Game;
//! let game = Ludo::new(&LudoOptions::default());
//! let code = game.encode();
//! assert_eq!(code, "L1.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.s0000.-.-");
//! assert_eq!(Ludo::decode(&code, &LudoOptions::default()).unwrap(), game);
//! assert!(Ludo::decode("L1.RR.x", &LudoOptions::default()).is_err());
//! ```

use super::board::{track_field, Colour, FINISH};
use super::{Ludo, LudoOptions, Phase};
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
    let ranking: String = game.ranking.iter().map(|s| s.0.to_string()).collect();
    let ranking = if ranking.is_empty() {
        "-".into()
    } else {
        ranking
    };
    let phase = phase_text(game);
    format!("L1.{colours}.{}.{phase}.{die}.{ranking}", pieces.join(":"))
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

/// Reads a position code, checking that it describes a reachable-looking position.
pub fn decode(code: &str, _options: &LudoOptions) -> Result<Ludo, DecodeError> {
    let fields: Vec<&str> = code.trim().split('.').collect();
    let [version, colours, pieces, phase, die, ranking] = fields[..] else {
        return Err(err("a Ludo code has six parts separated by dots"));
    };
    if version != "L1" {
        return Err(err(format!("unknown Ludo code version \"{version}\"")));
    }
    let colours = read_colours(colours)?;
    let n = colours.len();
    let progress = read_pieces(pieces, n)?;
    let die = match die {
        "-" => None,
        d => Some(
            d.parse::<u8>()
                .ok()
                .filter(|d| (1..=6).contains(d))
                .ok_or_else(|| err(format!("the die \"{d}\" is not 1 to 6")))?,
        ),
    };
    let ranking = read_ranking(ranking, n)?;
    let phase = read_phase(phase, n, die)?;
    let game = Ludo {
        colours,
        progress,
        phase,
        die,
        ranking,
    };
    check(&game)?;
    Ok(game)
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
            progress[s][i] = number
                .parse::<u8>()
                .ok()
                .filter(|&r| r <= FINISH)
                .ok_or_else(|| err(format!("\"{number}\" is not a piece position (0 to 45)")))?;
        }
    }
    Ok(progress)
}

fn read_ranking(text: &str, n: usize) -> Result<Vec<Seat>, DecodeError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut ranking = Vec::new();
    for ch in text.chars() {
        let seat = ch
            .to_digit(10)
            .filter(|&d| (d as usize) < n)
            .map(|d| Seat(d as u8))
            .ok_or_else(|| err(format!("\"{ch}\" in the ranking is not a seat")))?;
        if ranking.contains(&seat) {
            return Err(err("a seat appears twice in the ranking"));
        }
        ranking.push(seat);
    }
    Ok(ranking)
}

fn read_phase(text: &str, n: usize, die: Option<u8>) -> Result<Phase, DecodeError> {
    let mut chars = text.chars();
    let kind = chars.next();
    let rest: String = chars.collect();
    let seat = || {
        rest.parse::<u8>()
            .ok()
            .filter(|&s| usize::from(s) < n)
            .map(Seat)
            .ok_or_else(|| err(format!("\"{rest}\" is not a seat")))
    };
    match kind {
        Some('r') => Ok(Phase::Rolling(seat()?)),
        Some('m') => {
            let die = die.ok_or_else(|| err("a player to move needs a die"))?;
            Ok(Phase::Moving(seat()?, die))
        }
        Some('x') if rest.is_empty() => Ok(Phase::Over),
        Some('s') => read_start(&rest, n),
        _ => Err(err(format!("unknown phase \"{text}\""))),
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
    if super::next_contender(contenders, rolls).is_none() {
        return Err(err("no player is left to throw for the start"));
    }
    Ok(Phase::StartRolls { contenders, rolls })
}

/// Consistency: no two colours on one field, the ranking matches the finished players, the
/// player on turn is still playing.
fn check(game: &Ludo) -> Result<(), DecodeError> {
    let mut owner = [None; 40];
    for seat in game.seats() {
        for r in game.progress(seat) {
            if let Some(field) = track_field(game.colour(seat), r) {
                match owner[usize::from(field)] {
                    Some(other) if other != seat => {
                        return Err(err(format!("two colours share field {field}")))
                    }
                    _ => owner[usize::from(field)] = Some(seat),
                }
            }
        }
    }
    let n = game.colours.len();
    let over = game.phase == Phase::Over;
    let ranked = if over { n - 1 } else { game.ranking.len() };
    let finished = game.seats().filter(|&s| game.is_finished(s)).count();
    let listed_finished = game
        .ranking
        .iter()
        .take(ranked)
        .all(|&s| game.is_finished(s));
    if (over && game.ranking.len() != n) || finished != ranked || !listed_finished {
        return Err(err("the ranking does not match the finished players"));
    }
    if !over && game.ranking.len() + 1 >= n {
        return Err(err("the game should be over"));
    }
    match game.phase {
        Phase::Rolling(s) | Phase::Moving(s, _) if game.ranking.contains(&s) => {
            Err(err("the player on turn has already finished"))
        }
        Phase::StartRolls { .. } if game.progress.iter().flatten().any(|&r| r != 0) => {
            Err(err("pieces have moved before the start was decided"))
        }
        _ => Ok(()),
    }
}
