//! The store: a small key-value trait over storage (localStorage in the browser, a map in tests)
//! that everything kept lives in, each under its own keys: the library's games
//! (`super::library`, with the first layout it migrates from), the board and page preferences
//! (`super::prefs`, `super::page_prefs`), the backups' dates (`super::keeping`), the practice
//! puzzles solved (`super::practice`).
//!
//! ```
//! use tabula::persist::{KeyValueStore, MemoryStore};
//! let mut store = MemoryStore::default();
//! store.set("tabula.v1.page", "{}").unwrap();
//! assert_eq!(store.keys(), ["tabula.v1.page"]);
//! ```

use std::collections::BTreeMap;

use super::error::StoreError;

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
