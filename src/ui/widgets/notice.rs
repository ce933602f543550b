//! Small panels around the board: the notice bar, the chooser between moves that share a
//! start and end square, and the share box (this position, or the whole game). They are
//! functions that the page calls, not components: they keep no state, and each component adds
//! its own copy of Yew's code for components to the wasm.

use yew::prelude::*;

use crate::ui::session::{Action, Notice, ShareLinks};
use crate::ui::words::i18n::Lexicon;

/// The notice, if any, and its Dismiss button.
pub fn notice_bar(words: &Lexicon, notice: Option<&Notice>, on_action: &Callback<Action>) -> Html {
    let Some(notice) = notice else {
        return html! {};
    };
    let dismiss = on_action.reform(|_: MouseEvent| Action::Dismiss);
    html! {
        <div class={classes!("notice", notice.is_error.then_some("error"))} data-testid="message" role="alert">
            <span>{ notice.message.html(words) }</span>
            <button class="dismiss" aria-label={words.get("play.dismiss")} onclick={dismiss}>{ "×" }</button>
        </div>
    }
}

/// The candidate moves (in notation) to choose from, while there are any.
pub fn chooser(words: &Lexicon, choices: &[String], on_action: &Callback<Action>) -> Html {
    if choices.is_empty() {
        return html! {};
    }
    let buttons = choices.iter().enumerate().map(|(i, text)| {
        let onclick = on_action.reform(move |_: MouseEvent| Action::Choose(i));
        html! { <button class="choice" {onclick}>{ text }</button> }
    });
    let cancel = on_action.reform(|_: MouseEvent| Action::CancelChoice);
    html! {
        <div class="chooser" data-testid="chooser" role="group" aria-label={words.get("play.choose-a-move")}>
            <span>{ words.get("play.choose-the-move") }</span>
            { for buttons }
            <button class="cancel" onclick={cancel}>{ words.get("play.cancel") }</button>
        </div>
    }
}

/// One read-only link field that selects itself when focused, for copying.
fn link_field(id: &'static str, label: String, link: &str) -> Html {
    html! {
        <>
            <label for={id}>{ label }</label>
            <input id={id} data-testid={id} readonly=true value={link.to_string()}
                onfocus={Callback::from(|e: FocusEvent| {
                    if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() { input.select(); }
                })} />
        </>
    }
}

/// The two links: the position shown (copied if the browser allows), and the whole game.
pub fn share_box(words: &Lexicon, links: Option<&ShareLinks>) -> Html {
    let Some(links) = links else {
        return html! {};
    };
    html! {
        <div class="share-box">
            { link_field("share-link", words.get("play.share-position"), &links.position) }
            { link_field("share-game-link", words.get("play.share-whole-game"), &links.whole_game) }
        </div>
    }
}
