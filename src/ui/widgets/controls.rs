//! The buttons under the board: history, new game, flip, draw offers, resign, share; and the
//! resignation's confirmation. A function the page calls, not a component: it keeps no state,
//! and each component adds its own copy of Yew's code for components to the wasm.

use yew::prelude::*;

use crate::ui::session::Action;
use crate::ui::words::i18n::Lexicon;

/// What the buttons show and do.
pub struct ControlsProps {
    pub can_undo: bool,
    pub can_redo: bool,
    pub playing: bool,
    /// The game can end in a draw by agreement (not backgammon, not Ludo).
    pub draws: bool,
    /// A draw can be offered now (a person is to move; no offer stands).
    pub can_offer_draw: bool,
    /// Name of the side that offered a draw, while the offer stands for a person to answer.
    pub draw_offer_from: Option<String>,
    /// While Resign waits for confirmation: the labels of the game's side moves (backgammon's
    /// resignation levels, leaving a Ludo race), empty where resigning simply ends the game.
    pub resigning: Option<Vec<String>>,
    pub on_action: Callback<Action>,
    pub on_new_game: Callback<()>,
    pub on_share: Callback<()>,
}

fn button(
    id: &'static str,
    label: impl Into<Html>,
    enabled: bool,
    onclick: Callback<MouseEvent>,
) -> Html {
    let label = label.into();
    html! { <button data-testid={id} disabled={!enabled} {onclick}>{ label }</button> }
}

/// A label with an arrow that only decorates it (a screen reader reads the word alone).
fn arrowed(before: &'static str, label: String, after: &'static str) -> Html {
    html! {
        <>
            if !before.is_empty() { <span class="arrow" aria-hidden="true">{ before }</span> }
            { label }
            if !after.is_empty() { <span class="arrow" aria-hidden="true">{ after }</span> }
        </>
    }
}

pub fn controls(words: &Lexicon, props: &ControlsProps) -> Html {
    let act = |make: fn() -> Action| props.on_action.reform(move |_: MouseEvent| make());
    let offer = match &props.draw_offer_from {
        Some(side) => html! {
            <div class="draw-offer" role="group">
                <span>{ words.fill("play.draw-offered", &[("side", side)]) }</span>
                { button("accept-draw", words.get("play.accept-draw"), true, act(|| Action::AcceptDraw)) }
                { button("decline-draw", words.get("play.decline-draw"), true, act(|| Action::DeclineDraw)) }
            </div>
        },
        None if props.draws => button(
            "offer-draw",
            words.get("play.offer-draw"),
            props.can_offer_draw,
            act(|| Action::OfferDraw),
        ),
        None => html! {},
    };
    let confirm = props
        .resigning
        .as_ref()
        .map(|sides| resign_confirm(words, sides, &props.on_action));
    html! {
        <>
            <div class="controls">
                { button("undo", arrowed("◀ ", words.get("play.undo"), ""), props.can_undo, act(|| Action::Undo)) }
                { button("redo", arrowed("", words.get("play.redo"), " ▶"), props.can_redo, act(|| Action::Redo)) }
                { button("flip", words.get("play.flip"), true, act(|| Action::Flip)) }
                { button("new-game", words.get("play.new-game"), true, props.on_new_game.reform(|_| ())) }
                { offer }
                { button("resign", words.get("play.resign"), props.playing && props.resigning.is_none(), act(|| Action::Resign)) }
                { button("share", words.get("play.share"), true, props.on_share.reform(|_| ())) }
            </div>
            { for confirm }
        </>
    }
}

/// The confirmation Resign opens: one button per side move, or one that resigns; and Cancel.
fn resign_confirm(words: &Lexicon, sides: &[String], on_action: &Callback<Action>) -> Html {
    let choices = if sides.is_empty() {
        let onclick = on_action.reform(|_: MouseEvent| Action::ConfirmResign);
        html! { <button class="danger" data-testid="confirm-resign" {onclick}>{ words.get("play.resign") }</button> }
    } else {
        sides
            .iter()
            .enumerate()
            .map(|(i, label)| {
                let onclick = on_action.reform(move |_: MouseEvent| Action::Side(i));
                html! { <button class="danger side-move" {onclick}>{ label }</button> }
            })
            .collect::<Html>()
    };
    let cancel = on_action.reform(|_: MouseEvent| Action::CancelResign);
    html! {
        <div class="resign-confirm" data-testid="resign-confirm" role="group" aria-label={words.get("play.confirm-resignation")}>
            <span>{ words.get(if sides.is_empty() { "play.resign-this-game" } else { "play.resign-how" }) }</span>
            { choices }
            <button data-testid="cancel-resign" onclick={cancel}>{ words.get("play.cancel") }</button>
        </div>
    }
}
