//! Computer opponents outside the browser (issue 12, section 2): the seats saved with a game and
//! carried in links, the worker's request and reply, and the reducer's side of the computer's
//! turn (its move, a stale answer, undo against it, hints). The worker and the page run the
//! same functions in wasm.

use tabula::ai::ManualClock;
use tabula::games::ludo::{Colour, Ludo, LudoOptions};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::{
    share_path_with, v1, Computers, KeyValueStore, MemoryStore, Route, SavedGame,
};
use tabula::rules::{Game, Record, RecordEnd, Seat};
use tabula::ui::session::computer::HINT_LEVEL;
use tabula::ui::session::{Action, Session};
use tabula::ui::words::i18n::Lexicon;
use tabula::worker::Answer;
use tabula::worker::{answer_think, ThinkPurpose, ThinkReply, ThinkRequest};

fn draughts() -> Session {
    let record = Record::new(AnyGame::new_of(GameKind::EnglishDraughts));
    Session::new(record, 11, None)
}

/// A draughts game where the computer plays seat 1 (White, who moves second) at level 3.
fn against_computer() -> Session {
    draughts().apply(Action::SetComputers(Computers::one(1, 3)))
}

fn move_answer(session: &Session, notation: &str) -> Answer {
    Answer {
        purpose: ThinkPurpose::Move,
        ply: session.record.cursor(),
        code: session.game().encode(),
        notation: notation.to_string(),
        steps: Vec::new(),
        advice: None,
        ..Answer::default()
    }
}

/// Plays a person's move by its notation, through the reducer's own path (a click sequence
/// would need the board's geometry; the engine answer path is tested separately).
fn person_plays(session: Session, notation: &str) -> Session {
    let mut record = session.record.clone();
    let mv = record.current().parse_move(notation).unwrap();
    record.play(&mv).unwrap();
    let computers = session.computers.clone();
    session
        .apply(Action::Replace(Box::new(record), 11, None))
        .apply(Action::SetComputers(computers))
}

fn ask(request: &ThinkRequest) -> ThinkReply {
    ThinkReply::from_json(&answer_think(&request.to_json(), &ManualClock::default())).unwrap()
}

#[test]
fn seats_are_saved_with_the_game_and_old_saves_load_with_people_everywhere() {
    let mut store = MemoryStore::default();
    let record = Record::new(AnyGame::new_of(GameKind::Chess));
    let computers = Computers::one(1, 4);
    v1::save_current_with(&mut store, &record, 3, &computers, 1.0).unwrap();
    assert_eq!(v1::load_computers(&store, GameKind::Chess), computers);
    // A save from before computer players has no seats field: everyone is a person.
    v1::save_current(&mut store, &record, 3, 1.0).unwrap();
    let text = store.get("tabula.v1.current.chess").unwrap();
    assert!(!text.contains("computers"), "{text}");
    assert!(v1::load_computers(&store, GameKind::Chess).is_empty());
}

#[test]
fn damaged_seats_in_a_save_fall_back_to_people_with_a_reason() {
    let record = Record::new(AnyGame::new_of(GameKind::Camelot));
    for bad in [r#"[{"seat":1,"level":9}]"#, r#"[{"seat":4,"level":2}]"#] {
        let json = SavedGame::from_record(&record, 0, 0.0)
            .to_json()
            .replace(r#""seed":0"#, &format!(r#""seed":0,"computers":{bad}"#));
        let saved = SavedGame::from_json(&json).unwrap();
        let why = saved.checked_computers().unwrap_err().to_string();
        assert!(why.contains("computer seats"), "{why}");
        let mut store = MemoryStore::default();
        store.set("tabula.v1.current.camelot", &json).unwrap();
        assert!(v1::load_computers(&store, GameKind::Camelot).is_empty());
    }
}

#[test]
fn links_carry_the_computer_seats() {
    let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
    let e4 = record.current().parse_move("e4").unwrap();
    record.play(&e4).unwrap();
    let path = share_path_with(&record, &Computers::one(0, 3));
    let Route::Play { kind, ai, code, .. } = Route::parse(&path) else {
        panic!("{path}")
    };
    assert_eq!(code.as_deref(), Some(record.current().encode().as_str()));
    assert_eq!(
        Computers::parse(&ai.unwrap(), kind),
        Ok(Computers::one(0, 3))
    );
    // "You vs computer" from the home page: no position, just the seats.
    assert_eq!(
        Route::parse("#/play/tama?ai=1:2"),
        Route::Play {
            kind: GameKind::Tama,
            code: None,
            moves: vec![],
            ai: Some("1:2".into()),
            id: None,
            line: None,
            friend: None,
            clock: None,
            handicap: None,
        }
    );
    let both = Route::parse("#/play/english-draughts/start?moves=11-15&ai=0:1,1:6");
    let Route::Play { moves, ai, .. } = both else {
        panic!()
    };
    assert_eq!(moves, vec!["11-15"]);
    let watch = Computers::parse(&ai.unwrap(), GameKind::EnglishDraughts).unwrap();
    assert_eq!((watch.level_of(0), watch.level_of(1)), (Some(1), Some(6)));
}

#[test]
fn bad_computer_seats_in_a_link_are_refused_with_a_reason() {
    for (text, kind, reason) in [
        ("1", GameKind::Chess, "<seat>:<level>"),
        ("x:3", GameKind::Chess, "<seat>:<level>"),
        ("2:3", GameKind::Chess, "seat 2"),
        ("1:8", GameKind::Chess, "level 8"),
        ("1:255", GameKind::Chess, "level 255"),
        ("1:3,1:4", GameKind::Chess, "twice"),
        (
            "4:1",
            GameKind::Ludo,
            "seat 4 does not exist (seats are 0 to 3)",
        ),
        ("1:3,2:8", GameKind::Ludo, "level 8"),
    ] {
        let why = Computers::parse(text, kind).unwrap_err();
        assert!(why.contains(reason), "{text}: {why}");
    }
}

#[test]
fn the_worker_answers_each_engine_game_with_a_legal_move() {
    for kind in tabula::ai::SEARCH_GAMES {
        let record = Record::new(AnyGame::new_of(kind));
        let request = ThinkRequest {
            id: 41,
            purpose: ThinkPurpose::Move,
            game: SavedGame::from_record(&record, 0, 0.0),
            level: 2,
            time_ms: None,
            nodes: None,
            seed: 5,
        };
        match ask(&request) {
            ThinkReply::Done(Answer {
                id, ply, notation, ..
            }) => {
                assert_eq!((id, ply), (41, 0), "{kind:?}");
                assert!(
                    record.current().parse_move(&notation).is_ok(),
                    "{kind:?} {notation}"
                );
            }
            other => panic!("{kind:?}: {other:?}"),
        }
    }
}

#[test]
fn a_bad_think_request_is_answered_by_its_id_with_a_reason() {
    let failed =
        |text: &str| match ThinkReply::from_json(&answer_think(text, &ManualClock::default()))
            .unwrap()
        {
            ThinkReply::Failed { id, message } => (id, message),
            other => panic!("{text}: {other:?}"),
        };
    assert_eq!(failed(r#"{"id":5}"#).0, 5);
    assert!(failed("not json").1.contains("unreadable"));
    let backgammon = Record::new(AnyGame::new_of(GameKind::Backgammon));
    let mut request = ThinkRequest {
        id: 9,
        purpose: ThinkPurpose::Move,
        game: SavedGame::from_record(&backgammon, 0, 0.0),
        level: 3,
        time_ms: None,
        nodes: None,
        seed: 0,
    };
    let (id, why) = failed(&request.to_json());
    assert_eq!(id, 9);
    // Chance is to act (backgammon's opening roll): the page rolls, then asks.
    assert!(why.contains("rolled first"), "{why}");
    request.game = SavedGame::from_record(&Record::new(AnyGame::new_of(GameKind::Chess)), 0, 0.0);
    request.game.moves = vec!["e5".into()];
    assert!(failed(&request.to_json()).1.contains("could not be read"));
}

#[test]
fn the_computer_seat_waits_for_the_engine_and_the_board_is_inert() {
    let session = against_computer();
    assert_eq!(
        session.computer_turn(),
        None,
        "Black (a person) moves first"
    );
    assert!(session.can_hint());
    let session = person_plays(session, "11-15");
    let turn = session.computer_turn().expect("White is the computer's");
    assert_eq!((turn.ply, turn.level), (1, 3));
    assert!(
        session.board_view().movable.is_empty(),
        "the person cannot move for it"
    );
    assert!(!session.can_hint());
    let request = session.think_request(ThinkPurpose::Move).unwrap();
    assert_eq!((request.level, request.game.moves.len()), (3, 1));
}

#[test]
fn the_engine_answer_plays_the_computer_move_and_a_stale_one_is_ignored() {
    let session = person_plays(against_computer(), "11-15");
    let answer = move_answer(&session, "22-18");
    // Asked at another position (the person undid and played elsewhere): ignored.
    let stale = Answer {
        code: "W:W21:B1".into(),
        ..answer.clone()
    };
    let ignored = session.clone().apply(Action::Engine(stale));
    assert_eq!(ignored.record.cursor(), 1);
    let played = session.apply(Action::Engine(answer.clone()));
    assert_eq!(played.record.notations(), vec!["11-15", "22-18"]);
    assert!(
        played.board_view().last.and_then(|g| g.to).is_some(),
        "marked as the last move"
    );
    // The same answer again is for a position gone by.
    let again = played.clone().apply(Action::Engine(answer));
    assert_eq!(again.record.cursor(), 2);
    // A computer move while a person is to move is not played.
    let wrong_turn = played
        .clone()
        .apply(Action::Engine(move_answer(&played, "15-19")));
    assert_eq!(wrong_turn.record.cursor(), 2);
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_and_yours_together() {
    let session = person_plays(against_computer(), "11-15");
    let answer = move_answer(&session, "22-18");
    let session = session.apply(Action::Engine(answer));
    let undone = session.apply(Action::Undo);
    assert_eq!(undone.record.cursor(), 0);
    assert_eq!(undone.computer_turn(), None, "the person is to move again");
    assert!(
        undone.record.at_latest(),
        "the moves taken back are dropped"
    );
    // Undo while the computer thinks takes back the person's move alone.
    let thinking = person_plays(against_computer(), "9-13");
    let undone = thinking.apply(Action::Undo);
    assert_eq!((undone.record.cursor(), undone.computer_turn()), (0, None));
}

#[test]
fn when_the_computer_moves_first_undo_back_to_the_start_lets_it_play_again() {
    let session = draughts().apply(Action::SetComputers(Computers::one(0, 2)));
    assert_eq!(session.computer_turn().map(|t| t.ply), Some(0));
    let first = move_answer(&session, "11-15");
    let session = session.apply(Action::Engine(first));
    let undone = session.apply(Action::Undo);
    assert_eq!(undone.record.cursor(), 0);
    assert_eq!(undone.computer_turn().map(|t| t.ply), Some(0));
}

#[test]
fn computer_against_computer_plays_on_and_undo_takes_back_one_move() {
    let watch = draughts().apply(Action::SetComputers(
        Computers::one(0, 1).with_seat(1, Some(6)),
    ));
    assert!(!watch.has_person());
    let first = move_answer(&watch, "11-15");
    let one = watch.apply(Action::Engine(first));
    let turn = one.computer_turn().expect("the other computer is to move");
    assert_eq!(turn.level, 6);
    let two = one.apply(Action::Engine(Answer {
        notation: "22-18".into(),
        ..move_answer_at(&turn)
    }));
    assert_eq!(two.apply(Action::Undo).record.cursor(), 1);
}

fn move_answer_at(turn: &tabula::ui::session::computer::ComputerTurn) -> Answer {
    Answer {
        purpose: ThinkPurpose::Move,
        ply: turn.ply,
        code: turn.code.clone(),
        notation: String::new(),
        steps: Vec::new(),
        advice: None,
        ..Answer::default()
    }
}

#[test]
fn a_hint_is_shown_not_played_and_goes_with_the_next_move() {
    let session = against_computer();
    let request = session.think_request(ThinkPurpose::Hint).unwrap();
    assert_eq!(request.level, HINT_LEVEL);
    let hint = Answer {
        purpose: ThinkPurpose::Hint,
        ..move_answer(&session, "11-15")
    };
    let hinted = session.apply(Action::Engine(hint));
    assert_eq!(hinted.record.cursor(), 0, "not played");
    let shown = hinted.hint.clone().expect("a hint is shown");
    assert_eq!(shown.marks.len(), 1);
    assert!(shown.marks[0].from.is_some() && shown.marks[0].to.is_some());
    assert_eq!(shown.cells().len(), 2, "its from and to are marked");
    assert_eq!(shown.text(Lexicon::english()), "Hint: 11-15");
    assert_eq!(person_plays(hinted, "9-13").hint, None);
}

#[test]
fn seats_a_game_does_not_have_are_refused_with_a_notice() {
    let options = LudoOptions {
        colours: vec![Colour::Red, Colour::Yellow],
    };
    let two = || Session::new(Record::new(AnyGame::Ludo(Ludo::new(&options))), 1, None);
    let seated = two().apply(Action::SetComputers(Computers::one(1, 2)));
    assert_eq!(seated.computers, Computers::one(1, 2));
    assert_eq!(seated.notice, None);
    let session = two().apply(Action::SetComputers(Computers::one(2, 2)));
    assert!(session.computers.is_empty());
    let notice = session.notice.expect("a notice says why");
    let text = notice.text(Lexicon::english());
    assert!(
        notice.is_error && text.contains("no seat 2 (2 players)"),
        "{text}"
    );
}

/// Resigning while the computer thinks resigns the person's side, not the computer's (found
/// after issue 12's seats landed: Resign took the seat to move).
#[test]
fn resign_during_the_computers_turn_resigns_the_person() {
    let session = person_plays(against_computer(), "11-15");
    assert!(session.computer_level_to_move().is_some());
    let resigned = session.apply(Action::Resign).apply(Action::ConfirmResign);
    assert_eq!(
        resigned.record.declared(),
        Some(&RecordEnd::Resigned(Seat(0))),
        "the person (Black, seat 0) resigns"
    );
    // With only computers at the table there is nobody to resign.
    let watch = draughts().apply(Action::SetComputers(
        Computers::one(0, 1).with_seat(1, Some(6)),
    ));
    assert!(!watch.apply(Action::Resign).resigning);
}

/// A new game of `kind` with the computer on `computer_seats` and the player's own turn of the
/// board as storage gives it.
fn facing_game(kind: GameKind, computers: Computers, turned: bool) -> Session {
    Session::new(Record::new(AnyGame::new_of(kind)), 1, None)
        .apply(Action::SetComputers(computers))
        .apply(Action::SetPrefs {
            flipped: turned,
            auto_roll: false,
        })
}

#[test]
fn against_the_computer_the_persons_side_is_at_the_bottom() {
    // English draughts' Black (seat 0) starts at the top: "You vs computer" seats the person as
    // Black, so the board turns round for them.
    let draughts = facing_game(GameKind::EnglishDraughts, Computers::one(1, 3), false);
    assert!(draughts.flipped, "Black, the person, at the bottom");
    // Chess as White stays as it is; as Black it turns.
    assert!(!facing_game(GameKind::Chess, Computers::one(1, 3), false).flipped);
    let black = facing_game(GameKind::Chess, Computers::one(0, 3), false);
    assert!(black.flipped, "Black, the person, at the bottom");
    // Tammi's White (seat 0) starts at the bottom already.
    assert!(!facing_game(GameKind::Tammi, Computers::one(1, 3), false).flipped);
    // Two people, or the computer on both seats: the usual view.
    assert!(!facing_game(GameKind::EnglishDraughts, Computers::none(), false).flipped);
    let watch = Computers::one(0, 2).with_seat(1, Some(2));
    assert!(!facing_game(GameKind::EnglishDraughts, watch, false).flipped);
}

#[test]
fn the_persons_own_flip_comes_on_top_and_follows_them_to_the_other_side() {
    // The player had turned the board: against the computer as Black it shows White at the
    // bottom again, and Flip still turns it.
    let turned = facing_game(GameKind::Chess, Computers::one(0, 3), true);
    assert!(!turned.flipped);
    let flipped = turned.apply(Action::Flip);
    assert!(flipped.flipped);
    assert!(
        !(flipped.flipped ^ flipped.facing()),
        "the player's turn, as stored: none"
    );
    // Changing sides in Players: the person's side comes to the bottom, their turn kept.
    let white = facing_game(GameKind::Chess, Computers::one(0, 3), false)
        .apply(Action::SetComputers(Computers::one(1, 3)));
    assert!(!white.flipped, "White, the person now, at the bottom");
    // A new game keeps the person's side at the bottom.
    let again =
        facing_game(GameKind::EnglishDraughts, Computers::one(1, 3), false).apply(Action::Replace(
            Box::new(Record::new(AnyGame::new_of(GameKind::EnglishDraughts))),
            2,
            None,
        ));
    assert!(again.flipped);
}
