//! The move list in the game's notation, in numbered rows (a move pair in chess and draughts, a
//! whole turn in backgammon); clicking a move shows its position.

use std::rc::Rc;

use yew::prelude::*;

use crate::ai::review::Mark;

use crate::games::backgammon::BgMove;
use crate::games::ludo::LudoMove;
use crate::games::{AnyGame, AnyMove, GameKind};
use crate::rules::{Game, Record};
use crate::ui::settings::use_words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::moves::{listed, Row};
use crate::ui::words::{mark_word, seat_name};

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
        AnyGame::Backgammon(_) => return backgammon_rows(record, words, &notations),
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

/// A row per turn, starting at each roll or cube action, named by the side that played it;
/// "Roll" and "Confirm" are left out.
fn backgammon_rows(record: &Record<AnyGame>, words: &Lexicon, notations: &[String]) -> Vec<Row> {
    let mut rows: Vec<Row> = Vec::new();
    for (i, (mv, text)) in record.moves().iter().zip(notations).enumerate() {
        let AnyMove::Backgammon(mv) = mv else {
            continue;
        };
        let starts_row = !matches!(
            mv,
            BgMove::Step { .. } | BgMove::RollDice | BgMove::ConfirmTurn
        );
        if starts_row || rows.is_empty() {
            // The opening roll is chance's: its turn is the winner's, who moves after it.
            let side = [i, i + 1].into_iter().find_map(|at| {
                let position = record.position_before(at)?;
                Some(seat_name(words, position, position.turn().seat()?))
            });
            let label = match side {
                Some(side) => format!("{}. {side}", rows.len() + 1),
                None => format!("{}.", rows.len() + 1),
            };
            rows.push((label, Vec::new()));
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
    /// A review's marks, by move (index in the record): "?!", "?" or "??" after the move.
    #[prop_or_default]
    pub marks: Rc<Vec<Option<Mark>>>,
    /// The game the marks are words of (backgammon's are gnubg's).
    #[prop_or(GameKind::Chess)]
    pub kind: GameKind,
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
    let button = |ply: usize, text: &str| {
        let onclick = props.on_goto.reform(move |_: MouseEvent| ply);
        let current = ply == props.cursor;
        let mark = props.marks.get(ply.wrapping_sub(1)).copied().flatten().map(|mark| {
            let word = mark_word(&words, props.kind, mark);
            html! {
                <span class={classes!("mark", format!("mark-{}", mark.word()))} title={word.clone()}>
                    { mark.symbol() }<span class="visually-hidden">{ format!(" ({word})") }</span>
                </span>
            }
        });
        html! {
            <button class={classes!("move", current.then_some("current"), (ply > props.cursor).then_some("future"))}
                data-ply={ply.to_string()} {onclick}>{ breakable(text) }{ for mark }</button>
        }
    };
    let cell = |(ply, text): &(Option<usize>, String)| match *ply {
        None => html! { <span class="move-gap">{ text }</span> },
        Some(ply) => button(ply, text),
    };
    let rows = props.rows.iter().map(|(label, cells)| {
        // Move pairs in columns of their own; a turn's moves (backgammon, Ludo) in one cell.
        let moves = if props.by_turn {
            html! { <td class="turn">{ for cells.iter().map(cell) }</td> }
        } else {
            cells
                .iter()
                .map(|c| html! { <td>{ cell(c) }</td> })
                .collect::<Html>()
        };
        html! { <tr><th scope="row" class="move-number">{ label }</th>{ moves }</tr> }
    });
    let on_start = props.on_goto.reform(|_: MouseEvent| 0);
    html! {
        <div class="moves-panel" ref={panel}>
            <button class={classes!("move", "start", (props.cursor == 0).then_some("current"))} data-ply="0" onclick={on_start}>{ words.get("play.start-position") }</button>
            <table class={classes!("move-list", props.by_turn.then_some("by-turn"))} data-testid="move-list"
                aria-label={words.get("play.moves")}><tbody>{ for rows }</tbody></table>
        </div>
    }
}

/// A move's text that may wrap after its separators (`-`, `/`, `:`, a space, and a capture's
/// `x` before a square), never inside a square's name: a Camelot charge of a dozen squares
/// stays whole in a narrow panel.
fn breakable(text: &str) -> Html {
    pieces(text)
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            html! { <>{ if i > 0 { html! { <wbr /> } } else { html! {} } }{ part }</> }
        })
        .collect()
}

/// `text` cut after each of its separators (see [`breakable`]).
fn pieces(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut start = 0;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(at, c)) in chars.iter().enumerate() {
        let before_square = || {
            matches!(
                (chars.get(i + 1), chars.get(i + 2)),
                (Some((_, file)), Some((_, rank))) if file.is_ascii_alphabetic() && rank.is_ascii_digit()
            )
        };
        if matches!(c, '-' | '/' | ':' | ' ') || (c == 'x' && before_square()) {
            let end = at + c.len_utf8();
            parts.push(&text[start..end]);
            start = end;
        }
    }
    if start < text.len() {
        parts.push(&text[start..]);
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    /// A long move wraps only between its squares: a Camelot charge, a Tama capture, a
    /// backgammon play; never inside a square's name or a word.
    #[test]
    fn moves_break_after_their_separators_only() {
        assert_eq!(
            pieces("C11-E11-G9xI7xI5"),
            ["C11-", "E11-", "G9x", "I7x", "I5"]
        );
        assert_eq!(pieces("a2xd2xd4"), ["a2x", "d2x", "d4"]);
        assert_eq!(pieces("24/18 13/11"), ["24/", "18 ", "13/", "11"]);
        assert_eq!(pieces("Nxf3"), ["Nx", "f3"]);
        assert_eq!(pieces("Next game"), ["Next ", "game"]);
        assert_eq!(pieces("e4"), ["e4"]);
    }

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
