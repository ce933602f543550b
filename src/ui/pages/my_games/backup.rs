//! Backups of the whole library: "Export all" downloads one JSON file of every game, "Import
//! backup" merges such a file back (see `persist::Library::import_backup`); beside them "Import
//! games" reads a file of games in (see [`super::import_files`]). The notice shown when storage
//! is full and the reminder to back up (`super::keeping`) offer the same export.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::GameKind;
use crate::persist::{load_keeping, save_keeping, LocalStore};
use crate::ui::library::library;
use crate::ui::pages::my_games::import_files::use_game_import;
use crate::ui::pages::my_games::page_state::Report;
use crate::ui::settings::use_words;
use crate::ui::timer::after;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::{Phrase, PhraseArg};

/// Why a file could not be offered for download.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DownloadError {
    /// The browser refused to make the file or its address.
    Refused,
    /// The page has no document to make the link in (not a browser page).
    NoDocument,
}

impl DownloadError {
    /// The key of the reason, for "The backup could not be made: {why}."
    pub fn key(self) -> &'static str {
        match self {
            DownloadError::Refused => "library.download-refused",
            DownloadError::NoDocument => "library.download-no-document",
        }
    }
}

/// Offers `text` as a file download named `file_name`.
pub fn download(file_name: &str, mime: &str, text: &str) -> Result<(), DownloadError> {
    let refused = |_| DownloadError::Refused;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).map_err(refused)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(refused)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or(DownloadError::NoDocument)?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(refused)?
        .dyn_into()
        .map_err(|_| DownloadError::Refused)?;
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    // Revoking at once may cancel the download in some browsers: a minute later is enough.
    after(
        60_000,
        Box::new(move || drop(web_sys::Url::revoke_object_url(&url))),
    )
    .forget();
    Ok(())
}

/// "The backup could not be made: the browser refused to make the file."
pub fn backup_failed(why: DownloadError) -> Phrase {
    Phrase::new("library.backup-failed").with("why", Phrase::new(why.key()))
}

/// The backup file's name, dated: `tabula-games-2026-11-24.json`.
fn backup_file_name() -> String {
    let date = js_sys::Date::new_0();
    format!(
        "tabula-games-{:04}-{:02}-{:02}.json",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    )
}

/// Downloads every game as one backup file, and notes when (no reminder to back up then comes
/// until a game is saved after it).
pub fn export_all() -> Result<(), DownloadError> {
    let now = js_sys::Date::now();
    let text = library().export_all(now);
    download(&backup_file_name(), "application/json", &text)?;
    let mut keeping = load_keeping(&LocalStore);
    keeping.backed_up = Some(now);
    // Unrecorded, the next reminder only comes sooner than it need: nothing to tell.
    let _ = save_keeping(&mut LocalStore, &keeping);
    Ok(())
}

#[derive(Properties, PartialEq)]
pub struct BackupBarProps {
    /// The game the list shows, which imported game files are taken to be.
    pub filter: Option<GameKind>,
    /// What an import did (or why it failed), for the page's message line.
    pub on_report: Callback<Report>,
}

/// Reads the file chosen in a file field to `then`: its name and text (`None` when it could not
/// be read). The field is emptied, so the same file may be chosen again later.
fn read_chosen(event: Event, then: Callback<(String, Option<String>)>) {
    let Some(input) = event.target_dyn_into::<web_sys::HtmlInputElement>() else {
        return;
    };
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    input.set_value("");
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
        then.emit((file.name(), text.ok().and_then(|value| value.as_string())));
    });
}

/// Merges a backup's text into the library.
fn merge_backup(text: Option<String>) -> Report {
    match text {
        None => Report::Refused(Phrase::new("library.file-unreadable")),
        // The reason comes from the library, in English.
        Some(text) => match library().import_backup(&text) {
            Ok(report) => Report::Imported(report),
            Err(error) => Report::Refused(
                Phrase::new("library.import-failed").with("why", PhraseArg::english(error.0)),
            ),
        },
    }
}

/// Export all, Import backup, and Import games (with its progress bar while it runs).
#[component(BackupBar)]
pub fn backup_bar(props: &BackupBarProps) -> Html {
    let words = use_words();
    let games = use_game_import(props.filter, props.on_report.clone());
    let on_export = {
        let on_report = props.on_report.clone();
        Callback::from(move |_: MouseEvent| {
            if let Err(why) = export_all() {
                on_report.emit(Report::Refused(backup_failed(why)));
            }
        })
    };
    let on_backup = {
        let merged = props.on_report.reform(|(_, text)| merge_backup(text));
        Callback::from(move |event: Event| read_chosen(event, merged.clone()))
    };
    let on_games = {
        let on_file = games.on_file.clone();
        Callback::from(move |event: Event| read_chosen(event, on_file.clone()))
    };
    html! {
        <div class="backup-bar">
            <button data-testid="export-all" onclick={on_export}>{ words.get("library.export-all") }</button>
            <label class="file-button">
                { words.get("library.import-backup") }
                <input type="file" class="visually-hidden" accept=".json,application/json" data-testid="import-backup" onchange={on_backup} />
            </label>
            <label class="file-button">
                { words.get("library.import-games") }
                <input type="file" class="visually-hidden" data-testid="import-games" disabled={games.running()}
                    accept=".pgn,.pdn,.mat,.txt,text/plain" onchange={on_games} />
            </label>
            { games.progress(&words) }
        </div>
    }
}

/// Shown on the play page while storage refuses saves (`problem`, why the last save failed, as
/// the browser's storage said it, in English): the way out (a backup, old games deleted). A
/// function, not a component: each component adds its own copy of Yew's code for components to
/// the wasm; the page keeps whether its backup failed (`failed`).
pub fn storage_full(
    words: &Lexicon,
    problem: Option<&String>,
    failed: &UseStateHandle<Option<DownloadError>>,
) -> Html {
    let Some(problem) = problem else {
        return html! {};
    };
    let on_export = {
        let failed = failed.clone();
        Callback::from(move |_: MouseEvent| failed.set(export_all().err()))
    };
    html! {
        <div class="notice error storage-full" data-testid="storage-full" role="alert">
            <span>{ words.fill("library.not-saved", &[("why", problem)]) }</span>
            <button data-testid="storage-export" onclick={on_export}>{ words.get("library.export-all-games") }</button>
            <a href="#/games">{ words.get("library.delete-old-games") }</a>
            if let Some(why) = **failed {
                <span>{ " " }{ backup_failed(why).text(words) }</span>
            }
        </div>
    }
}
