//! An exact solution of small draughts endings with kings only, by retrograde analysis: every
//! position with up to a few kings a side (and each side to move) is
//! labelled won, lost or drawn with best play, ignoring the move-count draw. Benchmarks use it to
//! tell a placement the top level must win from one the defender can hold (two kings can be shut
//! in a single corner: `B:WK12,K4:BK7` is a draw), and tests check the engine against it.
//!
//! ```
//! use tabula::ai::ending_table::{EndingTable, Value};
//! use tabula::games::draughts::{Draughts, DraughtsOptions};
//! use tabula::rules::Game;
//! let table = EndingTable::kings(&DraughtsOptions::default(), [1, 2]); // Black 1, White 2
//! let opts = DraughtsOptions::default();
//! let won = Draughts::decode("W:WK19,K25:BK32", &opts).unwrap();
//! assert_eq!(table.value(&won), Some(Value::Win));
//! let held = Draughts::decode("B:WK12,K4:BK7", &opts).unwrap();
//! assert_eq!(table.value(&held), Some(Value::Draw));
//! ```

use std::collections::HashMap;

use crate::games::draughts::board::{squares_of, Board, Geometry};
use crate::games::draughts::{codec, Draughts, DraughtsOptions};
use crate::rules::{Game, Outcome, Seat};

/// A position's value for the side to move, with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Win,
    Loss,
    Draw,
}

type Key = ([u64; 2], Seat);

/// Where a move leads: a finished game, or a position of the table.
#[derive(Clone, Copy)]
enum Next {
    Known(Value),
    Position(usize),
}

/// The successors of `game`, each valued for its own side to move.
fn successors_of(game: &Draughts, index: &HashMap<Key, usize>) -> Vec<Next> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
        .iter()
        .map(|mv| {
            let mut child = game.clone();
            child.apply(mv);
            match child.outcome().map(|v| v.outcome) {
                Some(Outcome::Win(seat)) if seat == child.side_to_move() => Next::Known(Value::Win),
                Some(Outcome::Win(_)) => Next::Known(Value::Loss),
                Some(_) => Next::Known(Value::Draw),
                // Kings only: every position reached is in the table.
                None => index
                    .get(&key(&child))
                    .map_or(Next::Known(Value::Draw), |&i| Next::Position(i)),
            }
        })
        .collect()
}

fn key(game: &Draughts) -> Key {
    (game.board().sides, game.side_to_move())
}

/// The solved positions of one ending.
pub struct EndingTable {
    values: HashMap<Key, Value>,
}

impl EndingTable {
    /// Every position with 1..=`most[s]` kings of `Seat(s)` (seat 0 moves first: Black in
    /// English draughts), solved. The sweeps cost about the square of the positions: keep it to
    /// three kings in all.
    pub fn kings(options: &DraughtsOptions, most: [usize; 2]) -> EndingTable {
        let positions = all_positions(options, most);
        let index: HashMap<Key, usize> = positions
            .iter()
            .enumerate()
            .map(|(i, g)| (key(g), i))
            .collect();
        let successors: Vec<Vec<Next>> = positions
            .iter()
            .map(|game| successors_of(game, &index))
            .collect();
        let values = solve(&successors);
        EndingTable {
            values: positions
                .iter()
                .zip(values)
                .map(|(g, v)| (key(g), v))
                .collect(),
        }
    }

    /// The value of `game` for the side to move, if it is in the table.
    pub fn value(&self, game: &Draughts) -> Option<Value> {
        self.values.get(&key(game)).copied()
    }

    /// How many positions the table holds.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// Values by repeated sweeps: a position is won when a move leads to a position lost for the
/// opponent, lost when every move leads to one won for the opponent (or it has no move); what
/// never settles is a draw.
fn solve(successors: &[Vec<Next>]) -> Vec<Value> {
    let mut values: Vec<Option<Value>> = vec![None; successors.len()];
    loop {
        let mut changed = false;
        for (i, next) in successors.iter().enumerate() {
            if values[i].is_some() {
                continue;
            }
            let child = |s: &Next| match *s {
                Next::Known(v) => Some(v),
                Next::Position(j) => values[j],
            };
            let value = if next.iter().any(|s| child(s) == Some(Value::Loss)) {
                Some(Value::Win)
            } else if next.iter().all(|s| child(s) == Some(Value::Win)) {
                Some(Value::Loss)
            } else {
                None
            };
            if value.is_some() {
                values[i] = value;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    values
        .into_iter()
        .map(|v| v.unwrap_or(Value::Draw))
        .collect()
}

/// Every legal kings-only position of the sizes asked for, each side to move.
fn all_positions(options: &DraughtsOptions, [first, second]: [usize; 2]) -> Vec<Draughts> {
    let spec = options.ruleset.spec();
    let geometry = Geometry::of(spec);
    let squares: Vec<u8> = squares_of(geometry.playable).collect();
    let mut out = Vec::new();
    for a in subsets(&squares, first) {
        for b in subsets(&squares, second) {
            if a & b != 0 {
                continue;
            }
            let board = Board {
                sides: [a, b],
                kings: a | b,
            };
            for seat in [Seat(0), Seat(1)] {
                let code = codec::encode(spec, &geometry, &board, seat);
                if let Ok(game) = Draughts::decode(&code, options) {
                    if game.outcome().is_none() {
                        out.push(game);
                    }
                }
            }
        }
    }
    out
}

/// The sets of 1..=`most` squares, as bitboards.
fn subsets(squares: &[u8], most: usize) -> Vec<u64> {
    let mut sets = vec![0u64];
    let mut all = Vec::new();
    for _ in 0..most {
        let mut next = Vec::new();
        for &set in &sets {
            let top = squares_of(set).last();
            for &sq in squares.iter().filter(|&&sq| top.is_none_or(|t| sq > t)) {
                next.push(set | 1u64 << sq);
            }
        }
        all.extend(&next);
        sets = next;
    }
    all
}
