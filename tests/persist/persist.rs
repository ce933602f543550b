//! Saved games and share links: round trips, and bad input that must be refused with a message
//! and lose nothing.

use tabula::games::{AnyGame, GameKind};
use tabula::persist::{
    open_shared, share_path, v1, KeyValueStore, MemoryStore, RestoreError, Route, SavedGame,
    ShareError,
};
use tabula::rules::{Game, RecordEnd, Seat};

use crate::library_fixtures::draughts_game as random_record;

#[test]
fn saved_game_round_trips_moves_cursor_and_declared_end() {
    for seed in 0..40 {
        let mut record = random_record(seed, 60);
        if seed % 3 == 0 {
            record.undo();
            record.undo();
        }
        if seed % 5 == 0 && record.verdict().is_none() {
            record.declare(RecordEnd::Resigned(Seat(1)));
        }
        let text = SavedGame::from_record(&record, 99, 1234.0).to_json();
        let restored = SavedGame::from_json(&text).unwrap().restore().unwrap();
        assert_eq!(restored, record, "seed {seed}");
    }
}

#[test]
fn damaged_saves_are_refused_with_a_reason() {
    let record = random_record(7, 10);
    let good = SavedGame::from_record(&record, 0, 0.0);
    assert!(matches!(
        SavedGame::from_json("not json"),
        Err(RestoreError::Malformed(_))
    ));
    assert!(matches!(
        SavedGame::from_json("{}"),
        Err(RestoreError::Malformed(_))
    ));
    let newer = good.to_json().replace("\"version\":1", "\"version\":9");
    assert_eq!(
        SavedGame::from_json(&newer),
        Err(RestoreError::UnknownVersion(9))
    );
    let mut bad_move = good.clone();
    bad_move.moves[3] = "1-2".into();
    assert!(matches!(
        bad_move.restore(),
        Err(RestoreError::BadMove { index: 4, .. })
    ));
    let mut bad_start = good.clone();
    bad_start.start = "X:nonsense".into();
    assert!(matches!(
        bad_start.restore(),
        Err(RestoreError::BadStart(_))
    ));
    let mut bad_game = good.clone();
    bad_game.game = "tiddlywinks".into();
    assert!(matches!(
        bad_game.restore(),
        Err(RestoreError::UnknownGame(_))
    ));
    let mut bad_cursor = good;
    bad_cursor.cursor = 999;
    assert!(bad_cursor.restore().is_err());
}

#[test]
fn v1_sets_a_damaged_save_aside_instead_of_deleting_it() {
    let mut store = MemoryStore::default();
    store
        .set("tabula.v1.current.english-draughts", "{garbage")
        .unwrap();
    match v1::load_current(&mut store, GameKind::EnglishDraughts) {
        v1::Loaded::Damaged { kept_as, .. } => {
            assert_eq!(store.get(&kept_as).as_deref(), Some("{garbage"));
        }
        other => panic!("expected a damaged save, got {other:?}"),
    }
    assert!(matches!(
        v1::load_current(&mut store, GameKind::EnglishDraughts),
        v1::Loaded::Nothing
    ));
}

#[test]
fn v1_saves_and_restores_the_first_layouts_current_game() {
    // The v1 layout is only read now (the library migrates it), but what it wrote must still
    // load as it did.
    let mut store = MemoryStore::default();
    let record = random_record(3, 12);
    v1::save_current(&mut store, &record, 5, 1.0).unwrap();
    match v1::load_current(&mut store, GameKind::EnglishDraughts) {
        v1::Loaded::Game(loaded, seed) => assert_eq!((*loaded, seed), (record, 5)),
        other => panic!("expected the saved game, got {other:?}"),
    }
}

#[test]
fn share_link_opens_exactly_the_position_shown() {
    for seed in 0..30 {
        let mut record = random_record(seed, 30);
        record.undo();
        let path = share_path(&record);
        let Route::Play {
            kind,
            code: Some(code),
            moves,
            ..
        } = Route::parse(&path)
        else {
            panic!("{path} is not a play route");
        };
        let opened = open_shared(&kind.default_options(), &code, &moves).unwrap();
        assert_eq!(
            opened.current().encode(),
            record.current().encode(),
            "{path}"
        );
        assert_eq!(opened.current().turn(), record.current().turn());
    }
}

#[test]
fn share_link_with_moves_replays_them() {
    let route = Route::parse("#/play/english-draughts/B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12?moves=11-15+22-18");
    let Route::Play {
        kind,
        code: Some(code),
        moves,
        ..
    } = route
    else {
        panic!("not a play route")
    };
    assert_eq!(moves, vec!["11-15", "22-18"]);
    let record = open_shared(&kind.default_options(), &code, &moves).unwrap();
    assert_eq!(record.cursor(), 2);
    assert_eq!(record.notations(), vec!["11-15", "22-18"]);
}

#[test]
fn mangled_links_give_a_reason() {
    let kind = GameKind::EnglishDraughts;
    for code in ["", "B:W99,xx", "Q:W1:B2", "%%%", "B:W21:B21"] {
        assert!(
            matches!(
                open_shared(&kind.default_options(), code, &[]),
                Err(ShareError::BadCode(_))
            ),
            "{code:?}"
        );
    }
    let start = AnyGame::new_of(kind).encode();
    let err = open_shared(
        &kind.default_options(),
        &start,
        &["11-15".into(), "11-15".into()],
    )
    .unwrap_err();
    assert!(matches!(err, ShareError::BadMove { index: 2, .. }));
    assert!(err.to_string().contains("move 2"));
}

#[test]
fn routes_parse_and_unknown_ones_are_reported() {
    assert_eq!(Route::parse(""), Route::Home);
    assert_eq!(Route::parse("#/"), Route::Home);
    assert_eq!(
        Route::parse("#/rules/english-draughts"),
        Route::Rules(GameKind::EnglishDraughts)
    );
    assert_eq!(
        Route::parse("#/play/english-draughts"),
        Route::Play {
            kind: GameKind::EnglishDraughts,
            code: None,
            moves: vec![],
            ai: None,
            id: None,
            line: None,
            friend: None,
            clock: None,
            handicap: None,
        }
    );
    assert!(matches!(Route::parse("#/play/chesss"), Route::Unknown(_)));
    assert!(matches!(Route::parse("#/nowhere"), Route::Unknown(_)));
    // A code escaped by the browser (encodeURIComponent) opens too.
    let Route::Play { code, .. } = Route::parse("#/play/english-draughts/W%3AWK3%2C21%3AB1%2CK30")
    else {
        panic!()
    };
    assert_eq!(code.as_deref(), Some("W:WK3,21:B1,K30"));
}

/// Issue 25: practice from the reviewed games' mistakes, all of them or one game's.
#[test]
fn practice_routes_read_and_write_back() {
    assert_eq!(Route::parse("#/practise"), Route::Practise(None));
    assert_eq!(
        Route::parse("#/practise?id=k3x9abcd"),
        Route::Practise(Some("k3x9abcd".into()))
    );
    // Another query is no id; a path below it is no page.
    assert_eq!(Route::parse("#/practise?ids=k3"), Route::Practise(None));
    assert!(matches!(
        Route::parse("#/practise/chess"),
        Route::Unknown(_)
    ));
    for route in [
        Route::Practise(None),
        Route::Practise(Some("k3x9abcd".into())),
        // Whatever an id holds, it comes back as it was.
        Route::Practise(Some("a&b=c d".into())),
    ] {
        assert_eq!(Route::parse(&route.to_hash()), route, "{}", route.to_hash());
    }
    assert_eq!(
        Route::Practise(Some("k3x9abcd".into())).to_hash(),
        "#/practise?id=k3x9abcd"
    );
}

/// Issue 11, 4.7: a save whose end names a seat the game does not have ("resigned:255") is
/// refused with a reason instead of overflowing when the winner is worked out.
#[test]
fn save_resigned_by_a_seat_the_game_lacks_is_refused() {
    let record = random_record(3, 6);
    for bad in ["resigned:255", "resigned:2"] {
        let mut saved = SavedGame::from_record(&record, 0, 0.0);
        saved.end = Some(bad.into());
        match saved.restore() {
            Err(RestoreError::Malformed(why)) => assert!(why.contains("seat"), "{bad}: {why}"),
            other => panic!("{bad} was not refused: {other:?}"),
        }
    }
    let mut saved = SavedGame::from_record(&record, 0, 0.0);
    saved.end = Some("resigned:1".into());
    assert!(saved.restore().unwrap().verdict().is_some());
}

/// Issue 11, 4.7: whatever seat is declared, the verdict cannot overflow (255 + 1 in u8).
#[test]
fn verdict_of_a_resignation_by_seat_255_does_not_overflow() {
    let mut record = random_record(5, 4);
    record.declare(RecordEnd::Resigned(Seat(255)));
    let verdict = record
        .verdict()
        .expect("a declared resignation ends the game");
    // Two players: the seat after 255 is 256 % 2 = seat 0.
    assert_eq!(verdict.outcome, tabula::rules::Outcome::Win(Seat(0)));
}

/// Issue 11, 2.12: "flip" and "auto roll" were lost on reload. They are kept per game in
/// storage, apart from the saved game (a new game keeps them), and a damaged entry reads as the
/// defaults instead of failing.
#[test]
fn board_preferences_are_kept_per_game_across_reloads() {
    use tabula::persist::{load_board_prefs, save_board_prefs, BoardPrefs};
    let mut store = MemoryStore::default();
    assert_eq!(
        load_board_prefs(&store, GameKind::Chess),
        BoardPrefs::default()
    );
    let chess = BoardPrefs {
        flipped: true,
        auto_roll: false,
        tutor: 2,
    };
    let backgammon = BoardPrefs {
        flipped: false,
        auto_roll: true,
        tutor: 0,
    };
    save_board_prefs(&mut store, GameKind::Chess, &chess).unwrap();
    save_board_prefs(&mut store, GameKind::Backgammon, &backgammon).unwrap();
    // A reload: the same storage read afresh.
    let reloaded = store.clone();
    assert_eq!(load_board_prefs(&reloaded, GameKind::Chess), chess);
    assert_eq!(
        load_board_prefs(&reloaded, GameKind::Backgammon),
        backgammon
    );
    assert_eq!(
        load_board_prefs(&reloaded, GameKind::Tama),
        BoardPrefs::default()
    );
    // Saving a game leaves them alone.
    let record = random_record(2, 4);
    v1::save_current(&mut store, &record, 0, 0.0).unwrap();
    assert_eq!(load_board_prefs(&store, GameKind::Chess), chess);
    // Damaged entries read as the defaults.
    for bad in ["{", "[1,2]", "\"flipped\"", "{\"flipped\": 7}"] {
        store.set("tabula.v1.prefs.chess", bad).unwrap();
        assert_eq!(
            load_board_prefs(&store, GameKind::Chess),
            BoardPrefs::default(),
            "{bad}"
        );
    }
}
