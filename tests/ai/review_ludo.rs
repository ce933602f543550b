//! The Ludo review (issue 25): choices judged by the strongest player's look-ahead, marked by
//! the steps they give away, and the luck of the throws.

use tabula::ai::review::ludo::{mark_of, review};
use tabula::ai::review::{Decision, Depth, Mark};
use tabula::ai::{think, ManualClock, Request};
use tabula::games::ludo::{Ludo, LudoMove, LudoOptions};
use tabula::games::{AnyGame, AnyMove};
use tabula::rules::{Game, Record, Rng, Turn};

/// A seeded game: the throws from `rng`, each choice by `choose` (the legal moves, the record).
fn game_of(
    seed: u64,
    plies: usize,
    mut choose: impl FnMut(&[AnyMove], &Record<AnyGame>, &mut Rng) -> AnyMove,
) -> Record<AnyGame> {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(AnyGame::Ludo(Ludo::new(&LudoOptions::default())));
    while record.moves().len() < plies && record.verdict().is_none() {
        let mv = match record.current().turn() {
            Turn::Chance => {
                let mut throws = Vec::new();
                record.current().chance_outcomes(&mut throws);
                throws[rng.below(throws.len())].0.clone()
            }
            Turn::Player(_) => {
                let mut moves = Vec::new();
                record.current().legal_moves(&mut moves);
                choose(&moves, &record, &mut rng)
            }
        };
        record.play(&mv).unwrap();
    }
    record
}

#[test]
fn review_ludo_marks_by_steps_lost() {
    assert_eq!(mark_of(3.9), None);
    assert_eq!(mark_of(4.0), Some(Mark::Inaccuracy));
    assert_eq!(mark_of(8.0), Some(Mark::Mistake));
    assert_eq!(mark_of(16.0), Some(Mark::Blunder));
}

#[test]
fn review_ludo_finds_blunders_in_random_play_and_none_in_the_engines() {
    let random = game_of(3, 240, |moves, _, rng| {
        moves[rng.below(moves.len())].clone()
    });
    let judged = review(&random, Depth::Quick).judged;
    assert!(!judged.is_empty());
    assert!(judged
        .iter()
        .all(|j| j.decision == Decision::Move && j.loss >= 0.0));
    assert!(
        judged.iter().any(|j| j.mark == Some(Mark::Blunder)),
        "random choices give pieces away"
    );
    let engine = game_of(3, 240, |_, record, _| {
        let request = Request::from_record(record.clone(), 6).with_seed(1);
        think(&request, &ManualClock::default()).unwrap().best
    });
    let judged = review(&engine, Depth::Quick).judged;
    let blunders: Vec<_> = judged
        .iter()
        .filter(|j| j.mark == Some(Mark::Blunder))
        .collect();
    assert!(blunders.is_empty(), "{blunders:?}");
}

#[test]
fn review_ludo_luck_averages_to_nothing_over_the_six_numbers() {
    let record = game_of(5, 60, |moves, _, rng| moves[rng.below(moves.len())].clone());
    // Every number thrown at the game's last throw: their luck sums to zero.
    let last_throw = record
        .moves()
        .iter()
        .rposition(|mv| matches!(mv, AnyMove::Ludo(LudoMove::Roll(_))))
        .unwrap();
    let mut total = 0.0;
    for number in 1..=6 {
        let mut record = record.clone();
        record.goto(last_throw);
        record.play(&AnyMove::Ludo(LudoMove::Roll(number))).unwrap();
        let luck = review(&record, Depth::Quick).luck;
        total += luck.last().unwrap().luck;
    }
    assert!(total.abs() < 1e-6, "{total}");
}
