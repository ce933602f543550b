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
