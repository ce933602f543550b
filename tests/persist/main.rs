//! Storage and links: saved games and the library (My games), backups and the reminder to make
//! them, whole-game links, and every whole-game file format read and written, with a short run
//! of the fuzzer over all of them.

#[path = "../../examples/fuzz/mod.rs"]
mod fuzz;
mod library_fixtures;

mod backgammon_mat;
mod formats_python_chess;
mod formats_roundtrip;
mod formats_several;
mod fuzz_short;
mod gnubg_made;
mod gnubg_runs;
mod handicap;
mod keeping;
mod library;
mod library_backup;
mod line_code;
mod persist;
mod transfer;
