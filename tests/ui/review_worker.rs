//! The worker's side of the review (issue 25): a searched game's position answered with its
//! score and line on a node budget, a backgammon game answered with its whole review.

use tabula::ai::review::{kept, Depth};
use tabula::ai::ManualClock;
use tabula::games::backgammon::{BgMove, Phase};
use tabula::games::ludo::{Ludo, LudoMove, LudoOptions};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::SavedGame;
use tabula::rules::{Game, Record};
use tabula::worker::{answer_think, ThinkPurpose, ThinkReply, ThinkRequest};

fn ask(record: &Record<AnyGame>, nodes: Option<u64>) -> ThinkReply {
    ask_for(ThinkPurpose::Review, record, nodes)
}

fn ask_for(purpose: ThinkPurpose, record: &Record<AnyGame>, nodes: Option<u64>) -> ThinkReply {
    let request = ThinkRequest {
        id: 4,
        purpose,
        game: SavedGame::from_record(record, 0, 0.0),
        level: 6,
        time_ms: Some(u64::from(u32::MAX)),
        nodes,
        seed: 0,
    };
    ThinkReply::from_json(&answer_think(&request.to_json(), &ManualClock::default())).unwrap()
}

#[test]
fn a_review_search_answers_score_and_line_the_same_every_time() {
    let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
    for san in ["e4", "e6", "d4", "Qg5"] {
        let mv = record.current().parse_move(san).unwrap();
        record.play(&mv).unwrap();
    }
    let nodes = Some(Depth::Quick.nodes(GameKind::Chess));
    let ThinkReply::Done(first) = ask(&record, nodes) else {
        panic!("no answer");
    };
    assert_eq!((first.ply, first.notation.as_str()), (4, "Bxg5"));
    assert!(first.score > 500, "a queen up: {}", first.score);
    assert_eq!(first.pv.first().map(String::as_str), Some("Bxg5"));
    let ThinkReply::Done(second) = ask(&record, nodes) else {
        panic!("no answer");
    };
    assert_eq!((first.score, first.pv), (second.score, second.pv));
}

#[test]
fn a_backgammon_review_comes_whole_in_one_answer() {
    let mut record = Record::new(AnyGame::new_of(GameKind::Backgammon));
    let play = |record: &mut Record<AnyGame>, mv: BgMove| {
        record.play(&AnyMove::Backgammon(mv)).unwrap();
    };
    play(&mut record, BgMove::OpeningRoll(3, 1));
    // 24/20, a needless blot where 8/5 6/5 makes a point.
    play(&mut record, BgMove::Step { from: 24, die: 3 });
    play(&mut record, BgMove::Step { from: 21, die: 1 });
    play(&mut record, BgMove::ConfirmTurn);
    let AnyGame::Backgammon(game) = record.current() else {
        unreachable!()
    };
    assert!(matches!(game.phase(), Phase::OnRoll(_) | Phase::Rolling(_)));
    let ThinkReply::Done(answer) = ask(&record, None) else {
        panic!("no answer");
    };
    let review = kept::read(&answer.review.expect("a whole review")).expect("it reads");
    assert_eq!(review.judged.len(), 1);
    assert_eq!(review.judged[0].played, "24/20");
    assert!(review.judged[0].mark.is_some());
}

#[test]
fn the_tutor_judges_a_backgammon_games_last_play_alone() {
    let mut record = Record::new(AnyGame::new_of(GameKind::Backgammon));
    let play = |record: &mut Record<AnyGame>, mv: BgMove| {
        record.play(&AnyMove::Backgammon(mv)).unwrap();
    };
    // A first play that is fine (8/5 6/5), then the other side's 6-5 run, then 31 again for
    // White, played as a needless blot: 13/9.
    play(&mut record, BgMove::OpeningRoll(3, 1));
    play(&mut record, BgMove::Step { from: 8, die: 3 });
    play(&mut record, BgMove::Step { from: 6, die: 1 });
    play(&mut record, BgMove::ConfirmTurn);
    play(&mut record, BgMove::RollDice);
    play(&mut record, BgMove::Roll(6, 5));
    play(&mut record, BgMove::Step { from: 24, die: 6 });
    play(&mut record, BgMove::Step { from: 18, die: 5 });
    play(&mut record, BgMove::ConfirmTurn);
    play(&mut record, BgMove::RollDice);
    play(&mut record, BgMove::Roll(3, 1));
    play(&mut record, BgMove::Step { from: 13, die: 3 });
    play(&mut record, BgMove::Step { from: 10, die: 1 });
    play(&mut record, BgMove::ConfirmTurn);
    let ThinkReply::Done(answer) = ask_for(ThinkPurpose::Tutor, &record, None) else {
        panic!("no answer");
    };
    let judged = kept::read(&answer.review.expect("the last play"))
        .expect("it reads")
        .judged;
    assert_eq!(judged.len(), 1, "the last play only: {judged:?}");
    assert_eq!((judged[0].ply, judged[0].played.as_str()), (11, "13/9"));
    assert!(judged[0].mark.is_some(), "a needless blot: {:?}", judged[0]);
    // A record that does not end with a play: nothing judged.
    record.goto(12);
    let mut shorter = Record::new(record.start().clone());
    for mv in &record.moves()[..12] {
        shorter.play(mv).unwrap();
    }
    let ThinkReply::Done(answer) = ask_for(ThinkPurpose::Tutor, &shorter, None) else {
        panic!("no answer");
    };
    assert!(kept::read(&answer.review.unwrap())
        .unwrap()
        .judged
        .is_empty());
}

/// Red to move a 2 in two-player Ludo: its piece on its start point can knock out Blue's piece
/// 33 fields on (on the same field two ahead), or its piece on field 20 can run.
fn ludo_hit_or_run() -> Record<AnyGame> {
    let game = Ludo::decode("L2.RB.1,20,0,0:33,0,0,0.m0.2.-.-", &LudoOptions::default()).unwrap();
    Record::new(AnyGame::Ludo(game))
}

#[test]
fn the_tutor_judges_a_ludo_games_last_move_alone() {
    let judged_after = |piece: u8| {
        let mut record = ludo_hit_or_run();
        record
            .play(&AnyMove::Ludo(LudoMove::Advance { piece }))
            .unwrap();
        let ThinkReply::Done(answer) = ask_for(ThinkPurpose::Tutor, &record, None) else {
            panic!("no answer");
        };
        kept::read(&answer.review.expect("the last move"))
            .expect("it reads")
            .judged
    };
    let hit = judged_after(0);
    assert_eq!(hit.len(), 1, "{hit:?}");
    assert_eq!((hit[0].ply, hit[0].mark), (0, None), "{hit:?}");
    let run = judged_after(1);
    assert_eq!(run.len(), 1, "{run:?}");
    assert_eq!(run[0].best, hit[0].played, "the hit is the better move");
    assert!(
        run[0].mark >= Some(tabula::ai::review::Mark::Mistake),
        "leaving a piece 33 fields on to run: {:?}",
        run[0]
    );
}
