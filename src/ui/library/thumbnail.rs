//! A small picture of a game's position (in My games and on the home page's cards): the game's
//! own board drawing, shrunk by the style sheet, with nothing marked and nothing to click (the
//! link beside it plays it). It is decorative: hidden from screen readers, and `inert` so
//! that nothing inside the drawing can take the keyboard's focus.

use yew::prelude::*;

use crate::games::AnyGame;
use crate::ui::backgammon_board::BackgammonBoard;
use crate::ui::camelot_board::CamelotBoard;
use crate::ui::chess_board::ChessBoard;
use crate::ui::draughts_board::DraughtsBoard;
use crate::ui::ludo_board::LudoBoard;
use crate::ui::session::BoardView;

#[derive(Properties, PartialEq)]
pub struct ThumbnailProps {
    /// The position to draw.
    pub game: AnyGame,
}

#[component(Thumbnail)]
pub fn thumbnail(props: &ThumbnailProps) -> Html {
    // No movable pieces, no selection, no last move: a still picture.
    let view = BoardView::default();
    let drawing = match &props.game {
        AnyGame::Draughts(game) => html! {
            <DraughtsBoard kind={props.game.kind()} game={game.clone()} {view} flipped={false} />
        },
        AnyGame::Chess(game) => html! { <ChessBoard game={game.clone()} {view} flipped={false} /> },
        AnyGame::Backgammon(game) => {
            html! { <BackgammonBoard game={game.clone()} {view} flipped={false} /> }
        }
        AnyGame::Ludo(game) => html! { <LudoBoard game={game.clone()} {view} flipped={false} /> },
        AnyGame::Camelot(game) => {
            html! { <CamelotBoard game={game.clone()} {view} flipped={false} /> }
        }
    };
    html! { <div class="thumb" aria-hidden="true" inert=true data-testid="thumbnail">{ drawing }</div> }
}
