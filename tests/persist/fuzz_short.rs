//! The short fuzz run of the test command (issue 11, section 3): a few thousand seeded inputs
//! to every decoder that takes outside text; it fails on any panic, any accepted position that
//! does not round-trip or cannot be played, any save or import whose replay disagrees, and any
//! input stopped as a hang. The long runs are `cargo run --release --example fuzz_inputs -- N`.

use std::sync::Arc;
use std::time::Instant;

use crate::fuzz::run::Fuzzer;
use crate::fuzz::tally::{Tally, LISTED_CLASSES};

/// A fixed seed, so a failure here is the same failure on every machine.
const SEED: u64 = 11;
const INPUTS: u64 = 3_000;

#[test]
fn three_thousand_fuzz_inputs_neither_panic_nor_break_a_round_trip() {
    let clock = Instant::now();
    let fuzzer = Arc::new(Fuzzer::new(SEED));
    let mut tally = Tally::default();
    fuzzer.run_range(0, INPUTS, |ran| tally.add(&fuzzer, &ran));
    let report = tally.report(&fuzzer, clock.elapsed().as_secs_f64(), LISTED_CLASSES);
    println!("{report}");
    assert_eq!(tally.inputs, INPUTS);
    // The decoders must accept a good share of the inputs, or the checks never run.
    assert!(tally.accepted > INPUTS / 10, "{report}");
    assert!(tally.clean(), "{report}");
}
