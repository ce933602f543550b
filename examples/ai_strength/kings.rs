//! `ai_strength kings`: English draughts, the top level with two kings against one.

use tabula::ai::ending_table::{EndingTable, Value};
use tabula::ai::{think, Request, SystemClock, TOP_LEVEL};
use tabula::games::draughts::DraughtsOptions;
use tabula::games::{AnyGame, AnyMove, GameKind};
use tabula::rules::{Game, Outcome, Record, Rng, Seat};

use super::summary;

/// Two white kings against one black king on random squares (no capture at once), Black to move
/// half the time, among placements that two kings win with best play (the ending table says
/// which); the top level plays White, and also Black.
pub fn kings(placements: u64, ms: u64) {
    let options = DraughtsOptions::default();
    let table = EndingTable::kings(&options, [1, 2]);
    let mut held = 0;
    let mut wins = Vec::new();
    for seed in 0..placements {
        let mut rng = Rng::new(seed + 1);
        let code = loop {
            let mut squares: Vec<u32> = (1..=32).collect();
            let mut take = || squares.remove(rng.below(squares.len()));
            let (a, b, c) = (take(), take(), take());
            let side = if seed % 2 == 0 { "W" } else { "B" };
            let code = format!("{side}:WK{a},K{b}:BK{c}");
            let game =
                AnyGame::decode(&code, &GameKind::EnglishDraughts.default_options()).expect("code");
            let quiet = game
                .next_moves()
                .iter()
                .all(|m| matches!(m, AnyMove::Draughts(d) if d.captured.is_empty()));
            // Only placements that two kings win with best play: some can be held (a lone
            // king can shut two kings in a single corner).
            let won = match &game {
                AnyGame::Draughts(d) => {
                    let value = table.value(d);
                    let white_to_move = d.side_to_move() == Seat(1);
                    value
                        == Some(if white_to_move {
                            Value::Win
                        } else {
                            Value::Loss
                        })
                }
                _ => false,
            };
            if quiet && game.outcome().is_none() {
                if won {
                    break code;
                }
                held += 1;
            }
        };
        let start =
            AnyGame::decode(&code, &GameKind::EnglishDraughts.default_options()).expect("code");
        let time = |record: &Record<AnyGame>| {
            let request = Request::from_record(record.clone(), TOP_LEVEL).with_time(ms);
            think(&request, &SystemClock::new()).expect("a move").best
        };
        let mut record = Record::new(start);
        while record.verdict().is_none() && record.cursor() < 200 {
            let mv = time(&record);
            record.play(&mv).expect("legal");
        }
        let won = matches!(
            record.verdict().map(|v| v.outcome),
            Some(Outcome::Win(Seat(1)))
        );
        println!(
            "  {code}: {} in {} plies",
            if won { "won" } else { "not won" },
            record.cursor()
        );
        if !won {
            let reason = record.verdict().map(|v| v.reason);
            println!("    {reason:?}: {}", record.notations().join(" "));
        }
        wins.push(if won { 1.0 } else { 0.0 });
    }
    println!(
        "English draughts, two kings against one, {ms} ms a move: won {} ({held} drawn placements skipped)",
        summary(&wins)
    );
}
