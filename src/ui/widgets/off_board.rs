//! Buttons for the moves that have no place on the board: rolling the dice, offering, taking or
//! passing the cube, confirming a turn, starting the next game of a match.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::session::Action;
use crate::ui::words::i18n::Lexicon;

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

/// Gives the keyboard to the board (its one tab stop).
fn focus_board() {
    let board = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector("[data-testid=\"board-keys\"]")
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(board) = board {
        let _ = board.focus();
    }
}

/// The buttons: each off-board move's notation (its test id is made from it) and its label in
/// the page's language, in the order of `Session::off_board_moves`. A function the page calls,
/// not a component: it keeps no state, and each component adds its own copy of Yew's code for
/// components to the wasm.
pub fn off_board_moves(
    words: &Lexicon,
    buttons: &[(String, String)],
    on_action: &Callback<Action>,
) -> Html {
    if buttons.is_empty() {
        return html! {};
    }
    let buttons = buttons.iter().enumerate().map(|(i, (notation, label))| {
        let on_action = on_action.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            // The button goes once its move is played: the keyboard goes back to the board
            // rather than falling to the page's start (dozens of Tabs from the board).
            focus_board();
            on_action.emit(Action::PlayOffBoard(i));
        });
        html! { <button class="action" data-testid={test_id(notation)} {onclick}>{ label }</button> }
    });
    html! { <div class="actions" role="group" aria-label={words.get("play.actions")}>{ for buttons }</div> }
}
