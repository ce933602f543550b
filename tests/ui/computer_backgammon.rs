//! The computer at the backgammon table (issue 13), through the play page's reducer as the page
//! drives it (`page::by_itself`: the dice, the pauses between steps, the worker's answers from
//! `answer_think`): its whole play played a step at a time, stale steps ignored, undo in the
//! middle of its play, a reload in the middle of its turn, a person's double and resignation
//! answered, automatic rolling left to people, hints with the engine's advice, and a match of
//! two computers played to its end.

use tabula::games::backgammon::{Backgammon, BackgammonOptions, BgMove, Phase};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::{has_computer_player, Computers};
use tabula::rules::{Game, Record, Seat, Turn};
use tabula::ui::session::{Action, Session};
use tabula::ui::words::i18n::{source_bundle, Lang, Lexicon};
use tabula::worker::Answer;
use tabula::worker::ThinkPurpose;

const MAX_ACTIONS: usize = 50_000;

use crate::page::{self, by_itself, engine};

/// Lets the page act until a person is to act or the match is over.
fn run(session: Session) -> Session {
    page::run(session, MAX_ACTIONS).0
}

fn phase(session: &Session) -> Phase {
    match session.game() {
        AnyGame::Backgammon(game) => game.phase(),
        other => panic!("not backgammon: {other:?}"),
    }
}

/// The index of the action button with this label.
fn button(session: &Session, label: &str) -> usize {
    let actions = session.off_board_moves();
    actions
        .iter()
        .position(|(_, l)| l == label)
        .unwrap_or_else(|| panic!("no {label} in {actions:?}"))
}

/// A backgammon match (White a person, Black the computer at level 3) after its opening roll,
/// started by the computer or by the person.
fn against_computer(computer_starts: bool) -> Session {
    (0..200u64)
        .map(|seed| {
            Session::new(
                Record::new(AnyGame::new_of(GameKind::Backgammon)),
                seed,
                None,
            )
            .apply(Action::SetComputers(Computers::one(1, 3)))
            .apply(Action::ResolveChance)
        })
        .find(|s| (s.game().turn() == Turn::Player(Seat(1))) == computer_starts)
        .expect("some seed")
}

/// A whole play for the dice by the rules alone: the first legal step until Confirm.
fn a_whole_play(session: &Session) -> Vec<String> {
    let mut game = session.game().clone();
    let mut steps = Vec::new();
    loop {
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        let mv = legal[0].clone();
        steps.push(game.notation(&mv));
        if mv == AnyMove::Backgammon(BgMove::ConfirmTurn) {
            return steps;
        }
        game = game.play(&mv).unwrap();
    }
}

/// The person plays their dice by clicks (the first checker that can move, its first
/// destination) and confirms.
fn person_plays(mut session: Session) -> Session {
    while phase(&session) == Phase::Moving(Seat(0)) {
        let movable = session.board_view().movable;
        if let Some(&from) = movable.first() {
            session = session.apply(Action::Click(from));
            let to = session.board_view().destinations[0];
            session = session.apply(Action::Click(to));
            if !session.choices.is_empty() {
                session = session.apply(Action::Choose(0));
            }
        } else {
            let confirm = button(&session, "Confirm");
            session = session.apply(Action::PlayOffBoard(confirm));
        }
    }
    session
}

#[test]
fn backgammon_has_a_computer_player() {
    assert!(has_computer_player(GameKind::Backgammon));
    let seated = against_computer(true);
    assert_eq!(seated.computers, Computers::one(1, 3));
}

#[test]
fn the_computers_play_is_played_a_step_at_a_time() {
    let session = against_computer(true);
    let turn = session
        .computer_turn()
        .expect("Black, the computer, plays the opening roll");
    assert!(
        session.board_view().movable.is_empty(),
        "the person cannot move for it"
    );
    let steps = a_whole_play(&session);
    assert!(steps.len() >= 3, "{steps:?}");
    let answer = Answer {
        purpose: ThinkPurpose::Move,
        ply: turn.ply,
        code: turn.code.clone(),
        notation: "the play".into(),
        steps: steps.clone(),
        advice: None,
        ..Answer::default()
    };
    let first = session.apply(Action::Engine(answer));
    assert_eq!(
        first.record.cursor(),
        turn.ply + 1,
        "the first step at once"
    );
    let queued = first
        .queued_step()
        .expect("the rest waits for its timer")
        .clone();
    assert_eq!((queued.ply, &queued.steps[..]), (turn.ply + 1, &steps[1..]));
    assert_eq!(
        first.computer_turn(),
        None,
        "nobody asks the worker meanwhile"
    );
    assert!(first.board_view().movable.is_empty());
    // A timer from another position plays nothing.
    let stale = first.clone().apply(Action::ComputerStep(turn.ply));
    assert_eq!(stale.record.cursor(), turn.ply + 1);
    let mut session = first;
    while let Some(queued) = session.queued_step() {
        let ply = queued.ply;
        session = session.apply(Action::ComputerStep(ply));
        assert_eq!(session.record.cursor(), ply + 1);
    }
    let played = session.record.notations();
    assert_eq!(played[played.len() - steps.len()..], steps[..]);
    assert_eq!(
        phase(&session),
        Phase::OnRoll(Seat(0)),
        "the person is on roll"
    );
    assert_eq!(session.queued, None);
}

#[test]
fn undo_in_the_middle_of_the_computers_play_goes_back_to_the_persons_last_choice() {
    let session = person_plays(against_computer(false));
    let confirmed_at = session.record.cursor() - 1;
    // The computer rolls (or doubles: the page answers as it would) and plays its first step.
    let mut session = session;
    while session.queued_step().is_none() {
        let action = by_itself(&session).expect("the computer acts");
        session = session.apply(action);
    }
    assert_eq!(phase(&session), Phase::Moving(Seat(1)));
    let undone = session.apply(Action::Undo);
    assert_eq!(
        undone.record.cursor(),
        confirmed_at,
        "back to before the person's Confirm"
    );
    assert_eq!(phase(&undone), Phase::Moving(Seat(0)));
    assert!(undone.record.at_latest());
    assert_eq!(undone.queued_step(), None);
    assert!(
        by_itself(&undone).is_none(),
        "nothing is played behind the person's back"
    );
}

#[test]
fn a_reload_in_the_middle_of_the_computers_play_goes_on() {
    let session = against_computer(true);
    let answer = engine(&session, ThinkPurpose::Move);
    let first = session.apply(Action::Engine(answer));
    assert!(first.queued_step().is_some());
    // A reload: the saved record and seats, no queue.
    let reloaded = Session::new(first.record.clone(), first.seed, None)
        .apply(Action::SetComputers(first.computers.clone()));
    assert!(
        reloaded.computer_turn().is_some(),
        "it asks again from where it stood"
    );
    let on = run(reloaded);
    assert_eq!(phase(&on), Phase::OnRoll(Seat(0)));
}

#[test]
fn the_computer_answers_a_double_and_a_resignation() {
    let session = run(person_plays(against_computer(false)));
    assert_eq!(phase(&session), Phase::OnRoll(Seat(0)));
    let doubled = session
        .clone()
        .apply(Action::PlayOffBoard(button(&session, "Double")));
    assert_eq!(phase(&doubled), Phase::Doubled(Seat(0)));
    assert!(doubled.computer_turn().is_some(), "the computer answers");
    let answer = engine(&doubled, ThinkPurpose::Move);
    assert!(
        answer.steps == ["Take"] || answer.steps == ["Pass"],
        "{:?}",
        answer.steps
    );
    let answered = doubled.apply(Action::Engine(answer));
    let last = answered.record.notations().last().cloned().unwrap();
    assert!(last == "Take" || last == "Pass", "{last}");
    // A resignation offered to it is accepted or rejected by itself.
    let resigning = session.apply(Action::Resign).apply(Action::Side(0));
    assert!(resigning.computer_turn().is_some());
    let action = by_itself(&resigning).unwrap();
    let answered = resigning.apply(action);
    let last = answered.record.notations().last().cloned().unwrap();
    assert!(last.contains("ccept") || last.contains("eject"), "{last}");
}

#[test]
fn automatic_rolling_is_the_persons_preference_not_the_computers() {
    let session = against_computer(false).apply(Action::SetPrefs {
        flipped: false,
        auto_roll: true,
    });
    let session = person_plays(session);
    assert_eq!(
        phase(&session),
        Phase::OnRoll(Seat(1)),
        "the computer chooses to roll or double"
    );
    assert!(session.computer_turn().is_some());
}

#[test]
fn a_backgammon_hint_marks_the_play_and_gives_the_engines_advice() {
    let session = against_computer(false);
    assert!(session.can_hint());
    let answer = engine(&session, ThinkPurpose::Hint);
    let steps = answer.steps.len();
    let hinted = session.apply(Action::Engine(answer));
    let hint = hinted.hint.clone().expect("a hint is shown");
    assert_eq!(
        hint.marks.len(),
        steps - 1,
        "every step but Confirm is marked"
    );
    assert!(!hint.cells().is_empty());
    let advice = hint.advice.expect("the engine's reasons");
    // The page words the engine's reasons as the English of the AI library does, and in
    // Finnish with its decimal comma and words.
    let english = hint.text(Lexicon::english());
    assert!(english.contains(&advice.to_string()), "{english}");
    let finnish =
        Lexicon::parse(Lang::Fi, &source_bundle(Lang::Fi).unwrap()).expect("the Finnish tables");
    let suomeksi = hint.text(&finnish);
    assert!(
        !suomeksi.contains("Win ") && suomeksi.contains(','),
        "{suomeksi}"
    );
    assert_eq!(hinted.record.cursor(), 1, "not played");
}

#[test]
fn a_match_of_two_computers_plays_to_its_end() {
    let options = BackgammonOptions {
        match_length: 3,
        ..BackgammonOptions::default()
    };
    let record = Record::new(AnyGame::Backgammon(Backgammon::new(&options)));
    let session = Session::new(record, 17, None).apply(Action::SetComputers(
        Computers::one(0, 1).with_seat(1, Some(2)),
    ));
    let over = run(session);
    assert!(over.record.verdict().is_some(), "{}", over.game().encode());
}

#[test]
fn a_hint_after_part_of_a_turn_gives_the_rest_of_the_play() {
    let session = against_computer(false);
    let whole = engine(&session, ThinkPurpose::Hint);
    let first = whole.steps[0].clone();
    // The person plays the first step of the turn, then asks again.
    let mv = session.game().parse_move(&first).unwrap();
    let mut record = session.record.clone();
    record.play(&mv).unwrap();
    let partway = Session::new(record, session.seed, None)
        .apply(Action::SetComputers(session.computers.clone()));
    assert!(partway.can_hint());
    let rest = engine(&partway, ThinkPurpose::Hint);
    assert!(
        rest.steps.len() < whole.steps.len(),
        "{:?} after {first} (the whole turn: {:?})",
        rest.steps,
        whole.steps
    );
    // What the hint says is the rest too: no step already on the board.
    let hint = partway
        .apply(Action::Engine(rest.clone()))
        .hint
        .expect("a hint");
    let said = hint.text(Lexicon::english());
    let rest_steps: Vec<&String> = rest.steps.iter().filter(|s| *s != "Confirm").collect();
    for part in rest.notation.split_whitespace() {
        assert!(
            rest_steps
                .iter()
                .any(|s| s.starts_with(part.split('/').next().unwrap())),
            "the hint {said:?} names {part}, which is not among the steps left {rest_steps:?}"
        );
    }
    assert!(said.contains(&rest.notation), "{said:?}");
}

#[test]
fn while_the_dice_roll_for_the_computer_the_person_resigns_nothing_of_its() {
    // Black, the computer, chose to roll: chance throws its dice, and the resignation offers
    // of that moment (a player about to roll may resign, as in gnubg) are Black's.
    let mut record = Record::new(AnyGame::new_of(GameKind::Backgammon));
    for text in ["Opening 3-1", "8/5", "6/5", "Confirm", "Roll"] {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    let session = Session::new(record, 3, None).apply(Action::SetComputers(Computers::one(1, 3)));
    assert_eq!(phase(&session), Phase::Rolling(Seat(1)));
    let mut offers = Vec::new();
    session.game().side_moves(&mut offers);
    assert_eq!(offers.len(), 3, "the rules offer Black's resignations");
    assert!(
        session.side_moves().is_empty(),
        "{:?}",
        session.side_moves()
    );
    // Facing the person instead, the same moment offers them.
    let person = Session::new(session.record.clone(), 3, None);
    assert_eq!(person.side_moves().len(), 3);
}
