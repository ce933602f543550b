//! The backgammon computer player: an evaluation that gives each position's [`chances`], whole
//! plays chosen by it, and cube decisions from the chances (and, in a match, a match equity
//! table).

pub mod advice;
pub mod bearoff;
pub mod chances;
pub mod cube;
pub mod encode;
pub mod eval;
pub mod met;
mod met_table;
pub mod net;
pub mod play;
pub mod plays;
pub mod reply;
