//! The player's choices for the whole page: language, theme, sound, motion and chess piece
//! letters. They belong to the player, not to a game, so they are one small entry of their own
//! (`tabula.v1.page`); an unreadable entry counts as no choice made (the page then follows the
//! browser: its language, its light or dark theme, its reduced-motion wish).
//!
//! ```
//! use tabula::persist::{load_page_prefs, save_page_prefs, MemoryStore, PagePrefs, Theme};
//! let mut store = MemoryStore::default();
//! assert_eq!(load_page_prefs(&store), PagePrefs::default());
//! let prefs = PagePrefs { lang: Some("fi".into()), theme: Theme::Dark, ..PagePrefs::default() };
//! save_page_prefs(&mut store, &prefs).unwrap();
//! assert_eq!(load_page_prefs(&store), prefs);
//! ```

use serde::{Deserialize, Serialize};

use super::error::StoreError;
use super::store::KeyValueStore;

const KEY: &str = "tabula.v1.page";

/// Light or dark, or whatever the system says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl<'de> serde::Deserialize<'de> for Theme {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        let all = [Theme::System, Theme::Light, Theme::Dark];
        Ok(all[crate::rules::codec::unit_variant(reader, &["system", "light", "dark"])?])
    }
}

/// Whether pieces slide and dice roll: as the system asks (`prefers-reduced-motion`), or always
/// on, or off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Motion {
    #[default]
    System,
    On,
    Off,
}

impl<'de> serde::Deserialize<'de> for Motion {
    fn deserialize<D: serde::Deserializer<'de>>(reader: D) -> Result<Self, D::Error> {
        let all = [Motion::System, Motion::On, Motion::Off];
        Ok(all[crate::rules::codec::unit_variant(reader, &["system", "on", "off"])?])
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PagePrefs {
    /// A language code the player picked (`fi`, `ar`, ...); none: follow the browser.
    #[serde(default)]
    pub lang: Option<String>,
    #[serde(default)]
    pub theme: Theme,
    /// Sounds are off until the player turns them on.
    #[serde(default)]
    pub sound: bool,
    #[serde(default)]
    pub motion: Motion,
    /// Chess piece letters in the player's language in the move list (K, D, T, L, R in
    /// Finnish); off: the English letters of standard SAN.
    #[serde(default)]
    pub local_piece_letters: bool,
}

pub fn load_page_prefs(store: &impl KeyValueStore) -> PagePrefs {
    store
        .get(KEY)
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

pub fn save_page_prefs(
    store: &mut impl KeyValueStore,
    prefs: &PagePrefs,
) -> Result<(), StoreError> {
    // Plain fields: serializing cannot fail.
    let text = serde_json::to_string(prefs).unwrap_or_default();
    store.set(KEY, &text)
}
