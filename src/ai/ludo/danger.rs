//! How likely a piece on the track is to be knocked out before its owner throws again.
//!
//! Our rules (see [`crate::games::ludo`]) have no safe squares on the track and no blocks: any
//! opponent that lands on a track field sends every piece there back to its base, and only the
//! home lines are safe. So a piece's danger comes from three kinds of attacker, each throwing
//! once before the piece's owner throws again:
//! - an opponent piece 1 to 6 fields behind on the track, whose own way passes the field (it
//!   does not turn into its home line first): one throw in six;
//! - one 7 to 12 fields behind: a 6 and then the rest, one in thirty-six;
//! - an opponent's base: a 1 (or a 6 with two pieces in base) puts a piece on its start point,
//!   a 6 one on its sixth field; and a piece on its last home field bounces back with a 6
//!   onto the field before its start point.
//!
//! ```
//! use tabula::ai::ludo::danger::Attackers;
//! use tabula::games::ludo::{Ludo, LudoOptions};
//! use tabula::rules::{Game, Seat};
//! // Red's piece on its field 10; Blue's on its field 38, the same as Red's 8: 2 fields behind.
//! let game = Ludo::decode("L2.RB.10,0,0,0:38,45,45,45.r0.3.-.-", &LudoOptions::default()).unwrap();
//! let attackers = Attackers::of(&game);
//! let red = tabula::games::ludo::board::track_field(game.colour(Seat(0)), 10).unwrap();
//! assert!((attackers.hit_chance(Seat(0), red) - 1.0 / 6.0).abs() < 1e-6);
//! ```

use crate::games::ludo::board::{track_field, HOME_LINE, TRACK};
use crate::games::ludo::Ludo;
use crate::rules::Seat;

/// One throw in six.
const ONE_THROW: f32 = 1.0 / 6.0;
/// A 6 and then a given number: one in thirty-six.
const SIX_THEN: f32 = 1.0 / 36.0;

/// For every seat, the chance each track field is hit by some opponent of that seat.
#[derive(Clone, Debug)]
pub struct Attackers {
    /// `miss[attacker][field]`: the chance the attacker's next turn leaves the field alone.
    miss: [[f32; TRACK as usize]; 4],
    seats: usize,
}

impl Attackers {
    /// The threats every seat's pieces and base make in this position.
    pub fn of(game: &Ludo) -> Attackers {
        let mut attackers = Attackers {
            miss: [[1.0; TRACK as usize]; 4],
            seats: crate::rules::Game::num_players(game),
        };
        for seat in (0..attackers.seats as u8).map(Seat) {
            if game.has_left(seat) {
                continue;
            }
            attackers.add_seat(game, seat);
        }
        attackers
    }

    fn add_seat(&mut self, game: &Ludo, seat: Seat) {
        let colour = game.colour(seat);
        let pieces = game.progress(seat);
        let field = |r: u8| track_field(colour, r).map(usize::from);
        let miss = &mut self.miss[usize::from(seat.0)];
        let mut hit = |at: Option<usize>, chance: f32| {
            if let Some(f) = at {
                miss[f] *= 1.0 - chance;
            }
        };
        let in_base = pieces.iter().filter(|&&r| r == 0).count();
        if in_base >= 1 {
            let twice = if in_base >= 2 { 2.0 } else { 1.0 };
            hit(field(1), twice * ONE_THROW);
            hit(field(6), ONE_THROW);
        }
        for (i, &r) in pieces.iter().enumerate() {
            // Pieces on one field are one attacker: only one of them moves.
            if pieces[..i].contains(&r) {
                continue;
            }
            if (1..=TRACK).contains(&r) {
                for d in 1..=12u8 {
                    if r + d > TRACK {
                        break;
                    }
                    hit(field(r + d), if d <= 6 { ONE_THROW } else { SIX_THEN });
                }
            } else if r == TRACK + HOME_LINE {
                hit(field(TRACK), ONE_THROW);
            }
        }
    }

    /// The chance a piece of `seat` on absolute track field `field` (0..40) is knocked out
    /// before `seat` throws again: each opponent attacks once.
    pub fn hit_chance(&self, seat: Seat, field: u8) -> f32 {
        let f = usize::from(field) % usize::from(TRACK);
        let safe: f32 = (0..self.seats)
            .filter(|&o| o != usize::from(seat.0))
            .map(|o| self.miss[o][f])
            .product();
        1.0 - safe
    }

    /// How many of `seat`'s pieces on the track a rival can knock out with one throw before
    /// `seat` throws again (the tutor's "left in reach"). Pieces on one field count each.
    pub fn in_reach(&self, game: &Ludo, seat: Seat) -> usize {
        let colour = game.colour(seat);
        game.progress(seat)
            .into_iter()
            .filter_map(|r| track_field(colour, r))
            .filter(|&field| self.hit_chance(seat, field) >= ONE_THROW - 1e-4)
            .count()
    }
}
