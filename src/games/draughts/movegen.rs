//! Legal moves of any ruleset described by a [`RuleSpec`]: quiet steps (short or flying), and
//! capture chains found by a depth-first search that follows the spec's directions, removal
//! timing, crowning and reversal rules; then the compulsory-capture filters (king priority,
//! maximum capture). A whole chain is one move.
//!
//! ```
//! use tabula::games::draughts::{Draughts, DraughtsOptions};
//! use tabula::rules::Game;
//! let mut moves = Vec::new();
//! Draughts::new(&DraughtsOptions::default()).legal_moves(&mut moves);
//! assert_eq!(moves.len(), 7);
//! ```

use super::board::{bit, squares_of, Board, Geometry};
use super::ruleset::{CrownMidCapture, Dir, RuleSpec};
use super::DraughtsMove;
use crate::rules::Seat;

/// A position as the generator sees it: rules, board shape, pieces and the side to move.
#[derive(Clone, Copy)]
pub struct Mover<'a> {
    pub spec: &'a RuleSpec,
    pub geometry: &'a Geometry,
    pub board: &'a Board,
    pub seat: Seat,
}

impl Mover<'_> {
    fn own(&self) -> u64 {
        self.board.sides[usize::from(self.seat.0 & 1)]
    }

    fn enemies(&self) -> u64 {
        self.board.sides[usize::from(!self.seat.0 & 1)]
    }

    fn is_king(&self, square: u8) -> bool {
        self.board.kings & bit(square) != 0
    }

    /// All legal moves: the captures if there are any (capture is compulsory), else the steps.
    pub fn generate(&self, out: &mut Vec<DraughtsMove>) {
        let start = out.len();
        for from in squares_of(self.own()) {
            self.captures_from(from, out);
        }
        if out.len() > start {
            self.filter_captures(out, start);
        } else {
            for from in squares_of(self.own()) {
                self.steps_from(from, out);
            }
        }
    }

    /// Whether the side to move has any legal move, without building the moves.
    pub fn has_move(&self) -> bool {
        let empty = !self.board.occupied();
        squares_of(self.own()).any(|from| {
            let king = self.is_king(from);
            let steps = if king {
                self.spec.king_steps
            } else {
                self.spec.man_steps
            };
            let step_free = steps.iter().any(|&dir| {
                self.geometry
                    .step(from, self.seat, dir)
                    .is_some_and(|to| empty & self.geometry.playable & bit(to) != 0)
            });
            step_free || self.first_jump_exists(from, king)
        })
    }

    fn first_jump_exists(&self, from: u8, king: bool) -> bool {
        let occupied = self.board.occupied() & !bit(from);
        let dirs = self.capture_dirs(king);
        dirs.iter().any(|&dir| {
            self.victim(from, dir, king, occupied, self.enemies())
                .is_some_and(|victim| self.landings(victim, dir, king, occupied).next().is_some())
        })
    }

    fn capture_dirs(&self, king: bool) -> &'static [Dir] {
        if king {
            self.spec.king_captures
        } else {
            self.spec.man_captures
        }
    }

    fn flies(&self, king: bool) -> bool {
        king && self.spec.flying_kings
    }

    /// The piece a jump from `from` in `dir` would take: the first piece on the line (the
    /// adjacent square only, unless the king flies), if it can be taken.
    fn victim(&self, from: u8, dir: Dir, king: bool, occupied: u64, takeable: u64) -> Option<u8> {
        let mut square = self.geometry.step(from, self.seat, dir)?;
        while self.flies(king) && occupied & bit(square) == 0 {
            square = self.geometry.step(square, self.seat, dir)?;
        }
        (takeable & bit(square) != 0).then_some(square)
    }

    /// The empty squares a jump over `victim` may land on: the next one, or for a flying king
    /// every empty square up to the next piece or the edge.
    fn landings(
        &self,
        victim: u8,
        dir: Dir,
        king: bool,
        occupied: u64,
    ) -> impl Iterator<Item = u8> + '_ {
        let flies = self.flies(king);
        let mut next = self.geometry.step(victim, self.seat, dir);
        let mut first = true;
        std::iter::from_fn(move || {
            let square = next?;
            if occupied & bit(square) != 0
                || !self.geometry.is_playable(square)
                || (!first && !flies)
            {
                return None;
            }
            first = false;
            next = self.geometry.step(square, self.seat, dir);
            Some(square)
        })
    }

    /// Quiet moves of the piece on `from`.
    fn steps_from(&self, from: u8, out: &mut Vec<DraughtsMove>) {
        let king = self.is_king(from);
        let dirs = if king {
            self.spec.king_steps
        } else {
            self.spec.man_steps
        };
        let free = !self.board.occupied() & self.geometry.playable;
        for &dir in dirs {
            let mut square = from;
            while let Some(to) = self.geometry.step(square, self.seat, dir) {
                if free & bit(to) == 0 {
                    break;
                }
                out.push(DraughtsMove {
                    path: vec![from, to],
                    captured: Vec::new(),
                });
                if !self.flies(king) {
                    break;
                }
                square = to;
            }
        }
    }

    /// Every complete capture chain of the piece on `from`.
    fn captures_from(&self, from: u8, out: &mut Vec<DraughtsMove>) {
        let mut chain = Chain {
            mover: *self,
            // The moving piece leaves its square: the chain may pass over or end on it.
            occupied: self.board.occupied() & !bit(from),
            takeable: self.enemies(),
            path: vec![from],
            captured: Vec::new(),
            out,
        };
        chain.extend(from, self.is_king(from), None);
    }

    /// Applies the rules that choose among captures: a king must capture if one can (king
    /// priority), and only the chains taking the most pieces stay (maximum capture).
    fn filter_captures(&self, out: &mut Vec<DraughtsMove>, start: usize) {
        if self.spec.king_capture_priority {
            let by_king = |mv: &DraughtsMove| self.is_king(mv.path[0]);
            if out[start..].iter().any(by_king) {
                let mut i = start;
                out.retain(|mv| {
                    i += 1;
                    i <= start || by_king(mv)
                });
            }
        }
        if self.spec.max_capture {
            let most = out[start..].iter().map(|mv| mv.captured.len()).max();
            let mut i = start;
            out.retain(|mv| {
                i += 1;
                i <= start || Some(mv.captured.len()) == most
            });
        }
    }
}

/// The state of a capture chain being searched: which squares block, which pieces may still be
/// taken, and the path so far.
struct Chain<'a, 'o> {
    mover: Mover<'a>,
    occupied: u64,
    takeable: u64,
    path: Vec<u8>,
    captured: Vec<u8>,
    out: &'o mut Vec<DraughtsMove>,
}

impl Chain<'_, '_> {
    /// Tries every jump from `at`; records the chain when it cannot go on. Returns whether any
    /// jump was possible.
    fn extend(&mut self, at: u8, king: bool, last: Option<Dir>) -> bool {
        let mover = self.mover;
        let mut jumped = false;
        for &dir in mover.capture_dirs(king) {
            let reverses = last.is_some_and(|l| l.forward == -dir.forward && l.side == -dir.side);
            if king && reverses && !mover.spec.king_may_reverse {
                continue;
            }
            let Some(victim) = mover.victim(at, dir, king, self.occupied, self.takeable) else {
                continue;
            };
            let landings: Vec<u8> = mover.landings(victim, dir, king, self.occupied).collect();
            for landing in landings {
                jumped = true;
                self.jump(victim, landing, king, dir);
            }
        }
        jumped
    }

    /// Makes one jump, searches on from the landing square, and takes the jump back.
    fn jump(&mut self, victim: u8, landing: u8, king: bool, dir: Dir) {
        let (saved_occupied, saved_takeable) = (self.occupied, self.takeable);
        self.takeable &= !bit(victim);
        if self.mover.spec.removal == super::ruleset::Removal::Immediate {
            self.occupied &= !bit(victim);
        }
        self.path.push(landing);
        self.captured.push(victim);
        let crowned =
            !king && self.mover.geometry.crowning_row(self.mover.seat) & bit(landing) != 0;
        let go_on = !crowned || self.mover.spec.crown_mid_capture != CrownMidCapture::EndsMove;
        let king_now = king
            || (crowned && self.mover.spec.crown_mid_capture == CrownMidCapture::ContinuesAsKing);
        if !(go_on && self.extend(landing, king_now, Some(dir))) {
            self.out.push(DraughtsMove {
                path: self.path.clone(),
                captured: self.captured.clone(),
            });
        }
        self.path.pop();
        self.captured.pop();
        self.occupied = saved_occupied;
        self.takeable = saved_takeable;
    }
}
