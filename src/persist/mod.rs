//! Saved games and share links: the only module that touches storage and URLs.
//! Both are text: a saved game is versioned JSON (start code + moves in notation), replayed and
//! validated on load; a link is `#/play/<game>/<position code>[?moves=...]`.
//!
//! One word per idea: the *store* is the key-value storage ([`KeyValueStore`]: localStorage, or
//! memory in tests); the *library* is the saved games kept in it ([`Library`]), which moves the
//! first layout's saves ([`v1`]) into itself; the preferences are small entries of their own.
//! Whole-game files (PGN, PDN, `.mat`, ...) are read and written by [`import_record`] and
//! [`export_record`], with the PGN and `.mat` readers and writers in [`pgn`] and [`mat`].
//!
//! ```
//! use tabula::persist::Route;
//! assert_eq!(Route::parse("#/"), Route::Home);
//! ```

mod error;
mod formats;
pub mod friend;
mod ids;
mod keeping;
mod library;
pub mod line_code;
mod local;
mod page_prefs;
mod practice;
mod prefs;
mod route;
mod saved;
mod seats;
mod store;

pub use error::{LoadError, RestoreError, ShareError, StoreError};
pub use formats::which_game;
pub use formats::{
    export_game, export_record, import_game, import_record, mat, pgn, Eval, Export, FileGame,
    GameFile, GameInfo, ImportError, Imported, MoveNote, COMPUTERS_TAG, HANDICAP_TAG,
};
pub use keeping::{load_keeping, save_keeping, Keeping, REMIND_EVERY_MS};
pub use library::{
    checked_name, entry_id_of, entry_key, is_entry_id, v1, BackupError, BackupReport, CatalogPage,
    Damaged, Deleted, EnglishNaming, Entry, EntryRef, Library, Listed, Naming, Opened, RenameError,
    SaveOutcome, BACKUP_VERSION, MAX_NAME_CHARS,
};
pub use local::LocalStore;
pub use page_prefs::{load_page_prefs, save_page_prefs, Motion, PagePrefs, Theme};
pub use practice::{load_solved, save_solved, Solved};
pub use prefs::{load_board_prefs, save_board_prefs, BoardPrefs};
pub use route::{
    friend_path, link_options, open_shared, open_whole_game, share_path, share_path_with,
    whole_game_path, Route,
};
pub use saved::{SavedGame, SAVE_VERSION};
pub use seats::{has_computer_player, ComputerSeat, Computers};
pub use store::{KeyValueStore, MemoryStore};
