//! The game library: every game started in this browser, each an entry under its own key
//! (`tabula.v2.game.<id>`), so that one damaged entry or one refused write harms no other.
//!
//! An entry is a [`SavedGame`] with a short random id, a name the player may change, its
//! creation time and a revision counter. Saving compares the revision it read with the one
//! stored (compare-and-set): a newer save from another tab is never overwritten, ours goes to
//! a copy instead. A save that would drop moves (a new move played from an earlier point of
//! the game) first keeps the old continuation as an entry of its own, then writes the new one.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::persist::{Library, MemoryStore, SavedGame};
//! use tabula::rules::Record;
//! let mut library = Library::new(MemoryStore::default(), 7);
//! let record = Record::new(AnyGame::new_of(GameKind::Chess));
//! let entry = library.create(None, SavedGame::from_record(&record, 0, 1.0), 1.0).unwrap();
//! assert_eq!(library.load(&entry.id).unwrap().record, record);
//! ```

use serde::{Deserialize, Serialize};

mod backup;
mod names;
pub mod v1;

pub use backup::{BackupError, BackupReport, BACKUP_VERSION};
pub use names::{checked_name, EnglishNaming, Naming, RenameError, MAX_NAME_CHARS};

use super::error::{LoadError, RestoreError, StoreError};
pub use super::ids::is_entry_id;
use super::ids::{ID_LENGTH, ID_LETTERS};
use super::saved::{SavedGame, VersionOnly, SAVE_VERSION};
use super::store::KeyValueStore;
use crate::games::{AnyGame, GameKind};
use crate::rules::{sort, Record, Rng};

/// Where entries live: this prefix and the entry's id.
pub const ENTRY_PREFIX: &str = "tabula.v2.game.";

/// One game of the library as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub id: String,
    pub name: String,
    /// Milliseconds since 1970 when the game was started (its last save is `game.updated`).
    pub created: f64,
    /// Counts the saves of this entry's game; a save names the revision it last read.
    pub revision: u64,
    pub game: SavedGame,
    /// Tags read from an imported file (PGN's `Event`, `White`, ...), written back on export.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<(String, String)>,
    /// The engine's review of the game as `ai::review::kept` writes it, kept so that it is
    /// not made twice; empty where there is none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub review: String,
}

/// An entry's saved game's version alone.
#[derive(Deserialize)]
struct GameVersion {
    #[serde(default)]
    game: Option<VersionOnly>,
}

impl Entry {
    pub fn to_json(&self) -> String {
        // Plain data with string keys: serializing cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads an entry's text; the saved game inside is checked only by [`Entry::restore`].
    pub fn from_json(text: &str) -> Result<Entry, RestoreError> {
        // A newer save format inside is named as such rather than as damage.
        if let Ok(GameVersion {
            game: Some(VersionOnly { version }),
        }) = serde_json::from_str(text)
        {
            if version > u64::from(SAVE_VERSION) {
                return Err(RestoreError::UnknownVersion(
                    u32::try_from(version).unwrap_or(u32::MAX),
                ));
            }
        }
        serde_json::from_str(text).map_err(|e| RestoreError::Malformed(e.to_string()))
    }

    /// The game's kind, if its slug is one we know.
    pub fn kind(&self) -> Option<GameKind> {
        GameKind::from_slug(&self.game.game)
    }

    /// Replays the game, checking every move and the computer's seats.
    pub fn restore(&self) -> Result<Record<AnyGame>, RestoreError> {
        self.game.checked_computers()?;
        self.game.restore()
    }

    /// The entry's id and revision, for the next save.
    pub fn at(&self) -> EntryRef {
        EntryRef {
            id: self.id.clone(),
            revision: self.revision,
        }
    }
}

/// Which entry a page plays, and the revision it last read or wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryRef {
    pub id: String,
    pub revision: u64,
}

/// An entry read back and replayed.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    pub entry: Entry,
    pub record: Record<AnyGame>,
}

/// An entry that could not be read: its text stays in storage, untouched, for the player to
/// download.
#[derive(Clone, Debug, PartialEq)]
pub struct Damaged {
    pub id: String,
    pub text: String,
    pub error: RestoreError,
}

/// One line of the library's list ([`Library::catalog`]): a game, or an entry that could not
/// be read.
#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    Game(Box<Opened>),
    Damaged(Damaged),
}

impl Listed {
    pub fn id(&self) -> &str {
        match self {
            Listed::Game(opened) => &opened.entry.id,
            Listed::Damaged(damaged) => &damaged.id,
        }
    }
}

/// A page of the library's list ([`Library::catalog_page`]).
#[derive(Clone, Debug, PartialEq)]
pub struct CatalogPage {
    pub listed: Vec<Listed>,
    /// How many entries the whole list has.
    pub total: usize,
}

/// What a save did besides writing the game.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveOutcome {
    /// Written (or already stored as it is) at this revision.
    Saved(EntryRef),
    /// Written; the moves it replaced were kept first as the entry `branch`, named `name`.
    Branched {
        saved: EntryRef,
        branch: EntryRef,
        name: String,
    },
    /// The stored entry was changed elsewhere since we read it (another tab), or is damaged:
    /// it was left alone and our game went to the new entry `copy`, named `name`.
    Copied {
        copy: EntryRef,
        name: String,
        newer_elsewhere: bool,
    },
}

/// A deleted entry's text, kept by the caller to undo the deletion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deleted {
    pub id: String,
    pub text: String,
}

/// The library over a key-value store.
pub struct Library<S: KeyValueStore> {
    pub store: S,
    /// Draws new ids; seeded by the caller (the rules' rule: nothing random inside).
    ids: Rng,
    /// How new entries are named.
    naming: Box<dyn Naming>,
}

/// The storage key of entry `id`.
pub fn entry_key(id: &str) -> String {
    format!("{ENTRY_PREFIX}{id}")
}

/// The id in an entry's storage key, or None for another key.
pub fn entry_id_of(key: &str) -> Option<&str> {
    key.strip_prefix(ENTRY_PREFIX).filter(|id| is_entry_id(id))
}

impl<S: KeyValueStore> Library<S> {
    /// The library in `store`, drawing ids from `seed`.
    pub fn new(store: S, seed: u64) -> Self {
        Library {
            store,
            ids: Rng::new(seed),
            naming: Box::new(EnglishNaming),
        }
    }

    /// The same library naming new entries with `naming` (the page's language).
    pub fn named_by(self, naming: impl Naming + 'static) -> Self {
        Library {
            naming: Box::new(naming),
            ..self
        }
    }

    /// The ids of every entry, damaged ones included.
    pub fn ids(&self) -> Vec<String> {
        let mut ids: Vec<String> = self
            .store
            .keys()
            .iter()
            .filter_map(|key| entry_id_of(key).map(str::to_string))
            .collect();
        sort::long_by(&mut ids, String::cmp);
        ids
    }

    /// A new id, not used by any entry.
    fn fresh_id(&mut self) -> String {
        loop {
            let id: String = (0..ID_LENGTH)
                .map(|_| char::from(ID_LETTERS[self.ids.below(ID_LETTERS.len())]))
                .collect();
            if self.store.get(&entry_key(&id)).is_none() {
                return id;
            }
        }
    }

    /// The stored entry `id`, read but not replayed.
    pub fn entry(&self, id: &str) -> Option<Result<Entry, RestoreError>> {
        let text = self.store.get(&entry_key(id))?;
        Some(Entry::from_json(&text).map(|mut entry| {
            // The key names the entry: an id written inside that disagrees is not trusted.
            entry.id = id.to_string();
            entry
        }))
    }

    /// The newest `limit` entries of `kind` (of every game when `None`; a damaged entry, whose
    /// game may be unknown, under every one), each replayed, and how many the list has in all.
    /// Only the entries shown are replayed, so a library of thousands of imported games lists
    /// at once; an entry that does not replay is listed as damaged in its place.
    pub fn catalog_page(&self, kind: Option<GameKind>, limit: usize) -> CatalogPage {
        let mut entries = Vec::new();
        let mut unreadable = Vec::new();
        for id in self.ids() {
            match self.entry(&id) {
                Some(Ok(entry)) if kind.is_none() || entry.kind() == kind => entries.push(entry),
                Some(Ok(_)) | None => {}
                Some(Err(error)) => unreadable.push(Damaged {
                    text: self.store.get(&entry_key(&id)).unwrap_or_default(),
                    id,
                    error,
                }),
            }
        }
        sort::long_by(&mut entries, |a, b| {
            b.game.updated.total_cmp(&a.game.updated)
        });
        let total = entries.len() + unreadable.len();
        let games = entries.into_iter().map(|entry| match entry.restore() {
            Ok(record) => Listed::Game(Box::new(Opened { entry, record })),
            Err(error) => Listed::Damaged(Damaged {
                text: self.store.get(&entry_key(&entry.id)).unwrap_or_default(),
                id: entry.id,
                error,
            }),
        });
        let listed = games
            .chain(unreadable.into_iter().map(Listed::Damaged))
            .take(limit)
            .collect();
        CatalogPage { listed, total }
    }

    /// Every entry with its game, newest first (one that does not replay in its place, listed
    /// as damaged), the entries that cannot be read at all last.
    pub fn catalog(&self) -> Vec<Listed> {
        self.catalog_page(None, usize::MAX).listed
    }

    /// The game played with a friend under the shared id `game` (see [`super::friend`]), if
    /// this browser keeps one that can be read.
    pub fn find_friend(&self, game: &str) -> Option<Opened> {
        // A copy kept beside it (another tab's save) has the same id: the latest save wins.
        let latest = self
            .ids()
            .into_iter()
            .filter_map(|id| self.entry(&id)?.ok())
            .filter(|entry| entry.game.friend.as_ref().is_some_and(|f| f.game == game))
            .max_by(|a, b| a.game.updated.total_cmp(&b.game.updated))?;
        self.load(&latest.id).ok()
    }

    /// Opens entry `id`: read and replayed.
    pub fn load(&self, id: &str) -> Result<Opened, LoadError> {
        let entry = self
            .entry(id)
            .ok_or_else(|| LoadError::Missing(id.to_string()))?
            .map_err(LoadError::Damaged)?;
        let record = entry.restore().map_err(LoadError::Damaged)?;
        Ok(Opened { entry, record })
    }

    /// The most recently saved game of this kind that has not ended, if any.
    pub fn latest_in_progress(&self, kind: GameKind) -> Option<Opened> {
        let mut entries: Vec<Entry> = self
            .ids()
            .iter()
            .filter_map(|id| self.entry(id)?.ok())
            .filter(|entry| entry.kind() == Some(kind))
            .collect();
        sort::by(&mut entries, |a, b| {
            b.game.updated.total_cmp(&a.game.updated)
        });
        entries.into_iter().find_map(|entry| {
            let record = entry.restore().ok()?;
            record
                .verdict()
                .is_none()
                .then_some(Opened { entry, record })
        })
    }

    /// When a game was last saved (the newest save of any readable entry), if any game is kept:
    /// a backup made before it leaves that game out.
    pub fn last_saved(&self) -> Option<f64> {
        self.ids()
            .iter()
            .filter_map(|id| Some(self.entry(id)?.ok()?.game.updated))
            .reduce(f64::max)
    }

    /// A name for a new game of this kind: [`Naming::numbered`] with one past the games of that
    /// kind already kept ("Chess 3").
    pub fn default_name(&self, kind: GameKind) -> String {
        let count = self
            .ids()
            .iter()
            .filter_map(|id| self.entry(id)?.ok())
            .filter(|entry| entry.kind() == Some(kind))
            .count();
        self.naming.numbered(kind, count + 1)
    }

    /// Writes an entry under its key (one write: it lands whole or not at all).
    fn write(&mut self, entry: &Entry) -> Result<(), StoreError> {
        self.store.set(&entry_key(&entry.id), &entry.to_json())
    }

    /// Keeps a new game as a new entry (named `name`, or [`Library::default_name`]).
    pub fn create(
        &mut self,
        name: Option<String>,
        game: SavedGame,
        now_ms: f64,
    ) -> Result<EntryRef, StoreError> {
        self.create_tagged(name, Vec::new(), game, now_ms)
    }

    /// [`Library::create`] with the tags of an imported file.
    pub fn create_tagged(
        &mut self,
        name: Option<String>,
        tags: Vec<(String, String)>,
        game: SavedGame,
        now_ms: f64,
    ) -> Result<EntryRef, StoreError> {
        let name = match name {
            Some(name) => name,
            None => {
                let kind = GameKind::from_slug(&game.game);
                kind.map(|kind| self.default_name(kind))
                    .unwrap_or_else(|| game.game.clone())
            }
        };
        let entry = Entry {
            id: self.fresh_id(),
            name,
            created: now_ms,
            revision: 1,
            game,
            tags,
            review: String::new(),
        };
        self.write(&entry)?;
        Ok(entry.at())
    }

    /// Saves the game of entry `at` (see the module's notes: nothing stored is overwritten
    /// unless `game` continues it; a failed write leaves every earlier save as it was).
    pub fn save(&mut self, at: &EntryRef, game: SavedGame) -> Result<SaveOutcome, StoreError> {
        let stored = match self.entry(&at.id) {
            // Deleted meanwhile (in another tab): the game being played is kept all the same.
            None => {
                let entry = Entry {
                    id: at.id.clone(),
                    name: self.default_name_of(&game),
                    created: game.updated,
                    revision: at.revision + 1,
                    game,
                    tags: Vec::new(),
                    review: String::new(),
                };
                self.write(&entry)?;
                return Ok(SaveOutcome::Saved(entry.at()));
            }
            Some(Err(_)) => return self.save_as_copy(None, game, false),
            Some(Ok(stored)) => stored,
        };
        if stored.game.same_game(&game) {
            return Ok(SaveOutcome::Saved(stored.at()));
        }
        if stored.revision != at.revision {
            return self.save_as_copy(Some(&stored), game, true);
        }
        let next = Entry {
            revision: stored.revision + 1,
            game,
            ..stored.clone()
        };
        if stored.game.continued_by(&next.game) {
            self.write(&next)?;
            return Ok(SaveOutcome::Saved(next.at()));
        }
        // The review stays with the moves it judged: the branch keeps them, the new line
        // has none yet.
        let next = Entry {
            review: String::new(),
            ..next
        };
        self.save_with_branch(stored, next)
    }

    fn default_name_of(&self, game: &SavedGame) -> String {
        match GameKind::from_slug(&game.game) {
            Some(kind) => self.default_name(kind),
            None => game.game.clone(),
        }
    }

    /// Writes the old continuation as a branch entry, then the new game over the old one. If
    /// the second write fails the branch is taken back: the old game is still in its place.
    fn save_with_branch(&mut self, stored: Entry, next: Entry) -> Result<SaveOutcome, StoreError> {
        let shared = stored
            .game
            .moves
            .iter()
            .zip(&next.game.moves)
            .take_while(|(a, b)| a == b)
            .count();
        let name = self.naming.branch(&stored.name, shared + 1);
        // A branch of a game with a friend is a game of this device's alone: the friend's
        // next link goes on with the game itself.
        let game = SavedGame {
            friend: None,
            ..stored.game.clone()
        };
        let branch = Entry {
            id: self.fresh_id(),
            name: name.clone(),
            revision: 1,
            game,
            ..stored
        };
        self.write(&branch)?;
        if let Err(error) = self.write(&next) {
            self.store.remove(&entry_key(&branch.id));
            return Err(error);
        }
        Ok(SaveOutcome::Branched {
            saved: next.at(),
            branch: branch.at(),
            name,
        })
    }

    /// Keeps `game` as a new entry beside the stored one, which is left as it is.
    fn save_as_copy(
        &mut self,
        stored: Option<&Entry>,
        game: SavedGame,
        newer_elsewhere: bool,
    ) -> Result<SaveOutcome, StoreError> {
        let name = match stored {
            Some(stored) => self.naming.copy(&stored.name),
            None => self.naming.copy(&self.default_name_of(&game)),
        };
        let created = stored.map_or(game.updated, |s| s.created);
        let tags = stored.map(|s| s.tags.clone()).unwrap_or_default();
        let copy = self.create_tagged(Some(name.clone()), tags, game, created)?;
        Ok(SaveOutcome::Copied {
            copy,
            name,
            newer_elsewhere,
        })
    }

    /// Keeps a review's text with entry `id` (empty: none). It is not a save of the game: the
    /// revision stays. An entry gone or unreadable is left as it is.
    pub fn keep_review(&mut self, id: &str, review: &str) -> Result<(), StoreError> {
        let Some(Ok(mut entry)) = self.entry(id) else {
            return Ok(());
        };
        if entry.review != review {
            entry.review = review.to_string();
            self.write(&entry)?;
        }
        Ok(())
    }

    /// Gives entry `id` a new name.
    pub fn rename(&mut self, id: &str, name: &str) -> Result<(), RenameError> {
        let name = checked_name(name)?;
        let mut entry = match self.entry(id) {
            None => return Err(RenameError::NotOpened(LoadError::Missing(id.to_string()))),
            Some(Err(error)) => return Err(RenameError::NotOpened(LoadError::Damaged(error))),
            Some(Ok(entry)) => entry,
        };
        // The revision counts changes to the game only: a tab playing this game keeps saving
        // over it (a save keeps the stored name), with no copy made for a rename.
        entry.name = name;
        self.write(&entry).map_err(RenameError::NotSaved)
    }

    /// Removes entry `id` (damaged or not); its text comes back to undo with.
    pub fn delete(&mut self, id: &str) -> Option<Deleted> {
        let key = entry_key(id);
        let text = self.store.get(&key)?;
        self.store.remove(&key);
        Some(Deleted {
            id: id.to_string(),
            text,
        })
    }

    /// Puts a deleted entry back as it was.
    pub fn undo_delete(&mut self, deleted: &Deleted) -> Result<(), StoreError> {
        self.store.set(&entry_key(&deleted.id), &deleted.text)
    }
}
