//! The game library: every game kept through new games, branches, reloads and two tabs; the
//! first layout migrated; a full storage that damages nothing; damaged entries; rename, delete
//! and undo. (Backups: tests/library_backup.rs.)

use crate::library_fixtures::{
    back_to_a_choice, draughts_game, finished_game, play_another, saved, TightStore,
};
use tabula::games::GameKind;
use tabula::persist::{
    entry_key, save_board_prefs, v1, KeyValueStore, Library, Listed, LoadError, MemoryStore,
    Naming, RenameError, SaveOutcome,
};
use tabula::rules::{Game, Record};

fn library() -> Library<MemoryStore> {
    Library::new(MemoryStore::default(), 11)
}

fn games(library: &Library<impl KeyValueStore>) -> Vec<tabula::persist::Opened> {
    library
        .catalog()
        .into_iter()
        .filter_map(|listed| match listed {
            Listed::Game(opened) => Some(*opened),
            Listed::Damaged(_) => None,
        })
        .collect()
}

#[test]
fn new_games_keep_the_old_ones() {
    let mut library = library();
    let first = draughts_game(1, 20);
    let a = library.create(None, saved(&first, 1.0), 1.0).unwrap();
    let b = library
        .create(None, saved(&draughts_game(2, 0), 2.0), 2.0)
        .unwrap();
    let c = library
        .create(None, saved(&draughts_game(3, 5), 3.0), 3.0)
        .unwrap();
    assert_ne!(a.id, b.id);
    let listed = games(&library);
    assert_eq!(listed.len(), 3);
    // Newest first, numbered names.
    assert_eq!(listed[0].entry.id, c.id);
    assert_eq!(listed[2].entry.name, "English draughts 1");
    assert_eq!(listed[0].entry.name, "English draughts 3");
    assert_eq!(library.load(&a.id).unwrap().record, first);
}

#[test]
fn a_move_from_an_earlier_point_keeps_the_old_continuation_as_a_branch() {
    let mut library = library();
    let mut record = draughts_game(4, 30);
    let old_moves = record.notations();
    let at = library.create(None, saved(&record, 1.0), 1.0).unwrap();
    // Going back through the moves drops nothing: the same entry, no branch. (Back to a
    // position with a choice: a forced capture has no other move to branch with.)
    let branch_point = back_to_a_choice(&mut record);
    let outcome = library.save(&at, saved(&record, 2.0)).unwrap();
    let SaveOutcome::Saved(at) = outcome else {
        panic!("undo made {outcome:?}");
    };
    // A different move from there replaces the moves after it.
    play_another(&mut record, &old_moves[branch_point]);
    let outcome = library.save(&at, saved(&record, 3.0)).unwrap();
    let SaveOutcome::Branched {
        saved: at,
        branch,
        name,
    } = outcome
    else {
        panic!("expected a branch, got {outcome:?}");
    };
    assert_eq!(
        name,
        format!("English draughts 1 (branch at move {})", branch_point + 1)
    );
    let kept = library.load(&branch.id).unwrap();
    assert_eq!(kept.record.notations(), old_moves);
    assert_eq!(kept.entry.name, name);
    // A reload (a new library over the same storage) continues the new line.
    let reloaded = Library::new(library.store.clone(), 99);
    assert_eq!(reloaded.load(&at.id).unwrap().record, record);
    assert_eq!(games(&reloaded).len(), 2);
}

#[test]
fn a_newer_save_from_another_tab_is_never_overwritten() {
    let mut library = library();
    let record = draughts_game(5, 10);
    let at = library.create(None, saved(&record, 1.0), 1.0).unwrap();
    // Two tabs read revision 1; the first saves a move.
    let mut first = record.clone();
    let mut second = record.clone();
    let mut moves = Vec::new();
    first.current().legal_moves(&mut moves);
    first.play(&moves[0]).unwrap();
    second.play(moves.last().unwrap()).unwrap();
    let SaveOutcome::Saved(after_first) = library.save(&at, saved(&first, 2.0)).unwrap() else {
        panic!("the first tab's save is plain");
    };
    assert_eq!(after_first.revision, 2);
    // The second still names revision 1: its game goes to a copy.
    let outcome = library.save(&at, saved(&second, 3.0)).unwrap();
    let SaveOutcome::Copied {
        copy,
        newer_elsewhere: true,
        ..
    } = outcome
    else {
        panic!("expected a copy, got {outcome:?}");
    };
    assert_eq!(library.load(&at.id).unwrap().record, first);
    assert_eq!(library.load(&copy.id).unwrap().record, second);
    // The same game saved again by a tab that took the other's version writes nothing.
    let again = library.save(&after_first, saved(&first, 4.0)).unwrap();
    assert_eq!(again, SaveOutcome::Saved(after_first));
}

/// Names in another language, as the page gives them (here made-up Finnish words).
struct Finnish;

impl Naming for Finnish {
    fn numbered(&self, kind: GameKind, number: usize) -> String {
        format!("{} nro {number}", kind.slug())
    }
    fn branch(&self, name: &str, move_number: usize) -> String {
        format!("{name} (haara {move_number})")
    }
    fn copy(&self, name: &str) -> String {
        format!("{name} (kopio)")
    }
}

#[test]
fn new_games_branches_and_copies_are_named_in_the_pages_language() {
    let mut library = library().named_by(Finnish);
    let mut record = draughts_game(4, 30);
    let old_moves = record.notations();
    let at = library.create(None, saved(&record, 1.0), 1.0).unwrap();
    assert_eq!(
        library.load(&at.id).unwrap().entry.name,
        "english-draughts nro 1"
    );
    let branch_point = back_to_a_choice(&mut record);
    play_another(&mut record, &old_moves[branch_point]);
    let SaveOutcome::Branched {
        saved: new, name, ..
    } = library.save(&at, saved(&record, 2.0)).unwrap()
    else {
        panic!("expected a branch");
    };
    assert_eq!(
        name,
        format!("english-draughts nro 1 (haara {})", branch_point + 1)
    );
    // A save from a tab that read the first revision goes to a copy.
    let SaveOutcome::Copied { name, .. } = library.save(&at, saved(&old_game(), 3.0)).unwrap()
    else {
        panic!("expected a copy");
    };
    assert_eq!(name, "english-draughts nro 1 (kopio)");
    assert!(new.revision > at.revision);
}

fn old_game() -> Record<tabula::games::AnyGame> {
    draughts_game(9, 3)
}

#[test]
fn the_latest_game_in_progress_is_continued() {
    let mut library = library();
    let playing = draughts_game(6, 8);
    let a = library.create(None, saved(&playing, 1.0), 1.0).unwrap();
    let over = finished_game();
    library.create(None, saved(&over, 5.0), 5.0).unwrap();
    let chess = Record::new(tabula::games::AnyGame::new_of(GameKind::Chess));
    library.create(None, saved(&chess, 9.0), 9.0).unwrap();
    let latest = library
        .latest_in_progress(GameKind::EnglishDraughts)
        .unwrap();
    assert_eq!(latest.entry.id, a.id, "the finished game is skipped");
    assert!(library.latest_in_progress(GameKind::Ludo).is_none());
}

#[test]
fn migration_from_the_first_layout_loses_nothing() {
    let mut store = MemoryStore::default();
    let current = draughts_game(7, 12);
    let previous = draughts_game(8, 30);
    v1::save_current(&mut store, &previous, 4, 1.0).unwrap();
    let previous_text = store.get("tabula.v1.current.english-draughts").unwrap();
    store
        .set("tabula.v1.previous.english-draughts", &previous_text)
        .unwrap();
    v1::save_current(&mut store, &current, 5, 2.0).unwrap();
    store.set("tabula.v1.damaged.chess", "{not a game").unwrap();
    save_board_prefs(&mut store, GameKind::Chess, &Default::default()).unwrap();

    let mut library = Library::new(store, 3);
    assert_eq!(library.migrate_v1(), Ok(3));
    let records: Vec<_> = games(&library).into_iter().map(|o| o.record).collect();
    assert_eq!(records, vec![current, previous]);
    let damaged: Vec<_> = library
        .catalog()
        .into_iter()
        .filter_map(|s| match s {
            Listed::Damaged(d) => Some(d.text),
            Listed::Game(_) => None,
        })
        .collect();
    assert_eq!(damaged, vec!["{not a game".to_string()]);
    let keys = library.store.keys();
    assert!(keys
        .iter()
        .all(|k| !k.starts_with("tabula.v1.") || k.contains("prefs")));
    // Run again (a second load): nothing new, nothing twice.
    assert_eq!(library.migrate_v1(), Ok(0));
    assert_eq!(library.ids().len(), 3);
}

#[test]
fn a_migration_stopped_by_a_full_storage_goes_on_later() {
    let mut store = TightStore::new(usize::MAX);
    v1::save_current(&mut store, &draughts_game(9, 40), 1, 1.0).unwrap();
    store.limit = store.used();
    let mut library = Library::new(store, 4);
    assert!(library.migrate_v1().is_err());
    assert!(library
        .store
        .get("tabula.v1.current.english-draughts")
        .is_some());
    library.store.limit = usize::MAX;
    assert_eq!(library.migrate_v1(), Ok(1));
    assert_eq!(games(&library).len(), 1);
}

#[test]
fn a_full_storage_refuses_the_save_and_every_earlier_save_stays() {
    let mut library = Library::new(TightStore::new(usize::MAX), 5);
    let first = draughts_game(10, 10);
    let other = draughts_game(11, 10);
    let a = library.create(None, saved(&first, 1.0), 1.0).unwrap();
    let b = library.create(None, saved(&other, 1.0), 1.0).unwrap();
    library.store.limit = library.store.used() + 40;
    // A longer game does not fit: the save is refused and the entry keeps its last save.
    let longer = draughts_game(10, 60);
    assert!(library.save(&a, saved(&longer, 2.0)).is_err());
    assert!(library.create(None, saved(&longer, 2.0), 2.0).is_err());
    assert_eq!(library.load(&a.id).unwrap().record, first);
    assert_eq!(library.load(&b.id).unwrap().record, other);
    assert_eq!(library.ids().len(), 2);
}

#[test]
fn a_branch_is_taken_back_when_the_save_after_it_fails() {
    let mut library = Library::new(TightStore::new(usize::MAX), 6);
    let mut record = draughts_game(12, 30);
    let at = library.create(None, saved(&record, 1.0), 1.0).unwrap();
    let old = record.notations();
    let point = back_to_a_choice(&mut record);
    play_another(&mut record, &old[point]);
    // Room for the branch (a copy of the stored entry) but not for both writes.
    library.store.refuse_after = Some(1);
    assert!(library.save(&at, saved(&record, 2.0)).is_err());
    assert_eq!(library.ids(), vec![at.id.clone()], "no half-made branch");
    assert_eq!(library.load(&at.id).unwrap().record.notations(), old);
}

#[test]
fn a_damaged_entry_is_reported_and_the_rest_load() {
    let mut library = library();
    let good = draughts_game(13, 15);
    let a = library.create(None, saved(&good, 1.0), 1.0).unwrap();
    library
        .store
        .set(&entry_key("brkn"), "{\"id\":\"brkn\",\"name\":")
        .unwrap();
    let mut bad_move = saved(&draughts_game(14, 15), 2.0);
    bad_move.moves[3] = "1-2".into();
    let b = library.create(None, bad_move, 2.0).unwrap();
    let catalog = library.catalog();
    assert_eq!(catalog.len(), 3);
    let damaged: Vec<_> = catalog
        .iter()
        .filter_map(|s| match s {
            Listed::Damaged(d) => Some((d.id.clone(), d.error.to_string())),
            Listed::Game(_) => None,
        })
        .collect();
    assert_eq!(damaged.len(), 2);
    assert!(damaged
        .iter()
        .any(|(id, why)| *id == b.id && why.contains("move 4")));
    assert!(matches!(library.load("brkn"), Err(LoadError::Damaged(_))));
    assert!(matches!(library.load("nosuch"), Err(LoadError::Missing(_))));
    assert_eq!(library.load(&a.id).unwrap().record, good);
    // A save to a damaged entry leaves its text alone and keeps the game as a copy.
    let outcome = library
        .save(
            &tabula::persist::EntryRef {
                id: "brkn".into(),
                revision: 1,
            },
            saved(&good, 3.0),
        )
        .unwrap();
    assert!(matches!(
        outcome,
        SaveOutcome::Copied {
            newer_elsewhere: false,
            ..
        }
    ));
    assert_eq!(
        library.store.get(&entry_key("brkn")).as_deref(),
        Some("{\"id\":\"brkn\",\"name\":")
    );
}

#[test]
fn rename_delete_and_undo() {
    let mut library = library();
    let record = draughts_game(15, 9);
    let at = library.create(None, saved(&record, 1.0), 1.0).unwrap();
    library.rename(&at.id, "  Sunday game  ").unwrap();
    assert_eq!(library.load(&at.id).unwrap().entry.name, "Sunday game");
    assert_eq!(library.rename(&at.id, "   "), Err(RenameError::Empty));
    assert_eq!(
        library.rename(&at.id, &"x".repeat(81)),
        Err(RenameError::TooLong)
    );
    assert_eq!(
        library.rename("nosuch", "x"),
        Err(RenameError::NotOpened(LoadError::Missing("nosuch".into())))
    );
    // A rename does not count as a change of the game: the playing tab saves on, no copy.
    let mut played = record.clone();
    played.undo();
    assert!(matches!(
        library.save(&at, saved(&played, 2.0)).unwrap(),
        SaveOutcome::Saved(_)
    ));
    assert_eq!(library.load(&at.id).unwrap().entry.name, "Sunday game");

    let deleted = library.delete(&at.id).unwrap();
    assert!(library.ids().is_empty());
    assert!(library.delete(&at.id).is_none());
    library.undo_delete(&deleted).unwrap();
    let back = library.load(&at.id).unwrap();
    assert_eq!(
        (back.entry.name.as_str(), back.record),
        ("Sunday game", played)
    );
}

#[test]
fn an_imported_games_tags_stay_with_it_through_saves() {
    let mut library = library();
    let mut record = draughts_game(16, 12);
    let tags = vec![
        ("Event".to_string(), "Club night".to_string()),
        ("White".to_string(), "Ann".to_string()),
    ];
    let at = library
        .create_tagged(None, tags.clone(), saved(&record, 1.0), 1.0)
        .unwrap();
    let old = record.notations();
    let point = back_to_a_choice(&mut record);
    play_another(&mut record, &old[point]);
    let SaveOutcome::Branched {
        saved: at, branch, ..
    } = library.save(&at, saved(&record, 2.0)).unwrap()
    else {
        panic!("expected a branch");
    };
    assert_eq!(library.load(&at.id).unwrap().entry.tags, tags);
    assert_eq!(library.load(&branch.id).unwrap().entry.tags, tags);
    let mut other = Library::new(MemoryStore::default(), 3);
    other.import_backup(&library.export_all(3.0)).unwrap();
    assert_eq!(other.load(&at.id).unwrap().entry.tags, tags);
}

#[test]
fn a_page_of_the_list_holds_the_newest_of_a_game_and_counts_them_all() {
    // Issue 24: a library of thousands of imported games lists a page at a time.
    let mut library = library();
    for i in 0..250 {
        let game = saved(&draughts_game(i, 6), 1000.0 - i as f64);
        library
            .create(Some(format!("draughts {i}")), game, 1.0)
            .unwrap();
    }
    let chess = Record::new(tabula::games::AnyGame::new_of(GameKind::Chess));
    library
        .create(Some("chess".into()), saved(&chess, 5000.0), 1.0)
        .unwrap();
    library
        .store
        .set(&entry_key("brkn"), "{\"id\":\"brkn\",\"name\":")
        .unwrap();
    let page = library.catalog_page(None, 100);
    assert_eq!((page.listed.len(), page.total), (100, 252));
    let names: Vec<String> = page
        .listed
        .iter()
        .filter_map(|listed| match listed {
            Listed::Game(opened) => Some(opened.entry.name.clone()),
            Listed::Damaged(_) => None,
        })
        .collect();
    assert_eq!(
        names[..3],
        ["chess", "draughts 0", "draughts 1"],
        "newest first"
    );
    let draughts = library.catalog_page(Some(GameKind::EnglishDraughts), 1000);
    assert_eq!(
        draughts.total, 251,
        "the damaged entry shows under every game"
    );
    assert!(matches!(draughts.listed.last(), Some(Listed::Damaged(d)) if d.id == "brkn"));
    assert_eq!(library.catalog().len(), 252);
}

#[test]
fn a_kept_review_stays_through_saves_that_continue_the_game_travels_in_a_backup_and_leaves_a_new_line(
) {
    let mut library = library();
    let mut record = draughts_game(16, 12);
    let at = library.create(None, saved(&record, 1.0), 1.0).unwrap();
    let review = "R 12\n0 0 M - 5000 5000 0 0 0\t11-15\t11-15";
    library.keep_review(&at.id, review).unwrap();
    let opened = library.load(&at.id).unwrap();
    assert_eq!(opened.entry.review, review);
    assert_eq!(
        opened.entry.revision, at.revision,
        "keeping a review is not a save of the game"
    );
    // Going back and forth keeps it (the moves it judged are still there).
    let old = record.notations();
    let point = back_to_a_choice(&mut record);
    let SaveOutcome::Saved(at) = library.save(&at, saved(&record, 2.0)).unwrap() else {
        panic!("going back is no branch");
    };
    assert_eq!(library.load(&at.id).unwrap().entry.review, review);
    // A backup carries it.
    let mut other = Library::new(MemoryStore::default(), 3);
    other.import_backup(&library.export_all(3.0)).unwrap();
    assert_eq!(other.load(&at.id).unwrap().entry.review, review);
    // Another move from an earlier point: the branch keeps the review with its moves, the
    // new line has none.
    play_another(&mut record, &old[point]);
    let SaveOutcome::Branched {
        saved: at, branch, ..
    } = library.save(&at, saved(&record, 4.0)).unwrap()
    else {
        panic!("expected a branch");
    };
    assert_eq!(library.load(&branch.id).unwrap().entry.review, review);
    assert_eq!(library.load(&at.id).unwrap().entry.review, "");
    // Taken away by the page: an empty review.
    library.keep_review(&branch.id, "").unwrap();
    assert_eq!(library.load(&branch.id).unwrap().entry.review, "");
}
