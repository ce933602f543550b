//! "My games": every game kept in this browser, to open, rename, delete (with an undo) and back
//! up, filtered by game; and the play page's side of the library (which entry its game is
//! kept in, saving it, other tabs' saves).

mod backup;
mod keeping;
mod row;
mod saving;
mod thumbnail;

use gloo::events::EventListener;
use yew::prelude::*;

pub use backup::StorageFull;
pub use keeping::{
    continue_latest, export_info, import_target, library, open_entry, random_seed, tags_of,
    SharedTarget, Target,
};
pub use saving::{use_library_saving, use_other_tabs};

use crate::games::GameKind;
use crate::persist::{Deleted, Entry, Shelved};
use backup::BackupBar;
use row::{DamagedRow, GameRow};

#[derive(Properties, PartialEq)]
pub struct MyGamesProps {
    /// Show only this game's entries.
    pub filter: Option<GameKind>,
}

/// The links that filter the list: every game, or one kind's.
fn filters(current: Option<GameKind>) -> Html {
    let link = |kind: Option<GameKind>| {
        let (href, label, testid) = match kind {
            None => ("#/games".to_string(), "All games", "filter-all".to_string()),
            Some(kind) => (
                format!("#/games/{}", kind.slug()),
                kind.title(),
                format!("filter-{}", kind.slug()),
            ),
        };
        let here = kind == current;
        html! {
            <a class={classes!("filter", here.then_some("current"))} data-testid={testid} {href}
                aria-current={here.then_some("page")}>{ label }</a>
        }
    };
    let kinds = GameKind::ALL.into_iter().map(|kind| link(Some(kind)));
    html! { <nav class="filters" aria-label="Show games of">{ link(None) }{ for kinds }</nav> }
}

/// Whether a line of the list belongs under the filter (damaged entries show under every one:
/// which game they were is unknown).
fn shown(shelved: &Shelved, filter: Option<GameKind>) -> bool {
    match (shelved, filter) {
        (_, None) | (Shelved::Damaged(_), _) => true,
        (Shelved::Game(opened), Some(kind)) => opened.entry.kind() == Some(kind),
    }
}

/// "Deleted “Chess 2”." (or the id, for a damaged entry that has no readable name).
fn deleted_line(gone: &Deleted) -> String {
    match Entry::from_json(&gone.text) {
        Ok(entry) => format!("Deleted \u{201c}{}\u{201d}.", entry.name),
        Err(_) => format!("Deleted the damaged game {}.", gone.id),
    }
}

#[component(MyGames)]
pub fn my_games(props: &MyGamesProps) -> Html {
    // Bumped after every change, and when another tab writes storage: the list is read again.
    let version = use_state(|| 0u32);
    let message = use_state(|| None::<Result<String, String>>);
    let deleted = use_state(|| None::<Deleted>);
    {
        let version = version.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "storage", move |_| version.set(*version + 1))
            });
            move || drop(listener)
        });
    }
    let refresh = {
        let version = version.clone();
        move || version.set(*version + 1)
    };
    let catalog = use_memo(*version, |_| library().catalog());

    let on_rename = {
        let (message, refresh) = (message.clone(), refresh.clone());
        Callback::from(move |(id, name): (String, String)| {
            match library().rename(&id, &name) {
                Ok(()) => message.set(None),
                Err(why) => message.set(Some(Err(format!("The game was not renamed: {why}.")))),
            }
            refresh();
        })
    };
    let on_delete = {
        let (deleted, message, refresh) = (deleted.clone(), message.clone(), refresh.clone());
        Callback::from(move |id: String| {
            deleted.set(library().delete(&id));
            message.set(None);
            refresh();
        })
    };
    let on_undo = {
        let (deleted, message, refresh) = (deleted.clone(), message.clone(), refresh.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(gone) = &*deleted {
                match library().undo_delete(gone) {
                    Ok(()) => deleted.set(None),
                    Err(why) => {
                        message.set(Some(Err(format!("The game could not be put back: {why}."))))
                    }
                }
            }
            refresh();
        })
    };
    let on_report = {
        let (message, refresh) = (message.clone(), refresh.clone());
        Callback::from(move |report| {
            message.set(Some(report));
            refresh();
        })
    };

    let rows: Vec<Html> = catalog
        .iter()
        .filter(|shelved| shown(shelved, props.filter))
        .map(|shelved| match shelved {
            Shelved::Game(opened) => html! {
                <GameRow key={opened.entry.id.clone()} opened={(**opened).clone()}
                    on_rename={on_rename.clone()} on_delete={on_delete.clone()} />
            },
            Shelved::Damaged(damaged) => html! {
                <DamagedRow key={damaged.id.clone()} damaged={damaged.clone()} on_delete={on_delete.clone()} />
            },
        })
        .collect();
    let empty = rows.is_empty();
    html! {
        <main class="my-games">
            <header class="bar">
                <a class="home-link" href="#/">{ "Tabula" }</a>
                <h1>{ "My games" }</h1>
            </header>
            if let Some(gone) = &*deleted {
                <div class="notice" data-testid="deleted-notice" role="status">
                    <span>{ deleted_line(gone) }</span>
                    <button data-testid="undo-delete" onclick={on_undo}>{ "Undo" }</button>
                </div>
            }
            if let Some(report) = &*message {
                <div class={classes!("notice", report.is_err().then_some("error"))} data-testid="library-message" role="alert">
                    { match report { Ok(text) | Err(text) => text.clone() } }
                </div>
            }
            { filters(props.filter) }
            <BackupBar {on_report} />
            if empty {
                <p class="no-games" data-testid="no-games">{ "No games kept here yet: start one from the home page." }</p>
            }
            <ul class="game-entries" data-testid="game-entries">{ for rows }</ul>
        </main>
    }
}
