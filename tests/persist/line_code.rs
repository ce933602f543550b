//! Whole-game links (issue 14, 2): every game's moves, dice included, in the compact coding of
//! `persist::line_code`, opened at the start with every move there to replay.

use tabula::games::handicap::{Handicap, Odds};
use tabula::games::{AnyGame, GameKind};
use tabula::persist::line_code::{decode_line, encode_line, read_line};
use tabula::persist::{open_whole_game, whole_game_path, Computers, Route, ShareError};
use tabula::rules::{Game, Record, RecordEnd, Rng, Seat};

/// A game played at random to its end (or `limit` moves), chance's throws included.
fn random_game(kind: GameKind, seed: u64, limit: usize) -> Record<AnyGame> {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(AnyGame::new_of(kind));
    for _ in 0..limit {
        if record.verdict().is_some() {
            break;
        }
        let moves = record.current().next_moves();
        let Some(mv) = rng.pick(&moves).cloned() else {
            break;
        };
        record.play(&mv).unwrap();
    }
    record
}

/// The longest of `games` random games of a kind.
fn longest_game(kind: GameKind, games: u64) -> Record<AnyGame> {
    (0..games)
        .map(|seed| random_game(kind, seed, 5_000))
        .max_by_key(|record| record.moves().len())
        .unwrap()
}

#[test]
fn whole_games_of_every_kind_come_back_move_for_move_at_their_start() {
    for kind in GameKind::ALL {
        for seed in 0..12 {
            let mut record = random_game(kind, 100 + seed, 400);
            if seed % 4 == 1 {
                record.undo(); // the moves after the cursor are part of the game too
            }
            let line = encode_line(&record);
            let opened = decode_line(record.start().clone(), &line).unwrap();
            assert_eq!(
                opened.notations(),
                record.notations(),
                "{kind:?} seed {seed}"
            );
            assert_eq!(opened.cursor(), 0, "{kind:?}");
            assert_eq!(opened.moves().len(), record.moves().len());
        }
    }
}

#[test]
fn a_declared_end_travels_with_the_line() {
    for (end, kind) in [
        (RecordEnd::DrawAgreed, GameKind::Chess),
        (RecordEnd::Resigned(Seat(1)), GameKind::Camelot),
    ] {
        let mut record = random_game(kind, 3, 20);
        record.declare(end.clone());
        let mut opened = decode_line(record.start().clone(), &encode_line(&record)).unwrap();
        assert_eq!(opened.declared(), Some(&end));
        assert!(
            opened.verdict().is_none(),
            "at the start the game is not over yet"
        );
        opened.goto(opened.moves().len());
        assert_eq!(opened.verdict(), record.verdict());
    }
}

#[test]
fn the_link_opens_the_whole_game_with_its_seats() {
    let record = random_game(GameKind::Backgammon, 9, 120);
    let computers = Computers::one(1, 4);
    let path = whole_game_path(&record, &computers, None, None);
    let Route::Play {
        kind,
        code: Some(code),
        line: Some(line),
        ai,
        ..
    } = Route::parse(&path)
    else {
        panic!("{path} is not a whole-game link");
    };
    assert_eq!(ai.as_deref(), Some("1:4"));
    let opened = open_whole_game(&kind.default_options(), &code, &line).unwrap();
    assert_eq!(opened.cut, None);
    assert_eq!(opened.record.notations(), record.notations());
}

/// Issue 27, 5: a handicap is named in the game's record, so a whole-game link names it too
/// (with the clock as it stood): the start position alone would lose draw odds and the name.
#[test]
fn the_link_names_the_handicap_and_the_clock() {
    let queen = Handicap {
        odds: Odds::Piece('Q'),
        seat: Seat(0),
    };
    let mut record = Record::new(queen.start(&GameKind::Chess.default_options()).unwrap());
    for text in ["e4", "e5"] {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    let clock = "300+3.290000.300000.0.0".to_string();
    let path = whole_game_path(
        &record,
        &Computers::none(),
        Some(clock.clone()),
        Some(queen.code()),
    );
    assert!(
        path.contains("handicap=queen%3A0") || path.contains("handicap=queen:0"),
        "{path}"
    );
    let Route::Play {
        kind,
        code: Some(code),
        line: Some(line),
        clock: read_clock,
        handicap: Some(handicap),
        ..
    } = Route::parse(&path)
    else {
        panic!("{path} does not name the handicap");
    };
    assert_eq!(Handicap::parse(kind, &handicap), Some(queen));
    assert_eq!(read_clock, Some(clock));
    let opened = open_whole_game(&kind.default_options(), &code, &line).unwrap();
    assert_eq!(opened.record.start().encode(), record.start().encode());
    assert_eq!(opened.record.notations(), vec!["e4", "e5"]);
}

/// Issue 14, 2: "Long games stay usable in a link". The longest games random play makes, and
/// what their links cost, printed (`cargo test --test persist line_code -- --nocapture`).
#[test]
fn the_longest_random_games_stay_short_enough_for_a_link() {
    for kind in GameKind::ALL {
        let record = longest_game(kind, 40);
        let path = whole_game_path(&record, &Computers::none(), None, None);
        let by_notation: usize = record.notations().iter().map(|n| n.len() + 1).sum();
        println!(
            "{:<17} {:>5} moves: link {:>5} characters (the moves as notation: {:>6})",
            kind.slug(),
            record.moves().len(),
            path.len(),
            by_notation
        );
        // Two kilobytes is what every browser, mail and chat program keeps whole.
        assert!(path.len() < 2_048, "{kind:?}: {} characters", path.len());
        let Route::Play {
            code: Some(code),
            line: Some(line),
            ..
        } = Route::parse(&path)
        else {
            panic!("{path}");
        };
        let opened = open_whole_game(&kind.default_options(), &code, &line)
            .unwrap()
            .record;
        assert_eq!(opened.moves().len(), record.moves().len());
    }
}

#[test]
fn damaged_lines_are_refused_with_a_reason_and_never_panic() {
    let record = random_game(GameKind::EnglishDraughts, 5, 30);
    let start = record.start().clone();
    let line = encode_line(&record);
    let cases = [
        ("", "empty"),
        ("2.3.AAA", "version"),
        ("1.x.AB", "move count"),
        ("1.30.AB", "cut short"),
        ("1.1.!", "cut short"),
        (&format!("{line}A"), "left after"),
        (&format!("{line}.q"), "damaged"),
        (&format!("{line}.r9"), "damaged"),
        ("1.1.A.d.x", "more fields"),
    ];
    for (text, why) in cases {
        let error = decode_line(start.clone(), text).unwrap_err();
        assert!(error.to_string().contains(why), "{text}: {error}");
    }
    // A digit past the number of choices names the move.
    assert!(matches!(
        decode_line(start.clone(), "1.1.~"),
        Err(ShareError::BadMove { index: 1, .. })
    ));
    // Every cut of a real line either opens or says why.
    let mut rng = Rng::new(1);
    for _ in 0..300 {
        let mut bytes = line.clone().into_bytes();
        let at = rng.below(bytes.len());
        bytes[at] = b"A~.1-z9"[rng.below(7)];
        let text = String::from_utf8(bytes).unwrap();
        let _ = decode_line(start.clone(), &text);
        let _ = decode_line(start.clone(), &text[..rng.below(text.len() + 1)]);
    }
}

/// A whole backgammon game opened at its start: the dice don't roll by themselves there (a new
/// throw would drop every recorded move after it); at the last move they do.
#[test]
fn the_dice_wait_while_a_whole_game_is_replayed() {
    use tabula::ui::session::{Action, Session};
    let record = random_game(GameKind::Backgammon, 4, 60);
    let opened = decode_line(record.start().clone(), &encode_line(&record)).unwrap();
    let session = Session::new(opened, 1, None);
    assert!(session.chance_pending(), "the opening roll is chance's");
    assert!(!session.chance_due(), "but not while replaying");
    let at_end = session.apply(Action::Goto(record.moves().len()));
    assert_eq!(at_end.record.notations(), record.notations());
    assert_eq!(at_end.chance_due(), at_end.chance_pending());
}

/// Issue 24: a whole-game link cut short (a chat program that keeps only so many characters)
/// keeps the moves it can read, and says after which move it was cut.
#[test]
fn a_line_cut_short_keeps_the_moves_before_the_cut() {
    for kind in GameKind::ALL {
        let record = longest_game(kind, 3);
        let moves = record.moves().len();
        if moves < 4 {
            continue;
        }
        let line = encode_line(&record);
        // Cut inside the digits: the moves before the cut stay, the rest is said to be missing.
        let digits_at = line
            .match_indices('.')
            .nth(1)
            .map(|(at, _)| at + 1)
            .unwrap();
        let cut_line = &line[..digits_at + (line.len() - digits_at) / 2];
        let read = read_line(record.start().clone(), cut_line).unwrap();
        let cut = read.cut.expect("a cut");
        assert!(
            cut.kept > 0 && cut.kept < moves,
            "{kind:?}: kept {} of {moves}",
            cut.kept
        );
        assert_eq!(read.record.moves().len(), cut.kept);
        assert_eq!(read.record.notations()[..], record.notations()[..cut.kept]);
        assert_eq!(read.record.cursor(), 0, "opened at the start");
        assert!(
            cut.why
                .to_string()
                .contains(&format!("move {}", cut.kept + 1)),
            "{kind:?}: {}",
            cut.why
        );
        // The strict reader still refuses it whole.
        assert!(decode_line(record.start().clone(), cut_line).is_err());
    }
}
