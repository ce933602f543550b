//! Camelot (seeds 003 and 004, RULES-NOTES.md §5): one scenario per rule, written as position
//! codes (`W:W<White's pieces>:B<Black's pieces>:<castle moves>`, knights with `N`).

use tabula::games::camelot::board::{on_board, parse_square, square_name};
use tabula::games::camelot::{Camelot, CamelotMove, CamelotOptions, MoveKind, Piece};
use tabula::rules::{Cell, Game, Outcome, Reason, Record, Rng, Seat, Turn};

fn game(code: &str) -> Camelot {
    Camelot::decode(code, &CamelotOptions::default()).unwrap()
}

fn with(code: &str, options: CamelotOptions) -> Camelot {
    Camelot::decode(code, &options).unwrap()
}

fn notations(game: &Camelot) -> Vec<String> {
    let mut list: Vec<String> = game.next_moves().iter().map(|m| game.notation(m)).collect();
    list.sort();
    list
}

fn moves(code: &str) -> Vec<String> {
    notations(&game(code))
}

/// The moves of the piece on `from`, written out and sorted.
fn moves_from(code: &str, from: &str) -> Vec<String> {
    moves(code)
        .into_iter()
        .filter(|text| text.split(['-', 'x']).next() == Some(from))
        .collect()
}

fn square(name: &str) -> u16 {
    parse_square(name).unwrap()
}

/// Plays moves in notation on a record of the position.
fn play(code: &str, texts: &[&str]) -> Record<Camelot> {
    let mut record = Record::new(game(code));
    for text in texts {
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    record
}

fn verdict(game: &Camelot) -> Option<(Outcome, Reason)> {
    game.outcome().map(|v| (v.outcome, v.reason))
}

#[test]
fn white_moves_first_from_the_wcf_start_with_100_moves() {
    let start = Camelot::new(&CamelotOptions::default());
    assert_eq!(start.turn(), Turn::Player(Seat(0)));
    assert_eq!(start.num_players(), 2);
    assert_eq!(start.piece_count(Seat(0)), 14);
    assert_eq!(start.piece_count(Seat(1)), 14);
    assert_eq!(start.piece_at(square("C6")), Some((Seat(0), Piece::Knight)));
    assert_eq!(start.piece_at(square("H11")), Some((Seat(1), Piece::Man)));
    let list = start.next_moves();
    let count = |kind| list.iter().filter(|m| m.kind == kind).count();
    // RULES-NOTES.md §8.5: 52 plain moves and 48 canter destinations.
    assert_eq!((count(MoveKind::Plain), count(MoveKind::Canter)), (52, 48));
    assert_eq!(list.len(), 100);
}

#[test]
fn a_plain_move_steps_to_any_of_the_eight_adjacent_empty_squares() {
    assert_eq!(
        moves_from("W:WF6,A4:BK14,L13:00", "F6"),
        ["F6-E5", "F6-E6", "F6-E7", "F6-F5", "F6-F7", "F6-G5", "F6-G6", "F6-G7"]
    );
}

#[test]
fn a_canter_leaps_friendly_pieces_in_a_chain_and_leaves_them_standing() {
    let code = "W:WF6,F7,F9,A4:BK14,L13:00";
    let list = moves_from(code, "F6");
    assert!(list.contains(&"F6-F8".to_string()), "{list:?}");
    assert!(list.contains(&"F6-F8-F10".to_string()), "{list:?}");
    assert!(!list.contains(&"F6-F7".to_string()), "{list:?}");
    let after = play(code, &["F6-F8-F10"]);
    let game = after.current();
    assert_eq!(game.piece_count(Seat(0)), 4);
    for name in ["F7", "F9", "F10"] {
        assert_eq!(game.piece_at(square(name)), Some((Seat(0), Piece::Man)));
    }
    assert_eq!(game.piece_at(square("F6")), None);
}

#[test]
fn a_canter_chain_may_come_round_to_its_start_but_not_stop_there_and_is_one_move_per_square() {
    // F6 over F7 to F8, over G8 to H8, over G7 back to F6; H8 is also one leap over G7.
    let code = "W:WF6,F7,G7,G8,E6,A4:BK14,L13:00";
    let canters: Vec<String> = moves_from(code, "F6")
        .into_iter()
        .filter(|text| !is_step(text))
        .collect();
    // Each square once, by its shortest path; never back on F6; D6 over E6.
    assert_eq!(canters, ["F6-D6", "F6-F8", "F6-F8-H6", "F6-H8"]);
}

fn is_step(text: &str) -> bool {
    let squares: Vec<u16> = text.split(['-', 'x']).map(square).collect();
    let (a, b) = (squares[0], squares[squares.len() - 1]);
    squares.len() == 2 && (a % 12).abs_diff(b % 12) <= 1 && (a / 12).abs_diff(b / 12) <= 1
}

#[test]
fn a_jump_is_compulsory_and_takes_the_enemy_piece_at_once() {
    let code = "W:WF6,A4:BF7,L13,K14:00";
    assert_eq!(moves(code), ["F6xF8"]);
    let game = play(code, &["F6xF8"]).current().clone();
    assert_eq!(game.piece_at(square("F7")), None);
    assert_eq!(game.piece_count(Seat(1)), 2);
}

#[test]
fn a_jumping_piece_must_go_on_while_it_can() {
    assert_eq!(moves("W:WF6,A4:BF7,F9,L13:00"), ["F6xF8xF10"]);
}

#[test]
fn the_player_chooses_the_piece_and_branch_with_no_longest_capture_rule() {
    assert_eq!(
        moves("W:WF6,A4:BF7,E9,G9,B5,L13:00"),
        ["A4xC6", "F6xF8xD10", "F6xF8xH10"]
    );
}

#[test]
fn jump_chains_with_the_same_captures_and_end_are_one_move() {
    // Round the square E5-E7-G7-G5 either way, taking the same four pieces, back on E5.
    assert_eq!(moves("W:WE5,A4:BE6,F7,G6,F5,L13:00"), ["E5xE7xG7xG5xE5"]);
}

#[test]
fn the_gesture_shows_every_landing_and_capture() {
    let game = game("W:WF6,A4:BF7,F9,L13:00");
    let mv = game.parse_move("F6xF8xF10").unwrap();
    let cell = |name| Cell(square(name));
    let gesture = game.gesture(&mv).unwrap();
    assert_eq!(gesture.from, Some(cell("F6")));
    assert_eq!(gesture.to, Some(cell("F10")));
    assert_eq!(gesture.via, [cell("F8")]);
    assert_eq!(gesture.captured, [cell("F7"), cell("F9")]);
    let step = game.gesture(&CamelotMove {
        kind: MoveKind::Plain,
        from: square("A4"),
        landings: [square("A5")].into_iter().collect(),
        captured: Default::default(),
    });
    assert_eq!(step.unwrap().via, []);
}

// Knight F6, man F7 (canter to F8, where E8 could be jumped), man G9 (canter on to H10).
const KNIGHT: &str = "W:WNF6,F7,G9:BD9,E8,I11:00";

#[test]
fn a_knights_canter_alone_may_not_land_where_it_could_jump_even_in_passing() {
    let list = moves_from(KNIGHT, "F6");
    assert!(
        list.iter().all(|text| is_step(text) || text.contains('x')),
        "{list:?}"
    );
}

#[test]
fn a_knights_charge_canters_then_jumps_and_may_pass_jump_squares() {
    let charges: Vec<String> = moves_from(KNIGHT, "F6")
        .into_iter()
        .filter(|text| text.contains('x'))
        .collect();
    assert_eq!(charges, ["F6-F8-H10xJ12", "F6-F8xD8xD10"]);
    let game = game(KNIGHT);
    let mv = game.parse_move("F6-F8xD8xD10").unwrap();
    assert_eq!(mv.kind, MoveKind::Charge);
    assert_eq!(mv.canter_steps(), 1);
    let gesture = game.gesture(&mv).unwrap();
    assert_eq!(gesture.via, [Cell(square("F8")), Cell(square("D8"))]);
}

#[test]
fn a_charge_is_never_compulsory() {
    let list = moves(KNIGHT);
    assert!(list.contains(&"F6-E5".to_string()), "{list:?}");
    assert!(list.contains(&"G9-G10".to_string()), "{list:?}");
}

#[test]
fn a_charge_may_replace_a_compulsory_jump() {
    assert_eq!(
        moves("W:WNF6,F7,G9,A4:BD9,E8,B5:00"),
        ["A4xC6", "F6-F8xD8xD10"]
    );
}

#[test]
fn a_man_may_canter_next_to_an_enemy_it_could_jump() {
    let list = moves_from("W:WF6,F7,G9:BD9,E8,I11:00", "F6");
    assert!(list.contains(&"F6-F8".to_string()), "{list:?}");
    assert!(list.contains(&"F6-F8-H10".to_string()), "{list:?}");
    assert!(list.iter().all(|text| !text.contains('x')), "{list:?}");
}

#[test]
fn no_piece_steps_into_its_own_castle() {
    assert_eq!(
        moves_from("W:WF2,A4:BL13,K14:00", "F2"),
        ["F2-E2", "F2-E3", "F2-F3", "F2-G2", "F2-G3"]
    );
}

#[test]
fn no_canter_lands_on_its_own_castle_even_in_passing() {
    // F3 over F2 would land on F1; H3 over G2 too, and on from there over F2 to F3.
    let list = moves_from("W:WF3,F2,A4:BL13,K14:00", "F3");
    assert!(list.iter().all(|text| is_step(text)), "{list:?}");
    let list = moves_from("W:WH3,G2,F2,A4:BL13,K14:00", "H3");
    assert!(list.iter().all(|text| is_step(text)), "{list:?}");
    // Black's castle is closed to Black alike.
    let list = moves_from("B:WA4,B4:BF15,G15:00", "F15");
    assert!(list.iter().all(|t| !t.ends_with("16")), "{list:?}");
}

#[test]
fn a_jump_may_enter_its_own_castle() {
    assert_eq!(moves("W:WG3,A4:BG2,L13:00"), ["G3xG1"]);
}

#[test]
fn a_piece_that_jumps_into_its_own_castle_must_jump_on_out_if_it_can() {
    assert_eq!(moves("W:WG3,A4:BG2,F2,L13:00"), ["G3xG1xE3"]);
    let parker = CamelotOptions {
        parker_castle_stop: true,
        ..CamelotOptions::default()
    };
    assert_eq!(
        notations(&with("W:WG3,A4:BG2,F2,L13:00", parker)),
        ["G3xG1"]
    );
}

#[test]
fn a_piece_left_in_its_own_castle_must_leave_next_turn_before_any_capture() {
    let record = play("W:WG3,A4:BG2,B5,L13,K14:00", &["G3xG1", "K14-J15"]);
    assert_eq!(
        notations(record.current()),
        ["G1-F2", "G1-G2", "G1-H2"],
        "the jump A4xC6 waits"
    );
    assert_eq!(moves("W:WG1,A4:BB5,L13:00"), ["G1-F2", "G1-G2", "G1-H2"]);
}

#[test]
fn a_piece_leaving_its_own_castle_must_jump_out_if_it_can() {
    assert_eq!(moves("W:WG1,A4:BB5,G2,L13:00"), ["G1xG3"]);
}

#[test]
fn the_castle_duty_lapses_when_the_piece_cannot_move() {
    assert_eq!(moves("W:WF1,A4:BG1,E2,F2,G2,D3,F3,H3,B5:00"), ["A4xC6"]);
}

#[test]
fn a_jump_into_the_enemy_castle_ends_there() {
    // From F16 the piece could jump G15 to H14, but the move ends in the castle.
    assert_eq!(moves("W:WF14,A4:BF15,G15,L13:00"), ["F14xF16"]);
}

#[test]
fn a_canter_into_the_enemy_castle_ends_there() {
    let list = moves_from("W:WF14,F15,G15,A4:BL13,K14:00", "F14");
    let canters: Vec<&String> = list.iter().filter(|t| !is_step(t)).collect();
    assert_eq!(canters, ["F14-F16"]);
}

#[test]
fn a_piece_in_the_enemy_castle_only_makes_castle_moves() {
    // F16 could jump F15 geometrically; it may not, and that jump does not make capture compulsory.
    let code = "W:WF16,A4:BF15,L13:00";
    assert_eq!(moves_from(code, "F16"), ["F16-G16"]);
    assert!(moves(code).contains(&"A4-A5".to_string()));
    let mv = game(code).parse_move("F16-G16").unwrap();
    assert_eq!(mv.kind, MoveKind::CastleMove);
}

#[test]
fn each_player_makes_at_most_two_castle_moves() {
    let record = play(
        "W:WF16,A4:BL13,K14:00",
        &["F16-G16", "L13-L12", "G16-F16", "L12-L13"],
    );
    let game = record.current();
    assert_eq!(game.castle_moves_made(Seat(0)), 2);
    assert_eq!(game.castle_moves_made(Seat(1)), 0);
    assert!(game.encode().ends_with(":20"), "{}", game.encode());
    assert_eq!(moves_from(&game.encode(), "F16"), Vec::<String>::new());
    assert_eq!(moves_from("W:WF16,A4:BL13,K14:10", "F16"), ["F16-G16"]);
}

#[test]
fn a_castle_move_is_not_allowed_while_capture_is_compulsory() {
    assert_eq!(moves("W:WF16,A4:BB5,L13:00"), ["A4xC6"]);
}

#[test]
fn two_pieces_in_the_enemy_castle_win() {
    let record = play("W:WF16,G15,A4:BL13,K14:00", &["G15-G16"]);
    assert_eq!(
        verdict(record.current()),
        Some((Outcome::Win(Seat(0)), Reason::CastleTaken))
    );
    assert!(record.current().next_moves().is_empty());
}

#[test]
fn taking_every_enemy_piece_wins_with_two_pieces_left() {
    let code = "W:WF6,A4:BF7:00";
    assert_eq!(verdict(&game(code)), None, "two against one plays on");
    let record = play(code, &["F6xF8"]);
    assert_eq!(
        verdict(record.current()),
        Some((Outcome::Win(Seat(0)), Reason::NoPieces))
    );
}

#[test]
fn one_piece_against_none_is_a_draw_unless_brainking_rules() {
    assert_eq!(
        verdict(&game("B:WF6:B:00")),
        Some((Outcome::Draw, Reason::LonePieces))
    );
    let brainking = CamelotOptions {
        brainking_wins: true,
        ..CamelotOptions::default()
    };
    assert_eq!(
        verdict(&with("B:WF6:B:00", brainking)),
        Some((Outcome::Win(Seat(0)), Reason::NoPieces))
    );
}

#[test]
fn one_piece_each_is_a_draw() {
    let record = play("W:WF6:BF7,L13:00", &["F6xF8"]);
    assert_eq!(
        verdict(record.current()),
        Some((Outcome::Draw, Reason::LonePieces))
    );
}

#[test]
fn a_side_without_a_legal_move_loses_to_two_pieces() {
    // Black's A4 is walled in; its F1 stands in White's castle with both castle moves spent.
    let code = "B:WA5,A6,B3,B4,B5,C2,C4,C6:BA4,F1:02";
    assert_eq!(
        verdict(&game(code)),
        Some((Outcome::Win(Seat(0)), Reason::NoMoves))
    );
    // With a castle move left, F1-G1 is a move.
    assert_eq!(moves("B:WA5,A6,B3,B4,B5,C2,C4,C6:BA4,F1:01"), ["F1-G1"]);
}

// The draw when the side without a move faces a single piece cannot be set up on a real board
// (walling in two pieces takes more than one enemy piece); src/games/camelot/game_impl.rs tests it.

#[test]
fn threefold_repetition_draws_through_the_record() {
    let shuffle = ["A4-A5", "L13-L12", "A5-A4", "L12-L13"];
    let mut record = Record::new(game("W:WA4,B4:BK13,L13:00"));
    let mut ply = 0;
    while record.verdict().is_none() {
        let mv = record.current().parse_move(shuffle[ply % 4]).unwrap();
        record.play(&mv).unwrap();
        ply += 1;
    }
    assert_eq!(record.verdict().unwrap().reason, Reason::Repetition);
    assert_eq!(record.verdict().unwrap().outcome, Outcome::Draw);
    assert_eq!(record.cursor(), 8);
}

#[test]
fn fifty_moves_each_without_capture_or_castle_entry_draw() {
    let options = CamelotOptions {
        repetition_draw: false,
        ..CamelotOptions::default()
    };
    let shuffle = ["A4-A5", "L13-L12", "A5-A4", "L12-L13"];
    let mut record = Record::new(with("W:WA4,B4:BK13,L13:00", options));
    let mut plies = 0;
    while record.verdict().is_none() {
        let mv = record.current().parse_move(shuffle[plies % 4]).unwrap();
        record.play(&mv).unwrap();
        plies += 1;
    }
    assert_eq!(plies, 100);
    assert_eq!(record.verdict().unwrap().reason, Reason::MoveLimit);
}

#[test]
fn captures_and_castle_entries_are_progress_and_castle_counts_are_in_the_repetition_key() {
    let jump = game("W:WF6,A4:BF7,L13,K14:00");
    assert!(jump.is_progress(&jump.parse_move("F6xF8").unwrap()));
    let entry = game("W:WF15,A4:BL13,K14:00");
    assert!(entry.is_progress(&entry.parse_move("F15-F16").unwrap()));
    assert!(!entry.is_progress(&entry.parse_move("F15-E15").unwrap()));
    assert_ne!(
        game("W:WF16,A4:BL13,K14:00").repetition_key(),
        game("W:WF16,A4:BL13,K14:10").repetition_key()
    );
}

#[test]
fn notation_reads_any_case_and_the_short_form_of_a_chain() {
    let game = game("W:WF6,F7,F9,A4:BK14,L13:00");
    let mv = game.parse_move("f6-f8-f10").unwrap();
    assert_eq!(game.notation(&mv), "F6-F8-F10");
    assert_eq!(game.parse_move("F6-F10").unwrap(), mv);
    assert!(game.parse_move("F6-F11").is_err());
    assert!(game.parse_move("F6xF8").is_err());
    assert!(game.parse_move("nonsense").is_err());
    assert!(game.parse_move("").is_err());
}

#[test]
fn the_start_code_is_canonical_and_round_trips() {
    let start = Camelot::new(&CamelotOptions::default());
    let code = "W:WNC6,ND7,NI7,NJ6,D6,E6,E7,F6,F7,G6,G7,H6,H7,I6:\
                BNC11,ND10,NI10,NJ11,D11,E10,E11,F10,F11,G10,G11,H10,H11,I11:00";
    assert_eq!(start.encode(), code);
    assert_eq!(game(code), start);
    // Lists in another order and lowercase squares read the same.
    let messy = "w:Bi11,h11,g11,f11,e11,d11,h10,g10,f10,e10,nj11,ni10,nd10,nc11:\
                 Wi6,h7,h6,g7,g6,f7,f6,e7,e6,d6,nj6,ni7,nd7,nc6:00";
    assert_eq!(game(messy).encode(), code);
}

#[test]
fn decoding_rejects_bad_codes_saying_what_is_wrong() {
    let fifteen = "W:WA4,A5,A6,A7,A8,A9,A10,A11,A12,A13,B4,B5,B6,B7,B8:BL13:00";
    let cases = [
        ("W:WF6:BF7", "4 fields"),
        ("", "4 fields"),
        ("W:WF6:BF7:00:1", "4 fields"),
        ("X:WF6:BF7:00", "side to move"),
        ("W:QF6:BF7:00", "piece list"),
        ("W:WF6:WF7:00", "listed twice"),
        ("W:WZ6:BF7:00", "unknown square"),
        ("W:WF17:BF7:00", "unknown square"),
        ("W:WNN6:BF7:00", "unknown square"),
        ("W:WA1:BF7:00", "off the board"),
        ("W:WF6,F6:BF7:00", "two pieces"),
        ("W:WF6:BNF6:00", "two pieces"),
        (fifteen, "more than 10 men"),
        ("W:WF6:BF7:30", "castle moves"),
        ("W:WF6:BF7:0", "castle moves"),
        ("W:WF6:BF7:", "castle moves"),
        ("W:WF6:BF7:00 é", "unexpected character"),
        ("W:WF6;BF7:00", "unexpected character"),
    ];
    for (code, wanted) in cases {
        let error = Camelot::decode(code, &CamelotOptions::default()).unwrap_err();
        assert!(
            error.message.contains(wanted),
            "{code:?}: {} (wanted {wanted:?})",
            error.message
        );
    }
}

#[test]
fn decoding_never_panics_on_garbage() {
    let alphabet: Vec<char> = "WBNwbn0123456789AFGLZ:,,::é -x".chars().collect();
    let mut rng = Rng::new(2024);
    for _ in 0..20_000 {
        let length = rng.below(30);
        let text: String = (0..length).map(|_| *rng.pick(&alphabet).unwrap()).collect();
        let _ = Camelot::decode(&text, &CamelotOptions::default());
        let start = Camelot::new(&CamelotOptions::default());
        let _ = start.parse_move(&text);
    }
}

#[test]
fn square_names_cover_the_160_squares() {
    let named: Vec<u16> = (0..192).filter(|&s| on_board(s)).collect();
    assert_eq!(named.len(), 160);
    assert_eq!(square_name(square("L13")), "L13");
    assert_eq!(parse_square("A3"), None);
}

/// Plays seeded random games to the end, checking on every ply that the code and every legal
/// move's notation read back to the same thing, and that moves are distinct by result.
#[test]
fn random_games_round_trip_notation_and_code_and_always_end() {
    let options = CamelotOptions::default();
    let mut ends = std::collections::HashMap::new();
    for seed in 1..=40u64 {
        let mut rng = Rng::new(seed);
        let mut record = Record::new(Camelot::new(&options));
        while record.verdict().is_none() {
            assert!(
                record.cursor() < 5_000,
                "seed {seed}: the game does not end"
            );
            let game = record.current().clone();
            let code = game.encode();
            assert!(code
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == ',' || c == ':'));
            assert_eq!(Camelot::decode(&code, &options).unwrap(), game, "{code}");
            let legal = game.next_moves();
            assert!(!legal.is_empty(), "{code}: no move yet no verdict");
            let mut results: Vec<(u16, u16, Vec<u16>)> = Vec::new();
            for mv in &legal {
                let text = game.notation(mv);
                assert_eq!(&game.parse_move(&text).unwrap(), mv, "{code} {text}");
                let mut captured = mv.captured.to_vec();
                captured.sort();
                let result = (mv.from, mv.to(), captured);
                assert!(!results.contains(&result), "{code}: {text} twice");
                results.push(result);
                let gesture = game.gesture(mv).unwrap();
                assert_eq!(gesture.to, Some(Cell(mv.to())));
            }
            let mv = rng.pick(&legal).unwrap().clone();
            record.play(&mv).unwrap();
        }
        *ends
            .entry(format!("{:?}", record.verdict().unwrap().reason))
            .or_insert(0) += 1;
    }
    assert!(!ends.is_empty());
    eprintln!("random game endings: {ends:?}");
}

/// A side starts with 4 knights and 10 men and never gains a piece, so a code with a fifth knight
/// or an eleventh man is refused, with a message that says so (issue 11, 4.2).
#[test]
fn a_code_with_more_knights_or_men_than_a_side_starts_with_is_refused() {
    let options = CamelotOptions::default();
    let four_knights = "W:WNC6,ND7,NI7,NJ6:BNC11,ND10,NI10,NJ11:00";
    assert!(Camelot::decode(four_knights, &options).is_ok());
    let five_knights = "W:WNC6,ND7,NI7,NJ6,NF8:BNC11:00";
    let error = Camelot::decode(five_knights, &options).unwrap_err();
    assert!(error.to_string().contains("more than 4 knights"), "{error}");
    let ten_men = "W:WD6,E6,E7,F6,F7,G6,G7,H6,H7,I6:BNC11:00";
    assert!(Camelot::decode(ten_men, &options).is_ok());
    let eleven_men = "W:WNC6:BD11,E10,E11,F10,F11,G10,G11,H10,H11,I11,F9:00";
    let error = Camelot::decode(eleven_men, &options).unwrap_err();
    assert!(
        error.to_string().contains("Black has more than 10 men"),
        "{error}"
    );
}
