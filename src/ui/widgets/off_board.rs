//! Buttons for the moves that have no place on the board: rolling the dice, offering, taking or
//! passing the cube, confirming a turn, starting the next game of a match.

use yew::prelude::*;

use crate::ui::session::Action;
use crate::ui::settings::use_words;

#[derive(Properties, PartialEq)]
pub struct OffBoardMovesProps {
    /// Each action move's notation (its test id is made from it) and its label in the page's
    /// language, in the order of `Session::actions`.
    pub buttons: Vec<(String, String)>,
    pub on_action: Callback<Action>,
}

/// A stable test id from a move's notation, whatever the language: "Next game" ->
/// "action-next-game".
fn test_id(notation: &str) -> String {
    let slug: String = notation
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

#[component(OffBoardMoves)]
pub fn off_board_moves(props: &OffBoardMovesProps) -> Html {
    let words = use_words();
    if props.buttons.is_empty() {
        return html! {};
    }
    let buttons = props.buttons.iter().enumerate().map(|(i, (notation, label))| {
        let onclick = props.on_action.reform(move |_: MouseEvent| Action::PlayOffBoard(i));
        html! { <button class="action" data-testid={test_id(notation)} {onclick}>{ label }</button> }
    });
    html! { <div class="actions" role="group" aria-label={words.get("play.actions")}>{ for buttons }</div> }
}
