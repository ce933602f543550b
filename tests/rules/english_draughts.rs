//! English draughts, one scenario per rule. Squares are written in checkers numbers (1-32, from
//! Black's side: 1 = b8, 32 = g1); Black moves toward 29-32, White toward 1-4.

use tabula::games::draughts::{Draughts, DraughtsOptions, Piece, Ruleset};
use tabula::rules::{Cell, Game, Gesture, Outcome, Reason, Record, Seat, Verdict};

fn position(code: &str) -> Draughts {
    Draughts::decode(code, &DraughtsOptions::default()).unwrap()
}

fn start() -> Draughts {
    Draughts::new(&DraughtsOptions::default())
}

/// The legal moves in notation, sorted.
fn moves(game: &Draughts) -> Vec<String> {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let mut written: Vec<String> = legal.iter().map(|mv| game.notation(mv)).collect();
    written.sort();
    written
}

fn play(game: &Draughts, text: &str) -> Draughts {
    let mv = game.parse_move(text).unwrap();
    game.clone().play(&mv).unwrap()
}

/// The engine's square (a1 = 0) of a checkers number.
fn square(number: u8) -> u8 {
    let index = number - 1;
    let rank = 7 - index / 4;
    rank * 8 + (index % 4) * 2 + rank % 2
}

fn record_of(code: &str, options: &DraughtsOptions) -> Record<Draughts> {
    Record::new(Draughts::decode(code, options).unwrap())
}

fn play_all(record: &mut Record<Draughts>, texts: &[&str]) {
    for text in texts {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
}

#[test]
fn start_position_black_on_1_to_12_moves_first() {
    let game = start();
    assert_eq!(
        game.encode(),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(game.turn().seat(), Some(Seat(0)));
    assert_eq!(game.side_name(Seat(0)), "Black");
    assert_eq!(game.side_name(Seat(1)), "White");
    let black_man = Some(Piece {
        seat: Seat(0),
        king: false,
    });
    assert_eq!(game.piece_at(square(1)), black_man);
    assert_eq!(game.piece_at(57), black_man); // b8 = 1
    assert_eq!(game.piece_at(square(32)).map(|p| p.seat), Some(Seat(1)));
    assert_eq!(game.piece_at(square(16)), None);
    assert_eq!(game.piece_at(200), None);
    assert!(game.is_playable_square(0)); // a1 is dark
    assert!(!game.is_playable_square(1));
    assert!(!game.is_playable_square(64));
    assert_eq!(game.square_label(0).as_deref(), Some("29"));
    assert_eq!(game.square_label(63).as_deref(), Some("4"));
    assert_eq!(game.square_label(7), None);
    assert_eq!(
        moves(&game),
        ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]
    );
}

#[test]
fn capture_is_compulsory() {
    let game = play(&play(&start(), "11-15"), "22-18");
    assert_eq!(moves(&game), ["15x22"]);
    let error = game.parse_move("9-13").unwrap_err();
    assert!(error.message.contains("capture is compulsory"), "{error}");
}

#[test]
fn free_choice_of_capture_a_shorter_capture_is_allowed_when_a_longer_exists() {
    // 10 can take two pieces (10x17x26), 12 only one (12x19): both are legal.
    let game = position("B:W14,16,22:B10,12");
    assert_eq!(moves(&game), ["10x17x26", "12x19"]);
}

#[test]
fn multi_jump_is_one_move_and_must_continue() {
    let game = position("B:W14,16,22:B10,12");
    // Stopping half-way is not a move.
    assert!(game.parse_move("10x17").is_err());
    let after = play(&game, "10x17x26");
    assert_eq!(after.encode(), "W:W16:B12,26");
    assert_eq!(after.turn().seat(), Some(Seat(1)));
}

#[test]
fn crowning_ends_the_move_mid_capture() {
    // White's man jumps 7 onto 2 and is crowned; as a king it could take 6 at once, but may not.
    let game = position("W:W11:B6,7");
    assert_eq!(moves(&game), ["11x2"]);
    let after = play(&game, "11x2");
    assert_eq!(
        after.piece_at(square(2)),
        Some(Piece {
            seat: Seat(1),
            king: true
        })
    );
    assert_eq!(after.piece_at(square(6)).map(|p| p.seat), Some(Seat(0)));
    assert_eq!(after.encode(), "B:WK2:B6");
}

#[test]
fn a_man_reaching_the_far_row_by_a_step_is_crowned() {
    let after = play(&position("W:W5:B26"), "5-1");
    assert_eq!(
        after.piece_at(square(1)),
        Some(Piece {
            seat: Seat(1),
            king: true
        })
    );
    let after = play(&after, "26-30");
    assert_eq!(after.encode(), "W:WK1:BK30");
}

#[test]
fn men_do_not_capture_backwards() {
    // Black's 23 stands behind White's man on 18 with 27 empty: no capture, only steps forward.
    let game = position("W:W18:B23");
    assert_eq!(moves(&game), ["18-14", "18-15"]);
    assert!(game.parse_move("18x27").is_err());
}

#[test]
fn men_do_not_move_backwards() {
    assert_eq!(moves(&position("W:W18:B1")), ["18-14", "18-15"]);
    assert_eq!(moves(&position("B:W32:B18")), ["18-22", "18-23"]);
}

#[test]
fn king_moves_and_captures_in_all_four_directions() {
    assert_eq!(
        moves(&position("W:WK18:B1")),
        ["18-14", "18-15", "18-22", "18-23"]
    );
    assert_eq!(
        moves(&position("B:W32:BK18")),
        ["18-14", "18-15", "18-22", "18-23"]
    );
    assert_eq!(
        moves(&position("W:WK18:B14,15,22,23")),
        ["18x11", "18x25", "18x27", "18x9"]
    );
}

#[test]
fn kings_are_not_flying() {
    // Nothing next to the king: it steps one square only, and cannot take a piece two away.
    let game = position("W:WK25:B11");
    assert_eq!(moves(&game), ["25-21", "25-22", "25-29", "25-30"]);
}

#[test]
fn no_jumping_own_pieces() {
    assert_eq!(moves(&position("W:W18,22:B1")), ["18-14", "18-15", "22-17"]);
}

#[test]
fn no_piece_jumped_twice() {
    // The king takes the four pieces around 10 and comes back to 18; 14 is then taken already and
    // stays on the board until the move ends, so it cannot be jumped again. The loop run the
    // other way round (18x11x2x9x18) takes the same pieces and ends on 18: the same move, listed
    // once (issue 11, 2.13).
    let game = position("W:WK18:B6,7,14,15");
    assert_eq!(moves(&game), ["18x9x2x11x18"]);
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    for mv in &legal {
        let mut taken = mv.captured.clone();
        taken.sort();
        taken.dedup();
        assert_eq!(taken.len(), 4);
    }
}

#[test]
fn no_pieces_loses() {
    let game = play(&position("W:WK18:B6,7,14,15"), "18x9x2x11x18");
    assert_eq!(
        game.outcome(),
        Some(Verdict::new(Outcome::Win(Seat(1)), Reason::NoPieces))
    );
    let game = position("W:W:BK1");
    assert_eq!(
        game.outcome(),
        Some(Verdict::new(Outcome::Win(Seat(0)), Reason::NoPieces))
    );
    assert!(moves(&game).is_empty());
}

#[test]
fn no_legal_move_loses_when_blocked() {
    // Black's man on 21 faces White's 25, and 30 behind it is taken: no step, no jump.
    let game = position("B:W25,30:B21");
    assert!(moves(&game).is_empty());
    assert_eq!(
        game.outcome(),
        Some(Verdict::new(Outcome::Win(Seat(1)), Reason::NoMoves))
    );
    assert_eq!(start().outcome(), None);
}

const KING_SHUFFLE: [&str; 4] = ["1-5", "32-28", "5-1", "28-32"];

#[test]
fn threefold_repetition_draw() {
    let mut record = record_of("B:WK32:BK1", &DraughtsOptions::default());
    play_all(&mut record, &KING_SHUFFLE);
    play_all(&mut record, &KING_SHUFFLE[..3]);
    assert_eq!(record.verdict(), None);
    play_all(&mut record, &KING_SHUFFLE[3..]);
    assert_eq!(record.repetitions(), 3);
    assert_eq!(
        record.verdict(),
        Some(Verdict::new(Outcome::Draw, Reason::Repetition))
    );
}

#[test]
fn threefold_repetition_rule_off_when_its_option_is_off() {
    let options = DraughtsOptions {
        repetition_draw: false,
        ..DraughtsOptions::default()
    };
    let mut record = record_of("B:WK32:BK1", &options);
    for _ in 0..4 {
        play_all(&mut record, &KING_SHUFFLE);
    }
    assert_eq!(record.repetitions(), 5);
    assert_eq!(record.verdict(), None);
    assert_eq!(record.current().history_rules().repetition, None);
}

#[test]
fn forty_move_rule_draw_after_80_quiet_plies_and_a_man_move_resets_it() {
    let options = DraughtsOptions {
        repetition_draw: false,
        ..DraughtsOptions::default()
    };
    let mut record = record_of("B:WK32:BK1,12", &options);
    for _ in 0..10 {
        play_all(&mut record, &KING_SHUFFLE);
    }
    assert_eq!(record.quiet_plies(), 40);
    play_all(&mut record, &["12-16"]);
    assert_eq!(record.quiet_plies(), 0);
    let white_first = ["32-28", "1-5", "28-32", "5-1"];
    for _ in 0..19 {
        play_all(&mut record, &white_first);
    }
    play_all(&mut record, &white_first[..3]);
    assert_eq!(record.quiet_plies(), 79);
    assert_eq!(record.verdict(), None);
    play_all(&mut record, &white_first[3..]);
    assert_eq!(
        record.verdict(),
        Some(Verdict::new(Outcome::Draw, Reason::MoveLimit))
    );
}

#[test]
fn forty_move_rule_progress_is_a_capture_or_a_man_move() {
    let game = position("B:WK32,23:BK1,12,19");
    let is_progress = |text: &str| game.is_progress(&game.parse_move(text).unwrap());
    assert!(is_progress("19x26"));
    let game = position("B:WK32:BK1,12");
    let is_progress = |text: &str| game.is_progress(&game.parse_move(text).unwrap());
    assert!(is_progress("12-16"));
    assert!(!is_progress("1-5"));
    assert_eq!(game.history_rules().quiet_plies, Some(80));
    assert_eq!(game.history_rules().repetition, Some(3));
}

#[test]
fn forty_move_rule_off_when_its_option_is_off() {
    let options = DraughtsOptions {
        repetition_draw: false,
        move_limit_draw: false,
        ruleset: Ruleset::English,
    };
    let mut record = record_of("B:WK32:BK1", &options);
    for _ in 0..30 {
        play_all(&mut record, &KING_SHUFFLE);
    }
    assert_eq!(record.quiet_plies(), 120);
    assert_eq!(record.verdict(), None);
    assert_eq!(record.current().history_rules().quiet_plies, None);
}

#[test]
fn two_capture_paths_to_one_square_are_two_moves() {
    let game = position("W:W23:B10,11,18,19");
    assert_eq!(moves(&game), ["23x14x7", "23x16x7"]);
}

#[test]
fn gesture_gives_start_end_landings_and_captures() {
    let game = position("W:W23:B10,11,18,19");
    let mv = game.parse_move("23x14x7").unwrap();
    let cell = |n: u8| Cell(u16::from(square(n)));
    assert_eq!(
        game.gesture(&mv),
        Some(Gesture {
            from: Some(cell(23)),
            to: Some(cell(7)),
            via: vec![cell(14)],
            captured: vec![cell(18), cell(10)],
        })
    );
    let step = start().parse_move("11-15").unwrap();
    let gesture = start().gesture(&step).unwrap();
    assert_eq!((gesture.from, gesture.to), (Some(cell(11)), Some(cell(15))));
    assert!(gesture.via.is_empty() && gesture.captured.is_empty());
}

#[test]
fn notation_parsing_accepts_full_paths_and_unambiguous_short_captures() {
    let game = position("B:W14,16,22:B10,12");
    let full = game.parse_move("10x17x26").unwrap();
    assert_eq!(game.parse_move("10x26").unwrap(), full);
    assert_eq!(game.parse_move("  10x17x26 ").unwrap(), full);
    assert_eq!(full.path, vec![square(10), square(17), square(26)]);
    assert_eq!(full.captured, vec![square(14), square(22)]);
    assert_eq!(game.notation(&game.parse_move("12x19").unwrap()), "12x19");
    assert_eq!(
        start().notation(&start().parse_move("9-13").unwrap()),
        "9-13"
    );
}

#[test]
fn notation_parsing_rejects_ambiguous_malformed_and_illegal_moves() {
    let fork = position("W:W23:B10,11,18,19");
    let error = fork.parse_move("23x7").unwrap_err();
    assert!(error.message.contains("ambiguous"), "{error}");
    assert!(error.message.contains("23x14x7") && error.message.contains("23x16x7"));
    let game = start();
    for bad in [
        "", "abc", "11", "11-", "-15", "11-15-19", "11x15-19", "0-4", "33-29", "11--15", "a3-b4",
        "11 15",
    ] {
        let error = game.parse_move(bad).unwrap_err();
        assert!(!error.message.is_empty(), "{bad}");
    }
    for illegal in ["11-17", "21-17", "15-19", "11x18", "12-15"] {
        let error = game.parse_move(illegal).unwrap_err();
        assert!(
            error.message.contains("not a legal move"),
            "{illegal}: {error}"
        );
    }
}

#[test]
fn decode_accepts_ranges_either_order_whitespace_and_a_final_dot() {
    let canonical = start().encode();
    for code in [
        "B:W21-32:B1-12",
        "B:B1-12:W21-32",
        " B : W21-32 : B1-4,5-8,9,10,11,12 .",
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12.",
    ] {
        let game = Draughts::decode(code, &DraughtsOptions::default()).unwrap();
        assert_eq!(game.encode(), canonical, "{code}");
    }
    let kings = position("W:WK3,21:B1,K30");
    assert_eq!(kings.encode(), "W:WK3,21:B1,K30");
    assert_eq!(
        kings.piece_at(square(30)),
        Some(Piece {
            seat: Seat(0),
            king: true
        })
    );
    assert_eq!(position("W:W:BK1").encode(), "W:W:BK1");
    assert_eq!(position("B:W30,K4,21:BK29").encode(), "B:WK4,21,30:BK29");
}

#[test]
fn decode_errors_say_what_is_wrong() {
    let cases = [
        ("", "empty"),
        ("   ", "empty"),
        ("garbage", "side to move"),
        ("X:W21:B1", "side to move"),
        ("B:W21", "piece lists"),
        ("B:W21:B1:W3", "piece lists"),
        ("B:W21:W22", "two piece lists"),
        ("B:Q21:B1", "must start with W or B"),
        ("B:W0:B1", "\"0\""),
        ("B:W33:B1", "\"33\""),
        ("B:Wab:B1", "\"ab\""),
        ("B:W21,,22:B1", "empty entry"),
        ("B:W21,21:B1", "listed twice"),
        ("B:W21:B21", "both sides"),
        ("B:W3:B12", "man on square 3 should be a king"),
        ("B:W21:B30", "man on square 30 should be a king"),
        ("B:W32-21:B1", "backwards"),
        ("B:W21-40:B1", "\"40\""),
    ];
    for (code, expected) in cases {
        let error = Draughts::decode(code, &DraughtsOptions::default()).unwrap_err();
        assert!(
            error.message.contains(expected),
            "{code:?} gave {:?}, expected it to mention {expected:?}",
            error.message
        );
    }
}

#[test]
fn illegal_moves_are_refused_and_apply_ignores_nonsense() {
    use tabula::games::draughts::DraughtsMove;
    let game = start();
    let backwards = DraughtsMove {
        path: vec![square(22), square(17)],
        captured: Vec::new(),
    };
    assert!(game.clone().play(&backwards).is_err());
    let mut same = game.clone();
    for nonsense in [
        DraughtsMove {
            path: vec![],
            captured: vec![],
        },
        DraughtsMove {
            path: vec![200, 201],
            captured: vec![250],
        },
        DraughtsMove {
            path: vec![square(16), square(20)],
            captured: vec![],
        },
    ] {
        same.apply(&nonsense);
        assert_eq!(same, game);
        let _ = game.notation(&nonsense);
        let _ = game.gesture(&nonsense);
        let _ = game.is_progress(&nonsense);
    }
}

/// Black moves first and plays the dark pieces; White's are light (issue 11, 2.1).
#[test]
fn black_moves_first_with_the_dark_pieces() {
    let game = Draughts::new(&DraughtsOptions::default());
    assert_eq!(game.side_name(game.side_to_move()), "Black");
    assert!(!game.plays_light(Seat(0)));
    assert!(game.plays_light(Seat(1)));
}

/// A side never has more pieces than the twelve it starts with (issue 11, 4.2).
#[test]
fn a_code_with_more_than_twelve_pieces_a_side_is_refused() {
    let options = DraughtsOptions::default();
    assert!(Draughts::decode("B:W21-32:B1-12", &options).is_ok());
    let error = Draughts::decode("B:W20-32:B1-12", &options).unwrap_err();
    assert!(error.to_string().contains("White has 13 pieces"), "{error}");
}

#[test]
fn the_acf_three_move_ballots_are_156_legal_openings() {
    // examples/ai_strength/ballots.txt: the ACF's number, then three moves from the start.
    let text = include_str!("../../examples/ai_strength/ballots.txt");
    let mut numbers = Vec::new();
    let mut positions = std::collections::HashSet::new();
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let mut words = line.split_whitespace();
        let number: u32 = words.next().unwrap().parse().unwrap();
        let mut game = start();
        let texts: Vec<&str> = words.collect();
        assert_eq!(texts.len(), 3, "{line}");
        for text in texts {
            game = play(&game, text);
        }
        assert_eq!(
            game.turn().seat(),
            Some(Seat(1)),
            "White to move after {line}"
        );
        assert!(positions.insert(game.encode()), "{line} repeats a ballot");
        numbers.push(number);
    }
    // 174 openings less the 18 the ACF bars, in the ACF's order.
    assert_eq!(numbers.len(), 156);
    assert!(numbers.windows(2).all(|w| w[0] < w[1]));
    assert_eq!((numbers[0], numbers[155]), (1, 174));
    for barred in [
        3, 13, 26, 35, 44, 45, 48, 52, 77, 88, 94, 109, 114, 137, 145, 156, 168, 171,
    ] {
        assert!(!numbers.contains(&barred), "{barred} is barred");
    }
}
