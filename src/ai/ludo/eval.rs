//! The evaluation of a Ludo position for every seat, in fields of progress ("steps").
//!
//! A seat's *equity* adds up its pieces. A piece on the track is worth the fields it has come,
//! a bonus for being out of the base (a piece in base waits for a 1 or a 6) and an extra that
//! grows with the square of its progress, less its danger: that worth times the chance an
//! opponent knocks it out before the seat throws again ([`super::danger`]). The square makes the
//! leading piece run first: it has more to lose and less way left to be caught on. A piece on
//! the home line is out of reach for good, so it is worth the whole track and a bonus, and little
//! more for each field further in: every home field needs one exact throw to finish, and a
//! bounce is no gain. A finished piece adds a bonus of its own: its exact throw is behind it.
//! The seat pays for each number of the die that would bring no piece further (all its pieces
//! in base or too near the finish), and a place already won counts on top.
//!
//! Only what our rules make real is weighed: there are no safe squares on the track and no
//! blocks, so neither appears; the home line is the only safety.
//!
//! A seat's *utility*, what it plays for, is its equity less twice its rivals': a third of the
//! best opponent's (to win, the leader must be caught) and two thirds of their mean (knocking
//! out anyone helps).
//!
//! The weights were tuned by playing (`examples/ludo_strength.rs`). Danger counts half the
//! expected loss: weighed in full, the player flees every threat of the next round and spends
//! more rounds on the track, where it was knocked out more often, not less.
//!
//! ```
//! use tabula::ai::ludo::eval::{equities, Weights};
//! use tabula::games::ludo::{Ludo, LudoOptions};
//! use tabula::rules::Game;
//! // Red has a piece on its field 20; Blue is all in base.
//! let game = Ludo::decode("L2.RB.20,0,0,0:0,0,0,0.r1.3.-.-", &LudoOptions::default()).unwrap();
//! let e = equities(&game, &Weights::STANDARD);
//! assert!(e[0] > e[1]);
//! ```

use super::danger::Attackers;
use crate::games::ludo::board::{advance, track_field, FINISH, HOME_LINE, TRACK};
use crate::games::ludo::Ludo;
use crate::rules::{Game, Seat};

const TRACK_SQUARED: f32 = (TRACK as f32) * (TRACK as f32);

/// Each seat's value of a position (unused seats 0).
pub type Values = [f32; 4];

/// The evaluation's weights, in steps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A piece out of the base is worth this much more than its fields.
    pub entered: f32,
    /// A piece on the home line or finished: out of reach for good.
    pub home_safe: f32,
    /// A finished piece: its exact throw is behind it.
    pub finished: f32,
    /// Worth of a field along the home line: each field there needs one exact throw to
    /// finish, so going further in is worth less than a track field (a bounce is no gain).
    pub home_step: f32,
    /// How much of a track piece's worth its danger costs (1: the expected loss).
    pub danger: f32,
    /// Extra worth growing with the square of a track piece's progress (this much at the end of
    /// the track): a piece far on is more to lose and nearer safety, so it should run first.
    pub convex: f32,
    /// For each number of the die that would move no piece forward (nor one in).
    pub stuck: f32,
    /// Bonus for first, second and third place once won.
    pub places: [f32; 3],
    /// Of the opponents' equities a seat subtracts this share of the best, the rest of the mean.
    pub leader_share: f32,
    /// How much the opponents' equity counts against a seat's own.
    pub rivalry: f32,
}

impl Weights {
    /// The weights every level plays with (tuned by playing against greedy players; see the
    /// module docs).
    pub const STANDARD: Weights = Weights {
        entered: 4.5,
        home_safe: 3.0,
        finished: 10.0,
        home_step: 0.1,
        danger: 0.5,
        convex: 80.0,
        stuck: 0.5,
        places: [100.0, 40.0, 15.0],
        leader_share: 0.325,
        rivalry: 2.0,
    };
}

/// Every seat's equity in this position (see the module docs).
pub fn equities(game: &Ludo, weights: &Weights) -> Values {
    let attackers = Attackers::of(game);
    let mut values = [0.0; 4];
    for seat in (0..game.num_players() as u8).map(Seat) {
        if !game.has_left(seat) {
            values[usize::from(seat.0)] = seat_equity(game, seat, &attackers, weights);
        }
    }
    values
}

/// The throws that bring a piece at progress `r` further, bounces included, as bits (bit d-1
/// for d).
fn forward_throws(r: u8) -> u8 {
    (1..=6u8)
        .filter(|&d| advance(r, d).is_some_and(|to| to > r))
        .fold(0, |bits, d| bits | 1 << (d - 1))
}

/// A track piece's worth: its fields, the bonus for being out, and the growing extra.
fn track_worth(r: u8, w: &Weights) -> f32 {
    let fields = f32::from(r);
    fields + w.entered + w.convex * fields * fields / TRACK_SQUARED
}

fn seat_equity(game: &Ludo, seat: Seat, attackers: &Attackers, w: &Weights) -> f32 {
    let colour = game.colour(seat);
    let mut equity = 0.0;
    // Bit d-1: a throw of d moves some piece forward (or in); the others are lost.
    let mut useful = 0u8;
    // A piece on the first home field: past the whole track, out of reach.
    let home_entry = f32::from(TRACK + 1) + w.entered + w.convex + w.home_safe;
    for r in game.progress(seat) {
        equity += match r {
            0 => {
                useful |= 0b10_0001;
                0.0
            }
            r if r <= TRACK => {
                useful |= forward_throws(r);
                let worth = track_worth(r, w);
                let field = track_field(colour, r).unwrap_or(0);
                worth * (1.0 - w.danger * attackers.hit_chance(seat, field))
            }
            r if r < FINISH => {
                useful |= forward_throws(r);
                home_entry + f32::from(r - TRACK - 1) * w.home_step
            }
            _ => home_entry + f32::from(HOME_LINE) + w.finished,
        };
    }
    equity -= w.stuck * (6 - useful.count_ones()) as f32;
    if let Some(place) = game.ranking.iter().position(|&s| s == seat) {
        equity += w.places.get(place).copied().unwrap_or(0.0);
    }
    equity
}

/// Every seat's utility from the equities: its own less its opponents' (see the module docs).
/// Seats that left the race are nobody's opponents.
pub fn utilities(game: &Ludo, equity: &Values, weights: &Weights) -> Values {
    let seats = game.num_players();
    let mut values = [0.0; 4];
    for s in 0..seats {
        let rivals = (0..seats).filter(|&o| o != s && !game.has_left(Seat(o as u8)));
        let (mut best, mut sum, mut count) = (f32::MIN, 0.0, 0.0);
        for o in rivals {
            best = best.max(equity[o]);
            sum += equity[o];
            count += 1.0;
        }
        let rival = if count > 0.0 {
            let mean = sum / count;
            weights.rivalry * (weights.leader_share * best + (1.0 - weights.leader_share) * mean)
        } else {
            0.0
        };
        values[s] = equity[s] - rival;
    }
    values
}

/// Equities turned into utilities in one step, for the search's leaves.
pub fn evaluate(game: &Ludo, weights: &Weights) -> Values {
    utilities(game, &equities(game, weights), weights)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;

    #[test]
    fn throws_that_bring_a_piece_further() {
        assert_eq!(forward_throws(20), 0b11_1111);
        // From 40 a 6 bounces to h4: still further. From h2 a 6 bounces back to h2; from h4
        // everything but a 1 bounces back.
        assert_eq!(forward_throws(40), 0b11_1111);
        assert_eq!(forward_throws(42), 0b01_1111);
        assert_eq!(forward_throws(44), 0b00_0001);
    }

    #[test]
    fn a_piece_is_worth_more_the_further_it_is_with_the_throws_used_alike() {
        let w = Weights::STANDARD;
        // Red's other piece on 20 (out of Blue's reach) uses every throw, whatever the first.
        let at = |r: u8| {
            let code = format!("L2.RB.{r},20,0,0:0,0,0,0.r1.3.-.-");
            equities(&Ludo::decode(&code, &Default::default()).unwrap(), &w)[0]
        };
        assert!(at(45) > at(44) && at(44) > at(41) && at(41) > at(40) && at(40) > at(1));
    }
}
