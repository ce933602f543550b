//! The new game's clock: none, one of the usual time controls, or the players' own (each side's
//! minutes, for time odds, and the seconds each move earns, added or as a delay).

use yew::prelude::*;

use crate::games::AnyGame;
use crate::rules::game_clock::{Bonus, TimeControl, PRESETS};
use crate::rules::Seat;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::seat_name;

/// What the form's clock fields hold.
#[derive(Clone, Debug, PartialEq)]
pub struct ClockChoice {
    /// The chosen line of the list: `none`, a preset (`180+2`) or `custom`.
    pub picked: String,
    /// The custom clock: each side's minutes, the bonus seconds and how they are given.
    pub minutes: [u32; 2],
    pub bonus_seconds: u32,
    pub delay: bool,
}

impl ClockChoice {
    /// The form's start: the clock of the game shown, if it has one.
    pub fn from_control(control: Option<TimeControl>) -> ClockChoice {
        let picked = control.map_or("none".to_string(), |c| c.to_string());
        let preset = PRESETS
            .iter()
            .any(|&(s, b)| TimeControl::even(s, b).to_string() == picked);
        let custom = control.filter(|_| !preset);
        ClockChoice {
            picked: if custom.is_some() {
                "custom".to_string()
            } else {
                picked
            },
            minutes: custom.map_or([10, 10], |c| c.seconds.map(|s| (s / 60).max(1))),
            bonus_seconds: custom.map_or(5, |c| c.bonus_seconds),
            delay: custom.is_some_and(|c| c.bonus == Bonus::Delay),
        }
    }

    /// The time control chosen, if any.
    pub fn control(&self) -> Option<TimeControl> {
        match self.picked.as_str() {
            "none" => None,
            "custom" => Some(TimeControl {
                seconds: self.minutes.map(|m| m * 60),
                bonus_seconds: self.bonus_seconds,
                bonus: if self.delay {
                    Bonus::Delay
                } else {
                    Bonus::Increment
                },
            }),
            preset => preset.parse().ok(),
        }
    }
}

/// A whole number typed into a field, within `1..=most` (or from 0 where `zero` is allowed).
fn typed(event: &Event, zero: bool, most: u32) -> Option<u32> {
    let input: web_sys::HtmlInputElement = event.target_unchecked_into();
    let value: u32 = input.value().trim().parse().ok()?;
    (value <= most && (zero || value > 0)).then_some(value)
}

/// A number field of the custom clock; `set` writes the typed value into the choice.
fn number_field(
    label: String,
    testid: &'static str,
    value: u32,
    zero: bool,
    most: u32,
    choice: &UseStateHandle<ClockChoice>,
    set: fn(&mut ClockChoice, u32),
) -> Html {
    let choice = choice.clone();
    let onchange = Callback::from(move |event: Event| {
        if let Some(value) = typed(&event, zero, most) {
            let mut next = (*choice).clone();
            set(&mut next, value);
            choice.set(next);
        }
    });
    html! {
        <label class="option">
            { format!("{label} ") }
            <input type="number" inputmode="numeric" min={if zero { "0" } else { "1" }} max={most.to_string()}
                data-testid={testid} value={value.to_string()} {onchange} />
        </label>
    }
}

/// The clock's fields of the new game form.
pub fn clock_fields(words: &Lexicon, game: &AnyGame, choice: &UseStateHandle<ClockChoice>) -> Html {
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
    let custom = choice.picked == "custom";
    let minutes = |seat: Seat| {
        let side = seat_name(words, game, seat);
        let label = words.fill("play.clock-minutes", &[("side", &side)]);
        let testid = if seat.0 == 0 {
            "clock-minutes-0"
        } else {
            "clock-minutes-1"
        };
        let set: fn(&mut ClockChoice, u32) = if seat.0 == 0 {
            |c, v| c.minutes[0] = v
        } else {
            |c, v| c.minutes[1] = v
        };
        number_field(
            label,
            testid,
            choice.minutes[usize::from(seat.0)],
            false,
            600,
            choice,
            set,
        )
    };
    let on_bonus_kind = {
        let choice = choice.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            choice.set(ClockChoice {
                delay: select.value() == "delay",
                ..(*choice).clone()
            });
        })
    };
    let delay = choice.delay;
    html! {
        <>
            <label class="option">
                { format!("{} ", words.get("play.clock")) }
                <select data-testid="option-clock" {onchange}>
                    { for lines.map(|line| html! {
                        <option value={line.clone()} selected={line == choice.picked}>{ label(&line) }</option>
                    }) }
                </select>
            </label>
            if custom {
                { minutes(Seat(0)) }
                { minutes(Seat(1)) }
                { number_field(words.get("play.clock-bonus"), "clock-bonus", choice.bonus_seconds, true, 600, choice, |c, v| c.bonus_seconds = v) }
                <label class="option">
                    <select data-testid="clock-bonus-kind" aria-label={words.get("play.clock-bonus-kind")} onchange={on_bonus_kind}>
                        <option value="increment" selected={!delay}>{ words.get("play.clock-increment") }</option>
                        <option value="delay" selected={delay}>{ words.get("play.clock-delay") }</option>
                    </select>
                </label>
            }
        </>
    }
}
