//! A one-sided bear-off table, computed here: for every way of having up to
//! [`TABLE_CHECKERS`] checkers on the six home points, the chances of needing exactly 1, 2, 3,
//! ... rolls to bear them all off (playing each roll to need the fewest rolls on average), and
//! (with all 15 there) of needing that many rolls to bear off a first checker, what a gammon
//! turns on. Two sides' tables give the chances of a bear-off race where neither can hit the
//! other. The table is computed once, the first time it is asked for; its size is set by what
//! that first time may cost in the browser (the network judges bear-offs with more checkers).
//!
//! ```
//! use tabula::ai::backgammon::bearoff::{race_chances, rolls_to_bear_off};
//! use tabula::games::backgammon::board::Board;
//! // One checker on the 1-point goes off with any roll.
//! assert_eq!(rolls_to_bear_off([1, 0, 0, 0, 0, 0]).unwrap()[1], 1.0);
//! let mut points = [[0u8; 25]; 2];
//! points[0][0] = 1; // White: one checker on its 1-point
//! points[1][5] = 1; // Black: one checker on its 6-point
//! let chances = race_chances(&Board::from_points(points), 0).unwrap();
//! assert_eq!(chances.win, 1.0); // White on roll bears off at once
//! ```

use std::sync::OnceLock;

use super::chances::Chances;
use crate::games::backgammon::board::Board;

/// Rolls counted in a distribution; a longer bear-off (rarer than one in a million) is counted
/// in the last.
pub const MAX_ROLLS: usize = 32;
/// Rolls counted to bear off a first checker.
const FIRST_ROLLS: usize = 8;
/// The most checkers on the home points that the table holds.
pub const TABLE_CHECKERS: u8 = 10;
/// Positions in the table: up to `TABLE_CHECKERS` on 6 points.
const POSITIONS: usize = BINOMIAL[TABLE_CHECKERS as usize + 6][6] as usize;

/// Checkers on the home points 1..=6.
pub type Home = [u8; 6];

struct Table {
    /// Per position, the chances of bearing off in n rolls, fixed point (65535 = 1).
    all_off: Vec<[u16; MAX_ROLLS]>,
    /// Per position, the chances of the first checker off in n rolls.
    first_off: Vec<[u16; FIRST_ROLLS]>,
}

static TABLE: OnceLock<Table> = OnceLock::new();

fn table() -> &'static Table {
    TABLE.get_or_init(build)
}

/// C(n, k) for n < 22, k < 7, for the ranks below (a table: ranking is the table's inner loop).
const BINOMIAL: [[u32; 7]; 22] = binomials();

const fn binomials() -> [[u32; 7]; 22] {
    let mut table = [[0u32; 7]; 22];
    let mut n = 0;
    while n < 22 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 7 && k <= n {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
}

/// The position's place in the table: its checkers and the ones short of `TABLE_CHECKERS` as 7
/// counts, written as places with 6 separators among them, ranked by the separators' places.
fn rank(home: &Home) -> usize {
    let mut place = 0usize;
    let mut index = 0u32;
    for (i, &n) in home.iter().enumerate() {
        place += usize::from(n);
        index += BINOMIAL[(place + i).min(21)][i + 1];
    }
    index as usize
}

/// The home board of each rank (the inverse of [`rank`]), by enumeration.
fn all_positions() -> Vec<Home> {
    let mut out = vec![[0u8; 6]; POSITIONS];
    let mut home = [0u8; 6];
    fill(&mut home, 0, TABLE_CHECKERS, &mut out);
    out
}

fn fill(home: &mut Home, point: usize, left: u8, out: &mut [Home]) {
    if point == 6 {
        out[rank(home)] = *home;
        return;
    }
    for n in 0..=left {
        home[point] = n;
        fill(home, point + 1, left - n, out);
    }
    home[point] = 0;
}

/// One checker moved from `from` (1..=6) by `die`, if legal in a bear-off.
fn step(home: &Home, from: usize, die: usize) -> Option<Home> {
    if home[from - 1] == 0 {
        return None;
    }
    // Past the exact point only from the highest point.
    if from < die && home[from..].iter().any(|&n| n > 0) {
        return None;
    }
    let mut next = *home;
    next[from - 1] -= 1;
    if from > die {
        next[from - die - 1] += 1;
    }
    Some(next)
}

/// Calls `visit` with the board after every way of playing `dice` (all dice play in a bear-off
/// while checkers remain; doubles move from points no higher than the last step's start).
fn for_each_play(home: &Home, dice: &[usize], top: usize, visit: &mut impl FnMut(&Home)) {
    let Some((&die, rest)) = dice.split_first() else {
        return visit(home);
    };
    if home.iter().all(|&n| n == 0) {
        return visit(home);
    }
    let doubles = dice.len() > 2 || rest.first() == Some(&die);
    for from in (1..=top).rev() {
        if let Some(next) = step(home, from, die) {
            let next_top = if doubles { from } else { 6 };
            for_each_play(&next, rest, next_top, visit);
        }
    }
}

/// The 21 rolls with their weights out of 36, as dice to play in order (both orders for two
/// different dice).
fn rolls() -> Vec<(u32, Vec<Vec<usize>>)> {
    let mut out = Vec::new();
    for a in 1..=6 {
        for b in a..=6 {
            if a == b {
                out.push((1, vec![vec![a; 4]]));
            } else {
                out.push((2, vec![vec![a, b], vec![b, a]]));
            }
        }
    }
    out
}

fn build() -> Table {
    let positions = all_positions();
    let pips: Vec<usize> = positions
        .iter()
        .map(|h| {
            h.iter()
                .enumerate()
                .map(|(i, &n)| (i + 1) * n as usize)
                .sum()
        })
        .collect();
    // A play always lowers the pip count, so positions with fewer pips are done first: they
    // are taken by pip count, counting up (a sort of the 54,264 would cost the wasm a sort).
    let most = pips.iter().copied().max().unwrap_or(0);
    let pips = &pips;
    let order: Vec<usize> = (0..=most)
        .flat_map(|count| (0..POSITIONS).filter(move |&i| pips[i] == count))
        .collect();
    let rolls = rolls();
    let mut mean = vec![0f32; POSITIONS];
    let mut first_mean = vec![0f32; POSITIONS];
    let mut all_off = vec![[0u16; MAX_ROLLS]; POSITIONS];
    let mut first_off = vec![[0u16; FIRST_ROLLS]; POSITIONS];
    for &i in &order {
        let home = positions[i];
        let count: u8 = home.iter().sum();
        if count == 0 {
            all_off[i][0] = u16::MAX;
        }
        if count < 15 {
            first_off[i][0] = u16::MAX;
        }
        if count == 0 {
            continue;
        }
        let mut dist = [0f32; MAX_ROLLS];
        let mut first = [0f32; FIRST_ROLLS];
        for (weight, orders) in &rolls {
            let w = *weight as f32 / 36.0;
            let (mut best, mut best_first) = ((f32::MAX, 0), (f32::MAX, 0));
            for dice in orders {
                for_each_play(&home, dice, 6, &mut |next| {
                    let j = rank(next);
                    if mean[j] < best.0 {
                        best = (mean[j], j);
                    }
                    if first_mean[j] < best_first.0 {
                        best_first = (first_mean[j], j);
                    }
                });
            }
            shift_into(&all_off[best.1], &mut dist, w);
            shift_into(&first_off[best_first.1], &mut first, w);
        }
        mean[i] = dist.iter().enumerate().map(|(n, p)| n as f32 * p).sum();
        all_off[i] = fixed(&dist);
        // With a checker already off, the first one needs no roll (mean 0, as set up).
        if count == 15 {
            first_mean[i] = first.iter().enumerate().map(|(n, p)| n as f32 * p).sum();
            first_off[i] = fixed(&first);
        }
    }
    Table { all_off, first_off }
}

/// Adds `weight` times the distribution one roll later.
fn shift_into<const N: usize>(from: &[u16; N], into: &mut [f32; N], weight: f32) {
    for (n, &p) in from.iter().enumerate() {
        let later = (n + 1).min(N - 1);
        into[later] += weight * f32::from(p) / 65535.0;
    }
}

fn fixed<const N: usize>(dist: &[f32; N]) -> [u16; N] {
    dist.map(|p| (p.clamp(0.0, 1.0) * 65535.0).round() as u16)
}

/// The chances of needing exactly n rolls (index n) to bear off all of `home`'s checkers (more
/// than the table holds: `None`).
pub fn rolls_to_bear_off(home: Home) -> Option<[f32; MAX_ROLLS]> {
    in_table(&home).then(|| table().all_off[rank(&home)].map(|p| f32::from(p) / 65535.0))
}

fn in_table(home: &Home) -> bool {
    home.iter().map(|&n| u32::from(n)).sum::<u32>() <= u32::from(TABLE_CHECKERS)
}

/// `side`'s home board, when all its checkers are home or off.
fn home_of(board: &Board, side: usize) -> Option<Home> {
    board
        .all_home(side)
        .then(|| std::array::from_fn(|i| board.count(side, i as u8 + 1)))
}

/// The chances of `side`, on roll, when both sides have all their checkers home (or off) and
/// neither has borne off all; `None` otherwise.
pub fn race_chances(board: &Board, side: usize) -> Option<Chances> {
    let side = side.min(1);
    let (mine, theirs) = (home_of(board, side)?, home_of(board, 1 - side)?);
    let left = |home: &Home| home.iter().any(|&n| n > 0);
    if !(in_table(&mine) && in_table(&theirs) && left(&mine) && left(&theirs)) {
        return None;
    }
    let t = table();
    let (a, b) = (&t.all_off[rank(&mine)], &t.all_off[rank(&theirs)]);
    let p = |d: &[u16], n: usize| d.get(n).map_or(0.0, |&v| f32::from(v) / 65535.0);
    let at_least = |d: &[u16], n: usize| (n..d.len()).map(|m| p(d, m)).sum::<f32>();
    // On roll, `side` wins when it needs no more rolls than the other side.
    let win: f32 = (1..MAX_ROLLS).map(|n| p(a, n) * at_least(b, n)).sum();
    let mut chances = Chances {
        win,
        ..Chances::default()
    };
    if board.off(1 - side) == 0 {
        let first = &t.first_off[rank(&theirs)];
        chances.win_gammon = (1..MAX_ROLLS).map(|n| p(a, n) * at_least(first, n)).sum();
    }
    if board.off(side) == 0 {
        let first = &t.first_off[rank(&mine)];
        chances.lose_gammon = (1..MAX_ROLLS)
            .map(|n| p(b, n) * at_least(first, n + 1))
            .sum();
    }
    Some(chances.clamped())
}
