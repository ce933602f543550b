//! One line of My games: a kept game (picture, name, players, date, moves, state, and Open,
//! Rename, Delete), or a damaged entry (what is wrong, its text to download, Delete).

use yew::prelude::*;

use super::thumbnail::Thumbnail;
use crate::ai::LEVEL_NAMES;
use crate::games::AnyGame;
use crate::persist::{Computers, Damaged, Opened};
use crate::rules::{Game, Seat};
use crate::ui::words;

/// "White: you · Black: computer, level 3 (Casual)".
fn players(game: &AnyGame, computers: &Computers) -> String {
    let seats: Vec<String> = (0..game.num_players())
        .map(|seat| {
            let name = words::seat_name(game, Seat(seat as u8));
            match computers.level_of(seat as u8) {
                Some(level) => {
                    let level_name = LEVEL_NAMES.get(usize::from(level).wrapping_sub(1));
                    format!(
                        "{name}: computer, level {level} ({})",
                        level_name.unwrap_or(&"?")
                    )
                }
                None => format!("{name}: person"),
            }
        })
        .collect();
    seats.join(" · ")
}

/// A save time as local date and time: "2026-11-24 07:10".
fn when(ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date(),
        date.get_hours(),
        date.get_minutes()
    )
}

#[derive(Properties, PartialEq)]
pub struct GameRowProps {
    pub opened: Opened,
    pub on_rename: Callback<(String, String)>,
    pub on_delete: Callback<String>,
}

#[component(GameRow)]
pub fn game_row(props: &GameRowProps) -> Html {
    let renaming = use_state(|| false);
    let Opened { entry, record } = &props.opened;
    let game = record.current();
    let kind = game.kind();
    let verdict = record.verdict();
    let state = match &verdict {
        Some(verdict) => words::ending(game, verdict),
        None => format!("In progress: {}", words::status(game, None)),
    };
    let count = record.moves().len();
    let open = format!("#/play/{}?id={}", kind.slug(), entry.id);
    let on_delete = {
        let id = entry.id.clone();
        props.on_delete.reform(move |_: MouseEvent| id.clone())
    };
    let name = if *renaming {
        let done = {
            let renaming = renaming.clone();
            Callback::from(move |()| renaming.set(false))
        };
        html! { <RenameForm id={entry.id.clone()} name={entry.name.clone()} on_rename={props.on_rename.clone()} {done} /> }
    } else {
        html! { <a class="entry-name" data-testid="entry-name" href={open.clone()}>{ &entry.name }</a> }
    };
    let start_rename = {
        let renaming = renaming.clone();
        Callback::from(move |_: MouseEvent| renaming.set(true))
    };
    html! {
        <li class={classes!("game-entry", verdict.is_some().then_some("over"))} data-testid="game-entry"
            data-id={entry.id.clone()} data-game={kind.slug()}>
            <a class="thumb-link" href={open.clone()} tabindex="-1" aria-hidden="true"><Thumbnail game={game.clone()} /></a>
            <div class="entry-text">
                { name }
                <span class="entry-game">{ kind.title() }</span>
                <span class="entry-players">{ players(game, &entry.game.computers) }</span>
                <span class="entry-when">{ format!("Started {}, saved {}", when(entry.created), when(entry.game.updated)) }</span>
                <span class="entry-moves" data-testid="entry-moves">{ format!("{count} move{}", if count == 1 { "" } else { "s" }) }</span>
                <span class="entry-state" data-testid="entry-state">{ state }</span>
            </div>
            <div class="entry-actions">
                <a class="button" data-testid="open-entry" href={open}>{ "Open" }</a>
                <button data-testid="rename-entry" onclick={start_rename}>{ "Rename" }</button>
                <button class="danger" data-testid="delete-entry" onclick={on_delete}>{ "Delete" }</button>
            </div>
        </li>
    }
}

#[derive(Properties, PartialEq)]
struct RenameFormProps {
    id: String,
    name: String,
    on_rename: Callback<(String, String)>,
    /// Called when the form closes (saved or cancelled).
    done: Callback<()>,
}

#[component(RenameForm)]
fn rename_form(props: &RenameFormProps) -> Html {
    let input = use_node_ref();
    let onsubmit = {
        let (input, id) = (input.clone(), props.id.clone());
        let (on_rename, done) = (props.on_rename.clone(), props.done.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            if let Some(field) = input.cast::<web_sys::HtmlInputElement>() {
                on_rename.emit((id.clone(), field.value()));
            }
            done.emit(());
        })
    };
    let cancel = props.done.reform(|_: MouseEvent| ());
    html! {
        <form class="rename" {onsubmit}>
            <input ref={input} data-testid="rename-input" aria-label="Name" value={props.name.clone()} maxlength="80" />
            <button type="submit" data-testid="rename-save">{ "Save" }</button>
            <button type="button" onclick={cancel}>{ "Cancel" }</button>
        </form>
    }
}

#[derive(Properties, PartialEq)]
pub struct DamagedRowProps {
    pub damaged: Damaged,
    pub on_delete: Callback<String>,
}

#[component(DamagedRow)]
pub fn damaged_row(props: &DamagedRowProps) -> Html {
    let damaged = &props.damaged;
    let on_download = {
        let (id, text) = (damaged.id.clone(), damaged.text.clone());
        Callback::from(move |_: MouseEvent| {
            // A refused download leaves the text in storage: nothing is lost by failing here.
            let _ =
                super::backup::download(&format!("tabula-damaged-{id}.txt"), "text/plain", &text);
        })
    };
    let on_delete = {
        let id = damaged.id.clone();
        props.on_delete.reform(move |_: MouseEvent| id.clone())
    };
    html! {
        <li class="game-entry damaged" data-testid="damaged-entry" data-id={damaged.id.clone()}>
            <div class="entry-text">
                <span class="entry-name">{ "Damaged game" }</span>
                <span class="entry-state">{ format!("This saved game cannot be opened: {}.", damaged.error) }</span>
            </div>
            <div class="entry-actions">
                <button data-testid="download-damaged" onclick={on_download}>{ "Download its text" }</button>
                <button class="danger" data-testid="delete-entry" onclick={on_delete}>{ "Delete" }</button>
            </div>
        </li>
    }
}
