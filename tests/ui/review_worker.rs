//! The worker's side of the review (issue 25): a searched game's position answered with its
//! score and line on a node budget, a backgammon game answered with its whole review.

use tabula::ai::review::{kept, Depth};
use tabula::ai::ManualClock;
use tabula::games::backgammon::{BgMove, Phase};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::SavedGame;
use tabula::rules::{Game, Record};
use tabula::worker::{answer_think, ThinkPurpose, ThinkReply, ThinkRequest};

fn ask(record: &Record<AnyGame>, nodes: Option<u64>) -> ThinkReply {
    let request = ThinkRequest {
        id: 4,
        purpose: ThinkPurpose::Review,
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
