//! The play page's keyboard shortcuts: arrows through the history, F flips, R rolls (the dice,
//! or Ludo's die); never while the player types.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::session::{Action, Session};

/// Listens for the shortcuts on the whole document while the page is shown.
#[hook]
pub fn use_keyboard_shortcuts(session: &UseReducerHandle<Session>) {
    let dispatcher = session.dispatcher();
    use_effect_with((), move |_| {
        let listener = keyboard_shortcuts(dispatcher);
        move || drop(listener)
    });
}

/// Whether a key press is typing (in a text field, a list, an editable element) rather than a
/// shortcut: arrows in the share link undid moves, "f" in Import flipped the board (issue 11,
/// 2.2). Presses with Ctrl, Alt or Meta belong to the browser.
fn is_typing(key: &KeyboardEvent) -> bool {
    if key.ctrl_key() || key.alt_key() || key.meta_key() {
        return true;
    }
    let Some(target) = key
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    let editable = target
        .dyn_ref::<web_sys::HtmlElement>()
        .is_some_and(|element| element.is_content_editable());
    editable
        || matches!(
            target.tag_name().to_ascii_lowercase().as_str(),
            "input" | "textarea" | "select"
        )
}

/// The board shortcuts: arrows through the history, F flips, R throws the die.
fn keyboard_shortcuts(dispatcher: UseReducerDispatcher<Session>) -> Option<EventListener> {
    let document = web_sys::window()?.document()?;
    Some(EventListener::new(&document, "keydown", move |event| {
        let Some(key) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        if is_typing(key) {
            return;
        }
        let action = match key.key().as_str() {
            "ArrowLeft" => Action::Undo,
            "ArrowRight" => Action::Redo,
            "f" => Action::Flip,
            "r" => Action::Roll,
            _ => return,
        };
        dispatcher.dispatch(action);
    }))
}
