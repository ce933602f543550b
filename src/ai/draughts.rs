//! The draughts heuristic, one for the three rulesets (English, Tammi, Tama), weighted per ruleset:
//! material with kings worth what their moves make them (a short English king about one and a
//! half men, a flying Tammi king over three, a Tama king that flies along lines about three), the
//! back rank kept against crowning, the centre, mobility, runaway men (nothing left to stop them),
//! tempo (men advanced, which counts more as the board empties) and, for the side ahead in the
//! ending, trading down and closing in with the kings.
//!
//! ```
//! use tabula::ai::draughts::DraughtsHeuristic;
//! use tabula::ai::heuristic::Heuristic;
//! use tabula::games::draughts::{Draughts, DraughtsOptions};
//! use tabula::rules::Game;
//! let ahead = Draughts::decode("B:W21:B1,2", &DraughtsOptions::default()).unwrap();
//! assert!(DraughtsHeuristic.evaluate(&ahead) > 100);
//! ```

use super::heuristic::Heuristic;
use super::node::Score;
use super::zobrist::{piece_key, SIDE_KEY};
use crate::games::draughts::board::{bit, squares_of, Board, Geometry};
use crate::games::draughts::{Draughts, DraughtsMove, Ruleset};
use crate::rules::{Game, Seat};

/// The draughts heuristic (its weights depend on the position's ruleset).
#[derive(Clone, Copy, Debug, Default)]
pub struct DraughtsHeuristic;

struct Weights {
    king: Score,
    back_rank: Score,
    centre: Score,
    tempo: Score,
    runaway: Score,
    mobility: Score,
}

fn weights(ruleset: Ruleset) -> Weights {
    match ruleset {
        Ruleset::English => Weights {
            king: 150,
            back_rank: 12,
            centre: 6,
            tempo: 3,
            runaway: 45,
            mobility: 2,
        },
        Ruleset::Tammi => Weights {
            king: 330,
            back_rank: 10,
            centre: 5,
            tempo: 3,
            runaway: 70,
            mobility: 1,
        },
        Ruleset::Tama => Weights {
            king: 300,
            back_rank: 4,
            centre: 3,
            tempo: 4,
            runaway: 60,
            mobility: 1,
        },
    }
}

/// The 16 squares of the middle four ranks and files.
const CENTRE: u64 = 0x0000_3C3C_3C3C_0000;

/// How many rows in front of its own back row a square is for `seat`.
fn row_of(geometry: &Geometry, seat: Seat, square: u8) -> i32 {
    let rank = i32::from(square / 8);
    if geometry.forward(seat) > 0 {
        rank
    } else {
        7 - rank
    }
}

/// Whether no enemy piece stands in the widening cone in front of a man, up to the far row.
fn is_runaway(geometry: &Geometry, seat: Seat, square: u8, enemies: u64) -> bool {
    let (file, rank) = (i32::from(square % 8), i32::from(square / 8));
    let dir = i32::from(geometry.forward(seat));
    let mut r = rank + dir;
    let mut k = 1;
    while (0..8).contains(&r) {
        let low = (file - k).max(0);
        let high = (file + k).min(7);
        let files = ((1u64 << (high - low + 1)) - 1) << low;
        if enemies & (files << (r * 8)) != 0 {
            return false;
        }
        r += dir;
        k += 1;
    }
    true
}

/// The empty squares one step away, counted over every piece of the side.
fn mobility(game: &Draughts, geometry: &Geometry, seat: Seat) -> Score {
    let board = game.board();
    let spec = game.options().ruleset.spec();
    let empty = geometry.playable & !board.occupied();
    let mut count = 0;
    for square in squares_of(board.sides[usize::from(seat.0)]) {
        let dirs = if board.kings & bit(square) != 0 {
            spec.king_steps
        } else {
            spec.man_steps
        };
        for &dir in dirs {
            if geometry
                .step(square, seat, dir)
                .is_some_and(|to| empty & bit(to) != 0)
            {
                count += 1;
            }
        }
    }
    count
}

/// One side's score, before the ending terms.
fn side_score(
    game: &Draughts,
    geometry: &Geometry,
    w: &Weights,
    seat: Seat,
    pieces_left: i32,
) -> Score {
    let board = game.board();
    let own = board.sides[usize::from(seat.0)];
    let enemies = board.sides[usize::from(1 - seat.0)];
    let (men, kings) = (own & !board.kings, own & board.kings);
    let mut score = men.count_ones() as Score * 100 + kings.count_ones() as Score * w.king;
    let back = 0xFFu64 << (geometry.rank_of_row(seat, 0) * 8);
    score += (men & back).count_ones() as Score * w.back_rank;
    score += (own & CENTRE).count_ones() as Score * w.centre
        + (kings & CENTRE).count_ones() as Score * w.centre;
    // Advancing counts for more as the board empties (tempo matters most in the ending).
    let stage = 1 + (24 - pieces_left).max(0) / 6;
    for square in squares_of(men) {
        let row = row_of(geometry, seat, square);
        score += row * w.tempo * stage;
        if is_runaway(geometry, seat, square, enemies) {
            score += w.runaway - 5 * (7 - row);
        }
    }
    score + mobility(game, geometry, seat) * w.mobility
}

/// Chebyshev distance between two squares of the 8 x 8 board.
fn distance(a: u8, b: u8) -> Score {
    let df = (i32::from(a % 8) - i32::from(b % 8)).abs();
    let dr = (i32::from(a / 8) - i32::from(b / 8)).abs();
    df.max(dr)
}

/// For the side ahead: fewer pieces on the board and its kings near the enemy's pieces, so that a
/// won ending is pressed home instead of shuffled.
fn pressing(board: &Board, strong: usize, lead: Score) -> Score {
    let total = board.occupied().count_ones() as Score;
    let mut score = lead * (24 - total).max(0) / 12;
    let targets = board.sides[1 - strong];
    for king in squares_of(board.sides[strong] & board.kings) {
        let nearest = squares_of(targets)
            .map(|t| distance(king, t))
            .min()
            .unwrap_or(0);
        score -= 4 * nearest;
    }
    score
}

impl Heuristic<Draughts> for DraughtsHeuristic {
    fn evaluate(&self, game: &Draughts) -> Score {
        let ruleset = game.options().ruleset;
        let w = weights(ruleset);
        let geometry = Geometry::of(ruleset.spec());
        let board = game.board();
        let pieces = board.occupied().count_ones() as i32;
        let first = side_score(game, &geometry, &w, Seat(0), pieces);
        let second = side_score(game, &geometry, &w, Seat(1), pieces);
        let mut score = first - second;
        if score.abs() >= 80 {
            let strong = usize::from(score < 0);
            let press = pressing(board, strong, score.abs());
            score += if strong == 0 { press } else { -press };
        }
        if game.side_to_move() == Seat(0) {
            score
        } else {
            -score
        }
    }

    fn hash(&self, game: &Draughts) -> u64 {
        let board = game.board();
        let mut hash = if game.side_to_move() == Seat(1) {
            SIDE_KEY
        } else {
            0
        };
        for side in 0..2 {
            for square in squares_of(board.sides[side]) {
                let king = usize::from(board.kings & bit(square) != 0);
                hash ^= piece_key(side * 2 + king, usize::from(square));
            }
        }
        hash
    }

    fn is_capture(&self, _game: &Draughts, mv: &DraughtsMove) -> bool {
        !mv.captured.is_empty()
    }

    fn capture_value(&self, game: &Draughts, mv: &DraughtsMove) -> i32 {
        let kings = mv
            .captured
            .iter()
            .filter(|&&s| game.board().kings & bit(s) != 0)
            .count();
        (mv.captured.len() * 100 + kings * 50) as i32
    }

    fn move_squares(&self, mv: &DraughtsMove) -> usize {
        let from = mv.path.first().copied().unwrap_or(0);
        let to = mv.path.last().copied().unwrap_or(0);
        usize::from(from & 63) * 64 + usize::from(to & 63)
    }
}
