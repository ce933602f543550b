//! The move list in the game's notation, in numbered rows (a move pair in chess and draughts, a
//! whole turn in backgammon); clicking a move shows its position.

use yew::prelude::*;

use crate::games::backgammon::BgMove;
use crate::games::ludo::LudoMove;
use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, Record};
use crate::ui::settings::use_words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::moves::{listed, Row};

/// Rows for the record: two-player alternation in numbered pairs, backgammon by turns; each
/// move as [`listed`] writes it in the page's language.
pub fn move_rows(record: &Record<AnyGame>, words: &Lexicon) -> Vec<Row> {
    let notations: Vec<String> = record
        .moves()
        .iter()
        .enumerate()
        .filter_map(|(i, mv)| Some(listed(words, record.position_before(i)?, mv)))
        .collect();
    match record.start() {
        AnyGame::Backgammon(_) => return backgammon_rows(record.moves(), &notations),
        AnyGame::Ludo(_) => return ludo_rows(record.moves(), &notations),
        _ => {}
    }
    let per = record.start().num_players().max(1);
    let offset = record.start().turn().seat().map_or(0, |s| s.0 as usize) % per;
    let cells: Vec<(Option<usize>, String)> = std::iter::repeat_n((None, "…".to_string()), offset)
        .chain(
            notations
                .into_iter()
                .enumerate()
                .map(|(i, n)| (Some(i + 1), n)),
        )
        .collect();
    cells
        .chunks(per)
        .enumerate()
        .map(|(row, chunk)| (format!("{}.", row + 1), chunk.to_vec()))
        .collect()
}

/// A row per turn, starting at each roll or cube action; "Roll" and "Confirm" are left out.
fn backgammon_rows(moves: &[AnyMove], notations: &[String]) -> Vec<Row> {
    let mut rows: Vec<Row> = Vec::new();
    for (i, (mv, text)) in moves.iter().zip(notations).enumerate() {
        let AnyMove::Backgammon(mv) = mv else {
            continue;
        };
        let starts_row = !matches!(
            mv,
            BgMove::Step { .. } | BgMove::RollDice | BgMove::ConfirmTurn
        );
        if starts_row || rows.is_empty() {
            rows.push((format!("{}.", rows.len() + 1), Vec::new()));
        }
        if !matches!(mv, BgMove::RollDice | BgMove::ConfirmTurn) {
            if let Some(row) = rows.last_mut() {
                row.1.push((Some(i + 1), text.clone()));
            }
        }
    }
    rows
}

/// A row per throw: the throw, then what was played with it.
fn ludo_rows(moves: &[AnyMove], notations: &[String]) -> Vec<Row> {
    let mut rows: Vec<Row> = Vec::new();
    for (i, (mv, text)) in moves.iter().zip(notations).enumerate() {
        // Leaving the race is a row of its own: it may come before the leaver's throw, and
        // must not read as part of the previous player's turn.
        let throw = matches!(
            mv,
            AnyMove::Ludo(LudoMove::Roll(_) | LudoMove::StartRoll(_) | LudoMove::Leave)
        );
        if throw || rows.is_empty() {
            rows.push((format!("{}.", rows.len() + 1), Vec::new()));
        }
        if let Some(row) = rows.last_mut() {
            row.1.push((Some(i + 1), text.clone()));
        }
    }
    rows
}

/// Whether the rows are whole turns (one per line) rather than numbered move pairs.
pub fn rows_are_turns(game: &AnyGame) -> bool {
    matches!(game, AnyGame::Backgammon(_) | AnyGame::Ludo(_))
}

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    pub rows: Vec<Row>,
    /// How many moves are applied now.
    pub cursor: usize,
    /// One turn per line (chance games) instead of a grid of move pairs.
    pub by_turn: bool,
    pub on_goto: Callback<usize>,
}

/// Scrolls the panel (only the panel, not the page) so that its current move is in view: the
/// list grows past the panel's height in long games (issue 11, 2.8: an 85-ply game showed
/// moves 1-22 only).
fn keep_current_in_view(panel: &web_sys::Element) {
    let Ok(Some(current)) = panel.query_selector(".move.current") else {
        return;
    };
    let (outer, inner) = (
        panel.get_bounding_client_rect(),
        current.get_bounding_client_rect(),
    );
    let margin = 4.0;
    let shift = if inner.bottom() > outer.bottom() - margin {
        inner.bottom() - outer.bottom() + margin
    } else if inner.top() < outer.top() + margin {
        inner.top() - outer.top() - margin
    } else {
        return;
    };
    panel.set_scroll_top(panel.scroll_top() + shift.round() as i32);
}

#[component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let words = use_words();
    let panel = use_node_ref();
    {
        let panel = panel.clone();
        use_effect_with((props.cursor, props.rows.len()), move |_| {
            if let Some(panel) = panel.cast::<web_sys::Element>() {
                keep_current_in_view(&panel);
            }
        });
    }
    let rows = props.rows.iter().map(|(label, cells)| {
        let cells = cells.iter().map(|(ply, text)| match *ply {
            None => html! { <span class="move-gap">{ text }</span> },
            Some(ply) => {
                let onclick = props.on_goto.reform(move |_: MouseEvent| ply);
                let current = ply == props.cursor;
                html! {
                    <button class={classes!("move", current.then_some("current"), (ply > props.cursor).then_some("future"))}
                        data-ply={ply.to_string()} {onclick}>{ text }</button>
                }
            }
        });
        html! { <li><span class="move-number">{ label }</span>{ for cells }</li> }
    });
    let on_start = props.on_goto.reform(|_: MouseEvent| 0);
    html! {
        <div class="moves-panel" ref={panel}>
            <button class={classes!("move", "start", (props.cursor == 0).then_some("current"))} data-ply="0" onclick={on_start}>{ words.get("play.start-position") }</button>
            <ol class={classes!("move-list", props.by_turn.then_some("by-turn"))} data-testid="move-list"
                aria-label={words.get("play.moves")}>{ for rows }</ol>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    /// A player leaving before throwing gets a row of their own rather than joining the last
    /// player's throw (found while fixing issue 11, 2.5).
    #[test]
    fn leaving_the_race_starts_its_own_row() {
        let options = GameKind::Ludo.default_options();
        let code = "L2.RBYG.5,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m0.3.-.-";
        let mut record = Record::new(AnyGame::decode(code, &options).unwrap());
        let mut moves = Vec::new();
        record.current().legal_moves(&mut moves);
        record.play(&moves[0]).unwrap();
        let mut sides = Vec::new();
        record.current().side_moves(&mut sides);
        record.play(&sides[0]).unwrap();
        let rows = move_rows(&record, Lexicon::english());
        let last = &rows.last().unwrap().1;
        assert_eq!(last.len(), 1, "{rows:?}");
        assert!(last[0].1.contains("leaves the race"), "{rows:?}");
    }
}
