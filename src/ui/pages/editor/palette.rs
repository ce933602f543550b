//! The pieces to place, and the eraser: one button each, the chosen one pressed.

use yew::prelude::*;

use crate::games::setup::{AnySetup, Token};
use crate::ui::pages::editor::pieces::token_name;
use crate::ui::settings::use_words;

#[derive(Properties, PartialEq)]
pub struct PaletteProps {
    pub setup: AnySetup,
    /// The piece chosen; `None` is the eraser.
    pub chosen: Option<Token>,
    pub on_choose: Callback<Option<Token>>,
}

/// A short, stable name for a piece in test ids and classes ("chess-0-N", "checker-1").
pub fn token_id(token: Token) -> String {
    match token {
        Token::Chess { seat, role } => format!("chess-{}-{role}", seat.0),
        Token::Draughts { seat, king } => {
            format!("{}-{}", if king { "king" } else { "man" }, seat.0)
        }
        Token::Checker(seat) => format!("checker-{}", seat.0),
        Token::Ludo(colour) => format!("ludo-{}", colour.letter()),
        Token::Camelot { seat, piece } => format!("{piece:?}-{}", seat.0).to_lowercase(),
    }
}

#[component(Palette)]
pub fn palette(props: &PaletteProps) -> Html {
    let words = use_words();
    let button = |token: Option<Token>| {
        let on_choose = props.on_choose.clone();
        let (id, name) = match token {
            Some(token) => (token_id(token), token_name(&words, &props.setup, token)),
            None => ("eraser".to_string(), words.get("editor.eraser")),
        };
        html! {
            <button class={classes!("palette-piece", (props.chosen == token).then_some("chosen"))}
                    data-testid={format!("palette-{id}")} aria-pressed={(props.chosen == token).to_string()}
                    onclick={Callback::from(move |_| on_choose.emit(token))}>
                { name }
            </button>
        }
    };
    html! {
        <div class="editor-palette" role="group" aria-label={words.get("editor.pieces")}>
            { for props.setup.palette().into_iter().map(|t| button(Some(t))) }
            { button(None) }
        </div>
    }
}
