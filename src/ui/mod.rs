//! The web app: Yew function components over the rules library. Pages route by the address's
//! hash; one board shell serves every game through a renderer per game; the play page's state is
//! a reducer ([`session::Session`]) whose logic runs natively in tests.

mod actions;
mod ai_client;
pub mod ai_seats;
pub mod announcer;
mod app;
mod backgammon_board;
mod backgammon_dice;
mod board;
pub mod board_cursor;
mod board_keys;
mod camelot_board;
pub mod cell_names;
mod chance;
mod chess_board;
mod chess_pieces;
mod combined;
mod controls;
mod draughts_board;
mod editor;
mod game_setup;
mod geometry;
mod gestures;
mod hint;
mod home;
pub mod i18n;
mod library;
mod ludo_board;
mod ludo_layout;
mod motion;
mod move_entry;
mod move_list;
mod move_words;
mod notice;
pub mod option_fields;
mod pacing;
mod page_start;
pub mod phrase;
pub mod piece_letters;
mod play_page;
mod promotion;
mod resigning;
mod rules_page;
pub mod rules_text;
mod seat_choice;
pub mod session;
pub mod session_view;
pub mod settings;
mod sound;
mod thinking;
mod transfer;
pub mod typed_move;
pub mod words;

pub use app::App;

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
