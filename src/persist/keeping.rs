//! Keeping the games safe from the browser: when the person last made a backup file of every
//! game, and when the page last reminded them to. Storage the browser may clear (Safari clears a
//! site's after seven days unused; an app added to an iPhone's home screen keeps its own, apart
//! from Safari's) is worth a reminder, but not every visit: at most once a week, and only while
//! some game was saved after the last backup. One small entry of its own (`tabula.v1.keeping`:
//! the two times in whole seconds since 1970, `<backed up>,<reminded>`, either left empty when it
//! never happened); an unreadable entry counts as no backup made and no reminder shown.
//!
//! ```
//! use tabula::persist::{Keeping, REMIND_EVERY_MS};
//! let never = Keeping::default();
//! // A game saved at 5, never backed up, the browser not keeping the site's storage for good:
//! assert!(never.remind_now(false, Some(5.0), 10.0));
//! let reminded = Keeping { reminded: Some(10.0), ..never };
//! assert!(!reminded.remind_now(false, Some(5.0), 10.0 + REMIND_EVERY_MS - 1.0));
//! assert!(reminded.remind_now(false, Some(5.0), 10.0 + REMIND_EVERY_MS));
//! ```

use super::error::StoreError;
use super::store::KeyValueStore;

const KEY: &str = "tabula.v1.keeping";

/// A week in milliseconds: the least time between two reminders.
pub const REMIND_EVERY_MS: f64 = 7.0 * 24.0 * 3600.0 * 1000.0;

/// Times in milliseconds since 1970 (the page's clock).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Keeping {
    /// When a backup file of every game was last made.
    pub backed_up: Option<f64>,
    /// When the page last showed the reminder to make one.
    pub reminded: Option<f64>,
}

impl Keeping {
    /// Whether to remind the person now: the browser does not keep the storage for good
    /// (`persisted`), a game was saved (`last_save`, the newest save of any game) after the last
    /// backup, and no reminder was shown in the last week. A reminder dated in the future (the
    /// clock was put back) does not silence the next one for longer than a week.
    pub fn remind_now(&self, persisted: bool, last_save: Option<f64>, now: f64) -> bool {
        let Some(saved) = last_save else {
            return false;
        };
        let unsaved = self.backed_up.is_none_or(|backup| saved > backup);
        let quiet = self
            .reminded
            .is_some_and(|shown| (now - shown).abs() < REMIND_EVERY_MS);
        !persisted && unsaved && !quiet
    }
}

/// A time of the entry: whole seconds since 1970, or nothing.
fn time(text: &str) -> Option<f64> {
    // Whole seconds: a float parser (or a wider integer's) would add to the page's download.
    text.parse::<u32>()
        .ok()
        .map(|seconds| f64::from(seconds) * 1000.0)
}

pub fn load_keeping(store: &impl KeyValueStore) -> Keeping {
    let text = store.get(KEY).unwrap_or_default();
    let (backed_up, reminded) = text.split_once(',').unwrap_or_default();
    Keeping {
        backed_up: time(backed_up),
        reminded: time(reminded),
    }
}

pub fn save_keeping(store: &mut impl KeyValueStore, keeping: &Keeping) -> Result<(), StoreError> {
    // Rounded up: a game saved in the second before a backup is in it.
    let time = |ms: Option<f64>| {
        ms.map_or_else(String::new, |ms| ((ms / 1000.0).ceil() as u32).to_string())
    };
    let text = format!("{},{}", time(keeping.backed_up), time(keeping.reminded));
    store.set(KEY, &text)
}
