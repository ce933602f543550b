//! Practice from one's own mistakes (issue 25, 3): a try at a puzzle counts where the review
//! would not have marked it. Tried here on the review's own searches, as the page's worker
//! makes them.

use tabula::ai::review::practice::try_counts;
use tabula::ai::review::{self, kept, settled, Depth, Judged, Mark, Reviewer, Searched};
use tabula::ai::{think, ManualClock, TOP_LEVEL};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::SavedGame;
use tabula::rules::{Game, Record, Rng, Turn};
use tabula::worker::{answer_think, ThinkPurpose, ThinkReply, ThinkRequest};

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
    // The engine's choice among the sound moves is its own taste (it has chosen Nf6 and d5).
    // Nf6 itself is left out: Stockfish 15.1 at depth 18 puts it 50 centipawns below d5 (e5
    // drives the knight away), on the edge of an inaccuracy, where the review may fairly mark it.
    let sound = ["d5", "Nc6", "Be7"];
    assert!(sound.contains(&queen.best.as_str()), "{queen:?}");
    // The best, and other sound moves within an inaccuracy's worth of it.
    for good in sound {
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

/// A Ludo game of `plies` moves, its throws drawn from `seed`, each move the last listed
/// (often not the best).
fn careless_ludo(plies: usize, seed: u64) -> Record<AnyGame> {
    let mut record = Record::new(AnyGame::new_of(GameKind::Ludo));
    let mut rng = Rng::new(seed);
    while record.moves().len() < plies {
        let game = record.current().clone();
        let mut moves = Vec::new();
        if game.turn() == Turn::Chance {
            let mut throws = Vec::new();
            game.chance_outcomes(&mut throws);
            moves.push(throws[rng.below(throws.len())].0.clone());
        } else {
            game.legal_moves(&mut moves);
        }
        record.play(moves.last().unwrap()).unwrap();
    }
    record
}

/// The Ludo try `tried` in the position before `judged`'s move, judged as the worker judges it.
fn judge_ludo_try(record: &Record<AnyGame>, judged: &Judged, tried: &str) -> Option<Judged> {
    let mut record = record.clone();
    record.goto(judged.ply);
    let mv = record.current().parse_move(tried).unwrap();
    record.play(&mv).unwrap();
    review::ludo::last_move(&record, Depth::Quick)
}

#[test]
fn a_ludo_try_is_judged_as_the_review_judged_the_move_played() {
    let record = careless_ludo(120, 5);
    let judged = review::ludo::review(&record, Depth::Quick).judged;
    let marked = judged
        .iter()
        .find(|j| j.mark >= Some(Mark::Mistake))
        .expect("a careless game has a mistake");
    // The move played again: the same loss, the same mark.
    let again = judge_ludo_try(&record, marked, &marked.played).unwrap();
    assert_eq!((again.ply, again.seat), (marked.ply, marked.seat));
    assert_eq!(again.mark, marked.mark);
    assert!(
        (again.loss - marked.loss).abs() < 1e-9,
        "{again:?} {marked:?}"
    );
    // The engine's best: nothing lost.
    let best = judge_ludo_try(&record, marked, &marked.best).unwrap();
    assert_eq!((best.loss, best.mark), (0.0, None));
    assert_eq!(best.played, marked.best);
    // A game with no move yet: nothing to judge.
    let start = Record::new(record.start().clone());
    assert_eq!(review::ludo::last_move(&start, Depth::Quick), None);

    // The worker's answer to the page's question about the try (`ThinkPurpose::Tutor`).
    let mut tried = record.clone();
    tried.goto(marked.ply);
    let mv = tried.current().parse_move(&marked.played).unwrap();
    tried.play(&mv).unwrap();
    let request = ThinkRequest {
        id: 3,
        purpose: ThinkPurpose::Tutor,
        game: SavedGame::from_record(&tried, 0, 0.0),
        level: TOP_LEVEL,
        time_ms: None,
        nodes: Some(Depth::Quick.nodes(GameKind::Ludo)),
        seed: 0,
    };
    let reply = answer_think(&request.to_json(), &ManualClock::default());
    let Ok(ThinkReply::Done(answer)) = ThinkReply::from_json(&reply) else {
        panic!("{reply}");
    };
    assert_eq!(answer.ply, marked.ply + 1);
    let kept = kept::read(&answer.review.unwrap()).unwrap();
    assert_eq!(kept.judged.len(), 1);
    assert_eq!(kept.judged[0].mark, marked.mark);
    assert_eq!(kept.judged[0].played, marked.played);
}
