//! Backups of the whole library: "Export all" downloads one JSON file of every game, "Import
//! backup" merges such a file back (see `persist::Library::import_backup`). The notice shown
//! when storage is full offers the same export.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::keeping::library;

/// Offers `text` as a file download named `file_name`.
pub fn download(file_name: &str, mime: &str, text: &str) -> Result<(), String> {
    let refused = |_| "the browser refused to make the file".to_string();
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).map_err(refused)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(refused)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("the page has no document")?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(refused)?
        .dyn_into()
        .map_err(|_| "the page could not make a link".to_string())?;
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    // Revoking at once may cancel the download in some browsers: a minute later is enough.
    gloo::timers::callback::Timeout::new(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
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

/// Downloads every game as one backup file.
pub fn export_all() -> Result<(), String> {
    let text = library().export_all(js_sys::Date::now());
    download(&backup_file_name(), "application/json", &text)
}

#[derive(Properties, PartialEq)]
pub struct BackupBarProps {
    /// What an import did (or why it failed), for the page's message line.
    pub on_report: Callback<Result<String, String>>,
}

/// Reads the chosen file and merges it into the library.
fn import_file(file: web_sys::File, on_report: Callback<Result<String, String>>) {
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
        let report = match text.ok().and_then(|value| value.as_string()) {
            None => Err("The file could not be read.".to_string()),
            Some(text) => library()
                .import_backup(&text)
                .map(|report| format!("Backup imported: {report}."))
                .map_err(|error| format!("{}.", capitalized(&error.to_string()))),
        };
        on_report.emit(report);
    });
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[component(BackupBar)]
pub fn backup_bar(props: &BackupBarProps) -> Html {
    let on_export = {
        let on_report = props.on_report.clone();
        Callback::from(move |_: MouseEvent| {
            if let Err(why) = export_all() {
                on_report.emit(Err(format!("The backup could not be made: {why}.")));
            }
        })
    };
    let on_import = {
        let on_report = props.on_report.clone();
        Callback::from(move |event: Event| {
            let Some(input) = event.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                import_file(file, on_report.clone());
            }
            // The same file may be chosen again later.
            input.set_value("");
        })
    };
    html! {
        <div class="backup-bar">
            <button data-testid="export-all" onclick={on_export}>{ "Export all" }</button>
            <label class="import-backup">
                { "Import backup: " }
                <input type="file" accept=".json,application/json" data-testid="import-backup" onchange={on_import} />
            </label>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct StorageFullProps {
    /// Why the last save failed; nothing is shown while saves succeed.
    pub problem: Option<String>,
}

/// Shown on the play page while storage refuses saves: the way out (a backup, old games deleted).
#[component(StorageFull)]
pub fn storage_full(props: &StorageFullProps) -> Html {
    let failed = use_state_eq(|| None::<String>);
    let Some(problem) = &props.problem else {
        return html! {};
    };
    let on_export = {
        let failed = failed.clone();
        Callback::from(move |_: MouseEvent| failed.set(export_all().err()))
    };
    html! {
        <div class="notice error storage-full" data-testid="storage-full" role="alert">
            <span>{ problem }</span>
            <button data-testid="storage-export" onclick={on_export}>{ "Export all games" }</button>
            <a href="#/games">{ "Delete old games in My games" }</a>
            if let Some(why) = &*failed {
                <span>{ format!(" The backup could not be made: {why}.") }</span>
            }
        </div>
    }
}
