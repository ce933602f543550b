//! The saved-game format, version 1: JSON text holding the game's slug, its options, the start
//! position code and the moves in notation. It is replayed move by move on load, so a damaged or
//! tampered save is caught with the move that fails.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::SavedGame;
//! use tabula::rules::Record;
//! let record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
//! let text = SavedGame::from_record(&record, 0, 0.0).to_json();
//! assert_eq!(SavedGame::from_json(&text).unwrap().restore().unwrap(), record);
//! ```

use serde::{Deserialize, Serialize};

use super::error::RestoreError;
use super::friend::Friend;
use super::seats::Computers;
use crate::games::handicap::Handicap;
use crate::games::{AnyGame, AnyOptions, GameKind};
use crate::rules::game_clock::GameClock;
use crate::rules::{Game, Record, RecordEnd, Seat};

/// The current format version; a published format only changes by adding a version.
pub const SAVE_VERSION: u32 = 1;

/// A saved game as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u32,
    /// The game's slug (`english-draughts`).
    pub game: String,
    pub options: AnyOptions,
    /// The start position's code.
    pub start: String,
    /// Every recorded move in notation, including those after the cursor (redo).
    pub moves: Vec<String>,
    /// How many moves are applied.
    pub cursor: usize,
    /// "draw-agreed", "resigned:<seat>" or "time:<seat>" (that side's time ran out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
    /// Milliseconds since 1970 of the last save.
    pub updated: f64,
    /// The seed the app draws this game's dice from (0 for games without chance).
    #[serde(default)]
    pub seed: u64,
    /// The seats the computer plays (absent in saves from before computer players: all people).
    #[serde(default, skip_serializing_if = "Computers::is_empty")]
    pub computers: Computers,
    /// Played with a friend on another device, by links (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub friend: Option<Friend>,
    /// The game clock as it stood at the save: the time each side has used, not the wall
    /// clock (absent in a game without one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<GameClock>,
    /// The handicap the game started with, as [`Handicap::code`] writes it (absent: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap: Option<String>,
}

impl SavedGame {
    pub fn from_record(record: &Record<AnyGame>, seed: u64, now_ms: f64) -> SavedGame {
        let start = record.start();
        SavedGame {
            version: SAVE_VERSION,
            game: start.kind().slug().to_string(),
            options: start.options(),
            start: start.encode(),
            moves: record.notations(),
            cursor: record.cursor(),
            end: record.declared().map(|end| match end {
                RecordEnd::DrawAgreed => "draw-agreed".to_string(),
                RecordEnd::Resigned(seat) => format!("resigned:{}", seat.0),
                RecordEnd::TimeOut(seat) => format!("time:{}", seat.0),
            }),
            updated: now_ms,
            seed,
            computers: Computers::none(),
            friend: None,
            clock: None,
            handicap: None,
        }
    }

    /// Whether two saves hold the same game: the same start, moves, cursor, ending, dice and
    /// seats, and the clock. When it was saved and in which format version do not count.
    pub fn same_game(&self, other: &SavedGame) -> bool {
        self.game == other.game
            && self.options == other.options
            && self.start == other.start
            && self.moves == other.moves
            && self.cursor == other.cursor
            && self.end == other.end
            && self.seed == other.seed
            && self.computers == other.computers
            && self.friend == other.friend
            && self.clock == other.clock
            && self.handicap == other.handicap
    }

    /// Whether `later` only adds moves after this save's (or moves the cursor): saving it over
    /// this one loses no move. False when a move was replaced (a new move played from an earlier
    /// point drops the old continuation) or the start differs.
    pub fn continued_by(&self, later: &SavedGame) -> bool {
        self.game == later.game
            && self.options == later.options
            && self.start == later.start
            && later.moves.starts_with(&self.moves)
    }

    /// The same save with the seats the computer plays.
    pub fn with_computers(mut self, computers: Computers) -> SavedGame {
        self.computers = computers;
        self
    }

    /// The same save, played with a friend on another device.
    pub fn with_friend(mut self, friend: Option<Friend>) -> SavedGame {
        self.friend = friend;
        self
    }

    /// The same save, with the game clock as it stands.
    pub fn with_clock(mut self, clock: Option<GameClock>) -> SavedGame {
        self.clock = clock;
        self
    }

    /// The same save, with the handicap the game started with.
    pub fn with_handicap(mut self, handicap: Option<Handicap>) -> SavedGame {
        self.handicap = handicap.map(|h| h.code());
        self
    }

    /// The handicap the game started with; none where the save names one its game does not
    /// offer (the game itself, a position and moves, still opens).
    pub fn handicap(&self) -> Option<Handicap> {
        let kind = GameKind::from_slug(&self.game)?;
        Handicap::parse(kind, self.handicap.as_deref()?)
    }

    /// The seats the computer plays, checked against the game (a damaged entry names the fault).
    pub fn checked_computers(&self) -> Result<Computers, RestoreError> {
        let kind = GameKind::from_slug(&self.game)
            .ok_or_else(|| RestoreError::UnknownGame(self.game.clone()))?;
        self.computers
            .validate(kind)
            .map_err(|why| RestoreError::Malformed(format!("computer seats: {why}")))?;
        Ok(self.computers.clone())
    }

    pub fn to_json(&self) -> String {
        // Serializing plain data with string keys cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<SavedGame, RestoreError> {
        // The version first, read alone: a newer format is named as such, not as damage.
        let VersionOnly { version } =
            serde_json::from_str(text).map_err(|e| RestoreError::Malformed(e.to_string()))?;
        if version > u64::from(SAVE_VERSION) {
            return Err(RestoreError::UnknownVersion(
                u32::try_from(version).unwrap_or(u32::MAX),
            ));
        }
        serde_json::from_str(text).map_err(|e| RestoreError::Malformed(e.to_string()))
    }

    /// Replays the saved game, checking every move.
    pub fn restore(&self) -> Result<Record<AnyGame>, RestoreError> {
        let kind = GameKind::from_slug(&self.game)
            .ok_or_else(|| RestoreError::UnknownGame(self.game.clone()))?;
        if self.options.kind() != kind {
            return Err(RestoreError::Malformed(
                "options belong to another game".into(),
            ));
        }
        let start = AnyGame::decode(&self.start, &self.options)
            .map_err(|e| RestoreError::BadStart(e.message))?;
        let mut record = Record::new(start);
        for (i, text) in self.moves.iter().enumerate() {
            let mv = record
                .current()
                .parse_move(text)
                .map_err(|e| RestoreError::BadMove {
                    index: i + 1,
                    message: e.to_string(),
                })?;
            record.play(&mv).map_err(|e| RestoreError::BadMove {
                index: i + 1,
                message: e.reason,
            })?;
        }
        if self.cursor > self.moves.len() {
            return Err(RestoreError::Malformed("cursor past the last move".into()));
        }
        record.goto(self.cursor);
        if let Some(end) = &self.end {
            record.declare(parse_end(end, record.start().num_players())?);
        }
        Ok(record)
    }
}

/// Reads `end`; a resignation or a flag must name a seat the game has (issue 11, 4.7:
/// "resigned:255").
fn parse_end(text: &str, players: usize) -> Result<RecordEnd, RestoreError> {
    if text == "draw-agreed" {
        return Ok(RecordEnd::DrawAgreed);
    }
    let (end, seat): (fn(Seat) -> RecordEnd, _) = match text.split_once(':') {
        Some(("resigned", seat)) => (RecordEnd::Resigned, seat),
        Some(("time", seat)) => (RecordEnd::TimeOut, seat),
        _ => (RecordEnd::Resigned, ""),
    };
    let seat = seat
        .parse::<u8>()
        .map_err(|_| RestoreError::Malformed(format!("unknown ending \"{text}\"")))?;
    if usize::from(seat) >= players {
        return Err(RestoreError::Malformed(format!(
            "ending \"{text}\" names seat {seat}, but the game has {players} players"
        )));
    }
    Ok(end(Seat(seat)))
}

/// A saved game's `version` field alone, the rest of the text passed over. (Reading into
/// `serde_json::Value` first would do too, at some 6 kB of the download.)
#[derive(Deserialize)]
pub(crate) struct VersionOnly {
    #[serde(default)]
    pub version: u64,
}
