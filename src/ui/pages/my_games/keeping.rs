//! Whether the browser keeps the games for good (a line in My games), and, where it does not,
//! the reminder to make a backup file, with the one button that makes it: on the home page and
//! in My games, at most once a week and only while some game is in no backup yet
//! (`persist::Keeping`).

use yew::prelude::*;

use crate::persist::{load_keeping, save_keeping, LocalStore};
use crate::ui::library::{ask_storage, library};
use crate::ui::pages::my_games::backup::{backup_failed, export_all, DownloadError};
use crate::ui::words::i18n::Lexicon;

/// What the note says: nothing until the browser answers (a promise).
#[derive(Clone, Copy, Default, PartialEq)]
pub struct Said {
    kept: Option<bool>,
    remind: bool,
    failed: Option<DownloadError>,
}

/// Asks the browser whether it keeps the games, and decides on the reminder (noting the time
/// when it is shown).
fn look(said: UseStateHandle<Said>) {
    ask_storage(
        false,
        Box::new(move |kept| {
            let now = js_sys::Date::now();
            let mut keeping = load_keeping(&LocalStore);
            let remind = keeping.remind_now(kept, library().last_saved(), now);
            if remind {
                keeping.reminded = Some(now);
                // Unrecorded, the reminder only comes back sooner: nothing to tell.
                let _ = save_keeping(&mut LocalStore, &keeping);
            }
            said.set(Said {
                kept: Some(kept),
                remind,
                failed: None,
            });
        }),
    );
}

/// The note's state, kept by the page that shows it ([`keeping_note`] draws it): asks the
/// browser once, as the page opens.
#[hook]
pub fn use_keeping() -> UseStateHandle<Said> {
    let said = use_state_eq(Said::default);
    {
        let said = said.clone();
        use_effect_with((), move |_| look(said));
    }
    said
}

/// The note, and with `with_status` (My games) whether the browser keeps the games. A function,
/// not a component: each component adds its own copy of Yew's code for components to the wasm.
pub fn keeping_note(words: &Lexicon, said: &UseStateHandle<Said>, with_status: bool) -> Html {
    let on_export = {
        let said = said.clone();
        Callback::from(move |_: MouseEvent| {
            let failed = export_all().err();
            said.set(Said {
                remind: failed.is_some(),
                failed,
                ..*said
            });
        })
    };
    let status = said.kept.filter(|_| with_status).map(|kept| {
        let key = if kept {
            "library.kept"
        } else {
            "library.not-kept"
        };
        html! { <p class="keeping" data-testid="storage-kept" data-kept={kept.to_string()}>{ words.get(key) }</p> }
    });
    let failed = said.failed.map(|why| backup_failed(why).text(words));
    html! {
        <>
            { for status }
            if said.remind {
                <div class="notice backup-reminder" data-testid="backup-reminder" role="status">
                    <span>{ words.get("library.backup-reminder") }{ " " }{ for failed }</span>
                    <button data-testid="reminder-export" onclick={on_export}>{ words.get("library.export-all-games") }</button>
                </div>
            }
        </>
    }
}
