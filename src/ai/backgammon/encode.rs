//! The network's inputs for a position, seen by the side on roll: the TD-Gammon style count of
//! checkers on every point (four units a point) with the bar and the checkers off, for the side
//! on roll first and then the other, and for each side a few hand-made features that a small
//! network finds hard to work out from the raw counts: pip count, how many of the other side's
//! 36 rolls hit one of its blots, home-board points, the longest prime, the points made in
//! front of the other side's last checker, checkers back, an anchor, checkers not yet home,
//! checkers on the bar, the rolls that let its last checker escape;
//! last one unit for contact.
//!
//! ```
//! use tabula::ai::backgammon::encode::{encode, INPUTS};
//! use tabula::games::backgammon::board::Board;
//! let mut inputs = [0.0f32; INPUTS];
//! encode(&Board::start(), 0, &mut inputs);
//! assert_eq!(inputs[INPUTS - 1], 1.0); // the sides are in contact
//! ```

use crate::games::backgammon::board::Board;

/// Units for one side's checkers: four a point, the bar, the checkers off.
const RAW: usize = 24 * 4 + 2;
/// Hand-made units for one side.
const MADE: usize = 10;
/// Units for one side.
const SIDE: usize = RAW + MADE;
/// All the network's inputs: both sides and the contact unit.
pub const INPUTS: usize = 2 * SIDE + 1;

/// Writes the inputs of `board` with `side` on roll into `out` (every unit is set).
pub fn encode(board: &Board, side: usize, out: &mut [f32; INPUTS]) {
    let side = side.min(1);
    let contact = in_contact(board);
    for (slot, who) in [side, 1 - side].into_iter().enumerate() {
        let units = &mut out[slot * SIDE..(slot + 1) * SIDE];
        raw_units(board, who, &mut units[..RAW]);
        made_units(board, who, &mut units[RAW..]);
    }
    out[INPUTS - 1] = if contact { 1.0 } else { 0.0 };
}

/// TD-Gammon's counts, as gnubg's variant has them: one checker (a blot), two, three or more,
/// and half of each checker past three.
fn raw_units(board: &Board, side: usize, out: &mut [f32]) {
    for p in 1..=24u8 {
        let n = board.count(side, p);
        let unit = &mut out[(p as usize - 1) * 4..p as usize * 4];
        unit[0] = f32::from(u8::from(n == 1));
        unit[1] = f32::from(u8::from(n == 2));
        unit[2] = f32::from(u8::from(n >= 3));
        unit[3] = f32::from(n.saturating_sub(3)) / 2.0;
    }
    out[96] = f32::from(board.bar(side)) / 2.0;
    out[97] = f32::from(board.off(side)) / 15.0;
}

/// The hand-made features of `side` (see the module's documentation).
fn made_units(board: &Board, side: usize, out: &mut [f32]) {
    let made = |p: u8| board.count(side, p) >= 2;
    let home_points = (1..=6u8).filter(|&p| made(p)).count();
    let mut prime = 0;
    let mut run = 0;
    for p in 1..=24u8 {
        run = if made(p) { run + 1 } else { 0 };
        prime = prime.max(run);
    }
    // The other side's last checker, in this side's numbering: it must pass the points above.
    let their_last = 25 - board.highest(1 - side).min(25);
    let blocking = (their_last + 1..=their_last.saturating_add(6).min(24))
        .filter(|&p| made(p))
        .count();
    // Summed wide: a damaged board may hold far more than 15 checkers.
    let back: u32 = (19..=25u8).map(|p| u32::from(board.count(side, p))).sum();
    let anchor = (19..=24u8).any(made);
    let outside: u32 = (7..=25u8).map(|p| u32::from(board.count(side, p))).sum();
    out[0] = board.pip_count(side) as f32 / 167.0;
    out[1] = f32::from(shots_at(board, side)) / 36.0;
    out[2] = home_points as f32 / 6.0;
    out[3] = prime as f32 / 6.0;
    out[4] = blocking as f32 / 6.0;
    out[5] = back as f32 / 5.0;
    out[6] = f32::from(u8::from(anchor));
    out[7] = outside as f32 / 15.0;
    out[8] = f32::from(board.bar(side).min(4)) / 4.0;
    out[9] = f32::from(escapes(board, side)) / 36.0;
}

/// How many of its 36 rolls take `side`'s last checker past the other side's points made in
/// the 12 points in front of it (36 when none are there); a checker on the bar counts from 25.
pub fn escapes(board: &Board, side: usize) -> u8 {
    let last = board.highest(side);
    let blocked = |p: i16| p >= 1 && board.opponent_on(side, p as u8) >= 2;
    let lowest = (1..=12i16)
        .map(|d| i16::from(last) - d)
        .filter(|&p| blocked(p))
        .min();
    let Some(lowest) = lowest else {
        return 36;
    };
    let from = i16::from(last);
    let lands = |d: i16| from - d < lowest && from - d >= 1 && !blocked(from - d);
    let mut count = 0;
    for a in 1..=6i16 {
        // a-a moves one checker up to four times a.
        count += u8::from((1..=4).any(|k| lands(k * a) && (1..k).all(|j| !blocked(from - j * a))));
        for b in a + 1..=6i16 {
            let two = lands(a + b) && (!blocked(from - a) || !blocked(from - b));
            count += 2 * u8::from(lands(a) || lands(b) || two);
        }
    }
    count
}

/// Whether some checker of one side still has to pass a checker of the other.
pub fn in_contact(board: &Board) -> bool {
    let mine = board.highest(0);
    let theirs = board.highest(1);
    // Side 0's last checker on its point `mine` meets side 1's on side 0's point 25 - theirs.
    mine > 0 && theirs > 0 && u16::from(mine) + u16::from(theirs) > 25
}

/// How many of the other side's 36 rolls hit at least one blot of `side` (a shot-counting
/// estimate: a checker on the bar must hit as it enters or with the rest of its roll; other
/// checkers wait until the bar is empty).
pub fn shots_at(board: &Board, side: usize) -> u8 {
    let attacker = 1 - side;
    // Blots in the attacker's numbering.
    let blots: u32 = (1..=24u8)
        .filter(|&q| board.opponent_on(attacker, q) == 1)
        .fold(0, |set, q| set | 1 << q);
    if blots == 0 {
        return 0;
    }
    let from_bar = board.bar(attacker) > 0;
    let open = |p: i16| p >= 1 && board.opponent_on(attacker, p as u8) < 2;
    let mut hit_rolls = 0u64;
    for from in (1..=25u8).rev() {
        if board.count(attacker, from) == 0 || (from_bar && from != 25) {
            continue;
        }
        for q in from.saturating_sub(24).max(1)..from {
            if blots & (1 << q) != 0 {
                hit_rolls |= rolls_reaching(from, q, &open);
            }
        }
    }
    hit_rolls.count_ones() as u8
}

/// The rolls (bit `6 * (a - 1) + (b - 1)` for dice a, b) with which one checker goes from
/// `from` to `to` through open points only.
fn rolls_reaching(from: u8, to: u8, open: &impl Fn(i16) -> bool) -> u64 {
    let distance = i16::from(from - to);
    let from = i16::from(from);
    let bit = |a: i16, b: i16| 1u64 << (6 * (a - 1) + (b - 1));
    let mut mask = 0u64;
    if distance <= 6 {
        // Every roll with that number on a die (a double too) hits directly.
        for other in 1..=6 {
            mask |= bit(distance, other) | bit(other, distance);
        }
    }
    for a in 1..=6i16 {
        let b = distance - a;
        if a < b && b <= 6 && (open(from - a) || open(from - b)) {
            mask |= bit(a, b) | bit(b, a);
        }
        let steps = distance / a;
        if distance % a == 0 && (2..=4).contains(&steps) && (1..steps).all(|j| open(from - j * a)) {
            mask |= bit(a, a);
        }
    }
    mask
}
