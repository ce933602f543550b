//! The backgammon extras: the match length (0 for a money game), the score, the cube's value
//! and owner, and whether this game is the Crawford game.

use yew::prelude::*;

use crate::games::setup::AnySetup;
use crate::rules::Seat;
use crate::ui::pages::editor::fields::{
    choice_field, flag_field, number_field, side_of, FieldsProps,
};
use crate::ui::words::i18n::Lexicon;

/// Applies an edit to the backgammon position inside.
fn on_bg<T>(
    edit: impl Fn(&mut crate::games::backgammon::setup::BackgammonSetup, T),
) -> impl Fn(&mut AnySetup, T) {
    move |setup, value| {
        if let AnySetup::Backgammon(s) = setup {
            edit(s, value);
        }
    }
}

pub(super) fn fields(words: &Lexicon, props: &FieldsProps) -> Html {
    let AnySetup::Backgammon(s) = &props.setup else {
        return html! {};
    };
    let values: Vec<(String, String)> = (0..=6)
        .map(|i| (1u32 << i).to_string())
        .map(|v| (v.clone(), v))
        .collect();
    let (white, black) = (side_of(words, props, 0), side_of(words, props, 1));
    let owners = vec![
        ("none".to_string(), words.get("editor.cube-middle")),
        ("0".to_string(), white.clone()),
        ("1".to_string(), black.clone()),
    ];
    let score = |side: &String| words.fill("editor.score", &[("side", side)]);
    let owner = s.cube_owner.map_or("none".to_string(), |o| o.0.to_string());
    html! { <>
        { number_field(props, "bg-length", &words.get("editor.match-length"), u32::from(s.options.match_length),
            on_bg(|s, v: u32| s.options.match_length = v.min(99) as u8)) }
        { number_field(props, "bg-score-white", &score(&white), s.score[0], on_bg(|s, v: u32| s.score[0] = v)) }
        { number_field(props, "bg-score-black", &score(&black), s.score[1], on_bg(|s, v: u32| s.score[1] = v)) }
        { choice_field(props, "bg-cube", &words.get("editor.cube"), &values, &s.cube_value.to_string(),
            on_bg(|s, v: String| s.cube_value = v.parse().unwrap_or(1))) }
        { choice_field(props, "bg-cube-owner", &words.get("editor.cube-owner"), &owners, &owner,
            on_bg(|s, v: String| s.cube_owner = v.parse().ok().map(Seat))) }
        { flag_field(props, "bg-crawford", &words.get("editor.crawford"), s.crawford_game,
            on_bg(|s, on: bool| s.crawford_game = on)) }
        <p class="editor-hint">{ words.get("editor.borne-off") }</p>
    </> }
}
