//! The dice and the doubling cube on the backgammon board, each named for screen readers with
//! what the drawing shows ("Dice: 5 and 3, still to play: 3"; "Doubling cube: 2, White owns it").

use yew::prelude::*;

use crate::games::backgammon::Backgammon;
use crate::rules::Seat;
use crate::ui::boards::backgammon::names::{cube_label, dice_label};
use crate::ui::boards::geometry::backgammon::{BAR_X, BOTTOM, TOP};
use crate::ui::words::i18n::Lexicon;

const WHITE: Seat = Seat(0);

fn die(value: u8, x: i32, y: i32, used: bool) -> Html {
    let pips: &[(i32, i32)] = match value {
        1 => &[(0, 0)],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), (0, 0), (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        _ => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    };
    html! {
        <g class={classes!("die", used.then_some("used"))} data-die={value.to_string()}>
            <rect x={(x - 25).to_string()} y={(y - 25).to_string()} width="50" height="50" rx="8" />
            { for pips.iter().map(|(dx, dy)| html! { <circle cx={(x + dx * 13).to_string()} cy={(y + dy * 13).to_string()} r="5" /> }) }
        </g>
    }
}

/// The dice rolled, a used one faded.
pub(crate) fn dice_html(words: &Lexicon, game: &Backgammon) -> Html {
    let (Some([a, b]), Some(label)) = (game.dice(), dice_label(words, game)) else {
        return html! {};
    };
    let left = game.dice_left();
    let doubles = a == b;
    let a_used = if doubles {
        left.is_empty()
    } else {
        !left.contains(&a)
    };
    let b_used = if doubles {
        left.len() < 2
    } else {
        !left.contains(&b)
    };
    html! {
        <g class="dice" role="img" aria-label={label} data-testid="dice">
            { die(a, 680, 380, a_used) }{ die(b, 740, 380, b_used) }
        </g>
    }
}

/// The cube: in the middle of the bar (showing 64) until someone owns it, then on the owner's
/// half of the bar, next to the middle. Not at the edge: the bar's checkers hang from the
/// edges, and a cube there hid the owner's first checker on the bar (a kept cube sits there
/// from the first roll). Only a fifth checker on the bar reaches where it stands now.
pub(crate) fn cube_html(words: &Lexicon, game: &Backgammon, flipped: bool) -> Html {
    let (value, owner) = game.cube();
    let near_white = owner == Some(WHITE);
    let middle = (TOP + BOTTOM) / 2;
    let y = match owner {
        None => middle,
        Some(_) if near_white != flipped => middle + 60,
        Some(_) => middle - 60,
    };
    let shown = if owner.is_none() && value == 1 {
        64
    } else {
        value
    };
    html! {
        <g class="cube" data-value={value.to_string()} data-owner={owner.map_or("none".to_string(), |s| s.0.to_string())}
            role="img" aria-label={cube_label(words, game)}>
            <rect x={(BAR_X + 15).to_string()} y={(y - 25).to_string()} width="50" height="50" rx="6" />
            <text x={(BAR_X + 40).to_string()} y={(y + 9).to_string()}>{ shown }</text>
        </g>
    }
}
