//! Move choice: every whole legal play of the roll, scored by the evaluation of the position it
//! leads to (one ply). The strongest level looks deeper at the best few candidates: a roll
//! deeper (the average over the other side's 21 rolls, each answered by its best one-ply play),
//! then, for the best three of those, two rolls deeper (after each reply, the average over the
//! mover's own 21 rolls of its best one-ply play). The weaker levels add noise to each play's
//! equity, more the lower the level; the noise is drawn from the seed, so the same seed gives
//! the same choice.
//!
//! Why two rolls: GNU Backgammon's analysis of 50 games of level 6 against itself rated the
//! chequer play 5.7 ± 1.2 mEMG a move with one roll deeper and 2.6 ± 0.5 with two (94 ms a turn
//! natively). Games between the two looks had not told them apart (-0.04 ± 0.13 points a game
//! over 400 games): the error rate is the finer measure.
//!
//! ```
//! use tabula::ai::backgammon::play::choose_play;
//! use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove};
//! use tabula::rules::Game;
//! let game = Backgammon::new(&BackgammonOptions::default())
//!     .play(&BgMove::OpeningRoll(3, 1))
//!     .unwrap();
//! let chosen = choose_play(&game, 5, 0).unwrap();
//! assert_eq!(chosen.notation, "8/5 6/5"); // making the 5-point
//! ```

use super::chances::Chances;
use super::eval::evaluate;
use super::plays::play_boards;
use crate::games::backgammon::board::Board;
use crate::games::backgammon::{Backgammon, BgMove, Phase};
use crate::rules::TOP_LEVEL;
use crate::rules::{sort, Game, Rng};

/// A whole play with what the engine thinks of it.
#[derive(Clone, Debug, PartialEq)]
pub struct ChosenPlay {
    /// The steps to play in order (without the `ConfirmTurn`); empty when no checker can move.
    pub moves: Vec<BgMove>,
    /// The play in gnubg's notation (`24/18 13/11`), as [`Backgammon::whole_plays`] writes it.
    pub notation: String,
    /// The mover's chances after the play (at the strongest level, for the best few, a roll
    /// deeper).
    pub chances: Chances,
}

/// The noise on each play's equity (standard deviation, in points of a money game) by level
/// 0..=7.
const NOISE: [f32; 8] = [0.8, 0.45, 0.22, 0.1, 0.04, 0.0, 0.0, 0.0];
/// How many of the best one-ply candidates the strongest level looks a roll deeper at.
const DEEP_CANDIDATES: usize = 6;
/// Candidates worse than the best by more than this (money equity) are not looked at deeper.
const DEEP_MARGIN: f32 = 0.2;
/// How many of the best candidates a roll deeper it looks at two rolls deeper.
const DEEPER_CANDIDATES: usize = 3;
/// Candidates a roll deeper worse than the best by more than this are not looked at further.
const DEEPER_MARGIN: f32 = 0.1;
/// Rolls looked deeper at the best candidates by level 0..=7; 3 is two rolls, at twice as many
/// candidates with half as much again of margin (the top level).
const DEPTH: [u8; 8] = [0, 0, 0, 0, 0, 0, 2, 3];

/// The plays of the game's roll from its steps so far, best first by the level's judgement
/// without noise (one ply; a roll deeper for the best few at the strongest level). Empty
/// outside `Phase::Moving`.
pub fn ranked_plays(game: &Backgammon, level: u8) -> Vec<ChosenPlay> {
    let Phase::Moving(seat) = game.phase() else {
        return Vec::new();
    };
    let side = usize::from(seat.0.min(1));
    let mut plays = game.whole_plays();
    let boards: Vec<Board> = plays
        .iter()
        .map(|(moves, _)| board_after(game, moves))
        .collect();
    let depth = DEPTH[usize::from(level.min(TOP_LEVEL))];
    rank_boards(&boards, side, depth)
        .into_iter()
        .map(|(i, chances)| {
            let (moves, notation) = std::mem::take(&mut plays[i]);
            ChosenPlay {
                moves,
                notation,
                chances,
            }
        })
        .collect()
}

/// The boards `side` may play to, best first for `side` (as indices into `boards` with its
/// chances after each): by the evaluation at one ply, then with `depth` 1 the best few again a
/// roll deeper, with `depth` 2 the best of those also two rolls deeper, with `depth` 3 as 2 over
/// more candidates.
pub fn rank_boards(boards: &[Board], side: usize, depth: u8) -> Vec<(usize, Chances)> {
    let side = side.min(1);
    let mut ranked: Vec<(usize, Chances)> = boards
        .iter()
        .map(|b| evaluate(b, 1 - side).flip())
        .enumerate()
        .collect();
    sort_best_first(&mut ranked);
    look_deeper(&mut ranked, boards, side, depth.min(3));
    ranked
}

/// The play the computer makes at `level` (0..=7; others count as the nearest) with `seed`;
/// `None` unless the game is in `Phase::Moving`.
pub fn choose_play(game: &Backgammon, level: u8, seed: u64) -> Option<ChosenPlay> {
    let level = level.min(TOP_LEVEL);
    let mut ranked = ranked_plays(game, level);
    let noise = NOISE[usize::from(level)];
    if noise > 0.0 && ranked.len() > 1 {
        let mut rng = Rng::new(seed ^ 0x6261_636b_6761_6d6d);
        let noisy: Vec<f32> = ranked
            .iter()
            .map(|p| p.chances.money_equity() + noise * gaussian(&mut rng))
            .collect();
        let best = (0..ranked.len())
            .max_by(|&a, &b| noisy[a].total_cmp(&noisy[b]))
            .unwrap_or(0);
        return Some(ranked.swap_remove(best));
    }
    ranked.into_iter().next()
}

/// The board after the steps (the rules apply them; an illegal one would change nothing).
fn board_after(game: &Backgammon, moves: &[BgMove]) -> Board {
    let mut after = game.clone();
    for mv in moves {
        after.apply(mv);
    }
    *after.board()
}

fn sort_best_first(ranked: &mut [(usize, Chances)]) {
    sort::by(ranked, |a, b| {
        b.1.money_equity().total_cmp(&a.1.money_equity())
    });
}

/// One look deeper: how many candidates at most, how far behind the best they may be, and
/// how a candidate's board is judged.
type Pass = (usize, f32, fn(&Board, usize) -> Chances);

/// Re-scores the best few candidates a roll deeper, and with `depth` 2 the best of those two
/// rolls deeper; each time sorts them again ahead of the rest.
fn look_deeper(ranked: &mut [(usize, Chances)], boards: &[Board], side: usize, depth: u8) {
    let passes: [Pass; 2] = [
        (DEEP_CANDIDATES, DEEP_MARGIN, one_roll_deeper),
        (DEEPER_CANDIDATES, DEEPER_MARGIN, two_rolls_deeper),
    ];
    let wide = depth > 2;
    for (candidates, margin, deeper) in passes.into_iter().take(usize::from(depth.min(2))) {
        let (candidates, margin) = if wide {
            (candidates * 2, margin * 1.5)
        } else {
            (candidates, margin)
        };
        let Some(top) = ranked.first().map(|p| p.1.money_equity()) else {
            return;
        };
        let deep = ranked
            .iter()
            .take(candidates)
            .take_while(|p| p.1.money_equity() >= top - margin)
            .count();
        if deep < 2 {
            return;
        }
        for (i, chances) in ranked.iter_mut().take(deep) {
            *chances = deeper(&boards[*i], side);
        }
        sort_best_first(&mut ranked[..deep]);
    }
}

/// For each of `roller`'s 21 rolls, its weight (out of 1) and the boards it may play to.
fn each_roll(board: &Board, roller: usize, mut visit: impl FnMut(f32, &[Board])) {
    let mut boards = Vec::new();
    for a in 1..=6u8 {
        for b in a..=6u8 {
            play_boards(board, roller, [a, b], &mut boards);
            visit(if a == b { 1.0 } else { 2.0 } / 36.0, &boards);
        }
    }
}

/// For each of `roller`'s 21 rolls, its weight (out of 1), the board after its best one-ply
/// play and the other side's chances there, about to roll.
pub fn best_replies(board: &Board, roller: usize) -> Vec<(f32, Board, Chances)> {
    let roller = roller.min(1);
    let mut out = Vec::with_capacity(21);
    each_roll(board, roller, |weight, boards| {
        if let Some((next, chances)) = worst_reply(boards, 1 - roller) {
            out.push((weight, next, chances));
        }
    });
    out
}

/// The average over `roller`'s 21 rolls of `value` of the boards it may play to.
fn over_rolls(board: &Board, roller: usize, value: impl Fn(&[Board]) -> Chances) -> Chances {
    let mut total = [0.0f32; 5];
    each_roll(board, roller, |weight, boards| {
        for (t, v) in total.iter_mut().zip(parts(&value(boards))) {
            *t += weight * v;
        }
    });
    Chances {
        win: total[0],
        win_gammon: total[1],
        win_backgammon: total[2],
        lose_gammon: total[3],
        lose_backgammon: total[4],
    }
    .clamped()
}

/// The other side's reply at one ply: the board that leaves `side` (then on roll) worst off,
/// with `side`'s chances there.
fn worst_reply(replies: &[Board], side: usize) -> Option<(Board, Chances)> {
    replies
        .iter()
        .map(|next| (*next, evaluate(next, side)))
        .min_by(|x, y| x.1.money_equity().total_cmp(&y.1.money_equity()))
}

/// Whether a side has borne off all its checkers: the board's chances are then exact.
fn is_over(board: &Board) -> bool {
    board.off(0) == 15 || board.off(1) == 15
}

/// `side`'s chances at `board`, where the other side is about to roll: the average over its 21
/// rolls of `side`'s chances after the other side's best one-ply play.
pub fn one_roll_deeper(board: &Board, side: usize) -> Chances {
    let side = side.min(1);
    if is_over(board) {
        return evaluate(board, 1 - side).flip();
    }
    over_rolls(board, 1 - side, |replies| {
        worst_reply(replies, side).map_or_else(Chances::default, |r| r.1)
    })
}

/// `side`'s chances at `board`, where it is about to roll: the average over its 21 rolls of
/// its chances after its best one-ply play.
pub fn on_roll_one_ply(board: &Board, side: usize) -> Chances {
    let side = side.min(1);
    if is_over(board) {
        return evaluate(board, side);
    }
    over_rolls(board, side, |plays| {
        plays
            .iter()
            .map(|next| evaluate(next, 1 - side).flip())
            .max_by(|x, y| x.money_equity().total_cmp(&y.money_equity()))
            .unwrap_or_default()
    })
}

/// `side`'s chances at `board`, where the other side is about to roll, two rolls deeper: for
/// each of the other side's rolls its one-ply reply, then the average over `side`'s rolls of
/// its best one-ply play.
pub fn two_rolls_deeper(board: &Board, side: usize) -> Chances {
    let side = side.min(1);
    if is_over(board) {
        return evaluate(board, 1 - side).flip();
    }
    over_rolls(board, 1 - side, |replies| {
        worst_reply(replies, side)
            .map_or_else(Chances::default, |(reply, _)| on_roll_one_ply(&reply, side))
    })
}

fn parts(c: &Chances) -> [f32; 5] {
    [
        c.win,
        c.win_gammon,
        c.win_backgammon,
        c.lose_gammon,
        c.lose_backgammon,
    ]
}

/// A standard normal draw (Box-Muller) from the seeded generator.
fn gaussian(rng: &mut Rng) -> f32 {
    let uniform = |rng: &mut Rng| ((rng.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64;
    let (u, v) = (uniform(rng), uniform(rng));
    ((-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()) as f32
}
