//! The play page's own timers and worker, for tests that drive its reducer natively
//! (`#[path = "common/page.rs"] mod page;`): the dice that roll by themselves, the computer's
//! throw, a throw that moves nothing passed, the next step of the computer's play, and its
//! answers from `answer_think`, the worker's own function.

use tabula::ai::ManualClock;
use tabula::rules::Game;
use tabula::ui::session::{Action, Session};
use tabula::worker::Answer;
use tabula::worker::{answer_think, ThinkPurpose, ThinkReply};

/// The worker's answer for the session's question.
pub fn engine(session: &Session, purpose: ThinkPurpose) -> Answer {
    let request = session.think_request(purpose).expect("a question to ask");
    let reply = answer_think(&request.to_json(), &ManualClock::default());
    match ThinkReply::from_json(&reply).unwrap() {
        ThinkReply::Done(answer) => {
            assert_eq!(answer.purpose, purpose);
            assert_eq!(answer.ply, session.record.cursor());
            assert_eq!(answer.code, session.game().encode());
            answer
        }
        other => panic!("no answer at {}: {other:?}", session.game().encode()),
    }
}

/// What the page does next by itself, if anything; None when a person is to act or the game
/// is over.
pub fn by_itself(session: &Session) -> Option<Action> {
    if session.chance_due() && !session.rolls_by_hand() {
        return Some(Action::ResolveChance);
    }
    if let Some(ply) = session.computer_throw() {
        return Some(Action::ComputerThrow(ply));
    }
    if session.stuck_pass().is_some() {
        return Some(Action::PassStuckTurn);
    }
    if let Some(queued) = session.queued_step() {
        return Some(Action::ComputerStep(queued.ply));
    }
    session.computer_turn()?;
    Some(Action::Engine(engine(session, ThinkPurpose::Move)))
}

/// Lets the page act until a person is to act or the game is over; also says how many actions
/// that took. Every action must move the game on and leave no notice.
pub fn run(mut session: Session, max_actions: usize) -> (Session, usize) {
    for n in 0..max_actions {
        let Some(action) = by_itself(&session) else {
            return (session, n);
        };
        let before = session.record.cursor();
        session = session.apply(action);
        assert!(
            session.record.cursor() > before,
            "the page's action did nothing at {}",
            session.game().encode()
        );
        assert_eq!(session.notice, None);
    }
    panic!("the computers never stopped")
}
