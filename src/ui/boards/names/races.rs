//! Names of the places of the race games: backgammon's points, bars and trays (with the dice
//! and the cube), Ludo's fields, bases and finish (with the die).

use super::and;
use crate::games::backgammon::{Backgammon, BLACK_BAR, BLACK_OFF, WHITE_BAR, WHITE_OFF};
use crate::games::ludo::board::start_field;
use crate::games::ludo::{Colour, Ludo};
use crate::rules::{Cell, Seat};
use crate::ui::boards::ludo::layout::groups;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::name_list;

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);

fn side(words: &Lexicon, seat: Seat) -> String {
    words.get(if seat == WHITE {
        "games.side.white"
    } else {
        "games.side.black"
    })
}

/// "point 13" in the numbering the board shows (the player on roll's), "bar (White)",
/// "borne off (Black)".
pub(super) fn backgammon_name(
    words: &Lexicon,
    game: &Backgammon,
    cell: Cell,
    flipped: bool,
) -> String {
    let holder = |key: &str, seat: Seat| words.fill(key, &[("side", &side(words, seat))]);
    match cell {
        WHITE_BAR => holder("board.backgammon.bar", WHITE),
        BLACK_BAR => holder("board.backgammon.bar", BLACK),
        WHITE_OFF => holder("board.backgammon.off", WHITE),
        BLACK_OFF => holder("board.backgammon.off", BLACK),
        Cell(point) => {
            let bottom = if flipped { BLACK } else { WHITE };
            let shown = if game.seat_on_roll().unwrap_or(bottom) == BLACK {
                25u16.saturating_sub(point)
            } else {
                point
            };
            words.fill("board.backgammon.point", &[("number", &shown)])
        }
    }
}

/// The checkers on a cell: (seat, count).
fn checkers_on(game: &Backgammon, cell: Cell) -> (Seat, u8) {
    match cell {
        WHITE_BAR => (WHITE, game.on_bar(WHITE)),
        BLACK_BAR => (BLACK, game.on_bar(BLACK)),
        WHITE_OFF => (WHITE, game.borne_off(WHITE)),
        BLACK_OFF => (BLACK, game.borne_off(BLACK)),
        Cell(point) => {
            let point = u8::try_from(point.min(25)).unwrap_or(0);
            let white = game.checkers(WHITE, point);
            if white > 0 {
                (WHITE, white)
            } else {
                (BLACK, game.checkers(BLACK, 25 - point))
            }
        }
    }
}

/// "point 13, 5 black checkers".
pub(super) fn backgammon_label(
    words: &Lexicon,
    game: &Backgammon,
    cell: Cell,
    flipped: bool,
) -> String {
    let name = backgammon_name(words, game, cell, flipped);
    let content = match checkers_on(game, cell) {
        (_, 0) => words.get("board.cell.empty"),
        (WHITE, n) => words.count("board.backgammon.white-checkers", u64::from(n), &[]),
        (_, n) => words.count("board.backgammon.black-checkers", u64::from(n), &[]),
    };
    and(words, name, content)
}

/// "Dice: 5 and 3, still to play: 3", as the dice drawn on the board show it (used dice faded).
pub fn backgammon_dice_label(words: &Lexicon, game: &Backgammon) -> Option<String> {
    let [a, b] = game.dice()?;
    let dice = words.fill("board.backgammon.dice", &[("first", &a), ("second", &b)]);
    let left: Vec<String> = game.dice_left().iter().map(u8::to_string).collect();
    let all = if a == b { 4 } else { 2 };
    Some(match left.len() {
        0 => and(words, dice, words.get("board.backgammon.dice-played")),
        n if n == all => dice,
        _ => {
            let list = name_list(words, &left);
            and(
                words,
                dice,
                words.fill("board.backgammon.dice-left", &[("dice", &list)]),
            )
        }
    })
}

/// "Doubling cube: 2, White owns it".
pub fn backgammon_cube_label(words: &Lexicon, game: &Backgammon) -> String {
    let (value, owner) = game.cube();
    let cube = words.fill("board.backgammon.cube", &[("value", &value)]);
    let place = match owner {
        Some(seat) => words.fill(
            "board.backgammon.cube-owner",
            &[("side", &side(words, seat))],
        ),
        None => words.get("board.backgammon.cube-middle"),
    };
    and(words, cube, place)
}

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
pub(super) fn ludo_name(words: &Lexicon, game: &Ludo, cell: Cell) -> String {
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
pub(super) fn ludo_label(words: &Lexicon, game: &Ludo, cell: Cell) -> String {
    let mut label = ludo_name(words, game, cell);
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
pub fn ludo_die_label(words: &Lexicon, die: u8) -> String {
    words.fill("board.ludo.die", &[("value", &die)])
}
