//! Perft speed: our generic `tabula::rules::perft` (through the `Game` trait, with the outcome
//! checked at every node) against shakmaty's own `shakmaty::perft` on the same positions.
//! Run optimised: `cargo run --release --example bench_chess`.
//! Give a depth offset as the first argument (e.g. `-1` for a quick run).

use std::time::Instant;

use shakmaty::fen::Fen;
use shakmaty::CastlingMode;
use tabula::games::chess::{Chess, ChessOptions};
use tabula::rules::{perft, Game};

/// (name, FEN, depth, published count)
const POSITIONS: [(&str, &str, u32, u64); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
    (
        "position 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        6,
        11_030_083,
    ),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
        422_333,
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
        2_103_487,
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
        3_894_594,
    ),
];

/// Times both counts in turns, five rounds (so that load from elsewhere hits both alike),
/// keeping each one's fastest: ((our nodes, seconds), (shakmaty's nodes, seconds)).
fn race(ours: impl Fn() -> u64, theirs: impl Fn() -> u64) -> ((u64, f64), (u64, f64)) {
    let mut best = [(0, f64::INFINITY); 2];
    for _ in 0..5 {
        for (slot, count) in [&ours as &dyn Fn() -> u64, &theirs].into_iter().enumerate() {
            let started = Instant::now();
            let nodes = count();
            let secs = started.elapsed().as_secs_f64();
            if secs < best[slot].1 {
                best[slot] = (nodes, secs);
            }
        }
    }
    (best[0], best[1])
}

fn main() {
    let offset: i64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(0);
    println!(
        "{:<11} {:>5} {:>12} {:>10} {:>10} {:>10} {:>10} {:>6}",
        "position", "depth", "nodes", "ours s", "ours Mn/s", "shak s", "shak Mn/s", "ratio"
    );
    let (mut ours_total, mut theirs_total) = (0.0, 0.0);
    for (name, fen, depth, published) in POSITIONS {
        let depth = (i64::from(depth) + offset).max(1) as u32;
        let ours = Chess::decode(fen, &ChessOptions::default()).expect("a valid FEN");
        let theirs: shakmaty::Chess = Fen::from_ascii(fen.as_bytes())
            .expect("a valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("a legal position");
        let ((our_nodes, our_secs), (their_nodes, their_secs)) =
            race(|| perft(&ours, depth), || shakmaty::perft(&theirs, depth));
        assert_eq!(our_nodes, their_nodes, "{name}: the two perfts disagree");
        if offset == 0 {
            assert_eq!(our_nodes, published, "{name}: not the published count");
        }
        ours_total += our_secs;
        theirs_total += their_secs;
        println!(
            "{:<11} {:>5} {:>12} {:>10.3} {:>10.1} {:>10.3} {:>10.1} {:>6.2}",
            name,
            depth,
            our_nodes,
            our_secs,
            our_nodes as f64 / our_secs / 1e6,
            their_secs,
            their_nodes as f64 / their_secs / 1e6,
            our_secs / their_secs
        );
    }
    println!(
        "total: ours {ours_total:.3} s, shakmaty {theirs_total:.3} s, ratio {:.2}",
        ours_total / theirs_total
    );
}
