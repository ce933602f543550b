//! The play page's computer player: the hook that asks the worker when the computer is to move
//! (and cancels when the position changes first, or the page is left), the "thinking" line, the
//! Hint button, and the hint's marks on the board.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::ai_client::AiClient;
use super::session::{Action, Notice, Session};
use crate::ai::LEVEL_NAMES;
use crate::persist::ThinkPurpose;
use crate::rules::{Cell, Gesture};

/// Starts the worker's search whenever the computer is to move; a new position, an undo, a new
/// game, new seats or leaving the page cancels the search in progress. Returns the client, for
/// hints.
#[hook]
pub fn use_computer_player(session: &UseReducerHandle<Session>) -> AiClient {
    let client = {
        let (answers, errors) = (session.dispatcher(), session.dispatcher());
        (*use_memo((), move |_| {
            AiClient::new(
                Callback::from(move |answer| answers.dispatch(Action::Engine(answer))),
                Callback::from(move |why: String| {
                    errors.dispatch(Action::Notify(Notice::error(why)))
                }),
            )
        }))
        .clone()
    };
    {
        let client = client.clone();
        use_effect_with((), move |_| move || client.shut_down());
    }
    let turn = session.computer_turn();
    let request = turn
        .as_ref()
        .and_then(|_| session.think_request(ThinkPurpose::Move));
    {
        let client = client.clone();
        use_effect_with(turn, move |turn| {
            if let (Some(turn), Some(request)) = (turn, request) {
                client.ask(request, turn.ply, turn.code.clone());
            }
            move || client.cancel()
        });
    }
    client
}

#[derive(Properties, PartialEq)]
pub struct ThinkingProps {
    /// The thinking computer's level, while it is its turn.
    pub level: Option<u8>,
}

/// "The computer is thinking (level 3, Casual)…", while it is.
#[component(Thinking)]
pub fn thinking(props: &ThinkingProps) -> Html {
    let Some(level) = props.level else {
        return html! {};
    };
    let name = LEVEL_NAMES
        .get(usize::from(level).wrapping_sub(1))
        .copied()
        .unwrap_or("");
    html! {
        <p class="thinking" data-testid="thinking" role="status">
            <span class="spinner" aria-hidden="true"></span>
            { format!("The computer is thinking (level {level}, {name})…") }
        </p>
    }
}

#[derive(Properties, PartialEq)]
pub struct HintButtonProps {
    pub enabled: bool,
    pub on_hint: Callback<()>,
}

#[component(HintButton)]
pub fn hint_button(props: &HintButtonProps) -> Html {
    html! {
        <button class="hint-button" data-testid="hint" disabled={!props.enabled}
            title="Shows the computer's suggestion on the board" onclick={props.on_hint.reform(|_| ())}>
            { "Hint" }
        </button>
    }
}

/// The cells a hint marks: where the suggested move starts, passes and ends.
fn hint_cells(hint: &Gesture) -> Vec<Cell> {
    hint.from
        .into_iter()
        .chain(hint.via.iter().copied())
        .chain(hint.to)
        .collect()
}

/// Marks the hint's cells on the board with the class "hint" after each render. Every game's
/// renderer tags its cells with `data-cell`, so the marks need no change in the renderers.
#[hook]
pub fn use_hint_marks(hint: Option<Gesture>) {
    use_effect(move || {
        mark_hint(hint.as_ref());
    });
}

fn mark_hint(hint: Option<&Gesture>) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let marked = document.query_selector_all(".board-wrap .hint").ok()?;
    for i in 0..marked.length() {
        if let Some(element) = marked
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        {
            let _ = element.class_list().remove_1("hint");
        }
    }
    for cell in hint.map(hint_cells).unwrap_or_default() {
        let selector = format!(".board-wrap .cell[data-cell=\"{}\"]", cell.0);
        if let Ok(Some(element)) = document.query_selector(&selector) {
            let _ = element.class_list().add_1("hint");
        }
    }
    Some(())
}
