//! Legal steps and whole plays. A turn is played one step (one checker, one die) at a time; a
//! step is legal only when a play using as many dice as possible can still follow it, and when
//! only one die of two can be played it must be the larger one where that is playable.
//!
//! ```
//! use tabula::games::backgammon::board::Board;
//! use tabula::games::backgammon::movegen::max_dice;
//! assert_eq!(max_dice(&Board::start(), 0, &[6, 6, 6, 6]), 4);
//! ```

use crate::rules::sort;
use std::collections::HashSet;

use super::board::{Board, BAR, OFF};

/// One checker moved by one die, in the mover's numbering (25 the bar, 0 off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: u8,
    pub die: u8,
    pub to: u8,
}

/// The dice of a roll as steps to play: four of a double, else the two (larger first).
pub fn dice_to_play(dice: [u8; 2]) -> Vec<u8> {
    if dice[0] == dice[1] {
        vec![dice[0]; 4]
    } else {
        vec![dice[0].max(dice[1]), dice[0].min(dice[1])]
    }
}

/// Every step `side` may make with `die` on its own, one per starting point.
pub fn steps_for_die(board: &Board, side: usize, die: u8, out: &mut Vec<Step>) {
    let mut push = |from: u8| {
        if let Some(to) = board.step_target(side, from, die) {
            out.push(Step { from, die, to });
        }
    };
    if board.bar(side) > 0 {
        push(BAR);
    } else {
        (1..=24u8).rev().for_each(push);
    }
}

/// The distinct values among the dice left.
fn distinct(dice: &[u8]) -> Vec<u8> {
    let mut values: Vec<u8> = dice.to_vec();
    sort::by(&mut values, |a, b| b.cmp(a));
    values.dedup();
    values
}

/// The dice left without one `die`.
fn without(dice: &[u8], die: u8) -> Vec<u8> {
    let mut rest = dice.to_vec();
    if let Some(i) = rest.iter().position(|&d| d == die) {
        rest.remove(i);
    }
    rest
}

/// The most dice `side` can play from here, out of `dice` (stops early at all of them).
pub fn max_dice(board: &Board, side: usize, dice: &[u8]) -> usize {
    let mut best = 0;
    let mut steps = Vec::new();
    for die in distinct(dice) {
        steps.clear();
        steps_for_die(board, side, die, &mut steps);
        for step in &steps {
            let mut next = *board;
            next.apply_step(side, step.from, step.to);
            let rest = without(dice, die);
            best = best.max(1 + max_dice(&next, side, &rest));
            if best == dice.len() {
                return best;
            }
        }
    }
    best
}

/// The steps `side` may play now with `left` dice when `target` more steps must still be played
/// (`target` = the most dice playable at the turn's start minus the steps played). `larger_only`
/// holds the larger-die rule: when just one die of two can be played, only the larger if it can.
pub fn legal_steps(board: &Board, side: usize, left: &[u8], target: usize) -> Vec<Step> {
    let mut out = Vec::new();
    if target == 0 {
        return out;
    }
    let mut steps = Vec::new();
    for die in distinct(left) {
        steps.clear();
        steps_for_die(board, side, die, &mut steps);
        let rest = without(left, die);
        for step in &steps {
            let mut next = *board;
            next.apply_step(side, step.from, step.to);
            if 1 + max_dice(&next, side, &rest) >= target {
                out.push(*step);
            }
        }
        // Larger-die rule: one die of two to play and the larger (tried first) can be played.
        if target == 1 && left.len() == 2 && left[0] != left[1] && !out.is_empty() {
            break;
        }
    }
    merge_bear_offs(out)
}

/// Two dice that both bear off the same checker lead to the same choices afterwards (the die
/// left then bears off the highest checker either way), so only the smaller die is offered.
fn merge_bear_offs(mut steps: Vec<Step>) -> Vec<Step> {
    sort::by_key(&mut steps, |s| (s.to != OFF, s.from, s.die));
    steps.dedup_by(|later, first| later.to == OFF && first.to == OFF && later.from == first.from);
    sort::by_key(&mut steps, |s| {
        (std::cmp::Reverse(s.from), std::cmp::Reverse(s.die))
    });
    steps
}

/// A whole play: the steps in order and the board after them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    pub steps: Vec<Step>,
    pub board: Board,
}

/// Every whole legal play from here, one per resulting position (as gnubg lists them).
pub fn whole_plays(board: &Board, side: usize, left: &[u8], target: usize) -> Vec<Play> {
    let mut plays = Vec::new();
    let mut seen = HashSet::new();
    let mut path = Vec::new();
    collect_plays(board, side, left, target, &mut path, &mut seen, &mut plays);
    plays
}

fn collect_plays(
    board: &Board,
    side: usize,
    left: &[u8],
    target: usize,
    path: &mut Vec<Step>,
    seen: &mut HashSet<Board>,
    plays: &mut Vec<Play>,
) {
    if target == 0 {
        if seen.insert(*board) {
            plays.push(Play {
                steps: path.clone(),
                board: *board,
            });
        }
        return;
    }
    for step in legal_steps(board, side, left, target) {
        let mut next = *board;
        next.apply_step(side, step.from, step.to);
        path.push(step);
        let rest = without(left, step.die);
        collect_plays(&next, side, &rest, target - 1, path, seen, plays);
        path.pop();
    }
}
