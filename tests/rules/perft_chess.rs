//! Perft through the generic `Game` trait (`tabula::rules::perft`) against the published counts
//! (Chess Programming Wiki's perft results; RULES-NOTES.md section 8.1).

use tabula::games::chess::{Chess, ChessOptions, START_FEN};
use tabula::rules::{divide, perft, Game};

fn position(fen: &str) -> Chess {
    Chess::decode(fen, &ChessOptions::default()).expect("a valid FEN")
}

/// Checks every depth from 1 up to the table's length.
fn check(fen: &str, counts: &[u64]) {
    let chess = position(fen);
    for (depth, &expected) in (1..).zip(counts) {
        assert_eq!(perft(&chess, depth), expected, "{fen} at depth {depth}");
    }
}

#[test]
fn start_position_to_depth_5() {
    check(START_FEN, &[20, 400, 8_902, 197_281, 4_865_609]);
}

#[test]
fn kiwipete_to_depth_4() {
    check(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862, 4_085_603],
    );
}

#[test]
fn position_3_to_depth_6() {
    check(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238, 674_624, 11_030_083],
    );
}

#[test]
fn position_4_and_its_mirror_to_depth_4() {
    let counts = [6, 264, 9_467, 422_333];
    check(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &counts,
    );
    check(
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        &counts,
    );
}

#[test]
fn position_5_to_depth_4() {
    check(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379, 2_103_487],
    );
}

#[test]
fn position_6_to_depth_4() {
    check(
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2_079, 89_890, 3_894_594],
    );
}

#[test]
fn divide_names_each_first_move_in_san() {
    let split = divide(&position(START_FEN), 2);
    assert_eq!(split.len(), 20);
    assert!(split.iter().all(|(_, count)| *count == 20));
    assert!(split.iter().any(|(san, _)| san == "Nf3"));
}

#[test]
fn generic_perft_equals_shakmatys_own_on_the_test_positions() {
    for fen in [
        START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ] {
        let ours = position(fen);
        assert_eq!(
            perft(&ours, 3),
            shakmaty::perft(ours.position(), 3),
            "{fen}"
        );
    }
}
