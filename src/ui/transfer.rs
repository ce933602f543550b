//! Import and export under the board: paste a position or a game to play on from it; copy or
//! download the game so far.

use yew::prelude::*;

use super::session::{Action, Notice};
use crate::games::{AnyGame, GameKind};
use crate::persist::{export_game, import_game};
use crate::rules::Record;

#[derive(Properties, PartialEq)]
pub struct TransferProps {
    pub kind: GameKind,
    pub record: Record<AnyGame>,
    pub on_action: Callback<Action>,
    /// The current dice seed, varied for the imported game.
    pub seed: u64,
    /// Called before an imported game replaces the current one (to keep it aside).
    pub on_before_replace: Callback<()>,
}

fn hint(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Chess => "Paste a FEN or a PGN game",
        GameKind::Tammi | GameKind::Tama => {
            "Paste a position code (W:Wa1,c1,...:Bb8,...) or a game in c3-d4 notation"
        }
        GameKind::Ludo => "Paste a Ludo position code",
        GameKind::Camelot => {
            "Paste a position code (W:WNC6,...:BNC11,...:00) or a game in F6-F7 notation"
        }
        GameKind::Backgammon => "Paste a GNU Backgammon Position ID, or PositionID:MatchID",
        GameKind::EnglishDraughts => {
            "Paste a position code (B:W21,...:B1,...) or a game in 11-15 notation"
        }
    }
}

#[component(Transfer)]
pub fn transfer(props: &TransferProps) -> Html {
    let input = use_node_ref();
    let on_import = {
        let (input, kind, on_action, before, seed) = (
            input.clone(),
            props.kind,
            props.on_action.clone(),
            props.on_before_replace.clone(),
            props.seed,
        );
        Callback::from(move |_: MouseEvent| {
            let Some(area) = input.cast::<web_sys::HtmlTextAreaElement>() else {
                return;
            };
            let seed = seed ^ 0x5EED;
            match import_game(kind, &area.value()) {
                Ok(record) => {
                    before.emit(());
                    area.set_value("");
                    let notice = Notice::info("Imported: play on from the last position.");
                    on_action.emit(Action::Replace(Box::new(record), seed, Some(notice)));
                }
                Err(why) => on_action.emit(Action::Notify(Notice::error(format!(
                    "Could not import: {why}."
                )))),
            }
        })
    };
    let export = export_game(&props.record);
    let href = format!(
        "data:{};charset=utf-8,{}",
        export.mime,
        String::from(js_sys::encode_uri_component(&export.text))
    );
    html! {
        <details class="transfer">
            <summary>{ "Import / export" }</summary>
            <label for="import-text">{ hint(props.kind) }</label>
            <textarea id="import-text" data-testid="import-text" rows="4" ref={input} />
            <button data-testid="import" onclick={on_import}>{ "Import" }</button>
            <label for="export-text">{ "This game:" }</label>
            <textarea id="export-text" data-testid="export-text" rows="5" readonly=true value={export.text.clone()} />
            <a class="download" data-testid="download" href={href} download={export.file_name}>{ "Download" }</a>
        </details>
    }
}
