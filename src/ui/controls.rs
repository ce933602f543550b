//! The buttons under the board: history, new game, flip, draw offers, resign, share; and the
//! resignation's confirmation.

use yew::prelude::*;

use super::session::Action;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub can_undo: bool,
    pub can_redo: bool,
    pub playing: bool,
    /// The game can end in a draw by agreement (not backgammon, not Ludo).
    pub draws: bool,
    /// Name of the side that offered a draw, while the offer stands.
    pub draw_offer_from: Option<&'static str>,
    /// While Resign waits for confirmation: the labels of the game's side moves (backgammon's
    /// resignation levels, leaving a Ludo race), empty where resigning simply ends the game.
    pub resigning: Option<Vec<String>>,
    pub on_action: Callback<Action>,
    pub on_new_game: Callback<()>,
    pub on_share: Callback<()>,
}

fn button(
    id: &'static str,
    label: &'static str,
    enabled: bool,
    onclick: Callback<MouseEvent>,
) -> Html {
    html! { <button data-testid={id} disabled={!enabled} {onclick}>{ label }</button> }
}

#[component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let act = |make: fn() -> Action| props.on_action.reform(move |_: MouseEvent| make());
    let offer = match props.draw_offer_from {
        Some(side) => html! {
            <div class="draw-offer" role="group">
                <span>{ format!("{side} offers a draw.") }</span>
                { button("accept-draw", "Accept draw", true, act(|| Action::AcceptDraw)) }
                { button("decline-draw", "Decline", true, act(|| Action::DeclineDraw)) }
            </div>
        },
        None if props.draws => button(
            "offer-draw",
            "Offer draw",
            props.playing,
            act(|| Action::OfferDraw),
        ),
        None => html! {},
    };
    let confirm = props
        .resigning
        .as_ref()
        .map(|sides| resign_confirm(sides, &props.on_action));
    html! {
        <>
            <div class="controls">
                { button("undo", "◀ Undo", props.can_undo, act(|| Action::Undo)) }
                { button("redo", "Redo ▶", props.can_redo, act(|| Action::Redo)) }
                { button("flip", "Flip board", true, act(|| Action::Flip)) }
                { button("new-game", "New game", true, props.on_new_game.reform(|_| ())) }
                { offer }
                { button("resign", "Resign", props.playing && props.resigning.is_none(), act(|| Action::Resign)) }
                { button("share", "Share", true, props.on_share.reform(|_| ())) }
            </div>
            { for confirm }
        </>
    }
}

/// The confirmation Resign opens: one button per side move, or one that resigns; and Cancel.
fn resign_confirm(sides: &[String], on_action: &Callback<Action>) -> Html {
    let choices = if sides.is_empty() {
        let onclick = on_action.reform(|_: MouseEvent| Action::ConfirmResign);
        html! { <button class="danger" data-testid="confirm-resign" {onclick}>{ "Resign" }</button> }
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
        <div class="resign-confirm" data-testid="resign-confirm" role="group" aria-label="Confirm resignation">
            <span>{ if sides.is_empty() { "Resign this game?" } else { "Resign how?" } }</span>
            { choices }
            <button data-testid="cancel-resign" onclick={cancel}>{ "Cancel" }</button>
        </div>
    }
}
