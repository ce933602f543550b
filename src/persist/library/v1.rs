//! The first storage layout, and its move into the library. Before the library, each game kind
//! had three keys: `tabula.v1.current.<game>` (the game in progress), `tabula.v1.previous.<game>`
//! (the one a new game replaced) and `tabula.v1.damaged.<game>` (an entry that failed to load),
//! each a [`SavedGame`]'s JSON.
//!
//! [`Library::migrate_v1`] makes each of them a library entry: a readable save becomes a game;
//! anything else is kept as it is, as a damaged entry the player can download. A v1 key is
//! removed only once its entry is written, so a migration cut short by a full storage loses
//! nothing and goes on at the next load.
//!
//! The page no longer writes this layout. Its writers and readers stay here, beside the
//! migration that must read what they wrote, so that the tests and the fuzzer can make and read
//! v1 saves exactly as players' browsers still hold them.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::{v1, KeyValueStore, Library, MemoryStore};
//! use tabula::rules::Record;
//! let mut store = MemoryStore::default();
//! v1::save_current(&mut store, &Record::new(AnyGame::new_of(GameKind::Ludo)), 3, 1.0).unwrap();
//! let mut library = Library::new(store, 1);
//! assert_eq!(library.migrate_v1(), Ok(1));
//! assert_eq!(library.ids().len(), 1);
//! assert!(library.store.get("tabula.v1.current.ludo").is_none());
//! ```

use super::{entry_key, Library, Listed};
use crate::games::{AnyGame, GameKind};
use crate::persist::error::{RestoreError, StoreError};
use crate::persist::saved::SavedGame;
use crate::persist::seats::Computers;
use crate::persist::store::KeyValueStore;
use crate::rules::Record;

/// The first layout's slots, oldest first.
const SLOTS: [&str; 3] = ["damaged", "previous", "current"];

/// The key of a slot of a game kind: `tabula.v1.<slot>.<game>`.
fn key(slot: &str, kind: GameKind) -> String {
    format!("tabula.v1.{slot}.{}", kind.slug())
}

/// What loading the current game found.
#[derive(Debug)]
pub enum Loaded {
    Nothing,
    /// The game and its dice seed.
    Game(Box<Record<AnyGame>>, u64),
    /// The entry was unreadable; its text was moved aside under `kept_as`.
    Damaged {
        error: RestoreError,
        kept_as: String,
    },
}

/// The game in progress of this kind. An unreadable one (or another game's) is moved to the
/// `damaged` slot rather than deleted.
pub fn load_current(store: &mut impl KeyValueStore, kind: GameKind) -> Loaded {
    let key = key("current", kind);
    let Some(text) = store.get(&key) else {
        return Loaded::Nothing;
    };
    let restored = SavedGame::from_json(&text).and_then(|saved| Ok((saved.restore()?, saved.seed)));
    match restored {
        Ok((record, seed)) if record.start().kind() == kind => Loaded::Game(Box::new(record), seed),
        Ok(_) => set_aside(
            store,
            kind,
            &key,
            &text,
            RestoreError::UnknownGame("another game's save".into()),
        ),
        Err(error) => set_aside(store, kind, &key, &text, error),
    }
}

fn set_aside(
    store: &mut impl KeyValueStore,
    kind: GameKind,
    from: &str,
    text: &str,
    error: RestoreError,
) -> Loaded {
    let kept_as = key("damaged", kind);
    // If even this write fails the original stays where it was; it is not removed.
    if store.set(&kept_as, text).is_ok() {
        store.remove(from);
    }
    Loaded::Damaged { error, kept_as }
}

/// Saves the game in progress, as the page did after every move.
pub fn save_current(
    store: &mut impl KeyValueStore,
    record: &Record<AnyGame>,
    seed: u64,
    now_ms: f64,
) -> Result<(), StoreError> {
    save_current_with(store, record, seed, &Computers::none(), now_ms)
}

/// Saves the game in progress with the seats the computer plays.
pub fn save_current_with(
    store: &mut impl KeyValueStore,
    record: &Record<AnyGame>,
    seed: u64,
    computers: &Computers,
    now_ms: f64,
) -> Result<(), StoreError> {
    let kind = record.start().kind();
    let json = SavedGame::from_record(record, seed, now_ms)
        .with_computers(computers.clone())
        .to_json();
    store.set(&key("current", kind), &json)
}

/// The seats the computer plays in the saved game of this kind (people everywhere when there
/// is none, or when its seats are damaged: the game itself still loads).
pub fn load_computers(store: &impl KeyValueStore, kind: GameKind) -> Computers {
    store
        .get(&key("current", kind))
        .and_then(|text| SavedGame::from_json(&text).ok())
        .and_then(|saved| saved.checked_computers().ok())
        .unwrap_or_default()
}

/// Moves the current game (if it has moves) to the "previous" slot, as the first layout did
/// before a new game replaced it. Returns whether something was kept.
pub fn keep_previous(store: &mut impl KeyValueStore, kind: GameKind) -> bool {
    let Some(text) = store.get(&key("current", kind)) else {
        return false;
    };
    let has_moves = SavedGame::from_json(&text)
        .map(|s| !s.moves.is_empty())
        .unwrap_or(true);
    has_moves && store.set(&key("previous", kind), &text).is_ok()
}

/// The game kept by [`keep_previous`], if any.
pub fn load_previous(store: &impl KeyValueStore, kind: GameKind) -> Option<(Record<AnyGame>, u64)> {
    let text = store.get(&key("previous", kind))?;
    let saved = SavedGame::from_json(&text).ok()?;
    Some((saved.restore().ok()?, saved.seed))
}

impl<S: KeyValueStore> Library<S> {
    /// Moves every v1 key into the library; returns how many entries were added (a v1 save
    /// already in the library, from a migration cut short, is not added twice).
    pub fn migrate_v1(&mut self) -> Result<usize, StoreError> {
        let mut added = 0;
        for kind in GameKind::ALL {
            for slot in SLOTS {
                let key = key(slot, kind);
                let Some(text) = self.store.get(&key) else {
                    continue;
                };
                if self.migrate_one(&text)? {
                    added += 1;
                }
                self.store.remove(&key);
            }
        }
        Ok(added)
    }

    /// Writes one v1 text as an entry, unless the library holds it already.
    fn migrate_one(&mut self, text: &str) -> Result<bool, StoreError> {
        let catalog = self.catalog();
        match SavedGame::from_json(text) {
            // Even a save under the wrong game's key, or one that no longer replays, becomes an
            // entry: the list shows what is wrong with it, and its text stays downloadable.
            Ok(saved) => {
                let known = catalog.iter().any(|listed| match listed {
                    Listed::Game(opened) => opened.entry.game.same_game(&saved),
                    Listed::Damaged(_) => false,
                });
                if known {
                    return Ok(false);
                }
                let updated = saved.updated;
                self.create(None, saved, updated)?;
            }
            _ => {
                let known = catalog.iter().any(|listed| match listed {
                    Listed::Damaged(damaged) => damaged.text == text,
                    Listed::Game(_) => false,
                });
                if known {
                    return Ok(false);
                }
                let id = self.fresh_id();
                self.store.set(&entry_key(&id), text)?;
            }
        }
        Ok(true)
    }
}
