//! The player's board preferences, one set per game kind: whether the board is shown flipped and
//! whether backgammon's dice are rolled without pressing Roll. They are the player's, not the
//! game's, so they live beside the saved games rather than in them: a new game, an opened link
//! or a restored game keeps them, and a reload brings them back (issue 11, 2.12).
//!
//! ```
//! use tabula::games::GameKind;
//! use tabula::persist::{BoardPrefs, GameShelf, MemoryStore};
//! let mut shelf = GameShelf::new(MemoryStore::default());
//! let prefs = BoardPrefs { flipped: true, auto_roll: false };
//! shelf.save_prefs(GameKind::Chess, &prefs).unwrap();
//! assert_eq!(shelf.load_prefs(GameKind::Chess), prefs);
//! ```

use serde::{Deserialize, Serialize};

use super::error::StoreError;
use super::store::{GameShelf, KeyValueStore};
use crate::games::GameKind;

/// How the player likes the board of one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPrefs {
    #[serde(default)]
    pub flipped: bool,
    #[serde(default)]
    pub auto_roll: bool,
}

impl<S: KeyValueStore> GameShelf<S> {
    fn prefs_key(kind: GameKind) -> String {
        format!("tabula.v1.prefs.{}", kind.slug())
    }

    /// The preferences saved for this game; the defaults when none are saved or the entry is
    /// unreadable (a lost preference costs one click, so it is not worth a warning).
    pub fn load_prefs(&self, kind: GameKind) -> BoardPrefs {
        self.store
            .get(&Self::prefs_key(kind))
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    pub fn save_prefs(&mut self, kind: GameKind, prefs: &BoardPrefs) -> Result<(), StoreError> {
        // Serializing two booleans cannot fail.
        let text = serde_json::to_string(prefs).unwrap_or_default();
        self.store.set(&Self::prefs_key(kind), &text)
    }
}
