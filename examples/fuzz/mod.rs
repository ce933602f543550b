//! The fuzzer over every decoder that takes outside text (position codes, share links, saved
//! games, imports, move notation), shared by `examples/fuzz_inputs.rs` (long runs) and
//! `tests/persist/fuzz_short.rs` (a few thousand inputs in the test command). It is not part of the app's
//! library: only these two include it.
//!
//! A run is seeded: a corpus of valid text from seeded random games, and input `i` drawn from
//! its own RNG, mostly a mutation of a corpus item, sometimes random text.

pub mod check;
pub mod corpus;
pub mod input;
pub mod mutate;
pub mod run;
pub mod tally;
