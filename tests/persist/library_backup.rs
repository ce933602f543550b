//! The library's backup file: a round trip keeps every game (and damaged entries' text), and
//! merging adds nothing twice; a bad file is refused with a reason and changes nothing.

use crate::library_fixtures::{draughts_game, saved, TightStore};
use tabula::persist::{entry_key, KeyValueStore, Library, Listed, MemoryStore};

fn stocked(seed: u64) -> Library<MemoryStore> {
    let mut library = Library::new(MemoryStore::default(), seed);
    for i in 0..4 {
        let record = draughts_game(seed * 10 + i, 5 + 7 * i as usize);
        library
            .create(None, saved(&record, i as f64), i as f64)
            .unwrap();
    }
    library
}

#[test]
fn a_backup_round_trip_keeps_every_game() {
    let mut library = stocked(1);
    library
        .store
        .set(&entry_key("dmgd"), "{half an entry")
        .unwrap();
    let backup = library.export_all(100.0);
    let mut fresh = Library::new(MemoryStore::default(), 2);
    let report = fresh.import_backup(&backup).unwrap();
    assert_eq!((report.added, report.skipped, report.new_ids), (5, 0, 0));
    // Same ids, same entries, byte for byte.
    assert_eq!(fresh.store.0, library.store.0);
    // Importing it again adds nothing.
    let again = fresh.import_backup(&backup).unwrap();
    assert_eq!((again.added, again.skipped), (0, 5));
    assert_eq!(again.to_string(), "0 games added, 5 already here");
}

#[test]
fn merging_gives_a_new_id_to_a_different_game_under_a_taken_id() {
    let source = stocked(3);
    let backup = source.export_all(1.0);
    // This library holds one of the same games, and another game under a taken id.
    let mut target = Library::new(MemoryStore::default(), 4);
    let ids = source.ids();
    let same = source.store.get(&entry_key(&ids[0])).unwrap();
    target.store.set(&entry_key(&ids[0]), &same).unwrap();
    let mut other = source.entry(&ids[1]).unwrap().unwrap();
    other.game = saved(&draughts_game(77, 9), 5.0);
    target
        .store
        .set(&entry_key(&ids[1]), &other.to_json())
        .unwrap();

    let report = target.import_backup(&backup).unwrap();
    assert_eq!((report.added, report.skipped, report.new_ids), (3, 1, 1));
    assert_eq!(target.ids().len(), 5);
    let games = target
        .catalog()
        .into_iter()
        .filter(|s| matches!(s, Listed::Game(_)))
        .count();
    assert_eq!(games, 5);
    // The game that was under the taken id is still there, unchanged.
    assert_eq!(target.entry(&ids[1]).unwrap().unwrap(), other);
    // And a second merge finds every game already here.
    let again = target.import_backup(&backup).unwrap();
    assert_eq!((again.added, again.skipped), (0, 4));
}

#[test]
fn bad_backup_files_are_refused_with_a_reason() {
    let mut library = stocked(5);
    let before = library.store.0.clone();
    for (text, why) in [
        ("", "not JSON"),
        ("[1, 2]", "not a Tabula backup"),
        ("{\"games\": []}", "not a Tabula backup"),
        ("{\"tabula_backup\": 7}", "newer version"),
        ("{\"tabula_backup\": 1, \"games\": 3}", "damaged"),
    ] {
        let error = library.import_backup(text).unwrap_err().to_string();
        assert!(error.contains(why), "{text:?}: {error}");
    }
    assert_eq!(library.store.0, before);
    // Entries that are not games are counted and left out; the rest come in.
    let mut backup: serde_json::Value = serde_json::from_str(&stocked(6).export_all(0.0)).unwrap();
    let games = backup["games"].as_array_mut().unwrap();
    games[0]["game"]["moves"][0] = "99-98".into();
    games[1] = serde_json::json!({"id": "zz", "name": 4});
    let report = library.import_backup(&backup.to_string()).unwrap();
    assert_eq!((report.added, report.unreadable), (2, 2));
}

#[test]
fn a_full_storage_stops_the_merge_and_says_how_far_it_got() {
    let backup = stocked(7).export_all(0.0);
    let mut library = Library::new(TightStore::new(usize::MAX), 8);
    library.store.refuse_after = Some(2);
    let error = library.import_backup(&backup).unwrap_err().to_string();
    assert!(error.contains("after 2 added"), "{error}");
    assert_eq!(library.ids().len(), 2);
    library.store.refuse_after = None;
    let report = library.import_backup(&backup).unwrap();
    assert_eq!((report.added, report.skipped), (2, 2));
}
