//! The Camelot heuristic: material (a knight, which can charge, worth more than a man), each
//! piece's distance to the enemy castle (two pieces inside win, so the last squares count most),
//! defenders beside the own castle, and mobility (empty squares next to each piece).
//!
//! ```
//! use tabula::ai::camelot::CamelotHeuristic;
//! use tabula::ai::heuristic::Heuristic;
//! use tabula::games::camelot::{Camelot, CamelotOptions};
//! use tabula::rules::Game;
//! let start = Camelot::new(&CamelotOptions::default());
//! assert_eq!(CamelotHeuristic.evaluate(&start), 0);
//! ```

use super::heuristic::Heuristic;
use super::node::Score;
use super::zobrist::{counter_key, piece_key, SIDE_KEY};
use crate::games::camelot::board::{castle, FILES, NEIGHBOURS, NONE, SQUARES};
use crate::games::camelot::{Camelot, CamelotMove, Piece};
use crate::rules::Seat;

/// The Camelot heuristic.
#[derive(Clone, Copy, Debug, Default)]
pub struct CamelotHeuristic;

const MAN: Score = 100;
const KNIGHT: Score = 170;

fn distance(a: u16, b: u16) -> Score {
    let df = (i32::from(a % FILES) - i32::from(b % FILES)).abs();
    let dr = (i32::from(a / FILES) - i32::from(b / FILES)).abs();
    df.max(dr)
}

fn to_castle(square: u16, seat: Seat) -> Score {
    let [a, b] = castle(seat);
    distance(square, a).min(distance(square, b))
}

/// What a piece of `seat` on `square` adds: its value, its approach to the enemy castle, its
/// guard of its own, and its free neighbours.
fn piece_score(game: &Camelot, square: u16, seat: Seat, piece: Piece) -> Score {
    let enemy = Seat(1 - seat.0);
    let mut score = if piece == Piece::Knight { KNIGHT } else { MAN };
    let d = to_castle(square, enemy);
    score += (15 - d) * 3;
    score += match d {
        0 => 150,
        1 => 50,
        2 => 20,
        _ => 0,
    };
    if to_castle(square, seat) <= 1 {
        score += 12;
    }
    let free = NEIGHBOURS[usize::from(square)]
        .iter()
        .filter(|&&n| n != NONE && game.piece_at(u16::from(n)).is_none())
        .count();
    score + free as Score
}

impl Heuristic<Camelot> for CamelotHeuristic {
    fn evaluate(&self, game: &Camelot) -> Score {
        let mut score = 0;
        for square in 0..SQUARES as u16 {
            if let Some((seat, piece)) = game.piece_at(square) {
                let value = piece_score(game, square, seat, piece);
                score += if seat == Seat(0) { value } else { -value };
            }
        }
        if game.side_to_move() == Seat(0) {
            score
        } else {
            -score
        }
    }

    fn hash(&self, game: &Camelot) -> u64 {
        let mut hash = if game.side_to_move() == Seat(1) {
            SIDE_KEY
        } else {
            0
        };
        for square in 0..SQUARES as u16 {
            if let Some((seat, piece)) = game.piece_at(square) {
                let kind = usize::from(seat.0 & 1) * 2 + usize::from(piece == Piece::Knight);
                hash ^= piece_key(kind, usize::from(square));
            }
        }
        for seat in 0..2u8 {
            hash ^= counter_key(
                usize::from(seat),
                usize::from(game.castle_moves_made(Seat(seat))),
            );
        }
        hash
    }

    fn is_capture(&self, _game: &Camelot, mv: &CamelotMove) -> bool {
        !mv.captured.is_empty()
    }

    fn capture_value(&self, game: &Camelot, mv: &CamelotMove) -> i32 {
        mv.captured
            .iter()
            .map(|&s| match game.piece_at(s) {
                Some((_, Piece::Knight)) => KNIGHT,
                _ => MAN,
            })
            .sum()
    }

    fn move_squares(&self, mv: &CamelotMove) -> usize {
        usize::from(mv.from % 192) * 192 + usize::from(mv.to() % 192)
    }

    /// Two pieces in the enemy castle win whoever is to move.
    fn ends_by_position(&self) -> bool {
        true
    }
}
