//! Every whole legal play of a roll as the boards it leads to, fast: the engine's move choice,
//! its look a roll deeper and the training program call this thousands of times a second, where
//! the rules' own [`movegen::whole_plays`](crate::games::backgammon::movegen::whole_plays)
//! (which also keeps each play's steps, for the page) would cost several times more. The rules
//! are the same: as many dice as can be played, the larger die when only one of two can be;
//! `tests/ai_backgammon_play.rs` checks that both give the same boards.
//!
//! ```
//! use tabula::ai::backgammon::plays::play_boards;
//! use tabula::games::backgammon::board::Board;
//! let mut boards = Vec::new();
//! play_boards(&Board::start(), 0, [3, 1], &mut boards);
//! assert_eq!(boards.len(), 16); // gnubg lists 16 plays of an opening 3-1
//! ```

use crate::games::backgammon::board::{Board, BAR};

/// The boards after every whole legal play of `dice` by `side` (each once, in no set order);
/// the board itself when no checker can move. Dice outside 1..=6 play nothing.
pub fn play_boards(board: &Board, side: usize, dice: [u8; 2], out: &mut Vec<Board>) {
    out.clear();
    if !dice.iter().all(|d| (1..=6).contains(d)) {
        out.push(*board);
        return;
    }
    let mut found = Found::default();
    if dice[0] == dice[1] {
        doubles(board, side, dice[0], 4, BAR, &mut found);
    } else {
        let (high, low) = (dice[0].max(dice[1]), dice[0].min(dice[1]));
        two_dice(board, side, high, low, &mut found);
        two_dice(board, side, low, high, &mut found);
    }
    out.append(&mut found.boards);
    if out.is_empty() {
        out.push(*board);
    }
    out.sort_unstable_by_key(|b| b.points);
    out.dedup();
}

/// The plays found so far: only those that use the most dice are kept. For two different dice
/// `larger` marks plays of one die that used the larger one (those win over the smaller's).
#[derive(Default)]
struct Found {
    boards: Vec<Board>,
    used: usize,
    larger: bool,
}

impl Found {
    fn push(&mut self, board: Board, used: usize, larger: bool) {
        if used > self.used || (used == self.used && larger && !self.larger) {
            self.boards.clear();
            self.used = used;
            self.larger = larger;
        }
        if used == self.used && larger == self.larger {
            self.boards.push(board);
        }
    }
}

/// The points a step may start from now: only the bar while checkers are on it.
fn sources(board: &Board, side: usize, highest_from: u8) -> impl Iterator<Item = u8> + '_ {
    let top = if board.bar(side) > 0 { BAR } else { 24 };
    let bottom = if board.bar(side) > 0 { BAR } else { 1 };
    (bottom..=top.min(highest_from))
        .rev()
        .filter(move |&p| board.count(side, p) > 0)
}

/// `first` then `second` (two different dice); plays of one die are kept as a fallback.
fn two_dice(board: &Board, side: usize, first: u8, second: u8, found: &mut Found) {
    let larger_first = first > second;
    for from in sources(board, side, BAR) {
        let Some(to) = board.step_target(side, from, first) else {
            continue;
        };
        let mut next = *board;
        next.apply_step(side, from, to);
        let mut both = false;
        for from2 in sources(&next, side, BAR) {
            if let Some(to2) = next.step_target(side, from2, second) {
                let mut last = next;
                last.apply_step(side, from2, to2);
                found.push(last, 2, false);
                both = true;
            }
        }
        if !both {
            found.push(next, 1, larger_first);
        }
    }
}

/// Up to `left` steps of `die`, each from a point no higher than the last one's start (any
/// order of the same steps gives the same board, so one order is enough).
fn doubles(board: &Board, side: usize, die: u8, left: usize, highest_from: u8, found: &mut Found) {
    let mut moved = false;
    if left > 0 {
        for from in sources(board, side, highest_from) {
            if let Some(to) = board.step_target(side, from, die) {
                let mut next = *board;
                next.apply_step(side, from, to);
                doubles(&next, side, die, left - 1, from, found);
                moved = true;
            }
        }
    }
    if !moved && left < 4 {
        found.push(*board, 4 - left, false);
    }
}
