//! Reviewing Ludo: every throw after which the player had a choice, judged by the strongest
//! player's look-ahead (its expectimax over the next decisions), and the luck of every throw.
//!
//! Ludo's values are the evaluation's steps (fields of progress, see `ai::ludo::eval`): a move's
//! worth is the mover's utility after it, what it plays for (its pieces' progress and safety
//! against its rivals'). A move is marked by the steps it gives away against the best: 4, 8 and
//! 16 steps, about a sixth, a third and two thirds of a piece knocked out halfway round.

use super::{Decision, Depth, Judged, Mark};
use crate::ai::clock::ManualClock;
use crate::ai::ludo::eval::{evaluate, Weights};
use crate::ai::ludo::search::Expectimax;
use crate::ai::search::Limits;
use crate::games::ludo::{Ludo, LudoMove};
use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, Record, Seat, Turn};

/// The steps lost that earn each mark.
pub const THRESHOLDS: [f64; 3] = [4.0, 8.0, 16.0];

/// The luck of one throw: the thrower's utility after its best move with that number, less
/// the mean over the six numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Throw {
    pub ply: usize,
    pub seat: Seat,
    pub number: u8,
    pub luck: f64,
}

/// A Ludo game's review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LudoReview {
    pub judged: Vec<Judged>,
    pub luck: Vec<Throw>,
}

/// The mark of the steps lost.
pub fn mark_of(loss: f64) -> Option<Mark> {
    Mark::ALL
        .into_iter()
        .zip(THRESHOLDS)
        .rev()
        .find(|&(_, at)| loss >= at)
        .map(|(mark, _)| mark)
}

/// Reviews every choice of the Ludo `record` (all its moves): quick looks one decision ahead
/// (as the strong levels do), deep two.
pub fn review(record: &Record<AnyGame>, depth: Depth) -> LudoReview {
    let AnyGame::Ludo(start) = record.start() else {
        return LudoReview::default();
    };
    let limits = limits(depth);
    let mut review = LudoReview::default();
    let mut game = start.clone();
    for (ply, mv) in record.moves().iter().enumerate() {
        let AnyMove::Ludo(mv) = mv else {
            break;
        };
        match (game.turn(), mv) {
            (Turn::Chance, LudoMove::Roll(number)) => {
                if let Some(seat) = thrower(&game) {
                    review.luck.push(Throw {
                        ply,
                        seat,
                        number: *number,
                        luck: luck(&game, seat, *number),
                    });
                }
            }
            (Turn::Player(seat), _) => {
                review.judged.extend(choice(&game, seat, ply, mv, limits));
            }
            _ => {}
        }
        game.apply(mv);
    }
    review
}

/// The last move of `record` judged alone, where its player had a choice: the tutor's look at
/// a Ludo move.
pub fn last_move(record: &Record<AnyGame>, depth: Depth) -> Option<Judged> {
    let ply = record.moves().len().checked_sub(1)?;
    let (AnyGame::Ludo(game), AnyMove::Ludo(mv)) =
        (record.position_before(ply)?, &record.moves()[ply])
    else {
        return None;
    };
    choice(game, game.turn().seat()?, ply, mv, limits(depth))
}

/// How far the review looks: quick one decision ahead (as the strong levels do), deep two.
fn limits(depth: Depth) -> Limits {
    Limits {
        max_depth: match depth {
            Depth::Quick => 1,
            Depth::Deep => 2,
        },
        min_depth: 1,
        time_ms: None,
        hard_ms: None,
        nodes: Some(200_000),
    }
}

/// The played move against the best, where there was a choice.
fn choice(game: &Ludo, seat: Seat, ply: usize, mv: &LudoMove, limits: Limits) -> Option<Judged> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if moves.len() < 2 {
        return None;
    }
    let played = moves.iter().position(|m| m == mv)?;
    let clock = ManualClock::default();
    let mut search = Expectimax::new(&clock, Weights::STANDARD, limits);
    let scores = search.deepen(game, &moves, &mut |_| {})?.scores;
    let (best, best_score) =
        scores.iter().enumerate().fold(
            (0, f32::MIN),
            |(i, top), (j, &s)| if s > top { (j, s) } else { (i, top) },
        );
    let own = f64::from(scores[played]);
    let loss = (f64::from(best_score) - own).max(0.0);
    Some(Judged {
        ply,
        seat,
        decision: Decision::Move,
        played: game.notation(mv),
        best: game.notation(&moves[best]),
        line: vec![game.notation(&moves[best])],
        before: f64::from(best_score),
        after: own,
        score_before: 0,
        score_after: 0,
        loss,
        mark: mark_of(loss),
    })
}

/// The seat a throw is for: the player whose turn follows it.
fn thrower(game: &Ludo) -> Option<Seat> {
    let mut thrown = game.clone();
    thrown.apply(&LudoMove::Roll(6));
    thrown.turn().seat()
}

/// The thrower's utility after its best move (one ply) with `number`, less the mean over 1-6.
fn luck(game: &Ludo, seat: Seat, number: u8) -> f64 {
    let utility_with = |n: u8| -> f64 {
        let mut thrown = game.clone();
        thrown.apply(&LudoMove::Roll(n));
        if thrown.turn().seat() != Some(seat) {
            // No move with this number: the turn passes on as it stands.
            return utility(&thrown, seat);
        }
        let mut moves = Vec::new();
        thrown.legal_moves(&mut moves);
        moves
            .iter()
            .map(|mv| {
                let mut after = thrown.clone();
                after.apply(mv);
                utility(&after, seat)
            })
            .fold(f64::MIN, f64::max)
    };
    let mean = (1..=6).map(utility_with).sum::<f64>() / 6.0;
    utility_with(number) - mean
}

fn utility(game: &Ludo, seat: Seat) -> f64 {
    f64::from(evaluate(game, &Weights::STANDARD)[usize::from(seat.0)])
}
