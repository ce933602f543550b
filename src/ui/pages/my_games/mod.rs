//! "My games": every game kept in this browser, to open, rename, delete (with an undo) and back
//! up, filtered by game, with whether the browser keeps them for good, and the way to practise
//! the reviewed games' mistakes; and the play page's side of the library (which entry its game is
//! kept in, saving it, other tabs' saves).

mod backup;
mod import_files;
mod keeping;
mod page_state;

mod row;

use yew::prelude::*;

pub use backup::storage_full;
pub use keeping::{keeping_note, use_keeping};

use crate::games::GameKind;
use crate::persist::{Deleted, Entry, Listed};
use crate::ui::library::library;
use crate::ui::pages::page_bar;
use crate::ui::settings::use_words;
use crate::ui::words::game_name;
use crate::ui::words::i18n::Lexicon;
use backup::BackupBar;
use page_state::{use_page_state, PageState};
use row::{damaged_row, GameRow};

#[derive(Properties, PartialEq)]
pub struct MyGamesProps {
    /// Show only this game's entries.
    pub filter: Option<GameKind>,
}

/// The links that filter the list: every game, or one kind's.
fn filters(words: &Lexicon, current: Option<GameKind>) -> Html {
    let link = |kind: Option<GameKind>| {
        let (href, label, testid) = match kind {
            None => (
                "#/games".to_string(),
                words.get("library.all-games"),
                "filter-all".to_string(),
            ),
            Some(kind) => (
                format!("#/games/{}", kind.slug()),
                game_name(words, kind),
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
    html! {
        <nav class="filters" aria-label={words.get("library.filters")}>{ link(None) }{ for kinds }</nav>
    }
}

/// The entries listed at first, and how many more each "Show more" lists: a library of
/// thousands of imported games lists at once (only the entries shown are replayed).
const PAGE: usize = 50;

/// "Deleted “Chess 2”." (or the id, for a damaged entry that has no readable name).
fn deleted_line(words: &Lexicon, gone: &Deleted) -> String {
    match Entry::from_json(&gone.text) {
        Ok(entry) => words.fill("library.deleted", &[("name", &entry.name)]),
        Err(_) => words.fill("library.deleted-damaged", &[("id", &gone.id)]),
    }
}

/// The deletion's undo line and the message line, where there is something to say.
fn notices(words: &Lexicon, state: &PageState) -> Html {
    let deleted = state.deleted.as_ref().map(|gone| {
        html! {
            <div class="notice" data-testid="deleted-notice" role="status">
                <span>{ deleted_line(words, gone) }</span>
                <button data-testid="undo-delete" onclick={state.on_undo()}>{ words.get("library.undo") }</button>
            </div>
        }
    });
    let message = state.message.as_ref().map(|report| {
        html! {
            <div class={classes!("notice", report.is_error().then_some("error"))} data-testid="library-message" role="alert">
                { report.html(words) }
            </div>
        }
    });
    html! { <>{ for deleted }{ for message }</> }
}

#[component(MyGames)]
pub fn my_games(props: &MyGamesProps) -> Html {
    let words = use_words();
    let keeping = use_keeping();
    let state = use_page_state();
    let shown = use_state(|| PAGE);
    let catalog = use_memo(
        (*state.version, *state.outside, props.filter, *shown),
        |(_, _, filter, shown)| library().catalog_page(*filter, *shown),
    );
    let (on_rename, on_delete) = (state.on_rename(), state.on_delete());
    let rows: Vec<Html> = catalog
        .listed
        .iter()
        .map(|shelved| match shelved {
            Listed::Game(opened) => html! {
                <GameRow key={opened.entry.id.clone()} opened={(**opened).clone()}
                    on_rename={on_rename.clone()} on_delete={on_delete.clone()} />
            },
            Listed::Damaged(damaged) => damaged_row(&words, damaged, &on_delete),
        })
        .collect();
    let empty = rows.is_empty();
    let more = (catalog.total > catalog.listed.len()).then(|| {
        let on_more = {
            let shown = shown.clone();
            Callback::from(move |_: MouseEvent| shown.set(*shown + PAGE))
        };
        let label = words.fill(
            "library.show-more",
            &[("shown", &catalog.listed.len()), ("total", &catalog.total)],
        );
        html! { <button class="show-more" data-testid="show-more" onclick={on_more}>{ label }</button> }
    });
    html! {
        <main class="my-games">
            { page_bar(&words, words.get("library.title"), html! {}) }
            { notices(&words, &state) }
            // The page says how many puzzles there are and how many are solved: the deck is
            // not made here, where every list would pay for it.
            <p><a data-testid="practise-link" href="#/practise">{ words.get("library.practise") }</a></p>
            { filters(&words, props.filter) }
            <BackupBar filter={props.filter} on_report={state.on_report()} />
            { keeping_note(&words, &keeping, true) }
            if empty {
                <p class="no-games" data-testid="no-games">{ words.get("library.empty") }</p>
            }
            <ul class="game-entries" data-testid="game-entries">{ for rows }</ul>
            { for more }
        </main>
    }
}
