//! Computer opponents: one search ([`search`], [`root`]) over a [`Node`]; game knowledge in a
//! [`Heuristic`] per game ([`draughts`] for the three rulesets, [`camelot`]) joined to the rules by
//! [`heuristic::GameNode`]; chess with its own node over shakmaty ([`chess`]); Ludo's player
//! an expectimax over the die ([`ludo`]); six [`levels`]; when to agree a draw
//! ([`draw_offers`]).
//! Time and cancellation come from a [`Clock`] the caller passes in (no clock is read here, so
//! this runs in a Web Worker as it does natively). No web crates here (`tests/layering.rs`).
//!
//! ```
//! use tabula::ai::{think, ManualClock, Request};
//! use tabula::games::{AnyGame, GameKind};
//! let request = Request::new(AnyGame::new_of(GameKind::EnglishDraughts), 3).with_nodes(20_000);
//! let reply = think(&request, &ManualClock::default()).unwrap();
//! assert!(["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"].contains(&reply.notation.as_str()));
//! ```

pub mod backgammon;
pub mod camelot;
pub mod chess;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod clock;
pub mod draughts;
pub mod draw_offers;
pub mod ending_table;
pub mod heuristic;
mod history;
pub mod levels;
pub mod ludo;
pub mod node;
mod reply;
pub mod review;
pub mod root;
pub mod search;
mod think;
pub mod tt;
pub mod zobrist;

#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;
pub use clock::{Clock, ManualClock};
pub use heuristic::Heuristic;
pub use levels::{
    level_spec, LevelSpec, FIRST_LEVEL, LEVEL_NAMES, MASTER, SEARCH_GAMES, TOP_LEVEL,
};
pub use node::{Node, Score};
pub use reply::{Progress, Reply, ThinkError};
pub use think::{think, think_with_progress, Request};
