//! The buttons under the board: history, new game, flip, draw offers, resign, share.

use yew::prelude::*;

use super::session::Action;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub can_undo: bool,
    pub can_redo: bool,
    pub playing: bool,
    /// Name of the side that offered a draw, while the offer stands.
    pub draw_offer_from: Option<&'static str>,
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

#[function_component(Controls)]
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
        None => button(
            "offer-draw",
            "Offer draw",
            props.playing,
            act(|| Action::OfferDraw),
        ),
    };
    html! {
        <div class="controls">
            { button("undo", "◀ Undo", props.can_undo, act(|| Action::Undo)) }
            { button("redo", "Redo ▶", props.can_redo, act(|| Action::Redo)) }
            { button("flip", "Flip board", true, act(|| Action::Flip)) }
            { button("new-game", "New game", true, props.on_new_game.reform(|_| ())) }
            { offer }
            { button("resign", "Resign", props.playing, act(|| Action::Resign)) }
            { button("share", "Share", true, props.on_share.reform(|_| ())) }
        </div>
    }
}
