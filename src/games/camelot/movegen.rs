//! Move generation: which moves the side to move has, after the castle duty and compulsory capture
//! have narrowed the choice (the order of those checks is the module doc of [`super`]).
//!
//! The moving piece is lifted off its square for the whole move, so a canter may pass over the
//! square it came from and a jump chain may land on it. Captured pieces are taken off at once, so
//! no piece is jumped twice.

use super::board::{in_castle, other, owner, Cells, NEIGHBOURS, NONE};
use super::{Camelot, CamelotMove, CamelotOptions, MoveKind, Squares};
use crate::rules::{sort, Seat};

/// Castle moves each player may make in a game.
pub const CASTLE_MOVE_LIMIT: u8 = 2;

/// The position as the generator sees it.
pub(crate) struct Mover<'a> {
    pub cells: &'a Cells,
    pub seat: Seat,
    /// Castle moves the side to move has made so far.
    pub castle_moves: u8,
    pub options: &'a CamelotOptions,
}

impl Camelot {
    /// The position as the generator sees it, for the side to move.
    pub(super) fn mover(&self) -> Mover<'_> {
        Mover {
            cells: &self.cells,
            seat: self.to_move,
            castle_moves: self.castle_moves_made(self.to_move),
            options: &self.options,
        }
    }
}

/// Whether a piece of `seat` standing on `at` could jump an adjacent enemy.
fn can_jump_from(cells: &Cells, seat: u8, at: usize) -> bool {
    NEIGHBOURS[at].iter().enumerate().any(|(dir, &over)| {
        if over == NONE {
            return false;
        }
        let cell = cells[over as usize];
        if cell == 0 || owner(cell) == seat {
            return false;
        }
        let land = NEIGHBOURS[over as usize][dir];
        land != NONE && cells[land as usize] == 0
    })
}

/// Squares reached by canters from one origin, found breadth-first so each has a shortest path.
struct Reach {
    /// The square each was first reached from ([`NONE`] for squares not reached).
    parent: [u8; super::board::SQUARES],
    /// Reached squares in the order found (the origin first).
    order: smallvec::SmallVec<[u8; 32]>,
}

impl Reach {
    /// The landings from the origin to `square`, in order.
    fn path_to(&self, square: u8) -> Squares {
        let mut path = Squares::new();
        let mut at = square;
        while self.parent[at as usize] != at {
            path.push(u16::from(at));
            at = self.parent[at as usize];
        }
        path.reverse();
        path
    }
}

impl Mover<'_> {
    fn seat_bit(&self) -> u8 {
        self.seat.0 & 1
    }

    fn own_castle(&self, square: usize) -> bool {
        in_castle(self.seat, square)
    }

    fn enemy_castle(&self, square: usize) -> bool {
        in_castle(other(self.seat), square)
    }

    /// The side's pieces, by square number.
    fn pieces(&self) -> impl Iterator<Item = usize> + '_ {
        let seat = self.seat_bit();
        (0..self.cells.len()).filter(move |&s| self.cells[s] != 0 && owner(self.cells[s]) == seat)
    }

    /// Whether the piece on `square` could jump now (pieces in the enemy castle never leave it).
    fn jumper(&self, square: usize) -> bool {
        !self.enemy_castle(square) && can_jump_from(self.cells, self.seat_bit(), square)
    }

    /// Appends every legal move, in a fixed order: by piece square, each piece's captures, then
    /// its plain moves, canters and castle move.
    pub fn generate(&self, out: &mut Vec<CamelotMove>) {
        let start = out.len();
        let pieces: Vec<usize> = self.pieces().collect();
        // A piece that ended in its own castle must leave it, before any capture elsewhere; by a
        // capture if it can jump. If it cannot move at all the duty lapses.
        let duty: Vec<usize> = pieces
            .iter()
            .copied()
            .filter(|&s| self.own_castle(s))
            .collect();
        if !duty.is_empty() {
            let must_capture = duty.iter().any(|&s| self.jumper(s));
            for &square in &duty {
                self.piece_moves(square, must_capture, out);
            }
            if out.len() > start {
                return;
            }
        }
        let must_capture = pieces.iter().any(|&s| self.jumper(s));
        for &square in &pieces {
            self.piece_moves(square, must_capture, out);
        }
    }

    /// Whether the side has any legal move, without listing them. Any jump, step, one-canter or
    /// castle move proves one: a knight's canter that lands where it could jump is forbidden
    /// alone but starts a charge, and a castle duty that cannot be met lapses.
    pub fn has_move(&self) -> bool {
        let seat = self.seat_bit();
        self.pieces().any(|square| {
            if self.enemy_castle(square) {
                return self.castle_move_target(square).is_some();
            }
            NEIGHBOURS[square].iter().enumerate().any(|(dir, &next)| {
                if next == NONE {
                    return false;
                }
                let cell = self.cells[next as usize];
                if cell == 0 {
                    return !self.own_castle(next as usize);
                }
                let land = NEIGHBOURS[next as usize][dir];
                land != NONE
                    && self.cells[land as usize] == 0
                    && (owner(cell) != seat || !self.own_castle(land as usize))
            })
        })
    }

    /// The other castle square, when a castle move is allowed from `square`.
    fn castle_move_target(&self, square: usize) -> Option<u16> {
        if self.castle_moves >= CASTLE_MOVE_LIMIT {
            return None;
        }
        let castle = super::board::castle(other(self.seat));
        let target = if castle[0] as usize == square {
            castle[1]
        } else {
            castle[0]
        };
        (self.cells[target as usize] == 0).then_some(target)
    }

    /// The moves of the piece on `from`: only captures when `captures_only`.
    fn piece_moves(&self, from: usize, captures_only: bool, out: &mut Vec<CamelotMove>) {
        let cell = self.cells[from];
        let knight = (cell - 1) & 1 == 1;
        if self.enemy_castle(from) {
            // A castle move is not a capture, so compulsory capture rules it out.
            if !captures_only {
                if let Some(to) = self.castle_move_target(from) {
                    out.push(CamelotMove::single(MoveKind::CastleMove, from as u16, to));
                }
            }
            return;
        }
        let mut work = *self.cells;
        work[from] = 0;
        let first = out.len();
        let mut found = Vec::new();
        let mut chain = Chain {
            work: &mut work,
            mover: self,
            from: from as u16,
            path: Squares::new(),
            captured: Squares::new(),
        };
        chain.jumps(from, MoveKind::Jump, &mut found);
        let reach = knight.then(|| self.canter_reach(chain.work, from, false));
        if let Some(reach) = &reach {
            for &start in reach.order.iter().skip(1) {
                let start = start as usize;
                if self.enemy_castle(start) || !can_jump_from(chain.work, self.seat_bit(), start) {
                    continue;
                }
                chain.path = reach.path_to(start as u8);
                chain.jumps(start, MoveKind::Charge, &mut found);
            }
        }
        for mv in found {
            push_distinct(out, first, mv);
        }
        if captures_only {
            return;
        }
        for &to in &NEIGHBOURS[from] {
            if to != NONE && work[to as usize] == 0 && !self.own_castle(to as usize) {
                out.push(CamelotMove::single(
                    MoveKind::Plain,
                    from as u16,
                    u16::from(to),
                ));
            }
        }
        // A knight's canter alone may not stop, even in passing, where it could jump.
        let canters = match reach {
            Some(reach)
                if reach
                    .order
                    .iter()
                    .skip(1)
                    .any(|&s| self.jump_square(&work, s)) =>
            {
                self.canter_reach(&work, from, true)
            }
            Some(reach) => reach,
            None => self.canter_reach(&work, from, false),
        };
        for &to in canters.order.iter().skip(1) {
            out.push(CamelotMove {
                kind: MoveKind::Canter,
                from: from as u16,
                landings: canters.path_to(to),
                captured: Squares::new(),
            });
        }
    }

    /// A square where a knight could jump (one in the enemy castle never is: the move ends there).
    fn jump_square(&self, work: &Cells, square: u8) -> bool {
        let square = square as usize;
        !self.enemy_castle(square) && can_jump_from(work, self.seat_bit(), square)
    }

    /// Canters breadth-first from `from` over friendly pieces; never onto the own castle, and not
    /// on from the enemy castle; with `knight_alone`, never onto a square where the knight could
    /// jump.
    fn canter_reach(&self, work: &Cells, from: usize, knight_alone: bool) -> Reach {
        let seat = self.seat_bit();
        let mut reach = Reach {
            parent: [NONE; super::board::SQUARES],
            order: smallvec::smallvec![from as u8],
        };
        reach.parent[from] = from as u8;
        let mut next = 0;
        while next < reach.order.len() {
            let at = reach.order[next] as usize;
            next += 1;
            if at != from && self.enemy_castle(at) {
                continue;
            }
            for (dir, &over) in NEIGHBOURS[at].iter().enumerate() {
                if over == NONE {
                    continue;
                }
                let cell = work[over as usize];
                if cell == 0 || owner(cell) != seat {
                    continue;
                }
                let land = NEIGHBOURS[over as usize][dir];
                if land == NONE
                    || work[land as usize] != 0
                    || reach.parent[land as usize] != NONE
                    || self.own_castle(land as usize)
                {
                    continue;
                }
                if knight_alone && self.jump_square(work, land) {
                    continue;
                }
                reach.parent[land as usize] = at as u8;
                reach.order.push(land);
            }
        }
        reach
    }
}

/// A capture chain being built: the board with the mover lifted and its victims removed so far.
struct Chain<'a, 'b> {
    work: &'a mut Cells,
    mover: &'a Mover<'b>,
    from: u16,
    /// Landings so far (a charge's canters first).
    path: Squares,
    captured: Squares,
}

impl Chain<'_, '_> {
    /// Extends the chain from `at` by every jump; a chain that cannot go on is a finished move.
    fn jumps(&mut self, at: usize, kind: MoveKind, found: &mut Vec<CamelotMove>) {
        let mover = self.mover;
        let seat = mover.seat_bit();
        let stop = mover.enemy_castle(at)
            || (mover.options.parker_castle_stop
                && !self.captured.is_empty()
                && mover.own_castle(at));
        let mut went_on = false;
        if !stop {
            for (dir, &over) in NEIGHBOURS[at].iter().enumerate() {
                if over == NONE {
                    continue;
                }
                let victim = self.work[over as usize];
                if victim == 0 || owner(victim) == seat {
                    continue;
                }
                let land = NEIGHBOURS[over as usize][dir];
                if land == NONE || self.work[land as usize] != 0 {
                    continue;
                }
                went_on = true;
                self.work[over as usize] = 0;
                self.path.push(u16::from(land));
                self.captured.push(u16::from(over));
                self.jumps(land as usize, kind, found);
                self.captured.pop();
                self.path.pop();
                self.work[over as usize] = victim;
            }
        }
        if !went_on && !self.captured.is_empty() {
            found.push(CamelotMove {
                kind,
                from: self.from,
                landings: self.path.clone(),
                captured: self.captured.clone(),
            });
        }
    }
}

/// Adds a capture unless one with the same result (final square and captured set) is already
/// listed after `first`; of two, the one with fewer landings stays (the first found on a tie).
fn push_distinct(out: &mut Vec<CamelotMove>, first: usize, mv: CamelotMove) {
    let key = sorted(&mv.captured);
    let twin = out[first..]
        .iter()
        .position(|old| old.to() == mv.to() && sorted(&old.captured) == key);
    match twin {
        Some(i) if out[first + i].landings.len() > mv.landings.len() => out[first + i] = mv,
        Some(_) => {}
        None => out.push(mv),
    }
}

fn sorted(squares: &[u16]) -> Vec<u16> {
    let mut list = squares.to_vec();
    sort::all(&mut list);
    list
}

#[cfg(test)]
mod tests {
    use super::super::Camelot;
    use crate::rules::{Game, Rng};

    /// The quick test for "any move at all" agrees with the full generator along random games.
    #[test]
    fn has_move_agrees_with_the_generator() {
        for seed in 0..12 {
            let mut rng = Rng::new(seed);
            let mut game = Camelot::new(&Default::default());
            for _ in 0..600 {
                let mover = game.mover();
                let mut all = Vec::new();
                mover.generate(&mut all);
                assert_eq!(mover.has_move(), !all.is_empty(), "{game:?}");
                if game.outcome().is_some() {
                    break;
                }
                let mv = rng.pick(&all).unwrap().clone();
                game.apply(&mv);
            }
        }
    }
}
