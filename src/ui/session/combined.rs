//! One checker using several dice in one click (backgammon): besides the point each die takes the
//! selected checker to, the board offers the points it reaches by playing two or more dice in a
//! row, as GNU Backgammon and the online servers do. The steps stay separate moves in the record,
//! so undo takes them back one die at a time.

use crate::games::{AnyGame, AnyMove};
use crate::rules::{Cell, Game, Turn};

/// Where the checker on `from` can get by playing two or more dice in a row, with the steps to
/// play, shortest first. A point reached both with and without a hit on the way (6-5 from the
/// 13-point past a blot on the 8 or the 7) is left out: the player picks the way die by die.
pub fn combined_steps(game: &AnyGame, from: Cell) -> Vec<(Cell, Vec<AnyMove>)> {
    if !matches!(game, AnyGame::Backgammon(_)) {
        return Vec::new();
    }
    let mover = game.turn();
    let mut found: Vec<(Cell, Vec<AnyMove>, Vec<Cell>)> = Vec::new();
    let mut frontier = vec![(game.clone(), from, Vec::new(), Vec::new())];
    // Doubles give at most four steps.
    for _ in 0..4 {
        let mut next = Vec::new();
        for (position, at, steps, hits) in frontier {
            if position.turn() != mover || mover == Turn::Chance {
                continue;
            }
            for mv in position.next_moves() {
                let Some(gesture) = position.gesture(&mv) else {
                    continue;
                };
                let (Some(start), Some(to)) = (gesture.from, gesture.to) else {
                    continue;
                };
                if start != at {
                    continue;
                }
                let mut after = position.clone();
                after.apply(&mv);
                let mut steps = steps.clone();
                steps.push(mv);
                let mut hits = hits.clone();
                hits.extend(gesture.captured);
                if steps.len() >= 2 {
                    found.push((to, steps.clone(), hits.clone()));
                }
                next.push((after, to, steps, hits));
            }
        }
        frontier = next;
    }
    let mut chosen: Vec<(Cell, Vec<AnyMove>)> = Vec::new();
    for (cell, steps, hits) in &found {
        if chosen.iter().any(|(c, _)| c == cell) {
            continue;
        }
        let ways = found.iter().filter(|(c, _, _)| c == cell);
        if ways.clone().all(|(_, _, h)| h == hits) {
            chosen.push((*cell, steps.clone()));
        }
    }
    chosen
}
