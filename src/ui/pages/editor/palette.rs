//! The pieces to place, and the eraser: one button each, the chosen one pressed. A piece's
//! button shows it as the board draws it, its name kept for screen readers and as its tooltip.

use yew::prelude::*;

use crate::games::camelot::Piece as CamelotPiece;
use crate::games::setup::{AnySetup, Token};
use crate::rules::Seat;
use crate::ui::boards::camelot::piece_drawing;
use crate::ui::boards::chess::pieces::piece_picture;
use crate::ui::boards::draughts::man_drawing;
use crate::ui::boards::ludo::layout::colour_class;
use crate::ui::pages::editor::pieces::token_name;
use crate::ui::words::i18n::Lexicon;

/// What the palette offers and reports.
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
        Token::Camelot { seat, piece } => {
            let piece = match piece {
                CamelotPiece::Man => "man",
                CamelotPiece::Knight => "knight",
            };
            format!("{piece}-{}", seat.0)
        }
    }
}

/// A piece alone in a small picture, drawn and coloured as on its board (the board's CSS reaches
/// it through the game's class); hidden from screen readers, which read the button's name.
fn picture(setup: &AnySetup, token: Token) -> Html {
    let white = |seat: Seat| {
        setup
            .sides()
            .into_iter()
            .any(|(side, name)| side == seat && name == "White")
    };
    // A checker and a Ludo piece are plain discs of the board's size: (r, the box's half).
    let disc = |r: i32, half: i32| {
        let c = half.to_string();
        html! { <circle cx={c.clone()} cy={c} r={r.to_string()} /> }
    };
    let (game, view_box, side, drawing) = match token {
        Token::Chess { seat, role } => return piece_picture(role, white(seat)),
        Token::Draughts { seat, king } => (
            "draughts",
            "0 0 100 100",
            classes!(if white(seat) {
                "light-piece"
            } else {
                "dark-piece"
            }),
            man_drawing(king, 50, 50),
        ),
        Token::Checker(seat) => (
            "backgammon",
            "0 0 60 60",
            classes!("checker", if white(seat) { "white" } else { "black" }),
            disc(28, 30),
        ),
        Token::Ludo(colour) => (
            "ludo",
            "0 0 46 46",
            classes!("ludo-piece", colour_class(colour)),
            disc(21, 23),
        ),
        Token::Camelot { seat, piece } => (
            "camelot",
            "0 0 50 50",
            classes!(if white(seat) {
                "white-piece"
            } else {
                "black-piece"
            }),
            piece_drawing(piece == CamelotPiece::Knight, 25, 25),
        ),
    };
    html! {
        <svg class={classes!("piece-picture", game)} viewBox={view_box} aria-hidden="true">
            <g class={side}>{ drawing }</g>
        </svg>
    }
}

/// The pieces to place, and the eraser. A function the editor calls, not a component: it keeps
/// no state, and each component adds its own copy of Yew's code for components to the wasm.
pub fn palette(words: &Lexicon, props: &PaletteProps) -> Html {
    let button = |token: Option<Token>| {
        let on_choose = props.on_choose.clone();
        let (id, name, drawn) = match token {
            Some(token) => (
                token_id(token),
                token_name(words, &props.setup, token),
                Some(picture(&props.setup, token)),
            ),
            None => ("eraser".to_string(), words.get("editor.eraser"), None),
        };
        let pictured = drawn.is_some();
        html! {
            <button class={classes!("palette-piece", (props.chosen == token).then_some("chosen"))}
                    data-testid={format!("palette-{id}")} aria-pressed={(props.chosen == token).to_string()}
                    title={pictured.then(|| name.clone())}
                    onclick={Callback::from(move |_| on_choose.emit(token))}>
                { for drawn }
                <span class={classes!(pictured.then_some("visually-hidden"))}>{ name }</span>
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
