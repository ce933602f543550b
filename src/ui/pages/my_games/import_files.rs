//! "Import games…": a file of games (a lichess export, a PDN database, gnubg's match or money
//! session, our own records) read into My games, every game a new entry named for its players.
//! The game is the list's filter, or told from the file (`persist::which_game`).
//!
//! A large file is read a slice at a time, one slice per timer tick (a few hundred games, or as
//! many as fit in a few dozen milliseconds), so that a file of thousands of games keeps the page
//! answering while a progress bar counts them. Each slice writes its own games (each game is an
//! entry of its own under its own key), and the list is read again once, at the end. What the
//! import did (how many games, which did not read and why) goes to the page's message line.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::games::GameKind;
use crate::persist::{which_game, GameFile, Imported, SavedGame};
use crate::ui::library::{library, random_seed};
use crate::ui::pages::my_games::page_state::{FilesReport, Report};
use crate::ui::settings::use_words;
use crate::ui::timer::after;
use crate::ui::words::file_words::{import_error, imported_name};
use crate::ui::words::game_name_key;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::Phrase;

/// At most this many games a slice, and no more after this many milliseconds.
const SLICE_GAMES: usize = 300;
const SLICE_MS: f64 = 40.0;
/// An import under way: the file's games still to read and what the slices did so far.
struct Job {
    file: GameFile,
    words: Rc<Lexicon>,
    /// When the import began: the games' save time, the file's first game the newest.
    began: f64,
    report: FilesReport,
}

/// How far an import has come, for the progress bar.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Progress {
    done: usize,
    total: usize,
}

type SharedJob = Rc<RefCell<Option<Job>>>;

/// A game read from the file as a new entry: its name, its tags and the saved game.
fn new_entry(
    job: &Job,
    imported: Imported,
    number: usize,
) -> (String, Vec<(String, String)>, SavedGame) {
    // A millisecond apart, in the file's order: the list shows the first game first.
    let saved_at = job.began - number as f64;
    let mut saved = SavedGame::from_record(&imported.record, random_seed(), saved_at);
    saved.computers = imported.computers().unwrap_or_default();
    let name = imported_name(&job.words, imported.record.start(), &imported.tags);
    (name, imported.tags, saved)
}

/// Reads and keeps one slice of games; schedules the next, or reports when the file is done.
fn run_slice(
    shared: SharedJob,
    progress: UseStateHandle<Option<Progress>>,
    on_report: Callback<Report>,
) {
    let mut slot = shared.borrow_mut();
    let Some(job) = slot.as_mut() else {
        return;
    };
    let deadline = js_sys::Date::now() + SLICE_MS;
    let mut batch = Vec::new();
    for _ in 0..SLICE_GAMES {
        let Some(game) = job.file.next() else {
            break;
        };
        match game.read {
            Ok(imported) => batch.push(new_entry(job, imported, game.number)),
            Err(error) => job.report.faults.push((game.number, import_error(&error))),
        }
        if js_sys::Date::now() > deadline {
            break;
        }
    }
    let mut kept = library();
    for (name, tags, saved) in batch {
        let created = saved.updated;
        if let Err(refused) = kept.create_tagged(Some(name), tags, saved, created) {
            job.report.stopped = Some(refused.0);
            break;
        }
        job.report.added += 1;
    }
    let done = job.file.games_read();
    if done < job.report.total && job.report.stopped.is_none() {
        progress.set(Some(Progress {
            done,
            total: job.report.total,
        }));
        next_slice(&shared, progress, on_report);
        return;
    }
    let report = job.report.clone();
    *slot = None;
    progress.set(None);
    on_report.emit(Report::Files(report));
}

/// Starts importing `text` (the file `name`) as games of `kind`, or of the game the file says.
fn start(
    shared: &SharedJob,
    words: Rc<Lexicon>,
    (name, text): (String, String),
    kind: Option<GameKind>,
    progress: UseStateHandle<Option<Progress>>,
    on_report: Callback<Report>,
) {
    let Some(kind) = kind.or_else(|| which_game(&name, &text)) else {
        let why = Phrase::new("library.import-which-game").with("file", name);
        return on_report.emit(Report::Refused(why));
    };
    let file = GameFile::new(kind, text);
    if file.is_empty() {
        let why = Phrase::new("library.no-games-in-file")
            .with("file", name)
            .with("game", Phrase::new(game_name_key(kind)));
        return on_report.emit(Report::Refused(why));
    }
    let total = file.len();
    progress.set(Some(Progress { done: 0, total }));
    *shared.borrow_mut() = Some(Job {
        file,
        words,
        began: js_sys::Date::now(),
        report: FilesReport {
            added: 0,
            total,
            faults: Vec::new(),
            stopped: None,
        },
    });
    next_slice(shared, progress, on_report);
}

/// The next slice, at the next tick of the page's timer (after the page has drawn the bar).
/// Leaving the page empties the job, and a tick that finds it empty does nothing.
fn next_slice(
    shared: &SharedJob,
    progress: UseStateHandle<Option<Progress>>,
    on_report: Callback<Report>,
) {
    let shared = shared.clone();
    after(0, Box::new(move || run_slice(shared, progress, on_report))).forget();
}

/// The import's state for the bar that offers it: the chooser's handler, and how far a running
/// import has come (the progress bar is shown while it is `Some`).
pub struct GameImport {
    pub on_file: Callback<(String, Option<String>)>,
    progress: Option<Progress>,
}

impl GameImport {
    pub fn running(&self) -> bool {
        self.progress.is_some()
    }

    /// The progress bar while an import runs.
    pub fn progress(&self, words: &Lexicon) -> Html {
        let Some(p) = self.progress else {
            return html! {};
        };
        let counted = words.fill(
            "library.importing",
            &[("done", &p.done), ("total", &p.total)],
        );
        html! {
            <div class="import-progress" data-testid="import-progress" role="status">
                <progress max={p.total.to_string()} value={p.done.to_string()} aria-label={counted.clone()} />
                <span>{ counted }</span>
            </div>
        }
    }
}

/// Importing game files for a page whose list shows `filter`: a chosen file's name and text
/// (`None`: it could not be read) go to `on_file`; what the import did goes to `on_report`.
#[hook]
pub fn use_game_import(filter: Option<GameKind>, on_report: Callback<Report>) -> GameImport {
    let words = use_words();
    let progress = use_state(|| None::<Progress>);
    let shared: SharedJob = use_mut_ref(|| None);
    {
        // Leaving the page stops an import (what its slices kept stays kept).
        let shared = shared.clone();
        use_effect_with((), move |_| move || drop(shared.borrow_mut().take()));
    }
    let on_file = {
        let progress = progress.clone();
        Callback::from(move |(name, text): (String, Option<String>)| match text {
            Some(text) => start(
                &shared,
                words.clone(),
                (name, text),
                filter,
                progress.clone(),
                on_report.clone(),
            ),
            None => on_report.emit(Report::Refused(Phrase::new("library.file-unreadable"))),
        })
    };
    GameImport {
        on_file,
        progress: *progress,
    }
}
