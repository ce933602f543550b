//! "Players": for each seat of a game with an engine (two, or Ludo's two to four), a person or
//! the computer at a level. A change applies at once (the computer starts thinking if it is now its turn; a search for a
//! seat given back to a person is cancelled).

use yew::prelude::*;

use crate::ai::{FIRST_LEVEL, TOP_LEVEL};
use crate::games::AnyGame;
use crate::persist::{has_computer_player, Computers};
use crate::rules::{Game, Seat};

use crate::ui::settings::use_words;
use crate::ui::words;

#[derive(Properties, PartialEq)]
pub struct SeatChoiceProps {
    pub game: AnyGame,
    pub computers: Computers,
    pub on_change: Callback<Computers>,
}

#[component(SeatChoice)]
pub fn seat_choice(props: &SeatChoiceProps) -> Html {
    let words = use_words();
    // Open at first where the computer plays a seat; after that the panel is the person's to
    // open and close (it stayed open only while a computer seat was left, so giving the last one
    // back to a person closed it under their hand).
    let open_at_first = *use_memo((), {
        let playing = !props.computers.is_empty();
        move |_| playing
    });
    let kind = props.game.kind();
    if !has_computer_player(kind) {
        return html! {};
    }
    let players = props.game.num_players() as u8;
    let seats = (0..players).map(|seat| {
        let level = props.computers.level_of(seat);
        let onchange = {
            let (computers, on_change) = (props.computers.clone(), props.on_change.clone());
            Callback::from(move |event: Event| {
                let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
                let level = select.value().parse::<u8>().ok();
                on_change.emit(computers.clone().with_seat(seat, level));
            })
        };
        let levels = (FIRST_LEVEL..=TOP_LEVEL).map(|n| {
            let name = words::level_name(&words, n);
            html! {
                <option value={n.to_string()} selected={level == Some(n)}>
                    { words.fill("play.computer-level", &[("level", &words::level_number(n)), ("name", &name)]) }
                </option>
            }
        });
        // What the chosen level measured, under its choice: a player can tell the levels apart.
        let strength = level.and_then(|level| words::level_strength(&words, kind, level));
        html! {
            <>
                <label class="option seat">
                    { words::seat_name(&words, &props.game, Seat(seat)) }{ " " }
                    <select data-testid={format!("seat-{seat}")} {onchange}>
                        <option value="person" selected={level.is_none()}>{ words.get("play.person") }</option>
                        { for levels }
                    </select>
                </label>
                if let Some(strength) = strength {
                    <p class="hint" data-testid={format!("seat-{seat}-strength")}>{ strength }</p>
                }
            </>
        }
    });
    html! {
        <details class="game-setup seats" open={open_at_first}>
            <summary>{ words.get("play.players") }</summary>
            <div class="options">{ for seats }</div>
        </details>
    }
}
