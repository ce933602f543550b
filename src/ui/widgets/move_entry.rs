//! The box a move is typed into, in the game's notation ("e4", "11-15", "24/18 13/11"). Enter
//! plays it; a text that is no legal move stays in the box with a message saying so and a
//! legal move for an example. The page's shortcuts ignore keys typed here (they skip text
//! fields).

use yew::prelude::*;

use crate::games::{AnyGame, AnyMove};
use crate::rules::Game;
use crate::ui::session::typed_move::{typed_in_words, TypedProblem};
use crate::ui::settings::use_words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::moves::listed;

#[derive(Properties, PartialEq)]
pub struct MoveEntryProps {
    pub game: AnyGame,
    /// Why no move can be typed now (a key), if so.
    pub blocked: Option<&'static str>,
    pub on_play: Callback<Vec<AnyMove>>,
}

/// A legal move as the move list writes it, to show how moves are written here.
fn example(words: &Lexicon, game: &AnyGame) -> Option<String> {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    legal.first().map(|mv| listed(words, game, mv))
}

/// What to tell the player about `text`, or the moves to play.
fn read(
    words: &Lexicon,
    game: &AnyGame,
    blocked: Option<&str>,
    text: &str,
) -> Result<Vec<AnyMove>, String> {
    if let Some(key) = blocked {
        return Err(words.get(key));
    }
    let Some(example) = example(words, game) else {
        return Err(words.get("board.entry.no-move"));
    };
    typed_in_words(words, game, text).map_err(|problem| match problem {
        TypedProblem::Empty => words.fill("board.entry.empty", &[("example", &example)]),
        TypedProblem::NotLegal => words.fill(
            "board.entry.refused",
            &[("text", &text.trim()), ("example", &example)],
        ),
    })
}

#[component(MoveEntry)]
pub fn move_entry(props: &MoveEntryProps) -> Html {
    let words = use_words();
    let text = use_state(String::new);
    // The message and how many were given: each is a new alert, read out even when the same.
    let problem = use_state_eq(|| None::<(String, u32)>);
    {
        // A message about the position before is stale once the position changes.
        let problem = problem.clone();
        use_effect_with(props.game.clone(), move |_| problem.set(None));
    }
    let oninput = {
        let text = text.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            text.set(input.value());
        })
    };
    let onsubmit = {
        let (text, problem, words) = (text.clone(), problem.clone(), words.clone());
        let (game, blocked, on_play) = (props.game.clone(), props.blocked, props.on_play.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            match read(&words, &game, blocked, &text) {
                Ok(moves) => {
                    on_play.emit(moves);
                    text.set(String::new());
                    problem.set(None);
                }
                Err(message) => {
                    let serial = problem.as_ref().map_or(0, |(_, n)| n + 1);
                    problem.set(Some((message, serial)));
                }
            }
        })
    };
    let placeholder = example(&words, &props.game)
        .map(|example| words.fill("board.entry.placeholder", &[("example", &example)]));
    html! {
        <form class="move-entry" data-testid="move-entry" {onsubmit}>
            <label for="move-entry-text">{ words.get("board.entry.label") }</label>
            <div class="move-entry-row">
                <input id="move-entry-text" type="text" data-testid="move-entry-text" value={(*text).clone()} {oninput}
                    {placeholder} autocomplete="off" autocapitalize="off" spellcheck="false"
                    aria-describedby="move-entry-help" />
                <button type="submit" data-testid="move-entry-play">{ words.get("board.entry.play") }</button>
            </div>
            <p id="move-entry-help" class="visually-hidden">{ words.get("board.entry.help") }</p>
            if let Some((message, serial)) = (*problem).clone() {
                <p key={serial} class="move-entry-problem" role="alert" data-testid="move-entry-problem">{ message }</p>
            }
        </form>
    }
}
