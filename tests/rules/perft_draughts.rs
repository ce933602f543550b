//! Perft of English draughts through the `Game` trait: the published counts from the start
//! (Aart Bik 2009; Martin Fierz's Cake gives the same), and hand-checked positions with kings.

use tabula::games::draughts::{Draughts, DraughtsOptions};
use tabula::rules::{divide, perft, Game};

fn start() -> Draughts {
    Draughts::new(&DraughtsOptions::default())
}

fn position(code: &str) -> Draughts {
    Draughts::decode(code, &DraughtsOptions::default()).unwrap()
}

/// Published: 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564.
const START: [u64; 10] = [
    7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564,
];

#[test]
fn perft_from_the_start_matches_published_counts_to_depth_9() {
    let game = start();
    for (depth, &expected) in START.iter().enumerate().take(9) {
        assert_eq!(
            perft(&game, depth as u32 + 1),
            expected,
            "depth {}",
            depth + 1
        );
    }
}

#[test]
fn perft_from_the_start_matches_published_count_at_depth_10() {
    assert_eq!(perft(&start(), 10), START[9]);
}

#[test]
fn divide_at_depth_one_lists_the_seven_opening_moves() {
    let mut moves: Vec<String> = divide(&start(), 1).into_iter().map(|(m, _)| m).collect();
    moves.sort();
    assert_eq!(
        moves,
        ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]
    );
}

/// Black king on 1 (b8) has 1-5 and 1-6; then White's king on 18 (d4) has its four steps.
#[test]
fn perft_kings_stepping_in_open_board() {
    let game = position("B:WK18:BK1");
    assert_eq!(perft(&game, 1), 2);
    assert_eq!(perft(&game, 2), 8);
}

/// White's king on 18 must capture, 18x9 over 14 or 18x27 over 23 (no further jump from either);
/// then Black's remaining man has its two steps.
#[test]
fn perft_king_captures_backward_and_forward() {
    let game = position("W:WK18:B14,23");
    assert_eq!(perft(&game, 1), 2);
    assert_eq!(perft(&game, 2), 4);
}

/// After White's king takes all four pieces around 10, Black has no pieces: the game is over and
/// the tree stops. The loop can be run either way round, but both routes take the same pieces
/// and end on 18, so they are one move (issue 11, 2.13).
#[test]
fn perft_king_loop_ends_the_game() {
    let game = position("W:WK18:B6,7,14,15");
    assert_eq!(perft(&game, 1), 1);
    assert_eq!(perft(&game, 2), 0);
}
