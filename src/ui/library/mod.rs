//! "My games": every game kept in this browser, listed to open, rename, delete and back up.

use yew::prelude::*;

use crate::games::GameKind;

#[derive(Properties, PartialEq)]
pub struct MyGamesProps {
    /// Show only this game's entries.
    pub filter: Option<GameKind>,
}

#[component(MyGames)]
pub fn my_games(props: &MyGamesProps) -> Html {
    let _ = props.filter;
    html! { <main class="my-games"><h1>{ "My games" }</h1></main> }
}
