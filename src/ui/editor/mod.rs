//! The board editor: set up any position of any game, then play, share or export it.

use yew::prelude::*;

use crate::games::GameKind;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub kind: GameKind,
    /// The position to start from (the game's start when absent).
    pub code: Option<String>,
}

#[component(EditorPage)]
pub fn editor_page(props: &EditorProps) -> Html {
    html! { <main class="editor"><h1>{ props.kind.title() }</h1></main> }
}
