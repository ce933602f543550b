//! The side to move and each game's extras as form fields: castling and en passant for chess,
//! the match, score, cube and Crawford game for backgammon, the colours and the die for Ludo,
//! the castle moves made for Camelot.

use yew::prelude::*;

use crate::games::ludo::Colour;
use crate::games::setup::AnySetup;
use crate::rules::Seat;
use crate::ui::pages::editor::inputs::{check_box, number_box, select_box};
use crate::ui::pages::editor::pieces::{side_name, sides};
use crate::ui::words::i18n::Lexicon;

/// The position edited, and where an edit goes.
pub struct FieldsProps {
    pub setup: AnySetup,
    /// Called with the edited position.
    pub on_change: Callback<AnySetup>,
}

/// A callback that applies `edit` to a copy of the position and reports it.
fn editor<T: 'static>(
    props: &FieldsProps,
    edit: impl Fn(&mut AnySetup, T) + 'static,
) -> Callback<T> {
    let (setup, on_change) = (props.setup.clone(), props.on_change.clone());
    Callback::from(move |value: T| {
        let mut next = setup.clone();
        edit(&mut next, value);
        on_change.emit(next);
    })
}

/// The fields beside the board. A function the editor calls, not a component: it keeps no
/// state, and each component adds its own copy of Yew's code for components to the wasm.
pub fn setup_fields(words: &Lexicon, props: &FieldsProps) -> Html {
    let sides: Vec<(String, String)> = sides(words, &props.setup)
        .into_iter()
        .map(|(seat, name)| (seat.0.to_string(), name))
        .collect();
    let to_move = props.setup.to_move().0.to_string();
    let set_side = editor(props, |s, v: String| {
        s.set_to_move(Seat(v.parse().unwrap_or(0)))
    });
    html! {
        <fieldset class="editor-fields">
            <legend>{ words.get("editor.position") }</legend>
            { select_box("editor-to-move", &words.get("editor.to-move"), &sides, &to_move, set_side) }
            { extras(words, props) }
        </fieldset>
    }
}

/// The name of seat `seat`'s side (White is seat 0 in chess, backgammon and Camelot).
pub(super) fn side_of(words: &Lexicon, props: &FieldsProps, seat: usize) -> String {
    sides(words, &props.setup)
        .into_iter()
        .nth(seat)
        .map(|(_, name)| name)
        .unwrap_or_default()
}

fn extras(words: &Lexicon, props: &FieldsProps) -> Html {
    match &props.setup {
        AnySetup::Chess(s) => chess_fields(words, props, s.castling, s.en_passant),
        AnySetup::Backgammon(_) => backgammon_fields(words, props),
        AnySetup::Ludo(_) => ludo_fields(words, props),
        AnySetup::Camelot(s) => {
            let counts: Vec<(String, String)> =
                (0..=2).map(|n| (n.to_string(), n.to_string())).collect();
            let field = |side: usize, id: &str| {
                let set = editor(props, move |s, v: String| {
                    if let AnySetup::Camelot(c) = s {
                        c.castle_moves[side] = v.parse().unwrap_or(0);
                    }
                });
                let label = words.fill(
                    "editor.castle-moves",
                    &[("side", &side_of(words, props, side))],
                );
                select_box(id, &label, &counts, &s.castle_moves[side].to_string(), set)
            };
            html! { <>
                { field(0, "camelot-castle-white") }
                { field(1, "camelot-castle-black") }
            </> }
        }
        AnySetup::Draughts(_) => html! {},
    }
}

fn chess_fields(
    words: &Lexicon,
    props: &FieldsProps,
    castling: [bool; 4],
    en_passant: Option<u8>,
) -> Html {
    // The castling rights in FEN's order: White's king side and queen side, then Black's.
    let rights = [
        (0, "editor.castle-short"),
        (0, "editor.castle-long"),
        (1, "editor.castle-short"),
        (1, "editor.castle-long"),
    ]
    .map(|(seat, key)| words.fill(key, &[("side", &side_of(words, props, seat))]));
    let ids = ["castle-K", "castle-Q", "castle-k", "castle-q"];
    let boxes = (0..4).map(|i| {
        let set = editor(props, move |s, on: bool| {
            if let AnySetup::Chess(c) = s {
                c.castling[i] = on;
            }
        });
        check_box(ids[i], &rights[i], castling[i], set)
    });
    let mut files = vec![("-".to_string(), words.get("editor.en-passant-none"))];
    files.extend((0..8u8).map(|f| (f.to_string(), char::from(b'a' + f).to_string())));
    let set_file = editor(props, |s, v: String| {
        if let AnySetup::Chess(c) = s {
            c.en_passant = v.parse().ok();
        }
    });
    let current = en_passant.map_or("-".to_string(), |f| f.to_string());
    html! { <>
        <div class="castling">{ for boxes }</div>
        { select_box("en-passant", &words.get("editor.en-passant"), &files, &current, set_file) }
    </> }
}

fn ludo_fields(words: &Lexicon, props: &FieldsProps) -> Html {
    let AnySetup::Ludo(s) = &props.setup else {
        return html! {};
    };
    let colours = Colour::ALL.into_iter().map(|colour| {
        let set = editor(props, move |s, on: bool| {
            if let AnySetup::Ludo(l) = s {
                l.set_playing(colour, on);
            }
        });
        let id = format!("ludo-plays-{}", colour.letter());
        check_box(&id, &side_name(words, colour.name()), s.plays(colour), set)
    });
    let faces: Vec<(String, String)> = (1..=6).map(|n| (n.to_string(), n.to_string())).collect();
    let set_die = editor(props, |s, v: String| {
        if let AnySetup::Ludo(l) = s {
            l.die = v.parse().unwrap_or(1);
        }
    });
    let set_thrown = editor(props, |s, on: bool| {
        if let AnySetup::Ludo(l) = s {
            l.thrown = on;
        }
    });
    let set_start = editor(props, |s, on: bool| {
        if let AnySetup::Ludo(l) = s {
            l.start_throws = on;
        }
    });
    html! { <>
        <div class="ludo-colours" role="group" aria-labelledby="ludo-playing">
            <span id="ludo-playing">{ words.get("editor.playing") }</span>{ " " }{ for colours }
        </div>
        { check_box("ludo-start-throws", &words.get("editor.start-throws"), s.start_throws, set_start) }
        { select_box("ludo-die", &words.get("editor.die-shows"), &faces, &s.die.to_string(), set_die) }
        { check_box("ludo-thrown", &words.get("editor.thrown"), s.thrown, set_thrown) }
    </> }
}

/// For the backgammon fields, which live in their own file.
pub(super) fn number_field(
    props: &FieldsProps,
    id: &str,
    label: &str,
    value: u32,
    edit: impl Fn(&mut AnySetup, u32) + 'static,
) -> Html {
    number_box(id, label, value, editor(props, edit))
}

/// A select whose choice edits the position.
pub(super) fn choice_field(
    props: &FieldsProps,
    id: &str,
    label: &str,
    options: &[(String, String)],
    current: &str,
    edit: impl Fn(&mut AnySetup, String) + 'static,
) -> Html {
    select_box(id, label, options, current, editor(props, edit))
}

/// A check box that edits the position.
pub(super) fn flag_field(
    props: &FieldsProps,
    id: &str,
    label: &str,
    on: bool,
    edit: impl Fn(&mut AnySetup, bool) + 'static,
) -> Html {
    check_box(id, label, on, editor(props, edit))
}

/// The backgammon extras: the match length (0 for a money game), the score, the cube's value
/// and owner, and whether this game is the Crawford game.
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

fn backgammon_fields(words: &Lexicon, props: &FieldsProps) -> Html {
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
