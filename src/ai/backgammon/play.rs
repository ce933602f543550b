//! Move choice: every whole legal play of the roll, scored by the evaluation of the position it
//! leads to (one ply); the strongest level looks a roll deeper on the best few candidates (the
//! average over the other side's 21 rolls, each answered by its best one-ply play). The weaker
//! levels add noise to each play's equity, more the lower the level; the noise is drawn from
//! the seed, so the same seed gives the same choice.
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
use crate::rules::{Game, Rng};

/// A whole play with what the engine thinks of it.
#[derive(Clone, Debug, PartialEq)]
pub struct ChosenPlay {
    /// The steps to play in order (without the `ConfirmTurn`); empty when no checker can move.
    pub moves: Vec<BgMove>,
    /// The play in gnubg's notation (`24/18 13/11`), as [`Backgammon::whole_plays`] writes it.
    pub notation: String,
    /// The mover's chances after the play (at the strongest level, a roll deeper).
    pub chances: Chances,
}

/// The noise on each play's equity (standard deviation, in points of a money game) by level
/// 1..=6.
const NOISE: [f32; 6] = [0.45, 0.22, 0.1, 0.04, 0.0, 0.0];
/// How many of the best one-ply candidates the strongest level looks a roll deeper at.
const DEEP_CANDIDATES: usize = 6;
/// Candidates worse than the best by more than this (money equity) are not looked at deeper.
const DEEP_MARGIN: f32 = 0.2;

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
    rank_boards(&boards, side, level >= 6)
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
/// chances after each): by the evaluation at one ply, and with `deeper` the best few again a
/// roll deeper.
pub fn rank_boards(boards: &[Board], side: usize, deeper: bool) -> Vec<(usize, Chances)> {
    let side = side.min(1);
    let mut ranked: Vec<(usize, Chances)> = boards
        .iter()
        .map(|b| evaluate(b, 1 - side).flip())
        .enumerate()
        .collect();
    sort_best_first(&mut ranked);
    if deeper {
        look_deeper(&mut ranked, boards, side);
    }
    ranked
}

/// The play the computer makes at `level` (1..=6; others count as the nearest) with `seed`;
/// `None` unless the game is in `Phase::Moving`.
pub fn choose_play(game: &Backgammon, level: u8, seed: u64) -> Option<ChosenPlay> {
    let level = level.clamp(1, 6);
    let mut ranked = ranked_plays(game, level);
    let noise = NOISE[usize::from(level - 1)];
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
    ranked.sort_by(|a, b| b.1.money_equity().total_cmp(&a.1.money_equity()));
}

/// Re-scores the best few candidates a roll deeper and sorts them again ahead of the rest.
fn look_deeper(ranked: &mut [(usize, Chances)], boards: &[Board], side: usize) {
    let Some(top) = ranked.first().map(|p| p.1.money_equity()) else {
        return;
    };
    let deep = ranked
        .iter()
        .take(DEEP_CANDIDATES)
        .take_while(|p| p.1.money_equity() >= top - DEEP_MARGIN)
        .count();
    if deep < 2 {
        return;
    }
    for (i, chances) in ranked.iter_mut().take(deep) {
        *chances = one_roll_deeper(&boards[*i], side);
    }
    sort_best_first(&mut ranked[..deep]);
}

/// `side`'s chances at `board`, where the other side is about to roll: the average over its 21
/// rolls of `side`'s chances after the other side's best one-ply play.
pub fn one_roll_deeper(board: &Board, side: usize) -> Chances {
    let other = 1 - side;
    if board.off(side) == 15 || board.off(other) == 15 {
        return evaluate(board, other).flip();
    }
    let mut total = [0.0f32; 5];
    let mut boards = Vec::new();
    for a in 1..=6u8 {
        for b in a..=6u8 {
            play_boards(board, other, [a, b], &mut boards);
            // The other side's best reply is the one that leaves `side` worst off.
            let worst = boards
                .iter()
                .map(|next| evaluate(next, side))
                .min_by(|x, y| x.money_equity().total_cmp(&y.money_equity()))
                .unwrap_or_default();
            let weight = if a == b { 1.0 } else { 2.0 } / 36.0;
            for (t, v) in total.iter_mut().zip(parts(&worst)) {
                *t += weight * v;
            }
        }
    }
    Chances {
        win: total[0],
        win_gammon: total[1],
        win_backgammon: total[2],
        lose_gammon: total[3],
        lose_backgammon: total[4],
    }
    .clamped()
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
