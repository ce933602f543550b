//! The computer players: the search over each game, its levels, the backgammon network, cube and
//! match play, and the Ludo player; budgets in nodes so that results repeat on any machine.

#[path = "../backgammon_boards/mod.rs"]
mod backgammon_boards;

mod backgammon;
mod backgammon_cube;
mod backgammon_gnubg_made;
mod backgammon_play;
mod backgammon_weights;
mod chess;
mod engine;
mod ludo;
mod practice;
mod review;
mod review_backgammon;
mod review_ludo;
mod two_kings;
