//! My games' changing state: when the list was last read (it is read again after every change
//! and whenever another tab writes storage), the message line, and the deletion to undo; with
//! the callbacks that change the library.

use std::cell::Cell;
use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use crate::persist::{BackupReport, Deleted};
use crate::ui::library::library;
use crate::ui::timer::after;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::library_messages::imported_text;
use crate::ui::words::library_messages::rename_error;
use crate::ui::words::phrase::{Phrase, PhraseArg};

/// What an action said, for the message line; worded when shown, so that it follows a change
/// of language.
#[derive(Clone, Debug, PartialEq)]
pub enum Report {
    /// A backup was merged: what it added.
    Imported(BackupReport),
    /// A file of games was read in: how many, and which did not read.
    Files(FilesReport),
    /// An action was refused, and why.
    Refused(Phrase),
}

impl Report {
    pub fn is_error(&self) -> bool {
        match self {
            Report::Refused(_) => true,
            Report::Files(report) => report.is_error(),
            Report::Imported(_) => false,
        }
    }

    /// The report in `words`' language, English details marked.
    pub fn html(&self, words: &Lexicon) -> Html {
        match self {
            Report::Imported(report) => html! { { imported_text(words, report) } },
            Report::Files(report) => report.html(words),
            Report::Refused(why) => why.html(words),
        }
    }
}

/// The faults listed by game; the others are counted.
const FAULTS_LISTED: usize = 20;

/// What an import of a file did.
#[derive(Clone, Debug, PartialEq)]
pub struct FilesReport {
    pub added: usize,
    pub total: usize,
    /// The games that did not read: their number in the file and why.
    pub faults: Vec<(usize, PhraseArg)>,
    /// Storage refused a write (it is full): the browser's reason. The games after it were
    /// not kept.
    pub stopped: Option<String>,
}

impl FilesReport {
    pub fn is_error(&self) -> bool {
        self.added < self.total
    }

    /// "Games imported into My games: 9 of 10.", then each game that did not read.
    pub fn html(&self, words: &Lexicon) -> Html {
        let summary = words.fill(
            "library.games-imported",
            &[("added", &self.added), ("total", &self.total)],
        );
        let stopped = self.stopped.as_ref().map(|why| {
            let phrase = Phrase::new("library.import-stopped").with("why", PhraseArg::english(why));
            html! { <p>{ phrase.html(words) }</p> }
        });
        let faults = self.faults.iter().take(FAULTS_LISTED).map(|(number, why)| {
            let line = Phrase::new("library.game-not-imported")
                .with("number", number.to_string())
                .with("why", why.clone());
            html! { <li>{ line.html(words) }</li> }
        });
        let more = self.faults.len().saturating_sub(FAULTS_LISTED);
        html! {
            <div class="import-report">
                <p data-testid="import-summary">{ summary }</p>
                { for stopped }
                if !self.faults.is_empty() {
                    <ul class="import-faults" data-testid="import-faults">{ for faults }</ul>
                }
                if more > 0 {
                    <p>{ words.fill("library.more-not-imported", &[("n", &more)]) }</p>
                }
            </div>
        }
    }
}

#[derive(Clone, PartialEq)]
pub struct PageState {
    /// Bumped to read the list again.
    pub version: UseStateHandle<u32>,
    /// Bumped when other tabs have written storage (see [`use_page_state`]).
    pub outside: UseStateHandle<u32>,
    pub message: UseStateHandle<Option<Report>>,
    /// The last deletion, until it is undone or another one replaces it.
    pub deleted: UseStateHandle<Option<Deleted>>,
}

#[hook]
pub fn use_page_state() -> PageState {
    let state = PageState {
        version: use_state(|| 0),
        outside: use_state(|| 0),
        message: use_state(|| None),
        deleted: use_state(|| None),
    };
    {
        // Another tab importing a file of thousands of games writes as many entries: their
        // storage events are gathered into one reading of the list a second on.
        let outside = state.outside.clone();
        use_effect_with((), move |_| {
            let (writes, pending) = (Rc::new(Cell::new(0)), Rc::new(Cell::new(false)));
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "storage", move |_| {
                    if pending.replace(true) {
                        return;
                    }
                    let (writes, pending, outside) =
                        (writes.clone(), pending.clone(), outside.clone());
                    let read_again = move || {
                        pending.set(false);
                        writes.set(writes.get() + 1);
                        outside.set(writes.get());
                    };
                    after(1000, Box::new(read_again)).forget();
                })
            });
            move || drop(listener)
        });
    }
    state
}

impl PageState {
    fn refresh(&self) {
        self.version.set(*self.version + 1);
    }

    pub fn on_rename(&self) -> Callback<(String, String)> {
        let state = self.clone();
        Callback::from(move |(id, name): (String, String)| {
            match library().rename(&id, &name) {
                Ok(()) => state.message.set(None),
                Err(why) => state.message.set(Some(Report::Refused(
                    Phrase::new("library.rename-failed").with("why", rename_error(&why)),
                ))),
            }
            state.refresh();
        })
    }

    pub fn on_delete(&self) -> Callback<String> {
        let state = self.clone();
        Callback::from(move |id: String| {
            state.deleted.set(library().delete(&id));
            state.message.set(None);
            state.refresh();
        })
    }

    pub fn on_undo(&self) -> Callback<MouseEvent> {
        let state = self.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(gone) = &*state.deleted {
                match library().undo_delete(gone) {
                    Ok(()) => state.deleted.set(None),
                    Err(why) => state.message.set(Some(Report::Refused(
                        Phrase::new("library.undo-failed").with("why", PhraseArg::english(why.0)),
                    ))),
                }
            }
            state.refresh();
        })
    }

    pub fn on_report(&self) -> Callback<Report> {
        let state = self.clone();
        Callback::from(move |report| {
            state.message.set(Some(report));
            state.refresh();
        })
    }
}
