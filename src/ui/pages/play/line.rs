//! The engine's line in the review, replayable: where the game is shown before a marked move,
//! each move of the line the engine found there is a button; once one is pressed, a small
//! board beside the game's shows the position after it, with that move marked. The game's own
//! board stays on the game: the line is a look ahead, not moves played.
//!
//! A plain function, not a component (each component carries its own copy of Yew's code): the
//! review panel keeps which move is pressed.

use yew::prelude::*;

use crate::games::AnyGame;
use crate::rules::Game;
use crate::ui::boards::any::drawing;
use crate::ui::boards::marks::BoardView;
use crate::ui::words::i18n::Lexicon;

/// The position after the line's first `step` moves, with the last of them marked, as far as
/// the moves read (a line that stops reading stops there); `None` for no step.
fn after(start: &AnyGame, line: &[String], step: usize) -> Option<(AnyGame, BoardView)> {
    let mut game = start.clone();
    let mut last = None;
    for notation in line.iter().take(step) {
        let mv = game.parse_move(notation).ok()?;
        last = game.gesture(&mv);
        game.apply(&mv);
    }
    (step > 0).then(|| {
        let view = BoardView {
            last,
            ..BoardView::default()
        };
        (game, view)
    })
}

/// The line from `start` (its best move first), `step` of its moves pressed (0: none), the
/// small board turned as the game's is; a press says how many moves to show.
pub fn line(
    words: &Lexicon,
    start: &AnyGame,
    line: &[String],
    step: usize,
    flipped: bool,
    on_step: &Callback<usize>,
) -> Html {
    let moves = line.iter().enumerate().map(|(i, notation)| {
        html! {
            <>
                { " " }
                <button type="button" class="line-move" aria-pressed={(i + 1 == step).to_string()} onclick={on_step.reform(move |_: MouseEvent| i + 1)}>{ notation }</button>
            </>
        }
    });
    let board = after(start, line, step).map(|(game, view)| {
        html! { <div class="line-board" aria-hidden="true" inert=true data-testid="line-board">{ drawing(words, &game, view, flipped, None) }</div> }
    });
    html! {
        <div class="review-line" data-testid="review-line">
            <p>{ words.fill("play.review-line", &[("line", &"")]).trim_end() }{ for moves }</p>
            { for board }
        </div>
    }
}
