//! A handicap kept with the game (issue 27, 5): saved and restored, named in the exports and
//! read back from them.

use tabula::games::backgammon::{BgMove, Phase};
use tabula::games::handicap::{Handicap, Odds};
use tabula::games::{AnyGame, AnyMove, AnyOptions, GameKind};
use tabula::persist::{export_record, import_record, GameInfo, SavedGame, HANDICAP_TAG};
use tabula::rules::{Game, Record, Seat};

fn handicapped(
    kind: GameKind,
    options: &AnyOptions,
    odds: Odds,
    seat: u8,
) -> (Record<AnyGame>, Handicap) {
    let handicap = Handicap {
        odds,
        seat: Seat(seat),
    };
    assert_eq!(options.kind(), kind);
    (Record::new(handicap.start(options).unwrap()), handicap)
}

fn play(record: &mut Record<AnyGame>, moves: &[&str]) {
    for text in moves {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
}

#[test]
fn a_saved_game_keeps_its_handicap() {
    let options = GameKind::Chess.default_options();
    let (mut record, queen) = handicapped(GameKind::Chess, &options, Odds::Piece('Q'), 0);
    play(&mut record, &["e4", "e5"]);
    let saved = SavedGame::from_record(&record, 0, 1.0).with_handicap(Some(queen));
    let text = saved.to_json();
    assert!(text.contains("\"handicap\":\"queen:0\""), "{text}");
    let read = SavedGame::from_json(&text).unwrap();
    assert_eq!(read.handicap(), Some(queen));
    assert_eq!(read.restore().unwrap(), record);
    // Without one the field is left out: saves from before handicaps read the same.
    let plain = SavedGame::from_record(&record, 0, 1.0).to_json();
    assert!(!plain.contains("handicap"));
    assert_eq!(SavedGame::from_json(&plain).unwrap().handicap(), None);
    // A code the game does not offer opens the game without a handicap.
    let odd = plain.replacen('{', "{\"handicap\":\"men1:0\",", 1);
    let odd = SavedGame::from_json(&odd).unwrap();
    assert_eq!(odd.handicap(), None);
    assert!(odd.restore().is_ok());
}

#[test]
fn pgn_names_the_handicap_with_its_set_up_position() {
    let options = GameKind::Chess.default_options();
    let (mut record, queen) = handicapped(GameKind::Chess, &options, Odds::Piece('Q'), 0);
    play(&mut record, &["e4", "e5", "Nf3"]);
    let info = GameInfo::named(&["Ann", "Bob"]).with_handicap(Some(&queen));
    let text = export_record(&record, &info).text;
    assert!(text.contains("[SetUp \"1\"]"), "{text}");
    assert!(
        text.contains("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1\"]"),
        "{text}"
    );
    assert!(text.contains("[Handicap \"queen:0\"]"), "{text}");
    let imported = import_record(GameKind::Chess, &text).unwrap();
    assert_eq!(imported.tag(HANDICAP_TAG), Some("queen:0"));
    assert_eq!(imported.handicap(), Some(queen));
    assert_eq!(imported.record.notations(), record.notations());
}

#[test]
fn draw_odds_keep_the_board_result_and_name_who_it_counts_for() {
    let options = GameKind::Chess.default_options();
    let (record, odds) = handicap_record_drawn(&options);
    let info = GameInfo::default().with_handicap(Some(&odds));
    let text = export_record(&record, &info).text;
    // The board's result stays a draw; the tag says who it counts for.
    assert!(text.contains("[Result \"1/2-1/2\"]"), "{text}");
    assert!(
        text.contains(&format!("[Handicap \"{}\"]", odds.code())),
        "{text}"
    );
    assert!(!text.contains("[SetUp"), "{text}");
    let imported = import_record(GameKind::Chess, &text).unwrap();
    assert_eq!(imported.handicap(), Some(odds));
}

/// A draw agreed at once, White giving draw odds.
fn handicap_record_drawn(options: &AnyOptions) -> (Record<AnyGame>, Handicap) {
    let (mut record, odds) = handicapped(GameKind::Chess, options, Odds::Draw, 0);
    play(&mut record, &["e4", "e5"]);
    record.declare(tabula::rules::RecordEnd::DrawAgreed);
    (record, odds)
}

#[test]
fn draughts_camelot_and_ludo_files_name_the_handicap() {
    let cases = [
        (GameKind::EnglishDraughts, Odds::Men(2), 0),
        (GameKind::Tammi, Odds::Men(1), 1),
        (GameKind::Camelot, Odds::Piece('N'), 1),
        (GameKind::Ludo, Odds::PiecesOut(2), 0),
    ];
    for (kind, odds, seat) in cases {
        let (record, handicap) = handicapped(kind, &kind.default_options(), odds, seat);
        let info = GameInfo::default().with_handicap(Some(&handicap));
        let text = export_record(&record, &info).text;
        let imported = import_record(kind, &text).unwrap();
        assert_eq!(imported.handicap(), Some(handicap), "{kind:?}: {text}");
        assert_eq!(imported.record.start(), record.start(), "{kind:?}");
    }
}

#[test]
fn a_backgammon_match_opens_at_the_handicap_score_in_its_file() {
    let mut options = GameKind::Backgammon.default_options();
    if let AnyOptions::Backgammon(o) = &mut options {
        o.match_length = 7;
    }
    let (record, _) = handicapped(GameKind::Backgammon, &options, Odds::PointsAhead(3), 1);
    let text = export_record(&record, &GameInfo::default()).text;
    let imported = import_record(GameKind::Backgammon, &text).unwrap();
    let AnyGame::Backgammon(game) = imported.record.start() else {
        unreachable!()
    };
    assert_eq!(game.score(), (0, 3), "{text}");
}

#[test]
fn a_kept_cube_match_reads_back_from_its_mat_file() {
    let options = GameKind::Backgammon.default_options();
    let (mut record, _) = handicapped(GameKind::Backgammon, &options, Odds::CubeKept, 1);
    let act = |mv: BgMove, record: &mut Record<AnyGame>| {
        record.play(&AnyMove::Backgammon(mv)).unwrap();
        // The rest of a turn: the first legal steps, then the turn confirmed.
        while let AnyGame::Backgammon(game) = record.current() {
            if !matches!(game.phase(), Phase::Moving(_)) {
                break;
            }
            let mut moves = Vec::new();
            record.current().legal_moves(&mut moves);
            record.play(&moves[0]).unwrap();
        }
    };
    // Black opens; White has no cube to turn; Black doubles twice and White takes twice:
    // only the kept cube allows the second double.
    act(BgMove::OpeningRoll(1, 2), &mut record);
    act(BgMove::Roll(2, 1), &mut record);
    for _ in 0..2 {
        act(BgMove::Double, &mut record);
        act(BgMove::Take, &mut record);
        act(BgMove::Roll(2, 1), &mut record);
        act(BgMove::Roll(2, 1), &mut record);
    }
    let AnyGame::Backgammon(game) = record.current() else {
        unreachable!()
    };
    assert_eq!(game.cube(), (4, Some(Seat(1))));
    let before = record.moves().len();
    let text = export_record(&record, &GameInfo::default()).text;
    assert!(text.starts_with("; [Handicap \"cube:1\"]\n"), "{text}");
    let imported = import_record(GameKind::Backgammon, &text).unwrap();
    let AnyGame::Backgammon(game) = imported.record.start() else {
        unreachable!()
    };
    assert_eq!(game.options().cube_keeper, Some(Seat(1)));
    assert_eq!(imported.record.moves().len(), before, "{text}");
}
