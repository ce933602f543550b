//! The side to move and each game's extras as form fields: castling and en passant for chess,
//! the match, score, cube and Crawford game for backgammon, the colours and the die for Ludo,
//! the castle moves made for Camelot.

use yew::prelude::*;

use super::inputs::{check_box, number_box, select_box};
use crate::games::ludo::Colour;
use crate::games::setup::AnySetup;
use crate::rules::Seat;

#[derive(Properties, PartialEq)]
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

#[component(SetupFields)]
pub fn setup_fields(props: &FieldsProps) -> Html {
    let sides: Vec<(String, String)> = props
        .setup
        .sides()
        .into_iter()
        .map(|(seat, name)| (seat.0.to_string(), name))
        .collect();
    let to_move = props.setup.to_move().0.to_string();
    let set_side = editor(props, |s, v: String| {
        s.set_to_move(Seat(v.parse().unwrap_or(0)))
    });
    html! {
        <fieldset class="editor-fields">
            <legend>{ "Position" }</legend>
            { select_box("editor-to-move", "To move", &sides, &to_move, set_side) }
            { extras(props) }
        </fieldset>
    }
}

fn extras(props: &FieldsProps) -> Html {
    match &props.setup {
        AnySetup::Chess(s) => chess_fields(props, s.castling, s.en_passant),
        AnySetup::Backgammon(_) => super::backgammon_fields::fields(props),
        AnySetup::Ludo(_) => ludo_fields(props),
        AnySetup::Camelot(s) => {
            let counts: Vec<(String, String)> =
                (0..=2).map(|n| (n.to_string(), n.to_string())).collect();
            let field = |side: usize, id: &str, label: &str| {
                let set = editor(props, move |s, v: String| {
                    if let AnySetup::Camelot(c) = s {
                        c.castle_moves[side] = v.parse().unwrap_or(0);
                    }
                });
                select_box(id, label, &counts, &s.castle_moves[side].to_string(), set)
            };
            html! { <>
                { field(0, "camelot-castle-white", "Castle moves made by White") }
                { field(1, "camelot-castle-black", "Castle moves made by Black") }
            </> }
        }
        AnySetup::Draughts(_) => html! {},
    }
}

fn chess_fields(props: &FieldsProps, castling: [bool; 4], en_passant: Option<u8>) -> Html {
    let rights = ["White O-O", "White O-O-O", "Black O-O", "Black O-O-O"];
    let ids = ["castle-K", "castle-Q", "castle-k", "castle-q"];
    let boxes = (0..4).map(|i| {
        let set = editor(props, move |s, on: bool| {
            if let AnySetup::Chess(c) = s {
                c.castling[i] = on;
            }
        });
        check_box(ids[i], rights[i], castling[i], set)
    });
    let mut files = vec![("-".to_string(), "none".to_string())];
    files.extend((0..8u8).map(|f| (f.to_string(), char::from(b'a' + f).to_string())));
    let set_file = editor(props, |s, v: String| {
        if let AnySetup::Chess(c) = s {
            c.en_passant = v.parse().ok();
        }
    });
    let current = en_passant.map_or("-".to_string(), |f| f.to_string());
    html! { <>
        <div class="castling">{ for boxes }</div>
        { select_box("en-passant", "En passant file (a pawn has just advanced two squares)", &files, &current, set_file) }
    </> }
}

fn ludo_fields(props: &FieldsProps) -> Html {
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
        check_box(&id, colour.name(), s.plays(colour), set)
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
        <div class="ludo-colours">{ "Playing: " }{ for colours }</div>
        { check_box("ludo-start-throws", "Still to throw for who starts (all pieces in base)", s.start_throws, set_start) }
        { select_box("ludo-die", "The die shows", &faces, &s.die.to_string(), set_die) }
        { check_box("ludo-thrown", "Thrown: the player on turn moves with it (else throws next)", s.thrown, set_thrown) }
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
