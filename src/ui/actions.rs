//! Buttons for the moves that have no place on the board: rolling the dice, offering, taking or
//! passing the cube, confirming a turn, starting the next game of a match.

use yew::prelude::*;

use super::session::Action;

#[derive(Properties, PartialEq)]
pub struct ActionsProps {
    /// Each action move's label (its notation), in the order of `Session::actions`.
    pub labels: Vec<String>,
    pub on_action: Callback<Action>,
}

/// A stable test id from a label: "Next game" -> "action-next-game".
fn test_id(label: &str) -> String {
    let slug: String = label
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    format!("action-{slug}")
}

#[component(Actions)]
pub fn actions(props: &ActionsProps) -> Html {
    if props.labels.is_empty() {
        return html! {};
    }
    let buttons = props.labels.iter().enumerate().map(|(i, label)| {
        let onclick = props.on_action.reform(move |_: MouseEvent| Action::Act(i));
        html! { <button class="action" data-testid={test_id(label)} {onclick}>{ label }</button> }
    });
    html! { <div class="actions" role="group" aria-label="Actions">{ for buttons }</div> }
}
