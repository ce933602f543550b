//! "Practise your mistakes" (issue 25, 3): the positions before the mistakes and blunders of
//! the reviewed games, as puzzles, one at a time (`#/practise`, or one game's with `?id=`).
//! The deck is made once as the page opens, the puzzles not yet solved first; the board is
//! played as on the play page; a try is judged by the engine in the worker (a backgammon cube
//! decision's choice of two against the review's); each puzzle solved is kept in this browser
//! at once (`persist::practice`).

pub mod deck;
mod puzzle;

use yew::prelude::*;

use crate::ai::review::practice::cube_word;
use crate::persist::{load_solved, save_solved, LocalStore};
use crate::rules::Game;
use crate::ui::boards::shell::Board;
use crate::ui::library::library;
use crate::ui::pages::page_bar;
use crate::ui::pages::play::worker_client::AiClient;
use crate::ui::pages::practice::deck::{deck, unsolved_first, Puzzle};
use crate::ui::session::Action;
use crate::ui::settings::use_words;
use crate::ui::widgets::notice::chooser;
use crate::ui::widgets::off_board::off_board_moves;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::{game_name, off_board_label, status};
use puzzle::{Phase, Practice, Step};

/// The worker's client, stopped when the page goes: the hook state that holds it is dropped
/// with the page.
struct Stopped(AiClient);

impl Drop for Stopped {
    fn drop(&mut self) {
        self.0.shut_down();
    }
}

#[derive(Properties, PartialEq)]
pub struct PractisePageProps {
    /// Only this library entry's puzzles.
    pub id: Option<String>,
}

#[component(PractisePage)]
pub fn practise_page(props: &PractisePageProps) -> Html {
    let words = use_words();
    let practice = {
        let id = props.id.clone();
        use_reducer(move || {
            let solved = load_solved(&LocalStore);
            let puzzles = unsolved_first(deck(&library(), id.as_deref()), &solved);
            Practice::new(puzzles, solved)
        })
    };
    let client = {
        let (answers, failures) = (practice.dispatcher(), practice.dispatcher());
        use_memo((), move |_| {
            Stopped(AiClient::new(
                Callback::from(move |answer| answers.dispatch(Step::Answer(answer))),
                Callback::from(move |why| failures.dispatch(Step::Failed(why))),
            ))
        })
        .0
        .clone()
    };
    // Ask the worker about a try, or stop asking; keep a puzzle solved (read again before
    // adding: another tab may have solved some meanwhile; with storage full it counts as
    // solved on this page only). Keyed by where the puzzle stands: a change is a new question.
    let (request, solved) = (practice.request(), practice.just_solved());
    use_effect_with((practice.at, practice.phase, practice.wrong), move |_| {
        match request {
            Some(request) => client.ask(request),
            None => client.cancel(),
        }
        if let Some(key) = solved {
            let mut kept = load_solved(&LocalStore);
            kept.add(&key);
            let _ = save_solved(&mut LocalStore, &kept);
        }
    });

    let count = words.fill(
        "library.practise-count",
        &[
            (
                "solved",
                &practice
                    .solved
                    .count(practice.puzzles.iter().map(Puzzle::key)),
            ),
            ("total", &practice.puzzles.len()),
        ],
    );
    let body = match practice.puzzle() {
        Some(puzzle) => puzzle_view(&words, &practice, puzzle),
        None => line("no-puzzles", words.get("library.practise-none")),
    };
    html! {
        <main class="play practise">
            { page_bar(&words, words.get("library.practise"), html! {
                <a class="games-link" href="#/games">{ words.get("play.my-games") }</a>
            }) }
            { line("practise-count", count) }
            { body }
        </main>
    }
}

/// A line of the page that changes as the person plays, read out when it does (one `html!`
/// for all of them: each costs the download its own code).
fn line(testid: &'static str, text: String) -> Html {
    html! { <p data-testid={testid} role="status">{ text }</p> }
}

/// A button of the page, as [`line`].
fn button(testid: &'static str, label: String, onclick: Callback<MouseEvent>) -> Html {
    html! { <button data-testid={testid} {onclick}>{ label }</button> }
}

/// A cube decision in the review's words (`Double`, `No double`, `Take`, `Pass`) as its
/// button says it (not doubling is a roll). Not inlined: one copy for its three uses.
#[inline(never)]
fn cube_said(words: &Lexicon, text: &str) -> String {
    words.get(match text {
        "Double" => "play.action.double",
        "Take" => "play.action.take",
        "Pass" => "play.action.pass",
        _ => "play.action.roll",
    })
}

/// The puzzle on the board, and beside it what to find, the verdict on the last try, and the
/// buttons to start again or go on.
fn puzzle_view(words: &Lexicon, practice: &UseReducerHandle<Practice>, puzzle: &Puzzle) -> Html {
    let session = &practice.session;
    let on_action = {
        let dispatcher = practice.dispatcher();
        Callback::from(move |action| dispatcher.dispatch(Step::Board(action)))
    };
    let step = |step: fn() -> Step| {
        let dispatcher = practice.dispatcher();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(step()))
    };
    let view = session.view();
    let game = session.game();
    // A choice between moves that share their cells (a promotion's pieces too) is listed in
    // notation, and the moves made off the board (Confirm) by their labels.
    let choices: Vec<String> = session.choices.iter().map(|mv| game.notation(mv)).collect();
    // A cube decision's two choices are the board's buttons for them (Double or Roll, Take
    // or Pass), named in the page's words (the review names them in English).
    let (played, best) = (&puzzle.judged.played, &puzzle.judged.best);
    let cube = puzzle.is_cube();
    let said = |text: &str| match cube {
        true => cube_said(words, text),
        false => text.to_string(),
    };
    let off_board: Vec<(String, String)> = view
        .off_board
        .iter()
        .filter(|(_, notation)| {
            let word = cube_word(notation);
            !cube || *played == word || *best == word
        })
        .map(|(mv, notation)| (notation.clone(), off_board_label(words, game, mv)))
        .collect();
    // One line for what happened: the worker's failure, or the verdict on the try (a cube
    // decision's answer is shown after one wrong choice).
    let verdict = match (&session.notice, practice.phase.key()) {
        (Some(notice), _) => notice.text(words),
        (None, Some(key)) => words.fill(
            if cube && practice.phase == Phase::Shown {
                "library.practise-answer"
            } else {
                key
            },
            &[("tried", &said(&practice.tried)), ("best", &said(best))],
        ),
        (None, None) => String::new(),
    };
    let prompt = words.fill(
        if cube {
            "library.practise-prompt-cube"
        } else {
            "library.practise-prompt"
        },
        &[
            ("game", &game_name(words, puzzle.kind())),
            ("name", &puzzle.name),
            // The puzzle's position, whatever the board shows now (the answer played).
            ("status", &status(words, puzzle.record.current(), None)),
            ("played", &said(played)),
        ],
    );
    let playable = practice.playable();
    let stop = view.can_stop.then(|| {
        let on_stop = on_action.reform(|_: MouseEvent| Action::StopHere);
        button("stop-here", words.get("play.stop-here"), on_stop)
    });
    // A try begun and not whole (a backgammon play's first steps) can be taken back.
    let again = (playable && session.record.cursor() > puzzle.judged.ply).then(|| {
        button(
            "puzzle-again",
            words.get("library.practise-again"),
            step(|| Step::Again),
        )
    });
    html! {
        <div class="play-area">
            <Board game={session.game().clone()} view={view.board} flipped={session.flipped}
                on_click={on_action.reform(Action::Click)} on_cancel={on_action.reform(|()| Action::CancelChoice)}
                choosing={!session.choices.is_empty()} />
            <aside class="side-panel">
                { line("puzzle-prompt", prompt) }
                { chooser(words, &choices, &on_action) }
                { for stop }
                { off_board_moves(words, if playable { &off_board } else { &[] }, &on_action) }
                { line("puzzle-verdict", verdict) }
                { for again }
                { button("puzzle-next", words.get("library.practise-next"), step(|| Step::Next)) }
            </aside>
        </div>
    }
}
