//! The game clock (issue 27, 4): time runs for the side to move, a move switches it, the
//! increment comes after the move and a delay is waited out first, time odds give the sides
//! their own times, a pause stops it, the saved text round-trips, and a flag loses or draws as
//! the other side's material allows.

use tabula::games::{AnyGame, GameKind};
use tabula::rules::game_clock::{time_for_move, Bonus, GameClock, TimeControl};
use tabula::rules::{Game, Outcome, Reason, Record, RecordEnd, Seat};

fn started(text: &str) -> GameClock {
    let mut clock = GameClock::new(text.parse().unwrap());
    clock.follow(Some(Seat(0)), None, 0.0);
    clock
}

#[test]
fn the_side_to_moves_time_runs_and_a_move_switches_it() {
    let mut clock = started("60+0");
    assert_eq!(clock.left_ms(Seat(0), 2_500.0), 57_500);
    assert_eq!(
        clock.left_ms(Seat(1), 2_500.0),
        60_000,
        "the other side's time stands"
    );
    clock.follow(Some(Seat(1)), Some(Seat(0)), 3_000.0);
    assert_eq!(
        clock.left_ms(Seat(0), 10_000.0),
        57_000,
        "stopped by the move"
    );
    assert_eq!(clock.left_ms(Seat(1), 10_000.0), 53_000);
    assert_eq!(clock.turn(), Some(Seat(1)));
}

#[test]
fn increment_is_added_after_each_move() {
    let mut clock = started("180+2");
    clock.follow(Some(Seat(1)), Some(Seat(0)), 10_000.0);
    assert_eq!(clock.left_ms(Seat(0), 10_000.0), 172_000);
    // An undo or a jump is no move: no increment.
    clock.follow(Some(Seat(0)), None, 11_000.0);
    assert_eq!(clock.left_ms(Seat(1), 11_000.0), 179_000);
}

#[test]
fn a_delay_is_waited_out_before_the_time_runs_down() {
    let mut clock = started("60+5d");
    assert_eq!(clock.control.bonus, Bonus::Delay);
    assert_eq!(clock.left_ms(Seat(0), 4_000.0), 60_000, "within the delay");
    assert_eq!(clock.left_ms(Seat(0), 7_000.0), 58_000);
    clock.follow(Some(Seat(1)), Some(Seat(0)), 7_000.0);
    assert_eq!(
        clock.left_ms(Seat(0), 7_000.0),
        58_000,
        "a delay adds nothing"
    );
    clock.follow(Some(Seat(0)), Some(Seat(1)), 9_000.0);
    assert_eq!(
        clock.left_ms(Seat(1), 9_000.0),
        60_000,
        "a quick move costs nothing"
    );
}

#[test]
fn time_odds_give_each_side_its_own_time() {
    let control: TimeControl = "300/60+0".parse().unwrap();
    assert_eq!(control.seconds, [300, 60]);
    let clock = GameClock::new(control);
    assert_eq!(clock.left_ms(Seat(0), 0.0), 300_000);
    assert_eq!(clock.left_ms(Seat(1), 0.0), 60_000);
    assert_eq!(control.to_string(), "300/60+0");
}

#[test]
fn a_paused_clock_stands_still_and_resumes() {
    let mut clock = started("60+0");
    clock.pause(5_000.0);
    assert_eq!(clock.left_ms(Seat(0), 50_000.0), 55_000);
    assert!(!clock.running());
    clock.resume(50_000.0);
    assert_eq!(clock.left_ms(Seat(0), 51_000.0), 54_000);
}

#[test]
fn the_flag_falls_at_zero_for_the_running_side_only() {
    let clock = started("60+0");
    assert_eq!(clock.flagged(59_999.0), None);
    assert_eq!(clock.flagged(60_000.0), Some(Seat(0)));
    assert_eq!(clock.left_ms(Seat(0), 99_000.0), 0, "never below zero");
}

#[test]
fn the_saved_clock_holds_the_time_used_not_the_wall_clock() {
    let mut clock = started("300+3");
    clock.follow(Some(Seat(1)), Some(Seat(0)), 4_000.0);
    let saved = clock.at(6_500.0);
    let text = saved.to_string();
    assert_eq!(text, "300+3.299000.300000.2500.1");
    // Read back a day later: it goes on from the time used.
    let read: GameClock = text.parse().unwrap();
    let later = 86_400_000.0;
    let read = read.started(later);
    assert_eq!(read.left_ms(Seat(1), later + 1_000.0), 296_500);
    let mut paused = clock.clone();
    paused.pause(5_000.0);
    let text = paused.to_string();
    assert!(text.ends_with(".p"), "{text}");
    assert!(!text.parse::<GameClock>().unwrap().started(later).running());
}

#[test]
fn bad_clock_texts_are_refused_with_a_reason() {
    for bad in [
        "",
        "300",
        "0+3",
        "300+x",
        "99999999+0",
        "300+3.1.2.3",
        "300+3.1.2.3.7",
        "300+3.1.2.3.0.q",
        "300+3.1.2.3.0.p.more",
        "300+3.-1.2.3.0",
    ] {
        assert!(bad.parse::<GameClock>().is_err(), "{bad:?} read");
    }
    assert!("300+3.1.2.3.-".parse::<GameClock>().is_ok());
}

#[test]
fn the_computer_never_spends_its_last_third() {
    // A 1+0 game against a quick opponent: 200 moves, each taking the share, never flag.
    // The page shares the clock over 30 moves, the UCI command line over 20.
    for moves_to_go in [30, 20] {
        let mut left: u64 = 60_000;
        for _ in 0..200 {
            let spend = time_for_move(left, 0, moves_to_go);
            assert!(spend < left, "{spend} of {left}");
            left -= spend;
        }
        assert!(left > 0);
    }
    assert_eq!(time_for_move(10, 0, 30), 1, "always some time");
    assert!(time_for_move(60_000, 2_000, 30) > time_for_move(60_000, 0, 30));
}

fn flagged(kind: GameKind, code: &str, seat: Seat) -> (Outcome, Reason) {
    let game = AnyGame::decode(code, &kind.default_options()).unwrap();
    let mut record = Record::new(game);
    record.declare(RecordEnd::TimeOut(seat));
    let verdict = record.verdict().expect("over");
    (verdict.outcome, verdict.reason)
}

#[test]
fn a_flag_loses_when_the_other_side_could_win() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(
        flagged(GameKind::Chess, start, Seat(0)),
        (Outcome::Win(Seat(1)), Reason::TimeOut)
    );
}

#[test]
fn a_flag_draws_when_the_other_side_cannot_checkmate_fide_6_9() {
    // White out of time, Black has a lone king (or king and knight): a draw.
    for code in [
        "8/8/8/4k3/8/8/8/4K2Q w - - 0 1",
        "8/8/8/4k3/3n4/8/8/4K2Q w - - 0 1",
    ] {
        assert_eq!(
            flagged(GameKind::Chess, code, Seat(0)),
            (Outcome::Draw, Reason::TimeOut),
            "{code}"
        );
    }
    // King and pawn could still mate: the flag loses.
    assert_eq!(
        flagged(GameKind::Chess, "8/8/8/4k3/4p3/8/8/4K2Q w - - 0 1", Seat(0)),
        (Outcome::Win(Seat(1)), Reason::TimeOut)
    );
}

#[test]
fn a_draughts_flag_draws_only_when_the_other_side_has_no_piece_that_can_move() {
    // Black (the first seat) runs out; White's man on 32 can move: Black loses.
    assert_eq!(
        flagged(GameKind::EnglishDraughts, "B:W32:B1", Seat(0)),
        (Outcome::Win(Seat(1)), Reason::TimeOut)
    );
    // White's only man, on 29, is blocked by black men on 25 and 22: it can never win.
    let (outcome, _) = flagged(GameKind::EnglishDraughts, "B:W29:B25,22,1", Seat(0));
    assert_eq!(outcome, Outcome::Draw, "every White piece is blocked");
}
