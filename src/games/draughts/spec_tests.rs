//! The generator run on bare rulesets: Tammi, Tama, and Turkish draughts (a test-only stand-in
//! for Tama's capture engine): evidence that a new ruleset is new data, not a new engine.
//! Turkish draughts has published perft numbers (RULES-NOTES 8.4); Tammi's tree equals English
//! draughts' until a king moves (RULES-NOTES 8.3). Also the bounds on the capture search's work
//! in crafted positions (issue 11, 4.2).

use super::board::{Board, Geometry};
use super::movegen::Mover;
use super::notation;
use super::ruleset::drafts::{TAMMI, TURKISH};
use super::ruleset::TAMA;
use super::ruleset::{Removal, RuleSpec};
use super::DraughtsMove;
use crate::rules::Seat;

fn generate(spec: &RuleSpec, board: &Board, seat: Seat) -> Vec<DraughtsMove> {
    let geometry = Geometry::of(spec);
    let mover = Mover {
        spec,
        geometry: &geometry,
        board,
        seat,
    };
    let mut moves = Vec::new();
    mover.generate(&mut moves);
    moves
}

fn perft(spec: &RuleSpec, board: &Board, seat: Seat, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = generate(spec, board, seat);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = *board;
            next.play(spec, seat, mv);
            perft(spec, &next, Seat(1 - seat.0), depth - 1)
        })
        .sum()
}

/// A board from algebraic squares: White's (Seat 0) and Black's pieces, `K` before kings.
fn board(spec: &RuleSpec, white: &[&str], black: &[&str]) -> Board {
    let geometry = Geometry::of(spec);
    let mut board = Board::default();
    for (seat, list) in [(Seat(0), white), (Seat(1), black)] {
        for name in list {
            let (king, label) = match name.strip_prefix('K') {
                Some(rest) => (true, rest),
                None => (false, *name),
            };
            board.put(geometry.parse_label(label).unwrap(), seat, king);
        }
    }
    board
}

fn written(spec: &RuleSpec, board: &Board, seat: Seat) -> Vec<String> {
    let geometry = Geometry::of(spec);
    let mut moves: Vec<String> = generate(spec, board, seat)
        .iter()
        .map(|mv| notation::write(&geometry, mv))
        .collect();
    moves.sort();
    moves
}

#[test]
fn turkish_perft_matches_published_counts() {
    let start = Board::start(&TURKISH);
    assert_eq!(start.sides[0].count_ones(), 16);
    let published = [8, 64, 708, 7538, 85090, 931312];
    for (depth, &expected) in published.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(
            perft(&TURKISH, &start, Seat(0), depth),
            expected,
            "depth {depth}"
        );
    }
}

#[test]
fn tammi_perft_equals_english_until_a_king_moves() {
    let start = Board::start(&TAMMI);
    let english = [7, 49, 302, 1469, 7361, 36768, 179740, 845931];
    for (depth, &expected) in english.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(
            perft(&TAMMI, &start, Seat(0), depth),
            expected,
            "depth {depth}"
        );
    }
}

#[test]
fn tammi_flying_king_lands_on_any_square_beyond() {
    let position = board(&TAMMI, &["Ka1"], &["d4", "h2"]);
    assert_eq!(
        written(&TAMMI, &position, Seat(0)),
        ["a1xe5", "a1xf6", "a1xg7", "a1xh8"]
    );
}

/// Landing on d4 or e5 between the two captures makes no difference to the result, so
/// `a1xe5xg7` is the same move as `a1xd4xg7` and only one route is listed (issue 11, 2.13).
#[test]
fn tammi_flying_king_must_go_on_capturing() {
    let position = board(&TAMMI, &["Ka1"], &["c3", "f6"]);
    assert_eq!(
        written(&TAMMI, &position, Seat(0)),
        ["a1xd4xg7", "a1xd4xh8"]
    );
}

#[test]
fn tammi_a_king_must_capture_when_a_king_can() {
    let position = board(&TAMMI, &["Ka1", "c5"], &["d4", "b6", "h2"]);
    assert_eq!(
        written(&TAMMI, &position, Seat(0)),
        ["a1xe5", "a1xf6", "a1xg7", "a1xh8"]
    );
    let free = RuleSpec {
        king_capture_priority: false,
        ..TAMMI
    };
    assert_eq!(written(&free, &position, Seat(0)).len(), 5);
}

#[test]
fn tammi_jumped_pieces_block_until_the_move_ends() {
    // Having taken f6, the king on g7 or h8 cannot fly back over it to take b2 (nor after b2
    // come back over it): the taken piece stays on the board until the move ends.
    let position = board(&TAMMI, &["Kd4"], &["f6", "b2"]);
    assert_eq!(
        written(&TAMMI, &position, Seat(0)),
        ["d4xa1", "d4xg7", "d4xh8"]
    );
    // Removed at once instead, the square is free and the king flies back through it.
    let immediate = RuleSpec {
        removal: Removal::Immediate,
        ..TAMMI
    };
    // d4xg7xa1 and d4xh8xa1 take the same pieces and end on a1: one move (issue 11, 2.13).
    assert_eq!(
        written(&immediate, &position, Seat(0)),
        ["d4xa1xg7", "d4xa1xh8", "d4xg7xa1"]
    );
}

#[test]
fn turkish_maximum_capture_is_compulsory() {
    // White's man on d4 can take d5 then d7 (two), or e4 (one): only the longer chain is legal.
    let position = board(&TURKISH, &["d4"], &["d5", "d7", "e4", "a8"]);
    assert_eq!(written(&TURKISH, &position, Seat(0)), ["d4xd6xd8"]);
}

#[test]
fn turkish_king_may_not_turn_back_unless_the_option_allows() {
    // Pieces go at once, so only the 180-degree rule stops the king on d7 from flying back over
    // d6's empty square to take d2.
    let position = board(&TURKISH, &["Kd4"], &["d6", "d2"]);
    assert_eq!(
        written(&TURKISH, &position, Seat(0)),
        ["d4xd1", "d4xd7", "d4xd8"]
    );
    let may_reverse = RuleSpec {
        king_may_reverse: true,
        ..TURKISH
    };
    // d4xd7xd1 and d4xd8xd1 take the same pieces and end on d1: one move (issue 11, 2.13).
    assert_eq!(
        written(&may_reverse, &position, Seat(0)),
        ["d4xd1xd7", "d4xd1xd8", "d4xd7xd1"]
    );
}

/// The work of listing the captures: the moves, and the jumps the search tried.
fn captures_with_work(spec: &RuleSpec, board: &Board, seat: Seat) -> (Vec<DraughtsMove>, usize) {
    let geometry = Geometry::of(spec);
    let mover = Mover {
        spec,
        geometry: &geometry,
        board,
        seat,
    };
    mover.captures_with_work()
}

/// The crafted Tama position of issue 11, 4.2 (30 black pieces, which the decoder now refuses):
/// listing every route made 312,624 moves in seconds and gigabytes. One route per result, and no
/// state searched twice, leave 61 moves (each taking 29 pieces) from a bounded search.
#[test]
fn a_crafted_capture_maze_is_searched_once_per_state() {
    let black: Vec<&str> = "Kb1,Ke1,Kg1,a2,Kc2,Kd2,e2,f2,Kh2,Kb3,Kd3,Kf3,b4,Kc4,Ke4,h4,Kb5,d5,g5,\
                            Ka6,c6,Kd6,e6,h6,b7,Kd7,Kf7,Kd8,f8,Kh8"
        .split(',')
        .collect();
    let position = board(&TAMA, &["Kf5", "Kc8"], &black);
    let (moves, jumps) = captures_with_work(&TAMA, &position, Seat(0));
    assert_eq!(moves.len(), 61);
    assert!(moves.iter().all(|mv| mv.captured.len() == 29));
    assert!(jumps < 5_000_000, "{jumps} jumps tried");
}

/// The costliest legal Tama positions a hill-climbing search over positions the decoder accepts
/// found (16 black pieces spread so that a king can take them in many orders): all sixteen are
/// taken, and the search stays near a few hundred thousand jumps, some milliseconds.
#[test]
fn the_costliest_legal_capture_mazes_found_stay_small() {
    let worst = [
        (
            "W:WKa1,Ka8:BKe1,b2,g2,a3,d3,f3,c4,e4,Kb5,Kg5,Ka6,d6,Kh6,c7,Kf7,Ke8",
            126,
        ),
        (
            "W:WKh1,Kb5,Kh8:BKe1,b2,d2,c3,Kg3,b4,Ke4,a5,c5,f5,Kh5,d6,Kg6,Kb7,e7,Kd8",
            174,
        ),
    ];
    let geometry = Geometry::of(&TAMA);
    for (code, count) in worst {
        let (position, seat) = super::codec::decode(&TAMA, &geometry, code).unwrap();
        let (moves, jumps) = captures_with_work(&TAMA, &position, seat);
        assert_eq!(moves.len(), count, "{code}");
        assert!(moves.iter().all(|mv| mv.captured.len() == 16), "{code}");
        assert!(jumps < 1_000_000, "{code}: {jumps} jumps tried");
    }
}
