//! The boards: one shell ([`shell::Board`]) for every game, turning presses, drags and keys into
//! cell clicks, over one SVG renderer per game (a folder each). At the bottom, [`geometry`]
//! (where every place is drawn) and [`marks`] (how a cell shows the player's options) import
//! nothing of their siblings; [`any`] is the one `match` over the games, as `games::any` is for
//! the rules.

pub mod any;
pub mod backgammon;
pub mod camelot;
pub mod chess;
pub mod cursor;
pub mod draughts;
pub mod geometry;
pub mod keys;
pub mod ludo;
pub mod marks;
pub mod motion;
pub mod names;
pub mod shell;
pub mod sound;
pub mod thumbnail;
