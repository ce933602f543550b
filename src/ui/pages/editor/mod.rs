//! The board editor: set up any position of any game, then play, share or export it.
//!
//! The position is an [`AnySetup`], which can hold positions the rules refuse; the line under
//! the board says whether the position is possible, or why not. A click on a cell places the
//! chosen piece; on a chess, draughts or Camelot square holding that same piece, or with the
//! eraser, or with the right button, it takes the piece off. On backgammon points and Ludo
//! fields each click adds one more, and the eraser or the right button takes one off.

mod board;
mod chess_grid;
mod fields;
mod handoff;
mod inputs;
mod palette;
mod pieces;

use yew::prelude::*;

use self::board::{CellClick, EditorBoard};
use self::fields::{setup_fields, FieldsProps};
use self::handoff::Handoff;
use self::palette::{palette, PaletteProps};
use crate::games::setup::{AnySetup, Token};
use crate::games::{AnyGame, GameKind};
use crate::rules::Game;
use crate::ui::settings::use_words;
use crate::ui::words::game_name;
use crate::ui::words::i18n::Lexicon;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub kind: GameKind,
    /// The position to start from (the game's start when absent).
    pub code: Option<String>,
}

/// The position to open with, and a problem with the link's code if it could not be read (the
/// code reader's reason, in English).
fn opening(kind: GameKind, code: Option<&str>) -> (AnySetup, Option<String>) {
    let Some(code) = code else {
        return (AnySetup::start(kind), None);
    };
    match AnyGame::decode(code, &kind.default_options()) {
        Ok(game) => (AnySetup::from_game(&game), None),
        Err(error) => (AnySetup::start(kind), Some(error.message)),
    }
}

/// The position after a click, or why the piece cannot go there (the rules' reason, in English).
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
    let words = use_words();
    let start = use_memo((props.kind, props.code.clone()), |(kind, code)| {
        opening(*kind, code.as_deref())
    });
    let setup = use_state(|| start.0.clone());
    let chosen = use_state(|| setup.palette().first().copied());
    // What the line under the board says about the last click, or about the link.
    let note = use_state(|| start.1.clone().map(Note::LinkUnreadable));
    let on_click = {
        let (setup, chosen, note) = (setup.clone(), chosen.clone(), note.clone());
        Callback::from(
            move |click: CellClick| match after_click(&setup, *chosen, click) {
                Ok(next) => {
                    setup.set(next);
                    note.set(None);
                }
                Err(reason) => note.set(Some(Note::Refused(reason))),
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
    // The rules say why a position is impossible, in English: the sentence around it is ours.
    let status = match &built {
        Ok(_) => words.get("editor.possible"),
        Err(error) => words.fill("editor.impossible", &[("why", &error.message)]),
    };
    let kind = props.kind;
    html! {
        <main class="editor" data-game={kind.slug()}>
            <nav class="editor-nav" aria-label={words.get("editor.nav")}>
                <a href="#/">{ words.get("editor.home") }</a>{ " · " }
                <a href={format!("#/rules/{}", kind.slug())}>{ words.get("editor.rules") }</a>
            </nav>
            <h1>{ words.fill("editor.title", &[("game", &game_name(&words, kind))]) }</h1>
            <p class="editor-hint">{ words.get(hint_key(&setup)) }</p>
            { palette(&words, &PaletteProps { setup: (*setup).clone(), chosen: *chosen, on_choose }) }
            <EditorBoard setup={(*setup).clone()} {on_click} />
            if let Some(note) = &*note {
                <p class="editor-note" data-testid="editor-note" role="alert">{ note.text(&words) }</p>
            }
            <p class={classes!("editor-status", built.is_ok().then_some("possible"))} data-testid="editor-status" aria-live="polite">{ status }</p>
            <div class="editor-buttons">
                <button data-testid="editor-clear" onclick={reset(AnySetup::cleared)}>{ words.get("editor.clear") }</button>
                <button data-testid="editor-start" onclick={reset(|s| AnySetup::start(s.kind()))}>{ words.get("editor.start") }</button>
            </div>
            { setup_fields(&words, &FieldsProps { setup: (*setup).clone(), on_change }) }
            <Handoff setup={(*setup).clone()} game={built.ok()} />
        </main>
    }
}

/// The key of how clicks work on this game's board.
fn hint_key(setup: &AnySetup) -> &'static str {
    if setup.stacks() {
        "editor.hint-stacks"
    } else {
        "editor.hint-squares"
    }
}

/// The line under the board: a piece refused where it was put, or a link that did not open.
/// Each holds the reason as the rules give it, in English, inside a sentence of ours.
#[derive(Clone, Debug, PartialEq)]
enum Note {
    Refused(String),
    LinkUnreadable(String),
}

impl Note {
    fn text(&self, words: &Lexicon) -> String {
        match self {
            Note::Refused(why) => words.fill("editor.refused", &[("why", why)]),
            Note::LinkUnreadable(why) => words.fill("editor.link-unreadable", &[("why", why)]),
        }
    }
}
