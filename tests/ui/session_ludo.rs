//! The play page's reducer and status line for Ludo: a throw that moves nothing is said and
//! passed by the page (issue 11, 2.7); the end of a race that players left (issue 11, 2.5).

use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Game, Record};
use tabula::ui::session::{Action, Session};
use tabula::ui::words;
use tabula::ui::words::i18n::Lexicon;

fn session_at(code: &str) -> Session {
    let game = AnyGame::decode(code, &GameKind::Ludo.default_options()).unwrap();
    Session::new(Record::new(game), 1, None)
}

fn status(session: &Session) -> String {
    words::status(
        Lexicon::english(),
        session.game(),
        session.record.verdict().as_ref(),
    )
}

fn play(session: Session, text: &str) -> Session {
    let mv = session.game().parse_move(text).unwrap();
    let mut record = session.record.clone();
    record.play(&mv).unwrap();
    session.apply(Action::Replace(Box::new(record), 1, None))
}

/// issue 11, 2.7: the status said "move a piece" and the page waited for a Pass click.
#[test]
fn a_throw_that_moves_nothing_says_so_and_the_page_passes_it() {
    let session = session_at("L2.RBYG.0,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m0.3.-.-");
    assert_eq!(status(&session), "Red threw 3: no move with a 3");
    assert!(session.stuck_pass().is_some());
    let session = session.apply(Action::PassStuckTurn);
    assert_eq!(session.record.notations(), ["Red: pass"]);
    assert_eq!(status(&session), "Blue to roll");
    assert!(session.stuck_pass().is_none());
    // Once passed, the action does nothing more.
    let again = session.clone().apply(Action::PassStuckTurn);
    assert_eq!(again.record.notations(), ["Red: pass"]);
}

/// issue 11, 2.7: after an undo the pass is not played again, so undo can go back past it.
#[test]
fn an_undone_pass_is_not_played_again() {
    let session = session_at("L2.RB.0,0,0,0:0,0,0,0.r0.4.-.-");
    let session = play(session, "Red rolls 3").apply(Action::PassStuckTurn);
    assert_eq!(session.record.notations(), ["Red rolls 3", "Red: pass"]);
    let back = session.apply(Action::Undo);
    assert_eq!(back.record.cursor(), 1);
    assert!(back.stuck_pass().is_none(), "viewing before the pass");
    let back = back.apply(Action::PassStuckTurn);
    assert_eq!(back.record.cursor(), 1);
    assert_eq!(back.apply(Action::Undo).record.cursor(), 0);
}

#[test]
fn a_throw_that_moves_something_waits_for_the_player() {
    let session = session_at("L2.RB.5,0,0,0:0,0,0,0.m0.3.-.-");
    assert_eq!(status(&session), "Red threw 3: move a piece");
    assert!(session.stuck_pass().is_none());
    let session = session.apply(Action::PassStuckTurn);
    assert!(session.record.notations().is_empty());
}

/// issue 11, 2.5: the end of a race that players left names them.
#[test]
fn the_end_names_who_left_the_race() {
    let two = play(
        session_at("L2.RB.5,0,0,0:0,0,0,0.m0.3.-.-"),
        "Red leaves the race",
    );
    assert_eq!(status(&two), "Blue wins: Red left the race");
    let three = session_at("L2.RBY.45,45,45,45:0,0,0,0:5,0,0,0.r2.3.0.-");
    let three = play(three, "Yellow leaves the race");
    assert_eq!(
        status(&three),
        "Finished: Red, Blue, Yellow: Yellow left the race"
    );
    let four = session_at("L2.RBYG.5,0,0,0:0,0,0,0:0,0,0,0:6,0,0,0.r2.3.-.1");
    let four = play(
        play(four, "Yellow leaves the race"),
        "Green leaves the race",
    );
    assert_eq!(
        status(&four),
        "Finished: Red, Green, Yellow, Blue: Green, Yellow and Blue left the race"
    );
}
