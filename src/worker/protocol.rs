//! The messages between the page and the computer player's Web Worker, as JSON text. The page
//! sends a [`ThinkRequest`]: the game so far as a saved game (kind, options, start code, moves in
//! notation), a level and a seed; the worker replies with a [`ThinkReply`]: an [`Answer`] (the
//! move in notation, with the position it answers, and the computer's word on a draw: its
//! answer to a draw offered to it, or its own offer), or why there is none. The page hands that
//! same [`Answer`] to its reducer: there is one answer type from the worker to the board. Text
//! keeps the worker's side to a plain function, [`answer_think`], which native tests call as
//! the worker does.
//!
//! ```
//! use tabula::ai::ManualClock;
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::SavedGame;
//! use tabula::worker::{answer_think, ThinkPurpose, ThinkReply, ThinkRequest};
//! use tabula::rules::{Game, Record};
//! let record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
//! let request = ThinkRequest {
//!     id: 7,
//!     purpose: ThinkPurpose::Move,
//!     game: SavedGame::from_record(&record, 0, 0.0),
//!     level: 1,
//!     time_ms: None,
//!     nodes: None,
//!     seed: 1,
//! };
//! let reply = ThinkReply::from_json(&answer_think(&request.to_json(), &ManualClock::default()));
//! match reply {
//!     Ok(ThinkReply::Done(answer)) => {
//!         assert_eq!((answer.id, answer.ply), (7, 0));
//!         assert_eq!(answer.code, record.current().encode());
//!         assert!(record.current().parse_move(&answer.notation).is_ok(), "{answer:?}");
//!     }
//!     other => panic!("{other:?}"),
//! }
//! ```

use crate::ai::backgammon::advice::Advice;
use serde::{Deserialize, Serialize};

use crate::ai::review::{self, kept, Depth};
use crate::ai::{draw_offers, think, Clock, Request, TOP_LEVEL};
use crate::persist::SavedGame;
use crate::rules::Game;

/// Why the page asks: the computer's own move, a hint for the person to move (the same
/// search; the page shows a hint instead of playing it), or the computer's answer to the draw
/// that the side to move offers it (the same search again, judged for the side not to move).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThinkPurpose {
    #[default]
    Move,
    Hint,
    DrawOffer,
    /// A position of a game being reviewed: searched on a node budget alone (see
    /// `ai::review::request`), its score and line wanted.
    Review,
    /// The tutor's question about a person's move, or a practice try's: in backgammon and
    /// Ludo, the game's last play or move judged alone (`ai::review::last_decision`); in the
    /// searched games, as [`ThinkPurpose::Review`].
    Tutor,
}

impl<'de> serde::Deserialize<'de> for ThinkPurpose {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        let all = [
            ThinkPurpose::Move,
            ThinkPurpose::Hint,
            ThinkPurpose::DrawOffer,
            ThinkPurpose::Review,
            ThinkPurpose::Tutor,
        ];
        Ok(all[crate::rules::codec::unit_variant(
            reader,
            &["move", "hint", "draw-offer", "review", "tutor"],
        )?])
    }
}

/// The computer's word on a draw by agreement, judged by [`crate::ai::draw_offers`] from its
/// search: its answer to a draw offered to it, or a draw it offers with its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DrawWord {
    Accept,
    Decline,
    Offer,
}

impl<'de> serde::Deserialize<'de> for DrawWord {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        let all = [DrawWord::Accept, DrawWord::Decline, DrawWord::Offer];
        Ok(all[crate::rules::codec::unit_variant(reader, &["accept", "decline", "offer"])?])
    }
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
    /// A node limit (a review's searches: the same on any machine).
    #[serde(default)]
    pub nodes: Option<u64>,
    /// Seeds the weaker levels' mistakes, so a reloaded game replays the same choices.
    pub seed: u64,
}

/// What the worker says: `"ready"`, `{"done": {...}}` or `{"failed": {...}}`. Tagged from the
/// outside, which serde reads straight through: an inner `"type"` tag would make it buffer
/// each reply first, at some 7 kB of the gzipped download.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThinkReply {
    /// The worker has started and reads requests from now on.
    Ready,
    /// The answer to a request.
    Done(Answer),
    /// Request `id` has no move (a damaged request, a finished game, a game without an engine).
    Failed { id: u32, message: String },
}

/// The computer's answer to one request: the move (or the moves, in order) for the position
/// asked about, and what the search cost. The page checks `ply` and `code` against the game it
/// shows: an answer for any other position is stale and ignored.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The request's id.
    pub id: u32,
    pub purpose: ThinkPurpose,
    /// The ply and the position code of the position searched.
    pub ply: usize,
    pub code: String,
    /// The answer in one line ("24/18 13/11", "11-15", "double").
    pub notation: String,
    /// The moves to play in order (see [`crate::ai::Reply::steps`]): a backgammon play's steps,
    /// then Confirm; when empty, `notation` is the one move.
    #[serde(default)]
    pub steps: Vec<String>,
    /// The engine's reasons (backgammon's chances and cube advice), shown with a hint.
    #[serde(default)]
    pub advice: Option<Advice>,
    /// The computer's word on a draw: `Accept` or `Decline` to a [`ThinkPurpose::DrawOffer`];
    /// `Offer` with a move it offers a draw with; none otherwise.
    #[serde(default)]
    pub draw: Option<DrawWord>,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed_ms: f64,
    /// The search's score for the side to move, and its line (what a review keeps).
    #[serde(default)]
    pub score: i32,
    #[serde(default)]
    pub pv: Vec<String>,
    /// A backgammon or Ludo game's whole review, made in one go.
    #[serde(default)]
    /// As `ai::review::kept` writes it: the same text the library keeps, and less code in the
    /// download than a structure of its own.
    pub review: Option<String>,
}

impl Answer {
    /// The moves to play in order, in notation.
    pub fn moves(&self) -> Vec<String> {
        if self.steps.is_empty() {
            vec![self.notation.clone()]
        } else {
            self.steps.clone()
        }
    }
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

/// A request's id alone, the rest passed over.
#[derive(Deserialize)]
struct IdOnly {
    id: Option<u32>,
}

/// The worker's whole job: reads a request, searches, and writes the reply (never panics on a
/// bad request: it answers `Failed`).
pub fn answer_think(text: &str, clock: &dyn Clock) -> String {
    let request: ThinkRequest = match serde_json::from_str(text) {
        Ok(request) => request,
        Err(e) => {
            // The id is read on its own, so that even a damaged request is answered by its id.
            let id = serde_json::from_str::<IdOnly>(text)
                .ok()
                .and_then(|request| request.id)
                .unwrap_or(0);
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
    let code = record.current().encode();
    let draws = record.current().draws_by_agreement();
    if request.purpose == ThinkPurpose::DrawOffer && !draws {
        return failed("this game has no draws by agreement".into());
    }
    if request.purpose == ThinkPurpose::Tutor && !review::is_searched(record.start().kind()) {
        let judged: Vec<_> = review::last_decision(&record, Depth::Quick)
            .into_iter()
            .collect();
        return ThinkReply::Done(Answer {
            id: request.id,
            purpose: request.purpose,
            ply,
            code,
            review: Some(kept::write(ply, &judged, &[])),
            ..Answer::default()
        });
    }
    if request.purpose == ThinkPurpose::Review {
        // A whole review's depth comes as the level: the strongest is deep.
        let depth = if request.level >= TOP_LEVEL {
            Depth::Deep
        } else {
            Depth::Quick
        };
        if let Some(review) = review::whole(&record, depth) {
            return ThinkReply::Done(Answer {
                id: request.id,
                purpose: request.purpose,
                ply,
                code,
                review: Some(kept::write(ply, &review.judged, &review.luck)),
                ..Answer::default()
            });
        }
    }
    let (drawish, quiet) = (draw_offers::drawish(&record), record.quiet_plies());
    let mut search = Request::from_record(record, request.level).with_seed(request.seed);
    search.time_ms = request.time_ms;
    search.nodes = request.nodes;
    match think(&search, clock) {
        Ok(reply) => ThinkReply::Done(Answer {
            id: request.id,
            purpose: request.purpose,
            ply,
            code,
            draw: match request.purpose {
                // The search scores the offering side, to move; the answer is the other's, and
                // in these two-player games its score is the opposite.
                ThinkPurpose::DrawOffer if draw_offers::takes_draw(-reply.score, drawish) => {
                    Some(DrawWord::Accept)
                }
                ThinkPurpose::DrawOffer => Some(DrawWord::Decline),
                ThinkPurpose::Move if draws && draw_offers::offers_draw(reply.score, quiet) => {
                    Some(DrawWord::Offer)
                }
                _ => None,
            },
            notation: reply.notation,
            steps: reply.steps,
            advice: reply.advice,
            depth: reply.depth,
            nodes: reply.nodes,
            elapsed_ms: reply.elapsed_ms,
            score: reply.score,
            pv: reply.pv,
            review: None,
        }),
        Err(e) => failed(e.to_string()),
    }
}
