//! The engine's line in the review, replayable: where the game is shown before a marked move,
//! each move of the line the engine found there is a button; once one is pressed, a small
//! board beside the game's shows the position after it, with that move marked. The game's own
//! board stays on the game: the line is a look ahead, not moves played.

use yew::prelude::*;

use crate::games::AnyGame;
use crate::rules::Game;
use crate::ui::boards::any::drawing;
use crate::ui::boards::marks::BoardView;
use crate::ui::settings::use_words;

#[derive(Properties, PartialEq)]
pub struct LineProps {
    /// The position the line starts from (before the marked move).
    pub start: AnyGame,
    /// The engine's line, in the game's notation, its best move first.
    pub line: Vec<String>,
    /// The game's board is turned round: the small one is too.
    pub flipped: bool,
}

/// The positions along the line, each with the move that led to it, as far as the moves read
/// (a line kept from an older review that no longer reads stops where it stops reading).
fn positions(start: &AnyGame, line: &[String]) -> Vec<(AnyGame, BoardView)> {
    let mut game = start.clone();
    let mut seen = Vec::new();
    for notation in line {
        let Ok(mv) = game.parse_move(notation) else {
            break;
        };
        let last = game.gesture(&mv);
        game.apply(&mv);
        seen.push((
            game.clone(),
            BoardView {
                last,
                ..BoardView::default()
            },
        ));
    }
    seen
}

#[component(Line)]
pub fn line(props: &LineProps) -> Html {
    let words = use_words();
    // How many of the line's moves are shown played: none (no small board) until one is
    // pressed.
    let step = use_state(|| 0usize);
    let seen = use_memo(
        (props.start.clone(), props.line.clone()),
        |(start, line)| positions(start, line),
    );
    let shown = (*step).min(seen.len());
    let moves = props.line.iter().take(seen.len()).enumerate().map(|(i, notation)| {
        let on_click = {
            let step = step.clone();
            Callback::from(move |_: MouseEvent| step.set(i + 1))
        };
        html! {
            <>
                { " " }
                <button type="button" class="line-move" aria-pressed={(i + 1 == shown).to_string()} onclick={on_click}>{ notation }</button>
            </>
        }
    });
    let board = shown.checked_sub(1).and_then(|i| seen.get(i)).map(|(game, view)| {
        html! { <div class="line-board" aria-hidden="true" inert=true data-testid="line-board">{ drawing(game, view.clone(), props.flipped, None) }</div> }
    });
    html! {
        <div class="review-line" data-testid="review-line">
            <p>{ words.fill("play.review-line", &[("line", &"")]).trim_end() }{ for moves }</p>
            { for board }
        </div>
    }
}
