//! What a screen reader says for backgammon's places: points in the numbering shown, the bars
//! and the off trays with the checkers there; and the dice and the cube.

use crate::games::backgammon::{Backgammon, BLACK_BAR, BLACK_OFF, WHITE_BAR, WHITE_OFF};
use crate::rules::{Cell, Seat};
use crate::ui::boards::names::and;
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
pub fn name(words: &Lexicon, game: &Backgammon, cell: Cell, flipped: bool) -> String {
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
pub fn label(words: &Lexicon, game: &Backgammon, cell: Cell, flipped: bool) -> String {
    let name = name(words, game, cell, flipped);
    let content = match checkers_on(game, cell) {
        (_, 0) => words.get("board.cell.empty"),
        (WHITE, n) => words.count("board.backgammon.white-checkers", u64::from(n), &[]),
        (_, n) => words.count("board.backgammon.black-checkers", u64::from(n), &[]),
    };
    and(words, name, content)
}

/// "Dice: 5 and 3, still to play: 3", as the dice drawn on the board show it (used dice faded).
pub fn dice_label(words: &Lexicon, game: &Backgammon) -> Option<String> {
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
pub fn cube_label(words: &Lexicon, game: &Backgammon) -> String {
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
