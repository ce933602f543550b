//! The tutor's hold on the game (issue 25, section 2): which person's move waits for it, and
//! that the computer does not answer meanwhile. The worker's side is in `review_worker.rs`,
//! the page's in tests/browser/tutor.test.mjs.

use tabula::games::backgammon::BgMove;
use tabula::games::ludo::{Ludo, LudoMove, LudoOptions};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::Computers;
use tabula::rules::{Game, Record};
use tabula::ui::session::{Action, Session};

fn draughts_against_computer(tutor: u8) -> Session {
    let record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
    Session::new(record, 11, None)
        .apply(Action::SetComputers(Computers::one(1, 3)))
        .apply(Action::SetTutor(tutor))
}

fn typed(session: Session, notation: &str) -> Session {
    let mv = session.game().parse_move(notation).unwrap();
    session.apply(Action::PlayTyped(vec![mv]))
}

#[test]
fn the_tutor_holds_a_persons_move_and_the_computer_waits_until_it_is_passed() {
    let off = typed(draughts_against_computer(0), "11-15");
    assert_eq!(off.tutor_pending(), None);
    assert!(
        off.computer_turn().is_some(),
        "without the tutor the computer answers"
    );
    let on = typed(draughts_against_computer(2), "11-15");
    assert_eq!(on.tutor_pending(), Some(0));
    assert!(
        on.computer_turn().is_none(),
        "the computer waits for the tutor"
    );
    let passed = on.apply(Action::TutorPassed(0));
    assert_eq!(passed.tutor_pending(), None);
    assert!(passed.computer_turn().is_some());
    // The computer's own move is not the tutor's business.
    let answered = typed(passed, "22-18");
    assert_eq!(answered.tutor_pending(), None);
    // Taken back: nothing waits while the game is not at its end.
    let on = typed(draughts_against_computer(2), "11-15").apply(Action::Goto(0));
    assert_eq!(on.tutor_pending(), None);
}

#[test]
fn moves_played_before_the_tutor_was_asked_are_not_looked_at() {
    let session = typed(draughts_against_computer(0), "11-15").apply(Action::SetTutor(1));
    assert_eq!(session.tutor_pending(), None);
    let opened = Session::new(session.record.clone(), 1, None).apply(Action::SetTutor(2));
    assert_eq!(opened.tutor_pending(), None, "a game opened with its moves");
}

#[test]
fn in_backgammon_the_tutor_waits_on_a_persons_confirmed_play_with_the_next_roll_after_it() {
    // The opening roll is chance's, played into the record before the session opens.
    let mut record = Record::new(AnyGame::new_of(GameKind::Backgammon));
    record
        .play(&AnyMove::Backgammon(BgMove::OpeningRoll(3, 1)))
        .unwrap();
    let start = Session::new(record, 42, None).apply(Action::SetTutor(2));
    let play = |session: Session, mv: BgMove| {
        session.apply(Action::PlayTyped(vec![AnyMove::Backgammon(mv)]))
    };
    let session = play(start, BgMove::Step { from: 8, die: 3 });
    assert_eq!(session.record.moves().len(), 2);
    assert_eq!(session.tutor_pending(), None, "a play half made");
    let session = play(session, BgMove::Step { from: 6, die: 1 });
    let session = play(session, BgMove::ConfirmTurn);
    assert_eq!(session.tutor_pending(), Some(3));
    let session = play(session, BgMove::RollDice);
    assert_eq!(session.record.moves().len(), 5, "Black rolls");
    assert_eq!(
        session.tutor_pending(),
        Some(3),
        "the next player's roll does not pass it"
    );
    let passed = session.clone().apply(Action::TutorPassed(4));
    assert_eq!(passed.tutor_pending(), None);
}

/// Two-player Ludo, Red to move a 2 (Blue's piece two fields ahead of Red's start point).
fn ludo(computers: Computers, tutor: u8) -> Session {
    let game = Ludo::decode("L2.RB.1,20,0,0:33,0,0,0.m0.2.-.-", &LudoOptions::default()).unwrap();
    Session::new(Record::new(AnyGame::Ludo(game)), 5, None)
        .apply(Action::SetComputers(computers))
        .apply(Action::SetTutor(tutor))
}

fn advance(session: Session, piece: u8) -> Session {
    session.apply(Action::PlayTyped(vec![AnyMove::Ludo(LudoMove::Advance {
        piece,
    })]))
}

#[test]
fn in_ludo_the_tutor_holds_the_next_throw_the_computers_and_the_persons() {
    let session = advance(ludo(Computers::one(1, 3), 2), 1);
    assert_eq!(session.tutor_pending(), Some(0));
    assert_eq!(
        session.computer_throw(),
        None,
        "the computer waits to throw"
    );
    let passed = session.apply(Action::TutorPassed(0));
    assert_eq!(passed.tutor_pending(), None);
    assert_eq!(passed.computer_throw(), Some(1));
    // Between two people the next person's Roll waits too.
    let session = advance(ludo(Computers::none(), 2), 1);
    assert_eq!(session.tutor_pending(), Some(0));
    let held = session.clone().apply(Action::ResolveChance);
    assert_eq!(
        held.record.moves().len(),
        1,
        "no throw while the tutor looks"
    );
    let thrown = session
        .apply(Action::TutorPassed(0))
        .apply(Action::ResolveChance);
    assert_eq!(thrown.record.moves().len(), 2);
}

#[test]
fn the_tutor_can_watch_one_person_of_two_and_leave_the_other_alone() {
    use tabula::rules::Seat;
    use tabula::ui::session::tutor::{level, watches, with_level, with_seat};
    // Red (seat 0) left alone, the tutor on for Blue.
    let setting = with_seat(2, Seat(0), false);
    assert!(!watches(setting, Seat(0)) && watches(setting, Seat(1)));
    assert_eq!(level(setting), 2);
    assert_eq!(level(with_level(setting, 1)), 1);
    assert!(!watches(with_level(setting, 1), Seat(0)), "the seats stay");
    assert_eq!(with_seat(setting, Seat(0), true), 2);
    let red = advance(ludo(Computers::none(), setting), 1);
    assert_eq!(red.tutor_pending(), None, "Red's move is not looked at");
    // A setting saved before seats could be left (0, 1, 2) watches every seat.
    let both = advance(ludo(Computers::none(), 1), 1);
    assert_eq!(both.tutor_pending(), Some(0));
    // In draughts between two people: Black (seat 0) watched, White left alone.
    let record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
    let session =
        Session::new(record, 1, None).apply(Action::SetTutor(with_seat(2, Seat(1), false)));
    let black = typed(session, "11-15");
    assert_eq!(black.tutor_pending(), Some(0));
    let white = typed(black.apply(Action::TutorPassed(0)), "22-18");
    assert_eq!(white.tutor_pending(), None);
}
