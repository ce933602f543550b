//! Where the window is scrolled when the address changes. A page opened anew starts at its top: a
//! game opened from the home page used to keep the home page's offset, the top of the board off
//! the screen of a phone, and a rules page opened in the middle of its text. Going back or
//! forward returns to where the person was on that page.
//!
//! Each entry of the tab's history gets an id in its state the first time it is shown, and the
//! offsets are kept by that id while the page lives (a reload starts from the browser's own).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The id in the history entry's state, if the page gave it one.
fn entry_id() -> Option<u64> {
    let state = web_sys::window()?.history().ok()?.state().ok()?;
    state.as_f64().map(|id| id as u64)
}

/// Gives the history entry shown an id of its own (the address stays as it is).
fn mark_entry(id: u64) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state(&JsValue::from_f64(id as f64), "");
    }
}

fn scroll_y() -> f64 {
    web_sys::window()
        .and_then(|w| w.scroll_y().ok())
        .unwrap_or(0.0)
}

/// A new id, unlike any the tab's history holds: the time, then one more each time.
fn new_id(last: &mut u64) -> u64 {
    *last = (js_sys::Date::now() as u64).max(*last + 1);
    *last
}

/// Keeps each page's offset; scrolls to it (or to the top) after the address changes to `hash`.
#[hook]
pub fn use_scroll_per_page(hash: &str) {
    let offsets: Rc<RefCell<HashMap<u64, f64>>> = use_mut_ref(HashMap::new);
    let last_id = use_mut_ref(|| 0u64);
    // The entry whose page is drawn. Going back, the history's entry changes before its page is
    // drawn, and the browser may scroll the old, shorter page meanwhile: that offset must not
    // be kept as the entry's.
    let shown: Rc<RefCell<Option<u64>>> = use_mut_ref(|| None);
    {
        let (offsets, shown) = (offsets.clone(), shown.clone());
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "scroll", move |_| {
                    let drawn = *shown.borrow();
                    if let Some(id) = entry_id().filter(|id| Some(*id) == drawn) {
                        offsets.borrow_mut().insert(id, scroll_y());
                    }
                })
            });
            move || drop(listener)
        });
    }
    let first = use_mut_ref(|| true);
    use_effect_with(hash.to_string(), move |_| {
        // The first page shown keeps whatever offset the browser gave it (a reload).
        let first = std::mem::replace(&mut *first.borrow_mut(), false);
        let saved = entry_id().and_then(|id| offsets.borrow().get(&id).copied());
        if entry_id().is_none() {
            mark_entry(new_id(&mut last_id.borrow_mut()));
        }
        *shown.borrow_mut() = entry_id();
        if !first {
            if let Some(window) = web_sys::window() {
                window.scroll_to_with_x_and_y(0.0, saved.unwrap_or(0.0));
            }
        }
    });
}
