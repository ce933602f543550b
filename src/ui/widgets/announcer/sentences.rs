//! One sentence per move or throw, in the page's language with the move in notation.

use crate::games::backgammon::{Backgammon, BgMove};
use crate::games::ludo::{Ludo, LudoMove};
use crate::games::{AnyGame, AnyMove};
use crate::rules::{Game, Seat};
use crate::ui::words::i18n::Lexicon;
use crate::ui::words::{off_board_label, seat_name};

fn side(words: &Lexicon, game: &AnyGame, seat: Seat) -> String {
    seat_name(words, game, seat)
}

fn backgammon_sentence(
    words: &Lexicon,
    any: &AnyGame,
    game: &Backgammon,
    mv: &BgMove,
) -> Option<String> {
    let seat = game.seat_on_roll();
    let named = |seat: Seat| side(words, any, seat);
    Some(match *mv {
        BgMove::OpeningRoll(white, black) => words.fill(
            "board.said.opening-roll",
            &[
                ("white", &named(Seat(0))),
                ("white-die", &white),
                ("black", &named(Seat(1))),
                ("black-die", &black),
            ],
        ),
        BgMove::Roll(a, b) => words.fill(
            "board.said.rolled",
            &[("side", &named(seat?)), ("first", &a), ("second", &b)],
        ),
        // The roll that follows says it.
        BgMove::RollDice => return None,
        BgMove::Step { .. } => words.fill(
            "board.said.played",
            &[
                ("side", &named(seat?)),
                ("move", &any.notation(&AnyMove::Backgammon(*mv))),
            ],
        ),
        BgMove::ConfirmTurn => words.fill(
            "board.said.turn-done",
            &[("side", &named(seat?)), ("play", &game.play_so_far())],
        ),
        _ => {
            let mover = any.turn().seat()?;
            let action = off_board_label(words, any, &AnyMove::Backgammon(*mv));
            words.fill(
                "board.said.action",
                &[("side", &named(mover)), ("action", &action)],
            )
        }
    })
}

fn ludo_sentence(words: &Lexicon, any: &AnyGame, game: &Ludo, mv: &LudoMove) -> Option<String> {
    let named = |seat: Seat| side(words, any, seat);
    let die =
        |key: &str, seat: Seat, die: u8| words.fill(key, &[("side", &named(seat)), ("die", &die)]);
    let seat = game.seat_on_turn()?;
    Some(match *mv {
        LudoMove::StartRoll(d) => die("board.said.threw-for-start", game.start_thrower()?, d),
        LudoMove::Roll(d) => die("board.said.threw", seat, d),
        LudoMove::Pass => words.fill("board.said.ludo-pass", &[("side", &named(seat))]),
        LudoMove::Leave => words.fill("board.said.left-race", &[("side", &named(seat))]),
        _ => {
            // The notation names the colour first ("Red: 12-18"): the sentence names it.
            let notation = any.notation(&AnyMove::Ludo(*mv));
            let written = notation
                .split_once(": ")
                .map_or(notation.as_str(), |(_, rest)| rest);
            words.fill(
                "board.said.played",
                &[("side", &named(seat)), ("move", &written)],
            )
        }
    })
}

/// What to say about `mv` played in `before` (`None`: nothing worth a sentence).
pub fn move_sentence(words: &Lexicon, before: &AnyGame, mv: &AnyMove) -> Option<String> {
    match (before, mv) {
        (AnyGame::Backgammon(game), AnyMove::Backgammon(m)) => {
            backgammon_sentence(words, before, game, m)
        }
        (AnyGame::Ludo(game), AnyMove::Ludo(m)) => ludo_sentence(words, before, game, m),
        _ => {
            let seat = before.turn().seat()?;
            words
                .fill(
                    "board.said.played",
                    &[
                        ("side", &side(words, before, seat)),
                        ("move", &before.notation(mv)),
                    ],
                )
                .into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ludo::LudoOptions;
    use crate::games::GameKind;

    fn english() -> &'static Lexicon {
        Lexicon::english()
    }

    /// Plays `moves` (in notation) from `game`, saying each.
    fn say_all(mut game: AnyGame, moves: &[&str]) -> Vec<String> {
        let mut said = Vec::new();
        for text in moves {
            let mv = game
                .parse_move(text)
                .unwrap_or_else(|e| panic!("{text}: {e:?}"));
            said.extend(move_sentence(english(), &game, &mv));
            game = game.play(&mv).unwrap();
        }
        said
    }

    #[test]
    fn board_games_say_who_played_what() {
        let chess = AnyGame::new_of(GameKind::Chess);
        assert_eq!(
            say_all(chess, &["e4", "e5"]),
            ["White played e4.", "Black played e5."]
        );
        let draughts = AnyGame::new_of(GameKind::EnglishDraughts);
        assert_eq!(say_all(draughts, &["11-15"]), ["Black played 11-15."]);
    }

    #[test]
    fn backgammon_says_the_dice_each_step_and_the_whole_turn() {
        let game = AnyGame::new_of(GameKind::Backgammon);
        let said = say_all(
            game,
            &["Opening 6-5", "24/18", "13/8", "Confirm", "Roll", "3-1"],
        );
        assert_eq!(
            said,
            [
                "Opening roll: White 6, Black 5.",
                "White played 24/18.",
                "White played 13/8.",
                "White ends the turn: 24/18 13/8.",
                "Black rolled 3 and 1.",
            ]
        );
    }

    #[test]
    fn ludo_says_throws_and_moves_without_repeating_the_colour() {
        let code = "L2.RBYG.1,0,0,0:0,0,0,0:0,0,0,0:0,0,0,0.m0.2.-.-";
        let game = AnyGame::Ludo(Ludo::decode(code, &LudoOptions::default()).unwrap());
        let mut said = say_all(game.clone(), &["Red: 1-3"]);
        let mv = game.parse_move("Red: 1-3").unwrap();
        let after = game.play(&mv).unwrap();
        let throw = after.next_moves()[3].clone();
        said.extend(move_sentence(english(), &after, &throw));
        assert_eq!(said, ["Red played 1-3.", "Blue threw 4."]);
    }
}
