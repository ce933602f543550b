//! The game-agnostic contract every game implements, and the machinery built on it once:
//! history with undo/redo and history-based draws ([`Record`]), a seeded RNG ([`Rng`]),
//! [`perft`], URL-safe text helpers ([`codec`]), whether dice look fair ([`dice_stats`]), dice
//! two devices roll together that neither can choose ([`fair_dice`]), a small stable [`sort`]
//! and the error types of each boundary.
//!
//! ```
//! use tabula::rules::{Seat, Turn};
//! assert_eq!(Turn::Player(Seat(0)).seat(), Some(Seat(0)));
//! ```

pub mod codec;
pub mod dice_stats;
mod error;
mod eval;
pub mod fair_dice;
mod game;
pub mod game_clock;
mod perft;
mod record;
mod rng;
pub mod sort;

pub use error::{DecodeError, IllegalMove, NotationError, SetupError};
pub use eval::Eval;
pub use game::{Cell, Game, Gesture, HistoryRules, Outcome, Reason, Seat, Turn, Verdict};
pub use perft::{divide, perft};
pub use record::{Record, RecordEnd, Relation};
pub use rng::Rng;

/// The computer player's strength scale, `FIRST_LEVEL` (the weakest: a child's first opponent)
/// to `TOP_LEVEL`: the engine plays at these levels, and saved games and links name them for
/// the seats it plays. It is here, below both, so that storage never needs the engine to read a
/// seat. The scale began with six levels, 1 to 6; levels 0 and 7 came later, below and above
/// them, so that a number saved before means what it meant. The page shows them as 1 to 8.
pub const FIRST_LEVEL: u8 = 0;
pub const TOP_LEVEL: u8 = 7;
