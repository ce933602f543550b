//! The backgammon review (issue 25): chequer plays and cube decisions judged in equity at
//! gnubg's thresholds, and the luck of the dice.

use tabula::ai::review::backgammon::{mark_of, review};
use tabula::ai::review::{Decision, Depth, Mark};
use tabula::games::backgammon::board::Board;
use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove};
use tabula::games::AnyGame;
use tabula::rules::{Record, Seat};

fn money() -> BackgammonOptions {
    BackgammonOptions {
        match_length: 0,
        ..BackgammonOptions::default()
    }
}

fn record_of(start: Backgammon, moves: &[BgMove]) -> Record<AnyGame> {
    let mut record = Record::new(AnyGame::Backgammon(start));
    for mv in moves {
        record
            .play(&tabula::games::AnyMove::Backgammon(*mv))
            .unwrap();
    }
    record
}

fn step(from: u8, die: u8) -> BgMove {
    BgMove::Step { from, die }
}

#[test]
fn review_backgammon_marks_at_gnubgs_thresholds() {
    assert_eq!(mark_of(0.039), None);
    assert_eq!(mark_of(0.04), Some(Mark::Inaccuracy));
    assert_eq!(mark_of(0.08), Some(Mark::Mistake));
    assert_eq!(mark_of(0.16), Some(Mark::Blunder));
}

#[test]
fn review_backgammon_marks_a_needless_blot_and_not_the_point() {
    let start = Backgammon::start(&money());
    // White opens 3-1. Making the 5-point (8/5 6/5) is the book play; running a back checker
    // 24/20 leaves it and two others as blots.
    let made = record_of(
        start.clone(),
        &[
            BgMove::OpeningRoll(3, 1),
            step(8, 3),
            step(6, 1),
            BgMove::ConfirmTurn,
        ],
    );
    let judged = review(&made, Depth::Quick).judged;
    assert_eq!(judged.len(), 1, "{judged:?}");
    assert_eq!(judged[0].decision, Decision::Play);
    assert_eq!(judged[0].played, judged[0].best, "{judged:?}");
    assert_eq!(judged[0].mark, None);
    let ran = record_of(
        start,
        &[
            BgMove::OpeningRoll(3, 1),
            step(24, 3),
            step(21, 1),
            BgMove::ConfirmTurn,
        ],
    );
    let judged = review(&ran, Depth::Quick).judged;
    assert_eq!(judged[0].played, "24/20");
    assert_eq!(judged[0].best, "8/5 6/5");
    assert!(judged[0].mark.is_some(), "{judged:?}");
}

/// White far ahead in a race, on roll with the cube in the centre: double, and Black, who has
/// borne off already (no gammon), must pass.
fn race() -> Backgammon {
    let mut points = [[0u8; 25]; 2];
    points[0][0] = 4; // White: 8 checkers on its 1 and 2 points, 7 off.
    points[0][1] = 4;
    points[1][3] = 4; // Black: 10 checkers on its 4, 5 and 6 points, 5 off.
    points[1][4] = 3;
    points[1][5] = 3;
    Backgammon::setup(Board::from_points(points), Seat(0), &money()).unwrap()
}

#[test]
fn review_backgammon_marks_a_wrong_take() {
    let taken = record_of(race(), &[BgMove::Double, BgMove::Take]);
    let judged = review(&taken, Depth::Quick).judged;
    let double = judged
        .iter()
        .find(|j| j.decision == Decision::Cube)
        .unwrap();
    assert_eq!(
        (double.played.as_str(), double.mark),
        ("Double", None),
        "{judged:?}"
    );
    let take = judged
        .iter()
        .find(|j| j.decision == Decision::Answer)
        .unwrap();
    assert_eq!(
        (take.seat, take.played.as_str(), take.best.as_str()),
        (Seat(1), "Take", "Pass")
    );
    assert_eq!(take.mark, Some(Mark::Blunder), "{take:?}");
    let passed = record_of(race(), &[BgMove::Double, BgMove::Pass]);
    let judged = review(&passed, Depth::Quick).judged;
    assert!(judged.iter().all(|j| j.mark.is_none()), "{judged:?}");
}

/// A race of 70 pips against 90, White on roll: double, pass. Holding the cube lets Black back
/// into the game when White rolls small.
fn long_race() -> Backgammon {
    let mut points = [[0u8; 25]; 2];
    points[0][5] = 5; // White: 70 pips.
    points[0][4] = 4;
    points[0][3] = 4;
    points[0][1] = 2;
    points[1][5] = 8; // Black: 90 pips.
    points[1][4] = 6;
    points[1][1] = 1;
    Backgammon::setup(Board::from_points(points), Seat(0), &money()).unwrap()
}

#[test]
fn review_backgammon_marks_a_missed_double() {
    let held = record_of(long_race(), &[BgMove::RollDice]);
    let judged = review(&held, Depth::Quick).judged;
    assert_eq!(judged.len(), 1);
    assert_eq!(
        (judged[0].played.as_str(), judged[0].best.as_str()),
        ("No double", "Double")
    );
    assert!(judged[0].mark.is_some(), "{judged:?}");
    let doubled = record_of(long_race(), &[BgMove::Double, BgMove::Pass]);
    let judged = review(&doubled, Depth::Quick).judged;
    assert!(judged.iter().all(|j| j.mark.is_none()), "{judged:?}");
}

#[test]
fn review_backgammon_luck_is_above_the_mean_for_a_great_roll() {
    // After 3-1 the Black roller on the start: 6-6 is among the luckiest rolls, 6-5 near even,
    // and the 36 rolls' luck averages out to zero.
    let opened = [
        BgMove::OpeningRoll(3, 1),
        step(8, 3),
        step(6, 1),
        BgMove::ConfirmTurn,
        BgMove::RollDice,
    ];
    let with = |a: u8, b: u8| {
        let mut moves = opened.to_vec();
        moves.push(BgMove::Roll(a, b));
        let review = review(
            &record_of(Backgammon::start(&money()), &moves),
            Depth::Quick,
        );
        review.luck.last().unwrap().luck
    };
    let (lucky, plain) = (with(6, 6), with(2, 1));
    assert!(lucky > 0.15, "6-6: {lucky}");
    assert!(lucky > plain, "6-6 {lucky}, 2-1 {plain}");
    let mut mean = 0.0;
    for a in 1..=6u8 {
        for b in 1..=a {
            mean += if a == b { 1.0 } else { 2.0 } * with(a, b);
        }
    }
    assert!((mean / 36.0).abs() < 1e-4, "{mean}");
}
