//! The new-game options form's logic: every game's options read as fields and written back.

use tabula::games::ludo::Colour;
use tabula::games::{AnyGame, AnyOptions, GameKind};
use tabula::rules::Game;
use tabula::ui::widgets::option_fields::{fields, problem, set_field, FieldKind};
use tabula::ui::words::i18n::Lexicon;

fn switch(options: &AnyOptions, key: &str) -> bool {
    match fields(Lexicon::english(), options)
        .into_iter()
        .find(|f| f.key == key)
        .map(|f| f.kind)
    {
        Some(FieldKind::Switch(on)) => on,
        other => panic!("{key}: {other:?}"),
    }
}

#[test]
fn every_game_has_its_draw_rules_as_switches_on_by_default() {
    for kind in GameKind::ALL {
        let options = kind.default_options();
        if matches!(kind, GameKind::Backgammon | GameKind::Ludo) {
            continue;
        }
        for key in ["repetition", "move-limit"] {
            assert!(switch(&options, key), "{kind:?} {key}");
            let off = set_field(&options, key, 0);
            assert!(!switch(&off, key), "{kind:?} {key}");
            assert_ne!(off, options, "{kind:?} {key}");
            assert_eq!(
                AnyGame::new(&off).options(),
                off,
                "the game keeps the option"
            );
        }
    }
}

#[test]
fn backgammon_match_length_money_game_and_crawford() {
    let options = GameKind::Backgammon.default_options();
    let money = set_field(&options, "match-length", 0);
    let AnyOptions::Backgammon(o) = &money else {
        unreachable!()
    };
    assert_eq!(o.match_length, 0);
    let AnyGame::Backgammon(game) = AnyGame::new(&money) else {
        unreachable!()
    };
    assert_eq!(game.match_length(), 0);
    // Only the lengths offered are taken.
    assert_eq!(set_field(&options, "match-length", 4), options);
    let no_crawford = set_field(&options, "crawford", 0);
    let AnyOptions::Backgammon(o) = &no_crawford else {
        unreachable!()
    };
    assert!(!o.crawford);
}

#[test]
fn ludo_players_are_seated_clockwise_and_need_at_least_two() {
    let options = GameKind::Ludo.default_options();
    let three = set_field(&options, "ludo-blue", 0);
    let AnyOptions::Ludo(o) = &three else {
        unreachable!()
    };
    assert_eq!(o.colours, vec![Colour::Red, Colour::Yellow, Colour::Green]);
    let back = set_field(&three, "ludo-blue", 1);
    assert_eq!(back, options, "ticked again, Blue sits after Red");
    let one = set_field(&set_field(&three, "ludo-yellow", 0), "ludo-green", 0);
    assert!(problem(Lexicon::english(), &one).is_some());
    assert!(problem(Lexicon::english(), &three).is_none());
    assert_eq!(AnyGame::new(&three).num_players(), 3);
}
