//! Exported backgammon and Ludo games import back (issue 11, 4.8): the start code and every
//! move in notation, chance's throws included, replayed and checked (a backgammon match as
//! `.mat`, a turn in progress in the line format).

use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::{export_game, import_game, ImportError};
use tabula::rules::{Game, Record, Rng};

/// A record of `plies` random moves (chance's too), with resignation offers now and then.
fn random_record(start: AnyGame, seed: u64, plies: usize) -> Record<AnyGame> {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(start);
    for _ in 0..plies {
        let game = record.current();
        if game.outcome().is_some() {
            break;
        }
        let mut moves = game.next_moves();
        if rng.below(10) == 0 {
            game.side_moves(&mut moves);
        }
        let Some(mv) = rng.pick(&moves).cloned() else {
            break;
        };
        record.play(&mv).expect("a legal move");
    }
    record
}

fn round_trip(kind: GameKind, record: &Record<AnyGame>) {
    let export = export_game(record);
    let imported =
        import_game(kind, &export.text).unwrap_or_else(|e| panic!("{e}\n{}", export.text));
    assert_eq!(imported.notations(), record.notations()[..record.cursor()]);
    assert_eq!(imported.current(), record.current(), "{}", export.text);
    assert_eq!(imported.start(), record.start());
}

#[test]
fn exported_backgammon_games_import_back() {
    // issue 11, 4.8: the export had [FEN] tags that the import refused.
    for seed in 0..12 {
        let record = random_record(AnyGame::new_of(GameKind::Backgammon), seed, 400);
        round_trip(GameKind::Backgammon, &record);
    }
    // A game from a shared position, mid-turn, in a 3-point match.
    let options = BackgammonOptions {
        match_length: 3,
        ..BackgammonOptions::default()
    };
    let mut game = Backgammon::new(&options);
    for text in ["Opening 4-2", "8/4"] {
        let mv = game.parse_move(text).unwrap();
        game = game.play(&mv).unwrap();
    }
    let start = AnyGame::decode(&game.encode(), &GameKind::Backgammon.default_options()).unwrap();
    let record = random_record(start, 99, 120);
    round_trip(GameKind::Backgammon, &record);
}

#[test]
fn exported_ludo_games_import_back() {
    // issue 11, 4.8
    for seed in 0..8 {
        let record = random_record(AnyGame::new_of(GameKind::Ludo), seed, 300);
        round_trip(GameKind::Ludo, &record);
    }
}

#[test]
fn an_export_stops_at_the_move_shown() {
    let mut record = random_record(AnyGame::new_of(GameKind::Backgammon), 5, 60);
    record.goto(20);
    let imported = import_game(GameKind::Backgammon, &export_game(&record).text).unwrap();
    assert_eq!(imported.cursor(), 20);
    assert_eq!(imported.current(), record.current());
}

#[test]
fn a_turn_in_progress_is_exported_one_numbered_move_per_line() {
    // Opening roll and one step: the turn is not over, which a .mat cannot hold.
    let mut record = Record::new(AnyGame::new_of(GameKind::Backgammon));
    for text in ["Opening 3-1", "8/5"] {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    let export = export_game(&record);
    assert_eq!(export.file_name, "tabula-backgammon.txt");
    let text = export.text;
    assert!(
        text.contains("[FEN \"4HPwATDgc/ABMA:MAGgAAAAAAAA\"]"),
        "{text}"
    );
    assert!(text.contains("\n1. Opening 3-1\n2. 8/5\n*\n"), "{text}");
}

#[test]
fn a_bare_code_still_imports_and_bad_moves_are_named() {
    let game = import_game(GameKind::Backgammon, "4HPwATDgc/ABMA:MAGgAAAAAAAA").unwrap();
    assert_eq!(game.cursor(), 0);
    let text = "[FEN \"4HPwATDgc/ABMA:MAGgAAAAAAAA\"]\n1. Opening 3-1\n2. 8/5\n3. 8/5\n4. 6/5\n";
    let error = import_game(GameKind::Backgammon, text).unwrap_err();
    assert!(error.to_string().contains("move 3 \"8/5\""), "{error}");
    assert!(
        matches!(&error, ImportError::IllegalMove { line: 4, text, .. } if text == "8/5"),
        "{error:?}"
    );
    let bad_start = import_game(GameKind::Backgammon, "[FEN \"AAAAAAAAAAAAAA\"]\n").unwrap_err();
    assert!(bad_start.to_string().contains("the FEN tag"), "{bad_start}");
    assert!(matches!(
        bad_start,
        ImportError::BadStart { from_tag: true, .. }
    ));
    let ludo = import_game(GameKind::Ludo, "[FEN \"nonsense\"]\n").unwrap_err();
    assert!(ludo.to_string().contains("the FEN tag"), "{ludo}");
}
