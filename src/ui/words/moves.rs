//! A move as the move list writes it: the standard notation where the game has one (SAN, PDN,
//! gnubg's steps and rolls), and the page's language where the notation is words (backgammon's
//! opening roll, cube and resignation; every Ludo throw and move, as Ludo has no standard
//! notation). The English words are the notation's own, so an English list reads as before.

use crate::games::backgammon::BgMove;
use crate::games::ludo::board::{FINISH, TRACK};
use crate::games::ludo::{Ludo, LudoMove};
use crate::games::{AnyGame, AnyMove};
use crate::rules::Game;
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::{off_board_label, seat_name};

/// One row of the move list: its label and its moves as (ply after the move, text). A `None`
/// ply is a gap.
pub type Row = (String, Vec<(Option<usize>, String)>);

/// `mv`, played in `before`, for the move list.
pub fn listed(words: &Lexicon, before: &AnyGame, mv: &AnyMove) -> String {
    match (before, mv) {
        (AnyGame::Backgammon(_), AnyMove::Backgammon(bg)) => match *bg {
            BgMove::OpeningRoll(white, black) => words.fill(
                "play.move.opening-roll",
                &[("white", &white), ("black", &black)],
            ),
            BgMove::Roll(..) | BgMove::Step { .. } => before.notation(mv),
            _ => off_board_label(words, before, mv),
        },
        (AnyGame::Ludo(race), AnyMove::Ludo(ludo)) => {
            ludo_listed(words, before, race, ludo, true).unwrap_or_else(|| before.notation(mv))
        }
        _ => before.notation(mv),
    }
}

/// The ways `mv` may be typed in the page's language: as the list writes it, and for Ludo
/// also without the knock-out mark and without the colour ("5-8" for "Punainen: 5-8").
pub fn typed_forms(words: &Lexicon, before: &AnyGame, mv: &AnyMove) -> Vec<String> {
    let mut forms = vec![listed(words, before, mv)];
    if let (AnyGame::Ludo(race), AnyMove::Ludo(ludo)) = (before, mv) {
        forms.extend(ludo_listed(words, before, race, ludo, false));
    }
    let colourless: Vec<String> = forms
        .iter()
        .filter_map(|form| form.split_once(": ").map(|(_, rest)| rest.to_string()))
        .collect();
    forms.extend(colourless);
    forms
}

/// A Ludo throw or move in the page's words; `marks` writes the knock-out marks.
fn ludo_listed(
    words: &Lexicon,
    any: &AnyGame,
    race: &Ludo,
    mv: &LudoMove,
    marks: bool,
) -> Option<String> {
    let side = |seat| seat_name(words, any, seat);
    let throw = |key: &str, seat, die: &u8| words.fill(key, &[("side", &side(seat)), ("die", die)]);
    let seat = race.seat_on_turn()?;
    let piece_move =
        |text: String| words.fill("play.move.ludo", &[("side", &side(seat)), ("move", &text)]);
    let knock_mark = |knocks: bool| if knocks && marks { " x" } else { "" };
    Some(match *mv {
        LudoMove::StartRoll(die) => throw("play.move.start-throw", race.start_thrower()?, &die),
        LudoMove::Roll(die) => throw("play.move.throw", seat, &die),
        LudoMove::Pass | LudoMove::Leave => off_board_label(words, any, &AnyMove::Ludo(*mv)),
        LudoMove::Enter | LudoMove::EnterTwo | LudoMove::EnterSix => {
            let (_, _, knocks) = race.route_of(mv)?;
            let key = match mv {
                LudoMove::Enter => "play.move.enter",
                LudoMove::EnterTwo => "play.move.enter-two",
                _ => "play.move.enter-six",
            };
            piece_move(format!("{}{}", words.get(key), knock_mark(knocks)))
        }
        LudoMove::Advance { .. } => {
            let (from, to, knocks) = race.route_of(mv)?;
            let sep = if knocks && marks { 'x' } else { '-' };
            piece_move(format!("{}{sep}{}", field(words, from), field(words, to)))
        }
    })
}

/// A field along the mover's way: a track number, a home-line field, or the finish.
fn field(words: &Lexicon, progress: u8) -> String {
    match progress {
        p if p <= TRACK => p.to_string(),
        p if p < FINISH => words.fill("play.move.home-field", &[("number", &(p - TRACK))]),
        _ => words.get("play.move.finish"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::rules::Record;
    use crate::ui::words::i18n::{source_bundle, Lang};

    /// Plays a seeded random game and checks that the English list is the notation itself.
    fn english_matches_notation(kind: GameKind) -> Vec<String> {
        let english = Lexicon::english();
        let mut game = AnyGame::new_of(kind);
        let mut seed = 7u64;
        let mut listed_moves = Vec::new();
        for _ in 0..5000 {
            let moves = game.next_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = moves[(seed >> 33) as usize % moves.len()].clone();
            let text = listed(english, &game, &mv);
            assert_eq!(text, game.notation(&mv));
            listed_moves.push(text);
            game.apply(&mv);
        }
        listed_moves
    }

    fn finnish() -> Lexicon {
        Lexicon::parse(Lang::Fi, &source_bundle(Lang::Fi).unwrap()).unwrap()
    }

    #[test]
    fn english_list_is_the_notation_in_ludo_and_backgammon() {
        let ludo = english_matches_notation(GameKind::Ludo);
        for word in ["for the start", "enter", "x", "-h", "home"] {
            assert!(
                ludo.iter().any(|m| m.contains(word)),
                "no {word} in {ludo:?}"
            );
        }
        let backgammon = english_matches_notation(GameKind::Backgammon);
        assert!(backgammon[0].starts_with("Opening"));
    }

    #[test]
    fn finnish_ludo_and_backgammon_words() {
        let words = finnish();
        let ludo = AnyGame::new_of(GameKind::Ludo);
        let throw = AnyMove::Ludo(LudoMove::StartRoll(4));
        assert_eq!(listed(&words, &ludo, &throw), "Punainen: aloitusheitto 4");
        // Typed back: with or without the colour.
        let options = GameKind::Ludo.default_options();
        let red_threw_1 =
            AnyGame::decode("L2.RBYG.5,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m0.1.-.-", &options).unwrap();
        let enter = AnyMove::Ludo(LudoMove::Enter);
        assert_eq!(
            typed_forms(&words, &red_threw_1, &enter),
            ["Punainen: sisään", "Punainen: sisään", "sisään", "sisään"]
        );
        let record = Record::new(AnyGame::new_of(GameKind::Backgammon));
        let opening = AnyMove::Backgammon(BgMove::OpeningRoll(6, 5));
        assert_eq!(listed(&words, record.start(), &opening), "Aloitus 6-5");
    }
}
