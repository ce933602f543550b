//! The play page's computer player: the hook that asks the worker when the computer is to move
//! or to answer a draw offer (and cancels when the position changes first, or the page is
//! left), the "thinking" line (also while the computer weighs a draw, throws or plays its
//! steps), the Hint button, the hint's line and its marks on the board.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::Cell;
use crate::ui::pages::play::worker_client::AiClient;
use crate::ui::session::{Action, Notice, Session};
use crate::ui::words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::phrase::Phrase;
use crate::worker::ThinkPurpose;

/// Starts the worker's search whenever the computer is to move, or is to answer a draw offered
/// to it; a new position, an undo, a new game, new seats or leaving the page cancels the search
/// in progress. Returns the client, for hints.
#[hook]
pub fn use_computer_player(session: &UseReducerHandle<Session>) -> AiClient {
    let client = {
        let (answers, errors) = (session.dispatcher(), session.dispatcher());
        (*use_memo((), move |_| {
            AiClient::new(
                Callback::from(move |answer| answers.dispatch(Action::Engine(answer))),
                Callback::from(move |why: Phrase| {
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
    {
        // Declared before the move's effect: its clean-up cancels the worker, and must not
        // cancel a move asked for in the same render (a person who offers and then moves).
        let client = client.clone();
        let question = session.draw_question();
        let request = question
            .as_ref()
            .and_then(|_| session.think_request(ThinkPurpose::DrawOffer));
        use_effect_with(question, move |question| {
            if let (Some(_), Some(request)) = (question, request) {
                client.ask(request);
            }
            move || client.cancel()
        });
    }
    let turn = session.computer_turn();
    let request = turn
        .as_ref()
        .and_then(|_| session.think_request(ThinkPurpose::Move));
    {
        let client = client.clone();
        use_effect_with(turn, move |turn| {
            if let (Some(_), Some(request)) = (turn, request) {
                client.ask(request);
            }
            move || client.cancel()
        });
    }
    client
}

/// What the computer is doing, while it is its turn: thinking, weighing a draw offered to it,
/// throwing the die for its seat, or playing the steps of its answer.
pub fn busy_line(words: &Lexicon, session: &Session) -> Option<String> {
    if let Some(question) = session.draw_question() {
        let name = words::level_name(words, question.level);
        return Some(words.fill(
            "play.computer-considers-draw",
            &[
                ("level", &words::level_number(question.level)),
                ("name", &name),
            ],
        ));
    }
    if let Some(turn) = session.computer_turn() {
        let name = words::level_name(words, turn.level);
        return Some(words.fill(
            "play.computer-thinking",
            &[("level", &words::level_number(turn.level)), ("name", &name)],
        ));
    }
    if let Some(queued) = session.queued_step() {
        let seat = session.seat_to_move()?;
        let side = words::seat_name(words, session.game(), seat);
        return Some(words.fill(
            "play.computer-plays",
            &[("side", &side), ("move", &queued.notation)],
        ));
    }
    session.computer_throw()?;
    let side = words::seat_name(words, session.game(), session.thrower()?);
    Some(words.fill("play.computer-throws", &[("side", &side)]))
}

/// "The computer is thinking (level 3, Casual)…", while it is: `line` is what the computer is
/// doing, while it is its turn (see [`busy_line`]). A function, not a component: it has no state
/// of its own, and each component adds its own copy of Yew's code for components to the wasm.
pub fn thinking(line: Option<String>) -> Html {
    let Some(line) = line else {
        return html! {};
    };
    html! {
        <p class="thinking" data-testid="thinking" role="status">
            <span class="spinner" aria-hidden="true"></span>
            { line }
        </p>
    }
}

/// The Hint button. A function, like [`thinking`].
pub fn hint_button(words: &Lexicon, enabled: bool, on_hint: &Callback<()>) -> Html {
    html! {
        <button class="hint-button" data-testid="hint" disabled={!enabled}
            title={words.get("play.hint-title")} onclick={on_hint.reform(|_| ())}>
            { words.get("play.hint") }
        </button>
    }
}

/// The hint in words, under the Hint button: "Hint: 24/18 13/11. Win 63.2% (...); no double".
/// `text` is the hint's line (its moves and the engine's reasons), while a hint is shown. A
/// function, like [`thinking`].
pub fn hint_advice(text: Option<String>) -> Html {
    match text {
        Some(text) => html! {
            <p class="hint-advice" data-testid="hint-advice" aria-live="polite">{ text }</p>
        },
        None => html! {},
    }
}

/// Marks the hint's cells on the board with the class "hint" after each render. Every game's
/// renderer tags its cells with `data-cell`, so the marks need no change in the renderers.
#[hook]
pub fn use_hint_marks(cells: Vec<Cell>) {
    use_effect(move || {
        mark_hint(&cells);
    });
}

fn mark_hint(cells: &[Cell]) -> Option<()> {
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
    for cell in cells {
        let selector = format!(".board-wrap .cell[data-cell=\"{}\"]", cell.0);
        if let Ok(Some(element)) = document.query_selector(&selector) {
            let _ = element.class_list().add_1("hint");
        }
    }
    Some(())
}
