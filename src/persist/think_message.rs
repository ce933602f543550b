//! The messages between the page and the computer player's Web Worker, as JSON text. The page
//! sends a [`ThinkRequest`]: the game so far as a saved game (kind, options, start code, moves in
//! notation), a level and a seed; the worker answers with a [`ThinkReply`]: the move in notation,
//! or why there is none. Text keeps the worker's side to a plain function, [`answer_think`],
//! which native tests call as the worker does.
//!
//! ```
//! use tabula::ai::ManualClock;
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::{answer_think, SavedGame, ThinkPurpose, ThinkReply, ThinkRequest};
//! use tabula::rules::{Game, Record};
//! let record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
//! let request = ThinkRequest {
//!     id: 7,
//!     purpose: ThinkPurpose::Move,
//!     game: SavedGame::from_record(&record, 0, 0.0),
//!     level: 1,
//!     time_ms: None,
//!     seed: 1,
//! };
//! let reply = ThinkReply::from_json(&answer_think(&request.to_json(), &ManualClock::default()));
//! match reply {
//!     Ok(ThinkReply::Done { id, ply, notation, .. }) => {
//!         assert_eq!((id, ply), (7, 0));
//!         assert!(record.current().parse_move(&notation).is_ok(), "{notation}");
//!     }
//!     other => panic!("{other:?}"),
//! }
//! ```

use crate::ai::backgammon::advice::Advice;
use serde::{Deserialize, Serialize};

use super::saved::SavedGame;
use crate::ai::{think, Clock, Request};

/// Why the page asks: the computer's own move, or a hint for the person to move (the same
/// search; the page shows a hint instead of playing it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThinkPurpose {
    Move,
    Hint,
}

/// "Think about this position": the page's one request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThinkRequest {
    /// Chosen by the page; the reply carries it back, so a reply to an older request is known.
    pub id: u32,
    pub purpose: ThinkPurpose,
    /// The game so far; the position at its cursor is searched.
    pub game: SavedGame,
    pub level: u8,
    /// A time limit replacing the level's own, in milliseconds.
    #[serde(default)]
    pub time_ms: Option<u64>,
    /// Seeds the weaker levels' mistakes, so a reloaded game replays the same choices.
    pub seed: u64,
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ThinkReply {
    /// The worker has started and reads requests from now on.
    Ready,
    /// The chosen move for request `id`, at ply `ply` of the game.
    Done {
        id: u32,
        purpose: ThinkPurpose,
        ply: usize,
        notation: String,
        /// The moves to play in order (see [`crate::ai::Reply::steps`]); older workers sent
        /// none, and then `notation` is the one move.
        #[serde(default)]
        steps: Vec<String>,
        /// The engine's reasons, for a hint (see [`crate::ai::Reply::advice`]).
        #[serde(default)]
        advice: Option<Advice>,
        depth: u32,
        nodes: u64,
        elapsed_ms: f64,
    },
    /// Request `id` has no move (a damaged request, a finished game, a game without an engine).
    Failed { id: u32, message: String },
}

impl ThinkRequest {
    pub fn to_json(&self) -> String {
        // Plain data with string keys: serializing cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl ThinkReply {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<ThinkReply, String> {
        serde_json::from_str(text).map_err(|e| format!("an unreadable reply from the worker: {e}"))
    }
}

/// The worker's whole job: reads a request, searches, and writes the reply (never panics on a
/// bad request: it answers `Failed`).
pub fn answer_think(text: &str, clock: &dyn Clock) -> String {
    let request: ThinkRequest = match serde_json::from_str(text) {
        Ok(request) => request,
        Err(e) => {
            // The id is read on its own, so that even a damaged request is answered by its id.
            let id = serde_json::from_str::<serde_json::Value>(text)
                .ok()
                .and_then(|v| v.get("id")?.as_u64())
                .unwrap_or(0) as u32;
            let message = format!("an unreadable request: {e}");
            return ThinkReply::Failed { id, message }.to_json();
        }
    };
    answer(&request, clock).to_json()
}

fn answer(request: &ThinkRequest, clock: &dyn Clock) -> ThinkReply {
    let failed = |message: String| ThinkReply::Failed {
        id: request.id,
        message,
    };
    let record = match request.game.restore() {
        Ok(record) => record,
        Err(e) => return failed(format!("the game could not be read: {e}")),
    };
    let ply = record.cursor();
    let mut search = Request::from_record(record, request.level).with_seed(request.seed);
    search.time_ms = request.time_ms;
    match think(&search, clock) {
        Ok(reply) => ThinkReply::Done {
            id: request.id,
            purpose: request.purpose,
            ply,
            notation: reply.notation,
            steps: reply.steps,
            advice: reply.advice,
            depth: reply.depth,
            nodes: reply.nodes,
            elapsed_ms: reply.elapsed_ms,
        },
        Err(e) => failed(e.to_string()),
    }
}
