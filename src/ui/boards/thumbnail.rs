//! A small picture of a game's position (in My games and on the home page's cards): the game's
//! own board drawing, shrunk by the style sheet, with nothing marked and nothing to click (the
//! link beside it plays it). It is decorative: hidden from screen readers, and `inert` so
//! that nothing inside the drawing can take the keyboard's focus.

use yew::prelude::*;

use crate::games::AnyGame;
use crate::ui::boards::any::drawing;
use crate::ui::boards::marks::BoardView;
use crate::ui::words::i18n::Lexicon;

/// The picture of `game`. A function, not a component: it has no state of its own, and each
/// component adds its own copy of Yew's code for components to the wasm.
pub fn thumbnail(words: &Lexicon, game: &AnyGame) -> Html {
    // No movable pieces, no selection, no last move: a still picture.
    let view = BoardView::default();
    let drawing = drawing(words, game, view, false, None);
    html! { <div class="thumb" aria-hidden="true" inert=true data-testid="thumbnail">{ drawing }</div> }
}
