//! Tammi (Finnish draughts, seed 000): one scenario per rule, through the same engine as
//! English draughts with the Tammi ruleset.

use tabula::games::{AnyGame, GameKind};
use tabula::rules::{perft, Game, Outcome, Reason, Record, Seat};

fn game(code: &str) -> AnyGame {
    AnyGame::decode(code, &GameKind::Tammi.default_options()).unwrap()
}

fn moves(code: &str) -> Vec<String> {
    let game = game(code);
    let mut list: Vec<String> = game.next_moves().iter().map(|m| game.notation(m)).collect();
    list.sort();
    list
}

#[test]
fn white_starts_with_twelve_men_each_and_perft_equals_english_to_depth_8() {
    let start = AnyGame::new_of(GameKind::Tammi);
    assert_eq!(start.turn().seat(), Some(Seat(0)));
    assert_eq!(
        start.encode(),
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    );
    let counts: Vec<u64> = (1..=8).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, vec![7, 49, 302, 1469, 7361, 36768, 179740, 845931]);
}

#[test]
fn men_step_one_square_diagonally_forward_only() {
    assert_eq!(moves("W:Wc3:Bh8"), vec!["c3-b4", "c3-d4"]);
}

#[test]
fn a_man_must_capture_the_piece_diagonally_in_front() {
    assert_eq!(moves("W:Wc3,g1:Bd4,h8"), vec!["c3xe5"]);
}

#[test]
fn men_do_not_capture_backwards() {
    assert_eq!(moves("W:Wc3:Bb2,h8"), vec!["c3-b4", "c3-d4"]);
}

#[test]
fn the_same_man_must_go_on_capturing() {
    assert_eq!(moves("W:Wc3:Bd4,f6,h8"), vec!["c3xe5xg7"]);
}

#[test]
fn the_player_chooses_among_captures_without_a_longest_rule() {
    // c3 can take two pieces, h2 only one: both captures are allowed.
    assert_eq!(moves("W:Wc3,h2:Bd4,f6,g3,b8"), vec!["c3xe5xg7", "h2xf4"]);
}

#[test]
fn a_man_reaching_the_far_edge_becomes_a_king() {
    let mut record = Record::new(game("W:Wc7:Bh8"));
    let mv = record.current().parse_move("c7-d8").unwrap();
    record.play(&mv).unwrap();
    assert!(
        record.current().encode().contains("Kd8"),
        "{}",
        record.current().encode()
    );
}

#[test]
fn kings_fly_any_distance_diagonally() {
    let list = moves("W:WKa1:Bh8");
    assert_eq!(list.len(), 6, "{list:?}");
    assert!(list.contains(&"a1-g7".to_string()));
}

#[test]
fn kings_capture_at_a_distance_and_land_on_any_empty_square_beyond() {
    assert_eq!(
        moves("W:WKa1:Bd4,a7"),
        vec!["a1xe5", "a1xf6", "a1xg7", "a1xh8"]
    );
}

#[test]
fn when_a_king_can_capture_the_king_must_capture() {
    // The man on c3 could capture d4, but the king on h2 can capture g3: the king must.
    let list = moves("W:Wc3,Kh2:Bd4,g3,a7");
    assert!(list.iter().all(|m| m.starts_with("h2x")), "{list:?}");
}

#[test]
fn captured_pieces_are_removed_at_the_end_of_the_turn() {
    let mut record = Record::new(game("W:Wc3:Bd4,f6,h8"));
    let mv = record.current().parse_move("c3xe5xg7").unwrap();
    record.play(&mv).unwrap();
    assert_eq!(record.current().encode(), "B:Wg7:Bh8");
}

#[test]
fn no_pieces_or_no_legal_move_loses() {
    let verdict = game("B:Wc3:B").outcome().unwrap();
    assert_eq!(
        (verdict.outcome, verdict.reason),
        (Outcome::Win(Seat(0)), Reason::NoPieces)
    );
    // Black's man on a3 can neither step onto b2 nor jump it (c1 is taken).
    let blocked = game("B:Wb2,c1:Ba3").outcome().unwrap();
    assert_eq!(
        (blocked.outcome, blocked.reason),
        (Outcome::Win(Seat(0)), Reason::NoMoves)
    );
}

#[test]
fn fifteen_moves_each_without_a_capture_draw() {
    let mut record = Record::new(game("W:WKa1:BKh4"));
    let shuffle = ["a1-b2", "h4-g5", "b2-a1", "g5-h4"];
    let mut ply = 0;
    while record.verdict().is_none() && ply < 40 {
        let text = shuffle[ply % shuffle.len()];
        let mv = record.current().parse_move(text).unwrap();
        record.play(&mv).unwrap();
        ply += 1;
    }
    let verdict = record.verdict().unwrap();
    // Threefold repetition comes first on this shuffle; with repetition off, the move rule at 30.
    assert_eq!(
        (verdict.outcome, verdict.reason),
        (Outcome::Draw, Reason::Repetition)
    );
    assert_eq!(record.cursor(), 8);
    let mut options = GameKind::Tammi.default_options();
    if let tabula::games::AnyOptions::Draughts(o) = &mut options {
        o.repetition_draw = false;
    }
    let mut record = Record::new(AnyGame::decode("W:WKa1:BKh4", &options).unwrap());
    let mut plies = 0;
    while record.verdict().is_none() {
        let mv = record
            .current()
            .parse_move(shuffle[plies % shuffle.len()])
            .unwrap();
        record.play(&mv).unwrap();
        plies += 1;
    }
    assert_eq!(plies, 30, "15 moves by each player");
    assert_eq!(record.verdict().unwrap().reason, Reason::MoveLimit);
}

/// The king on h2 takes f4 and could land on e5, d6, c7 or b8; only from d6 can it capture on
/// (e7), and a capture must go on while the piece can capture, so it must land on d6 (issue 11,
/// 2.15; seed 000: "when another capture is possible with the same piece it must be made").
#[test]
fn a_flying_king_that_can_land_where_it_captures_on_must_land_there() {
    assert_eq!(moves("W:Wb2,Kh2:Bf4,h4,e7"), vec!["h2xd6xf8"]);
    // With nothing to take after f4, every square beyond it is a legal landing.
    assert_eq!(
        moves("W:Wb2,Kh2:Bf4,h4,a7"),
        vec!["h2xb8", "h2xc7", "h2xd6", "h2xe5"]
    );
}

/// The king on a1 takes c3 landing on d4 or e5, and from either square takes f6 and lands on g7
/// or h8: two routes to each result, but one move each (issue 11, 2.13).
#[test]
fn capture_routes_taking_the_same_pieces_to_the_same_square_are_one_move() {
    let list = moves("W:WKa1:Bc3,f6,a7");
    assert_eq!(list.len(), 2, "{list:?}");
    let ends: Vec<&str> = list.iter().map(|m| &m[m.len() - 2..]).collect();
    assert_eq!(ends, vec!["g7", "h8"]);
    // The short form names the one move, whichever route is kept.
    let game = game("W:WKa1:Bc3,f6,a7");
    assert!(game.parse_move("a1xg7").is_ok());
}

/// A side never has more pieces than the twelve it starts with (issue 11, 4.2).
#[test]
fn a_code_with_more_than_twelve_pieces_a_side_is_refused() {
    let options = GameKind::Tammi.default_options();
    let twelve = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bh8";
    assert!(AnyGame::decode(twelve, &options).is_ok());
    let thirteen = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4:Bh8";
    let error = AnyGame::decode(thirteen, &options).unwrap_err();
    assert!(
        error.to_string().contains("White has 13 pieces") && error.to_string().contains("12"),
        "{error}"
    );
}

/// White is the light side in Tammi as in every draughts game, and moves first (issue 11, 2.1).
#[test]
fn white_moves_first_and_plays_the_light_pieces() {
    let start = tabula::games::draughts::Draughts::new(
        &tabula::games::draughts::DraughtsOptions::new(tabula::games::draughts::Ruleset::Tammi),
    );
    assert_eq!(start.side_name(Seat(0)), "White");
    assert!(start.plays_light(Seat(0)));
    assert!(!start.plays_light(Seat(1)));
}

/// Of two routes to the same result only one is listed, but a record may name either: both read
/// as the one move (issue 11, 2.13).
#[test]
fn either_route_to_the_same_capture_reads_as_the_one_move() {
    let game = game("W:WKa1:Bc3,f6,a7");
    let by_d4 = game.parse_move("a1xd4xg7").unwrap();
    let by_e5 = game.parse_move("a1xe5xg7").unwrap();
    assert_eq!(by_d4, by_e5);
    // A route that does not take the same pieces is no such move.
    assert!(game.parse_move("a1xb2xg7").is_err());
}
