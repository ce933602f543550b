//! Keeping the games (issue 24): when the reminder to back up is due (the browser does not keep
//! the storage for good, a game was saved after the last backup, no reminder in the last week),
//! the dates it is kept by, and the newest save among the library's games.

use crate::library_fixtures::{draughts_game, saved};
use tabula::persist::{
    entry_key, load_keeping, save_keeping, Keeping, KeyValueStore, Library, MemoryStore,
    REMIND_EVERY_MS,
};

const DAY_MS: f64 = 24.0 * 3600.0 * 1000.0;
/// 2026-11-27, in milliseconds since 1970.
const NOW: f64 = 1_795_000_000_000.0;

#[test]
fn a_week_is_the_least_time_between_two_reminders() {
    assert_eq!(REMIND_EVERY_MS, 7.0 * DAY_MS);
    let saved = Some(NOW - DAY_MS);
    let never = Keeping::default();
    assert!(
        never.remind_now(false, saved, NOW),
        "never reminded: remind"
    );
    for (days_ago, due) in [
        (0.0, false),
        (1.0, false),
        (6.9, false),
        (7.0, true),
        (30.0, true),
    ] {
        let keeping = Keeping {
            reminded: Some(NOW - days_ago * DAY_MS),
            ..never
        };
        assert_eq!(
            keeping.remind_now(false, saved, NOW),
            due,
            "reminded {days_ago} days ago"
        );
    }
}

#[test]
fn only_games_saved_after_the_last_backup_are_reminded_of() {
    let backed_up = Keeping {
        backed_up: Some(NOW - 10.0 * DAY_MS),
        reminded: None,
    };
    assert!(!backed_up.remind_now(false, Some(NOW - 11.0 * DAY_MS), NOW));
    assert!(!backed_up.remind_now(false, Some(NOW - 10.0 * DAY_MS), NOW));
    assert!(backed_up.remind_now(false, Some(NOW - 9.0 * DAY_MS), NOW));
    assert!(
        !Keeping::default().remind_now(false, None, NOW),
        "no game kept: nothing to back up"
    );
}

#[test]
fn storage_kept_for_good_needs_no_reminder() {
    assert!(!Keeping::default().remind_now(true, Some(NOW), NOW));
}

#[test]
fn a_clock_put_back_silences_the_reminder_for_a_week_at_most() {
    let from_the_future = |days: f64| Keeping {
        backed_up: None,
        reminded: Some(NOW + days * DAY_MS),
    };
    assert!(!from_the_future(2.0).remind_now(false, Some(NOW), NOW));
    assert!(from_the_future(8.0).remind_now(false, Some(NOW), NOW));
}

#[test]
fn the_dates_are_kept_in_whole_seconds_rounded_up() {
    let mut store = MemoryStore::default();
    assert_eq!(load_keeping(&store), Keeping::default());
    let keeping = Keeping {
        backed_up: Some(NOW + 250.0),
        reminded: None,
    };
    save_keeping(&mut store, &keeping).unwrap();
    assert_eq!(
        store.get("tabula.v1.keeping").as_deref(),
        Some("1795000001,")
    );
    // Rounded up: a game saved in the same second, before the backup, counts as in it.
    let read = load_keeping(&store);
    assert_eq!(read.backed_up, Some(NOW + 1000.0));
    assert_eq!(read.reminded, None);
    assert!(!read.remind_now(false, Some(NOW + 200.0), NOW + 8.0 * DAY_MS));
}

#[test]
fn an_unreadable_entry_counts_as_nothing_done() {
    for text in ["", "nonsense", "-5,x", "1.5,2", ",", "99999999999,1"] {
        let mut store = MemoryStore::default();
        store.set("tabula.v1.keeping", text).unwrap();
        let read = load_keeping(&store);
        assert!(read.backed_up.is_none(), "{text:?}: {read:?}");
    }
    let mut store = MemoryStore::default();
    store.set("tabula.v1.keeping", ",1795000000").unwrap();
    assert_eq!(
        load_keeping(&store),
        Keeping {
            backed_up: None,
            reminded: Some(NOW)
        }
    );
}

#[test]
fn the_last_save_is_the_newest_of_every_game() {
    let mut library = Library::new(MemoryStore::default(), 3);
    assert_eq!(library.last_saved(), None);
    library
        .create(None, saved(&draughts_game(1, 4), 5.0), 5.0)
        .unwrap();
    library
        .create(None, saved(&draughts_game(2, 2), 9.0), 9.0)
        .unwrap();
    library
        .create(None, saved(&draughts_game(3, 6), 7.0), 7.0)
        .unwrap();
    assert_eq!(library.last_saved(), Some(9.0));
    // A damaged entry has no date to trust: the others' still count.
    library
        .store
        .set(&entry_key("damaged"), "{half an entry")
        .unwrap();
    assert_eq!(library.last_saved(), Some(9.0));
}
