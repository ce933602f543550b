//! Perft speed of every game's move generator from its start position, through the generic
//! `tabula::rules::perft` on `AnyGame` (the path the app and the command-line tool use).
//! Run optimised: `cargo run --release --example bench_perft [depth offset]`.

use std::time::Instant;

use tabula::games::{AnyGame, GameKind};
use tabula::rules::perft;

/// A depth that takes up to about a second for each game (chance games count each roll as a
/// branch; Tama and Camelot branch far more than the other draughts).
fn depth(kind: GameKind) -> u32 {
    match kind {
        GameKind::Chess => 5,
        GameKind::Backgammon => 8,
        GameKind::Camelot => 3,
        GameKind::Tama => 5,
        GameKind::Ludo => 12,
        GameKind::EnglishDraughts | GameKind::Tammi => 9,
    }
}

fn main() {
    let offset: i32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(0);
    println!(
        "{:<20} {:>5} {:>14} {:>9} {:>14}",
        "game", "depth", "nodes", "seconds", "nodes/s"
    );
    for kind in GameKind::ALL {
        let depth = (depth(kind) as i32 + offset).max(1) as u32;
        let start = AnyGame::new_of(kind);
        let clock = Instant::now();
        let nodes = perft(&start, depth);
        let seconds = clock.elapsed().as_secs_f64();
        println!(
            "{:<20} {depth:>5} {nodes:>14} {seconds:>9.3} {:>14.0}",
            kind.slug(),
            nodes as f64 / seconds.max(1e-9)
        );
    }
}
