//! Import and export under the board: paste a game (or a position code) or upload a game file
//! to play on from it; read, copy or download the game so far in its file format (PGN, PDN,
//! `.mat`, or our text for Camelot and Ludo), with the players the page names.

use yew::prelude::*;

use crate::games::{AnyGame, GameKind};
use crate::persist::{export_record, GameFile, GameInfo, ImportError, Imported};
use crate::rules::Record;
use crate::ui::session::{Action, Notice};
use crate::ui::settings::use_words;
use crate::ui::words::file_words::import_error;
use crate::ui::words::phrase::{Phrase, PhraseArg};

#[derive(Properties, PartialEq)]
pub struct TransferProps {
    pub kind: GameKind,
    pub record: Record<AnyGame>,
    /// The players and the date written into the export (today when no date is given).
    pub info: GameInfo,
    /// A game read from pasted text or an uploaded file.
    pub on_import: Callback<Imported>,
    /// For the notice when a text or file cannot be read.
    pub on_action: Callback<Action>,
}

/// The key of the import field's label: what can be pasted for this game.
fn hint_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Chess => "play.import-hint-chess",
        GameKind::EnglishDraughts | GameKind::Tammi | GameKind::Tama => "play.import-hint-draughts",
        GameKind::Ludo => "play.import-hint-ludo",
        GameKind::Camelot => "play.import-hint-camelot",
        GameKind::Backgammon => "play.import-hint-backgammon",
    }
}

/// Today as PGN and PDN write dates (`2026.11.24`), from the browser's clock.
fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// Reads `text` as a game of `kind`: the game goes to `on_import`, a fault to a notice. Of a
/// file of several games the first is played here, and the notice says to import the file in
/// My games to keep them all.
fn read_in(
    kind: GameKind,
    text: &str,
    on_import: &Callback<Imported>,
    on_action: &Callback<Action>,
) -> bool {
    let mut games = GameFile::new(kind, text);
    let count = games.len();
    match games
        .next()
        .map_or(Err(ImportError::Empty), |game| game.read)
    {
        Ok(imported) => {
            on_import.emit(imported);
            if count > 1 {
                let several = Phrase::new("play.file-holds-games").with("total", count.to_string());
                on_action.emit(Action::Notify(Notice::info(several)));
            }
            true
        }
        Err(error) => {
            let why = import_error(&error);
            let notice = Notice::error(Phrase::new("play.import-failed").with("why", why));
            on_action.emit(Action::Notify(notice));
            false
        }
    }
}

#[component(Transfer)]
pub fn transfer(props: &TransferProps) -> Html {
    let words = use_words();
    let input = use_node_ref();
    let on_paste = {
        let (input, kind) = (input.clone(), props.kind);
        let (on_import, on_action) = (props.on_import.clone(), props.on_action.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(area) = input.cast::<web_sys::HtmlTextAreaElement>() else {
                return;
            };
            if read_in(kind, &area.value(), &on_import, &on_action) {
                area.set_value("");
            }
        })
    };
    let on_upload = {
        let kind = props.kind;
        let (on_import, on_action) = (props.on_import.clone(), props.on_action.clone());
        Callback::from(move |event: Event| {
            let Some(field) = event.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let Some(file) = field.files().and_then(|files| files.get(0)) else {
                return;
            };
            field.set_value("");
            let name = file.name();
            let (on_import, on_action) = (on_import.clone(), on_action.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let read = wasm_bindgen_futures::JsFuture::from(file.text()).await;
                match read.map(|text| text.as_string()) {
                    Ok(Some(text)) => {
                        read_in(kind, &text, &on_import, &on_action);
                    }
                    failed => {
                        // The browser's reason (a DOMException's message), in English.
                        let why = failed
                            .err()
                            .and_then(|error| js_sys::Reflect::get(&error, &"message".into()).ok())
                            .and_then(|message| message.as_string())
                            .unwrap_or_default();
                        on_action.emit(Action::Notify(Notice::error(
                            Phrase::new("play.file-unreadable")
                                .with("file", name)
                                .with("why", PhraseArg::english(why)),
                        )))
                    }
                }
            });
        })
    };
    let mut info = props.info.clone();
    info.date = info.date.or_else(|| Some(today()));
    let export = export_record(&props.record, &info);
    let href = format!(
        "data:{};charset=utf-8,{}",
        export.mime,
        String::from(js_sys::encode_uri_component(&export.text))
    );
    html! {
        <details class="transfer">
            <summary>{ words.get("play.import-export") }</summary>
            <label for="import-text">{ words.get(hint_key(props.kind)) }</label>
            <textarea id="import-text" data-testid="import-text" rows="4" ref={input} />
            <button data-testid="import" onclick={on_paste}>{ words.get("play.import") }</button>
            <label class="file-button">{ words.get("play.upload") }
                <input type="file" class="visually-hidden" data-testid="import-file" accept=".pgn,.pdn,.mat,.txt,text/plain"
                    onchange={on_upload} />
            </label>
            <label for="export-text">{ words.get("play.this-game") }</label>
            <textarea id="export-text" data-testid="export-text" rows="5" readonly=true value={export.text.clone()} />
            <a class="download" data-testid="download" href={href} download={export.file_name.clone()}>
                { words.fill("play.download", &[("file", &export.file_name)]) }
            </a>
        </details>
    }
}
