//! What a screen reader says for Ludo's places: fields as counted along the way of the colour on
//! turn, the bases and the finish, with the pieces there; and the die.

use crate::games::ludo::board::start_field;
use crate::games::ludo::{Colour, Ludo};
use crate::rules::Cell;
use crate::ui::boards::ludo::layout::groups;
use crate::ui::boards::names::and;
use crate::ui::words::i18n::Lexicon;

fn colour_name(words: &Lexicon, colour: Colour) -> String {
    words.get(match colour {
        Colour::Red => "games.side.red",
        Colour::Blue => "games.side.blue",
        Colour::Yellow => "games.side.yellow",
        Colour::Green => "games.side.green",
    })
}

fn pieces_key(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "board.ludo.red-pieces",
        Colour::Blue => "board.ludo.blue-pieces",
        Colour::Yellow => "board.ludo.yellow-pieces",
        Colour::Green => "board.ludo.green-pieces",
    }
}

/// The colour of a Ludo cell's home line or base (`None` on the track and the finish).
fn owner(cell: Cell) -> Option<Colour> {
    let index = match cell.0 {
        100..=139 => (cell.0 - 100) / 10,
        200..=203 => cell.0 - 200,
        _ => return None,
    };
    Colour::ALL.get(usize::from(index)).copied()
}

/// "field 12" counted along the way of the colour on turn (as its notation counts them: 1 is
/// its start point), "Red home field 2", "Blue base", "finish".
pub fn name(words: &Lexicon, game: &Ludo, cell: Cell) -> String {
    match (cell.0, owner(cell)) {
        (field @ 0..=39, _) => {
            let on_turn = game.seat_on_turn().map_or(Colour::Red, |s| game.colour(s));
            let field = u8::try_from(field).unwrap_or(0);
            let number = (field + 40 - start_field(on_turn)) % 40 + 1;
            words.fill("board.ludo.field", &[("number", &number)])
        }
        (100..=139, Some(colour)) => {
            let number = (cell.0 - 100) % 10 + 1;
            let side = colour_name(words, colour);
            words.fill("board.ludo.home", &[("side", &side), ("number", &number)])
        }
        (_, Some(colour)) => {
            words.fill("board.ludo.base", &[("side", &colour_name(words, colour))])
        }
        _ => words.get("board.ludo.finish"),
    }
}

/// "field 1, Red start point, 2 red pieces".
pub fn label(words: &Lexicon, game: &Ludo, cell: Cell) -> String {
    let mut label = name(words, game, cell);
    let starts_here = Colour::ALL
        .into_iter()
        .find(|&c| cell.0 < 40 && u16::from(start_field(c)) == cell.0);
    if let Some(colour) = starts_here {
        let start = words.fill("board.ludo.start", &[("side", &colour_name(words, colour))]);
        label = and(words, label, start);
    }
    let here: Vec<(Colour, u8)> = groups(game)
        .into_iter()
        .filter(|(k, _, _)| *k == cell)
        .map(|(_, colour, n)| (colour, n))
        .collect();
    if here.is_empty() {
        return and(words, label, words.get("board.cell.empty"));
    }
    here.into_iter().fold(label, |label, (colour, n)| {
        and(
            words,
            label,
            words.count(pieces_key(colour), u64::from(n), &[]),
        )
    })
}

/// "Die: 6".
pub fn die_label(words: &Lexicon, die: u8) -> String {
    words.fill("board.ludo.die", &[("value", &die)])
}
