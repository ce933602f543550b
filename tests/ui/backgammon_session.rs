//! The backgammon play page's notices (issue 11, 2.3): the dice that roll by themselves as the
//! page opens leave the notice (a refused link, a damaged save, the game kept aside) in place.

use tabula::games::{AnyGame, GameKind};
use tabula::persist::open_shared;
use tabula::rules::{Game, Record, Turn};
use tabula::ui::session::{Action, Notice, Session};
use tabula::ui::words::phrase::Phrase;

fn new_backgammon(notice: Option<Notice>) -> Session {
    Session::new(
        Record::new(AnyGame::new_of(GameKind::Backgammon)),
        7,
        notice,
    )
}

#[test]
fn the_automatic_opening_roll_keeps_the_notice() {
    // issue 11, 2.3: a mangled link's message vanished when the opening roll was played.
    let error = open_shared(&GameKind::Backgammon.default_options(), "!!!", &[]).unwrap_err();
    let notice =
        Notice::error(Phrase::new("play.link-bad-position").with("why", error.to_string()));
    let session = new_backgammon(Some(notice.clone()));
    assert_eq!(session.game().turn(), Turn::Chance);
    let rolled = session.apply(Action::ResolveChance);
    assert_eq!(rolled.record.cursor(), 1, "the opening roll was played");
    assert_eq!(
        rolled.notice,
        Some(notice),
        "the notice is still there to read"
    );
}

#[test]
fn a_players_move_still_clears_the_notice() {
    let session = new_backgammon(Some(Notice::info(Phrase::new("play.previous-game-kept"))));
    let rolled = session.apply(Action::ResolveChance);
    let moved = rolled.apply(Action::PlayOffBoard(usize::MAX)); // no such action: nothing happens
    assert!(moved.notice.is_some());
    let mut legal = Vec::new();
    moved.game().legal_moves(&mut legal);
    let step = moved
        .game()
        .gesture(&legal[0])
        .and_then(|g| g.from.zip(g.to))
        .expect("a checker step");
    let after = moved
        .apply(Action::Click(step.0))
        .apply(Action::Click(step.1));
    assert_eq!(after.record.cursor(), 2, "the step was played");
    assert_eq!(after.notice, None);
}

/// Plays the first legal move (or the first button) until Roll is offered to a person.
fn until_roll_is_offered(mut session: Session) -> Session {
    for _ in 0..20 {
        let buttons = session.off_board_moves();
        if buttons.iter().any(|(_, label)| label == "Roll") {
            return session;
        }
        let mut legal = Vec::new();
        session.game().legal_moves(&mut legal);
        let chance = session.game().turn() == Turn::Chance;
        session = if chance {
            session.apply(Action::ResolveChance)
        } else if let Some(i) = buttons.iter().position(|(mv, _)| legal.contains(mv)) {
            session.apply(Action::PlayOffBoard(i))
        } else {
            let mut record = session.record.clone();
            record.play(&legal[0]).unwrap();
            Session::new(record, 7, None)
        };
    }
    panic!("Roll was never offered");
}

#[test]
fn the_r_key_rolls_in_backgammon_as_in_ludo() {
    let session = until_roll_is_offered(new_backgammon(None));
    let before = session.record.cursor();
    let rolled = session.apply(Action::Roll);
    assert!(rolled.record.cursor() > before, "R pressed Roll");
    assert!(
        !rolled
            .off_board_moves()
            .iter()
            .any(|(_, label)| label == "Roll"),
        "the dice are rolled: {}",
        rolled.game().encode()
    );
    // Ludo: R throws the die for a person.
    let ludo = Session::new(Record::new(AnyGame::new_of(GameKind::Ludo)), 3, None);
    assert_eq!(ludo.game().turn(), Turn::Chance);
    assert_eq!(
        ludo.apply(Action::Roll).record.cursor(),
        1,
        "R threw the die"
    );
}
