//! The options form for a new game: the rule options of [`crate::ui::widgets::option_fields`] (draw rules,
//! match length, Ludo's players...), the clock where the game takes one, and a button that
//! starts a new game with them.

use yew::prelude::*;

use crate::games::handicap::Handicap;
use crate::games::AnyOptions;
use crate::rules::game_clock::TimeControl;
use crate::ui::settings::use_words;
use crate::ui::widgets::clock_choice::{clock_fields, ClockChoice};
use crate::ui::widgets::option_fields::{
    chosen_handicap, fields, handicap_field, problem, set_field, FieldKind,
};

/// What the form starts a game with.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    pub options: AnyOptions,
    pub clock: Option<TimeControl>,
    pub handicap: Option<Handicap>,
}

#[derive(Properties, PartialEq)]
pub struct GameSetupProps {
    /// The options of the game in progress (the form starts from them).
    pub current: AnyOptions,
    /// The clock of the game in progress, if it has one.
    pub clock: Option<TimeControl>,
    /// Whether a clock may be chosen (not in a game with a friend on another device).
    pub clocks: bool,
    pub on_start: Callback<NewGame>,
}

#[component(GameSetup)]
pub fn game_setup(props: &GameSetupProps) -> Html {
    let words = use_words();
    let chosen = use_state(|| props.current.clone());
    let clock = {
        let current = props.clock;
        use_state(move || ClockChoice::from_control(current))
    };
    // The handicap's place in its choice (0: none), kept apart from the rule options.
    let handicap = use_state(|| 0u8);
    let handicap_choice = handicap_field(&words, &chosen, *handicap);
    let controls = fields(&words, &chosen).into_iter().chain(handicap_choice).map(|field| {
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
                    let (chosen, handicap) = (chosen.clone(), handicap.clone());
                    Callback::from(move |event: Event| {
                        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
                        match select.value().parse() {
                            Ok(picked) if key == "handicap" => handicap.set(picked),
                            Ok(picked) => chosen.set(set_field(&chosen, key, picked)),
                            Err(_) => {}
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
    let timed = props.clocks && chosen.kind().takes_clock();
    let trouble = problem(&words, &chosen)
        .or_else(|| (timed && clock.unreadable()).then(|| words.get("play.clock-own-hint")));
    let onclick = {
        let (chosen, on_start, clock) = (chosen.clone(), props.on_start.clone(), clock.clone());
        let handicap = handicap.clone();
        Callback::from(move |_: MouseEvent| {
            on_start.emit(NewGame {
                options: (*chosen).clone(),
                clock: clock.control().filter(|_| timed),
                handicap: chosen_handicap(&chosen, *handicap),
            })
        })
    };
    let title = match *chosen {
        // Not "Players": that is who plays each seat (a person or the computer).
        AnyOptions::Ludo(_) => "play.setup-colours",
        _ => "play.setup-options",
    };
    html! {
        <details class="game-setup">
            <summary>{ words.get(title) }</summary>
            <div class="options">
                { for controls }
                if timed {
                    { clock_fields(&words, &clock) }
                }
            </div>
            <button data-testid="setup-start" disabled={trouble.is_some()} {onclick}>{ words.get("play.setup-start") }</button>
            if let Some(text) = trouble {
                <p class="hint">{ text }</p>
            }
        </details>
    }
}
