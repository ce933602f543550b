//! Legal moves and their effects: throws, entering from the base, advancing, knocking out,
//! finishing, extra throws after a 6, leaving the race and the turn order.
//!
//! ```
//! use tabula::games::ludo::{Ludo, LudoMove, LudoOptions};
//! use tabula::rules::Game;
//! let mut game = Ludo::new(&LudoOptions::default());
//! for roll in [6, 1, 1, 1] {
//!     game.apply(&LudoMove::StartRoll(roll));
//! }
//! game.apply(&LudoMove::Roll(6));
//! // All pieces in base and a 6: two in, or one to the sixth field.
//! assert_eq!(game.next_moves(), vec![LudoMove::EnterTwo, LudoMove::EnterSix]);
//! ```

use super::board::{advance, track_field};
use super::{next_contender, Ludo, LudoMove, Phase};
use crate::rules::Seat;

impl Ludo {
    /// The moves of the player on turn with throw `die` (never empty: `Pass` when stuck).
    pub(crate) fn moves_for(&self, seat: Seat, die: u8, out: &mut Vec<LudoMove>) {
        let start = out.len();
        let pieces = self.progress(seat);
        let in_base = pieces.iter().filter(|&&r| r == 0).count();
        if die == 1 && in_base >= 1 {
            out.push(LudoMove::Enter);
        }
        if die == 6 && in_base >= 2 {
            out.push(LudoMove::EnterTwo);
        }
        if die == 6 && in_base >= 1 {
            out.push(LudoMove::EnterSix);
        }
        for (i, &r) in pieces.iter().enumerate() {
            // Pieces on the same field are interchangeable: offer the first of them only.
            let first_here = pieces[..i].iter().all(|&other| other != r);
            if first_here && advance(r, die).is_some() {
                out.push(LudoMove::Advance { piece: i as u8 });
            }
        }
        if out.len() == start {
            out.push(LudoMove::Pass);
        }
    }

    /// Applies a move of the current phase; anything else is ignored.
    pub(crate) fn apply_move(&mut self, mv: LudoMove) {
        match (self.phase, mv) {
            (Phase::StartRolls { contenders, rolls }, LudoMove::StartRoll(d)) if valid(d) => {
                self.die = Some(d);
                self.start_roll(contenders, rolls, d);
            }
            (Phase::Rolling(seat), LudoMove::Roll(d)) if valid(d) => {
                self.die = Some(d);
                self.phase = Phase::Moving(seat, d);
            }
            (phase, LudoMove::Leave) if phase != Phase::Over => {
                if let Some(seat) = self.seat_on_turn() {
                    self.leave(seat);
                }
            }
            (Phase::Moving(seat, die), mv) => {
                let mut legal = Vec::new();
                self.moves_for(seat, die, &mut legal);
                if legal.contains(&mv) {
                    self.play_choice(seat, die, mv);
                    self.end_move(seat, die);
                }
            }
            _ => {}
        }
    }

    fn start_roll(&mut self, contenders: u8, mut rolls: [u8; 4], d: u8) {
        let Some(thrower) = next_contender(contenders, rolls) else {
            return;
        };
        rolls[usize::from(thrower.0)] = d;
        self.phase = settle_start(contenders, rolls);
    }

    /// The player on turn leaves the race: their pieces leave the board, the start contest or
    /// the turn goes on without them, and the game ends when one player is left racing.
    fn leave(&mut self, seat: Seat) {
        let s = usize::from(seat.0);
        self.left.push(seat);
        self.progress[s] = [0; 4];
        if self.close_if_decided() {
            return;
        }
        self.phase = match self.phase {
            Phase::StartRolls {
                contenders,
                mut rolls,
            } => {
                rolls[s] = 0;
                settle_start(contenders & !(1 << s), rolls)
            }
            _ => Phase::Rolling(self.next_seat(seat)),
        };
    }

    /// Ends the game when at most one player is still racing: the finishers (already ranked),
    /// the last racer, then the leavers, latest first. Returns whether it ended.
    fn close_if_decided(&mut self) -> bool {
        let racers = self.racers();
        if racers.len() > 1 {
            return false;
        }
        self.ranking.extend(racers);
        self.ranking.extend(self.left.iter().rev());
        self.phase = Phase::Over;
        true
    }

    fn play_choice(&mut self, seat: Seat, die: u8, mv: LudoMove) {
        match mv {
            LudoMove::Enter => self.enter(seat, 1),
            LudoMove::EnterSix => self.enter(seat, 6),
            LudoMove::EnterTwo => {
                self.enter(seat, 1);
                self.enter(seat, 1);
            }
            LudoMove::Advance { piece } => {
                let s = usize::from(seat.0);
                let i = usize::from(piece) & 3;
                if let Some(to) = advance(self.progress[s][i], die) {
                    self.progress[s][i] = to;
                    self.knock(seat, to);
                }
            }
            _ => {}
        }
    }

    /// The first piece in base goes to progress `to`.
    fn enter(&mut self, seat: Seat, to: u8) {
        let s = usize::from(seat.0);
        if let Some(i) = self.progress[s].iter().position(|&r| r == 0) {
            self.progress[s][i] = to;
            self.knock(seat, to);
        }
    }

    /// Sends every opposing piece on the track field of `seat`'s progress `to` back home.
    fn knock(&mut self, seat: Seat, to: u8) {
        let Some(field) = track_field(self.colour(seat), to) else {
            return;
        };
        for other in self.seats().filter(|&o| o != seat) {
            let colour = self.colour(other);
            for r in self.progress[usize::from(other.0)].iter_mut() {
                if track_field(colour, *r) == Some(field) {
                    *r = 0;
                }
            }
        }
    }

    /// The opposing pieces a move of `seat` to progress `to` would knock out, as their seats.
    pub(crate) fn knocked_by(&self, seat: Seat, to: u8) -> Vec<Seat> {
        let Some(field) = track_field(self.colour(seat), to) else {
            return Vec::new();
        };
        self.seats()
            .filter(|&o| o != seat)
            .filter(|&o| {
                let colour = self.colour(o);
                self.progress(o)
                    .iter()
                    .any(|&r| track_field(colour, r) == Some(field))
            })
            .collect()
    }

    /// After a move: record a finished player, end the game or hand the die on.
    fn end_move(&mut self, seat: Seat, die: u8) {
        if self.is_finished(seat) && !self.ranking.contains(&seat) {
            self.ranking.push(seat);
        }
        if self.close_if_decided() {
            return;
        }
        if die == 6 && !self.ranking.contains(&seat) {
            self.phase = Phase::Rolling(seat);
        } else {
            self.phase = Phase::Rolling(self.next_seat(seat));
        }
    }

    /// The next seat clockwise still racing (neither finished nor departed).
    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        let n = self.colours.len() as u8;
        (1..=n)
            .map(|k| Seat((seat.0 + k) % n))
            .find(|s| !self.ranking.contains(s) && !self.left.contains(s))
            .unwrap_or(seat)
    }

    /// Progress a piece of `seat` reaches with this move, for notation and gestures.
    pub(crate) fn target_of(&self, seat: Seat, die: u8, mv: LudoMove) -> Option<(u8, u8)> {
        let pieces = self.progress(seat);
        match mv {
            LudoMove::Enter | LudoMove::EnterTwo => Some((0, 1)),
            LudoMove::EnterSix => Some((0, 6)),
            LudoMove::Advance { piece } => {
                let r = *pieces.get(usize::from(piece))?;
                advance(r, die).map(|to| (r, to))
            }
            _ => None,
        }
    }
}

/// The start contest after a throw or a departure: go on while a contender has yet to throw;
/// a lone contender starts; else the highest throw starts, and a tie throws again among the
/// tied.
fn settle_start(contenders: u8, rolls: [u8; 4]) -> Phase {
    if contenders.count_ones() == 1 {
        return Phase::Rolling(Seat(contenders.trailing_zeros() as u8));
    }
    if next_contender(contenders, rolls).is_some() {
        return Phase::StartRolls { contenders, rolls };
    }
    let best = rolls.iter().copied().max().unwrap_or(0);
    let tied = (0..4u8)
        .filter(|&s| contenders & (1 << s) != 0 && rolls[usize::from(s)] == best)
        .fold(0u8, |bits, s| bits | (1 << s));
    if tied.count_ones() == 1 {
        Phase::Rolling(Seat(tied.trailing_zeros() as u8))
    } else {
        Phase::StartRolls {
            contenders: tied,
            rolls: [0; 4],
        }
    }
}

fn valid(d: u8) -> bool {
    (1..=6).contains(&d)
}
