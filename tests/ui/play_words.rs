//! The play page's words come from the key tables (issue 15, 1): every side of every game has a
//! name there, another language's table changes what the page says, and in English the buttons
//! of moves made off the board read as their notation did (the browser tests click them).

use tabula::games::{AnyGame, GameKind};
use tabula::rules::{Game, Rng, Seat, Turn};
use tabula::ui::words;
use tabula::ui::words::i18n::{Lang, Lexicon};
use tabula::ui::words::phrase::Phrase;

#[test]
fn every_side_of_every_game_has_a_key() {
    let english = Lexicon::english();
    for kind in GameKind::ALL {
        let game = AnyGame::new_of(kind);
        for seat in 0..game.num_players() as u8 {
            let rules_name = game.side_name(Seat(seat));
            let key = words::side_key(rules_name);
            assert!(key.is_some(), "{kind:?} seat {seat}: {rules_name}");
            assert!(english.own(key.unwrap_or_default()).is_some(), "{key:?}");
            assert_eq!(words::seat_name(english, &game, Seat(seat)), rules_name);
        }
        let name = words::game_name(english, kind);
        assert_eq!(
            name,
            kind.title(),
            "the English names are the rules' titles"
        );
    }
}

#[test]
fn another_language_names_the_sides_and_words_the_status() {
    let table = "games.side.white = Valkea\ngames.side.black = Musta\n\
                 status.to-move = {side} siirtää\nplay.level-3 = Harrastaja\n";
    let finnish = Lexicon::parse(Lang::Fi, table).unwrap();
    let chess = AnyGame::new_of(GameKind::Chess);
    assert_eq!(words::seat_name(&finnish, &chess, Seat(1)), "Musta");
    assert_eq!(words::status(&finnish, &chess, None), "Valkea siirtää");
    assert_eq!(words::level_name(&finnish, 3), "Harrastaja");
    // A key the language lacks falls back to English.
    assert_eq!(words::level_name(&finnish, 5), "Expert");
}

#[test]
fn lists_of_names_are_joined_by_the_tables() {
    let english = Lexicon::english();
    let names: Vec<String> = ["Red", "Blue", "Green"].map(String::from).to_vec();
    assert_eq!(words::name_list(english, &names[..1]), "Red");
    assert_eq!(words::name_list(english, &names[..2]), "Red and Blue");
    assert_eq!(words::name_list(english, &names), "Red, Blue and Green");
    assert_eq!(words::name_sequence(english, &names), "Red, Blue, Green");
    assert_eq!(words::name_list(english, &[]), "");
}

/// Plays `plies` moves of a game, the first legal one or a seeded chance result each time,
/// checking the off-board moves' labels on the way.
fn labels_match_notation(kind: GameKind, seed: u64, plies: usize) -> usize {
    let english = Lexicon::english();
    let mut game = AnyGame::new_of(kind);
    let mut rng = Rng::new(seed);
    let mut checked = 0;
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let mut moves = game.next_moves();
        if game.turn() != Turn::Chance {
            let mut side = Vec::new();
            game.side_moves(&mut side);
            for mv in moves.iter().chain(&side) {
                if game.gesture(mv).is_none() {
                    let label = words::off_board_label(english, &game, mv);
                    assert_eq!(label, game.notation(mv), "{kind:?}");
                    checked += 1;
                }
            }
        }
        if moves.is_empty() {
            break;
        }
        let pick = (rng.next_u64() % moves.len() as u64) as usize;
        let mv = moves.swap_remove(pick);
        game.apply(&mv);
    }
    checked
}

#[test]
fn english_action_buttons_read_as_their_notation() {
    assert!(labels_match_notation(GameKind::Backgammon, 3, 400) > 20);
    assert!(labels_match_notation(GameKind::Ludo, 5, 400) > 20);
}

#[test]
fn a_phrase_is_worded_in_the_language_it_is_shown_in() {
    let notice = Phrase::new("play.no-computer-player").with(
        "why",
        Phrase::new("play.no-seat")
            .with("seat", "3")
            .with("players", "2"),
    );
    assert_eq!(
        notice.text(Lexicon::english()),
        "No computer player: this game has no seat 3 (2 players)."
    );
    let finnish = Lexicon::parse(
        Lang::Fi,
        "play.no-computer-player = Ei tietokonepelaajaa: {why}.\n\
         play.no-seat = pelissä ei ole paikkaa {seat} ({players} pelaajaa)\n",
    )
    .unwrap();
    assert_eq!(
        notice.text(&finnish),
        "Ei tietokonepelaajaa: pelissä ei ole paikkaa 3 (2 pelaajaa)."
    );
}
