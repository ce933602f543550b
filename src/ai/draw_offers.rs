//! The computer's judgement of a draw by agreement, from its own search's score: it takes a
//! draw offered to it when it stands worse, or when the game is level and has gone quiet; and
//! it offers one itself, once, when a level game has just gone quiet. The thresholds live here,
//! beside the engine whose scale they read (hundredths of a pawn or man), so the worker and the
//! tests judge alike; the page only carries the verdict.
//!
//! ```
//! use tabula::ai::draw_offers::{offers_draw, takes_draw, DRAWISH_QUIET_PLIES};
//! assert!(takes_draw(-300, false), "a piece down: yes");
//! assert!(!takes_draw(300, true), "a piece up: plays on");
//! assert!(!takes_draw(-30, false), "the first move's edge, with play left: plays on");
//! assert!(takes_draw(10, true), "level and quiet: yes");
//! assert!(offers_draw(0, DRAWISH_QUIET_PLIES));
//! assert!(!offers_draw(0, DRAWISH_QUIET_PLIES + 2), "once a quiet stretch, not every move");
//! ```

use super::node::Score;
use crate::games::AnyGame;
use crate::rules::Record;

/// The level every offer is judged at, whatever level the computer plays: the steadiest search
/// with a fixed budget (depth and nodes, no clock, little noise). A draw ends the game, and the
/// weak levels' noise (up to 1.2 pawns) would take or refuse one by chance; the strong levels'
/// budgets are times, which a judgement should not depend on.
pub const JUDGEMENT_LEVEL: u8 = 4;

/// Scores this close to zero count as level: a quarter of a pawn or man.
pub const LEVEL_MARGIN: Score = 25;

/// Three quarters of a pawn or man down counts as standing worse: more than the first move's
/// own edge (chess's start scores up to +0.6 for White at [`JUDGEMENT_LEVEL`]), so that a draw
/// offered at the first move is not taken.
pub const WORSE_MARGIN: Score = 75;

/// Ten moves each with no progress (no capture, no pawn or man moved, nothing irreversible)
/// make a level game drawish. Shorter than every game's own move limit (Tammi's is 30 plies),
/// so the computer's offer comes before the rules end the game anyway.
pub const DRAWISH_QUIET_PLIES: u32 = 20;

/// Whether the game at the record's cursor has gone quiet: a long stretch without progress, or
/// a position come back. Either says that neither side is making headway.
pub fn drawish(record: &Record<AnyGame>) -> bool {
    record.quiet_plies() >= DRAWISH_QUIET_PLIES || record.repetitions() >= 2
}

/// Whether the side whose `score` this is (from its own point of view) takes a draw offered to
/// it: when it stands worse, or when the game is `drawish` and it stands no better than level.
/// Level with play left, or better, it plays on.
pub fn takes_draw(score: Score, drawish: bool) -> bool {
    score < -WORSE_MARGIN || (score <= LEVEL_MARGIN && drawish)
}

/// Whether the side to move, with `score` from its point of view, offers a draw with its move:
/// the game is level and its quiet stretch (`quiet_plies` before the move) has just become
/// drawish. The two plies allowed are the mover's one turn in them whichever side began the
/// stretch; after that it waits for a new stretch, so a person who declines is not asked again
/// every move.
pub fn offers_draw(score: Score, quiet_plies: u32) -> bool {
    score.abs() <= LEVEL_MARGIN
        && (DRAWISH_QUIET_PLIES..DRAWISH_QUIET_PLIES + 2).contains(&quiet_plies)
}
