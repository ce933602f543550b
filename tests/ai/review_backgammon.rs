//! The backgammon review (issue 25): chequer plays and cube decisions judged in equity at
//! gnubg's thresholds, and the luck of the dice.

use tabula::ai::review::backgammon::{mark_of, review};
use tabula::ai::review::{Decision, Depth, Mark};
use tabula::games::backgammon::board::Board;
use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove};
use tabula::games::AnyGame;
use tabula::rules::{Game, Record, Seat};

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

fn gnubg_match(name: &str) -> Record<AnyGame> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/gnubg_made")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    tabula::persist::import_game(tabula::games::GameKind::Backgammon, &text).unwrap()
}

#[test]
fn review_backgammon_gives_the_luck_of_each_game_of_a_match_adding_up_to_the_total() {
    use tabula::ai::review::report::{backgammon_summary, luck_by_game, luck_of};
    let record = gnubg_match("match-3-seed-7.mat");
    let opening = |mv: &&tabula::games::AnyMove| {
        matches!(
            mv,
            tabula::games::AnyMove::Backgammon(BgMove::OpeningRoll(..))
        )
    };
    let games = record.moves().iter().filter(opening).count();
    assert!(games >= 2, "a match of several games: {games}");
    let review = tabula::ai::review::whole(&record, Depth::Quick).unwrap();
    let by_game = luck_by_game(&record, &review.luck);
    assert_eq!(
        by_game.iter().map(|(game, _)| *game).collect::<Vec<_>>(),
        (1..=games).collect::<Vec<_>>()
    );
    for seat in [Seat(0), Seat(1)] {
        let parts: f64 = by_game.iter().map(|(_, rolls)| luck_of(rolls, seat)).sum();
        assert!((parts - luck_of(&review.luck, seat)).abs() < 1e-9);
    }
    let rows = backgammon_summary(&record, &review.judged, &review.luck);
    assert!(rows.iter().any(|row| row.starts_with("Luck total EMG")));
    for game in 1..=games {
        let label = format!("Luck game {game} EMG");
        assert!(
            rows.iter().any(|row| row.starts_with(&label)),
            "{label}: {rows:#?}"
        );
    }
    // Without the plies (a review kept before they were), no game is told apart.
    let unknown: Vec<_> = review
        .luck
        .iter()
        .map(|roll| tabula::ai::review::RollLuck { ply: None, ..*roll })
        .collect();
    assert!(luck_by_game(&record, &unknown).is_empty());
}

#[test]
fn review_backgammon_goes_into_the_mat_download_as_comments_that_readers_skip() {
    use tabula::ai::review::report::{backgammon_line, backgammon_summary};
    use tabula::persist::{export_record, import_game, GameInfo};
    let record = gnubg_match("match-3-seed-7.mat");
    let review = tabula::ai::review::whole(&record, Depth::Quick).unwrap();
    let mut lines: Vec<String> = review
        .judged
        .iter()
        .map(|j| backgammon_line(record.start(), j))
        .collect();
    lines.extend(backgammon_summary(&record, &review.judged, &review.luck));
    let plain = export_record(&record, &GameInfo::default()).text;
    let info = GameInfo {
        review: lines.clone(),
        ..GameInfo::default()
    };
    let reviewed = export_record(&record, &info).text;
    assert!(
        reviewed.ends_with(&plain),
        "the match as before, after the comments"
    );
    assert!(reviewed.starts_with("; move "), "{}", &reviewed[..200]);
    assert!(reviewed.contains("; Overall error rate mEMG"));
    assert!(reviewed.contains("; Luck game 2 EMG"));
    assert_eq!(
        reviewed.lines().filter(|l| l.starts_with(';')).count(),
        lines.len() + 1
    );
    let read = import_game(tabula::games::GameKind::Backgammon, &reviewed).unwrap();
    assert_eq!(read.moves(), record.moves());
}

/// Issue 27: a deep review holds the cube to the top level's own judgement (a search two rolls
/// deep), so it agrees with gnubg where level 6 does, and does not call level 6's doubles
/// errors. At gnubg's "double, pass" and "double, take" positions (tests/ai/backgammon_cube.rs),
/// money, no Jacoby: doubling and answering as gnubg does is unmarked; rolling on loses equity
/// to the double (gnubg: 0.047 and 0.095; marks at its thresholds hang on those few hundredths).
#[test]
fn review_backgammon_deep_judges_the_cube_as_the_top_level_decides() {
    for (code, answer) in [
        ("u90BAkBt2wwCAQ:MAEAAIAC0AAA", BgMove::Pass),
        ("nLuDIATbbAwMQA:MAEAACAAEAAA", BgMove::Take),
    ] {
        let options = BackgammonOptions {
            jacoby: false,
            ..BackgammonOptions::default()
        };
        let start = Backgammon::decode(code, &options).expect(code);
        let judged = review(
            &record_of(start.clone(), &[BgMove::Double, answer]),
            Depth::Deep,
        )
        .judged;
        assert_eq!(judged.len(), 2, "{code}: {judged:?}");
        assert!(
            judged.iter().all(|j| j.mark.is_none()),
            "{code}: {judged:?}"
        );
        let judged = review(&record_of(start, &[BgMove::RollDice]), Depth::Deep).judged;
        assert_eq!(
            (judged[0].played.as_str(), judged[0].best.as_str()),
            ("No double", "Double"),
            "{code}"
        );
        assert!(judged[0].loss > 0.0, "{code}: {judged:?}");
    }
}
