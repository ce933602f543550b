//! Every export format reads back through our own import (issue 14, sections 3 and 5): many
//! seeded random games of every game, some ended by a resignation or an agreed draw, some from
//! a position other than the start, are written with players and a date, read again, and must
//! give the same moves, the same position and the same end. Bad text is refused with the line
//! or move at fault named.

use tabula::games::backgammon::match_state::Resignation;
use tabula::games::backgammon::{BgMove, Phase};
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::persist::{
    export_game, export_record, import_game, import_record, Computers, GameInfo, ImportError,
};
use tabula::rules::{Game, Record, RecordEnd, Rng, Seat, Turn};

/// A random game of up to `plies` moves; unless it ended by itself, it is stopped by a
/// resignation or an agreed draw now and then.
fn random_record(start: AnyGame, seed: u64, plies: usize) -> Record<AnyGame> {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(start);
    for _ in 0..plies {
        if record.verdict().is_some() {
            break;
        }
        let game = record.current();
        let moves = match game {
            AnyGame::Backgammon(_) => whole_turn(game, &mut rng),
            _ => rng.pick(&game.next_moves()).cloned().into_iter().collect(),
        };
        if moves.is_empty() {
            break;
        }
        for mv in moves {
            record.play(&mv).expect("a legal move");
        }
    }
    let two_player = record.current().num_players() == 2;
    if record.verdict().is_none() && two_player && !matches!(record.start(), AnyGame::Backgammon(_))
    {
        match rng.below(3) {
            0 => record.declare(RecordEnd::Resigned(Seat(rng.below(2) as u8))),
            1 if record.current().draws_by_agreement() => record.declare(RecordEnd::DrawAgreed),
            _ => {}
        }
    }
    record
}

/// Backgammon a whole turn at a time (what `.mat` records): a roll, a play and its
/// confirmation, a cube action, or now and then a resignation the opponent accepts.
fn whole_turn(game: &AnyGame, rng: &mut Rng) -> Vec<AnyMove> {
    let AnyGame::Backgammon(board) = game else {
        return Vec::new();
    };
    let choice = match board.phase() {
        _ if board.pending_resignation().is_some() => vec![BgMove::AcceptResignation],
        Phase::OnRoll(_) if rng.below(100) < 3 => vec![BgMove::Resign(Resignation::Single)],
        Phase::OnRoll(_) if rng.below(100) < 12 => vec![BgMove::Double],
        Phase::OnRoll(_) => vec![BgMove::RollDice],
        Phase::Doubled(_) if rng.below(3) == 0 => vec![BgMove::Pass],
        Phase::Doubled(_) => vec![BgMove::Take],
        Phase::GameOver(_) => vec![BgMove::NextGame],
        Phase::Moving(_) => {
            let plays = board.whole_plays();
            let mut steps = rng.pick(&plays).map_or_else(Vec::new, |p| p.0.clone());
            let mut after = board.clone();
            for mv in &steps {
                after.apply(mv);
            }
            if after.phase() == board.phase() {
                steps.push(BgMove::ConfirmTurn);
            }
            steps
        }
        _ if board.turn() == Turn::Chance => {
            let mut rolls = Vec::new();
            board.chance_outcomes(&mut rolls);
            rng.pick(&rolls).map(|r| r.0).into_iter().collect()
        }
        _ => Vec::new(),
    };
    choice.into_iter().map(AnyMove::Backgammon).collect()
}

fn info_for(game: &AnyGame, seed: u64) -> GameInfo {
    let computers = Computers::one((seed % 2) as u8, 3);
    GameInfo::from_seats(game, &computers, Some("2026.11.24".into()))
}

/// Writes and reads one record, and compares.
fn round_trip(record: &Record<AnyGame>, info: &GameInfo) -> String {
    let kind = record.start().kind();
    let export = export_record(record, info);
    let imported = import_record(kind, &export.text)
        .unwrap_or_else(|e| panic!("{kind:?}: {e}\n{}", export.text));
    let again = &imported.record;
    let shown = &record.notations()[..record.cursor()];
    // A .mat leaves out a backgammon turn in progress (a roll not yet played).
    let kept = again.cursor();
    let left_out = &record.moves()[kept..record.cursor()];
    assert!(
        left_out.iter().all(is_roll),
        "{left_out:?}\n{}",
        export.text
    );
    assert_eq!(again.notations(), shown[..kept], "{}", export.text);
    let position = record.position_before(kept).unwrap();
    assert_eq!(again.current(), position, "{}", export.text);
    if left_out.is_empty() {
        assert_eq!(again.verdict(), record.verdict(), "{}", export.text);
    }
    export.text
}

fn is_roll(mv: &AnyMove) -> bool {
    matches!(
        mv,
        AnyMove::Backgammon(BgMove::RollDice | BgMove::Roll(..) | BgMove::OpeningRoll(..))
    )
}

/// The game's start, or a position some random moves into it (a game from a set-up position).
fn start_of(kind: GameKind, seed: u64) -> AnyGame {
    let start = AnyGame::new_of(kind);
    if seed % 4 != 3 || kind == GameKind::Backgammon {
        return start;
    }
    let played = random_record(start, seed ^ 0xFACE, 6);
    let code = played.current().encode();
    AnyGame::decode(&code, &kind.default_options()).expect("a code decodes")
}

#[test]
fn every_format_reads_back_what_it_writes() {
    for kind in GameKind::ALL {
        let (games, plies) = match kind {
            GameKind::Backgammon => (24, 600),
            GameKind::Ludo => (30, 600),
            _ => (60, 160),
        };
        for seed in 0..games {
            let record = random_record(start_of(kind, seed), seed, plies);
            let info = info_for(record.start(), seed);
            let text = round_trip(&record, &info);
            assert!(text.contains("Computer (level 3)"), "{kind:?}: {text}");
            if kind == GameKind::Backgammon {
                assert!(text.starts_with(" 5 point match"), "{text}");
            }
        }
    }
}

#[test]
fn the_file_and_its_tags_fit_the_game() {
    let expect = [
        (
            GameKind::Chess,
            "tabula-chess.pgn",
            "[Termination \"unterminated\"]",
        ),
        (
            GameKind::EnglishDraughts,
            "tabula-english-draughts.pdn",
            "[GameType \"21\"]",
        ),
        (
            GameKind::Tammi,
            "tabula-tammi.pdn",
            "[GameType \"97,W,8,8,A0,0\"]",
        ),
        (
            GameKind::Tama,
            "tabula-tama.pdn",
            "[GameType \"98,W,8,8,A0,0\"]",
        ),
        (
            GameKind::Backgammon,
            "tabula-backgammon.mat",
            " 5 point match",
        ),
        (GameKind::Ludo, "tabula-ludo.txt", "[Red \"Person\"]"),
        (
            GameKind::Camelot,
            "tabula-camelot.txt",
            "[Game \"Camelot\"]",
        ),
    ];
    for (kind, file, tag) in expect {
        let record = random_record(AnyGame::new_of(kind), 7, 12);
        let info = GameInfo::from_seats(record.start(), &Computers::none(), None);
        let export = export_record(&record, &info);
        assert_eq!(export.file_name, file);
        assert!(export.text.contains(tag), "{kind:?}: {}", export.text);
        // Ludo's record always names its start (the colours in play).
        let fen = export.text.contains("[FEN");
        assert_eq!(fen, kind == GameKind::Ludo, "{kind:?}: {}", export.text);
    }
}

#[test]
fn a_backgammon_match_stopped_in_a_turn_reads_back_whole_from_export_game() {
    for seed in 0..6 {
        let mut record = random_record(AnyGame::new_of(GameKind::Backgammon), seed, 80);
        let mut rng = Rng::new(seed);
        // Played on into a turn: rolled, not yet moved. A .mat has no such turn.
        while !matches!(record.current(), AnyGame::Backgammon(b) if matches!(b.phase(), Phase::Moving(_)))
        {
            let mv = rng.pick(&record.current().next_moves()).cloned().unwrap();
            record.play(&mv).unwrap();
        }
        let export = export_game(&record);
        assert!(export.file_name.ends_with(".txt"), "{}", export.text);
        let again = import_game(GameKind::Backgammon, &export.text).unwrap();
        assert_eq!(again.notations(), record.notations());
        assert_eq!(again.current(), record.current());
        // The .mat for gnubg leaves that turn out.
        let mat = export_record(&record, &GameInfo::default());
        assert!(mat.file_name.ends_with(".mat"), "{}", mat.text);
    }
}

#[test]
fn results_on_unfinished_games_become_their_declared_end() {
    let pgn = "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n\n1. e4 e5 0-1\n";
    let imported = import_record(GameKind::Chess, pgn).unwrap();
    assert_eq!(
        imported.record.declared(),
        Some(&RecordEnd::Resigned(Seat(0)))
    );
    assert_eq!(imported.tag("Black"), Some("Bob"));
    let pdn = "[GameType \"21\"]\n1. 11-15 23-19 1-1";
    let imported = import_record(GameKind::EnglishDraughts, pdn).unwrap();
    assert_eq!(imported.record.declared(), Some(&RecordEnd::DrawAgreed));
    let camelot = "1. C6-C7 C11-C12 1-0";
    let imported = import_record(GameKind::Camelot, camelot).unwrap();
    assert_eq!(
        imported.record.declared(),
        Some(&RecordEnd::Resigned(Seat(1)))
    );
}

#[test]
fn ordinary_pdn_from_elsewhere_is_read() {
    let text = "[Event \"Club night\"]\n[GameType \"21,B,8,8,N1,0\"]\n[Result \"1-0\"]\n\
                {An opening comment}\n1.11-15 23-19 2. 8-11! 22-17 (2... 9-14) 3. 9-13 17-14\n\
                4. 10x17 21x14 1-0\n";
    let imported = import_record(GameKind::EnglishDraughts, text).unwrap();
    assert_eq!(
        imported.record.notations(),
        ["11-15", "23-19", "8-11", "22-17", "9-13", "17-14", "10x17", "21x14"]
    );
    // 1-0 in older PDN is White's win: Black (who moved first) resigned.
    let white = imported.record.declared();
    assert!(matches!(white, Some(RecordEnd::Resigned(_))), "{white:?}");
}

#[test]
fn bad_text_is_refused_with_the_line_or_move_named() {
    let cases = [
        (
            GameKind::Chess,
            "1. e4 e5 2. Ke3 *",
            "move 2 (White): 'Ke3'",
        ),
        (
            GameKind::EnglishDraughts,
            "[Event \"x\"]\n\n1. 11-15 22-18\n2. 15-20 *",
            "line 4, move 3 \"15-20\"",
        ),
        (
            GameKind::EnglishDraughts,
            "[GameType \"20\"]\n1. 32-28 *",
            "International draughts",
        ),
        (
            GameKind::Tammi,
            "1. c3-d4 f6-e5 2. a3-a4 *",
            "line 1, move 3 \"a3-a4\"",
        ),
        (
            GameKind::Camelot,
            "1. C6-C7 C11-C12 2. C7-C9 *",
            "line 1, move 3 \"C7-C9\"",
        ),
        (
            GameKind::Ludo,
            "[Game \"Ludo\"]\n1. Red rolls 9 for the start\n",
            "line 2, move 1",
        ),
        (
            GameKind::Backgammon,
            " 3 point match\n\n Game 1\n White : 0   Black : 0\n  1) 31: 8/4 6/5\n",
            "line 5",
        ),
        (
            GameKind::Backgammon,
            " 3 point match\n\n Game 1\n White : 1   Black : 0\n",
            "line 4: the score",
        ),
        (GameKind::Backgammon, " nine point match\n", "line 1"),
        (GameKind::Ludo, "[Game \"Chess\"]\n", "not Ludo"),
        (GameKind::Chess, "   ", "nothing to import"),
    ];
    for (kind, text, expected) in cases {
        let error = import_record(kind, text).unwrap_err().to_string();
        assert!(error.contains(expected), "{kind:?} {text:?}: {error}");
    }
}

/// The faults the page words in its language carry their parts: the line and the move, the
/// game the file names, the result written.
#[test]
fn the_common_faults_say_what_and_where() {
    let refused = |kind, text| import_record(kind, text).unwrap_err();
    assert_eq!(refused(GameKind::Ludo, " \n "), ImportError::Empty);
    assert!(matches!(
        refused(GameKind::Chess, "1. e4 e5\n2. Ke3 *"),
        ImportError::IllegalMove { line: 2, text, .. } if text == "Ke3"
    ));
    assert!(matches!(
        refused(GameKind::EnglishDraughts, "[Event \"x\"]\n\n1. 11-15 22-18\n2. 15-20 *"),
        ImportError::IllegalMove { line: 4, text, .. } if text == "15-20"
    ));
    assert!(matches!(
        refused(GameKind::EnglishDraughts, "[GameType \"20\"]\n1. 32-28 *"),
        ImportError::OtherGame { found, expected: GameKind::EnglishDraughts }
            if found.contains("International draughts")
    ));
    assert!(matches!(
        refused(GameKind::Camelot, "[Game \"Chess\"]\n1. C6-C7 *"),
        ImportError::OtherGame { found, expected: GameKind::Camelot } if found == "Chess"
    ));
    assert_eq!(
        refused(GameKind::Chess, "1. f3 e5 2. g4 Qh4# 1-0"),
        ImportError::ResultMismatch {
            token: "1-0".into(),
            ended_otherwise: true
        }
    );
    assert!(matches!(
        refused(GameKind::Chess, "8/8/8/8/8/8/8/8 w - - 0 1"),
        ImportError::BadStart {
            from_tag: false,
            ..
        }
    ));
    assert!(matches!(
        refused(GameKind::Ludo, "nonsense"),
        ImportError::NotAGame {
            expected: GameKind::Ludo,
            ..
        }
    ));
}
