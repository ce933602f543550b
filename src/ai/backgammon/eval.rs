//! A position's chances for the side on roll: exact once a side has borne off all its
//! checkers, from the one-sided bear-off table ([`bearoff`](super::bearoff)) when both sides
//! are bearing off, and from our network ([`net`](super::net), trained by
//! `examples/train_backgammon.rs`, weights in `weights.bin`) otherwise.
//!
//! ```
//! use tabula::ai::backgammon::eval::evaluate;
//! use tabula::games::backgammon::board::Board;
//! let start = evaluate(&Board::start(), 0);
//! assert!(start.win > 0.45 && start.win < 0.6); // a little better than even on roll
//! ```

use std::cell::{Cell, RefCell};
use std::sync::OnceLock;

use super::bearoff::race_chances;
use super::chances::Chances;
use super::encode::{encode, INPUTS};
use super::net::{Net, WeightsError};
use crate::games::backgammon::board::{Board, CHECKERS};

/// The shipped weights, trained by us by self-play (see the module's documentation), in the
/// compact form of the weights file (version 2 in [`net`](super::net): 8-bit weights, 16-bit in
/// the output layer), 30,512 bytes instead of 114,232 at full precision. Made from the
/// full-precision weights (version 1, as training writes them) by
/// `examples/compact_backgammon_weights.rs`:
///
/// ```text
/// cargo run --release --example compact_backgammon_weights -- \
///     compact tests/data/backgammon-weights-f32.bin src/ai/backgammon/weights.bin
/// ```
const WEIGHTS: &[u8] = include_bytes!("weights.bin");

static NET: OnceLock<Result<Net, WeightsError>> = OnceLock::new();

thread_local! {
    /// A network this thread evaluates with instead of the shipped one (see [`with_network`]).
    static INSTEAD: Cell<Option<&'static Net>> = const { Cell::new(None) };
}

/// Runs `f` with `net` in place of the shipped network for this thread's [`evaluate`], and so
/// for move choice and the cube: for tools that compare two networks under the same search.
pub fn with_network<R>(net: &'static Net, f: impl FnOnce() -> R) -> R {
    /// Puts the earlier network back, even if `f` panics.
    struct Restore(Option<&'static Net>);
    impl Drop for Restore {
        fn drop(&mut self) {
            INSTEAD.with(|instead| instead.set(self.0));
        }
    }
    let _restore = Restore(INSTEAD.with(|instead| instead.replace(Some(net))));
    f()
}

/// The shipped network, decoded once; an error if the weights file is damaged or was trained
/// for other inputs.
pub fn network() -> Result<&'static Net, WeightsError> {
    let net = NET.get_or_init(|| {
        let net = Net::from_bytes(WEIGHTS)?;
        if net.inputs() != INPUTS {
            return Err(WeightsError::Format(format!(
                "{} inputs, the encoding has {INPUTS}",
                net.inputs()
            )));
        }
        Ok(net)
    });
    net.as_ref().map_err(Clone::clone)
}

/// The chances of `side` (0 White, 1 Black; others count as 1), about to roll at `board`.
/// After `side` plays to a board `b`, its chances are `evaluate(&b, 1 - side).flip()`.
pub fn evaluate(board: &Board, side: usize) -> Chances {
    let side = side.min(1);
    if let Some(done) = finished(board, side) {
        return done;
    }
    if let Some(race) = race_chances(board, side) {
        return race;
    }
    match INSTEAD.with(Cell::get).map_or_else(network, Ok) {
        Ok(net) => remembered(net, board, side),
        Err(_) => pip_race(board, side),
    }
}

/// How many of the network's answers [`remembered`] keeps, one a slot chosen by the board.
/// A cube decision three rolls deep evaluates about 190,000 boards, and a fifth to three fifths
/// of them were evaluated a moment before (a checker moved 6 pips by 4-2 or by 5-1 lands on the
/// same board), within a few hundred boards, so a small table finds nearly every repeat.
/// 16,384 slots take about 1.2 MB.
const REMEMBERED: usize = 1 << 14;

/// One remembered answer: which network, which board and side on roll, and its chances.
#[derive(Clone, Copy)]
struct Answer {
    /// The network's address: 0 for an empty slot (no network lives there).
    net: usize,
    board: Board,
    side: u8,
    chances: Chances,
}

thread_local! {
    static ANSWERS: RefCell<Vec<Answer>> = const { RefCell::new(Vec::new()) };
}

/// [`with_net`], answered from the table of recent answers where the same network was asked
/// of the same board: the same chances to the bit, for less work in a deep search.
fn remembered(net: &'static Net, board: &Board, side: usize) -> Chances {
    let key = std::ptr::from_ref(net) as usize;
    ANSWERS.with(|answers| {
        let mut answers = answers.borrow_mut();
        if answers.is_empty() {
            let empty = Answer {
                net: 0,
                board: *board,
                side: 0,
                chances: Chances::default(),
            };
            answers.resize(REMEMBERED, empty);
        }
        let answer = &mut answers[slot(board, side)];
        if answer.net != key || usize::from(answer.side) != side || answer.board != *board {
            *answer = Answer {
                net: key,
                board: *board,
                side: side as u8,
                chances: with_net(net, board, side),
            };
        }
        answer.chances
    })
}

/// The slot of `board` with `side` on roll.
fn slot(board: &Board, side: usize) -> usize {
    // The high bits mix the most; the table's size is a power of two.
    let mixed = board_key(board, side).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (mixed >> (64 - REMEMBERED.trailing_zeros())) as usize
}

/// A number for the board and side on roll (FNV-1a over the checkers): it seeds a level's
/// noise, and chooses a remembered answer's slot.
pub(crate) fn board_key(board: &Board, side: usize) -> u64 {
    let points = board.points();
    let bytes = points.iter().flatten().copied().chain([side as u8]);
    bytes.fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// `side`'s chances by `net`, without the exact cases (for comparisons and training).
pub fn with_net(net: &Net, board: &Board, side: usize) -> Chances {
    let mut x = [0.0; INPUTS];
    encode(board, side, &mut x);
    let [win, win_gammon, win_backgammon, lose_gammon, lose_backgammon] = net.forward(&x);
    let mut chances = Chances {
        win,
        win_gammon,
        win_backgammon,
        lose_gammon,
        lose_backgammon,
    };
    // A side with a checker off can no longer lose a gammon.
    if board.off(side) > 0 {
        chances.lose_gammon = 0.0;
    }
    if board.off(1 - side) > 0 {
        chances.win_gammon = 0.0;
    }
    chances.clamped()
}

/// The exact result once a side has all its checkers off (the first such side won).
fn finished(board: &Board, side: usize) -> Option<Chances> {
    let winner = [side, 1 - side]
        .into_iter()
        .find(|&s| board.off(s) == CHECKERS)?;
    let multiplier = board.win_multiplier(winner);
    let won = Chances {
        win: 1.0,
        win_gammon: f32::from(u8::from(multiplier >= 2)),
        win_backgammon: f32::from(u8::from(multiplier >= 3)),
        ..Chances::default()
    };
    Some(if winner == side { won } else { won.flip() })
}

/// A rough race estimate from the pip counts, only for a damaged weights file: the side on
/// roll is worth about 4 pips, and a race swings by about 1% a pip around even.
fn pip_race(board: &Board, side: usize) -> Chances {
    let lead = board.pip_count(1 - side) as f32 - board.pip_count(side) as f32 + 4.0;
    let win = 1.0 / (1.0 + (-lead / 25.0).exp());
    Chances {
        win,
        ..Chances::default()
    }
}
