//! Practice from one's own mistakes (issue 25, 3): a try at a puzzle counts where the review
//! would not have marked it. Tried here on the review's own searches, as the page's worker
//! makes them.

use tabula::ai::review::practice::try_counts;
use tabula::ai::review::{self, settled, Depth, Judged, Reviewer, Searched};
use tabula::ai::{think, ManualClock};
use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Game, Record};

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

/// The try played in the puzzle's position and judged as the page judges it: the position
/// after it searched on the quick budget (or settled, where the try ends the game).
fn judge_try(record: &Record<AnyGame>, judged: &Judged, tried: &str) -> bool {
    let mut record = record.clone();
    record.goto(judged.ply);
    let mv = record.current().parse_move(tried).unwrap();
    record.play(&mv).unwrap();
    let ply = record.cursor();
    let after = settled(&record, ply).unwrap_or_else(|| {
        let reply = think(
            &review::request(&record, ply, Depth::Quick),
            &ManualClock::default(),
        )
        .unwrap();
        Searched::of_reply(reply.score, reply.notation, reply.pv)
    });
    try_counts(record.start().kind(), judged, tried, &after)
}

fn reviewed(record: &Record<AnyGame>) -> Vec<Judged> {
    Reviewer::new(record, Depth::Quick)
        .unwrap()
        .run(&ManualClock::default())
}

#[test]
fn a_hung_queens_puzzle_takes_sound_moves_and_refuses_pieces_thrown_away() {
    // 2...Qg5?? walks into the c1 bishop (the browser test's game).
    let record = record_of(GameKind::Chess, None, &["e4", "e6", "d4", "Qg5", "Bxg5"]);
    let judged = reviewed(&record);
    let queen = &judged[3];
    assert_eq!(queen.played, "Qg5");
    assert_eq!(queen.best, "Nf6", "{queen:?}");
    // The best, and other sound moves within an inaccuracy's worth of it.
    for good in ["Nf6", "d5", "Nc6", "Be7"] {
        assert!(judge_try(&record, queen, good), "{good} counts");
    }
    // The move played, a bishop thrown away, and a queen sortie that loses time (an
    // inaccuracy: 5.8 points of winning chance) do not.
    for wrong in ["Qg5", "Ba3", "Qh4"] {
        assert!(!judge_try(&record, queen, wrong), "{wrong} does not count");
    }
}

#[test]
fn a_missed_mate_in_ones_puzzle_wants_the_mate_not_only_a_won_position() {
    // 4. d3 lets 4. Qxf7# go.
    let record = record_of(
        GameKind::Chess,
        None,
        &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "d3"],
    );
    let judged = reviewed(&record);
    let missed = &judged[6];
    assert_eq!(missed.best, "Qxf7#");
    assert!(
        judge_try(&record, missed, "Qxf7#"),
        "the mate, settled by the rules"
    );
    // A pawn and a check, still well ahead, but the mate is gone.
    assert!(!judge_try(&record, missed, "Bxf7+"));
}

#[test]
fn a_missed_double_capture_in_english_draughts_wants_the_two_men() {
    let record = record_of(
        GameKind::EnglishDraughts,
        Some("B:W14,16,23,30,31:B1,3,9,11"),
        &["11x20"],
    );
    let judged = reviewed(&record);
    assert_eq!(judged[0].best, "9x18x27");
    assert!(judge_try(&record, &judged[0], "9x18x27"));
    assert!(!judge_try(&record, &judged[0], "11x20"));
}
