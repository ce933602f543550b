//! Perft of Camelot from the start, through `tabula::rules::perft`, against
//! tests/data/perft_camelot.txt. No published numbers exist (RULES-NOTES.md §8.5): depths 1-3 come
//! from the independent script of RULES-NOTES.md, deeper ones are this engine's own count.

use std::time::Instant;

use tabula::games::camelot::{Camelot, CamelotOptions};
use tabula::rules::{perft, Game};

/// (depth, nodes, source) from the data file.
fn table() -> Vec<(u32, u64, String)> {
    include_str!("../data/perft_camelot.txt")
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.len(), 4, "bad line {line:?}");
            assert_eq!(fields[0], "camelot", "bad line {line:?}");
            (
                fields[1].parse().expect("depth"),
                fields[2].parse().expect("nodes"),
                fields[3].to_string(),
            )
        })
        .collect()
}

fn check(depths: impl Fn(u32) -> bool) {
    let start = Camelot::new(&CamelotOptions::default());
    let mut checked = 0;
    for (depth, nodes, source) in table() {
        if !depths(depth) {
            continue;
        }
        let clock = Instant::now();
        let counted = perft(&start, depth);
        eprintln!(
            "camelot perft {depth} = {counted} ({source}) in {:?}",
            clock.elapsed()
        );
        assert_eq!(counted, nodes, "depth {depth} ({source})");
        checked += 1;
    }
    assert!(checked > 0, "no lines in the data file for these depths");
}

#[test]
fn perft_from_the_start_matches_the_rules_notes_script_to_depth_3() {
    check(|depth| depth <= 3);
}

/// About 6 s optimised (the test profile is opt-level 3).
#[test]
fn perft_from_the_start_at_depth_4_matches_own_count() {
    check(|depth| depth == 4);
}

/// Depth 5 takes about 14 minutes; run with `cargo test --test perft_camelot -- --ignored`.
#[test]
#[ignore]
fn perft_from_the_start_at_depth_5_matches_own_count() {
    check(|depth| depth == 5);
}
