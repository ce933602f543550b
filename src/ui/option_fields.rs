//! The rule options a player sets before a new game, as plain fields (on/off switches and
//! choices) read from and written back to a game's options. The form that shows them is
//! [`super::game_setup`]; this part is pure, so its logic is tested natively.

use crate::games::ludo::Colour;
use crate::games::{AnyOptions, GameKind};

/// One control of the form: `key` names it in the page (test ids), `label` for the player.
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

fn switch(key: &'static str, label: &str, on: bool) -> Field {
    Field {
        key,
        label: label.to_string(),
        kind: FieldKind::Switch(on),
    }
}

const COLOUR_KEYS: [&str; 4] = ["ludo-red", "ludo-blue", "ludo-yellow", "ludo-green"];

/// The form's fields for these options.
pub fn fields(options: &AnyOptions) -> Vec<Field> {
    match options {
        AnyOptions::Draughts(o) => {
            let limit = match options.kind() {
                GameKind::Tammi => "Draw after 15 moves each without a capture",
                GameKind::Tama => {
                    "Draw after 50 moves each without a capture or a man moving forward"
                }
                _ => "Draw after 40 moves each without a capture or a man moving",
            };
            vec![
                switch(
                    "repetition",
                    "Draw on threefold repetition",
                    o.repetition_draw,
                ),
                switch("move-limit", limit, o.move_limit_draw),
            ]
        }
        AnyOptions::Chess(o) => vec![
            switch(
                "repetition",
                "Draw at the third repetition (off: at the fifth)",
                o.repetition_draw,
            ),
            switch(
                "move-limit",
                "Draw after fifty moves without a capture or pawn move (off: 75)",
                o.fifty_move_draw,
            ),
        ],
        AnyOptions::Backgammon(o) => {
            let lengths = MATCH_LENGTHS
                .iter()
                .map(|&n| {
                    let label = match n {
                        0 => "Single money game".to_string(),
                        1 => "Match to 1 point (no cube)".to_string(),
                        n => format!("Match to {n} points"),
                    };
                    (n, label)
                })
                .collect();
            vec![
                Field {
                    key: "match-length",
                    label: "Length".to_string(),
                    kind: FieldKind::Choice(o.match_length, lengths),
                },
                switch(
                    "crawford",
                    "Crawford rule (matches: no doubling in the game after a player reaches one point short)",
                    o.crawford,
                ),
                switch(
                    "jacoby",
                    "Jacoby rule (money game: gammons count single until the cube is turned)",
                    o.jacoby,
                ),
                switch("uncapped-cube", "Cube may go past 64 (up to 8192)", o.uncapped_cube),
            ]
        }
        AnyOptions::Ludo(o) => Colour::ALL
            .into_iter()
            .zip(COLOUR_KEYS)
            .map(|(colour, key)| switch(key, colour.name(), o.colours.contains(&colour)))
            .collect(),
        AnyOptions::Camelot(o) => vec![
            switch(
                "repetition",
                "Draw on threefold repetition",
                o.repetition_draw,
            ),
            switch(
                "move-limit",
                "Draw after 50 moves each without a capture or a castle entered",
                o.move_limit_draw,
            ),
            switch(
                "parker",
                "Parker 1931: a jump into your own castle ends the move there",
                o.parker_castle_stop,
            ),
            switch(
                "brainking",
                "BrainKing: taking every piece or blocking wins even with one piece left",
                o.brainking_wins,
            ),
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
                o.colours
                    .sort_by_key(|c| Colour::ALL.iter().position(|a| a == c));
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
pub fn problem(options: &AnyOptions) -> Option<&'static str> {
    match options {
        AnyOptions::Ludo(o) if o.colours.len() < 2 => Some("Choose two to four colours."),
        _ => None,
    }
}
