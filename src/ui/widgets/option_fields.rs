//! The rule options a player sets before a new game, as plain fields (on/off switches and
//! choices) read from and written back to a game's options. The form that shows them is
//! [`crate::ui::widgets::new_game`]; this part is pure, so its logic is tested natively.

use crate::games::handicap::Handicap;
use crate::games::ludo::Colour;
use crate::games::{AnyGame, AnyOptions, GameKind};
use crate::rules::{sort, Game};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::{handicap_name, side_key};

/// One control of the form: `key` names it in the page (test ids), `label` for the player, in
/// the page's language.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub key: &'static str,
    pub label: String,
    pub kind: FieldKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum FieldKind {
    Switch(bool),
    /// The chosen value and every choice with its label.
    Choice(u8, Vec<(u8, String)>),
}

/// Match lengths offered for backgammon; 0 is a single money game.
const MATCH_LENGTHS: [u8; 8] = [0, 1, 3, 5, 7, 9, 11, 15];

fn switch(key: &'static str, label: String, on: bool) -> Field {
    Field {
        key,
        label,
        kind: FieldKind::Switch(on),
    }
}

const COLOUR_KEYS: [&str; 4] = ["ludo-red", "ludo-blue", "ludo-yellow", "ludo-green"];

/// A backgammon match length's words: a money game, a one-point match, a longer match.
fn match_length_label(words: &Lexicon, n: u8) -> String {
    match n {
        0 => words.get("play.option.money-game"),
        1 => words.get("play.option.match-to-one"),
        n => words.count("play.option.match-to", u64::from(n), &[]),
    }
}

/// The form's fields for these options, labelled in `words`' language.
pub fn fields(words: &Lexicon, options: &AnyOptions) -> Vec<Field> {
    let on = |key: &'static str, label: &str, value: bool| switch(key, words.get(label), value);
    match options {
        AnyOptions::Draughts(o) => {
            let limit = match options.kind() {
                GameKind::Tammi => "play.option.move-limit-tammi",
                GameKind::Tama => "play.option.move-limit-tama",
                _ => "play.option.move-limit-english-draughts",
            };
            vec![
                on("repetition", "play.option.repetition", o.repetition_draw),
                on("move-limit", limit, o.move_limit_draw),
            ]
        }
        AnyOptions::Chess(o) => vec![
            on(
                "repetition",
                "play.option.repetition-chess",
                o.repetition_draw,
            ),
            on(
                "move-limit",
                "play.option.move-limit-chess",
                o.fifty_move_draw,
            ),
        ],
        AnyOptions::Backgammon(o) => {
            let lengths = MATCH_LENGTHS
                .iter()
                .map(|&n| (n, match_length_label(words, n)))
                .collect();
            vec![
                Field {
                    key: "match-length",
                    label: words.get("play.option.match-length"),
                    kind: FieldKind::Choice(o.match_length, lengths),
                },
                on("crawford", "play.option.crawford", o.crawford),
                on("jacoby", "play.option.jacoby", o.jacoby),
                on(
                    "uncapped-cube",
                    "play.option.uncapped-cube",
                    o.uncapped_cube,
                ),
            ]
        }
        AnyOptions::Ludo(o) => Colour::ALL
            .into_iter()
            .zip(COLOUR_KEYS)
            .map(|(colour, key)| {
                let name = side_key(colour.name())
                    .map_or_else(|| colour.name().to_string(), |side| words.get(side));
                switch(key, name, o.colours.contains(&colour))
            })
            .collect(),
        AnyOptions::Camelot(o) => vec![
            on("repetition", "play.option.repetition", o.repetition_draw),
            on(
                "move-limit",
                "play.option.move-limit-camelot",
                o.move_limit_draw,
            ),
            on("parker", "play.option.parker", o.parker_castle_stop),
            on("brainking", "play.option.brainking", o.brainking_wins),
        ],
    }
}

/// The options with field `key` set to `value` (a switch: 0 off, 1 on; a choice: its value).
pub fn set_field(options: &AnyOptions, key: &str, value: u8) -> AnyOptions {
    let on = value != 0;
    let mut options = options.clone();
    match &mut options {
        AnyOptions::Draughts(o) => match key {
            "repetition" => o.repetition_draw = on,
            "move-limit" => o.move_limit_draw = on,
            _ => {}
        },
        AnyOptions::Chess(o) => match key {
            "repetition" => o.repetition_draw = on,
            "move-limit" => o.fifty_move_draw = on,
            _ => {}
        },
        AnyOptions::Backgammon(o) => match key {
            "match-length" if MATCH_LENGTHS.contains(&value) => o.match_length = value,
            "crawford" => o.crawford = on,
            "jacoby" => o.jacoby = on,
            "uncapped-cube" => o.uncapped_cube = on,
            _ => {}
        },
        AnyOptions::Ludo(o) => {
            if let Some(i) = COLOUR_KEYS.iter().position(|k| *k == key) {
                let colour = Colour::ALL[i];
                o.colours.retain(|c| *c != colour);
                if on {
                    o.colours.push(colour);
                }
                // Seats go clockwise whatever order the boxes were ticked in.
                sort::by_key(&mut o.colours, |c| Colour::ALL.iter().position(|a| a == c));
            }
        }
        AnyOptions::Camelot(o) => match key {
            "repetition" => o.repetition_draw = on,
            "move-limit" => o.move_limit_draw = on,
            "parker" => o.parker_castle_stop = on,
            "brainking" => o.brainking_wins = on,
            _ => {}
        },
    }
    options
}

/// Why these options cannot start a game, if they cannot.
pub fn problem(words: &Lexicon, options: &AnyOptions) -> Option<String> {
    match options {
        AnyOptions::Ludo(o) if o.colours.len() < 2 => Some(words.get("play.option.two-colours")),
        _ => None,
    }
}

/// The handicap choice for these options: 0 for none, then each handicap the game offers (see
/// [`Handicap::choices`]), one for each seat it may name. `None` where the game offers none
/// (a backgammon money game).
pub fn handicap_field(words: &Lexicon, options: &AnyOptions, chosen: u8) -> Option<Field> {
    let choices = Handicap::choices(options);
    if choices.is_empty() {
        return None;
    }
    let game = AnyGame::new(options);
    let labels = choices
        .iter()
        .zip(1u8..)
        .map(|(handicap, i)| (i, handicap_name(words, &game, handicap)));
    let list = std::iter::once((0, words.get("play.handicap.none")))
        .chain(labels)
        .collect();
    let chosen = if usize::from(chosen) <= choices.len() {
        chosen
    } else {
        0
    };
    Some(Field {
        key: "handicap",
        label: words.get("play.handicap"),
        kind: FieldKind::Choice(chosen, list),
    })
}

/// The handicap at place `chosen` of [`handicap_field`]'s choice, if any.
pub fn chosen_handicap(options: &AnyOptions, chosen: u8) -> Option<Handicap> {
    let index = usize::from(chosen).checked_sub(1)?;
    Handicap::choices(options).get(index).copied()
}
