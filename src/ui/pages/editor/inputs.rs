//! Small labelled form controls for the editor's fields, each reporting its new value.

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// A labelled select of (value, text) options.
pub fn select_box(
    id: &str,
    label: &str,
    options: &[(String, String)],
    current: &str,
    on_change: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |event: Event| {
        if let Some(select) = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        {
            on_change.emit(select.value());
        }
    });
    html! {
        <label class="editor-field">{ label }{ " " }
            <select data-testid={id.to_string()} {onchange}>
                { for options.iter().map(|(value, text)| html! {
                    <option value={value.clone()} selected={value == current}>{ text }</option>
                }) }
            </select>
        </label>
    }
}

/// A labelled check box.
pub fn check_box(id: &str, label: &str, on: bool, on_change: Callback<bool>) -> Html {
    let onchange = Callback::from(move |event: Event| {
        if let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        {
            on_change.emit(input.checked());
        }
    });
    html! {
        <label class="editor-field check">
            <input type="checkbox" data-testid={id.to_string()} checked={on} {onchange} />{ " " }{ label }
        </label>
    }
}

/// A labelled box for a whole number; text that is not one is ignored (the box shows the last
/// good value again).
pub fn number_box(id: &str, label: &str, value: u32, on_change: Callback<u32>) -> Html {
    let onchange = Callback::from(move |event: Event| {
        if let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        {
            if let Ok(number) = input.value().trim().parse::<u32>() {
                on_change.emit(number);
            }
        }
    });
    html! {
        <label class="editor-field">{ label }{ " " }
            <input type="number" min="0" data-testid={id.to_string()} value={value.to_string()} {onchange} />
        </label>
    }
}
