//! A small key-value trait over storage (localStorage in the browser, a map in tests), and the
//! first layout of saved games kept in it (`tabula.v1.current.<game>`: one current game per kind,
//! plus the game it replaced and any entry that failed to load). The library
//! (`super::library`) moves those keys into its own entries on first load; the shelf still holds
//! the player's board preferences (`super::prefs`).

use std::collections::BTreeMap;

use super::error::{RestoreError, StoreError};
use super::saved::SavedGame;
use super::seats::Computers;
use crate::games::{AnyGame, GameKind};
use crate::rules::Record;

/// String keys to string values. A `set` either stores the whole value or fails and leaves the
/// key as it was (localStorage behaves so when it is full), which the library relies on.
pub trait KeyValueStore {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str);
    /// Every key in the store, in no promised order.
    fn keys(&self) -> Vec<String>;
}

/// In-memory storage for tests and for browsers that refuse localStorage.
#[derive(Clone, Debug, Default)]
pub struct MemoryStore(pub BTreeMap<String, String>);

impl KeyValueStore for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.0.insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.0.keys().cloned().collect()
    }
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

/// Saved games in a key-value store, under versioned keys.
pub struct GameShelf<S: KeyValueStore> {
    pub store: S,
}

impl<S: KeyValueStore> GameShelf<S> {
    pub fn new(store: S) -> Self {
        GameShelf { store }
    }

    fn key(slot: &str, kind: GameKind) -> String {
        format!("tabula.v1.{slot}.{}", kind.slug())
    }

    /// The game in progress of this kind.
    pub fn load_current(&mut self, kind: GameKind) -> Loaded {
        let key = Self::key("current", kind);
        let Some(text) = self.store.get(&key) else {
            return Loaded::Nothing;
        };
        let restored =
            SavedGame::from_json(&text).and_then(|saved| Ok((saved.restore()?, saved.seed)));
        match restored {
            Ok((record, seed)) if record.start().kind() == kind => {
                Loaded::Game(Box::new(record), seed)
            }
            Ok(_) => self.set_aside(
                kind,
                &key,
                &text,
                RestoreError::UnknownGame("another game's save".into()),
            ),
            Err(error) => self.set_aside(kind, &key, &text, error),
        }
    }

    fn set_aside(&mut self, kind: GameKind, key: &str, text: &str, error: RestoreError) -> Loaded {
        let kept_as = Self::key("damaged", kind);
        // If even this write fails the original stays where it was; it is not removed.
        if self.store.set(&kept_as, text).is_ok() {
            self.store.remove(key);
        }
        Loaded::Damaged { error, kept_as }
    }

    /// Saves the game in progress (after every move).
    pub fn save_current(
        &mut self,
        record: &Record<AnyGame>,
        seed: u64,
        now_ms: f64,
    ) -> Result<(), StoreError> {
        self.save_current_with(record, seed, &Computers::none(), now_ms)
    }

    /// Saves the game in progress with the seats the computer plays.
    pub fn save_current_with(
        &mut self,
        record: &Record<AnyGame>,
        seed: u64,
        computers: &Computers,
        now_ms: f64,
    ) -> Result<(), StoreError> {
        let kind = record.start().kind();
        let json = SavedGame::from_record(record, seed, now_ms)
            .with_computers(computers.clone())
            .to_json();
        self.store.set(&Self::key("current", kind), &json)
    }

    /// The seats the computer plays in the saved game of this kind (people everywhere when there
    /// is none, or when its seats are damaged: the game itself still loads).
    pub fn load_computers(&self, kind: GameKind) -> Computers {
        self.store
            .get(&Self::key("current", kind))
            .and_then(|text| SavedGame::from_json(&text).ok())
            .and_then(|saved| saved.checked_computers().ok())
            .unwrap_or_default()
    }

    /// Moves the current game (if it has moves) to the "previous" slot, as the first layout did
    /// before a new game replaced it (the app now keeps every game in the library; the fuzz
    /// examples still drive the v1 readers through this). Returns whether something was kept.
    pub fn keep_previous(&mut self, kind: GameKind) -> bool {
        let Some(text) = self.store.get(&Self::key("current", kind)) else {
            return false;
        };
        let has_moves = SavedGame::from_json(&text)
            .map(|s| !s.moves.is_empty())
            .unwrap_or(true);
        has_moves && self.store.set(&Self::key("previous", kind), &text).is_ok()
    }

    /// The game kept by [`GameShelf::keep_previous`], if any.
    pub fn load_previous(&self, kind: GameKind) -> Option<(Record<AnyGame>, u64)> {
        let text = self.store.get(&Self::key("previous", kind))?;
        let saved = SavedGame::from_json(&text).ok()?;
        Some((saved.restore().ok()?, saved.seed))
    }
}
