//! Tama (Armenian draughts, seed 001): one scenario per rule, through the one draughts engine
//! with the Tama ruleset.

use tabula::games::{AnyGame, AnyOptions, GameKind};
use tabula::rules::{perft, Game, Outcome, Reason, Record, Seat};

fn game(code: &str) -> AnyGame {
    AnyGame::decode(code, &GameKind::Tama.default_options()).unwrap()
}

fn moves(code: &str) -> Vec<String> {
    let game = game(code);
    let mut list: Vec<String> = game.next_moves().iter().map(|m| game.notation(m)).collect();
    list.sort();
    list
}

#[test]
fn sixteen_men_each_on_the_second_and_third_rows_and_our_perft() {
    let start = AnyGame::new_of(GameKind::Tama);
    assert_eq!(
        start.turn().seat(),
        Some(Seat(0)),
        "light (White) moves first"
    );
    assert!(start.encode().starts_with("W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,"));
    let counts: Vec<u64> = (1..=4).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, vec![22, 484, 12174, 268670]);
}

#[test]
fn men_step_forward_diagonally_forward_or_sideways_never_back() {
    assert_eq!(
        moves("W:Wd4:BKh8"),
        vec!["d4-c4", "d4-c5", "d4-d5", "d4-e4", "d4-e5"]
    );
}

#[test]
fn men_capture_left_right_or_ahead_never_diagonally_or_back() {
    assert_eq!(moves("W:Wd4:Bc4,Kh8"), vec!["d4xb4"]);
    assert_eq!(moves("W:Wd4:Be4,Kh8"), vec!["d4xf4"]);
    assert_eq!(moves("W:Wd4:Bd5,Kh8"), vec!["d4xd6"]);
    // Diagonal and backward neighbours are not captured: plain moves remain.
    let list = moves("W:Wd4:Be5,d3,Kh8");
    assert!(list.iter().all(|m| !m.contains('x')), "{list:?}");
}

#[test]
fn capture_is_compulsory_and_the_longest_sequence_must_be_taken() {
    // d4 can take c4 (one) or d5 then d7 (two): only the two-piece capture is legal.
    assert_eq!(moves("W:Wd4:Bc4,d5,d7,Kh8"), vec!["d4xd6xd8"]);
}

#[test]
fn captured_pieces_come_off_at_once_so_freed_squares_count() {
    let list = moves("W:Wc4:Bd4,f4,e5,Kh8");
    // c4xe4 (d4 gone at once), then e4xe6 takes e5, or e4xg4 takes f4.
    assert!(list.iter().any(|m| m.starts_with("c4xe4x")), "{list:?}");
}

#[test]
fn a_man_ending_on_the_last_row_is_crowned_also_after_a_capture_along_it() {
    let mut record = Record::new(game("W:Wd7:Ba2,h2"));
    let mv = record.current().parse_move("d7-d8").unwrap();
    record.play(&mv).unwrap();
    assert!(
        record.current().encode().contains("Kd8"),
        "{}",
        record.current().encode()
    );
    // A capture that reaches the last row and goes on sideways along it ends there: crowned.
    let mut record = Record::new(game("W:Wb6:Bb7,Kc8,h2"));
    let mv = record.current().parse_move("b6xb8xd8").unwrap();
    record.play(&mv).unwrap();
    assert!(record.current().encode().contains("Kd8"));
}

#[test]
fn kings_move_like_a_queen_but_capture_only_along_ranks_and_files() {
    let list = moves("W:WKd4:BKh8");
    assert_eq!(
        list.len(),
        26,
        "queen lines from d4, less h8 held by Black: {list:?}"
    );
    // A diagonal enemy is not captured; an orthogonal one at a distance is, landing anywhere beyond.
    assert!(moves("W:WKd4:Bf6,h2").iter().all(|m| !m.contains('x')));
    assert_eq!(moves("W:WKd1:Bd5,Kh8"), vec!["d1xd6", "d1xd7", "d1xd8"]);
}

#[test]
fn kings_cannot_jump_two_pieces_in_a_row_or_their_own() {
    assert!(moves("W:WKd1:Bd5,d6,Kh8").iter().all(|m| !m.contains('x')));
    assert!(moves("W:WKd1,d3:Bd5,Kh8").iter().all(|m| !m.contains('x')));
}

#[test]
fn no_pieces_or_no_legal_move_loses() {
    let verdict = game("B:Wd4:B").outcome().unwrap();
    assert_eq!(
        (verdict.outcome, verdict.reason),
        (Outcome::Win(Seat(0)), Reason::NoPieces)
    );
}

#[test]
fn threefold_repetition_draws_and_the_option_turns_it_off() {
    let shuffle = ["a1-b1", "h8-g8", "b1-a1", "g8-h8"];
    let play = |options: AnyOptions| {
        let mut record = Record::new(AnyGame::decode("W:WKa1,a3:BKh8,h6", &options).unwrap());
        for text in shuffle.iter().cycle().take(8) {
            let mv = record.current().parse_move(text).unwrap();
            record.play(&mv).unwrap();
        }
        record.verdict()
    };
    assert_eq!(
        play(GameKind::Tama.default_options()).unwrap().reason,
        Reason::Repetition
    );
    let mut off = GameKind::Tama.default_options();
    if let AnyOptions::Draughts(o) = &mut off {
        o.repetition_draw = false;
    }
    assert_eq!(play(off), None);
}

#[test]
fn immediate_removal_opens_a_new_jump_onto_the_freed_square() {
    // The king takes b3 first; three captures later it takes c3 and may land on b3, the square
    // the first captured piece has already left (with removal at the end it would block).
    assert_eq!(
        moves("W:WKb1:Bb3,d5,e4,c3,Kh8"),
        vec!["b1xb5xe5xe3xa3", "b1xb5xe5xe3xb3"]
    );
}

/// The king on a1 takes a3 and may land on a4 or a5, then takes a6 from either: the two routes
/// take the same pieces and end on the same square, so they are one move (issue 11, 2.13).
#[test]
fn capture_routes_taking_the_same_pieces_to_the_same_square_are_one_move() {
    let list = moves("W:WKa1:Ba3,a6,Kh8");
    assert_eq!(list.len(), 2, "{list:?}");
    assert!(
        list[0].starts_with("a1x") && list[0].ends_with("xa7"),
        "{list:?}"
    );
    assert!(
        list[1].starts_with("a1x") && list[1].ends_with("xa8"),
        "{list:?}"
    );
}

/// With one piece on each side neither can win: the game is drawn (RULES.md, Tama; issue 11,
/// 2.14), here right after a capture leaves a king against a king.
#[test]
fn one_piece_each_is_a_draw() {
    let mut record = Record::new(game("W:WKd4:Bd6,Kh8"));
    assert_eq!(record.verdict(), None);
    let mv = record.current().parse_move("d4xd7").unwrap();
    record.play(&mv).unwrap();
    let verdict = record.verdict().unwrap();
    assert_eq!(
        (verdict.outcome, verdict.reason),
        (Outcome::Draw, Reason::LonePieces)
    );
    // A man against a king is one piece each too; one piece against two is not.
    assert!(game("B:Wd4:BKh8").outcome().is_some());
    assert_eq!(game("B:Wd4:BKh8,a7").outcome(), None);
}

/// Only a capture or a man's move toward the far row resets the 50-moves-each count: a sideways
/// step can be undone, so men stepping to and fro sideways reach the draw (issue 11, 2.14).
#[test]
fn a_sideways_man_step_does_not_reset_the_no_progress_count() {
    let mut options = GameKind::Tama.default_options();
    if let AnyOptions::Draughts(o) = &mut options {
        o.repetition_draw = false;
    }
    let mut record = Record::new(AnyGame::decode("W:Wa3,Ka1:Bh6,Kh8", &options).unwrap());
    let shuffle = ["a3-b3", "h6-g6", "b3-a3", "g6-h6"];
    for text in shuffle.iter().cycle().take(100) {
        assert_eq!(record.verdict(), None);
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
    }
    assert_eq!(record.verdict().unwrap().reason, Reason::MoveLimit);
    // A forward step, straight or diagonal, is progress.
    let game = game("W:Wa3,Ka1:Bh6,Kh8");
    for (text, progress) in [
        ("a3-b3", false),
        ("a3-a4", true),
        ("a3-b4", true),
        ("a1-a2", false),
    ] {
        let mv = game.parse_move(text).unwrap();
        assert_eq!(game.is_progress(&mv), progress, "{text}");
    }
}

/// A side has at most the sixteen men it starts with, so the 30-piece code of issue 11, 4.2 (which
/// took seconds and gigabytes to list its moves) is refused with a message.
#[test]
fn a_code_with_more_than_sixteen_pieces_a_side_is_refused() {
    let crafted =
        "W:WKf5,Kc8:BKb1,Ke1,Kg1,a2,Kc2,Kd2,e2,f2,Kh2,Kb3,Kd3,Kf3,b4,Kc4,Ke4,h4,Kb5,d5,g5,\
                   Ka6,c6,Kd6,e6,h6,b7,Kd7,Kf7,Kd8,f8,Kh8";
    let options = GameKind::Tama.default_options();
    let error = AnyGame::decode(crafted, &options).unwrap_err();
    assert!(
        error.to_string().contains("Black has 30 pieces") && error.to_string().contains("16"),
        "{error}"
    );
    let start = AnyGame::new_of(GameKind::Tama).encode();
    assert!(AnyGame::decode(&start, &options).is_ok());
    let seventeen = start.replace(":Ba6", ":Ba5,a6");
    assert!(
        AnyGame::decode(&seventeen, &options).is_err(),
        "{seventeen}"
    );
}

/// Men never move backward, so a Tama man can never stand on its own first row.
#[test]
fn a_man_on_its_own_first_row_is_refused() {
    let error = AnyGame::decode("W:Wd1:Bd6", &GameKind::Tama.default_options()).unwrap_err();
    assert!(error.to_string().contains("White man on d1"), "{error}");
    let error = AnyGame::decode("W:Wd3:Bh8", &GameKind::Tama.default_options()).unwrap_err();
    assert!(error.to_string().contains("Black man on h8"), "{error}");
    assert!(AnyGame::decode("W:WKd1:BKh8", &GameKind::Tama.default_options()).is_ok());
}
