//! The dice of a game played on two devices (issue 26, 3): where each throw of a record falls
//! among the two devices' values of [`crate::rules::fair_dice`], and which chance move a drawn
//! number stands for.
//!
//! A *roll* (a pair of values, one from each device) serves one turn's throws: backgammon's
//! each roll (and the opening roll), Ludo's throws of one player in a row (a six throws again,
//! so does a player with every piece at home). Throw `j` of a turn is drawn from the turn's
//! roll and `j`, so a player who throws again needs nothing more from the other device.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::games::shared_dice::{places, next_place};
//! use tabula::rules::Record;
//! let record = Record::new(AnyGame::new_of(GameKind::Backgammon));
//! assert!(places(&record).is_empty());
//! assert_eq!(next_place(&record).map(|p| (p.roll, p.throw)), Some((1, 0)));
//! ```

use super::backgammon::Phase;
use super::{AnyGame, AnyMove};
use crate::rules::{Game, Record, Seat, Turn};

/// Where one throw falls: the roll whose two values draw it (from 1) and its place among that
/// roll's throws (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The index of the move in the record.
    pub ply: usize,
    pub roll: u32,
    pub throw: u32,
}

/// Who throws chance's next result in `game`: Ludo's player on turn; none where the dice
/// belong to nobody (backgammon's rolls, each a roll of its own).
fn thrower(game: &AnyGame) -> Option<Seat> {
    match game {
        AnyGame::Ludo(ludo) => ludo.seat_on_turn(),
        _ => None,
    }
}

/// The seat whose device throws chance's next result, whether chance acts now or after a
/// player's move: backgammon's player on roll (after the checkers of the one moving now, the
/// other's; after a double, the doubler's), Ludo's player on turn; none where either device
/// may (backgammon's opening roll) or the game has no dice.
pub fn next_thrower(game: &AnyGame) -> Option<Seat> {
    match game {
        AnyGame::Ludo(ludo) => ludo.seat_on_turn(),
        AnyGame::Backgammon(bg) => match bg.phase() {
            Phase::Moving(seat) => Some(Seat(1 - seat.0.min(1))),
            _ => bg.seat_on_roll(),
        },
        _ => None,
    }
}

/// Walks the record's moves (every one, past the cursor too) and the chance position after
/// them, giving each throw its place.
fn walk(record: &Record<AnyGame>) -> (Vec<Place>, Option<Place>) {
    let mut places = Vec::new();
    let mut last: Option<(u32, u32, Option<Seat>)> = None;
    let mut place_at = |ply: usize, game: &AnyGame| {
        let who = thrower(game);
        let place = match last {
            Some((roll, throw, Some(seat))) if who == Some(seat) => (roll, throw + 1),
            Some((roll, _, _)) => (roll + 1, 0),
            None => (1, 0),
        };
        last = Some((place.0, place.1, who));
        Place {
            ply,
            roll: place.0,
            throw: place.1,
        }
    };
    for (ply, _) in record.moves().iter().enumerate() {
        if let Some(before) = record.position_before(ply) {
            if before.turn() == Turn::Chance {
                places.push(place_at(ply, before));
            }
        }
    }
    let after = record.moves().len();
    let end = record.position_before(after).cloned();
    let next = end
        .filter(|game| game.turn() == Turn::Chance && game.outcome().is_none())
        .map(|game| place_at(after, &game));
    (places, next)
}

/// The place of every throw in the record.
pub fn places(record: &Record<AnyGame>) -> Vec<Place> {
    walk(record).0
}

/// The place of the next throw, where chance is to act after the record's last move.
pub fn next_place(record: &Record<AnyGame>) -> Option<Place> {
    walk(record).1
}

/// The roll the next throw will use, whether chance acts now or after a player's move (who
/// throws next is unknown until then, so a new roll is assumed unless chance acts now).
pub fn next_roll(record: &Record<AnyGame>) -> u32 {
    let (places, next) = walk(record);
    match next {
        Some(place) => place.roll,
        None => places.last().map_or(1, |place| place.roll + 1),
    }
}

/// How many equally likely numbers a throw draws from, so that each of `outcomes` (weighted by
/// probability) is a whole count of them: 36 for backgammon's two dice, 30 for its opening
/// roll, 6 for a die. None where no small count fits.
pub fn numbers<M>(outcomes: &[(M, f32)]) -> Option<usize> {
    let least = outcomes
        .iter()
        .map(|(_, p)| *p)
        .fold(f32::INFINITY, f32::min);
    if least.is_nan() || least <= 0.0 {
        return None;
    }
    let count = (1.0 / least).round() as usize;
    let whole = outcomes.iter().all(|(_, p)| {
        let share = p * count as f32;
        (share - share.round()).abs() < 0.01
    });
    let sum: usize = outcomes
        .iter()
        .map(|(_, p)| (p * count as f32).round() as usize)
        .sum();
    (whole && sum == count && count <= 1000).then_some(count)
}

/// The outcome that number `drawn` (below [`numbers`]) stands for: the outcomes in their
/// listed order, each taking as many numbers as its share.
pub fn pick<M: Clone>(outcomes: &[(M, f32)], drawn: usize) -> Option<M> {
    let count = numbers(outcomes)?;
    let mut left = drawn;
    for (outcome, p) in outcomes {
        let share = (p * count as f32).round() as usize;
        if left < share {
            return Some(outcome.clone());
        }
        left -= share;
    }
    None
}

/// Chance's outcomes in `game`, in the order [`pick`] counts them.
pub fn outcomes(game: &AnyGame) -> Vec<(AnyMove, f32)> {
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    outcomes
}
