//! Who plays each seat: a person, or the computer at a level. Saved with the game and carried in
//! share links as `ai=<seat>:<level>[,<seat>:<level>]` (`?ai=1:3`: seat 1, Black in chess and the
//! draughts, is the computer at level 3; `?ai=1:3,2:5,3:1` in Ludo: Blue, Yellow and Green are
//! computers). Seats not named are people.
//!
//! ```
//! use tabula::persist::Computers;
//! use tabula::games::GameKind;
//! let computers = Computers::parse("1:3", GameKind::Chess).unwrap();
//! assert_eq!(computers.level_of(1), Some(3));
//! assert_eq!(computers.level_of(0), None);
//! assert_eq!(computers.to_query(), "1:3");
//! ```

use crate::rules::{sort, FIRST_LEVEL, TOP_LEVEL};
use serde::{Deserialize, Serialize};

use crate::games::GameKind;

/// One seat the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerSeat {
    pub seat: u8,
    /// [`FIRST_LEVEL`] (weakest) to [`TOP_LEVEL`].
    pub level: u8,
}

/// The seats the computer plays, in seat order, each at most once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Computers(Vec<ComputerSeat>);

/// The games with a computer player: all of them (the deterministic two-player games of issue
/// 12, Ludo and backgammon of issue 13). A new game says here whether it has one.
pub fn has_computer_player(kind: GameKind) -> bool {
    match kind {
        GameKind::EnglishDraughts | GameKind::Tammi | GameKind::Tama => true,
        GameKind::Chess | GameKind::Camelot => true,
        GameKind::Ludo | GameKind::Backgammon => true,
    }
}

impl Computers {
    /// How many seats a game can have: four in Ludo, two in the others. (A Ludo game may have
    /// fewer players; the session checks seats against the game in hand.)
    pub fn max_seats(kind: GameKind) -> u8 {
        match kind {
            GameKind::Ludo => 4,
            _ => 2,
        }
    }

    /// Nobody: every seat is a person.
    pub fn none() -> Self {
        Computers::default()
    }

    /// The computer on one seat.
    pub fn one(seat: u8, level: u8) -> Self {
        Computers(vec![ComputerSeat { seat, level }])
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn seats(&self) -> &[ComputerSeat] {
        &self.0
    }

    /// The computer's level on `seat`, or None where a person plays it.
    pub fn level_of(&self, seat: u8) -> Option<u8> {
        self.0.iter().find(|c| c.seat == seat).map(|c| c.level)
    }

    /// Sets one seat: `Some(level)` for the computer, None for a person.
    pub fn with_seat(mut self, seat: u8, level: Option<u8>) -> Self {
        self.0.retain(|c| c.seat != seat);
        if let Some(level) = level {
            self.0.push(ComputerSeat { seat, level });
            sort::by_key(&mut self.0, |c| c.seat);
        }
        self
    }

    /// Checks the seats against the game: its seats ([`Computers::max_seats`]), levels [`FIRST_LEVEL`] to [`TOP_LEVEL`], no
    /// seat twice, and only games with a computer player.
    pub fn validate(&self, kind: GameKind) -> Result<(), String> {
        if self.is_empty() {
            return Ok(());
        }
        if !has_computer_player(kind) {
            return Err(format!(
                "there is no computer player for {} yet",
                kind.title()
            ));
        }
        let seats = Computers::max_seats(kind);
        for (i, c) in self.0.iter().enumerate() {
            if c.seat >= seats {
                let last = seats - 1;
                return Err(format!(
                    "seat {} does not exist (seats are 0 to {last})",
                    c.seat
                ));
            }
            if !(FIRST_LEVEL..=TOP_LEVEL).contains(&c.level) {
                return Err(format!(
                    "level {} does not exist (levels go from {FIRST_LEVEL} to {TOP_LEVEL})",
                    c.level
                ));
            }
            if self.0[..i].iter().any(|other| other.seat == c.seat) {
                return Err(format!("seat {} is named twice", c.seat));
            }
        }
        Ok(())
    }

    /// Reads a link's `ai=` value (`1:3` or `0:2,1:5`) and checks it against the game.
    pub fn parse(text: &str, kind: GameKind) -> Result<Computers, String> {
        let mut seats = Vec::new();
        for pair in text.split(',').filter(|p| !p.is_empty()) {
            let bad = || format!("\"{pair}\" is not <seat>:<level>, as in 1:3");
            let (seat, level) = pair.split_once(':').ok_or_else(bad)?;
            let seat = seat.parse::<u8>().map_err(|_| bad())?;
            let level = level.parse::<u8>().map_err(|_| bad())?;
            seats.push(ComputerSeat { seat, level });
        }
        let computers = Computers(seats);
        computers.validate(kind)?;
        let mut sorted = computers;
        sort::by_key(&mut sorted.0, |c| c.seat);
        Ok(sorted)
    }

    /// The seats below `players` only (a game with fewer players than the seats named).
    pub fn within(mut self, players: usize) -> Self {
        self.0.retain(|c| usize::from(c.seat) < players);
        self
    }

    /// The `ai=` value of a link ("" when every seat is a person).
    pub fn to_query(&self) -> String {
        let pairs: Vec<String> = self
            .0
            .iter()
            .map(|c| format!("{}:{}", c.seat, c.level))
            .collect();
        pairs.join(",")
    }
}
