//! The player's board preferences, one set per game kind: whether the board is shown flipped,
//! whether backgammon's dice are rolled without pressing Roll, and the tutor's setting. They are the player's, not the
//! game's, so they live beside the saved games rather than in them: a new game, an opened link
//! or a restored game keeps them, and a reload brings them back (issue 11, 2.12).
//!
//! ```
//! use tabula::games::GameKind;
//! use tabula::persist::{load_board_prefs, save_board_prefs, BoardPrefs, MemoryStore};
//! let mut store = MemoryStore::default();
//! let prefs = BoardPrefs { flipped: true, auto_roll: false, tutor: 2 };
//! save_board_prefs(&mut store, GameKind::Chess, &prefs).unwrap();
//! assert_eq!(load_board_prefs(&store, GameKind::Chess), prefs);
//! ```

use serde::{Deserialize, Serialize};

use super::error::StoreError;
use super::store::KeyValueStore;
use crate::games::GameKind;

/// How the player likes the board of one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPrefs {
    #[serde(default)]
    pub flipped: bool,
    #[serde(default)]
    pub auto_roll: bool,
    /// The tutor (issue 25): 0 off, else the least mark it warns of (see `ui::session::tutor`).
    #[serde(default)]
    pub tutor: u8,
}

/// Where a kind's preferences are kept (a key of the first storage layout, kept as it was).
fn key(kind: GameKind) -> String {
    format!("tabula.v1.prefs.{}", kind.slug())
}

/// The preferences saved for this game; the defaults when none are saved or the entry is
/// unreadable (a lost preference costs one click, so it is not worth a warning).
pub fn load_board_prefs(store: &impl KeyValueStore, kind: GameKind) -> BoardPrefs {
    store
        .get(&key(kind))
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Keeps this game's preferences (a failed write loses only them: nothing else is touched).
pub fn save_board_prefs(
    store: &mut impl KeyValueStore,
    kind: GameKind,
    prefs: &BoardPrefs,
) -> Result<(), StoreError> {
    // Serializing two booleans and a number cannot fail.
    let text = serde_json::to_string(prefs).unwrap_or_default();
    store.set(&key(kind), &text)
}
