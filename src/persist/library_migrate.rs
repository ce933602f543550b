//! Moving the first storage layout into the library: `tabula.v1.current.<game>` (the game in
//! progress), `tabula.v1.previous.<game>` (the one a new game replaced) and
//! `tabula.v1.damaged.<game>` (an entry that failed to load) each become a library entry.
//! A readable save becomes a game; anything else is kept as it is, as a damaged entry the
//! player can download. A v1 key is removed only once its entry is written, so a migration cut
//! short by a full storage loses nothing and goes on at the next load.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::{GameShelf, KeyValueStore, Library, MemoryStore};
//! use tabula::rules::Record;
//! let mut shelf = GameShelf::new(MemoryStore::default());
//! shelf.save_current(&Record::new(AnyGame::new_of(GameKind::Ludo)), 3, 1.0).unwrap();
//! let mut library = Library::new(shelf.store, 1);
//! assert_eq!(library.migrate_v1(), Ok(1));
//! assert_eq!(library.ids().len(), 1);
//! assert!(library.store.get("tabula.v1.current.ludo").is_none());
//! ```

use super::error::StoreError;
use super::library::{entry_key, Library, Shelved};
use super::saved::SavedGame;
use super::store::KeyValueStore;
use crate::games::GameKind;

/// The first layout's slots, oldest first.
const V1_SLOTS: [&str; 3] = ["damaged", "previous", "current"];

impl<S: KeyValueStore> Library<S> {
    /// Moves every v1 key into the library; returns how many entries were added (a v1 save
    /// already in the library, from a migration cut short, is not added twice).
    pub fn migrate_v1(&mut self) -> Result<usize, StoreError> {
        let mut added = 0;
        for kind in GameKind::ALL {
            for slot in V1_SLOTS {
                let key = format!("tabula.v1.{slot}.{}", kind.slug());
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
                let known = catalog.iter().any(|shelved| match shelved {
                    Shelved::Game(opened) => opened.entry.game.same_game(&saved),
                    Shelved::Damaged(_) => false,
                });
                if known {
                    return Ok(false);
                }
                let updated = saved.updated;
                self.create(None, saved, updated)?;
            }
            _ => {
                let known = catalog.iter().any(|shelved| match shelved {
                    Shelved::Damaged(damaged) => damaged.text == text,
                    Shelved::Game(_) => false,
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
