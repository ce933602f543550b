//! Which practice puzzles (issue 25, 3) were solved, kept in this browser under a key of its
//! own (`tabula.v1.solved`): plain text, one `<entry id>:<ply>` a line, so that reading it
//! needs no JSON code and a damaged line is only one puzzle forgotten. The puzzles themselves
//! are made from the library's kept reviews by the practice page (`ui::pages::practice::deck`).
//!
//! ```
//! use tabula::persist::{load_solved, save_solved, MemoryStore};
//! let mut store = MemoryStore::default();
//! let mut solved = load_solved(&store);
//! solved.add("k3x9abcd:3");
//! save_solved(&mut store, &solved).unwrap();
//! assert!(load_solved(&store).has("k3x9abcd:3"));
//! ```

use super::error::StoreError;
use super::library::is_entry_id;
use super::store::KeyValueStore;

const SOLVED_KEY: &str = "tabula.v1.solved";

/// The puzzles solved in this browser, by [`Puzzle::key`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Solved(Vec<String>);

impl Solved {
    pub fn has(&self, key: &str) -> bool {
        self.0.iter().any(|k| k == key)
    }

    pub fn add(&mut self, key: &str) {
        if !self.has(key) && is_key(key) {
            self.0.push(key.to_string());
        }
    }

    /// How many of these puzzles' keys are solved.
    pub fn count(&self, keys: impl IntoIterator<Item = String>) -> usize {
        keys.into_iter().filter(|key| self.has(key)).count()
    }
}

/// Whether `text` has a key's shape: an entry id, a colon, a ply.
fn is_key(text: &str) -> bool {
    text.split_once(':')
        .is_some_and(|(id, ply)| is_entry_id(id) && ply.parse::<u32>().is_ok())
}

/// The solved set kept in `store`; a line that is not a key is left out (a damaged entry
/// forgets what it cannot read, nothing more).
pub fn load_solved(store: &impl KeyValueStore) -> Solved {
    let mut solved = Solved::default();
    for line in store.get(SOLVED_KEY).unwrap_or_default().lines() {
        solved.add(line.trim());
    }
    solved
}

pub fn save_solved(store: &mut impl KeyValueStore, solved: &Solved) -> Result<(), StoreError> {
    store.set(SOLVED_KEY, &solved.0.join("\n"))
}
