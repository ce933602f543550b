//! The Ludo record, a text format of our own (Ludo has no standard one), also used for a
//! backgammon game that does not start at a game's beginning (which `.mat` cannot hold).
//!
//! Tags first, one `[Name "value"]` a line:
//! - `[Game "Ludo"]`, `[Date "YYYY.MM.DD"]` when known;
//! - one tag per seat, named by its colour, saying who plays it: `[Red "Person"]`,
//!   `[Blue "Computer (level 3)"]` (seats in turn order, clockwise);
//! - `[FEN "..."]`: the start position's code (see [`crate::games::ludo::codec`]), which
//!   also holds the colours in play;
//! - `[Result "..."]`: the finishing order as colours (`Red, Blue, Yellow`), or `*`.
//!
//! Then every throw and move, one a line, numbered, in the game's notation (see
//! [`crate::games::ludo::notation`]): throws for the start, throws, moves, passes and players
//! leaving the race. The last line is `*` while the game goes on and `end` once it is over.
//!
//! ```text
//! [Game "Ludo"]
//! [Red "Person"]
//! [Blue "Computer (level 3)"]
//! [FEN "L2.RB.0,0,0,0:0,0,0,0.s00.-.-.-"]
//! [Result "*"]
//!
//! 1. Red rolls 4 for the start
//! 2. Blue rolls 6 for the start
//! 3. Blue rolls 6
//! 4. Blue: enter two
//! *
//! ```
//!
//! Reading replays every line through the rules; a bare position code imports as a position.

use super::error::ImportError;
use super::file::{extra_tags, shown_moves, Export, GameInfo, Imported};
use super::replay::{bare_code, replay, start_from_tag};
use super::tagged::{read_tagged, tag_line, Layout};
use crate::games::{AnyGame, GameKind};
use crate::rules::{Game, Outcome, Record, Seat};

/// The tokens that may end the moves: unfinished, over, and the old exports' results.
const ENDS: [&str; 5] = ["*", "end", "1-0", "0-1", "1/2-1/2"];

/// The colour or side that names `seat` in the tags.
fn seat_name(game: &AnyGame, seat: Seat) -> String {
    match game {
        AnyGame::Ludo(_) | AnyGame::Backgammon(_) => game.side_name(seat).to_string(),
        _ => format!("Seat {}", seat.0 + 1),
    }
}

pub(super) fn export(record: &Record<AnyGame>, info: &GameInfo) -> Export {
    let start = record.start();
    let kind = start.kind();
    let mut text = tag_line("Game", kind.title());
    if let Some(date) = &info.date {
        text.push_str(&tag_line("Date", date));
    }
    let mut names = Vec::new();
    for seat in 0..start.num_players() as u8 {
        let name = seat_name(start, Seat(seat));
        let player = info.player(Seat(seat)).unwrap_or("?");
        text.push_str(&tag_line(&name, player));
        names.push(name);
    }
    text.push_str(&tag_line("FEN", &start.encode()));
    let over = record.verdict();
    let result = match over.as_ref().map(|v| &v.outcome) {
        Some(Outcome::Ranking(seats)) => seats
            .iter()
            .map(|&s| seat_name(start, s))
            .collect::<Vec<_>>()
            .join(", "),
        Some(Outcome::Win(seat)) => seat_name(start, *seat),
        _ => "*".to_string(),
    };
    text.push_str(&tag_line("Result", &result));
    let mut ours: Vec<&str> = vec!["Game", "Date", "FEN", "Result"];
    ours.extend(names.iter().map(String::as_str));
    for (name, value) in extra_tags(info, &ours) {
        text.push_str(&tag_line(name, value));
    }
    text.push('\n');
    for (i, mv) in shown_moves(record).iter().enumerate() {
        let before = record
            .position_before(i)
            .expect("a position before each move");
        text.push_str(&format!("{}. {}\n", i + 1, before.notation(mv)));
    }
    text.push_str(if over.is_some() { "end\n" } else { "*\n" });
    Export {
        file_name: format!("tabula-{}.txt", kind.slug()),
        mime: "text/plain",
        text,
    }
}

pub(super) fn import(text: &str, first_line: usize) -> Result<Imported, ImportError> {
    import_lines(GameKind::Ludo, text, first_line)
}

/// Reads a record in this format for `kind` (Ludo, or backgammon from a position), starting on
/// line `first_line` of its file.
pub(super) fn import_lines(
    kind: GameKind,
    text: &str,
    first_line: usize,
) -> Result<Imported, ImportError> {
    if !text.lines().any(|line| line.trim_start().starts_with('[')) {
        return bare_code(kind, text).map_err(|why| ImportError::NotAGame {
            expected: kind,
            why,
        });
    }
    let tagged = read_tagged(text, first_line, Layout::Lines, &ENDS)?;
    if let Some(game) = tagged.tag("Game") {
        if !game.eq_ignore_ascii_case(kind.title()) {
            return Err(ImportError::OtherGame {
                found: game.to_string(),
                expected: kind,
            });
        }
    }
    let start = match tagged.tag("FEN") {
        Some(code) => start_from_tag(kind, code)?,
        None => AnyGame::new(&kind.default_options()),
    };
    let record = replay(start, &tagged.moves)?;
    Ok(Imported {
        record,
        tags: tagged.tags,
    })
}
