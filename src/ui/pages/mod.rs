//! The app and its pages: [`app`] follows the address's hash and shows the page it names.

pub mod app;
pub mod editor;
pub mod home;
pub mod my_games;
pub mod play;
pub mod rules;
pub mod scroll;
