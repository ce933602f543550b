//! Whether a practice try is good enough (issue 25, 3): the puzzle is a position before a
//! person's mistake, and a try counts where the review would not have marked it, not even as an
//! inaccuracy; the engine's own best move always counts.
//!
//! In the searched games the try's value is the search of the position after it, as the review
//! values a played move, set against the position's value from the review (its `score_before`).
//! In backgammon the worker judges the play alone (`backgammon::last_play`), in Ludo the move
//! alone (`ludo::last_move`): a try counts where it earns no mark. A cube decision has two
//! choices, the one played (marked) and the engine's: only the engine's counts.
//!
//! ```
//! use tabula::ai::review::practice::{cube_word, try_counts};
//! use tabula::ai::review::{Decision, Judged, Mark, Searched};
//! use tabula::games::GameKind;
//! use tabula::rules::Seat;
//! let judged = Judged {
//!     ply: 3, seat: Seat(1), decision: Decision::Move,
//!     played: "Qg5".into(), best: "d5".into(), line: vec!["d5".into()],
//!     before: 0.45, after: 0.0, score_before: -60, score_after: -900, loss: 0.45,
//!     mark: Some(Mark::Blunder),
//! };
//! // After the try the other side is to move: its score is the try's, turned round.
//! let after = |score| Searched { score, line: Vec::new() };
//! assert!(try_counts(GameKind::Chess, &judged, "Nf6", &after(70)));
//! assert!(!try_counts(GameKind::Chess, &judged, "Ba3", &after(350)));
//! assert!(try_counts(GameKind::Chess, &judged, "d5", &after(900)));
//! // A backgammon cube decision's move in the review's words.
//! assert_eq!(cube_word("Roll"), "No double");
//! ```

use super::{chance, missed_win, Judged, Mark, Searched};
use crate::games::GameKind;

/// Whether `tried` (in notation), played in the position before `judged`'s move, counts:
/// it is the engine's best, or it loses less than an inaccuracy's worth of winning chance
/// against the position's value (and keeps a forced win the position had). `after` is the
/// search of the position after the try, from the side to move there.
pub fn try_counts(kind: GameKind, judged: &Judged, tried: &str, after: &Searched) -> bool {
    if tried == judged.best {
        return true;
    }
    let score = -after.score;
    let loss = (chance(kind, judged.score_before) - chance(kind, score)).max(0.0);
    Mark::of_chance_loss(loss)
        .max(missed_win(judged.score_before, score))
        .is_none()
}

/// A backgammon cube decision's move (its notation) in the review's words: `Double`, `Take`,
/// `Pass`, and `No double` for the roll made instead of doubling.
pub fn cube_word(notation: &str) -> &str {
    if notation == "Roll" {
        "No double"
    } else {
        notation
    }
}
