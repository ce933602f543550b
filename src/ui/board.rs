//! The board shell: one component for every game. It hands the game's state and the derived
//! board view to that game's renderer and sends the cell clicked back to the session.

use yew::prelude::*;

use super::draughts_board::DraughtsBoard;
use super::session::BoardView;
use crate::games::AnyGame;
use crate::rules::Cell;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub game: AnyGame,
    pub view: BoardView,
    pub flipped: bool,
    pub on_click: Callback<Cell>,
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let kind = props.game.kind();
    let renderer = match &props.game {
        AnyGame::Draughts(game) => html! {
            <DraughtsBoard kind={kind} game={game.clone()} view={props.view.clone()}
                flipped={props.flipped} on_click={props.on_click.clone()} />
        },
    };
    html! { <div class="board-wrap">{ renderer }</div> }
}
