//! The browser's localStorage as a [`KeyValueStore`]. When storage is unavailable (private modes,
//! disabled cookies) reads find nothing and writes report an error the UI shows.

use super::error::StoreError;
use super::store::KeyValueStore;

/// localStorage of the current window.
#[derive(Clone, Copy, Debug, Default)]
pub struct LocalStore;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

impl KeyValueStore for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        storage()?.get_item(key).ok().flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        let storage =
            storage().ok_or_else(|| StoreError("this browser gives the page no storage".into()))?;
        storage
            .set_item(key, value)
            .map_err(|_| StoreError("the browser's storage is full or disabled".into()))
    }

    fn remove(&mut self, key: &str) {
        if let Some(storage) = storage() {
            let _ = storage.remove_item(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        let Some(storage) = storage() else {
            return Vec::new();
        };
        let count = storage.length().unwrap_or(0);
        (0..count)
            .filter_map(|i| storage.key(i).ok().flatten())
            .collect()
    }
}
