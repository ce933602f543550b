//! The library's backup: one JSON file with every entry, read back by merging. Format 1:
//! `{"tabula_backup": 1, "exported": <ms>, "games": [<entry>...], "damaged": [{"id", "text"}...]}`,
//! where an entry is stored exactly as in the library and `damaged` holds, as text, the
//! entries that could not be read as entries at all.
//!
//! Merging adds what is new and nothing twice: an entry whose game is already kept (under any
//! id) is skipped; one whose id is taken by another game is added under a new id.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::{Library, MemoryStore, SavedGame};
//! use tabula::rules::Record;
//! let mut library = Library::new(MemoryStore::default(), 1);
//! let game = SavedGame::from_record(&Record::new(AnyGame::new_of(GameKind::Tama)), 0, 5.0);
//! library.create(None, game, 5.0).unwrap();
//! let backup = library.export_all(9.0);
//! let mut other = Library::new(MemoryStore::default(), 2);
//! assert_eq!(other.import_backup(&backup).unwrap().added, 1);
//! assert_eq!(other.import_backup(&backup).unwrap().added, 0);
//! ```

use std::fmt;

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::{entry_key, is_entry_id, Entry, Library};
use crate::persist::store::KeyValueStore;

/// The backup format's version.
pub const BACKUP_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Backup {
    tabula_backup: u32,
    #[serde(default)]
    exported: f64,
    /// Each game's entry as it is written, read one by one (a damaged one spoils no other).
    #[serde(default)]
    games: Vec<Box<RawValue>>,
    #[serde(default)]
    damaged: Vec<DamagedText>,
}

#[derive(Serialize, Deserialize)]
struct DamagedText {
    id: String,
    text: String,
}

/// What merging a backup did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BackupReport {
    /// Entries added (including those given a new id).
    pub added: usize,
    /// Added under a new id, their own being taken by another game.
    pub new_ids: usize,
    /// Already kept here.
    pub skipped: usize,
    /// In the file but not readable as a game entry.
    pub unreadable: usize,
}

impl fmt::Display for BackupReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games = |n: usize| if n == 1 { "game" } else { "games" };
        write!(f, "{} {} added", self.added, games(self.added))?;
        if self.skipped > 0 {
            write!(f, ", {} already here", self.skipped)?;
        }
        if self.unreadable > 0 {
            write!(f, ", {} unreadable and left out", self.unreadable)?;
        }
        Ok(())
    }
}

/// Why a backup file could not be merged at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupError(pub String);

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the backup could not be imported: {}", self.0)
    }
}

impl<S: KeyValueStore> Library<S> {
    /// Every entry as one backup file's text.
    pub fn export_all(&self, now_ms: f64) -> String {
        let mut games = Vec::new();
        let mut damaged = Vec::new();
        for id in self.ids() {
            let Some(text) = self.store.get(&entry_key(&id)) else {
                continue;
            };
            match self.entry(&id) {
                Some(Ok(entry)) => games.extend(RawValue::from_string(entry.to_json()).ok()),
                _ => damaged.push(DamagedText { id, text }),
            }
        }
        let backup = Backup {
            tabula_backup: BACKUP_VERSION,
            exported: now_ms,
            games,
            damaged,
        };
        // Plain data with string keys: serializing cannot fail.
        serde_json::to_string_pretty(&backup).unwrap_or_default()
    }

    /// Merges a backup file into the library (see the module's notes). A write refused on the
    /// way stops the merge there; what was added stays, and the error says so.
    pub fn import_backup(&mut self, text: &str) -> Result<BackupReport, BackupError> {
        let backup = read_backup(text)?;
        let mut report = BackupReport::default();
        let kept: Vec<Entry> = self
            .ids()
            .iter()
            .filter_map(|id| self.entry(id)?.ok())
            .collect();
        let mut kept_games: Vec<_> = kept.into_iter().map(|entry| entry.game).collect();
        for game in backup.games {
            let Ok(mut entry) = Entry::from_json(game.get()) else {
                report.unreadable += 1;
                continue;
            };
            if !is_entry_id(&entry.id) || entry.restore().is_err() {
                report.unreadable += 1;
                continue;
            }
            if kept_games.iter().any(|game| game.same_game(&entry.game)) {
                report.skipped += 1;
                continue;
            }
            if self.store.get(&entry_key(&entry.id)).is_some() {
                entry.id = self.fresh_id();
                report.new_ids += 1;
            }
            self.store
                .set(&entry_key(&entry.id), &entry.to_json())
                .map_err(|e| stopped(&report, e.0))?;
            kept_games.push(entry.game);
            report.added += 1;
        }
        for damaged in backup.damaged {
            self.merge_damaged(damaged, &mut report)?;
        }
        Ok(report)
    }

    /// Adds a damaged entry's text unless an entry holds exactly that text already.
    fn merge_damaged(
        &mut self,
        damaged: DamagedText,
        report: &mut BackupReport,
    ) -> Result<(), BackupError> {
        let present = self
            .ids()
            .iter()
            .any(|id| self.store.get(&entry_key(id)).as_deref() == Some(&damaged.text));
        if present {
            report.skipped += 1;
            return Ok(());
        }
        let free = is_entry_id(&damaged.id) && self.store.get(&entry_key(&damaged.id)).is_none();
        let id = if free { damaged.id } else { self.fresh_id() };
        self.store
            .set(&entry_key(&id), &damaged.text)
            .map_err(|e| stopped(report, e.0))?;
        report.added += 1;
        Ok(())
    }
}

/// A backup's format number alone.
#[derive(Deserialize)]
struct BackupVersion {
    tabula_backup: Option<u64>,
}

fn read_backup(text: &str) -> Result<Backup, BackupError> {
    let text = text.trim();
    serde_json::from_str::<IgnoredAny>(text)
        .map_err(|e| BackupError(format!("the file is not JSON ({e})")))?;
    let not_ours = || BackupError("the file is not a Tabula backup".into());
    let BackupVersion { tabula_backup } = serde_json::from_str(text).map_err(|_| not_ours())?;
    let version = tabula_backup.ok_or_else(not_ours)?;
    if version > u64::from(BACKUP_VERSION) {
        return Err(BackupError(format!(
            "it was written by a newer version of Tabula (backup format {version})"
        )));
    }
    serde_json::from_str(text).map_err(|e| BackupError(format!("the file is damaged ({e})")))
}

/// The error for a write refused part way through a merge.
fn stopped(report: &BackupReport, why: String) -> BackupError {
    BackupError(format!(
        "storage refused a write ({why}) after {} added; delete old games or free space, then import again",
        report.added
    ))
}
