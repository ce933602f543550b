//! The library's messages in the page's language: why a kept game did not open (the library's
//! errors are enums with details; each kind maps to a key, and a detail from deeper down, a JSON
//! parser's message or a move's refusal, stays as the library gives it, in English), and what
//! merging a backup did.

use crate::persist::{BackupReport, LoadError, RenameError, RestoreError, MAX_NAME_CHARS};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::{Phrase, PhraseArg};

/// "move 3 cannot be replayed (…)", "it was saved in a newer format (version 4)", ...
pub fn restore_error(error: &RestoreError) -> Phrase {
    match error {
        RestoreError::Malformed(why) => {
            Phrase::new("library.restore.malformed").with("why", PhraseArg::english(why))
        }
        RestoreError::UnknownVersion(version) => {
            Phrase::new("library.restore.newer-version").with("version", version.to_string())
        }
        RestoreError::UnknownGame(slug) => {
            Phrase::new("library.restore.unknown-game").with("game", slug.as_str())
        }
        RestoreError::BadStart(why) => {
            Phrase::new("library.restore.bad-start").with("why", PhraseArg::english(why))
        }
        RestoreError::BadMove { index, message } => Phrase::new("library.restore.bad-move")
            .with("n", index.to_string())
            .with("why", PhraseArg::english(message)),
    }
}

/// Why a game asked for by its id did not open.
pub fn load_error(error: &LoadError) -> Phrase {
    match error {
        LoadError::Missing(id) => Phrase::new("library.load.missing").with("id", id.as_str()),
        LoadError::Damaged(error) => {
            Phrase::new("library.load.damaged").with("why", restore_error(error))
        }
    }
}

/// Why a game was not renamed ("a name has at most 80 characters"); a refusal by storage
/// stays in the browser's words.
pub fn rename_error(error: &RenameError) -> PhraseArg {
    match error {
        RenameError::Empty => Phrase::new("library.name-empty").into(),
        RenameError::TooLong => Phrase::new("library.name-too-long")
            .with("n", MAX_NAME_CHARS.to_string())
            .into(),
        RenameError::NotOpened(error) => load_error(error).into(),
        RenameError::NotSaved(error) => PhraseArg::english(error.0.as_str()),
    }
}

/// What merging a backup did: "Backup imported: 2 games added, 1 already here."
pub fn imported_text(words: &Lexicon, report: &BackupReport) -> String {
    let count = |key: &str, n: usize| words.count(key, n as u64, &[]);
    let added = count("library.games-added", report.added);
    let skipped = count("library.already-here", report.skipped);
    let unreadable = count("library.unreadable", report.unreadable);
    let key = match (report.skipped > 0, report.unreadable > 0) {
        (false, false) => "library.backup-imported",
        (true, false) => "library.backup-imported-skipped",
        (false, true) => "library.backup-imported-unreadable",
        (true, true) => "library.backup-imported-skipped-unreadable",
    };
    words.fill(
        key,
        &[
            ("added", &added),
            ("skipped", &skipped),
            ("unreadable", &unreadable),
        ],
    )
}
