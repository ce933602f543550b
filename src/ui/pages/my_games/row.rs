//! One line of My games: a kept game (picture, name, players, date, moves, state, and Open,
//! Practise its mistakes where it was reviewed, Rename, Delete), or a damaged entry
//! (what is wrong, its text to download, Delete).

use yew::prelude::*;

use crate::games::{AnyGame, GameKind};
use crate::persist::friend::Friend;
use crate::persist::{Computers, Damaged, Opened};
use crate::rules::{Game, Seat};
use crate::ui::boards::thumbnail::thumbnail;
use crate::ui::settings::use_words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::library_messages::restore_error;
use crate::ui::words::{self, game_name, level_name};

/// "White: person · Black: computer, level 3 (Casual)".
fn players(words: &Lexicon, game: &AnyGame, computers: &Computers) -> String {
    let seats: Vec<String> = (0..game.num_players())
        .map(|seat| {
            let side = words::seat_name(words, game, Seat(seat as u8));
            match computers.level_of(seat as u8) {
                Some(level) => words.fill(
                    "library.seat-computer",
                    &[
                        ("side", &side),
                        ("level", &words::level_number(level)),
                        ("name", &level_name(words, level)),
                    ],
                ),
                None => words.fill("library.seat-person", &[("side", &side)]),
            }
        })
        .collect();
    seats.join(" · ")
}

/// "With Ana: your move" for a game with a friend on another device; where it is over, "With
/// Ana".
fn with_friend(words: &Lexicon, game: &AnyGame, friend: &Friend, over: bool) -> String {
    let them = words::friend_name(words, game, friend, 1 - friend.me);
    // Ludo's throw is the player's on turn.
    let seat = game.turn().seat().or_else(|| match game {
        AnyGame::Ludo(ludo) => ludo.seat_on_turn(),
        _ => None,
    });
    let key = match seat {
        _ if over => "library.friend-game",
        Some(seat) if seat.0 == friend.me => "library.friend-your-move",
        _ => "library.friend-their-move",
    };
    words.fill(key, &[("name", &them)])
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
    let words = use_words();
    let renaming = use_state(|| false);
    let Opened { entry, record } = &props.opened;
    let game = record.current();
    let kind = game.kind();
    let verdict = record.verdict();
    let handicap = entry.game.handicap();
    let state = match &verdict {
        Some(verdict) => words::handicap_status(
            &words,
            game,
            Some(verdict),
            handicap.as_ref(),
            words::ending(&words, game, verdict),
        ),
        None => words.fill(
            "library.in-progress",
            &[("status", &words::status(&words, game, None))],
        ),
    };
    let count = record.moves().len();
    let name_id = format!("entry-name-{}", entry.id);
    // The buttons are described by the name's link, absent while the name is being edited.
    let described_by = (!*renaming).then(|| name_id.clone());
    let open = format!("#/play/{}?id={}", kind.slug(), entry.id);
    let on_delete = {
        let id = entry.id.clone();
        props.on_delete.reform(move |_: MouseEvent| id.clone())
    };
    // A reviewed game: its mistakes are puzzles (Ludo's are not practised).
    let practise = (!entry.review.is_empty() && kind != GameKind::Ludo).then(|| {
        let href = format!("#/practise?id={}", entry.id);
        html! {
            <a class="button" data-testid="practise-entry" {href} aria-describedby={described_by.clone()}>{ words.get("library.practise-entry") }</a>
        }
    });
    let name = if *renaming {
        let done = {
            let renaming = renaming.clone();
            Callback::from(move |()| renaming.set(false))
        };
        html! { <RenameForm id={entry.id.clone()} name={entry.name.clone()} on_rename={props.on_rename.clone()} {done} /> }
    } else {
        html! { <a class="entry-name" data-testid="entry-name" id={name_id} href={open.clone()}>{ &entry.name }</a> }
    };
    let start_rename = {
        let renaming = renaming.clone();
        Callback::from(move |_: MouseEvent| renaming.set(true))
    };
    html! {
        <li class={classes!("game-entry", verdict.is_some().then_some("over"))} data-testid="game-entry"
            data-id={entry.id.clone()} data-game={kind.slug()}>
            <a class="thumb-link" href={open.clone()} tabindex="-1" aria-hidden="true">{ thumbnail(&words, game) }</a>
            <div class="entry-text">
                { name }
                <span class="entry-game">{ game_name(&words, kind) }</span>
                <span class="entry-players">{ players(&words, game, &entry.game.computers) }</span>
                if let Some(handicap) = &handicap {
                    <span class="entry-handicap" data-testid="entry-handicap">{ words.fill("library.handicap", &[("handicap", &words::handicap_name(&words, record.start(), handicap))]) }</span>
                }
                if let Some(friend) = &entry.game.friend {
                    <span class="entry-friend" data-testid="entry-friend">{ with_friend(&words, game, friend, verdict.is_some()) }</span>
                }
                <span class="entry-when">{ words.fill("library.started-saved", &[("started", &when(entry.created)), ("saved", &when(entry.game.updated))]) }</span>
                <span class="entry-moves" data-testid="entry-moves">{ words.count("library.moves", count as u64, &[]) }</span>
                <span class="entry-state" data-testid="entry-state">{ state }</span>
            </div>
            // Each row's buttons name their game to screen readers through its name.
            <div class="entry-actions">
                <a class="button" data-testid="open-entry" href={open} aria-describedby={described_by.clone()}>{ words.get("library.open") }</a>
                { for practise }
                <button data-testid="rename-entry" onclick={start_rename} aria-describedby={described_by.clone()}>{ words.get("library.rename") }</button>
                <button class="danger" data-testid="delete-entry" onclick={on_delete} aria-describedby={described_by}>{ words.get("library.delete") }</button>
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
    {
        // The field takes the keyboard as it opens, so that typing (or Escape) goes to it.
        let input = input.clone();
        use_effect_with((), move |_| {
            if let Some(field) = input.cast::<web_sys::HtmlInputElement>() {
                let _ = field.focus();
                field.select();
            }
        });
    }
    let words = use_words();
    let cancel = props.done.reform(|_: MouseEvent| ());
    // Escape cancels, as it does in every dialog and edit box.
    let onkeydown = {
        let done = props.done.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                event.prevent_default();
                done.emit(());
            }
        })
    };
    html! {
        <form class="rename" {onsubmit} {onkeydown}>
            <input ref={input} data-testid="rename-input" aria-label={words.get("library.name")} value={props.name.clone()} maxlength="80" />
            <button type="submit" data-testid="rename-save">{ words.get("library.save") }</button>
            <button type="button" onclick={cancel}>{ words.get("library.cancel") }</button>
        </form>
    }
}

/// The line of a kept game that cannot be read, keyed by its id. A function My games calls, not
/// a component: it keeps no state, and each component adds its own copy of Yew's code for
/// components to the wasm.
pub fn damaged_row(words: &Lexicon, damaged: &Damaged, on_delete: &Callback<String>) -> Html {
    let on_download = {
        let (id, text) = (damaged.id.clone(), damaged.text.clone());
        Callback::from(move |_: MouseEvent| {
            // A refused download leaves the text in storage: nothing is lost by failing here.
            let _ = crate::ui::pages::my_games::backup::download(
                &format!("tabula-damaged-{id}.txt"),
                "text/plain",
                &text,
            );
        })
    };
    let on_delete = {
        let id = damaged.id.clone();
        on_delete.reform(move |_: MouseEvent| id.clone())
    };
    html! {
        <li key={damaged.id.clone()} class="game-entry damaged" data-testid="damaged-entry" data-id={damaged.id.clone()}>
            <div class="entry-text">
                <span class="entry-name">{ words.get("library.damaged") }</span>
                <span class="entry-state">{ words.fill("library.damaged-why", &[("why", &restore_error(&damaged.error).text(words))]) }</span>
            </div>
            <div class="entry-actions">
                <button data-testid="download-damaged" onclick={on_download}>{ words.get("library.download-text") }</button>
                <button class="danger" data-testid="delete-entry" onclick={on_delete}>{ words.get("library.delete") }</button>
            </div>
        </li>
    }
}
