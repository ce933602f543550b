//! The play page's clock (issue 27, 4), through the reducer as the page drives it: the time
//! given with each action, moves switching the clock, the flag falling (and a move after it
//! refused), pause and resume, a new game, the save, and the computer's time from the clock.

use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::{Computers, SavedGame};
use tabula::rules::game_clock::{GameClock, TimeControl};
use tabula::rules::{Game, Outcome, Reason, Record, Seat};
use tabula::ui::session::{Action, Session};
use tabula::worker::ThinkPurpose;

fn at(mut session: Session, now: f64, action: Action) -> Session {
    session.now = now;
    session.apply(action)
}

fn chess_with(control: &str) -> Session {
    let session = Session::new(Record::new(AnyGame::new_of(GameKind::Chess)), 1, None);
    let clock = GameClock::new(control.parse::<TimeControl>().unwrap());
    at(session, 0.0, Action::SetClock(Some(clock)))
}

fn typed(session: &Session, san: &str) -> Action {
    let mv: AnyMove = session.game().parse_move(san).unwrap();
    Action::PlayTyped(vec![mv])
}

fn left(session: &Session, seat: u8, now: f64) -> u64 {
    session.clock.as_ref().unwrap().left_ms(Seat(seat), now)
}

#[test]
fn a_move_switches_the_clock_and_earns_the_increment() {
    let session = chess_with("180+2");
    assert_eq!(session.clock.as_ref().unwrap().turn(), Some(Seat(0)));
    let action = typed(&session, "e4");
    let session = at(session, 5_000.0, action);
    assert_eq!(left(&session, 0, 9_000.0), 177_000);
    assert_eq!(left(&session, 1, 9_000.0), 176_000, "Black's time runs");
}

#[test]
fn the_flag_falls_and_a_move_after_it_does_not_count() {
    let session = chess_with("60+0");
    let action = typed(&session, "e4");
    // White thinks 61 s: the flag fell at 60 s, before the move came.
    let session = at(session, 61_000.0, action);
    assert!(
        session.record.moves().is_empty(),
        "the late move is refused"
    );
    let verdict = session.record.verdict().expect("over on time");
    assert_eq!(
        (verdict.outcome, verdict.reason),
        (Outcome::Win(Seat(1)), Reason::TimeOut)
    );
    assert_eq!(
        session.clock.as_ref().unwrap().turn(),
        None,
        "a finished game's clock stops"
    );
}

#[test]
fn the_tick_that_finds_the_time_gone_ends_the_game() {
    let session = chess_with("60+0");
    let session = at(session, 30_000.0, Action::Tick);
    assert!(session.record.verdict().is_none());
    let session = at(session, 60_000.0, Action::Tick);
    assert_eq!(
        session.record.verdict().map(|v| v.reason),
        Some(Reason::TimeOut)
    );
}

#[test]
fn pause_and_resume_for_a_game_put_aside() {
    let session = chess_with("60+0");
    let session = at(session, 10_000.0, Action::PauseClock(true));
    // An hour away: the flag does not fall.
    let session = at(session, 3_610_000.0, Action::Tick);
    assert!(session.record.verdict().is_none());
    assert_eq!(left(&session, 0, 3_610_000.0), 50_000);
    let session = at(session, 3_610_000.0, Action::PauseClock(false));
    assert_eq!(left(&session, 0, 3_615_000.0), 45_000);
}

#[test]
fn undo_gives_no_time_back_and_no_increment() {
    let session = chess_with("60+5");
    let action = typed(&session, "e4");
    let session = at(session, 10_000.0, action); // White 55 s
    let session = at(session, 12_000.0, Action::Undo); // Black's 2 s are spent
    assert_eq!(left(&session, 1, 12_000.0), 58_000);
    assert_eq!(
        left(&session, 0, 12_000.0),
        55_000,
        "White's clock runs again from 55 s"
    );
}

#[test]
fn a_new_game_keeps_the_time_control_with_fresh_time() {
    let session = chess_with("300+3");
    let action = typed(&session, "d4");
    let session = at(session, 20_000.0, action);
    let fresh = Record::new(AnyGame::new_of(GameKind::Chess));
    let session = at(session, 30_000.0, Action::Replace(Box::new(fresh), 2, None));
    assert_eq!(left(&session, 0, 30_000.0), 300_000);
    assert_eq!(left(&session, 0, 31_000.0), 299_000, "and it runs");
}

#[test]
fn the_save_holds_the_time_used_and_reads_back() {
    let session = chess_with("300+3");
    let action = typed(&session, "e4");
    let session = at(session, 4_000.0, action);
    let saved =
        SavedGame::from_record(&session.record, 1, 0.0).with_clock(session.clock_now(6_000.0));
    let text = saved.to_json();
    let read = SavedGame::from_json(&text).unwrap();
    assert_eq!(read.clock, saved.clock);
    let restored = Session::new(read.restore().unwrap(), 1, None);
    // Opened a week later: Black goes on from the 2 s used.
    let later = 604_800_000.0;
    let restored = at(restored, later, Action::SetClock(read.clock));
    assert_eq!(left(&restored, 1, later + 1_000.0), 297_000);
    assert_eq!(left(&restored, 0, later + 1_000.0), 299_000);
}

#[test]
fn a_save_without_a_clock_still_reads_and_a_bad_one_is_refused() {
    let record = Record::new(AnyGame::new_of(GameKind::Chess));
    let text = SavedGame::from_record(&record, 1, 0.0).to_json();
    assert!(!text.contains("clock"));
    assert_eq!(SavedGame::from_json(&text).unwrap().clock, None);
    let bad = text.replacen('{', "{\"clock\":\"300+3.x\",", 1);
    let error = SavedGame::from_json(&bad).unwrap_err().to_string();
    assert!(error.contains("clock"), "{error}");
}

#[test]
fn the_computer_thinks_within_its_clock() {
    let session = chess_with("60+0");
    let session = at(
        session,
        0.0,
        Action::SetComputers(Computers::parse("0:6", GameKind::Chess).unwrap()),
    );
    let request = session
        .think_request(ThinkPurpose::Move)
        .expect("the computer's turn");
    // Level 6 thinks 2 s a move on its own; 60 s leave it 2 s (60/30).
    assert_eq!(request.time_ms, Some(2_000));
    let session = at(session, 45_000.0, Action::Tick);
    let request = session.think_request(ThinkPurpose::Move).unwrap();
    assert_eq!(request.time_ms, Some(500), "15 s left: a thirtieth");
    // Without a clock the level keeps its own time.
    let plain = Session::new(Record::new(AnyGame::new_of(GameKind::Chess)), 1, None).apply(
        Action::SetComputers(Computers::parse("0:6", GameKind::Chess).unwrap()),
    );
    assert_eq!(
        plain.think_request(ThinkPurpose::Move).unwrap().time_ms,
        None
    );
}
