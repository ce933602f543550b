//! Joining a friend's device in the room (issue 26, 2): this device takes the code the other
//! one shows and shows its own back; once connected, the friend's device sends the game, which
//! opens here as its link would.

use yew::prelude::*;

use crate::ui::live::{self, LiveEvent};
use crate::ui::pages::page_bar;
use crate::ui::pages::play::live::LivePanel;
use crate::ui::settings::use_words;

#[component(JoinPage)]
pub fn join_page() -> Html {
    let words = use_words();
    use_effect_with((), |_| {
        let listening = live::listen(|event| {
            if let LiveEvent::Message(path) = event {
                // The game, in its friend link: the play page opens it and plays on live.
                if let Some(window) = web_sys::window() {
                    let _ = window.location().set_hash(path.trim_start_matches('#'));
                }
            }
        });
        move || drop(listening)
    });
    html! {
        <main class="join">
            { page_bar(&words, words.get("play.live-join-title"), html! {}) }
            <p class="hint">{ words.get("play.live-join-hint") }</p>
            <LivePanel open=true />
        </main>
    }
}
