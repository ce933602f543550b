//! The app: follows the address's hash and shows the page it names.

use gloo::events::EventListener;
use yew::prelude::*;

use crate::persist::Route;
use crate::ui::pages::editor::EditorPage;
use crate::ui::pages::home::Home;
use crate::ui::pages::my_games::MyGames;
use crate::ui::pages::play::live::LivePanel;
use crate::ui::pages::play::PlayPage;
use crate::ui::pages::practice::PractisePage;
use crate::ui::pages::rules::RulesPage;
use crate::ui::pages::scroll::use_scroll_per_page;
use crate::ui::settings::PageSettings;

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

#[component(App)]
pub fn app() -> Html {
    let hash = use_state(current_hash);
    {
        let hash = hash.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "hashchange", move |_| hash.set(current_hash()))
            });
            move || drop(listener)
        });
    }
    use_scroll_per_page(&hash);
    let page = match Route::parse(&hash) {
        Route::Home => html! { <Home problem={None::<String>} /> },
        Route::Unknown(problem) => html! { <Home problem={Some(problem)} /> },
        Route::Rules(kind) => html! { <RulesPage {kind} /> },
        Route::Join => html! { <LivePanel join=true /> },
        Route::Games(filter) => html! { <MyGames {filter} /> },
        Route::Practise(id) => html! { <PractisePage key={(*hash).clone()} {id} /> },
        Route::Edit { kind, code } => html! { <EditorPage key={(*hash).clone()} {kind} {code} /> },
        // Keyed by the address, so opening another link starts a fresh session.
        Route::Play {
            kind,
            code,
            moves,
            ai,
            id,
            line,
            friend,
            clock,
            handicap,
        } => html! {
            <PlayPage key={(*hash).clone()} {kind} {code} {moves} {ai} {id} {line} {friend} {clock} {handicap} />
        },
    };
    html! {
        <PageSettings>
            { page }
        </PageSettings>
    }
}
