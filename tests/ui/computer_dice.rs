//! Computer seats in the dice games (issue 13), through the play page's reducer as the page
//! drives it: the page's timers (the computer's throw, a pass, the next step of its play) and
//! its worker (here `answer_think`, the worker's own function) are played by `page::by_itself`, a
//! person's turns by clicks. Ludo with two to four seats, any mix of people and computers: the
//! computers throw and move by themselves, never wait for a person, a game of four computers
//! ends, and undo takes back to the person's last choice.

use crate::page;
use tabula::games::ludo::{Colour, Ludo, LudoOptions};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::Computers;
use tabula::rules::{Game, Record, Seat, Turn};
use tabula::ui::session::{Action, Session};
use tabula::ui::words::i18n::{source_bundle, Lang, Lexicon};
use tabula::worker::ThinkPurpose;

/// Far more than any game takes.
const MAX_ACTIONS: usize = 20_000;

fn ludo(colours: &[Colour]) -> Session {
    let options = LudoOptions {
        colours: colours.to_vec(),
    };
    Session::new(Record::new(AnyGame::Ludo(Ludo::new(&options))), 29, None)
}

fn seats(text: &str) -> Computers {
    Computers::parse(text, GameKind::Ludo).unwrap()
}

fn run(session: Session) -> (Session, usize) {
    page::run(session, MAX_ACTIONS)
}

/// A person's move by clicks: the first piece that can move, its first destination (and the
/// first move where several share them).
fn person_moves(session: Session) -> Session {
    let view = session.board_view();
    let from = *view.movable.first().expect("a piece to move");
    let session = session.apply(Action::Click(from));
    let to = *session
        .board_view()
        .destinations
        .first()
        .expect("somewhere to go");
    let session = session.apply(Action::Click(to));
    if session.choices.is_empty() {
        session
    } else {
        session.apply(Action::Choose(0))
    }
}

#[test]
fn a_game_of_four_computers_plays_to_the_end_by_itself() {
    let session = ludo(&Colour::ALL).apply(Action::SetComputers(seats("0:1,1:2,2:1,3:3")));
    assert!(!session.has_person());
    let (session, actions) = run(session);
    let verdict = session.record.verdict().expect("the game is over");
    assert_eq!(verdict.reason, tabula::rules::Reason::AllHome);
    assert!(actions > 100, "{actions} actions");
    // Every throw was the computer's own, recorded as the chance move it is.
    let throws = session
        .record
        .notations()
        .iter()
        .filter(|n| n.contains(" rolls "))
        .count();
    assert!(
        throws > 50,
        "{throws} throws in {:?}",
        session.record.notations()
    );
}

#[test]
fn with_three_computers_the_persons_turns_come_back() {
    let mut session = ludo(&Colour::ALL).apply(Action::SetComputers(seats("1:3,2:5,3:1")));
    let mut person_turns = 0;
    let mut moved = 0;
    while person_turns < 12 {
        let (next, _) = run(session);
        session = next;
        assert!(
            session.record.verdict().is_none(),
            "the game is not over yet"
        );
        if session.chance_pending() {
            // The person's throw: Roll, which the computers' own throws do not offer.
            assert_eq!(session.thrower(), Some(Seat(0)), "the person throws");
            assert!(!session.thrower_is_computer());
            assert_eq!(
                session.computer_throw(),
                None,
                "nobody throws for the person"
            );
            session = session.apply(Action::ResolveChance);
            person_turns += 1;
        } else {
            assert_eq!(session.game().turn(), Turn::Player(Seat(0)));
            assert!(!session.board_view().movable.is_empty(), "a real choice");
            session = person_moves(session);
            moved += 1;
        }
    }
    assert!(moved >= 2, "the person moved {moved} times");
}

#[test]
fn the_computers_throw_waits_for_its_own_timer_and_refuses_the_persons_roll() {
    // The start: everyone throws once, in seat order; Red (the person) first.
    let session = ludo(&Colour::ALL).apply(Action::SetComputers(seats("1:3,2:3,3:3")));
    assert_eq!(
        (session.thrower(), session.computer_throw()),
        (Some(Seat(0)), None)
    );
    let session = session.apply(Action::ComputerThrow(0));
    assert_eq!(
        session.record.cursor(),
        0,
        "no computer throws for a person"
    );
    let session = session.apply(Action::ResolveChance);
    assert_eq!(session.record.cursor(), 1);
    assert_eq!(session.thrower(), Some(Seat(1)));
    assert!(session.thrower_is_computer());
    assert_eq!(session.computer_throw(), Some(1));
    // The person's Roll (or the R key) does not throw for the computer...
    let refused = session.clone().apply(Action::ResolveChance);
    assert_eq!(refused.record.cursor(), 1);
    // ...and a timer from another position throws nothing.
    assert_eq!(
        session
            .clone()
            .apply(Action::ComputerThrow(0))
            .record
            .cursor(),
        1
    );
    let thrown = session.apply(Action::ComputerThrow(1));
    assert_eq!(thrown.record.cursor(), 2);
    assert!(
        thrown.record.notations()[1].starts_with("Blue"),
        "{:?}",
        thrown.record.notations()
    );
    // The same seed and ply throw the same number as a person's throw would.
    let person = ludo(&Colour::ALL)
        .apply(Action::ResolveChance)
        .apply(Action::ResolveChance);
    assert_eq!(person.record.notations(), thrown.record.notations());
}

#[test]
fn undo_against_computers_takes_back_to_the_persons_last_choice() {
    let mut session = ludo(&Colour::ALL).apply(Action::SetComputers(seats("1:2,2:2,3:2")));
    let mut last_choice = None;
    for _ in 0..40 {
        let (next, _) = run(session);
        session = next;
        if session.chance_pending() {
            session = session.apply(Action::ResolveChance);
        } else {
            last_choice = Some(session.record.cursor());
            session = person_moves(session);
        }
    }
    let (session, _) = run(session);
    let last_choice = last_choice.expect("the person chose at least once");
    let undone = session.apply(Action::Undo);
    assert_eq!(undone.record.cursor(), last_choice);
    assert!(
        undone.record.at_latest(),
        "the moves taken back are dropped"
    );
    assert_eq!(undone.game().turn(), Turn::Player(Seat(0)));
    assert!(
        !undone.board_view().movable.is_empty(),
        "the person chooses again"
    );
    assert!(
        page::by_itself(&undone).is_none(),
        "nothing is played behind the person's back"
    );
}

#[test]
fn ludo_seats_go_in_links_and_saves_and_a_smaller_game_keeps_only_its_own() {
    let computers = seats("3:1,1:3,2:5");
    assert_eq!(computers.to_query(), "1:3,2:5,3:1");
    let session = ludo(&Colour::ALL).apply(Action::SetComputers(computers.clone()));
    let link = tabula::persist::share_path_with(&session.record, &session.computers);
    assert!(link.ends_with("ai=1:3,2:5,3:1"), "{link}");
    // A new game for two players keeps the computer on the seats it has.
    let two = Ludo::new(&LudoOptions {
        colours: vec![Colour::Red, Colour::Blue],
    });
    let replaced = session.apply(Action::Replace(
        Box::new(Record::new(AnyGame::Ludo(two))),
        5,
        None,
    ));
    assert_eq!(replaced.computers, seats("1:3"));
}

#[test]
fn resigning_waits_for_the_persons_turn_in_ludo() {
    let session = ludo(&Colour::ALL)
        .apply(Action::SetComputers(seats("1:3,2:3,3:3")))
        .apply(Action::ResolveChance);
    // Blue, a computer, throws next: the person cannot leave in its name.
    assert!(session.thrower_is_computer());
    assert!(session.side_moves().is_empty());
    assert!(!session.clone().apply(Action::Resign).resigning);
    // On the person's own turn, Red leaves the race and the computers play on to the end.
    let (mut session, _) = run(session);
    if !session.chance_pending() {
        session = person_moves(session);
        session = run(session).0;
    }
    let sides: Vec<String> = session.side_moves().into_iter().map(|(_, l)| l).collect();
    assert_eq!(sides, vec!["Red leaves the race"]);
    let left = session.apply(Action::Resign).apply(Action::Side(0));
    let (over, _) = run(left);
    assert!(
        over.record.verdict().is_some(),
        "the computers finished the race"
    );
}

/// A Ludo hint names its move as the move list does, in the page's language.
#[test]
fn a_ludo_hint_is_worded_in_the_pages_language() {
    let options = GameKind::Ludo.default_options();
    let code = "L2.RBYG.5,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m0.3.-.-";
    let session = Session::new(
        Record::new(AnyGame::decode(code, &options).unwrap()),
        3,
        None,
    );
    assert!(session.can_hint());
    let answer = page::engine(&session, ThinkPurpose::Hint);
    let hinted = session.apply(Action::Engine(answer));
    let hint = hinted.hint.expect("a hint is shown");
    assert_eq!(hint.text(Lexicon::english()), "Hint: Red: 5-8");
    let finnish = Lexicon::parse(Lang::Fi, &source_bundle(Lang::Fi).unwrap()).unwrap();
    assert_eq!(hint.text(&finnish), "Vihje: Punainen: 5-8");
}
