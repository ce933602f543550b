//! Ludo notation: the colour, then what happened, fields counted along the mover's own way
//! (1 = its start point, 40 = the field before it, `h1`..`h4` its home line, `home` the finish).
//!
//! - throws: `Red rolls 6`; throws for the start: `Blue rolls 4 for the start`
//! - `Red: enter` (a 1: base to start point), `Red: enter two` (a 6: two pieces to the start
//!   point), `Red: enter at 6` (a 6: one piece to the sixth field)
//! - `Red: 12-18`, `Red: 38-h2`, `Red: h3-home`; an `x` instead of `-` when the move knocks
//!   out (`Red: 12x18`); an entry that knocks out ends in ` x` (`Red: enter x`)
//! - `Red: pass` when nothing can move.
//! - `Red leaves the race`: the player on turn resigns (a side move).
//!
//! Reading ignores case and spaces, and accepts moves written without the knock marks.
//!
//! ```
//! use tabula::games::ludo::notation::field_name;
//! assert_eq!(field_name(12), "12");
//! assert_eq!(field_name(42), "h2");
//! assert_eq!(field_name(45), "home");
//! ```

use super::board::{FINISH, TRACK};
use super::{Ludo, LudoMove, Phase};
use crate::rules::{NotationError, Seat};

/// A field on the mover's way: `base`, `1`..`40`, `h1`..`h4`, `home`.
pub fn field_name(r: u8) -> String {
    match r {
        0 => "base".into(),
        r if r <= TRACK => r.to_string(),
        r if r < FINISH => format!("h{}", r - TRACK),
        _ => "home".into(),
    }
}

impl Ludo {
    /// The move's notation in this position; `marks` adds the knock-out marks.
    pub(crate) fn write_move(&self, mv: &LudoMove, marks: bool) -> String {
        match (self.phase, *mv) {
            (_, LudoMove::StartRoll(d)) => {
                let seat = self.start_thrower().unwrap_or(Seat(0));
                format!("{} rolls {d} for the start", self.side_name(seat))
            }
            (Phase::Rolling(seat), LudoMove::Roll(d)) => {
                format!("{} rolls {d}", self.side_name(seat))
            }
            (_, LudoMove::Roll(d)) => format!("rolls {d}"),
            (_, LudoMove::Leave) => {
                let seat = self.seat_on_turn().unwrap_or(Seat(0));
                format!("{} leaves the race", self.side_name(seat))
            }
            (Phase::Moving(seat, die), mv) => {
                format!(
                    "{}: {}",
                    self.side_name(seat),
                    self.choice(seat, die, mv, marks)
                )
            }
            // Not a move of this phase (no legal move reaches here).
            _ => "no move".into(),
        }
    }

    /// Where a piece move of the player on turn goes, along the mover's way (from, to), and
    /// whether it knocks a piece out: what the notation writes, for the page to word it in
    /// its language. None for throws, passes and leaving.
    pub fn route_of(&self, mv: &LudoMove) -> Option<(u8, u8, bool)> {
        let Phase::Moving(seat, die) = self.phase else {
            return None;
        };
        let (from, to) = self.target_of(seat, die, *mv)?;
        Some((from, to, !self.knocked_by(seat, to).is_empty()))
    }

    fn choice(&self, seat: Seat, die: u8, mv: LudoMove, marks: bool) -> String {
        let target = self.target_of(seat, die, mv);
        let knocks = marks && target.is_some_and(|(_, to)| !self.knocked_by(seat, to).is_empty());
        let mark = if knocks { " x" } else { "" };
        match (mv, target) {
            (LudoMove::Enter, _) => format!("enter{mark}"),
            (LudoMove::EnterTwo, _) => format!("enter two{mark}"),
            (LudoMove::EnterSix, _) => format!("enter at 6{mark}"),
            (LudoMove::Advance { .. }, Some((from, to))) => {
                let sep = if knocks { 'x' } else { '-' };
                format!("{}{sep}{}", field_name(from), field_name(to))
            }
            (LudoMove::Pass, _) => "pass".into(),
            _ => "no move".into(),
        }
    }

    /// Reads a move or throw by matching the notations of what can come next.
    pub(crate) fn read_move(&self, text: &str) -> Result<LudoMove, NotationError> {
        let wanted = text.trim();
        // Lower case char by char (`codec::lower`): `str::to_lowercase`'s one difference (a final
        // sigma) never meets the notation's Latin letters, and it would add its own code to the wasm.
        let squash = |s: &str| {
            crate::rules::codec::lower(s.chars().filter(|c| !c.is_whitespace())).replace('→', "-")
        };
        let key = squash(wanted);
        let mut moves = crate::rules::Game::next_moves(self);
        crate::rules::Game::side_moves(self, &mut moves);
        moves
            .into_iter()
            .find(|mv| {
                squash(&self.write_move(mv, true)) == key
                    || squash(&self.write_move(mv, false)) == key
            })
            .ok_or_else(|| NotationError::new(wanted, "not a legal move in this position"))
    }
}
