//! The review of searched games (issue 25): the engine's marks land on the moves that lost, not
//! elsewhere, and the same game gets the same review twice.

use tabula::ai::review::{chance, summary, Depth, Judged, Mark, Reviewer};
use tabula::ai::{think, ManualClock, Request};
use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Game, Record, Seat};

fn record_of(kind: GameKind, start: Option<&str>, moves: &[&str]) -> Record<AnyGame> {
    let start = match start {
        Some(code) => AnyGame::decode(code, &kind.default_options()).unwrap(),
        None => AnyGame::new_of(kind),
    };
    let mut record = Record::new(start);
    for text in moves {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    record
}

fn review(record: &Record<AnyGame>) -> Vec<Judged> {
    Reviewer::new(record, Depth::Quick)
        .unwrap()
        .run(&ManualClock::default())
}

#[test]
fn review_marks_a_hung_queen_as_a_blunder_and_the_capture_as_best() {
    // 2...Qg5?? walks into the c1 bishop.
    let record = record_of(GameKind::Chess, None, &["e4", "e6", "d4", "Qg5", "Bxg5"]);
    let judged = review(&record);
    assert_eq!(judged.len(), 5);
    let queen = &judged[3];
    assert_eq!((queen.played.as_str(), queen.seat), ("Qg5", Seat(1)));
    assert_eq!(queen.mark, Some(Mark::Blunder), "{queen:?}");
    assert!(queen.loss > 0.3, "a queen for nothing: {queen:?}");
    let capture = &judged[4];
    assert_eq!(capture.best, "Bxg5");
    assert_eq!(capture.mark, None);
    for early in &judged[..3] {
        assert_eq!(early.mark, None, "sound opening moves: {early:?}");
    }
}

#[test]
fn review_marks_a_missed_mate_in_one_and_the_move_that_allowed_it() {
    // 3...Nf6?? allows Qxf7#, and 4. d3 lets it go.
    let record = record_of(
        GameKind::Chess,
        None,
        &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "d3"],
    );
    let judged = review(&record);
    let allowed = &judged[5];
    assert_eq!(allowed.played, "Nf6");
    assert_eq!(allowed.mark, Some(Mark::Blunder), "{allowed:?}");
    assert_eq!(allowed.after, 0.0, "mate follows: {allowed:?}");
    let missed = &judged[6];
    assert_eq!(
        (missed.played.as_str(), missed.best.as_str()),
        ("d3", "Qxf7#")
    );
    assert_eq!(missed.before, 1.0);
    assert!(
        missed.mark >= Some(Mark::Mistake),
        "a mate in one let go: {missed:?}"
    );
}

#[test]
fn review_marks_a_missed_double_capture_in_english_draughts() {
    // Black may take one man (11x20) or two (9x18x27): the single jump throws a man away.
    let start = "B:W14,16,23,30,31:B1,3,9,11";
    let single = review(&record_of(
        GameKind::EnglishDraughts,
        Some(start),
        &["11x20"],
    ));
    assert_eq!(single[0].best, "9x18x27", "{:?}", single[0]);
    assert!(single[0].mark >= Some(Mark::Mistake), "{:?}", single[0]);
    let double = review(&record_of(
        GameKind::EnglishDraughts,
        Some(start),
        &["9x18x27"],
    ));
    assert_eq!(double[0].mark, None, "{:?}", double[0]);
}

#[test]
fn review_is_the_same_twice() {
    let record = record_of(
        GameKind::Chess,
        None,
        &[
            "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6",
        ],
    );
    let first = review(&record);
    let second = review(&record);
    assert_eq!(first, second);
}

#[test]
fn an_engine_game_at_the_reviews_own_budget_has_no_blunders() {
    for kind in [
        GameKind::Chess,
        GameKind::EnglishDraughts,
        GameKind::Camelot,
    ] {
        let mut record = Record::new(AnyGame::new_of(kind));
        let plies = if kind == GameKind::Camelot { 12 } else { 24 };
        for _ in 0..plies {
            if record.verdict().is_some() {
                break;
            }
            let request = Request::from_record(record.clone(), 6)
                .with_nodes(Depth::Quick.nodes(kind))
                .with_time(u64::MAX / 4);
            let reply = think(&request, &ManualClock::default()).unwrap();
            record.play(&reply.best).unwrap();
        }
        let judged = review(&record);
        let blunders: Vec<&Judged> = judged
            .iter()
            .filter(|j| j.mark == Some(Mark::Blunder))
            .collect();
        assert!(blunders.is_empty(), "{kind:?}: {blunders:?}");
    }
}

#[test]
fn review_summary_counts_each_sides_marks() {
    let record = record_of(GameKind::Chess, None, &["e4", "e6", "d4", "Qg5", "Bxg5"]);
    let judged = review(&record);
    let black = summary(&judged, Seat(1));
    assert_eq!(black.decisions, 2);
    assert_eq!(black.marks, [0, 0, 1]);
    assert!(black.accuracy < 70.0, "{black:?}");
    let white = summary(&judged, Seat(0));
    assert_eq!(white.decisions, 3);
    assert_eq!(white.marks, [0, 0, 0]);
    assert!(white.accuracy > 90.0, "{white:?}");
}

#[test]
fn review_winning_chance_follows_lichess_in_chess() {
    // lichess: 50 + 50 * (2 / (1 + e^(-0.00368208 cp)) - 1); +100 cp is about 59.1%.
    assert!((chance(GameKind::Chess, 100) - 0.5909).abs() < 0.001);
    assert_eq!(chance(GameKind::Chess, 0), 0.5);
    assert_eq!(chance(GameKind::EnglishDraughts, 100_000), 1.0);
    assert!((chance(GameKind::EnglishDraughts, 100) - 0.70).abs() < 0.005);
}

#[test]
fn review_marks_by_lichess_thresholds() {
    assert_eq!(Mark::of_chance_loss(0.049), None);
    assert_eq!(Mark::of_chance_loss(0.05), Some(Mark::Inaccuracy));
    assert_eq!(Mark::of_chance_loss(0.10), Some(Mark::Mistake));
    assert_eq!(Mark::of_chance_loss(0.15), Some(Mark::Blunder));
}
