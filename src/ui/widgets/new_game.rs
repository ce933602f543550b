//! The options form for a new game: the rule options of [`crate::ui::widgets::option_fields`] (draw rules,
//! match length, Ludo's players...) and a button that starts a new game with them.

use yew::prelude::*;

use crate::games::AnyOptions;
use crate::ui::settings::use_words;
use crate::ui::widgets::option_fields::{fields, problem, set_field, FieldKind};

#[derive(Properties, PartialEq)]
pub struct GameSetupProps {
    /// The options of the game in progress (the form starts from them).
    pub current: AnyOptions,
    pub on_start: Callback<AnyOptions>,
}

#[component(GameSetup)]
pub fn game_setup(props: &GameSetupProps) -> Html {
    let words = use_words();
    let chosen = use_state(|| props.current.clone());
    let controls = fields(&words, &chosen).into_iter().map(|field| {
        let key = field.key;
        let testid = format!("option-{key}");
        match field.kind {
            FieldKind::Switch(on) => {
                let onchange = {
                    let chosen = chosen.clone();
                    Callback::from(move |_: Event| chosen.set(set_field(&chosen, key, u8::from(!on))))
                };
                html! {
                    <label class="option">
                        <input type="checkbox" data-testid={testid} checked={on} {onchange} />
                        { format!(" {}", field.label) }
                    </label>
                }
            }
            FieldKind::Choice(value, choices) => {
                let onchange = {
                    let chosen = chosen.clone();
                    Callback::from(move |event: Event| {
                        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
                        if let Ok(picked) = select.value().parse() {
                            chosen.set(set_field(&chosen, key, picked));
                        }
                    })
                };
                html! {
                    <label class="option">
                        { format!("{} ", field.label) }
                        <select data-testid={testid} {onchange}>
                            { for choices.into_iter().map(|(v, label)| html! {
                                <option value={v.to_string()} selected={v == value}>{ label }</option>
                            }) }
                        </select>
                    </label>
                }
            }
        }
    });
    let trouble = problem(&words, &chosen);
    let onclick = {
        let (chosen, on_start) = (chosen.clone(), props.on_start.clone());
        Callback::from(move |_: MouseEvent| on_start.emit((*chosen).clone()))
    };
    let title = match *chosen {
        // Not "Players": that is who plays each seat (a person or the computer).
        AnyOptions::Ludo(_) => "play.setup-colours",
        _ => "play.setup-options",
    };
    html! {
        <details class="game-setup">
            <summary>{ words.get(title) }</summary>
            <div class="options">{ for controls }</div>
            <button data-testid="setup-start" disabled={trouble.is_some()} {onclick}>{ words.get("play.setup-start") }</button>
            if let Some(text) = trouble {
                <p class="hint">{ text }</p>
            }
        </details>
    }
}
