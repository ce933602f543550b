//! Small panels around the board: the notice bar, the chooser between moves that share a
//! start and end square, and the share box (this position, or the whole game).

use yew::prelude::*;

use crate::ui::session::{Action, Notice, ShareLinks};
use crate::ui::settings::use_words;

#[derive(Properties, PartialEq)]
pub struct NoticeBarProps {
    pub notice: Option<Notice>,
    pub on_action: Callback<Action>,
}

#[component(NoticeBar)]
pub fn notice_bar(props: &NoticeBarProps) -> Html {
    let words = use_words();
    let Some(notice) = &props.notice else {
        return html! {};
    };
    let dismiss = props.on_action.reform(|_: MouseEvent| Action::Dismiss);
    html! {
        <div class={classes!("notice", notice.is_error.then_some("error"))} data-testid="message" role="alert">
            <span>{ notice.message.html(&words) }</span>
            <button class="dismiss" aria-label={words.get("play.dismiss")} onclick={dismiss}>{ "×" }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ChooserProps {
    /// The candidate moves in notation.
    pub choices: Vec<String>,
    pub on_action: Callback<Action>,
}

#[component(Chooser)]
pub fn chooser(props: &ChooserProps) -> Html {
    let words = use_words();
    if props.choices.is_empty() {
        return html! {};
    }
    let buttons = props.choices.iter().enumerate().map(|(i, text)| {
        let onclick = props
            .on_action
            .reform(move |_: MouseEvent| Action::Choose(i));
        html! { <button class="choice" {onclick}>{ text }</button> }
    });
    let cancel = props.on_action.reform(|_: MouseEvent| Action::CancelChoice);
    html! {
        <div class="chooser" data-testid="chooser" role="group" aria-label={words.get("play.choose-a-move")}>
            <span>{ words.get("play.choose-the-move") }</span>
            { for buttons }
            <button class="cancel" onclick={cancel}>{ words.get("play.cancel") }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ShareBoxProps {
    pub links: Option<ShareLinks>,
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
#[component(ShareBox)]
pub fn share_box(props: &ShareBoxProps) -> Html {
    let words = use_words();
    let Some(links) = &props.links else {
        return html! {};
    };
    html! {
        <div class="share-box">
            { link_field("share-link", words.get("play.share-position"), &links.position) }
            { link_field("share-game-link", words.get("play.share-whole-game"), &links.whole_game) }
        </div>
    }
}
