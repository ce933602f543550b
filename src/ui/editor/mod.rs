//! The board editor: set up any position of any game, then play, share or export it.
//!
//! The position is an [`AnySetup`], which can hold positions the rules refuse; the line under
//! the board says whether the position is possible, or why not. A click on a cell places the
//! chosen piece; on a chess, draughts or Camelot square holding that same piece, or with the
//! eraser, or with the right button, it takes the piece off. On backgammon points and Ludo
//! fields each click adds one more, and the eraser or the right button takes one off.

mod actions;
mod backgammon_fields;
mod board;
mod chess_grid;
mod fields;
mod inputs;
mod palette;

use yew::prelude::*;

use self::actions::EditorActions;
use self::board::{CellClick, EditorBoard};
use self::fields::SetupFields;
use self::palette::Palette;
use crate::games::setup::{AnySetup, Token};
use crate::games::{AnyGame, GameKind};
use crate::rules::Game;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub kind: GameKind,
    /// The position to start from (the game's start when absent).
    pub code: Option<String>,
}

/// The position to open with, and a problem with the link's code if it could not be read.
fn opening(kind: GameKind, code: Option<&str>) -> (AnySetup, Option<String>) {
    let Some(code) = code else {
        return (AnySetup::start(kind), None);
    };
    match AnyGame::decode(code, &kind.default_options()) {
        Ok(game) => (AnySetup::from_game(&game), None),
        Err(error) => (
            AnySetup::start(kind),
            Some(format!(
                "The link's position could not be read ({}); showing the start instead.",
                error.message
            )),
        ),
    }
}

/// The position after a click, or why the piece cannot go there.
fn after_click(
    setup: &AnySetup,
    chosen: Option<Token>,
    click: CellClick,
) -> Result<AnySetup, String> {
    let mut next = setup.clone();
    let same_piece = !setup.stacks() && chosen.is_some() && setup.token_at(click.cell) == chosen;
    match chosen {
        Some(token) if !click.remove && !same_piece => next.place(click.cell, token)?,
        _ => {
            next.remove(click.cell, chosen);
        }
    }
    Ok(next)
}

#[component(EditorPage)]
pub fn editor_page(props: &EditorProps) -> Html {
    let start = use_memo((props.kind, props.code.clone()), |(kind, code)| {
        opening(*kind, code.as_deref())
    });
    let setup = use_state(|| start.0.clone());
    let chosen = use_state(|| setup.palette().first().copied());
    let note = use_state(|| start.1.clone());
    let on_click = {
        let (setup, chosen, note) = (setup.clone(), chosen.clone(), note.clone());
        Callback::from(
            move |click: CellClick| match after_click(&setup, *chosen, click) {
                Ok(next) => {
                    setup.set(next);
                    note.set(None);
                }
                Err(reason) => note.set(Some(reason)),
            },
        )
    };
    let on_change = {
        let setup = setup.clone();
        Callback::from(move |next: AnySetup| setup.set(next))
    };
    let on_choose = {
        let chosen = chosen.clone();
        Callback::from(move |token: Option<Token>| chosen.set(token))
    };
    let reset = |fresh: fn(&AnySetup) -> AnySetup| {
        let (setup, note) = (setup.clone(), note.clone());
        Callback::from(move |_: MouseEvent| {
            setup.set(fresh(&setup));
            note.set(None);
        })
    };
    let built = setup.build();
    let status = match &built {
        Ok(_) => "Possible position: ready to play.".to_string(),
        Err(error) => format!("Impossible position: {}.", error.message),
    };
    let kind = props.kind;
    html! {
        <main class="editor" data-game={kind.slug()}>
            <nav class="editor-nav"><a href="#/">{ "Home" }</a>{ " · " }<a href={format!("#/rules/{}", kind.slug())}>{ "Rules" }</a></nav>
            <h1>{ format!("Set up a position: {}", kind.title()) }</h1>
            <p class="editor-hint">{ hint(&setup) }</p>
            <Palette setup={(*setup).clone()} chosen={*chosen} {on_choose} />
            <EditorBoard setup={(*setup).clone()} {on_click} />
            if let Some(text) = &*note {
                <p class="editor-note" data-testid="editor-note" role="alert">{ text }</p>
            }
            <p class={classes!("editor-status", built.is_ok().then_some("possible"))} data-testid="editor-status" aria-live="polite">{ status }</p>
            <div class="editor-buttons">
                <button data-testid="editor-clear" onclick={reset(AnySetup::cleared)}>{ "Clear board" }</button>
                <button data-testid="editor-start" onclick={reset(|s| AnySetup::start(s.kind()))}>{ "Start position" }</button>
            </div>
            <SetupFields setup={(*setup).clone()} {on_change} />
            <EditorActions setup={(*setup).clone()} game={built.ok()} />
        </main>
    }
}

/// How clicks work on this game's board.
fn hint(setup: &AnySetup) -> &'static str {
    if setup.stacks() {
        "Choose a piece, then click a point or field to add one there; the right button (or the \
         eraser) takes one off."
    } else {
        "Choose a piece, then click a square to put it there; click it again, use the right \
         button or the eraser to take it off."
    }
}
