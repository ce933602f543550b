//! Legal moves of any ruleset described by a [`RuleSpec`]: quiet steps (short or flying), and
//! capture chains found by a depth-first search that follows the spec's directions, removal
//! timing, crowning and reversal rules; then the compulsory-capture filters (king priority,
//! maximum capture). A whole chain is one move, and chains that take the same pieces from the
//! same square to the same square are one move (one route kept). A capture must go on while the
//! piece can capture, so a flying king lands only where it can capture on, if it can anywhere.
//!
//! The search visits each chain state once (see `Chain`), so its work is bounded by the number
//! of distinct states, not of routes: the costliest Tama positions with the sixteen pieces a
//! side the decoder allows take a few hundred thousand jumps (milliseconds).
//!
//! ```
//! use tabula::games::draughts::{Draughts, DraughtsOptions};
//! use tabula::rules::Game;
//! let mut moves = Vec::new();
//! Draughts::new(&DraughtsOptions::default()).legal_moves(&mut moves);
//! assert_eq!(moves.len(), 7);
//! ```

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::board::{bit, squares_of, Board, DraughtsMove, Geometry};
use super::ruleset::{CrownMidCapture, Dir, Removal, RuleSpec};
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
        self.can_capture(from, king, None, occupied, self.enemies())
    }

    /// Whether a piece on `at` has a jump, given the squares that block, the pieces it may still
    /// take and the direction of its last jump (a king may be barred from turning straight back).
    fn can_capture(
        &self,
        at: u8,
        king: bool,
        last: Option<Dir>,
        occupied: u64,
        takeable: u64,
    ) -> bool {
        self.capture_dirs(king).iter().any(|&dir| {
            !self.turn_forbidden(king, last, dir)
                && self
                    .victim(at, dir, king, occupied, takeable)
                    .is_some_and(|victim| {
                        self.landings(victim, dir, king, occupied).next().is_some()
                    })
        })
    }

    /// Whether the rules bar a king from jumping in `dir` straight back along its last jump.
    fn turn_forbidden(&self, king: bool, last: Option<Dir>, dir: Dir) -> bool {
        let reverses = last.is_some_and(|l| l.forward == -dir.forward && l.side == -dir.side);
        king && reverses && !self.spec.king_may_reverse
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

    /// Every complete capture chain of the piece on `from`, one route for each result. Returns
    /// the number of jumps the search tried, a measure of its work.
    fn captures_from(&self, from: u8, out: &mut Vec<DraughtsMove>) -> usize {
        let mut chain = Chain {
            mover: *self,
            // The moving piece leaves its square: the chain may pass over or end on it.
            occupied: self.board.occupied() & !bit(from),
            takeable: self.enemies(),
            taken: 0,
            path: vec![from],
            captured: Vec::new(),
            searched: StateSet::default(),
            results: StateSet::default(),
            found: Vec::new(),
            jumps: 0,
        };
        chain.extend(from, self.is_king(from), None);
        out.append(&mut chain.found);
        chain.jumps
    }

    /// The captures as [`Mover::generate`] lists them, with the number of jumps the search tried
    /// to find them (tests bound it).
    #[cfg(test)]
    pub fn captures_with_work(&self) -> (Vec<DraughtsMove>, usize) {
        let mut out = Vec::new();
        let work = squares_of(self.own())
            .map(|from| self.captures_from(from, &mut out))
            .sum();
        if !out.is_empty() {
            self.filter_captures(&mut out, 0);
        }
        (out, work)
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

/// Where a jump leaves a chain: what blocks, what may still be taken, whether the piece is a
/// king now and whether the move may go on.
struct Landed {
    occupied: u64,
    takeable: u64,
    king: bool,
    goes_on: bool,
}

/// The state of a capture chain being searched from one piece: which squares block, which
/// pieces may still be taken, the path so far, and what is already known.
///
/// Two routes that take the same pieces and end on the same square are one move (issue 11,
/// 2.13), so the search keeps one route per result, and never searches twice from the same
/// state (square, pieces taken, crowned or not, and the last direction where the no-turning-back
/// rule needs it): everything that follows from a state is the same whatever the route to it.
/// This keeps the search bounded by the number of distinct states rather than of routes, which
/// grows exponentially in crafted positions (issue 11, 4.2).
struct Chain<'a> {
    mover: Mover<'a>,
    occupied: u64,
    takeable: u64,
    /// The squares of the pieces taken so far, as a set.
    taken: u64,
    path: Vec<u8>,
    captured: Vec<u8>,
    searched: StateSet,
    /// Final square and pieces taken of every chain in `found`.
    results: StateSet,
    /// The complete chains; under the maximum-capture rule only the longest so far.
    found: Vec<DraughtsMove>,
    /// Jumps tried, searched or not.
    jumps: usize,
}

impl Chain<'_> {
    /// Tries every jump from `at`; records the chain when it cannot go on. Returns whether any
    /// jump was possible.
    fn extend(&mut self, at: u8, king: bool, last: Option<Dir>) -> bool {
        let mover = self.mover;
        let mut jumped = false;
        for &dir in mover.capture_dirs(king) {
            if mover.turn_forbidden(king, last, dir) {
                continue;
            }
            let Some(victim) = mover.victim(at, dir, king, self.occupied, self.takeable) else {
                continue;
            };
            // At most seven squares lie beyond a piece: a fixed buffer spares an allocation in
            // every state of the search.
            let mut landings = [0u8; 8];
            let mut count = 0;
            for landing in mover.landings(victim, dir, king, self.occupied) {
                landings[count] = landing;
                count += 1;
            }
            // A flying king that can land where it goes on capturing must land there: the
            // capture must go on while the same piece can capture (issue 11, 2.15). Under the
            // maximum-capture rule a chain that stops early is never kept anyway.
            if count > 1 && !mover.spec.max_capture {
                let mut onward = 0;
                for i in 0..count {
                    if self.goes_on_from(victim, landings[i], king, dir) {
                        landings[onward] = landings[i];
                        onward += 1;
                    }
                }
                // Where none goes on, nothing was moved and every landing stays.
                if onward > 0 {
                    count = onward;
                }
            }
            for &landing in &landings[..count] {
                jumped = true;
                self.jump(victim, landing, king, dir);
            }
        }
        jumped
    }

    /// Whether, having jumped `victim` and landed on `landing`, the piece can capture again.
    fn goes_on_from(&self, victim: u8, landing: u8, king: bool, dir: Dir) -> bool {
        let landed = self.land(victim, landing, king);
        landed.goes_on
            && self.mover.can_capture(
                landing,
                landed.king,
                Some(dir),
                landed.occupied,
                landed.takeable,
            )
    }

    /// The state after jumping `victim` and landing on `landing`.
    fn land(&self, victim: u8, landing: u8, king: bool) -> Landed {
        let spec = self.mover.spec;
        let occupied = if spec.removal == Removal::Immediate {
            self.occupied & !bit(victim)
        } else {
            self.occupied
        };
        let crowned =
            !king && self.mover.geometry.crowning_row(self.mover.seat) & bit(landing) != 0;
        Landed {
            occupied,
            takeable: self.takeable & !bit(victim),
            king: king || (crowned && spec.crown_mid_capture == CrownMidCapture::ContinuesAsKing),
            goes_on: !crowned || spec.crown_mid_capture != CrownMidCapture::EndsMove,
        }
    }

    /// Makes one jump, searches on from the landing square unless that state was searched
    /// already, and takes the jump back.
    fn jump(&mut self, victim: u8, landing: u8, king: bool, dir: Dir) {
        let landed = self.land(victim, landing, king);
        let taken = self.taken | bit(victim);
        // The last direction matters only where turning straight back is barred and would
        // capture something; elsewhere states reached from different directions are one.
        let back = Dir {
            forward: -dir.forward,
            side: -dir.side,
        };
        let facing = (landed.king
            && !self.mover.spec.king_may_reverse
            && self
                .mover
                .victim(landing, back, true, landed.occupied, landed.takeable)
                .is_some())
        .then_some(dir);
        self.jumps += 1;
        if !self
            .searched
            .insert(state_key(landing, taken, landed.king, facing))
        {
            return;
        }
        let saved = (self.occupied, self.takeable, self.taken);
        (self.occupied, self.takeable, self.taken) = (landed.occupied, landed.takeable, taken);
        self.path.push(landing);
        self.captured.push(victim);
        if !(landed.goes_on && self.extend(landing, landed.king, Some(dir))) {
            self.record(landing);
        }
        self.path.pop();
        self.captured.pop();
        (self.occupied, self.takeable, self.taken) = saved;
    }

    /// Keeps the chain just completed, unless the same result is kept already or, under the
    /// maximum-capture rule, a longer chain of this piece is.
    fn record(&mut self, end: u8) {
        let most = self.found.first().map_or(0, |mv| mv.captured.len());
        if self.mover.spec.max_capture {
            if self.captured.len() < most {
                return;
            }
            if self.captured.len() > most {
                self.found.clear();
            }
        }
        if self.results.insert(state_key(end, self.taken, false, None)) {
            self.found.push(DraughtsMove {
                path: self.path.clone(),
                captured: self.captured.clone(),
            });
        }
    }
}

/// A chain state packed into one number: the square, the pieces taken, crowned or not, and the
/// direction of the last jump where it matters.
fn state_key(square: u8, taken: u64, king: bool, facing: Option<Dir>) -> u128 {
    let facing = facing.map_or(0, |dir| {
        1 + (dir.forward + 1) as u128 * 3 + (dir.side + 1) as u128
    });
    u128::from(taken) | u128::from(square) << 64 | u128::from(king) << 72 | facing << 73
}

/// Chain states already met. The search meets many; the standard hasher, built to resist
/// crafted keys, costs more than the rest of a step, and these keys come from the board.
type StateSet = HashSet<u128, BuildHasherDefault<StateHasher>>;

/// A multiply-and-fold hash for the packed states.
#[derive(Default)]
struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        // Fold the well-mixed high bits into the low ones, which pick the bucket.
        self.0 ^ (self.0 >> 32)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u128(&mut self, value: u128) {
        self.write_u64(value as u64);
        self.write_u64((value >> 64) as u64);
    }

    fn write_u64(&mut self, value: u64) {
        const K: u64 = 0x9E37_79B9_7F4A_7C15;
        self.0 = (self.0.rotate_left(26) ^ value).wrapping_mul(K);
    }
}
