//! The new game's clock: none, one of the usual time controls, or the players' own, typed as
//! players write it: minutes and the seconds a move earns (`10+5`), each side's minutes for time
//! odds (`10/5+5`: the first side's, then the second's), a `d` for a delay rather than an
//! increment (`5+3d`).

use yew::prelude::*;

use crate::rules::game_clock::{TimeControl, PRESETS};
use crate::ui::words::i18n::Lexicon;

/// What the form's clock fields hold.
#[derive(Clone, Debug, PartialEq)]
pub struct ClockChoice {
    /// The chosen line of the list: `none`, a preset (`180+2`, in seconds) or `custom`.
    pub picked: String,
    /// The custom clock as typed, in minutes (`10+5`, `10/5+5`, `5+3d`).
    pub typed: String,
}

/// The typed custom clock (minutes) as a time control (seconds); none when it does not read.
fn custom(typed: &str) -> Option<TimeControl> {
    let (minutes, bonus) = typed.trim().split_once('+')?;
    let seconds = |m: &str| {
        m.trim()
            .parse::<u32>()
            .ok()
            .filter(|m| *m <= 600)
            .map(|m| m * 60)
    };
    let times = match minutes.split_once('/') {
        Some((a, b)) => format!("{}/{}", seconds(a)?, seconds(b)?),
        None => seconds(minutes)?.to_string(),
    };
    format!("{times}+{}", bonus.trim()).parse().ok()
}

impl ClockChoice {
    /// The form's start: the clock of the game shown where it is a preset, "your own time"
    /// where it is not (the typed field starts at 10+5 again), else no clock.
    pub fn from_control(control: Option<TimeControl>) -> ClockChoice {
        let picked = control.map_or("none".to_string(), |c| {
            let text = c.to_string();
            let preset = PRESETS
                .iter()
                .any(|&(s, b)| TimeControl::even(s, b).to_string() == text);
            if preset {
                text
            } else {
                "custom".to_string()
            }
        });
        ClockChoice {
            picked,
            typed: "10+5".to_string(),
        }
    }

    /// The time control chosen, if any (a custom one that does not read is none).
    pub fn control(&self) -> Option<TimeControl> {
        match self.picked.as_str() {
            "none" => None,
            "custom" => custom(&self.typed),
            preset => preset.parse().ok(),
        }
    }

    /// A custom clock is chosen but what was typed does not read.
    pub fn unreadable(&self) -> bool {
        self.picked == "custom" && custom(&self.typed).is_none()
    }
}

/// The clock's fields of the new game form.
pub fn clock_fields(words: &Lexicon, choice: &UseStateHandle<ClockChoice>) -> Html {
    let onchange = {
        let choice = choice.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            choice.set(ClockChoice {
                picked: select.value(),
                ..(*choice).clone()
            });
        })
    };
    let oninput = {
        let choice = choice.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            choice.set(ClockChoice {
                typed: input.value(),
                ..(*choice).clone()
            });
        })
    };
    let lines = ["none".to_string()]
        .into_iter()
        .chain(
            PRESETS
                .iter()
                .map(|&(s, b)| TimeControl::even(s, b).to_string()),
        )
        .chain(["custom".to_string()]);
    let label = |line: &str| match line {
        "none" => words.get("play.clock-none"),
        "custom" => words.get("play.clock-custom"),
        // 180+2 reads 3+2: minutes and seconds, as players write it.
        preset => preset.split_once('+').map_or(String::new(), |(s, b)| {
            format!("{}+{b}", s.parse::<u32>().unwrap_or(0) / 60)
        }),
    };
    html! {
        <>
            <label class="option">
                { format!("{} ", words.get("play.clock")) }
                <select class="time-control" data-testid="option-clock" {onchange}>
                    { for lines.map(|line| html! {
                        <option value={line.clone()} selected={line == choice.picked}>{ label(&line) }</option>
                    }) }
                </select>
            </label>
            if choice.picked == "custom" {
                <label class="option">
                    { format!("{} ", words.get("play.clock-own")) }
                    <input class="time-control" data-testid="clock-custom" value={choice.typed.clone()} {oninput}
                        aria-invalid={choice.unreadable().to_string()} />
                </label>
                <p class="hint">{ words.get("play.clock-own-hint") }</p>
            }
        </>
    }
}
