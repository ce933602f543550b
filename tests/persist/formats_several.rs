//! Files of several games (issue 24): a lichess export, a PDN database, our own records one
//! after another. Every game is read (`GameFile`), each on its own, with its faults named by the
//! file's game number and line; the first game is what a single import reads.

use tabula::games::backgammon::{Backgammon, BackgammonOptions};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::{export_record, import_record, GameFile, GameInfo, ImportError};
use tabula::rules::{Game, Record, Rng};

/// A short random game of `kind` (backgammon from a position after its opening, which its
/// record writes in the line format: `.mat` files are one match each).
fn random_game(kind: GameKind, seed: u64) -> Record<AnyGame> {
    let start = match kind {
        GameKind::Backgammon => {
            let game = Backgammon::new(&BackgammonOptions::default());
            let opening = game.parse_move("Opening 3-1").unwrap();
            let game = game.play(&opening).unwrap();
            AnyGame::Backgammon(game)
        }
        _ => AnyGame::new_of(kind),
    };
    let mut record = Record::new(start);
    let mut rng = Rng::new(seed);
    for _ in 0..24 {
        let moves = record.current().next_moves();
        let Some(mv) = rng.pick(&moves).cloned() else {
            break;
        };
        record.play(&mv).unwrap();
    }
    record
}

#[test]
fn records_one_after_another_read_back_game_by_game() {
    for kind in GameKind::ALL {
        let records: Vec<Record<AnyGame>> = (0..5).map(|seed| random_game(kind, seed)).collect();
        let texts: Vec<String> = records
            .iter()
            .map(|r| export_record(r, &GameInfo::named(&["Ann", "Bob"])).text)
            .collect();
        let file = texts.join("\n");
        let games: Vec<_> = GameFile::new(kind, file.clone()).collect();
        assert_eq!(games.len(), records.len(), "{kind:?}:\n{file}");
        let mut line = 1;
        for ((game, record), text) in games.iter().zip(&records).zip(&texts) {
            let read = game
                .read
                .as_ref()
                .unwrap_or_else(|e| panic!("{kind:?}: {e}"));
            assert_eq!(
                read.record.moves(),
                record.moves(),
                "{kind:?} game {}",
                game.number
            );
            assert_eq!(game.first_line, line, "{kind:?} game {}", game.number);
            line += text.lines().count() + 1;
        }
        assert_eq!(
            import_record(kind, &file).unwrap().record.moves(),
            records[0].moves(),
            "{kind:?}: a single import reads the first game"
        );
    }
}

/// Three games as lichess exports them: tags, clock comments holding `[`, a blank line.
const LICHESS: &str = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/abcd1234"]
[White "ann"]
[Black "bob"]
[Result "1-0"]

1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Qh5 { [%clk 0:02:58] } 2... Nc6
{ [%clk 0:02:57] } 3. Bc4 Nf6 4. Qxf7# 1-0


[Event "Rated Blitz game"]
[Site "https://lichess.org/efgh5678"]
[White "cy"]
[Black "dee"]
[Result "0-1"]

1. d4 { [%clk 0:03:00] } 1... d5 2. Bf4 c5 3. Bxc5 Qa5+ 0-1


[Event "Rated Blitz game"]
[Site "https://lichess.org/ijkl9012"]
[White "eve"]
[Black "fay"]
[Result "1/2-1/2"]

1. c4 { [%eval 0.1] } 1... c5 1/2-1/2
"#;

#[test]
fn a_lichess_export_reads_every_game_and_names_the_bad_one() {
    let games: Vec<_> = GameFile::new(GameKind::Chess, LICHESS).collect();
    assert_eq!(games.len(), 3);
    assert_eq!(
        games.iter().map(|g| g.first_line).collect::<Vec<_>>(),
        [1, 11, 20]
    );
    let first = games[0].read.as_ref().unwrap();
    assert_eq!(first.tag("White"), Some("ann"));
    assert!(first.record.verdict().is_some(), "checkmate");
    // Game 2: 3. Bxc5 is no legal move (nothing on f4 reaches c5), on line 17 of the file.
    let ImportError::IllegalMove { line, text, .. } = games[1].read.as_ref().unwrap_err() else {
        panic!("{:?}", games[1].read);
    };
    assert_eq!((*line, text.as_str()), (17, "Bxc5"));
    assert_eq!(games[2].read.as_ref().unwrap().tag("White"), Some("eve"));
}

#[test]
fn a_pdn_database_refuses_only_the_game_of_another_kind() {
    let text = "[Event \"a\"]\n[GameType \"21\"]\n\n1. 11-15 23-19 *\n\n\
                [Event \"b\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 *\n\n\
                [Event \"c\"]\n\n1. 9-13 22-18 2-0\n";
    let games: Vec<_> = GameFile::new(GameKind::EnglishDraughts, text).collect();
    assert_eq!(games.len(), 3);
    assert!(games[0].read.is_ok() && games[2].read.is_ok());
    let fault = games[1].read.as_ref().unwrap_err();
    assert!(
        matches!(fault, ImportError::OtherGame { .. }),
        "{fault:?}: International draughts"
    );
}

#[test]
fn blank_text_holds_no_game_and_a_code_alone_is_one() {
    assert!(GameFile::new(GameKind::Chess, " \n\n").is_empty());
    assert_eq!(
        import_record(GameKind::Chess, "\u{feff}\n"),
        Err(ImportError::Empty)
    );
    let code = AnyGame::new_of(GameKind::Ludo).encode();
    let file = GameFile::new(GameKind::Ludo, format!("\n{code}\n"));
    assert_eq!(file.len(), 1);
    assert_eq!(file.games_read(), 0);
}
