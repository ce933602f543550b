//! The move list in the game's notation, numbered by move; clicking a move shows its position.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Every recorded move in notation.
    pub moves: Vec<String>,
    /// How many moves are applied now.
    pub cursor: usize,
    /// Seats taking turns in a row (2 for draughts) for the move numbers.
    pub per_number: usize,
    /// Places left empty before the first move (when the start has a later seat to move).
    pub offset: usize,
    pub on_goto: Callback<usize>,
}

#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let per = props.per_number.max(1);
    let offset = props.offset.min(per - 1);
    let padded: Vec<Option<&String>> = std::iter::repeat_n(None, offset)
        .chain(props.moves.iter().map(Some))
        .collect();
    let rows = padded.chunks(per).enumerate().map(|(row, chunk)| {
        let cells = chunk.iter().enumerate().map(|(i, text)| {
            let Some(text) = text else { return html! { <span class="move-gap">{ "…" }</span> } };
            let ply = row * per + i + 1 - offset;
            let current = ply == props.cursor;
            let onclick = props.on_goto.reform(move |_: MouseEvent| ply);
            html! {
                <button class={classes!("move", current.then_some("current"), (ply > props.cursor).then_some("future"))}
                    data-ply={ply.to_string()} {onclick}>{ text }</button>
            }
        });
        html! { <li><span class="move-number">{ format!("{}.", row + 1) }</span>{ for cells }</li> }
    });
    let on_start = props.on_goto.reform(|_: MouseEvent| 0);
    html! {
        <div class="moves-panel">
            <button class={classes!("move", "start", (props.cursor == 0).then_some("current"))} data-ply="0" onclick={on_start}>{ "Start" }</button>
            <ol class="move-list" data-testid="move-list">{ for rows }</ol>
        </div>
    }
}
