//! The play page's live region: what a screen reader reads out as the game goes on. Every move
//! played, by anyone (the computer included), and every throw of the dice is said once, in
//! the page's language with the move in notation ("White played e4.", "Red threw 6.",
//! "White rolled 5 and 3."); so is the game's end (the status line's sentence) and, in the
//! dice games, whose turn it is when the turn passes. Moves taken back are said too.
//!
//! It watches the game's record (its cursor, length and end) rather than every way a move can
//! be made, so nothing is missed and nothing said twice.
//!
//! ```
//! use tabula::games::{AnyGame, GameKind};
//! use tabula::rules::{Game, Record};
//! use tabula::ui::widgets::announcer::{news, Seen};
//! use tabula::ui::words::i18n::Lexicon;
//! let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
//! let before = Seen::of(&record);
//! let e4 = record.current().parse_move("e4").unwrap();
//! record.play(&e4).unwrap();
//! assert_eq!(news(Lexicon::english(), before, &record), ["White played e4."]);
//! ```

use std::collections::VecDeque;

use yew::prelude::*;

mod sentences;

pub use sentences::move_sentence;

use crate::games::AnyGame;
use crate::rules::{Game, Record, Seat, Turn};
use crate::ui::settings::use_words;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::status;

/// More moves than this at once is a jump through the game (the move list, a loaded game):
/// where it landed is said, not every move on the way.
const MOST_SAID: usize = 6;

/// How many sentences the region keeps (older ones have been read).
const KEPT: usize = 3;

/// What the region last saw of the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seen {
    cursor: usize,
    moves: usize,
    over: bool,
    /// Who acts: the player to move, or the one whose dice are to be thrown.
    actor: Option<Seat>,
}

/// The seat that acts next, throws included.
fn actor(game: &AnyGame) -> Option<Seat> {
    match (game, game.turn()) {
        (_, Turn::Player(seat)) => Some(seat),
        (AnyGame::Backgammon(g), Turn::Chance) => g.seat_on_roll(),
        (AnyGame::Ludo(g), Turn::Chance) => g.seat_on_turn(),
        _ => None,
    }
}

impl Seen {
    pub fn of(record: &Record<AnyGame>) -> Seen {
        Seen {
            cursor: record.cursor(),
            moves: record.moves().len(),
            over: record.verdict().is_some(),
            actor: actor(record.current()),
        }
    }
}

/// The notations of the moves from ply `from` to ply `to` of the record.
fn notations(record: &Record<AnyGame>, from: usize, to: usize) -> Vec<String> {
    (from..to)
        .filter_map(|i| Some(record.position_before(i)?.notation(record.moves().get(i)?)))
        .collect()
}

/// What happened between what was `seen` and the record now, in sentences.
pub fn news(words: &Lexicon, seen: Seen, record: &Record<AnyGame>) -> Vec<String> {
    let now = Seen::of(record);
    let mut said = Vec::new();
    let game = record.current();
    let forward = now.cursor > seen.cursor && now.cursor - seen.cursor <= MOST_SAID;
    // Taken back: the moves after the cursor are still there to redo.
    let back = now.cursor < seen.cursor
        && now.moves >= seen.cursor
        && seen.cursor - now.cursor <= MOST_SAID;
    if forward {
        for i in seen.cursor..now.cursor {
            let (Some(before), Some(mv)) = (record.position_before(i), record.moves().get(i))
            else {
                continue;
            };
            said.extend(move_sentence(words, before, mv));
        }
    } else if back {
        let moves = notations(record, now.cursor, seen.cursor).join(", ");
        said.push(words.fill("board.said.taken-back", &[("moves", &moves)]));
    } else if now.cursor != seen.cursor && now.moves > 0 {
        said.push(words.fill(
            "board.said.showing",
            &[("n", &now.cursor), ("total", &now.moves)],
        ));
    }
    let verdict = record.verdict();
    let dice_game = matches!(game, AnyGame::Backgammon(_) | AnyGame::Ludo(_));
    let turn_passed = dice_game && now.actor.is_some() && now.actor != seen.actor;
    if (now.over && (!seen.over || !said.is_empty())) || (!now.over && turn_passed) {
        said.push(status(words, game, verdict.as_ref()));
    }
    said
}

#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    pub record: Record<AnyGame>,
}

#[component(Announcer)]
pub fn announcer(props: &AnnouncerProps) -> Html {
    let words = use_words();
    let seen = use_mut_ref(|| Seen::of(&props.record));
    // The sentences said so far, each with its number (a new element is read out, an old one
    // is not read again).
    let lines = use_mut_ref(|| (0u64, VecDeque::<(u64, String)>::new()));
    let now = Seen::of(&props.record);
    if now != *seen.borrow() {
        let said = news(&words, *seen.borrow(), &props.record);
        *seen.borrow_mut() = now;
        let mut lines = lines.borrow_mut();
        for sentence in said {
            lines.0 += 1;
            let number = lines.0;
            lines.1.push_back((number, sentence));
            if lines.1.len() > KEPT {
                lines.1.pop_front();
            }
        }
    }
    let lines = lines.borrow();
    html! {
        <div class="visually-hidden" role="log" aria-live="polite" data-testid="announcer">
            { for lines.1.iter().map(|(number, text)| html! { <p key={*number}>{ text.clone() }</p> }) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    fn play(record: &mut Record<AnyGame>, moves: &[&str]) {
        for text in moves {
            let mv = record.current().parse_move(text).unwrap();
            record.play(&mv).unwrap();
        }
    }

    #[test]
    fn taking_back_says_the_moves_taken_back() {
        let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
        play(&mut record, &["e4", "e5", "Nf3"]);
        let seen = Seen::of(&record);
        record.undo();
        record.undo();
        assert_eq!(
            news(Lexicon::english(), seen, &record),
            ["Taken back: e5, Nf3."]
        );
        // A jump through many moves says where it landed.
        let seen = Seen::of(&record);
        let mut long = Record::new(AnyGame::new_of(GameKind::Chess));
        play(
            &mut long,
            &["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"],
        );
        assert_eq!(
            news(Lexicon::english(), seen, &long),
            ["Showing the position after move 8 of 8."]
        );
    }

    #[test]
    fn the_end_is_said_after_the_last_move() {
        let mut record = Record::new(AnyGame::new_of(GameKind::Chess));
        play(&mut record, &["f3", "e5", "g4"]);
        let seen = Seen::of(&record);
        play(&mut record, &["Qh4#"]);
        let said = news(Lexicon::english(), seen, &record);
        let end = status(
            Lexicon::english(),
            record.current(),
            record.verdict().as_ref(),
        );
        assert_eq!(said, vec!["Black played Qh4#.".to_string(), end]);
    }

    #[test]
    fn dice_games_say_whose_turn_it_is_when_it_passes() {
        let mut record = Record::new(AnyGame::new_of(GameKind::Backgammon));
        play(&mut record, &["Opening 6-5", "24/18"]);
        let seen = Seen::of(&record);
        play(&mut record, &["13/8"]);
        // The same player goes on: no status.
        assert_eq!(
            news(Lexicon::english(), seen, &record),
            ["White played 13/8."]
        );
        let seen = Seen::of(&record);
        play(&mut record, &["Confirm"]);
        let said = news(Lexicon::english(), seen, &record);
        let turn = status(Lexicon::english(), record.current(), None);
        assert_eq!(
            said,
            vec!["White ends the turn: 24/18 13/8.".to_string(), turn]
        );
    }
}
