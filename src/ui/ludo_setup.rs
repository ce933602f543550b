//! Choosing Ludo's players before a new game: two to four colours, seated clockwise.

use yew::prelude::*;

use crate::games::ludo::{Colour, LudoOptions};

#[derive(Properties, PartialEq)]
pub struct LudoSetupProps {
    /// The colours of the game in progress (the form starts from them).
    pub current: Vec<Colour>,
    pub on_start: Callback<LudoOptions>,
}

#[function_component(LudoSetup)]
pub fn ludo_setup(props: &LudoSetupProps) -> Html {
    let chosen = use_state(|| props.current.clone());
    let boxes = Colour::ALL.into_iter().map(|colour| {
        let checked = chosen.contains(&colour);
        let onchange = {
            let chosen = chosen.clone();
            Callback::from(move |_: Event| {
                let mut next: Vec<Colour> = (*chosen).clone();
                if next.contains(&colour) {
                    next.retain(|c| *c != colour);
                } else {
                    next.push(colour);
                }
                chosen.set(next);
            })
        };
        html! {
            <label class="ludo-colour">
                <input type="checkbox" data-testid={format!("ludo-{}", colour.name().to_lowercase())} {checked} {onchange} />
                { format!(" {}", colour.name()) }
            </label>
        }
    });
    let enough = chosen.len() >= 2;
    let onclick = {
        let (chosen, on_start) = (chosen.clone(), props.on_start.clone());
        Callback::from(move |_: MouseEvent| {
            let colours = Colour::ALL
                .into_iter()
                .filter(|c| chosen.contains(c))
                .collect();
            on_start.emit(LudoOptions { colours });
        })
    };
    html! {
        <details class="ludo-setup">
            <summary>{ "Players" }</summary>
            <div class="ludo-colours">{ for boxes }</div>
            <button data-testid="ludo-start" disabled={!enough} {onclick}>{ "New game with these players" }</button>
            if !enough {
                <p class="hint">{ "Choose two to four colours." }</p>
            }
        </details>
    }
}
