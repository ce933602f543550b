//! English draughts, two kings against one (issue 12): the ending table solves every placement,
//! and the top level wins those that can be won. Some cannot: a lone king can shut two kings in
//! the single corner (`B:WK12,K4:BK7`), which the search once misread by spreading a repetition
//! draw through its table.

use tabula::ai::ending_table::{EndingTable, Value};
use tabula::ai::{think, ManualClock, Request, TOP_LEVEL};
use tabula::games::draughts::{Draughts, DraughtsOptions};
use tabula::games::AnyGame;
use tabula::rules::{Game, Outcome, Record, Rng, Seat};

fn table() -> EndingTable {
    EndingTable::kings(&DraughtsOptions::default(), [1, 2])
}

fn position(code: &str) -> Draughts {
    Draughts::decode(code, &DraughtsOptions::default()).unwrap()
}

#[test]
fn two_kings_shut_in_the_single_corner_are_held() {
    let table = table();
    assert_eq!(table.value(&position("B:WK12,K4:BK7")), Some(Value::Draw));
    assert_eq!(table.value(&position("W:WK8,K4:BK16")), Some(Value::Draw));
    // Out of the corner the same kings win, whoever is to move.
    assert_eq!(table.value(&position("W:WK3,K4:BK16")), Some(Value::Win));
    assert_eq!(table.value(&position("B:WK19,K25:BK32")), Some(Value::Loss));
}

#[test]
fn a_side_that_can_take_the_last_piece_wins() {
    let table = table();
    // The table and the rules agree: whenever White can capture the lone king, it has won.
    let mut capturing = 0;
    for a in 1..=32 {
        for b in (a + 1)..=32 {
            for c in (1..=32).filter(|&c| c != a && c != b) {
                let game = position(&format!("W:WK{a},K{b}:BK{c}"));
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                if moves.iter().any(|m| !m.captured.is_empty()) {
                    capturing += 1;
                    assert_eq!(table.value(&game), Some(Value::Win), "W:WK{a},K{b}:BK{c}");
                }
            }
        }
    }
    assert!(capturing > 100, "{capturing}");
    // A lone king wins too when the other's last king must step next to it: `B:WK2,K6:BK1`
    // takes 1x10, and the king on 2 can only move beside it.
    assert_eq!(table.value(&position("B:WK2,K6:BK1")), Some(Value::Win));
    assert_eq!(table.value(&position("W:WK2:BK10")), Some(Value::Loss));
}

#[test]
fn nearly_every_placement_is_won_for_the_two_kings() {
    let table = table();
    let (mut won, mut all) = (0, 0);
    for a in 1..=32 {
        for b in (a + 1)..=32 {
            for c in (1..=32).filter(|&c| c != a && c != b) {
                all += 1;
                won += usize::from(
                    table.value(&position(&format!("W:WK{a},K{b}:BK{c}"))) == Some(Value::Win),
                );
            }
        }
    }
    assert!(won * 100 > all * 95, "{won} of {all}");
    assert!(won < all, "the single-corner draws are among them");
}

/// The top level, on a fixed node budget (the same moves on any machine), wins every seeded
/// placement that the table says is won, within the 40-move rule.
#[test]
fn the_top_level_wins_won_placements() {
    let table = table();
    let mut rng = Rng::new(12);
    let mut played = 0;
    while played < 4 {
        let (a, b, c) = (1 + rng.below(32), 1 + rng.below(32), 1 + rng.below(32));
        if a == b || b == c || a == c {
            continue;
        }
        let start = position(&format!("W:WK{a},K{b}:BK{c}"));
        if start.outcome().is_some() || table.value(&start) != Some(Value::Win) {
            continue;
        }
        played += 1;
        let mut record = Record::new(AnyGame::Draughts(start));
        while record.verdict().is_none() {
            let request = Request::from_record(record.clone(), TOP_LEVEL).with_nodes(150_000);
            let reply = think(&request, &ManualClock::default()).unwrap();
            record.play(&reply.best).unwrap();
        }
        let verdict = record.verdict().unwrap();
        assert_eq!(
            verdict.outcome,
            Outcome::Win(Seat(1)),
            "W:WK{a},K{b}:BK{c}: {:?} after {}",
            verdict.reason,
            record.notations().join(" ")
        );
    }
}
