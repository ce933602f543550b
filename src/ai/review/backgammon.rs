//! Reviewing backgammon as GNU Backgammon does: every unforced chequer play and every cube
//! decision (double or not, take or pass) judged in equity, marked doubtful, bad or very bad at
//! gnubg's thresholds (0.04, 0.08 and 0.16), and the luck of every roll (its equity with the best
//! play against the average over all 36 rolls).
//!
//! Equities are normalised money equities (points per cube; gnubg's EMG): in a match, the match
//! winning chances of a decision are put on that scale through the chances of winning and losing
//! the cube's value now, as gnubg does.

use super::{Decision, Depth, Judged, Mark};
use crate::ai::backgammon::chances::Chances;
use crate::ai::backgammon::cube::{
    cubeful_equity, decide, decide_searched, normalised_equity, CubeDecision, CubeState, Owner,
    Stakes,
};
use crate::ai::backgammon::eval::evaluate;
use crate::ai::backgammon::play::{one_roll_deeper, ranked_plays, ChosenPlay};
use crate::games::backgammon::{Backgammon, BgMove, Phase};
use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, Record, Seat};

/// The equity lost that earns each mark (gnubg's defaults: doubtful, bad, very bad).
pub const THRESHOLDS: [f64; 3] = [0.04, 0.08, 0.16];

/// How far below playing on a double may be and still count as a cube decision.
const CLOSE: f64 = 0.16;

/// The luck of one roll: the roller's equity with its best play, less the mean over all rolls.
#[derive(Clone, Debug, PartialEq)]
pub struct Luck {
    pub ply: usize,
    pub seat: Seat,
    pub roll: [u8; 2],
    pub luck: f64,
}

/// A backgammon game's review: the decisions and the luck of the dice.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BackgammonReview {
    pub judged: Vec<Judged>,
    pub luck: Vec<Luck>,
}

/// The mark of an equity loss.
pub fn mark_of(loss: f64) -> Option<Mark> {
    Mark::ALL
        .into_iter()
        .zip(THRESHOLDS)
        .rev()
        .find(|&(_, at)| loss >= at - 1e-9)
        .map(|(mark, _)| mark)
}

/// Reviews every decision of the backgammon `record` (all its moves). Quick judges plays by
/// their one-ply equity; deep looks at the best few a roll deeper, as the strongest level does.
pub fn review(record: &Record<AnyGame>, depth: Depth) -> BackgammonReview {
    let AnyGame::Backgammon(start) = record.start() else {
        return BackgammonReview::default();
    };
    let level = match depth {
        Depth::Quick => 5,
        Depth::Deep => 6,
    };
    let mut review = BackgammonReview::default();
    let mut game = start.clone();
    // Where the turn being played began: its ply and position, before its first step.
    let mut turn: Option<(usize, Backgammon)> = None;
    for (ply, mv) in record.moves().iter().enumerate() {
        let crate::games::AnyMove::Backgammon(mv) = mv else {
            break;
        };
        match (game.phase(), mv) {
            (Phase::OnRoll(seat), BgMove::RollDice | BgMove::Double) => {
                review
                    .judged
                    .extend(cube_action(&game, seat, ply, mv, depth));
            }
            (Phase::Doubled(doubler), BgMove::Take | BgMove::Pass) => {
                review.judged.push(answer(&game, doubler, ply, mv, depth));
            }
            (Phase::Rolling(seat), BgMove::Roll(a, b)) => {
                review.luck.push(Luck {
                    ply,
                    seat,
                    roll: [*a, *b],
                    luck: luck(&game, seat, *a, *b),
                });
            }
            (Phase::Moving(_), BgMove::Step { .. }) if turn.is_none() => {
                turn = Some((ply, game.clone()));
            }
            (Phase::Moving(seat), BgMove::ConfirmTurn) => {
                let (first, before) = turn.take().unwrap_or((ply, game.clone()));
                review
                    .judged
                    .extend(play(&before, &game, seat, first, level));
            }
            _ => {}
        }
        game.apply(mv);
        if !matches!(game.phase(), Phase::Moving(_)) {
            turn = None;
        }
    }
    review
}

/// The judgement of the record's last chequer play, where its last moves are a play's steps and
/// their confirmation (the tutor's question, and a practice try's): the one decision, without
/// a review of the game before it. `None` where the record does not end with a play, or the
/// play had no choice.
pub fn last_play(record: &Record<AnyGame>, depth: Depth) -> Option<Judged> {
    let moves = record.moves();
    let confirm = moves.len().checked_sub(1)?;
    let is_step = |mv: &AnyMove| matches!(mv, AnyMove::Backgammon(BgMove::Step { .. }));
    if !matches!(moves[confirm], AnyMove::Backgammon(BgMove::ConfirmTurn)) {
        return None;
    }
    let first = (0..confirm)
        .rev()
        .take_while(|&ply| is_step(&moves[ply]))
        .last()
        .unwrap_or(confirm);
    let (AnyGame::Backgammon(before), AnyGame::Backgammon(after)) = (
        record.position_before(first)?,
        record.position_before(confirm)?,
    ) else {
        return None;
    };
    let Phase::Moving(seat) = after.phase() else {
        return None;
    };
    let level = match depth {
        Depth::Quick => 5,
        Depth::Deep => 6,
    };
    play(before, after, seat, first, level)
}

/// The played chequer play against the best, where there was a choice.
fn play(
    before: &Backgammon,
    after: &Backgammon,
    seat: Seat,
    ply: usize,
    level: u8,
) -> Option<Judged> {
    let ranked = ranked_plays(before, level);
    if ranked.len() < 2 {
        return None;
    }
    let played = ranked
        .iter()
        .find(|candidate| board_after(before, candidate) == *after.board())?;
    // Worth as the engine weighs its own plays: cubeless points in a plain money game, else
    // the cubeful value with the cube as it stands (match chances on the money scale).
    let state = CubeState::of_game(before, seat);
    let plain_money = match state.stakes {
        Stakes::Money { jacoby } => !jacoby || state.owner != Owner::Centre,
        Stakes::Match { .. } => false,
    };
    let equity = |chances: &Chances| {
        if plain_money {
            f64::from(chances.money_equity())
        } else {
            normalised_equity(cubeful_equity(chances, &state), &state)
        }
    };
    let best_play = ranked
        .iter()
        .map(|candidate| (equity(&candidate.chances), candidate))
        .reduce(|best, next| if next.0 > best.0 { next } else { best })?;
    let (best, own) = (best_play.0, equity(&played.chances));
    let loss = (best - own).max(0.0);
    Some(Judged {
        ply,
        seat,
        decision: Decision::Play,
        played: played.notation.clone(),
        best: best_play.1.notation.clone(),
        line: vec![best_play.1.notation.clone()],
        before: best,
        after: own,
        score_before: 0,
        score_after: 0,
        loss,
        mark: mark_of(loss),
    })
}

fn board_after(game: &Backgammon, play: &ChosenPlay) -> crate::games::backgammon::board::Board {
    let mut game = game.clone();
    for step in &play.moves {
        game.apply(step);
    }
    *game.board()
}

/// The chances of `seat` about to roll, as the review's depth sees them.
fn on_roll_chances(game: &Backgammon, seat: Seat, depth: Depth) -> Chances {
    let side = usize::from(seat.0.min(1));
    match depth {
        Depth::Quick => evaluate(game.board(), side),
        Depth::Deep => one_roll_deeper(game.board(), 1 - side).flip(),
    }
}

/// Double or not, for the player on roll with the cube available.
fn cube_action(
    game: &Backgammon,
    seat: Seat,
    ply: usize,
    mv: &BgMove,
    depth: Depth,
) -> Option<Judged> {
    let state = CubeState::of_game(game, seat);
    if !state.may_double() {
        return None;
    }
    let decision = cube_decision(game, seat, &state, depth, *mv == BgMove::Double)?;
    let emg = |value: f32| normalised_equity(value, &state);
    let doubled = emg(decision.double_take.min(decision.double_pass));
    let held = emg(decision.no_double);
    let (own, word) = match mv {
        BgMove::Double => (doubled, "Double"),
        _ => (held, "No double"),
    };
    let (best, best_word) = if decision.should_double() {
        (doubled, "Double")
    } else {
        (held, "No double")
    };
    // Like gnubg, only a close decision counts: a double made or right, or one worth nearly
    // as much as playing on. Far from the doubling window there is nothing to decide.
    if *mv != BgMove::Double && !decision.should_double() && held - doubled >= CLOSE {
        return None;
    }
    let loss = (best - own).max(0.0);
    Some(judged_cube(
        ply,
        seat,
        Decision::Cube,
        word,
        best_word,
        best,
        own,
        loss,
    ))
}

/// The doubler's decision the review holds for right. Quick: Janowski's line on the net's
/// chances. Deep: the top level's own search (`decide_searched`), so that the review does not
/// call its doubles errors; a search costs tens of milliseconds (hundreds where it looks a
/// third roll deep), so it is made only where the plain look a roll deeper finds the decision near the window or a double was
/// made. `None` where the plain look finds nothing to decide.
fn cube_decision(
    game: &Backgammon,
    seat: Seat,
    state: &CubeState,
    depth: Depth,
    doubled: bool,
) -> Option<CubeDecision> {
    let plain = decide(&on_roll_chances(game, seat, depth), state);
    let near = doubled || plain.should_double() || plain.double_gap(state) < 2.0 * CLOSE;
    if !near {
        return None;
    }
    Some(match depth {
        Depth::Deep => decide_searched(game, false, None).map_or(plain, |(_, deeper)| deeper),
        Depth::Quick => plain,
    })
}

/// Take or pass, for the player doubled.
fn answer(game: &Backgammon, doubler: Seat, ply: usize, mv: &BgMove, depth: Depth) -> Judged {
    let state = CubeState::of_game(game, doubler);
    let decision = match depth {
        Depth::Deep => decide_searched(game, true, None).map(|(_, decision)| decision),
        Depth::Quick => None,
    }
    .unwrap_or_else(|| decide(&on_roll_chances(game, doubler, depth), &state));
    // The taker's equities are the doubler's, negated on the normalised scale.
    let take = -normalised_equity(decision.double_take, &state);
    let pass = -normalised_equity(decision.double_pass, &state);
    let taker = Seat(1 - doubler.0.min(1));
    let (own, word) = match mv {
        BgMove::Take => (take, "Take"),
        _ => (pass, "Pass"),
    };
    let (best, best_word) = if decision.should_take() {
        (take, "Take")
    } else {
        (pass, "Pass")
    };
    let loss = (best - own).max(0.0);
    judged_cube(
        ply,
        taker,
        Decision::Answer,
        word,
        best_word,
        best,
        own,
        loss,
    )
}

#[allow(clippy::too_many_arguments)]
fn judged_cube(
    ply: usize,
    seat: Seat,
    decision: Decision,
    played: &str,
    best_word: &str,
    best: f64,
    own: f64,
    loss: f64,
) -> Judged {
    Judged {
        ply,
        seat,
        decision,
        played: played.to_string(),
        best: best_word.to_string(),
        line: vec![best_word.to_string()],
        before: best,
        after: own,
        score_before: 0,
        score_after: 0,
        loss,
        mark: mark_of(loss),
    }
}

/// The luck of rolling `a`-`b` for the player about to play in `game` (phase `Rolling`): the
/// equity after its best play (one ply) less the mean of that over the 36 rolls.
fn luck(game: &Backgammon, seat: Seat, a: u8, b: u8) -> f64 {
    let equity_of = |x: u8, y: u8| -> f64 {
        let mut rolled = game.clone();
        rolled.apply(&BgMove::Roll(x.max(y), x.min(y)));
        match rolled.phase() {
            Phase::Moving(_) => ranked_plays(&rolled, 5)
                .first()
                .map_or(0.0, |best| f64::from(best.chances.money_equity())),
            // A roll that ends the turn at once (no play): the position as it stands.
            _ => {
                let side = usize::from(seat.0.min(1));
                -f64::from(evaluate(rolled.board(), 1 - side).money_equity())
            }
        }
    };
    let mut mean = 0.0;
    for x in 1..=6u8 {
        for y in x..=6u8 {
            let weight = if x == y { 1.0 } else { 2.0 };
            mean += weight * equity_of(x, y);
        }
    }
    mean /= 36.0;
    equity_of(a, b) - mean
}
