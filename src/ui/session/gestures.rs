//! Matching clicks against the legal moves' gestures, for every game: a move is picked by its
//! piece and then either its final square (draughts' multi-jump, chess) or square by square
//! along its path (Camelot's canter chains), with a choice when several moves fit.

use crate::games::AnyMove;
use crate::rules::{sort, Cell, Gesture};

/// A move's cells in order: where it starts, where it lands on the way, where it ends.
pub fn full_path(gesture: &Gesture) -> Vec<Cell> {
    gesture
        .from
        .into_iter()
        .chain(gesture.via.iter().copied())
        .chain(gesture.to)
        .collect()
}

/// What a click on the board means, given the cells picked so far (`path`, piece first).
#[derive(Debug, PartialEq)]
pub enum ClickMeaning {
    Play(AnyMove),
    /// The cell continues some moves' paths; `can_stop` when one of them ends there.
    Extend {
        can_stop: bool,
    },
    /// Several moves end on the cell: the player picks.
    Choose(Vec<AnyMove>),
    /// Not a continuation: (de)select a piece instead.
    Select,
}

fn starts_with(path: &[Cell], prefix: &[Cell]) -> bool {
    path.len() >= prefix.len() && path[..prefix.len()] == *prefix
}

pub fn meaning(moves: &[(AnyMove, Gesture)], path: &[Cell], cell: Cell) -> ClickMeaning {
    if path.is_empty() {
        return ClickMeaning::Select;
    }
    let mut extended = path.to_vec();
    extended.push(cell);
    let along: Vec<(&AnyMove, Vec<Cell>)> = moves
        .iter()
        .map(|(mv, g)| (mv, full_path(g)))
        .filter(|(_, p)| starts_with(p, &extended))
        .collect();
    let complete: Vec<&AnyMove> = along
        .iter()
        .filter(|(_, p)| p.len() == extended.len())
        .map(|(mv, _)| *mv)
        .collect();
    match (along.len(), complete.len()) {
        (1, 1) => return ClickMeaning::Play(complete[0].clone()),
        (0, _) => {}
        (_, 0) => return ClickMeaning::Extend { can_stop: false },
        (_, 1) if along.len() > 1 => return ClickMeaning::Extend { can_stop: true },
        _ => return ClickMeaning::Choose(complete.into_iter().cloned().collect()),
    }
    // Straight to the final cell, through whatever squares remain.
    let ending: Vec<AnyMove> = moves
        .iter()
        .filter(|(_, g)| g.to == Some(cell) && starts_with(&full_path(g), path))
        .map(|(mv, _)| mv.clone())
        .collect();
    match ending.len() {
        0 => ClickMeaning::Select,
        1 => ClickMeaning::Play(ending[0].clone()),
        _ => ClickMeaning::Choose(ending),
    }
}

/// Cells the player may click next: the next cell of every path through `path`, and every end.
pub fn next_cells(moves: &[(AnyMove, Gesture)], path: &[Cell]) -> Vec<Cell> {
    if path.is_empty() {
        return Vec::new();
    }
    let mut cells: Vec<Cell> = moves
        .iter()
        .map(|(_, g)| full_path(g))
        .filter(|p| p.len() > path.len() && starts_with(p, path))
        .flat_map(|p| [p[path.len()], p[p.len() - 1]])
        .collect();
    sort::all(&mut cells);
    cells.dedup();
    cells
}

/// The move whose whole path is exactly `path`, if one is.
pub fn move_ending_here(moves: &[(AnyMove, Gesture)], path: &[Cell]) -> Option<AnyMove> {
    moves
        .iter()
        .find(|(_, g)| full_path(g) == path)
        .map(|(mv, _)| mv.clone())
}
